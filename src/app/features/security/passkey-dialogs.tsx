// The passkey dialogs of /security: add one (its name and the current password, however fresh the
// sign-in), rename one, delete one (current password). A passkey-first account has no password to
// type: its passkey step-up is the re-authentication, and the field is not shown. Each is a portal form in a page modal; Esc
// and キャンセル close it, and the page gives the focus back.
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import * as z from 'zod/mini';
import { passkeyNameMaxLength } from '../../../shared/passkey-names';
import { codePoints } from '../../../shared/text';
import { PageModal } from '../../components/ui/page-modal';
import { useStepUp } from '../../components/step-up/use-step-up';
import { TextField } from '../../components/ui/text-field';
import { PasswordField } from '../../forms/password-field';
import { PortalForm } from '../../forms/portal-form';
import { UnexpectedAnswerError, usePortalForm } from '../../forms/use-portal-form';
import { DeletePasskeyDocument, FinishPasskeyRegistrationDocument, RenamePasskeyDocument, StartPasskeyRegistrationDocument, type PasskeyFieldsFragment } from '../../gql/graphql';
import { createPasskey, isPasskeyCancelled } from '../../passkeys/webauthn-browser';
import { passkeyMessages as m } from './messages';

const nameMax = passkeyNameMaxLength;

function nameSchema(required: boolean, tooLong: string, missing: string) {
  return z.string().check(
    z.refine((value) => !required || value.trim() !== '', { error: missing }),
    z.refine((value) => codePoints(value.trim()) <= nameMax, { error: tooLong }),
  );
}

interface DialogProps {
  onClose: () => void;
  onDone: (message: string) => void;
  /** A passkey-first account: no current password asked. */
  passwordless?: boolean;
}

function passwordSchema(passwordless: boolean, missing: string) {
  return z.string().check(z.refine((value) => passwordless || value.length > 0, { error: missing }));
}

export function AddPasskeyDialog({ onClose, onDone, passwordless = false }: DialogProps) {
  const intl = useIntl();
  const [start] = useMutation(StartPasskeyRegistrationDocument, { fetchPolicy: 'no-cache' });
  const [finish] = useMutation(FinishPasskeyRegistrationDocument, { fetchPolicy: 'no-cache' });
  const schema = z.object({
    name: nameSchema(false, intl.formatMessage(m.nameTooLong, { max: nameMax }), ''),
    currentPassword: passwordSchema(passwordless, intl.formatMessage(m.passwordRequired)),
  });
  const { form, formError, setFormError, submit } = usePortalForm({ schema, defaultValues: { name: '', currentPassword: '' } });
  const stepUp = useStepUp();
  const onSubmit = submit(async ({ name, currentPassword }) => {
    // A step-up asked for on the way comes as a dialog over this one; adding then goes on.
    const input = passwordless ? {} : { currentPassword };
    const started = await stepUp.guard(async () => (await start({ variables: { input } })).data?.startPasskeyRegistration, (answer) => answer?.error);
    if (started?.error) return { error: started.error };
    if (!started?.options || !started.ceremonyId) throw new UnexpectedAnswerError();
    let response;
    try {
      response = await createPasskey(started.options);
    } catch (error) {
      setFormError(intl.formatMessage(isPasskeyCancelled(error) ? m.addCancelled : m.addFailed));
      return;
    }
    const done = (await finish({ variables: { input: { ceremonyId: started.ceremonyId, name: name.trim() || null, response } } })).data?.finishPasskeyRegistration;
    if (done?.error) return { error: done.error };
    if (!done?.passkey) throw new UnexpectedAnswerError();
    onDone(intl.formatMessage(m.added, { name: done.passkey.name }));
  });
  const { register, formState } = form;
  return (
    <PageModal title={intl.formatMessage(m.addTitle)} description={intl.formatMessage(passwordless ? m.addDescriptionPasswordless : m.addDescription)} onClose={onClose}>
      <PortalForm
        onSubmit={onSubmit}
        error={formError}
        submitting={formState.isSubmitting}
        submitLabel={intl.formatMessage(m.addSubmit)}
        actions={
          <button type="button" className="button button--secondary button--block" onClick={onClose}>
            {intl.formatMessage(m.cancel)}
          </button>
        }
      >
        <TextField label={intl.formatMessage(m.nameLabel)} hint={intl.formatMessage(m.nameHint)} registration={register('name')} error={formState.errors.name?.message} type="text" />
        {passwordless ? null : (
          <PasswordField label={intl.formatMessage(m.currentPassword)} registration={register('currentPassword')} error={formState.errors.currentPassword?.message} autoComplete="current-password" />
        )}
      </PortalForm>
      {stepUp.dialog}
    </PageModal>
  );
}

export function RenamePasskeyDialog({ passkey, onClose, onDone }: DialogProps & { passkey: PasskeyFieldsFragment }) {
  const intl = useIntl();
  const [rename] = useMutation(RenamePasskeyDocument, { fetchPolicy: 'no-cache' });
  const schema = z.object({ name: nameSchema(true, intl.formatMessage(m.nameTooLong, { max: nameMax }), intl.formatMessage(m.nameRequired)) });
  const { form, formError, submit } = usePortalForm({ schema, defaultValues: { name: passkey.name } });
  const onSubmit = submit(async ({ name }) => {
    const done = (await rename({ variables: { input: { id: passkey.id, name: name.trim() } } })).data?.renamePasskey;
    if (done?.error) return { error: done.error };
    if (!done?.passkey) throw new UnexpectedAnswerError();
    onDone(intl.formatMessage(m.renamed, { name: done.passkey.name }));
  });
  const { register, formState } = form;
  return (
    <PageModal title={intl.formatMessage(m.renameTitle)} onClose={onClose}>
      <PortalForm
        onSubmit={onSubmit}
        error={formError}
        submitting={formState.isSubmitting}
        submitLabel={intl.formatMessage(m.renameSubmit)}
        actions={
          <button type="button" className="button button--secondary button--block" onClick={onClose}>
            {intl.formatMessage(m.cancel)}
          </button>
        }
      >
        <TextField label={intl.formatMessage(m.nameLabel)} registration={register('name')} error={formState.errors.name?.message} type="text" />
      </PortalForm>
    </PageModal>
  );
}

export function DeletePasskeyDialog({ passkey, onClose, onDone, passwordless = false }: DialogProps & { passkey: PasskeyFieldsFragment }) {
  const intl = useIntl();
  const [remove] = useMutation(DeletePasskeyDocument, { fetchPolicy: 'no-cache' });
  const schema = z.object({ currentPassword: passwordSchema(passwordless, intl.formatMessage(m.passwordRequired)) });
  const { form, formError, submit } = usePortalForm({ schema, defaultValues: { currentPassword: '' } });
  const stepUp = useStepUp();
  const onSubmit = submit(async ({ currentPassword }) => {
    const input = passwordless ? { id: passkey.id } : { id: passkey.id, currentPassword };
    const done = await stepUp.guard(async () => (await remove({ variables: { input } })).data?.deletePasskey, (answer) => answer?.error);
    if (done?.error) return { error: done.error };
    if (!done?.ok) throw new UnexpectedAnswerError();
    onDone(intl.formatMessage(m.deleted, { name: passkey.name }));
  });
  const { register, formState } = form;
  return (
    <PageModal
      title={intl.formatMessage(m.deleteTitle, { name: passkey.name })}
      description={intl.formatMessage(passwordless ? m.deleteDescriptionPasswordless : m.deleteDescription)}
      onClose={onClose}
      role="alertdialog"
    >
      <PortalForm
        onSubmit={onSubmit}
        error={formError}
        submitting={formState.isSubmitting}
        submitLabel={intl.formatMessage(m.deleteSubmit)}
        actions={
          <button type="button" className="button button--secondary button--block" onClick={onClose}>
            {intl.formatMessage(m.cancel)}
          </button>
        }
      >
        {passwordless ? null : (
          <PasswordField label={intl.formatMessage(m.currentPassword)} registration={register('currentPassword')} error={formState.errors.currentPassword?.message} autoComplete="current-password" />
        )}
      </PortalForm>
      {stepUp.dialog}
    </PageModal>
  );
}
