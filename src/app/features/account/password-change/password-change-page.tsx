import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import * as z from 'zod/mini';
import { FormError } from '../../../components/ui/form-error';
import { PageHeading } from '../../../components/ui/page-heading';
import { TextField } from '../../../components/ui/text-field';
import { formatUnexpectedError, formatUserError } from '../../../errors/error-messages';
import { ChangePasswordDocument, ViewerDocument } from '../../../gql/graphql';
import { useNotify } from '../../../notifications/notification-context';
import { passwordMessages } from '../../password/messages';
import { confirmationMatches, currentPasswordSchema, newPasswordShape } from '../../password/new-password.schema';
import { NewPasswordFields } from '../../password/new-password-fields';
import { isPasswordPolicyCode, type PasswordOwner } from '../../password/password-policy';
import { passwordChangeMessages } from './messages';
import { rememberViewer, useAccountDetails, useSessionEnded } from '../use-account-details';

const emptyForm = { currentPassword: '', newPassword: '', newPasswordConfirm: '' };

/** /accountEditPassword: the current password and a new one; the account's other sessions end. */
export function PasswordChangePage() {
  const intl = useIntl();
  const notify = useNotify();
  const sessionEnded = useSessionEnded();
  const [formError, setFormError] = useState<string | null>(null);
  const { account } = useAccountDetails();
  const ownerRef = useRef<PasswordOwner>({});
  ownerRef.current = { loginId: account?.loginId, email: account?.email };

  const schema = useMemo(
    () =>
      z
        .object({ currentPassword: currentPasswordSchema(intl), ...newPasswordShape(intl, () => ownerRef.current) })
        .check(confirmationMatches(intl)),
    [intl],
  );
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), defaultValues: emptyForm });
  const newPassword = useWatch({ control, name: 'newPassword' });
  const [changePassword] = useMutation(ChangePasswordDocument, {
    // The viewer after the change (a new session expiry) goes into the cache; nothing is refetched.
    update(cache, { data }) {
      const viewer = data?.changePassword.viewer;
      if (viewer) cache.writeQuery({ query: ViewerDocument, data: { viewer } });
    },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword: password }) => {
    setFormError(null);
    try {
      const { data } = await changePassword({ variables: { input: { currentPassword, newPassword: password } } });
      const result = data?.changePassword;
      const error = result?.error;
      if (error) {
        if (error.code === 'UNAUTHENTICATED') return sessionEnded();
        const message = formatUserError(intl, error);
        if (error.code === 'INVALID_CURRENT_PASSWORD' || error.field === 'currentPassword') {
          setError('currentPassword', { message }, { shouldFocus: true });
        } else if (isPasswordPolicyCode(error.code) || error.field === 'newPassword') {
          setError('newPassword', { message }, { shouldFocus: true });
        } else setFormError(message);
        return;
      }
      if (!result?.viewer) return setFormError(formatUnexpectedError(intl));
      rememberViewer(result.viewer);
      reset(emptyForm);
      notify(intl.formatMessage(passwordChangeMessages.changed), 'success');
    } catch {
      setFormError(formatUnexpectedError(intl));
    }
  });

  const userInputs = [account?.loginId, account?.email].filter((value): value is string => Boolean(value));

  return (
    <div className="page">
      <PageHeading>{intl.formatMessage(passwordChangeMessages.title)}</PageHeading>
      <p>{intl.formatMessage(passwordChangeMessages.explanation)}</p>
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormError message={formError} />
        {account ? (
          // Hidden from view but there for password managers: the account the new password belongs to.
          <input type="text" name="username" autoComplete="username" value={account.loginId} readOnly hidden />
        ) : null}
        <TextField
          label={intl.formatMessage(passwordMessages.currentPasswordLabel)}
          registration={register('currentPassword')}
          error={errors.currentPassword?.message}
          type="password"
          autoComplete="current-password"
        />
        <NewPasswordFields
          newPassword={register('newPassword')}
          newPasswordError={errors.newPassword?.message}
          confirmation={register('newPasswordConfirm')}
          confirmationError={errors.newPasswordConfirm?.message}
          value={newPassword}
          userInputs={userInputs}
        />
        <div className="form-actions">
          <button type="submit" className="button button--block" disabled={isSubmitting}>
            {intl.formatMessage(passwordMessages.change)}
          </button>
        </div>
      </form>
    </div>
  );
}
