import type { IntlShape } from 'react-intl';
// zod/mini: the same validation at a fraction of the size, which /login has to download.
import * as z from 'zod/mini';
import { codePoints } from '../../../shared/text';
import { identifierSchema } from '../../forms/identifier-schema';
import { loginMessages } from './messages';

// The REST contract's limits for login (schema/account-api.yaml). The 12-128 password policy applies
// when a password is set, not here: whatever was set must still be accepted.
const passwordMaxLength = 1024;

/** The same limits as the server (which stays the guard); messages in the UI's language. */
export function createLoginFormSchema(intl: IntlShape) {
  return z.object({
    loginId: identifierSchema(intl),
    // Passwords are taken as typed: no trimming, any characters.
    password: z
      .string()
      .check(
        z.minLength(1, { error: intl.formatMessage(loginMessages.passwordRequired) }),
        z.refine((value) => codePoints(value) <= passwordMaxLength, {
          error: intl.formatMessage(loginMessages.passwordTooLong, { max: passwordMaxLength }),
        }),
      ),
  });
}

export type LoginFormValues = z.infer<ReturnType<typeof createLoginFormSchema>>;
