import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PageHeading } from '../../../components/ui/page-heading';
import { AccountPasswordlessDocument, type ViewerFieldsFragment } from '../../../gql/graphql';
import { pathOf } from '../../../routes/page-rules';
import { useNotify } from '../../../notifications/notification-context';
import { ChangePasswordForm } from '../../../components/password/change-password-form';
import { passwordChangeMessages } from './messages';
import { rememberViewer, useAccountDetails } from '../use-account-details';

/** /accountEditPassword: the current password and a new one; the account's other sessions end. */
export function PasswordChangePage() {
  const intl = useIntl();
  const notify = useNotify();
  const { account } = useAccountDetails();
  // A passkey-first account has no password to change: it sets one on /security (「パスワードを設定する」).
  const passwordless = useQuery(AccountPasswordlessDocument, { fetchPolicy: 'no-cache' }).data?.viewer?.secondFactors.passwordless ?? false;

  const onChanged = (viewer: ViewerFieldsFragment) => {
    rememberViewer(viewer);
    notify((i) => i.formatMessage(passwordChangeMessages.changed), 'success');
  };

  return (
    <div className="page">
      <PageHeading>{intl.formatMessage(passwordChangeMessages.title)}</PageHeading>
      {passwordless ? (
        <p>
          {intl.formatMessage(passwordChangeMessages.passwordless)} <Link to={pathOf('security')}>{intl.formatMessage(passwordChangeMessages.toSecurity)}</Link>
        </p>
      ) : (
        <>
          <p>{intl.formatMessage(passwordChangeMessages.explanation)}</p>
          <ChangePasswordForm account={account} onChanged={onChanged} clearOnChange />
        </>
      )}
    </div>
  );
}
