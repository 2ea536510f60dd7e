// 退会 (issue 24): an account waiting for deletion that signs in sees this, on every signed-in page,
// and nothing else (the page behind is not drawn; the server refuses everything else too): cancel the
// closing, or log out.
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { ModalDialog } from '../ui/modal-dialog';
import { FormError } from '../ui/form-error';
import { CancelAccountClosingDocument, ViewerDocument } from '../../gql/graphql';
import { formatUnexpectedError, formatUserError } from '../../errors/error-messages';
import { formatDateOnly } from '../../i18n/date-format';
import { useNotify } from '../../notifications/notification-context';
import { pathOf } from '../../routes/page-rules';
import { loginInfoFromViewer, readLoginInfo, writeLoginInfo } from '../../session/login-info-store';
import { closingPendingMessages as m } from './messages';

export function ClosingPendingDialog({ deletesAt }: { deletesAt: string }) {
  const intl = useIntl();
  const notify = useNotify();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [cancelClosing, { loading }] = useMutation(CancelAccountClosingDocument, { fetchPolicy: 'no-cache' });
  const [error, setError] = useState<{ message: string; signal: number } | null>(null);
  const failed = (message: string) => setError((previous) => ({ message, signal: (previous?.signal ?? 0) + 1 }));

  const onCancel = async () => {
    try {
      const payload = (await cancelClosing()).data?.cancelAccountClosing;
      if (!payload || payload.error) return failed(payload?.error ? formatUserError(intl, payload.error) : formatUnexpectedError(intl));
      notify((i) => i.formatMessage(m.cancelled), 'success');
      // The account as it now is, into the (persisted) cache and the stored state, which closes this
      // dialog: the page behind is drawn again.
      const viewer = (await client.query({ query: ViewerDocument, fetchPolicy: 'network-only' }).catch(() => null))?.data?.viewer;
      const info = readLoginInfo();
      if (viewer) writeLoginInfo(loginInfoFromViewer(viewer));
      else if (info) writeLoginInfo({ ...info, closingDeletesAt: null });
    } catch {
      failed(formatUnexpectedError(intl));
    }
  };

  return (
    <ModalDialog title={intl.formatMessage(m.title, { date: formatDateOnly(intl, deletesAt) })} description={intl.formatMessage(m.body)}>
      <FormError message={error?.message ?? null} focusSignal={error?.signal ?? 0} />
      <div className="form-actions">
        <button type="button" className="button" disabled={loading} onClick={() => void onCancel()}>
          {intl.formatMessage(m.cancel)}
        </button>
        <button type="button" className="button button--secondary" onClick={() => void navigate(pathOf('logoutButton'))}>
          {intl.formatMessage(m.logout)}
        </button>
      </div>
    </ModalDialog>
  );
}
