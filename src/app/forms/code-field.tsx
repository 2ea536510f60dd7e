// The 6-digit code field, the same on the sign-in code page and the e-mail change confirmation:
// numeric keyboard, the browser's one-time-code autofill, full-width digits welcome (src/shared/code.ts).
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { TextField } from '../components/ui/text-field';
import { codeFieldMessages } from './messages';

interface CodeFieldProps {
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}

export function CodeField({ registration, error }: CodeFieldProps) {
  const intl = useIntl();
  return (
    <TextField
      label={intl.formatMessage(codeFieldMessages.codeLabel)}
      hint={intl.formatMessage(codeFieldMessages.codeHint)}
      registration={registration}
      error={error}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      spellCheck={false}
      maxLength={12}
    />
  );
}
