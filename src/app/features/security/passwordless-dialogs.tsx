// /security's passkey-first dialogs (issue 23): 「パスワードを使わない」 (a confirmation that says what
// signs the account in afterwards; the portal's refusals - no passkey, no recovery codes - appear in
// it, worded) and 「パスワードを設定する」 (a new password and its confirmation). Both step up with a
// passkey first, in the dialog's own step-up dialog, and go on after it.
import { useMutation } from '@apollo/client/react';
import { useMemo, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import * as z from 'zod/mini';
import { NewPasswordFields } from '../../components/password/new-password-fields';
import { confirmationMatches, newPasswordShape } from '../../components/password/new-password.schema';
import type { PasswordOwner } from '../../components/password/password-policy';
import { useStepUp } from '../../components/step-up/use-step-up';
import { PageModal } from '../../components/ui/page-modal';
import { PortalForm } from '../../forms/portal-form';
import { UnexpectedAnswerError, usePortalForm } from '../../forms/use-portal-form';
import { RemovePasswordDocument, SetPasswordDocument } from '../../gql/graphql';
import { passwordlessMessages as m } from './messages';

interface DialogProps {
  onClose: () => void;
  onDone: (message: string) => void;
}

function CancelButton({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  return (
    <button type="button" className="button button--secondary button--block" onClick={onClose}>
      {intl.formatMessage(m.cancel)}
    </button>
  );
}

export function RemovePasswordDialog({ onClose, onDone }: DialogProps) {
  const intl = useIntl();
  const [remove] = useMutation(RemovePasswordDocument, { fetchPolicy: 'no-cache' });
  const { form, formError, submit } = usePortalForm({ schema: z.object({}), defaultValues: {} });
  const stepUp = useStepUp();
  const onSubmit = submit(async () => {
    const done = await stepUp.guard(async () => (await remove()).data?.removePassword, (answer) => answer?.error);
    if (done?.error) return { error: done.error };
    if (!done?.secondFactors) throw new UnexpectedAnswerError();
    onDone(intl.formatMessage(m.removed));
  });
  return (
    <PageModal title={intl.formatMessage(m.removeTitle)} description={intl.formatMessage(m.removeDescription)} onClose={onClose} role="alertdialog">
      <PortalForm onSubmit={onSubmit} error={formError} submitting={form.formState.isSubmitting} submitLabel={intl.formatMessage(m.remove)} actions={<CancelButton onClose={onClose} />}>
        <p>{intl.formatMessage(m.removeKeepCodes)}</p>
      </PortalForm>
      {stepUp.dialog}
    </PageModal>
  );
}

export function SetPasswordDialog({ onClose, onDone, account }: DialogProps & { account: PasswordOwner & { loginId?: string | undefined } }) {
  const intl = useIntl();
  const [setPassword] = useMutation(SetPasswordDocument, { fetchPolicy: 'no-cache' });
  const ownerRef = useRef<PasswordOwner>({});
  ownerRef.current = { loginId: account.loginId, email: account.email };
  const schema = useMemo(() => z.object({ ...newPasswordShape(intl, () => ownerRef.current) }).check(confirmationMatches(intl)), [intl]);
  const { form, formError, submit } = usePortalForm<z.infer<typeof schema>>({ schema, defaultValues: { newPassword: '', newPasswordConfirm: '' } });
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  const stepUp = useStepUp();
  const onSubmit = submit(async ({ newPassword: password }) => {
    const done = await stepUp.guard(async () => (await setPassword({ variables: { input: { newPassword: password } } })).data?.setPassword, (answer) => answer?.error);
    if (done?.error) return { error: done.error };
    if (!done?.secondFactors) throw new UnexpectedAnswerError();
    onDone(intl.formatMessage(m.passwordSet));
  });
  const { errors, isSubmitting } = form.formState;
  const userInputs = [account.loginId, account.email].filter((value): value is string => Boolean(value));
  return (
    <PageModal title={intl.formatMessage(m.setPassword)} description={intl.formatMessage(m.setPasswordDescription)} onClose={onClose}>
      <PortalForm onSubmit={onSubmit} error={formError} submitting={isSubmitting} submitLabel={intl.formatMessage(m.setPasswordSubmit)} actions={<CancelButton onClose={onClose} />}>
        {account.loginId ? <input type="text" name="username" autoComplete="username" value={account.loginId} readOnly hidden /> : null}
        <NewPasswordFields
          newPassword={form.register('newPassword')}
          newPasswordError={errors.newPassword?.message}
          confirmation={form.register('newPasswordConfirm')}
          confirmationError={errors.newPasswordConfirm?.message}
          value={newPassword}
          userInputs={userInputs}
        />
      </PortalForm>
      {stepUp.dialog}
    </PageModal>
  );
}
