// /admin/clients (「連携アプリ」): the apps registered with the portal's OpenID Provider, newest first, a
// form to register one, and per app a new secret or disabling it, each asked first in a modal (Cancel
// takes the focus, Esc cancels, the focus goes back to the button). A secret is shown once, in its own
// dialog, right after it was made. Everything is read with 'no-cache': nothing of it reaches storage.
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { focusWhenUsable } from '../../../components/ui/focus';
import { FormError } from '../../../components/ui/form-error';
import { PageModal } from '../../../components/ui/page-modal';
import { useStepUp } from '../../../components/step-up/use-step-up';
import { formatUnexpectedError, formatUserError } from '../../../errors/error-messages';
import { AdminDisableOAuthClientDocument, AdminOAuthClientsDocument, AdminRotateOAuthClientSecretDocument, type ErrorCode, type OAuthClientFieldsFragment } from '../../../gql/graphql';
import { useNotify } from '../../../notifications/notification-context';
import { useSessionEnded } from '../../../session/use-session-ended';
import { AdminPage, LoadFailed } from '../admin-page';
import { adminMessages } from '../messages';
import { ClientForm } from './client-form';
import { ClientTable, type ClientAction } from './client-table';
import { clientsMessages as m } from './messages';
import { SecretDialog, type ShownSecret } from './secret-dialog';
import './clients.css';

// Answers that mean the list is not as the page shows it.
const staleCodes: readonly ErrorCode[] = ['CLIENT_DISABLED', 'CLIENT_NOT_FOUND', 'CLIENT_HAS_NO_SECRET'];

export function ClientsPage() {
  const intl = useIntl();
  const notify = useNotify();
  const sessionEnded = useSessionEnded();
  const query = useQuery(AdminOAuthClientsDocument, { fetchPolicy: 'no-cache' });
  const [rotate] = useMutation(AdminRotateOAuthClientSecretDocument, { fetchPolicy: 'no-cache' });
  const [disable] = useMutation(AdminDisableOAuthClientDocument, { fetchPolicy: 'no-cache' });
  const [confirming, setConfirming] = useState<{ client: OAuthClientFieldsFragment; action: ClientAction } | null>(null);
  const [shown, setShown] = useState<ShownSecret | null>(null);
  const [error, setError] = useState<{ message: string; signal: number } | null>(null);
  const trigger = useRef<HTMLButtonElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // After a dialog: back to the button that opened it, or to the list when the action took it away.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) focusWhenUsable(() => (trigger.current?.isConnected ? trigger.current : null), () => heading.current);
  }, [focusRequest]);
  const focusBack = () => setFocusRequest((request) => request + 1);
  const failed = (message: string) => setError((previous) => ({ message, signal: (previous?.signal ?? 0) + 1 }));
  const reload = () => void query.refetch().catch(() => undefined);

  const cancel = () => {
    setConfirming(null);
    focusBack();
  };

  // Every administrator's change needs a fresh step-up: asked for here, then the same change goes on.
  const stepUp = useStepUp();
  const confirm = async (client: OAuthClientFieldsFragment, action: ClientAction) => {
    setConfirming(null);
    const input = { clientId: client.clientId };
    try {
      const payload = await stepUp.guard(
        async () => (action === 'ROTATE' ? (await rotate({ variables: { input } })).data?.adminRotateOAuthClientSecret : (await disable({ variables: { input } })).data?.adminDisableOAuthClient),
        (answer) => answer?.error,
      );
      if (payload?.error) {
        if (payload.error.code === 'UNAUTHENTICATED') return sessionEnded();
        failed(formatUserError(intl, payload.error));
        if (staleCodes.includes(payload.error.code)) reload();
        return;
      }
      if (!payload?.client) return failed(formatUnexpectedError(intl));
      setError(null);
      reload();
      if (action === 'ROTATE' && 'clientSecret' in payload) {
        notify((i) => i.formatMessage(m.rotated, { name: client.name }), 'success');
        setShown({ name: client.name, clientId: client.clientId, clientSecret: payload.clientSecret ?? null });
      } else {
        notify((i) => i.formatMessage(m.disabled, { name: client.name }), 'success');
        focusBack();
      }
    } catch {
      failed(formatUnexpectedError(intl));
    }
  };

  const created = (client: OAuthClientFieldsFragment, clientSecret: string | null) => {
    trigger.current = null;
    notify((i) => i.formatMessage(m.created, { name: client.name }), 'success');
    setShown({ name: client.name, clientId: client.clientId, clientSecret });
    reload();
  };

  const clients = query.data?.adminOAuthClients;
  const danger = confirming?.action === 'DISABLE';
  return (
    <AdminPage title={intl.formatMessage(m.title)}>
      <p>{intl.formatMessage(m.intro)}</p>
      <section className="admin-section" aria-labelledby="admin-clients-heading">
        <h2 id="admin-clients-heading" ref={heading} tabIndex={-1}>
          {intl.formatMessage(m.listHeading)}
        </h2>
        <FormError message={error?.message ?? null} focusSignal={error?.signal ?? 0} />
        {clients ? (
          <>
            <p role="status" className="admin-summary">
              {clients.length === 0 ? intl.formatMessage(m.empty) : intl.formatMessage(m.shown, { count: clients.length })}
            </p>
            {clients.length > 0 ? (
              <ClientTable
                clients={clients}
                onAction={(client, action, button) => {
                  trigger.current = button;
                  setConfirming({ client, action });
                }}
              />
            ) : null}
          </>
        ) : query.error ? (
          <LoadFailed error={query.error} onRetry={reload} />
        ) : null}
      </section>
      <section className="admin-section admin-form-section" aria-labelledby="admin-client-form-heading">
        <h2 id="admin-client-form-heading">{intl.formatMessage(m.formHeading)}</h2>
        <ClientForm onCreated={created} />
      </section>
      {confirming ? (
        <PageModal
          title={intl.formatMessage(danger ? m.disableTitle : m.rotateTitle, { name: confirming.client.name })}
          description={intl.formatMessage(danger ? m.disableDescription : m.rotateDescription)}
          onClose={cancel}
        >
          <div className="form-actions">
            {/* Cancel first: it takes the focus, so Enter never acts by accident. */}
            <button type="button" className="button button--secondary" onClick={cancel}>
              {intl.formatMessage(adminMessages.cancel)}
            </button>
            <button type="button" className={danger ? 'button button--danger' : 'button'} onClick={() => void confirm(confirming.client, confirming.action)}>
              {intl.formatMessage(danger ? m.disable : m.rotate)}
            </button>
          </div>
        </PageModal>
      ) : null}
      {shown ? (
        <SecretDialog
          shown={shown}
          onClose={() => {
            setShown(null);
            focusBack();
          }}
        />
      ) : null}
      {stepUp.dialog}
    </AdminPage>
  );
}
