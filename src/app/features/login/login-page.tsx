import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { FormError } from '../../components/ui/form-error';
import { PageHeading } from '../../components/ui/page-heading';
import { TextField } from '../../components/ui/text-field';
import { formatUnexpectedError, formatUserError } from '../../errors/error-messages';
import { LoginChallengeDocument, LoginDocument } from '../../gql/graphql';
import { safeReturnTo } from '../../routes/page-access';
import { pathOf } from '../../routes/page-rules';
import { createLoginFormSchema, type LoginFormValues } from './login-form.schema';
import { loginMessages } from './messages';

export function LoginPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnTo(searchParams.get('returnTo'));
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(() => createLoginFormSchema(intl), [intl]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues>({ resolver: zodResolver(schema), defaultValues: { loginId: '', password: '' } });

  const [login] = useMutation(LoginDocument, {
    // The code page reads the pending attempt from the cache straight away.
    update(cache, { data }) {
      const challenge = data?.login.challenge;
      if (challenge) cache.writeQuery({ query: LoginChallengeDocument, data: { loginChallenge: challenge } });
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { data } = await login({
        variables: { input: { loginId: values.loginId, password: values.password, delivery: 'COOKIE' } },
      });
      const result = data?.login;
      if (result?.error) {
        const { field } = result.error;
        const message = formatUserError(intl, result.error);
        if (field === 'loginId' || field === 'password') setError(field, { message }, { shouldFocus: true });
        else setFormError(message);
        return;
      }
      if (!result?.challenge) {
        setFormError(formatUnexpectedError(intl));
        return;
      }
      const query = returnTo ? `?${new URLSearchParams({ returnTo }).toString()}` : '';
      await navigate(`${pathOf('oneTimeCode')}${query}`);
    } catch {
      setFormError(formatUnexpectedError(intl));
    }
  });

  return (
    <div className="page">
      <PageHeading>{intl.formatMessage(loginMessages.title)}</PageHeading>
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormError message={formError} />
        <TextField
          label={intl.formatMessage(loginMessages.loginIdLabel)}
          registration={register('loginId')}
          error={errors.loginId?.message}
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />
        <TextField
          label={intl.formatMessage(loginMessages.passwordLabel)}
          registration={register('password')}
          error={errors.password?.message}
          type="password"
          autoComplete="current-password"
        />
        <div className="form-actions">
          <button type="submit" className="button button--block" disabled={isSubmitting}>
            {intl.formatMessage(loginMessages.submit)}
          </button>
          <Link to={pathOf('passwordReissue')}>{intl.formatMessage(loginMessages.forgotPassword)}</Link>
        </div>
      </form>
    </div>
  );
}
