// /security's 「連携中のアプリ」: each app the account allowed, what it may do (the consent page's words),
// when it was allowed and last used; 「連携を解除」 after a confirmation ends its grant and tokens at
// once. Read with 'no-cache', like the rest of the page.
import { useMutation, useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { scopeMessages } from '../../components/oauth/messages';
import { formatWhen } from '../../components/security/describe';
import { FormError } from '../../components/ui/form-error';
import { PageModal } from '../../components/ui/page-modal';
import { formatUnexpectedError, formatUserError } from '../../errors/error-messages';
import { ConnectedAppsDocument, RevokeConnectedAppDocument, type ConnectedAppFieldsFragment } from '../../gql/graphql';
import { useNotify } from '../../notifications/notification-context';
import { connectedAppsMessages as m } from './messages';
import './connected-apps.css';

export function ConnectedAppsSection() {
  const intl = useIntl();
  const notify = useNotify();
  const query = useQuery(ConnectedAppsDocument, { fetchPolicy: 'no-cache', notifyOnNetworkStatusChange: true });
  const [revoke, { loading: revoking }] = useMutation(RevokeConnectedAppDocument, { fetchPolicy: 'no-cache' });
  const [override, setOverride] = useState<readonly ConnectedAppFieldsFragment[] | null>(null);
  const [confirming, setConfirming] = useState<ConnectedAppFieldsFragment | null>(null);
  const [error, setError] = useState<{ message: string; signal: number } | null>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const apps = override ?? query.data?.viewer?.connectedApps ?? null;
  const failed = (message: string) => setError((previous) => ({ message, signal: (previous?.signal ?? 0) + 1 }));

  const close = () => {
    setConfirming(null);
    const back = trigger.current;
    requestAnimationFrame(() => back?.focus());
  };

  const onRevoke = async (app: ConnectedAppFieldsFragment) => {
    setConfirming(null);
    try {
      const payload = (await revoke({ variables: { clientId: app.clientId } })).data?.revokeConnectedApp;
      if (payload?.error) {
        failed(formatUserError(intl, payload.error));
        // Disconnected elsewhere meanwhile: the list shows what is left.
        if (payload.error.code === 'CONNECTED_APP_NOT_FOUND') {
          setOverride(null);
          void query.refetch().catch(() => undefined);
        }
        return;
      }
      if (!payload?.connectedApps) return failed(formatUnexpectedError(intl));
      setOverride(payload.connectedApps);
      setError(null);
      notify((i) => i.formatMessage(m.revoked, { name: app.name }), 'success');
      // The button is gone with its row: the section's heading takes the focus.
      heading.current?.focus();
    } catch {
      failed(formatUnexpectedError(intl));
    }
  };

  return (
    <section aria-labelledby="security-connected-apps">
      <h2 id="security-connected-apps" ref={heading} tabIndex={-1}>
        {intl.formatMessage(m.heading)}
      </h2>
      <p>{intl.formatMessage(m.explanation)}</p>
      <FormError message={error?.message ?? null} focusSignal={error?.signal ?? 0} />
      {query.error && !apps ? <FormError message={formatUnexpectedError(intl)} unavailable /> : null}
      {apps && apps.length > 0 ? (
        <ul className="security-list">
          {apps.map((app) => (
            <li key={app.clientId} className="security-item">
              <div className="security-item-main">
                <p className="security-item-title">
                  <span>{app.name}</span>
                </p>
                <p className="security-item-detail" id={`connected-app-scopes-${app.clientId}`}>
                  {intl.formatMessage(m.mayDo)}
                </p>
                <ul className="connected-app-scopes" aria-labelledby={`connected-app-scopes-${app.clientId}`}>
                  {app.scopes.map((scope) => (
                    <li key={scope}>{intl.formatMessage(scopeMessages[scope])}</li>
                  ))}
                </ul>
                <p className="security-item-detail">{intl.formatMessage(m.allowed, { at: formatWhen(intl, app.allowedAt) })}</p>
                <p className="security-item-detail">{app.lastUsedAt ? intl.formatMessage(m.lastUsed, { at: formatWhen(intl, app.lastUsedAt) }) : intl.formatMessage(m.neverUsed)}</p>
              </div>
              <div className="security-item-action">
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={intl.formatMessage(m.revokeLabel, { name: app.name })}
                  disabled={revoking}
                  onClick={(click) => {
                    trigger.current = click.currentTarget;
                    setConfirming(app);
                  }}
                >
                  {intl.formatMessage(m.revoke)}
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : apps ? (
        <p>{intl.formatMessage(m.none)}</p>
      ) : null}
      {confirming ? (
        <PageModal title={intl.formatMessage(m.revokeTitle, { name: confirming.name })} description={intl.formatMessage(m.revokeDescription)} onClose={close} role="alertdialog">
          <div className="form-actions">
            {/* Cancel first: it takes the focus, so Enter never disconnects an app by accident. */}
            <button type="button" className="button button--secondary" onClick={close}>
              {intl.formatMessage(m.cancel)}
            </button>
            <button type="button" className="button button--danger" onClick={() => void onRevoke(confirming)}>
              {intl.formatMessage(m.revokeConfirm)}
            </button>
          </div>
        </PageModal>
      ) : null}
    </section>
  );
}
