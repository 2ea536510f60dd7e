import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './modal-dialog.css';

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"]):not([hidden])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(focusableSelector));
}

interface ModalDialogProps {
  title: string;
  /** A short text read out with the title when the dialog opens. */
  description?: string;
  children: ReactNode;
  /** Called on Esc. Without it Esc does nothing: the dialog has to be dealt with. */
  onClose?: () => void;
  /** 'alertdialog' for an urgent question that interrupts (read out at once as it opens). */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal: focus moves in and stays in (Tab wraps); Esc closes it only when the owner passes
 * `onClose`. Whoever renders it makes the rest of the page inert. Closing is the owner's business.
 */
export function ModalDialog({ title, description, children, onClose, role = 'dialog' }: ModalDialogProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    (focusables(dialog)[0] ?? dialog).focus();
    // Focus sent elsewhere (a click on a notification, a page heading after navigation) comes back.
    const onFocusIn = (event: FocusEvent) => {
      // A dialog made inert by another one above it (the expiry warning) leaves the focus to that one.
      if (dialog.closest('[inert]')) return;
      if (event.target instanceof Node && !dialog.contains(event.target)) (focusables(dialog)[0] ?? dialog).focus();
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Esc never reaches anything behind the dialog; it closes only a dialog that may be dismissed.
      event.preventDefault();
      event.stopPropagation();
      onClose?.();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const items = focusables(ref.current);
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !ref.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !ref.current.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="modal-backdrop">
      <div
        ref={ref}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className="modal"
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="modal-title">
          {title}
        </h2>
        {description ? <p id={descriptionId}>{description}</p> : null}
        {children}
      </div>
    </div>
  );
}
