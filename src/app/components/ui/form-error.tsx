import { useEffect, useRef } from 'react';

interface FormErrorProps {
  message: string | null;
  /** Each change (with a message shown) moves the focus here: the user is told where to look. */
  focusSignal?: number;
}

/** The form-level error area. It is always present, so a message put into it is announced. */
export function FormError({ message, focusSignal = 0 }: FormErrorProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusSignal > 0) ref.current?.focus();
  }, [focusSignal]);
  return (
    <div role="alert" ref={ref} tabIndex={-1} className={message ? 'form-error form-error--shown' : 'form-error'}>
      {message}
    </div>
  );
}
