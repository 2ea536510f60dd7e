import { useIntl } from 'react-intl';
import { useAccountSettings } from './account-settings-context';
import { accountSettingsMessages } from './messages';

/** 「アカウント設定」: opens the shared account-settings modal (header and top page). */
export function AccountSettingsButton({ className = 'button button--secondary' }: { className?: string }) {
  const intl = useIntl();
  const settings = useAccountSettings();
  return (
    <button type="button" className={className} aria-haspopup="dialog" onClick={(event) => settings.open(event.currentTarget)}>
      {intl.formatMessage(accountSettingsMessages.open)}
    </button>
  );
}
