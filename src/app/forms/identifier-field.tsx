// The "login ID or e-mail address" field, the same on /login and /passwordReissue: one rule
// (identifier-schema.ts), one label, one set of messages.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { TextField } from '../components/ui/text-field';
import { identifierFieldMessages } from './messages';

interface IdentifierFieldProps {
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  /** `username` by default; the login page adds `webauthn` for passkey autofill. */
  autoComplete?: string;
}

export function IdentifierField({ registration, error, autoComplete = 'username' }: IdentifierFieldProps) {
  const intl = useIntl();
  return (
    <TextField
      label={intl.formatMessage(identifierFieldMessages.label)}
      registration={registration}
      error={error}
      type="text"
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
    />
  );
}
