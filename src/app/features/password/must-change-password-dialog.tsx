import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import * as z from 'zod/mini';
import { FormError } from '../../components/ui/form-error';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { TextField } from '../../components/ui/text-field';
import { formatUnexpectedError, formatUserError } from '../../errors/error-messages';
import { ChangePasswordDocument, PasswordOwnerDocument, ViewerDocument } from '../../gql/graphql';
import { useNotify } from '../../notifications/notification-context';
import { pathOf } from '../../routes/page-rules';
import { loginInfoFromViewer, writeLoginInfo } from '../../session/login-info-store';
import { passwordMessages } from './messages';
import { confirmationMatches, currentPasswordSchema, newPasswordShape } from './new-password.schema';
import { NewPasswordFields } from './new-password-fields';
import { isPasswordPolicyCode, type PasswordOwner } from './password-policy';

/**
 * The password-reset modal: an account that must change its password (temporary or operator-required)
 * sets a new one before anything else. The main layout shows it on every signed-in page.
 */
export function MustChangePasswordDialog() {
  const intl = useIntl();
  const notify = useNotify();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  // 'no-cache': the e-mail address is needed here only, not in the persisted cache.
  const ownerQuery = useQuery(PasswordOwnerDocument, { fetchPolicy: 'no-cache' });
  const account = ownerQuery.data?.viewer?.account;
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
    control,
    formState: { errors, isSubmitting },
  } = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: '', newPassword: '', newPasswordConfirm: '' },
  });
  const newPassword = useWatch({ control, name: 'newPassword' });

  const [changePassword] = useMutation(ChangePasswordDocument, {
    // The answer is the viewer after the change: written into the cache, nothing else is refetched.
    update(cache, { data }) {
      const viewer = data?.changePassword.viewer;
      if (viewer) cache.writeQuery({ query: ViewerDocument, data: { viewer } });
    },
  });

  // Once closed, the page behind is usable again: continue at its heading.
  useEffect(() => () => document.querySelector<HTMLElement>('main h1')?.focus({ preventScroll: true }), []);

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword: password }) => {
    setFormError(null);
    try {
      const { data } = await changePassword({ variables: { input: { currentPassword, newPassword: password } } });
      const result = data?.changePassword;
      const error = result?.error;
      if (error) {
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
      notify(intl.formatMessage(passwordMessages.changed), 'success');
      // The stored flag closes this dialog and lifts the page restriction.
      writeLoginInfo(loginInfoFromViewer(result.viewer));
    } catch {
      setFormError(formatUnexpectedError(intl));
    }
  });

  const userInputs = [account?.loginId, account?.email].filter((value): value is string => Boolean(value));

  return (
    <ModalDialog
      title={intl.formatMessage(passwordMessages.mustChangeTitle)}
      description={intl.formatMessage(passwordMessages.mustChangeBody)}
    >
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
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void navigate(pathOf('logoutButton'))}
          >
            {intl.formatMessage(passwordMessages.logout)}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
