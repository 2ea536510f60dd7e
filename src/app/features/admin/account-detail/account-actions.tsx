// The actions an account offers as it is now. Each asks first in a modal (Cancel takes the focus, Esc
// cancels, the focus goes back to the button), then acts; the answer is the account as it is
// afterwards, which the page shows, and the result is announced.
import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { focusWhenUsable } from '../../../components/ui/focus';
import { FormError } from '../../../components/ui/form-error';
import { PageModal } from '../../../components/ui/page-modal';
import { useStepUp } from '../../../components/step-up/use-step-up';
import { formatUnexpectedError, formatUserError } from '../../../errors/error-messages';
import { AdminAccountActionDocument, type AdminAccountAction, type AdminAccountDetailFieldsFragment, type ErrorCode, type Role } from '../../../gql/graphql';
import { useNotify } from '../../../notifications/notification-context';
import { pathOf } from '../../../routes/page-rules';
import { useSessionEnded } from '../../../session/use-session-ended';
import { roleLabel, roles } from '../labels';
import { adminMessages } from '../messages';
import { actionDone, actionWords, applicableActions } from './action-specs';
import { actionMessages as m } from './messages';

interface AccountActionsProps {
  detail: AdminAccountDetailFieldsFragment;
  /** The account as the server answered it after an action. */
  onChanged: (detail: AdminAccountDetailFieldsFragment) => void;
  /** The page was out of date: read the account again. */
  onStale: () => void;
}

// Answers that mean the account is not as the page shows it.
const staleCodes: readonly ErrorCode[] = ['ACTION_NOT_APPLICABLE', 'ACCOUNT_NOT_FOUND'];

export function AccountActions({ detail, onChanged, onStale }: AccountActionsProps) {
  const intl = useIntl();
  const notify = useNotify();
  const navigate = useNavigate();
  const sessionEnded = useSessionEnded();
  // 'no-cache': the answer holds the account's sessions (addresses, devices) and its details.
  const [act] = useMutation(AdminAccountActionDocument, { fetchPolicy: 'no-cache' });
  const [confirming, setConfirming] = useState<AdminAccountAction | null>(null);
  const [newRole, setNewRole] = useState<Role>('USER');
  const [error, setError] = useState<{ message: string; signal: number } | null>(null);
  const trigger = useRef<HTMLButtonElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const actions = applicableActions(detail);
  const { account } = detail;

  // After the page shows the answer: back to the button that opened the dialog, or to the section
  // when the action took that button away.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) focusWhenUsable(() => trigger.current, () => heading.current);
  }, [focusRequest]);
  const focusBack = () => setFocusRequest((request) => request + 1);

  const failed = (message: string) => setError((previous) => ({ message, signal: (previous?.signal ?? 0) + 1 }));

  const open = (action: AdminAccountAction, button: HTMLButtonElement) => {
    trigger.current = button;
    setNewRole(roles.find((role) => role !== account.role) ?? account.role);
    setConfirming(action);
  };

  const cancel = () => {
    setConfirming(null);
    focusBack();
  };

  // Every administrator's action needs a fresh step-up: asked for here, then the same action goes on.
  const stepUp = useStepUp();
  const confirm = async (action: AdminAccountAction) => {
    setConfirming(null);
    const role = action === 'SET_ROLE' ? newRole : undefined;
    try {
      const input = { accountCode: account.accountCode, action, ...(role ? { role } : {}) };
      const payload = await stepUp.guard(async () => (await act({ variables: { input } })).data?.adminAccountAction, (answer) => answer?.error);
      if (payload?.error) {
        if (payload.error.code === 'UNAUTHENTICATED') return sessionEnded();
        failed(formatUserError(intl, payload.error));
        if (staleCodes.includes(payload.error.code)) onStale();
        return;
      }
      if (!payload?.account) return failed(formatUnexpectedError(intl));
      setError(null);
      const changed = payload.account;
      onChanged(changed);
      notify((i) => actionDone(i, action, changed, role), 'success');
      // An administrator who gave up the role leaves the console; the page table follows the role.
      if (payload.account.self && payload.account.account.role !== 'ADMIN') return void navigate(pathOf('topPage'));
      focusBack();
    } catch {
      failed(formatUnexpectedError(intl));
    }
  };

  const words = confirming ? actionWords(intl, confirming, detail) : null;
  return (
    <section className="admin-section" aria-labelledby="admin-actions-heading">
      <h2 id="admin-actions-heading" ref={heading} tabIndex={-1}>
        {intl.formatMessage(m.heading)}
      </h2>
      <FormError message={error?.message ?? null} focusSignal={error?.signal ?? 0} />
      {actions.length === 0 ? (
        <p>{intl.formatMessage(m.none)}</p>
      ) : (
        <ul className="admin-actions">
          {actions.map((action) => {
            const { label, danger } = actionWords(intl, action, detail);
            return (
              <li key={action}>
                <button type="button" className={danger ? 'button button--danger' : 'button button--secondary'} onClick={(event) => open(action, event.currentTarget)}>
                  {label}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {confirming && words ? (
        <PageModal title={words.title} description={words.description} onClose={cancel}>
          {confirming === 'SET_ROLE' ? (
            <fieldset className="admin-choices">
              <legend>{intl.formatMessage(m.newRole)}</legend>
              {roles.map((role) => (
                <label key={role} className="admin-choice">
                  <input
                    type="radio"
                    name="admin-new-role"
                    value={role}
                    checked={newRole === role}
                    disabled={role === account.role}
                    onChange={() => setNewRole(role)}
                  />
                  {role === account.role ? intl.formatMessage(m.currentRole, { role: roleLabel(intl, role) }) : roleLabel(intl, role)}
                </label>
              ))}
            </fieldset>
          ) : null}
          <div className="form-actions">
            {/* Cancel first: it takes the focus, so Enter never acts by accident. */}
            <button type="button" className="button button--secondary" onClick={cancel}>
              {intl.formatMessage(adminMessages.cancel)}
            </button>
            <button type="button" className={words.danger ? 'button button--danger' : 'button'} onClick={() => void confirm(confirming)}>
              {words.label}
            </button>
          </div>
        </PageModal>
      ) : null}
      {stepUp.dialog}
    </section>
  );
}
