// The one time a registered app's secret is shown: right after it was made (registration or a new
// secret), with its client id, a copy button for each and the warning that it will not be shown again.
// Esc does not close it: the administrator closes it once the secret is kept. Nothing else holds the
// secret (the mutation was read with 'no-cache'), so it is gone with the dialog.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { PageModal } from '../../../components/ui/page-modal';
import { clientsMessages as m } from './messages';

export interface ShownSecret {
  name: string;
  clientId: string;
  /** null for a public app: only its client id is shown. */
  clientSecret: string | null;
}

export function SecretDialog({ shown, onClose }: { shown: ShownSecret; onClose: () => void }) {
  const intl = useIntl();
  const [status, setStatus] = useState('');
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus(intl.formatMessage(m.copied));
    } catch {
      setStatus(intl.formatMessage(m.copyFailed));
    }
  };
  const withSecret = shown.clientSecret !== null;
  return (
    <PageModal
      title={intl.formatMessage(withSecret ? m.secretTitle : m.idTitle, { name: shown.name })}
      description={intl.formatMessage(withSecret ? m.secretWarning : m.idDescription)}
    >
      <dl className="admin-secret">
        <dt>{intl.formatMessage(m.clientIdLabel)}</dt>
        <dd>
          <code>{shown.clientId}</code>
          <button type="button" className="button button--secondary" onClick={() => void copy(shown.clientId)}>
            {intl.formatMessage(m.copyId)}
          </button>
        </dd>
        {shown.clientSecret !== null ? (
          <>
            <dt>{intl.formatMessage(m.clientSecretLabel)}</dt>
            <dd>
              <code>{shown.clientSecret}</code>
              <button type="button" className="button button--secondary" onClick={() => void copy(shown.clientSecret ?? '')}>
                {intl.formatMessage(m.copySecret)}
              </button>
            </dd>
          </>
        ) : null}
      </dl>
      <p role="status" className="admin-summary">
        {status}
      </p>
      <div className="form-actions">
        <button type="button" className="button" onClick={onClose}>
          {intl.formatMessage(withSecret ? m.secretClose : m.idClose)}
        </button>
      </div>
    </PageModal>
  );
}
