// The step-up dialog, in the modal style of the account-settings dialog: the proof the account's
// strongest method gives (a passkey; else the authenticator app's code; else the mailed code with the
// password). It is portalled beside the app and makes everything else inert while it is open (the
// page, and a page's own dialog it may have come from), so the focus stays in it; Esc and キャンセル
// give up, and the caller puts the focus back.
import { useMutation } from '@apollo/client/react';
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { FinishPasskeyStepUpDocument, StartPasskeyStepUpDocument, type StepUpMethod } from '../../gql/graphql';
import { formatUnexpectedError } from '../../errors/unexpected-error';
import { loadErrorMessages } from '../../errors/load-error-messages';
import { getPasskey, isPasskeyCancelled } from '../../passkeys/webauthn-browser';
import { FormError } from '../ui/form-error';
import { ModalDialog } from '../ui/modal-dialog';
import { AppCodeStepUpForm, EmailCodeStepUpForm } from './step-up-code-forms';
import { stepUpMessages as m } from './messages';

interface StepUpDialogProps {
  method: StepUpMethod;
  /** true once proven; false when the user gave up. */
  onDone: (proven: boolean) => void;
}

/** A container of its own under <body>, every other child of which is inert while it exists. */
function useIsolatedContainer(): HTMLElement | null {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const element = document.createElement('div');
    const others = Array.from(document.body.children).filter((child) => !child.hasAttribute('inert'));
    for (const other of others) other.setAttribute('inert', '');
    document.body.appendChild(element);
    setContainer(element);
    return () => {
      for (const other of others) other.removeAttribute('inert');
      element.remove();
    };
  }, []);
  return container;
}

export function StepUpDialog({ method, onDone }: StepUpDialogProps) {
  const intl = useIntl();
  const container = useIsolatedContainer();
  if (!container) return null;
  const cancel = () => onDone(false);
  const description = method === 'PASSKEY' ? m.passkeyDescription : method === 'AUTHENTICATOR_APP' ? m.appDescription : m.emailDescription;
  const cancelButton = (
    <button type="button" className="button button--secondary" onClick={cancel}>
      {intl.formatMessage(m.cancel)}
    </button>
  );
  return createPortal(
    <ModalDialog title={intl.formatMessage(m.title)} description={intl.formatMessage(description)} onClose={cancel}>
      {method === 'PASSKEY' ? <PasskeyStepUp onProven={() => onDone(true)} cancelButton={cancelButton} /> : null}
      {method === 'AUTHENTICATOR_APP' ? <AppCodeStepUpForm onProven={() => onDone(true)} cancelButton={cancelButton} /> : null}
      {method === 'EMAIL_CODE_AND_PASSWORD' ? <EmailCodeStepUpForm onProven={() => onDone(true)} cancelButton={cancelButton} /> : null}
    </ModalDialog>,
    container,
  );
}

function PasskeyStepUp({ onProven, cancelButton }: { onProven: () => void; cancelButton: ReactNode }) {
  const intl = useIntl();
  const [start] = useMutation(StartPasskeyStepUpDocument, { fetchPolicy: 'no-cache' });
  const [finish] = useMutation(FinishPasskeyStepUpDocument, { fetchPolicy: 'no-cache' });
  const [error, setError] = useState<{ message: string; signal: number } | null>(null);
  const [working, setWorking] = useState(false);
  const failed = (message: string) => setError((previous) => ({ message, signal: (previous?.signal ?? 0) + 1 }));

  const prove = async () => {
    setWorking(true);
    setError(null);
    try {
      const started = (await start()).data?.startPasskeyStepUp;
      if (started?.error || !started?.ceremonyId || !started.options) {
        const { formatUserError } = await loadErrorMessages();
        return failed(started?.error ? formatUserError(intl, started.error) : formatUnexpectedError(intl));
      }
      let response;
      try {
        response = await getPasskey(started.options);
      } catch (caught) {
        return failed(intl.formatMessage(isPasskeyCancelled(caught) ? m.passkeyCancelled : m.passkeyFailed));
      }
      const done = (await finish({ variables: { input: { ceremonyId: started.ceremonyId, response } } })).data?.finishPasskeyStepUp;
      if (done?.stepUp) return onProven();
      failed(done?.error?.code === 'PASSKEY_VERIFICATION_FAILED' || !done?.error ? intl.formatMessage(m.passkeyFailed) : (await loadErrorMessages()).formatUserError(intl, done.error));
    } catch {
      failed(formatUnexpectedError(intl));
    } finally {
      setWorking(false);
    }
  };

  return (
    <div className="form">
      <FormError message={error?.message ?? null} focusSignal={error?.signal ?? 0} />
      <div className="form-actions">
        <button type="button" className="button button--block" disabled={working} onClick={() => void prove()}>
          {intl.formatMessage(m.passkeyButton)}
        </button>
        {cancelButton}
      </div>
    </div>
  );
}
