// /loginRecovery 「パスキーを使えないとき」 (issue 23): a passkey-first account's recovery. Step 1 is the
// login ID and one recovery code (instead of the password); the code mailed to the account follows
// on /oneTimeCode, as after a password. Every refusal reads as a wrong password's, so the page says
// nothing about which accounts are passkey-first.
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import * as z from 'zod/mini';
import { normalizeRecoveryCode } from '../../../shared/code';
import { useOnDemandMutation } from '../../apollo/app-apollo-context';
import { PageHeading } from '../../components/ui/page-heading';
import { TextField } from '../../components/ui/text-field';
import { IdentifierField } from '../../forms/identifier-field';
import { identifierSchema } from '../../forms/identifier-schema';
import { PortalForm } from '../../forms/portal-form';
import { UnexpectedAnswerError, usePortalForm } from '../../forms/use-portal-form';
import { LoginChallengeDocument, StartRecoveryLoginDocument } from '../../gql/graphql';
import { toAccountLocale } from '../../i18n/locale';
import { safeReturnTo } from '../../routes/page-access';
import { pathOf } from '../../routes/page-rules';
import { loginRecoveryMessages as m } from './messages';

function recoverySchema(intl: IntlShape) {
  return z.object({
    loginId: identifierSchema(intl),
    recoveryCode: z
      .string()
      .check(
        z.minLength(1, { error: intl.formatMessage(m.codeRequired) }),
        z.refine((value) => normalizeRecoveryCode(value) !== null, { error: intl.formatMessage(m.codeFormat) }),
      ),
  });
}

export function LoginRecoveryPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnTo(searchParams.get('returnTo'));
  const schema = useMemo(() => recoverySchema(intl), [intl]);
  const { form, formError, setFormError, submit, focusField } = usePortalForm<z.infer<typeof schema>>({ schema, defaultValues: { loginId: '', recoveryCode: '' } });
  const {
    register,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const start = useOnDemandMutation(StartRecoveryLoginDocument, {
    // The code page reads the pending attempt from the cache straight away.
    update: (cache, { data }) => {
      const challenge = data?.startRecoveryLogin.challenge;
      if (challenge) cache.writeQuery({ query: LoginChallengeDocument, data: { loginChallenge: challenge } });
    },
  });

  const onSubmit = submit(
    async ({ loginId, recoveryCode }) => {
      const { data } = await start({ variables: { input: { loginId, recoveryCode, delivery: 'COOKIE', locale: toAccountLocale(intl.locale) } } });
      const result = data?.startRecoveryLogin;
      if (result?.error) return { error: result.error };
      if (!result?.challenge) throw new UnexpectedAnswerError();
      // Signed in, the owner goes on where a new passkey or a password is set (unless a page was asked for).
      await navigate(`${pathOf('oneTimeCode')}?${new URLSearchParams({ returnTo: returnTo ?? pathOf('security') }).toString()}`);
    },
    {
      // As a wrong password on /login: the code is emptied and focused for the next try.
      onUserError: (error, message) => {
        if (error.code !== 'INVALID_CREDENTIALS') return false;
        setValue('recoveryCode', '');
        setFormError(message, { focus: false });
        focusField('recoveryCode');
        return true;
      },
    },
  );

  return (
    <div className="page">
      <PageHeading>{intl.formatMessage(m.title)}</PageHeading>
      <p>{intl.formatMessage(m.explanation)}</p>
      <PortalForm
        onSubmit={onSubmit}
        error={formError}
        submitting={isSubmitting}
        submitLabel={intl.formatMessage(m.submit)}
        actions={<Link to={pathOf('login')}>{intl.formatMessage(m.backToLogin)}</Link>}
      >
        <IdentifierField registration={register('loginId')} error={errors.loginId?.message} />
        <TextField
          label={intl.formatMessage(m.codeLabel)}
          hint={intl.formatMessage(m.codeHint)}
          registration={register('recoveryCode')}
          error={errors.recoveryCode?.message}
          type="text"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={32}
        />
      </PortalForm>
      <p className="field-hint">
        {intl.formatMessage(m.withPassword)} <Link to={pathOf('passwordReissue')}>{intl.formatMessage(m.forgotPassword)}</Link>
      </p>
    </div>
  );
}
