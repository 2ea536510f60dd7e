// /security's authenticator app and recovery codes (issue 23): whether the account has them, setting
// up and removing the app, making a new set of recovery codes (second-factor-dialogs.tsx); and
// whether the account uses a password (「パスワードを使わない」 / 「パスワードを設定する」,
// passwordless-dialogs.tsx). A passkey-first account is asked for no password in these dialogs: its
// passkey step-up is the re-authentication.
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formatWhen } from '../../components/security/describe';
import { FormError } from '../../components/ui/form-error';
import { formatUnexpectedError } from '../../errors/error-messages';
import { SecondFactorsDocument } from '../../gql/graphql';
import { useNotify } from '../../notifications/notification-context';
import { RecoveryCodesDialog, RemoveAuthenticatorDialog, SetUpAuthenticatorDialog } from './second-factor-dialogs';
import { passwordlessMessages as pm, secondFactorMessages as m } from './messages';
import { RemovePasswordDialog, SetPasswordDialog } from './passwordless-dialogs';
import './second-factors.css';

type Dialog = 'setUp' | 'remove' | 'codes' | 'removePassword' | 'setPassword' | null;

export function SecondFactorSection({ onChanged }: { onChanged?: () => void } = {}) {
  const intl = useIntl();
  const notify = useNotify();
  const query = useQuery(SecondFactorsDocument, { fetchPolicy: 'no-cache', notifyOnNetworkStatusChange: true });
  const [dialog, setDialog] = useState<Dialog>(null);
  const factors = query.data?.viewer?.secondFactors ?? null;
  const close = () => setDialog(null);
  const done = (message: string) => {
    setDialog(null);
    if (message) notify(message, 'success');
    void query.refetch().catch(() => undefined);
    onChanged?.();
  };
  const app = factors?.authenticatorApp ?? null;
  const codes = factors?.recoveryCodes ?? null;
  const passwordless = factors?.passwordless ?? false;
  const account = query.data?.viewer?.account ?? null;

  return (
    <>
      <section aria-labelledby="security-authenticator">
        <h2 id="security-authenticator">{intl.formatMessage(m.appHeading)}</h2>
        <p>{intl.formatMessage(m.appExplanation)}</p>
        {query.error && !factors ? <FormError message={formatUnexpectedError(intl)} unavailable /> : null}
        {factors ? <p>{app ? intl.formatMessage(m.appSince, { at: formatWhen(intl, app.confirmedAt) }) : intl.formatMessage(m.appNone)}</p> : null}
        {factors ? (
          <button type="button" className={app ? 'button button--secondary' : 'button'} onClick={() => setDialog(app ? 'remove' : 'setUp')}>
            {intl.formatMessage(app ? m.remove : m.setUp)}
          </button>
        ) : null}
      </section>
      <section aria-labelledby="security-recovery-codes">
        <h2 id="security-recovery-codes">{intl.formatMessage(m.codesHeading)}</h2>
        <p>{intl.formatMessage(m.codesExplanation)}</p>
        {factors ? (
          <p>{codes ? intl.formatMessage(m.codesLeft, { remaining: codes.remaining, at: formatWhen(intl, codes.createdAt) }) : intl.formatMessage(m.codesNone)}</p>
        ) : null}
        {factors ? (
          <button type="button" className="button button--secondary" onClick={() => setDialog('codes')}>
            {intl.formatMessage(codes ? m.regenerate : m.generate)}
          </button>
        ) : null}
      </section>
      <section aria-labelledby="security-passwordless">
        <h2 id="security-passwordless">{intl.formatMessage(pm.heading)}</h2>
        <p>{intl.formatMessage(pm.explanation)}</p>
        {factors ? <p>{intl.formatMessage(passwordless ? pm.on : pm.off)}</p> : null}
        {passwordless && (codes?.remaining ?? 0) === 0 ? (
          <p className="field-error" role="status">
            {intl.formatMessage(pm.noCodesLeft)}
          </p>
        ) : null}
        {factors ? (
          <button type="button" className="button button--secondary" onClick={() => setDialog(passwordless ? 'setPassword' : 'removePassword')}>
            {intl.formatMessage(passwordless ? pm.setPassword : pm.remove)}
          </button>
        ) : null}
      </section>
      {dialog === 'setUp' ? <SetUpAuthenticatorDialog passwordless={passwordless} onClose={close} onDone={done} /> : null}
      {dialog === 'remove' ? <RemoveAuthenticatorDialog passwordless={passwordless} onClose={close} onDone={done} /> : null}
      {dialog === 'codes' ? <RecoveryCodesDialog passwordless={passwordless} renew={codes !== null} onClose={close} onDone={done} /> : null}
      {dialog === 'removePassword' ? <RemovePasswordDialog onClose={close} onDone={done} /> : null}
      {dialog === 'setPassword' ? <SetPasswordDialog account={{ loginId: account?.loginId, email: account?.email }} onClose={close} onDone={done} /> : null}
    </>
  );
}
