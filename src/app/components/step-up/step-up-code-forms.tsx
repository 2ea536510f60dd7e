// The step-up's code forms: the mailed code with the password (the code is sent when the user asks,
// then typed with the password), and the authenticator app's code, in the same one-time-code field.
import { useMutation } from '@apollo/client/react';
import { useMemo, useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import * as z from 'zod/mini';
import { SendStepUpCodeDocument, VerifyAuthenticatorAppStepUpDocument, VerifyStepUpCodeDocument } from '../../gql/graphql';
import { CodeField } from '../../forms/code-field';
import { createOneTimeCodeFormSchema } from '../../forms/one-time-code-form.schema';
import { PasswordField } from '../../forms/password-field';
import { PortalForm } from '../../forms/portal-form';
import { UnexpectedAnswerError, usePortalForm } from '../../forms/use-portal-form';
import { passwordMessages } from '../password/messages';
import { currentPasswordSchema } from '../password/new-password.schema';
import { stepUpMessages as m } from './messages';

interface FormProps {
  onProven: () => void;
  cancelButton: ReactNode;
}

function emailSchema(intl: IntlShape) {
  return z.object({ ...createOneTimeCodeFormSchema(intl).shape, password: currentPasswordSchema(intl) });
}
type EmailValues = z.infer<ReturnType<typeof emailSchema>>;

export function EmailCodeStepUpForm({ onProven, cancelButton }: FormProps) {
  const intl = useIntl();
  const schema = useMemo(() => emailSchema(intl), [intl]);
  // 'no-cache': neither the code nor the password belongs in the cache.
  const [send] = useMutation(SendStepUpCodeDocument, { fetchPolicy: 'no-cache' });
  const [verify] = useMutation(VerifyStepUpCodeDocument, { fetchPolicy: 'no-cache' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, formError, submit, run, focusField } = usePortalForm<EmailValues>({ schema, defaultValues: { code: '', password: '' }, fieldOfCode: { INVALID_CURRENT_PASSWORD: 'password' } });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const sendCode = () =>
    run(async () => {
      const sent = (await send()).data?.sendStepUpCode;
      if (sent?.error) return { error: sent.error };
      if (!sent?.maskedEmail) throw new UnexpectedAnswerError();
      setSentTo(sent.maskedEmail);
      focusField('code');
    });

  const onSubmit = submit(async (values) => {
    const done = (await verify({ variables: { input: values } })).data?.verifyStepUpCode;
    if (done?.error) return { error: done.error };
    if (!done?.stepUp) throw new UnexpectedAnswerError();
    onProven();
  });

  if (sentTo === null) {
    return (
      <PortalForm
        onSubmit={async (event) => {
          event.preventDefault();
          await sendCode();
        }}
        error={formError}
        submitting={isSubmitting}
        submitLabel={intl.formatMessage(m.sendCode)}
        actions={cancelButton}
      >
        {null}
      </PortalForm>
    );
  }
  return (
    <PortalForm
      onSubmit={onSubmit}
      error={formError}
      submitting={isSubmitting}
      submitLabel={intl.formatMessage(m.confirm)}
      intro={<p role="status">{intl.formatMessage(m.codeSent, { maskedEmail: sentTo })}</p>}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={() => void sendCode()}>
            {intl.formatMessage(m.resendCode)}
          </button>
          {cancelButton}
        </>
      }
    >
      <CodeField registration={register('code')} error={errors.code?.message} />
      <PasswordField label={intl.formatMessage(passwordMessages.currentPasswordLabel)} registration={register('password')} error={errors.password?.message} autoComplete="current-password" />
    </PortalForm>
  );
}

export function AppCodeStepUpForm({ onProven, cancelButton }: FormProps) {
  const intl = useIntl();
  const schema = useMemo(() => createOneTimeCodeFormSchema(intl), [intl]);
  const [verify] = useMutation(VerifyAuthenticatorAppStepUpDocument, { fetchPolicy: 'no-cache' });
  const { form, formError, submit } = usePortalForm({ schema, defaultValues: { code: '' } });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const onSubmit = submit(async (values) => {
    const done = (await verify({ variables: { input: values } })).data?.verifyAuthenticatorAppStepUp;
    if (done?.error) return { error: done.error };
    if (!done?.stepUp) throw new UnexpectedAnswerError();
    onProven();
  });
  return (
    <PortalForm onSubmit={onSubmit} error={formError} submitting={isSubmitting} submitLabel={intl.formatMessage(m.confirm)} actions={cancelButton}>
      <CodeField registration={register('code')} error={errors.code?.message} />
    </PortalForm>
  );
}
