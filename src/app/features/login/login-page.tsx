import type { MutationOptions } from '@apollo/client/core';
import { useCallback, useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useOnDemandMutation } from '../../apollo/app-apollo-context';
import { PortalForm } from '../../forms/portal-form';
import { PageHeading } from '../../components/ui/page-heading';
import { IdentifierField } from '../../forms/identifier-field';
import { PasswordField } from '../../forms/password-field';
import { UnexpectedAnswerError, usePortalForm } from '../../forms/use-portal-form';
import { loadErrorMessages } from '../../errors/load-error-messages';
import { LoginChallengeDocument, LoginDocument, type LoginMutation, type LoginMutationVariables } from '../../gql/graphql';
import { toAccountLocale } from '../../i18n/locale';
import { safeReturnTo } from '../../routes/page-access';
import { pathOf } from '../../routes/page-rules';
import { describeNotMeOutcome, readLoginReason, type LoginReason } from '../../session/login-reason';
import { loginReasonMessages } from '../../session/messages';
import type { LoginFormValues } from './login-form.schema';
import { loginMessages } from './messages';
import { PasskeySignInButton, usePasskeySignIn } from './passkey-sign-in';
import './login.css';

/** The line under the heading that says why the user was sent here; it stays until they sign in. */
function LoginReasonNotice({ reason, returning }: { reason: LoginReason | null; returning: boolean }) {
  const intl = useIntl();
  if (reason?.kind === 'signedOut') {
    return <p className="login-reason">{intl.formatMessage(loginReasonMessages.signedOut)}</p>;
  }
  if (reason?.kind === 'notMe') {
    return (
      <p className="login-reason">
        <span>{intl.formatMessage(loginReasonMessages.notMe)}</span>
        {reason.outcome
          ? describeNotMeOutcome(intl, reason.outcome).map((line) => (
              <span key={line} className="login-reason-more">
                {line}
              </span>
            ))
          : null}
      </p>
    );
  }
  if (reason?.kind === 'sessionEnded') {
    return (
      <p className="login-reason">
        <span>{intl.formatMessage(loginReasonMessages.sessionEnded)}</span>
        {returning ? <span className="login-reason-more">{intl.formatMessage(loginReasonMessages.sessionEndedReturn)}</span> : null}
      </p>
    );
  }
  return null;
}

// The code page reads the pending attempt from the cache straight away.
const writeChallenge: MutationOptions<LoginMutation, LoginMutationVariables>['update'] = (cache, { data }) => {
  const challenge = data?.login.challenge;
  if (challenge) cache.writeQuery({ query: LoginChallengeDocument, data: { loginChallenge: challenge } });
};

export function LoginPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnTo(searchParams.get('returnTo'));
  const reason = readLoginReason(location.state);
  // Loaded when the form is first used: /login shows and takes input without zod (use-portal-form.ts).
  const schema = useMemo(() => () => import('./login-form.schema').then(({ createLoginFormSchema }) => createLoginFormSchema(intl)), [intl]);
  const { form, formError, setFormError, submit, focusField } = usePortalForm<LoginFormValues>({
    schema,
    defaultValues: { loginId: '', password: '' },
  });
  const {
    register,
    setValue,
    formState: { errors, isSubmitting },
  } = form;

  // A sign-in attempt that is over (too many wrong codes, an expired code) says so here, in the form
  // where the user starts again: put in after the page is shown, so that it is read out.
  const attemptOver = reason?.kind === 'attemptOver' ? reason.code : null;
  useEffect(() => {
    if (!attemptOver) return;
    let current = true;
    loadErrorMessages()
      .then(({ formatUserError }) => {
        if (current) setFormError(formatUserError(intl, { code: attemptOver }), { focus: false });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [attemptOver, intl, setFormError]);

  const login = useOnDemandMutation(LoginDocument, { update: writeChallenge });

  const passkey = usePasskeySignIn(returnTo, useCallback((message: string) => setFormError(message), [setFormError]));

  const onSubmit = submit(
    async (values) => {
      // The password is the way now: the autofill's passkey ceremony ends.
      passkey.stopAutofill();
      const { data } = await login({
        variables: { input: { loginId: values.loginId, password: values.password, delivery: 'COOKIE', locale: toAccountLocale(intl.locale) } },
      });
      const result = data?.login;
      if (result?.error) return { error: result.error };
      if (!result?.challenge) throw new UnexpectedAnswerError();
      const query = returnTo ? `?${new URLSearchParams({ returnTo }).toString()}` : '';
      await navigate(`${pathOf('oneTimeCode')}${query}`);
    },
    {
      // A wrong password is not kept in the box: it is emptied and focused for the next try, and the
      // message stays at the top of the form (read out as an alert).
      onUserError: (error, message) => {
        if (error.code !== 'INVALID_CREDENTIALS') return false;
        setValue('password', '');
        setFormError(message, { focus: false });
        focusField('password');
        return true;
      },
    },
  );

  return (
    <div className="page">
      <PageHeading>{intl.formatMessage(loginMessages.title)}</PageHeading>
      <LoginReasonNotice reason={reason} returning={returnTo !== null} />
      <PortalForm
        onSubmit={onSubmit}
        error={formError}
        submitting={isSubmitting}
        submitLabel={intl.formatMessage(loginMessages.submit)}
        actions={
          <>
            <Link to={pathOf('passwordReissue')}>{intl.formatMessage(loginMessages.forgotPassword)}</Link>
            <Link to={pathOf('loginRecovery')}>{intl.formatMessage(loginMessages.cannotUsePasskey)}</Link>
          </>
        }
      >
        {/* "webauthn": the browser offers this site's passkeys in the field's autofill. */}
        <IdentifierField registration={register('loginId')} error={errors.loginId?.message} autoComplete="username webauthn" />
        <PasswordField
          label={intl.formatMessage(loginMessages.passwordLabel)}
          registration={register('password')}
          error={errors.password?.message}
          autoComplete="current-password"
        />
      </PortalForm>
      <PasskeySignInButton onClick={() => void passkey.signIn()} />
    </div>
  );
}
