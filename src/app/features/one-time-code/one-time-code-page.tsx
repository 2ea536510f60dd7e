import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { FormError } from '../../components/ui/form-error';
import { PageHeading } from '../../components/ui/page-heading';
import { TextField } from '../../components/ui/text-field';
import { formatUnexpectedError, formatUserError, type UserErrorLike } from '../../errors/error-messages';
import {
  LoginChallengeDocument,
  ResendLoginCodeDocument,
  VerifyLoginCodeDocument,
  ViewerDocument,
} from '../../gql/graphql';
import { useNotify } from '../../notifications/notification-context';
import { loginPathWithReturn, safeReturnTo } from '../../routes/page-access';
import { pathOf } from '../../routes/page-rules';
import { loginInfoFromViewer, writeLoginInfo } from '../../session/login-info-store';
import { oneTimeCodeMessages } from './messages';
import { createOneTimeCodeFormSchema, type OneTimeCodeFormValues } from './one-time-code-form.schema';
import { useCountdown } from './use-countdown';

/** Codes after which this login attempt is over and the user has to start again. */
const attemptOverCodes = new Set(['CODE_EXPIRED', 'TOO_MANY_ATTEMPTS', 'LOGIN_ATTEMPT_INVALID']);

export function OneTimeCodePage() {
  const intl = useIntl();
  const notify = useNotify();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnTo(searchParams.get('returnTo'));
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(() => createOneTimeCodeFormSchema(intl), [intl]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OneTimeCodeFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { code: '' },
  });

  const challengeQuery = useQuery(LoginChallengeDocument, { fetchPolicy: 'cache-and-network' });
  // Set when the code was accepted: the challenge is gone then because it was used, not lost.
  const signedInRef = useRef(false);
  const challenge = challengeQuery.data?.loginChallenge;
  const resendSeconds = useCountdown(challenge?.resendAvailableAt);

  const startOver = useCallback(
    (message: string) => {
      notify(message, 'error');
      void navigate(returnTo ? loginPathWithReturn(returnTo) : pathOf('login'), { replace: true });
    },
    [navigate, notify, returnTo],
  );

  useEffect(() => {
    if (!signedInRef.current && !challengeQuery.loading && challengeQuery.data && !challengeQuery.data.loginChallenge) {
      startOver(intl.formatMessage(oneTimeCodeMessages.noChallenge));
    }
  }, [challengeQuery.loading, challengeQuery.data, intl, startOver]);

  const showError = (error: UserErrorLike) => {
    const message = formatUserError(intl, error);
    if (attemptOverCodes.has(error.code)) startOver(message);
    else if (error.code === 'INVALID_CODE') setError('code', { message }, { shouldFocus: true });
    else setFormError(message);
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

  const onSubmit = handleSubmit(async ({ code }) => {
    setFormError(null);
    try {
      const { data } = await verify({ variables: { input: { code } } });
      const result = data?.verifyLoginCode;
      if (result?.error) return showError(result.error);
      if (!result?.viewer) return setFormError(formatUnexpectedError(intl));
      writeLoginInfo(loginInfoFromViewer(result.viewer));
      await navigate(returnTo ?? pathOf('topPage'), { replace: true });
    } catch {
      setFormError(formatUnexpectedError(intl));
    }
  });

  const onResend = async () => {
    setFormError(null);
    try {
      const { data } = await resend();
      const result = data?.resendLoginCode;
      if (result?.error) return showError(result.error);
      notify(intl.formatMessage(oneTimeCodeMessages.resent), 'success');
    } catch {
      setFormError(formatUnexpectedError(intl));
    }
  };

  const resendExhausted = challenge?.resendsRemaining === 0;
  const resendNote = resendExhausted
    ? intl.formatMessage(oneTimeCodeMessages.resendExhausted)
    : resendSeconds > 0
      ? intl.formatMessage(oneTimeCodeMessages.resendIn, { seconds: resendSeconds })
      : null;

  return (
    <div className="page">
      <PageHeading>{intl.formatMessage(oneTimeCodeMessages.title)}</PageHeading>
      {challenge ? <p>{intl.formatMessage(oneTimeCodeMessages.sentTo, { maskedEmail: challenge.maskedEmail })}</p> : null}
      <p>{intl.formatMessage(oneTimeCodeMessages.instructions)}</p>
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormError message={formError ?? (challengeQuery.error ? formatUnexpectedError(intl) : null)} />
        <TextField
          label={intl.formatMessage(oneTimeCodeMessages.codeLabel)}
          hint={intl.formatMessage(oneTimeCodeMessages.codeHint)}
          registration={register('code')}
          error={errors.code?.message}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
        />
        <div className="form-actions">
          <button type="submit" className="button button--block" disabled={isSubmitting}>
            {intl.formatMessage(oneTimeCodeMessages.submit)}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={!challenge || resendSeconds > 0 || resendExhausted || resendState.loading}
            aria-describedby={resendNote ? 'resend-note' : undefined}
            onClick={() => void onResend()}
          >
            {intl.formatMessage(oneTimeCodeMessages.resend)}
          </button>
          {resendNote ? (
            <span id="resend-note" className="field-hint">
              {resendNote}
            </span>
          ) : null}
        </div>
      </form>
      <p>
        <Link to={pathOf('login')}>{intl.formatMessage(oneTimeCodeMessages.backToLogin)}</Link>
      </p>
    </div>
  );
}
