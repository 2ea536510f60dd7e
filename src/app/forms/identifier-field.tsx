// The "login ID or e-mail address" field, the same on /login and /passwordReissue: one rule (the
// REST contract's length; full-width input is normalised by the server, src/shared/text.ts), one
// label, one set of messages.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useIntl, type IntlShape } from 'react-intl';
import * as z from 'zod/mini';
import { codePoints, identifierMaxLength } from '../../shared/text';
import { TextField } from '../components/ui/text-field';
import { identifierFieldMessages } from './messages';

export function identifierSchema(intl: IntlShape) {
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: intl.formatMessage(identifierFieldMessages.required) }),
      z.refine((value) => codePoints(value) <= identifierMaxLength, {
        error: intl.formatMessage(identifierFieldMessages.tooLong, { max: identifierMaxLength }),
      }),
    );
}

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
