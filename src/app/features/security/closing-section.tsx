// /security's 「退会」 (issue 24): the confirmation names what is lost and when; asking needs a fresh
// step-up (the dialog opens where the user is). Every session ends, this one too: the browser forgets
// it and goes to /login, with the day of deletion in the notice.
import { useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useAppApollo } from '../../apollo/app-apollo-context';
import { clearApolloData } from '../../apollo/clear-apollo-data';
import { useStepUp } from '../../components/step-up/use-step-up';
import { FormError } from '../../components/ui/form-error';
import { PageModal } from '../../components/ui/page-modal';
import { formatUnexpectedError, formatUserError } from '../../errors/error-messages';
import { RequestAccountClosingDocument } from '../../gql/graphql';
import { formatDateOnly } from '../../i18n/date-format';
import { useNotify } from '../../notifications/notification-context';
import { pathOf } from '../../routes/page-rules';
import { clearLoginInfo } from '../../session/login-info-store';
import { closingMessages as m } from './messages';

const graceMs = 30 * 24 * 3_600_000;

export function ClosingSection() {
  const intl = useIntl();
  const notify = useNotify();
  const navigate = useNavigate();
  const apollo = useAppApollo();
  const stepUp = useStepUp();
  const [request, { loading }] = useMutation(RequestAccountClosingDocument, { fetchPolicy: 'no-cache' });
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<{ message: string; signal: number } | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const failed = (message: string) => setError((previous) => ({ message, signal: (previous?.signal ?? 0) + 1 }));
  const close = () => {
    setConfirming(false);
    trigger.current?.focus();
  };

  const onConfirm = async () => {
    setConfirming(false);
    try {
      const payload = await stepUp.guard(async () => (await request()).data?.requestAccountClosing, (answer) => answer?.error);
      if (payload?.error?.code === 'LAST_ACTIVE_ADMIN') return failed(intl.formatMessage(m.lastAdmin));
      if (!payload || payload.error || !payload.deletesAt) return failed(payload?.error ? formatUserError(intl, payload.error) : formatUnexpectedError(intl));
      const date = formatDateOnly(intl, payload.deletesAt);
      // Every session ended, this one too: the browser forgets it, as after a logout.
      clearLoginInfo();
      await clearApolloData(apollo).catch(() => undefined);
      notify((i) => i.formatMessage(m.requested, { date }), 'success');
      await navigate(pathOf('login'), { replace: true });
    } catch {
      failed(formatUnexpectedError(intl));
    }
  };

  return (
    <section aria-labelledby="security-closing">
      <h2 id="security-closing">{intl.formatMessage(m.heading)}</h2>
      <p>{intl.formatMessage(m.explanation)}</p>
      <FormError message={error?.message ?? null} focusSignal={error?.signal ?? 0} />
      <button ref={trigger} type="button" className="button button--danger" disabled={loading} onClick={() => setConfirming(true)}>
        {intl.formatMessage(m.open)}
      </button>
      {confirming ? (
        <PageModal
          title={intl.formatMessage(m.confirmTitle)}
          description={intl.formatMessage(m.confirmDescription, { date: formatDateOnly(intl, Date.now() + graceMs) })}
          onClose={close}
          role="alertdialog"
        >
          <ul>
            <li>{intl.formatMessage(m.lostProfile)}</li>
            <li>{intl.formatMessage(m.lostSignIn)}</li>
            <li>{intl.formatMessage(m.lostActivity)}</li>
            <li>{intl.formatMessage(m.lostApps)}</li>
          </ul>
          <p>{intl.formatMessage(m.keptAudit)}</p>
          <div className="form-actions">
            {/* Cancel first: it takes the focus, so Enter never closes the account by accident. */}
            <button type="button" className="button button--secondary" onClick={close}>
              {intl.formatMessage(m.cancel)}
            </button>
            <button type="button" className="button button--danger" onClick={() => void onConfirm()}>
              {intl.formatMessage(m.confirm)}
            </button>
          </div>
        </PageModal>
      ) : null}
      {stepUp.dialog}
    </section>
  );
}
