import { useIntl } from 'react-intl';
import { PageHeading } from '../../../components/ui/page-heading';
import type { ViewerFieldsFragment } from '../../../gql/graphql';
import { useNotify } from '../../../notifications/notification-context';
import { ChangePasswordForm } from '../../../components/password/change-password-form';
import { passwordChangeMessages } from './messages';
import { rememberViewer, useAccountDetails } from '../use-account-details';

/** /accountEditPassword: the current password and a new one; the account's other sessions end. */
export function PasswordChangePage() {
  const intl = useIntl();
  const notify = useNotify();
  const { account } = useAccountDetails();

  const onChanged = (viewer: ViewerFieldsFragment) => {
    rememberViewer(viewer);
    notify(intl.formatMessage(passwordChangeMessages.changed), 'success');
  };

  return (
    <div className="page">
      <PageHeading>{intl.formatMessage(passwordChangeMessages.title)}</PageHeading>
      <p>{intl.formatMessage(passwordChangeMessages.explanation)}</p>
      <ChangePasswordForm account={account} onChanged={onChanged} clearOnChange />
    </div>
  );
}
