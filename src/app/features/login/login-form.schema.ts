import type { IntlShape } from 'react-intl';
// zod/mini: the same validation at a fraction of the size, which /login has to download.
import * as z from 'zod/mini';
import { loginMessages } from './messages';

const loginIdMaxLength = 254;
const passwordMaxLength = 128;

/** The same limits as the server (which stays the guard); messages in the UI's language. */
export function createLoginFormSchema(intl: IntlShape) {
  return z.object({
    loginId: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: intl.formatMessage(loginMessages.loginIdRequired) }),
        z.maxLength(loginIdMaxLength, {
          error: intl.formatMessage(loginMessages.loginIdTooLong, { max: loginIdMaxLength }),
        }),
      ),
    // Passwords are taken as typed: no trimming, any characters.
    password: z
      .string()
      .check(
        z.minLength(1, { error: intl.formatMessage(loginMessages.passwordRequired) }),
        z.maxLength(passwordMaxLength, {
          error: intl.formatMessage(loginMessages.passwordTooLong, { max: passwordMaxLength }),
        }),
      ),
  });
}

export type LoginFormValues = z.infer<ReturnType<typeof createLoginFormSchema>>;
