import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PortalForm } from '../../forms/portal-form';
import { PageHeading } from '../../components/ui/page-heading';
import { CodeField } from '../../forms/code-field';
import { formatUnexpectedError } from '../../errors/error-messages';
import { UnexpectedAnswerError, usePortalForm, type FieldUserError } from '../../forms/use-portal-form';
import {
  LoginChallengeDocument,
  ResendLoginCodeDocument,
  VerifyLoginCodeDocument,
  ViewerDocument,
  type LoginCodeKind,
} from '../../gql/graphql';
import { RecoveryCodeForm } from './recovery-code-form';
import { useNotify } from '../../notifications/notification-context';
import { loginPathWithReturn, safeReturnTo } from '../../routes/page-access';
import { pathOf } from '../../routes/page-rules';
import { loginInfoFromViewer, writeLoginInfo } from '../../session/login-info-store';
import { isAttemptOverCode, loginReasonState, type AttemptOverCode } from '../../session/login-reason';
import { oneTimeCodeMessages } from './messages';
import { createOneTimeCodeFormSchema, type OneTimeCodeFormValues } from '../../forms/one-time-code-form.schema';
import { useCountdown } from './use-countdown';

/**
 * How long the code stays valid, in Tokyo time: 「確認コードの有効期限は10分です（12:34まで）」. The
 * minutes are counted when a code arrives (a new code after a resend gives a new time).
 */
function CodeValidity({ expiresAt, expired, canResend }: { expiresAt: string; expired: boolean; canResend: boolean }) {
  const intl = useIntl();
  const minutes = useMemo(() => Math.max(1, Math.ceil((Date.parse(expiresAt) - Date.now()) / 60_000)), [expiresAt]);
  if (Number.isNaN(minutes)) return null;
  const time = intl.formatTime(expiresAt, { timeZone: 'Asia/Tokyo', hour: '2-digit', minute: '2-digit' });
  return (
    <p className="code-validity">
      {expired
        ? intl.formatMessage(canResend ? oneTimeCodeMessages.codeExpiredResend : oneTimeCodeMessages.codeExpired)
        : intl.formatMessage(oneTimeCodeMessages.validity, { minutes, time })}
    </p>
  );
}

export function OneTimeCodePage() {
  const intl = useIntl();
  const notify = useNotify();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnTo(searchParams.get('returnTo'));
  const schema = useMemo(() => createOneTimeCodeFormSchema(intl), [intl]);
  const { form, formError, submit, run, focusField } = usePortalForm<OneTimeCodeFormValues>({ schema, defaultValues: { code: '' } });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const challengeQuery = useQuery(LoginChallengeDocument, { fetchPolicy: 'cache-and-network' });
  // Set when the code was accepted: the challenge is gone then because it was used, not lost.
  const signedInRef = useRef(false);
  const challenge = challengeQuery.data?.loginChallenge;
  const resendSeconds = useCountdown(challenge?.resendAvailableAt);
  const codeSeconds = useCountdown(challenge?.expiresAt);

  // This attempt is over: back to the login page, which says why in its form (it stays there until
  // the user signs in again, rather than in a notice that goes away).
  const startOver = useCallback(
    (code: AttemptOverCode) => {
      void navigate(returnTo ? loginPathWithReturn(returnTo) : pathOf('login'), {
        replace: true,
        state: loginReasonState({ kind: 'attemptOver', code }),
      });
    },
    [navigate, returnTo],
  );

  useEffect(() => {
    if (!signedInRef.current && !challengeQuery.loading && challengeQuery.data && !challengeQuery.data.loginChallenge) {
      startOver('LOGIN_ATTEMPT_INVALID');
    }
  }, [challengeQuery.loading, challengeQuery.data, startOver]);

  const attemptOver = {
    onUserError: (error: FieldUserError) => {
      if (!isAttemptOverCode(error.code)) return false;
      startOver(error.code);
      return true;
    },
  };

  const [verify] = useMutation(VerifyLoginCodeDocument, {
    update(cache, { data }) {
      const viewer = data?.verifyLoginCode.viewer;
      if (!viewer) return;
      signedInRef.current = true;
      cache.writeQuery({ query: ViewerDocument, data: { viewer } });
      cache.writeQuery({ query: LoginChallengeDocument, data: { loginChallenge: null } });
    },
  });
  const [resend, resendState] = useMutation(ResendLoginCodeDocument, {
    update(cache, { data }) {
      const next = data?.resendLoginCode.challenge;
      if (next) cache.writeQuery({ query: LoginChallengeDocument, data: { loginChallenge: next } });
    },
  });

  // The mailed code or the authenticator app's (the challenge says which), or a recovery code instead.
  const [recovery, setRecovery] = useState(false);
  const byApp = challenge?.secondStep === 'AUTHENTICATOR_APP';

  const signIn = async (code: string, kind?: LoginCodeKind) => {
    const { data } = await verify({ variables: { input: kind ? { code, kind } : { code } } });
    const result = data?.verifyLoginCode;
    if (result?.error) return { error: result.error };
    if (!result?.viewer) throw new UnexpectedAnswerError();
    writeLoginInfo(loginInfoFromViewer(result.viewer));
    // A passkey-first account's recovery (「パスキーを使えないとき」, which sends it on to /security,
    // where a new passkey or a password is set) says what to do next.
    if (challenge?.recovery) notify((i) => i.formatMessage(oneTimeCodeMessages.recovered), 'success');
    await navigate(returnTo ?? pathOf('topPage'), { replace: true });
  };
  const onSubmit = submit(async ({ code }) => signIn(code), attemptOver);

  const onResend = () =>
    run(async () => {
      const { data } = await resend();
      const result = data?.resendLoginCode;
      if (result?.error) return { error: result.error };
      notify((i) => i.formatMessage(oneTimeCodeMessages.resent), 'success');
      // The button waits out its cooldown now: the user goes on in the code box.
      focusField('code');
    }, attemptOver);

  const resendExhausted = challenge?.resendsRemaining === 0;
  const resendNote = resendExhausted
    ? intl.formatMessage(oneTimeCodeMessages.resendExhausted)
    : resendSeconds > 0
      ? intl.formatMessage(oneTimeCodeMessages.resendIn, { seconds: resendSeconds })
      : null;

  const title = recovery ? oneTimeCodeMessages.recoveryTitle : byApp ? oneTimeCodeMessages.appTitle : oneTimeCodeMessages.title;
  const recoveryChoice =
    challenge?.recoveryCodesAvailable && !recovery ? (
      <p>
        <button type="button" className="button button--secondary" onClick={() => setRecovery(true)}>
          {intl.formatMessage(oneTimeCodeMessages.useRecoveryCode)}
        </button>
      </p>
    ) : null;

  if (recovery) {
    return (
      <div className="page">
        <PageHeading>{intl.formatMessage(title)}</PageHeading>
        <RecoveryCodeForm
          onVerify={(code) => signIn(code, 'RECOVERY_CODE')}
          handlers={attemptOver}
          onBack={() => {
            setRecovery(false);
            focusField('code');
          }}
        />
        <p>
          <Link to={pathOf('login')}>{intl.formatMessage(oneTimeCodeMessages.backToLogin)}</Link>
        </p>
      </div>
    );
  }

  return (
    <div className="page">
      <PageHeading>{intl.formatMessage(title)}</PageHeading>
      {challenge && !byApp ? <p>{intl.formatMessage(oneTimeCodeMessages.sentTo, { maskedEmail: challenge.maskedEmail })}</p> : null}
      <p>{intl.formatMessage(byApp ? oneTimeCodeMessages.appInstructions : oneTimeCodeMessages.instructions)}</p>
      {challenge && !byApp ? (
        <CodeValidity expiresAt={challenge.expiresAt} expired={codeSeconds === 0} canResend={challenge.resendsRemaining > 0} />
      ) : null}
      <PortalForm
        onSubmit={onSubmit}
        error={
          formError.message === null && challengeQuery.error
            ? { ...formError, message: formatUnexpectedError(intl), unavailable: true }
            : formError
        }
        submitting={isSubmitting}
        submitLabel={intl.formatMessage(oneTimeCodeMessages.submit)}
        actions={
          <>
            <button
              type="button"
              className="button button--secondary"
              disabled={!challenge || resendSeconds > 0 || resendExhausted || resendState.loading}
              aria-describedby={resendNote ? 'resend-note' : undefined}
              onClick={() => void onResend()}
            >
              {intl.formatMessage(byApp ? oneTimeCodeMessages.mailFallback : oneTimeCodeMessages.resend)}
            </button>
            {resendNote ? (
              <span id="resend-note" className="field-hint">
                {resendNote}
              </span>
            ) : null}
          </>
        }
      >
        <CodeField registration={register('code')} error={errors.code?.message} />
      </PortalForm>
      {recoveryChoice}
      <p>
        <Link to={pathOf('login')}>{intl.formatMessage(oneTimeCodeMessages.backToLogin)}</Link>
      </p>
    </div>
  );
}
