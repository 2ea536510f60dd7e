import { useId, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import * as z from 'zod/mini';
import { useOnDemandMutation } from '../../apollo/app-apollo-context';
import { PortalForm } from '../../forms/portal-form';
import type { UserErrorLike } from '../../errors/error-messages';
import { UnexpectedAnswerError, usePortalForm } from '../../forms/use-portal-form';
import { ResetPasswordDocument } from '../../gql/graphql';
import { confirmationMatches, newPasswordShape } from '../../components/password/new-password.schema';
import { NewPasswordFields } from '../../components/password/new-password-fields';
import { passwordResetMessages } from './messages';

interface PasswordResetFormProps {
  /** The link's token (null on the server's render: the page comes alive with it). */
  token: string | null;
  /** The account the link is for, once its check has answered. */
  loginId: string | null;
  /** The link turned out to be unusable on submit (used, expired or replaced meanwhile). */
  onTokenError: (error: UserErrorLike) => void;
  /** The password is set; every session has ended on the server. */
  onDone: () => Promise<void>;
}

export function PasswordResetForm({ token, loginId, onTokenError, onDone }: PasswordResetFormProps) {
  const intl = useIntl();
  const usernameId = useId();
  const schema = useMemo(
    () => z.object(newPasswordShape(intl, () => ({ loginId }))).check(confirmationMatches(intl)),
    [intl, loginId],
  );
  const { form, formError, submit } = usePortalForm<z.infer<typeof schema>>({ schema, defaultValues: { newPassword: '', newPasswordConfirm: '' } });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const newPassword = useWatch({ control, name: 'newPassword' });
  // Apollo Client loads with the submit, if the user's first move in the page did not load it already.
  const resetPassword = useOnDemandMutation(ResetPasswordDocument);

  const onSubmit = submit(
    async (values) => {
      // Without a token there is no link to use; the page says so once it is alive.
      if (token === null) return { error: { code: 'RESET_TOKEN_INVALID', field: null, retryAfterSeconds: null, attemptsRemaining: null } };
      const { data } = await resetPassword({ variables: { input: { token, newPassword: values.newPassword } } });
      const result = data?.resetPassword;
      if (result?.error) return { error: result.error };
      if (!result?.ok) throw new UnexpectedAnswerError();
      await onDone();
    },
    {
      onUserError: (error) => {
        if (!error.code.startsWith('RESET_TOKEN_')) return false;
        onTokenError(error);
        return true;
      },
    },
  );

  return (
    <PortalForm
      onSubmit={onSubmit}
      error={formError}
      submitting={isSubmitting}
      submitLabel={intl.formatMessage(passwordResetMessages.submit)}
    >
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
          value={loginId ?? ''}
          placeholder={loginId === null ? intl.formatMessage(passwordResetMessages.checking) : undefined}
          readOnly
        />
      </div>
      <NewPasswordFields
        newPassword={register('newPassword')}
        newPasswordError={errors.newPassword?.message}
        confirmation={register('newPasswordConfirm')}
        confirmationError={errors.newPasswordConfirm?.message}
        value={newPassword}
        userInputs={loginId === null ? [] : [loginId]}
      />
    </PortalForm>
  );
}
