import { useMutation } from '@apollo/client/react';
import { useStepUp } from '../step-up/use-step-up';
import { useMemo, useRef, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import * as z from 'zod/mini';
import { PortalForm } from '../../forms/portal-form';
import { PasswordField } from '../../forms/password-field';
import { UnexpectedAnswerError, usePortalForm } from '../../forms/use-portal-form';
import { ChangePasswordDocument, ViewerDocument, type ViewerFieldsFragment } from '../../gql/graphql';
import { passwordMessages } from './messages';
import { confirmationMatches, currentPasswordSchema, newPasswordShape } from './new-password.schema';
import { NewPasswordFields } from './new-password-fields';
import type { PasswordOwner } from './password-policy';

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
  const ownerRef = useRef<PasswordOwner>({});
  ownerRef.current = { loginId: account?.loginId, email: account?.email };

  const schema = useMemo(
    () =>
      z
        .object({ currentPassword: currentPasswordSchema(intl), ...newPasswordShape(intl, () => ownerRef.current) })
        .check(confirmationMatches(intl)),
    [intl],
  );
  const { form, formError, submit } = usePortalForm<z.infer<typeof schema>>({ schema, defaultValues: emptyForm });
  const {
    register,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const newPassword = useWatch({ control, name: 'newPassword' });

  const [changePassword] = useMutation(ChangePasswordDocument, {
    // The viewer after the change (a new session expiry) goes into the cache; nothing is refetched.
    update(cache, { data }) {
      const viewer = data?.changePassword.viewer;
      if (viewer) cache.writeQuery({ query: ViewerDocument, data: { viewer } });
    },
  });

  const stepUp = useStepUp();
  const onSubmit = submit(async ({ currentPassword, newPassword: password }) => {
    // A step-up asked for on the way comes here as a dialog; the same change then goes on.
    const result = await stepUp.guard(
      async () => (await changePassword({ variables: { input: { currentPassword, newPassword: password } } })).data?.changePassword,
      (answer) => answer?.error,
    );
    if (result?.error) return { error: result.error };
    if (!result?.viewer) throw new UnexpectedAnswerError();
    if (clearOnChange) reset(emptyForm);
    onChanged(result.viewer);
  });

  const userInputs = [account?.loginId, account?.email].filter((value): value is string => Boolean(value));

  return (
    <PortalForm
      onSubmit={onSubmit}
      error={formError}
      submitting={isSubmitting}
      submitLabel={intl.formatMessage(passwordMessages.change)}
      actions={extraActions}
    >
      {account?.loginId ? (
        // Hidden from view but there for password managers: the account the new password belongs to.
        <input type="text" name="username" autoComplete="username" value={account.loginId} readOnly hidden />
      ) : null}
      <PasswordField
        label={intl.formatMessage(passwordMessages.currentPasswordLabel)}
        registration={register('currentPassword')}
        error={errors.currentPassword?.message}
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
      {stepUp.dialog}
    </PortalForm>
  );
}
