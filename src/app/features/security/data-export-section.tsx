// /security's 「データのダウンロード」 (issue 24, APPI §33): asks for a link to the account's data, mailed to
// its own address. The request needs a fresh step-up (the dialog opens where the user is); the files
// are downloaded from the mail's link (/myData), signed in as this account.
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formatWhen } from '../../components/security/describe';
import { useStepUp } from '../../components/step-up/use-step-up';
import { FormError } from '../../components/ui/form-error';
import { formatUnexpectedError, formatUserError } from '../../errors/error-messages';
import { RequestDataExportDocument } from '../../gql/graphql';
import { useNotify } from '../../notifications/notification-context';
import { dataExportMessages as m } from './messages';

export function DataExportSection() {
  const intl = useIntl();
  const notify = useNotify();
  const stepUp = useStepUp();
  const [request, { loading }] = useMutation(RequestDataExportDocument, { fetchPolicy: 'no-cache' });
  const [error, setError] = useState<{ message: string; signal: number } | null>(null);
  const [sentUntil, setSentUntil] = useState<string | null>(null);
  const failed = (message: string) => setError((previous) => ({ message, signal: (previous?.signal ?? 0) + 1 }));

  const onRequest = async () => {
    try {
      const payload = await stepUp.guard(async () => (await request()).data?.requestDataExport, (answer) => answer?.error);
      if (!payload || payload.error || !payload.expiresAt) return failed(payload?.error ? formatUserError(intl, payload.error) : formatUnexpectedError(intl));
      setError(null);
      setSentUntil(payload.expiresAt);
      notify((i) => i.formatMessage(m.requested), 'success');
    } catch {
      failed(formatUnexpectedError(intl));
    }
  };

  return (
    <section aria-labelledby="security-data-export">
      <h2 id="security-data-export">{intl.formatMessage(m.heading)}</h2>
      <p>{intl.formatMessage(m.explanation)}</p>
      <p>{intl.formatMessage(m.how)}</p>
      <FormError message={error?.message ?? null} focusSignal={error?.signal ?? 0} />
      {sentUntil ? (
        // The notice says it was sent (and passes); this stays, with until when.
        <p>{intl.formatMessage(m.requestedUntil, { until: formatWhen(intl, sentUntil) })}</p>
      ) : null}
      <button type="button" className="button button--secondary" disabled={loading} onClick={() => void onRequest()}>
        {intl.formatMessage(m.request)}
      </button>
      {stepUp.dialog}
    </section>
  );
}
