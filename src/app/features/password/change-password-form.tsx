import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import * as z from 'zod/mini';
import { FormError } from '../../components/ui/form-error';
import { TextField } from '../../components/ui/text-field';
import { formatUnexpectedError, formatUserError } from '../../errors/error-messages';
import { ChangePasswordDocument, ViewerDocument, type ViewerFieldsFragment } from '../../gql/graphql';
import { pathOf } from '../../routes/page-rules';
import { passwordMessages } from './messages';
import { confirmationMatches, currentPasswordSchema, newPasswordShape } from './new-password.schema';
import { NewPasswordFields } from './new-password-fields';
import { isPasswordPolicyCode, type PasswordOwner } from './password-policy';

const emptyForm = { currentPassword: '', newPassword: '', newPasswordConfirm: '' };

export interface ChangePasswordFormProps {
  /** Whose password it is: for the policy check while typing and the username password managers see. */
  account: PasswordOwner | null | undefined;
  /** Called with the viewer after a successful change (already written into the cache). */
  onChanged: (viewer: ViewerFieldsFragment) => void;
  /** Empty the fields after a successful change (for a form that stays on screen). */
  clearOnChange?: boolean;
  /** Further buttons after the submit button. */
  extraActions?: ReactNode;
}

/** The current password and a new one, sent as ChangePassword; errors go to their field or the form. */
export function ChangePasswordForm({
  account,
  onChanged,
  clearOnChange = false,
  extraActions,
}: ChangePasswordFormProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
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
        // An ended session goes the way every ended session goes: to the logout page.
        if (error.code === 'UNAUTHENTICATED') {
          return void navigate(`${pathOf('logout')}?reason=expired`, { replace: true });
        }
        const message = formatUserError(intl, error);
        if (error.code === 'INVALID_CURRENT_PASSWORD' || error.field === 'currentPassword') {
          setError('currentPassword', { message }, { shouldFocus: true });
        } else if (isPasswordPolicyCode(error.code) || error.field === 'newPassword') {
          setError('newPassword', { message }, { shouldFocus: true });
        } else setFormError(message);
        return;
      }
      if (!result?.viewer) return setFormError(formatUnexpectedError(intl));
      if (clearOnChange) reset(emptyForm);
      onChanged(result.viewer);
    } catch {
      setFormError(formatUnexpectedError(intl));
    }
  });

  const userInputs = [account?.loginId, account?.email].filter((value): value is string => Boolean(value));

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormError message={formError} />
      {account?.loginId ? (
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
        {extraActions}
      </div>
    </form>
  );
}
