// The one password input of the portal (login, current password, new password): a show/hide toggle
// whose name says what it does, a Caps Lock hint while typing, and nothing that gets in the way of
// paste or password managers (no maxLength, no trimming).
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { passwordFieldMessages as m } from './messages';
import './password-field.css';

interface PasswordFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  hint?: string | undefined;
  autoComplete: 'current-password' | 'new-password';
  /** Shown as text, when the owner shows several fields together (a new password and its confirmation). */
  shown?: boolean;
  onShownChange?: (shown: boolean) => void;
  /** false: no toggle of its own; the field follows `shown`. */
  withToggle?: boolean;
  /** Under the input (a strength meter). */
  children?: ReactNode;
}

export function PasswordField({
  label,
  registration,
  error,
  hint,
  autoComplete,
  shown: controlledShown,
  onShownChange,
  withToggle = true,
  children,
}: PasswordFieldProps) {
  const intl = useIntl();
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const capsId = `${id}-caps`;
  const errorId = `${id}-error`;
  const [ownShown, setOwnShown] = useState(false);
  const shown = controlledShown ?? ownShown;
  const setShown = (next: boolean) => {
    setOwnShown(next);
    onShownChange?.(next);
  };
  const [capsLock, setCapsLock] = useState(false);
  // Said once after each toggle (the button's new name alone is not read out by every screen reader).
  const [announcement, setAnnouncement] = useState('');
  const input = useRef<HTMLInputElement | null>(null);

  // Hidden again when the form is sent: a shown password should not stay on screen, and password
  // managers offer to save only what was typed into a password box.
  const hideRef = useRef<() => void>(() => undefined);
  hideRef.current = () => {
    if (shown) setShown(false);
  };
  useEffect(() => {
    const form = input.current?.form;
    if (!form) return;
    const onSubmit = () => hideRef.current();
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, []);

  const readCapsLock = (event: KeyboardEvent<HTMLInputElement>) => {
    // Some keys (and some browsers) report no modifier state: keep what is known then.
    if (typeof event.getModifierState === 'function') setCapsLock(event.getModifierState('CapsLock'));
  };

  const describedBy = [hint ? hintId : null, capsLock ? capsId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className="field password-field">
      <label className="field-label" htmlFor={id} id={labelId}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      <div className="password-field-row">
        <input
          id={id}
          className="field-input"
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...registration}
          ref={(element) => {
            registration.ref(element);
            input.current = element;
          }}
          onKeyDown={readCapsLock}
          onKeyUp={readCapsLock}
          onBlur={(event) => {
            setCapsLock(false);
            void registration.onBlur(event);
          }}
        />
        {withToggle ? (
          <button
            type="button"
            className="button button--secondary password-toggle"
            aria-label={intl.formatMessage(shown ? m.hide : m.show)}
            aria-controls={id}
            // Its name is the same on every field; the field's label tells which one it is.
            aria-describedby={labelId}
            onClick={() => {
              setShown(!shown);
              setAnnouncement(intl.formatMessage(shown ? m.hidden : m.shown));
            }}
          >
            {intl.formatMessage(shown ? m.hideShort : m.showShort)}
          </button>
        ) : null}
      </div>
      {capsLock ? (
        <p id={capsId} className="caps-lock-hint">
          {intl.formatMessage(m.capsLock)}
        </p>
      ) : null}
      <span className="visually-hidden" aria-live="polite">
        {announcement}
      </span>
      {children}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
