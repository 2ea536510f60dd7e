import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PortalForm } from '../../forms/portal-form';
import { PageHeading } from '../../components/ui/page-heading';
import { TextField } from '../../components/ui/text-field';
import { IdentifierField } from '../../forms/identifier-field';
import { UnexpectedAnswerError, usePortalForm } from '../../forms/use-portal-form';
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
  const schema = useMemo(() => createLoginFormSchema(intl), [intl]);
  const { form, formError, submit } = usePortalForm<LoginFormValues>({ schema, defaultValues: { loginId: '', password: '' } });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const [login] = useMutation(LoginDocument, {
    // The code page reads the pending attempt from the cache straight away.
    update(cache, { data }) {
      const challenge = data?.login.challenge;
      if (challenge) cache.writeQuery({ query: LoginChallengeDocument, data: { loginChallenge: challenge } });
    },
  });

  const onSubmit = submit(async (values) => {
    const { data } = await login({
      variables: { input: { loginId: values.loginId, password: values.password, delivery: 'COOKIE' } },
    });
    const result = data?.login;
    if (result?.error) return { error: result.error };
    if (!result?.challenge) throw new UnexpectedAnswerError();
    const query = returnTo ? `?${new URLSearchParams({ returnTo }).toString()}` : '';
    await navigate(`${pathOf('oneTimeCode')}${query}`);
  });

  return (
    <div className="page">
      <PageHeading>{intl.formatMessage(loginMessages.title)}</PageHeading>
      <PortalForm
        onSubmit={onSubmit}
        error={formError}
        submitting={isSubmitting}
        submitLabel={intl.formatMessage(loginMessages.submit)}
        actions={<Link to={pathOf('passwordReissue')}>{intl.formatMessage(loginMessages.forgotPassword)}</Link>}
      >
        <IdentifierField registration={register('loginId')} error={errors.loginId?.message} />
        <TextField
          label={intl.formatMessage(loginMessages.passwordLabel)}
          registration={register('password')}
          error={errors.password?.message}
          type="password"
          autoComplete="current-password"
        />
      </PortalForm>
    </div>
  );
}
