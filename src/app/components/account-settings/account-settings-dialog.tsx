import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ModalDialog } from '../ui/modal-dialog';
import { pathOf } from '../../routes/page-rules';
import { useLoginInfo } from '../../session/login-info-store';
import { accountSettingsMessages } from './messages';
import './account-settings.css';

const settings = [
  { route: 'accountEdit', label: accountSettingsMessages.accountEdit },
  { route: 'accountEditMailAddress', label: accountSettingsMessages.accountEditMailAddress },
  { route: 'accountEditPassword', label: accountSettingsMessages.accountEditPassword },
  { route: 'security', label: accountSettingsMessages.security },
] as const;
// Administrators also find the admin console here, as from the header.
const adminSettings = [{ route: 'adminAccounts', label: accountSettingsMessages.admin }] as const;

interface AccountSettingsDialogProps {
  /** `returnFocus` is false when the user leaves through a link (the next page takes the focus). */
  onClose: (returnFocus: boolean) => void;
}

/** The account-settings modal: lists the settings and opens them. Esc and 閉じる close it. */
export function AccountSettingsDialog({ onClose }: AccountSettingsDialogProps) {
  const intl = useIntl();
  const loginInfo = useLoginInfo();
  const shown = loginInfo?.role === 'ADMIN' ? [...settings, ...adminSettings] : settings;
  return (
    <ModalDialog title={intl.formatMessage(accountSettingsMessages.title)} onClose={() => onClose(true)}>
      <ul className="settings-list">
        {shown.map(({ route, label }) => (
          <li key={route}>
            <Link to={pathOf(route)} className="settings-link" onClick={() => onClose(false)}>
              {intl.formatMessage(label)}
            </Link>
          </li>
        ))}
      </ul>
      <div className="form-actions">
        <button type="button" className="button button--secondary" onClick={() => onClose(true)}>
          {intl.formatMessage(accountSettingsMessages.close)}
        </button>
      </div>
    </ModalDialog>
  );
}
