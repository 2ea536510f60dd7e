import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import * as z from 'zod/mini';
import { FormError } from '../../components/ui/form-error';
import { formatUnexpectedError, formatUserError, type UserErrorLike } from '../../errors/error-messages';
import { ResetPasswordDocument } from '../../gql/graphql';
import { confirmationMatches, newPasswordShape } from '../password/new-password.schema';
import { NewPasswordFields } from '../password/new-password-fields';
import { isPasswordPolicyCode } from '../password/password-policy';
import { passwordResetMessages } from './messages';

interface PasswordResetFormProps {
  token: string;
  loginId: string;
  /** The link turned out to be unusable on submit (used, expired or replaced meanwhile). */
  onTokenError: (error: UserErrorLike) => void;
  /** The password is set; every session has ended on the server. */
  onDone: () => Promise<void>;
}

export function PasswordResetForm({ token, loginId, onTokenError, onDone }: PasswordResetFormProps) {
  const intl = useIntl();
  const usernameId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(
    () => z.object(newPasswordShape(intl, () => ({ loginId }))).check(confirmationMatches(intl)),
    [intl, loginId],
  );
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { newPassword: '', newPasswordConfirm: '' },
  });
  const newPassword = useWatch({ control, name: 'newPassword' });
  const [resetPassword] = useMutation(ResetPasswordDocument);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { data } = await resetPassword({ variables: { input: { token, newPassword: values.newPassword } } });
      const result = data?.resetPassword;
      const error = result?.error;
      if (error) {
        if (error.code.startsWith('RESET_TOKEN_')) return onTokenError(error);
        const message = formatUserError(intl, error);
        if (isPasswordPolicyCode(error.code) || error.field === 'newPassword') {
          setError('newPassword', { message }, { shouldFocus: true });
        } else setFormError(message);
        return;
      }
      if (!result?.ok) return setFormError(formatUnexpectedError(intl));
      await onDone();
    } catch {
      setFormError(formatUnexpectedError(intl));
    }
  });

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormError message={formError} />
      {/* Read-only, so a password manager files the new password under the right account. */}
      <div className="field">
        <label className="field-label" htmlFor={usernameId}>
          {intl.formatMessage(passwordResetMessages.loginIdLabel)}
        </label>
        <input
          id={usernameId}
          className="field-input"
          type="text"
          name="username"
          autoComplete="username"
          value={loginId}
          readOnly
        />
      </div>
      <NewPasswordFields
        newPassword={register('newPassword')}
        newPasswordError={errors.newPassword?.message}
        confirmation={register('newPasswordConfirm')}
        confirmationError={errors.newPasswordConfirm?.message}
        value={newPassword}
        userInputs={[loginId]}
      />
      <div className="form-actions">
        <button type="submit" className="button button--block" disabled={isSubmitting}>
          {intl.formatMessage(passwordResetMessages.submit)}
        </button>
      </div>
    </form>
  );
}
