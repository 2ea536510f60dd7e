import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { PasswordField } from '../../forms/password-field';
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
 * 新しいパスワード and its confirmation, with a strength meter; the new password's show/hide toggle
 * shows both (one toggle, so the two never disagree). Paste and password managers work
 * (autocomplete="new-password", no maxLength that would cut a paste).
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
  return (
    <>
      <div className="new-password">
        <PasswordField
          label={intl.formatMessage(passwordMessages.newPasswordLabel)}
          hint={intl.formatMessage(passwordMessages.newPasswordHint, { min: passwordMinLength, max: passwordMaxLength })}
          registration={newPassword}
          error={newPasswordError}
          autoComplete="new-password"
          shown={shown}
          onShownChange={setShown}
        >
          <PasswordStrengthMeter password={value} userInputs={userInputs} />
        </PasswordField>
      </div>
      <PasswordField
        label={intl.formatMessage(passwordMessages.confirmLabel)}
        registration={confirmation}
        error={confirmationError}
        autoComplete="new-password"
        shown={shown}
        onShownChange={setShown}
        withToggle={false}
      />
    </>
  );
}
