import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { FormError } from '../components/ui/form-error';
import { earlySubmitAttribute, replayEarlySubmit } from '../components/ui/early-events';
import type { FormErrorState } from './use-portal-form';

interface PortalFormProps {
  /** usePortalForm's submit(…) handler. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** usePortalForm's form-level error (or another message to show there). */
  error: FormErrorState;
  submitLabel: string;
  submitting: boolean;
  /** Above the error area: explanations, a status line. */
  intro?: ReactNode;
  /** After the submit button: other buttons and links. */
  actions?: ReactNode;
  children: ReactNode;
}

/** Every form's frame: the form-level error area first, the fields, then the submit button and any others. */
export function PortalForm({ onSubmit, error, submitLabel, submitting, intro, actions, children }: PortalFormProps) {
  const ref = useRef<HTMLFormElement>(null);
  // A prerendered form sent before the page came alive is sent now (early-events.ts).
  useEffect(() => replayEarlySubmit(ref.current), []);
  // method="post": should the browser ever send the form itself, the password is not put in the URL.
  return (
    <form ref={ref} className="form" method="post" noValidate onSubmit={(event) => void onSubmit(event)} {...{ [earlySubmitAttribute]: '' }}>
      {intro}
      <FormError message={error.message} focusSignal={error.focusSignal} unavailable={error.unavailable} />
      {children}
      <div className="form-actions">
        <button type="submit" className="button button--block" disabled={submitting}>
          {submitLabel}
        </button>
        {actions}
      </div>
    </form>
  );
}
