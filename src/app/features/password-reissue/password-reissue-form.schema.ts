import type { IntlShape } from 'react-intl';
import * as z from 'zod/mini';
import { codePoints, identifierMaxLength as loginIdMaxLength } from '../../../shared/text';
import { passwordReissueMessages } from './messages';


/** The same limits as the server (which stays the guard); full-width input is normalised there. */
export function createPasswordReissueFormSchema(intl: IntlShape) {
  return z.object({
    loginId: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: intl.formatMessage(passwordReissueMessages.loginIdRequired) }),
        z.refine((value) => codePoints(value) <= loginIdMaxLength, {
          error: intl.formatMessage(passwordReissueMessages.loginIdTooLong, { max: loginIdMaxLength }),
        }),
      ),
  });
}

export type PasswordReissueFormValues = z.infer<ReturnType<typeof createPasswordReissueFormSchema>>;
