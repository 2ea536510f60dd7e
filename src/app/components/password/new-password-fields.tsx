import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { TextField } from '../ui/text-field';
import { passwordMessages } from './messages';
import { passwordMaxLength, passwordMinLength } from './password-policy';
import { PasswordStrengthMeter } from './password-strength-meter';
import './password.css';

interface NewPasswordFieldsProps {
  newPassword: UseFormRegisterReturn;
  newPasswordError?: string | undefined;
  confirmation: UseFormRegisterReturn;
  confirmationError?: string | undefined;
  /** The new password as typed so far, for the strength meter. */
  value: string;
  /** The account's login ID and e-mail, which the meter counts as easy to guess. */
  userInputs: readonly string[];
}

/**
 * 新しいパスワード and its confirmation, with a strength meter and one toggle that shows both.
 * Paste and password managers work (autocomplete="new-password", no maxLength that would cut a paste).
 */
export function NewPasswordFields({
  newPassword,
  newPasswordError,
  confirmation,
  confirmationError,
  value,
  userInputs,
}: NewPasswordFieldsProps) {
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  const type = shown ? 'text' : 'password';
  return (
    <>
      <div className="new-password">
        <TextField
          label={intl.formatMessage(passwordMessages.newPasswordLabel)}
          hint={intl.formatMessage(passwordMessages.newPasswordHint, { min: passwordMinLength, max: passwordMaxLength })}
          registration={newPassword}
          error={newPasswordError}
          type={type}
          autoComplete="new-password"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
        />
        <PasswordStrengthMeter password={value} userInputs={userInputs} />
      </div>
      <TextField
        label={intl.formatMessage(passwordMessages.confirmLabel)}
        registration={confirmation}
        error={confirmationError}
        type={type}
        autoComplete="new-password"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
      />
      <div>
        <button
          type="button"
          className="button button--secondary"
          aria-pressed={shown}
          onClick={() => setShown((current) => !current)}
        >
          {intl.formatMessage(passwordMessages.show)}
        </button>
      </div>
    </>
  );
}
