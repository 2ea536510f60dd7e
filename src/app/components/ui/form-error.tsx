import { useEffect, useRef } from 'react';
import { focusWhenUsable } from './focus';
import { uiMessages } from './messages';
import { SupportNote } from './support-contact';

interface FormErrorProps {
  message: string | null;
  /** Each change (with a message shown) moves the focus here: the user is told where to look. */
  focusSignal?: number;
  /** The portal cannot process anything right now (「ただいま処理できません」): name the support contact too. */
  unavailable?: boolean;
}

/** The form-level error area. It is always present, so a message put into it is announced. */
export function FormError({ message, focusSignal = 0, unavailable = false }: FormErrorProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The page may still be inert from the wait for the answer: the focus comes once it can.
    if (focusSignal > 0) focusWhenUsable(() => ref.current);
  }, [focusSignal]);
  return (
    <div role="alert" ref={ref} tabIndex={-1} className={message ? 'form-error form-error--shown' : 'form-error'}>
      {message}
      {message && unavailable ? <SupportNote label={uiMessages.supportContactOnError} className="form-error-support" /> : null}
    </div>
  );
}
