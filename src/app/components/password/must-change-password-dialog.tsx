import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { ModalDialog } from '../ui/modal-dialog';
import { PasswordOwnerDocument, type MustChangePasswordReason, type ViewerFieldsFragment } from '../../gql/graphql';
import { useNotify } from '../../notifications/notification-context';
import { pathOf } from '../../routes/page-rules';
import { loginInfoFromViewer, writeLoginInfo } from '../../session/login-info-store';
import { ChangePasswordForm } from './change-password-form';
import { passwordMessages } from './messages';

/** What the dialog says, by why the password must be changed (review N8). */
const reasonBodies = {
  ADMINISTRATOR: passwordMessages.mustChangeBodyAdministrator,
  NOT_ME_REPORT: passwordMessages.mustChangeBodyNotMeReport,
  BREACHED_PASSWORD: passwordMessages.mustChangeBodyBreachedPassword,
} satisfies Record<MustChangePasswordReason, unknown>;

/**
 * The password-reset modal: an account that must change its password (temporary or operator-required)
 * sets a new one before anything else. The main layout shows it on every signed-in page.
 */
export function MustChangePasswordDialog() {
  const intl = useIntl();
  const notify = useNotify();
  const navigate = useNavigate();
  // 'no-cache': the e-mail address is needed here only, not in the persisted cache.
  const ownerQuery = useQuery(PasswordOwnerDocument, { fetchPolicy: 'no-cache' });
  const account = ownerQuery.data?.viewer?.account;
  const why = account?.mustChangePasswordReason ? reasonBodies[account.mustChangePasswordReason] : passwordMessages.mustChangeBody;

  // Once closed, the page behind is usable again: continue at its heading.
  useEffect(() => () => document.querySelector<HTMLElement>('main h1')?.focus({ preventScroll: true }), []);

  const onChanged = (viewer: ViewerFieldsFragment) => {
    notify((i) => i.formatMessage(passwordMessages.changed), 'success');
    // The stored flag closes this dialog and lifts the page restriction.
    writeLoginInfo(loginInfoFromViewer(viewer));
  };

  return (
    <ModalDialog
      title={intl.formatMessage(passwordMessages.mustChangeTitle)}
      description={intl.formatMessage(why)}
    >
      <ChangePasswordForm
        account={account}
        onChanged={onChanged}
        extraActions={
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void navigate(pathOf('logoutButton'))}
          >
            {intl.formatMessage(passwordMessages.logout)}
          </button>
        }
      />
    </ModalDialog>
  );
}
