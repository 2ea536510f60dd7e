// The authenticator app's and recovery codes' dialogs on /security (issue 23), in the page modal of
// the passkey dialogs (Esc and キャンセル close; the page gives the focus back). Setting up: the
// current password, then the QR code and the key in groups of four, then one code. The recovery
// codes are shown once, with copy, print and download; nothing of them is kept by the page.
import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import * as z from 'zod/mini';
import { normalizeCode, stripCode } from '../../../shared/code';
import { PageModal } from '../../components/ui/page-modal';
import { TextField } from '../../components/ui/text-field';
import { PasswordField } from '../../forms/password-field';
import { PortalForm } from '../../forms/portal-form';
import { UnexpectedAnswerError, usePortalForm } from '../../forms/use-portal-form';
import { ConfirmAuthenticatorEnrolmentDocument, GenerateRecoveryCodesDocument, RemoveAuthenticatorDocument, StartAuthenticatorEnrolmentDocument } from '../../gql/graphql';
import { useNotify } from '../../notifications/notification-context';
import { useStepUp } from '../../components/step-up/use-step-up';
import { QrCode } from './qr-code';
import { secondFactorMessages as m } from './messages';

interface DialogProps {
  onClose: () => void;
  onDone: (message: string) => void;
}

/** A passkey-first account has no password to ask for: its passkey step-up is the re-authentication. */
interface PasswordlessProps {
  passwordless?: boolean;
}

function usePasswordForm(passwordless = false) {
  const intl = useIntl();
  const schema = z.object({ currentPassword: z.string().check(z.refine((value) => passwordless || value.length > 0, { error: intl.formatMessage(m.passwordRequired) })) });
  return usePortalForm({ schema, defaultValues: { currentPassword: '' } });
}

/** What the mutation is given: the password typed, or none for a passkey-first account. */
const typed = (currentPassword: string, passwordless: boolean) => ({ currentPassword: passwordless ? null : currentPassword });

function CurrentPassword({ form, passwordless }: { form: ReturnType<typeof usePasswordForm>['form']; passwordless: boolean }) {
  const intl = useIntl();
  if (passwordless) return null;
  return <PasswordField label={intl.formatMessage(m.currentPassword)} registration={form.register('currentPassword')} error={form.formState.errors.currentPassword?.message} autoComplete="current-password" />;
}

function CancelButton({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  return (
    <button type="button" className="button button--secondary button--block" onClick={onClose}>
      {intl.formatMessage(m.cancel)}
    </button>
  );
}

/** The key as people type it: groups of four. */
const inGroups = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

export function SetUpAuthenticatorDialog({ onClose, onDone, passwordless = false }: DialogProps & PasswordlessProps) {
  const intl = useIntl();
  const [start] = useMutation(StartAuthenticatorEnrolmentDocument, { fetchPolicy: 'no-cache' });
  const [enrolment, setEnrolment] = useState<{ secret: string; otpauthUri: string } | null>(null);
  const { form, formError, submit } = usePasswordForm(passwordless);
  const stepUp = useStepUp();
  const onSubmit = submit(async ({ currentPassword }) => {
    // A step-up asked for on the way comes here as a dialog; the same action then goes on.
    const started = await stepUp.guard(async () => (await start({ variables: { input: typed(currentPassword, passwordless) } })).data?.startAuthenticatorEnrolment, (answer) => answer?.error);
    if (started?.error) return { error: started.error };
    if (!started?.secret || !started.otpauthUri) throw new UnexpectedAnswerError();
    setEnrolment({ secret: started.secret, otpauthUri: started.otpauthUri });
  });
  return (
    <PageModal title={intl.formatMessage(m.setUp)} description={enrolment ? intl.formatMessage(m.scan) : passwordless ? undefined : intl.formatMessage(m.setUpDescription)} onClose={onClose}>
      {enrolment ? (
        <ConfirmAuthenticator enrolment={enrolment} onClose={onClose} onDone={onDone} />
      ) : (
        <PortalForm onSubmit={onSubmit} error={formError} submitting={form.formState.isSubmitting} submitLabel={intl.formatMessage(m.next)} actions={<CancelButton onClose={onClose} />}>
          <CurrentPassword form={form} passwordless={passwordless} />
        </PortalForm>
      )}
    </PageModal>
  );
}

function ConfirmAuthenticator({ enrolment, onClose, onDone }: DialogProps & { enrolment: { secret: string; otpauthUri: string } }) {
  const intl = useIntl();
  const [confirm] = useMutation(ConfirmAuthenticatorEnrolmentDocument, { fetchPolicy: 'no-cache' });
  const schema = z.object({
    code: z.string().check(
      z.overwrite(stripCode),
      z.minLength(1, { error: intl.formatMessage(m.codeRequired) }),
      z.refine((value) => normalizeCode(value) !== null, { error: intl.formatMessage(m.codeFormat) }),
    ),
  });
  const { form, formError, submit, focusField } = usePortalForm({ schema, defaultValues: { code: '' } });
  // The step changed inside the dialog: the focus goes to the field it now asks for (once; focusField
  // is made anew on each render, so it is not a dependency).
  useEffect(() => focusField('code'), []);
  const onSubmit = submit(async ({ code }) => {
    const done = (await confirm({ variables: { input: { code } } })).data?.confirmAuthenticatorEnrolment;
    if (done?.error) return { error: done.error };
    if (!done?.secondFactors) throw new UnexpectedAnswerError();
    onDone(intl.formatMessage(m.added));
  });
  return (
    <>
      <div className="authenticator-enrolment">
        <QrCode value={enrolment.otpauthUri} label={intl.formatMessage(m.qrLabel)} />
        <p>
          {intl.formatMessage(m.secretLabel)}: <code className="secret-key">{inGroups(enrolment.secret)}</code>
        </p>
      </div>
      <PortalForm onSubmit={onSubmit} error={formError} submitting={form.formState.isSubmitting} submitLabel={intl.formatMessage(m.confirm)} actions={<CancelButton onClose={onClose} />}>
        <TextField
          label={intl.formatMessage(m.codeLabel)}
          hint={intl.formatMessage(m.codeHint)}
          registration={form.register('code')}
          error={form.formState.errors.code?.message}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          spellCheck={false}
          maxLength={12}
        />
      </PortalForm>
    </>
  );
}

export function RemoveAuthenticatorDialog({ onClose, onDone, passwordless = false }: DialogProps & PasswordlessProps) {
  const intl = useIntl();
  const [remove] = useMutation(RemoveAuthenticatorDocument, { fetchPolicy: 'no-cache' });
  const { form, formError, submit } = usePasswordForm(passwordless);
  const stepUp = useStepUp();
  const onSubmit = submit(async ({ currentPassword }) => {
    const done = await stepUp.guard(async () => (await remove({ variables: { input: typed(currentPassword, passwordless) } })).data?.removeAuthenticator, (answer) => answer?.error);
    if (done?.error) return { error: done.error };
    if (!done?.secondFactors) throw new UnexpectedAnswerError();
    onDone(intl.formatMessage(m.removed));
  });
  return (
    <PageModal title={intl.formatMessage(m.remove)} description={intl.formatMessage(m.removeDescription)} onClose={onClose} role="alertdialog">
      <PortalForm onSubmit={onSubmit} error={formError} submitting={form.formState.isSubmitting} submitLabel={intl.formatMessage(m.remove)} actions={<CancelButton onClose={onClose} />}>
        <CurrentPassword form={form} passwordless={passwordless} />
      </PortalForm>
    </PageModal>
  );
}

export function RecoveryCodesDialog({ onClose, onDone, renew, passwordless = false }: DialogProps & PasswordlessProps & { renew: boolean }) {
  const intl = useIntl();
  const notify = useNotify();
  const [generate] = useMutation(GenerateRecoveryCodesDocument, { fetchPolicy: 'no-cache' });
  const [codes, setCodes] = useState<string[] | null>(null);
  const { form, formError, submit } = usePasswordForm(passwordless);
  const stepUp = useStepUp();
  const onSubmit = submit(async ({ currentPassword }) => {
    const done = await stepUp.guard(async () => (await generate({ variables: { input: typed(currentPassword, passwordless) } })).data?.generateRecoveryCodes, (answer) => answer?.error);
    if (done?.error) return { error: done.error };
    if (!done?.codes) throw new UnexpectedAnswerError();
    setCodes(done.codes);
  });
  const text = codes ? `${intl.formatMessage(m.fileHeader)}\n\n${codes.join('\n')}\n` : '';
  const copy = () => void navigator.clipboard?.writeText(text).then(() => notify(intl.formatMessage(m.copied), 'success'), () => undefined);
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  const title = intl.formatMessage(codes ? m.codesTitle : renew ? m.regenerate : m.generate);
  if (codes) {
    return (
      <PageModal title={title} description={intl.formatMessage(m.showOnce)} onClose={() => onDone('')}>
        <ol className="recovery-codes">
          {codes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ol>
        <div className="form-actions">
          <button type="button" className="button button--secondary" onClick={copy}>
            {intl.formatMessage(m.copy)}
          </button>
          <button type="button" className="button button--secondary" onClick={() => window.print()}>
            {intl.formatMessage(m.print)}
          </button>
          <button type="button" className="button button--secondary" onClick={download}>
            {intl.formatMessage(m.download)}
          </button>
          <button type="button" className="button" onClick={() => onDone('')}>
            {intl.formatMessage(m.done)}
          </button>
        </div>
      </PageModal>
    );
  }
  return (
    <PageModal title={title} description={intl.formatMessage(passwordless ? m.generateDescriptionPasswordless : m.generateDescription)} onClose={onClose}>
      <PortalForm onSubmit={onSubmit} error={formError} submitting={form.formState.isSubmitting} submitLabel={title} actions={<CancelButton onClose={onClose} />}>
        <CurrentPassword form={form} passwordless={passwordless} />
      </PortalForm>
    </PageModal>
  );
}
