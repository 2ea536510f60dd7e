import type { IntlShape } from 'react-intl';
import * as z from 'zod/mini';
import { identifierSchema } from '../../forms/identifier-schema';

/** The same limits as the server (which stays the guard); full-width input is normalised there. */
export function createPasswordReissueFormSchema(intl: IntlShape) {
  return z.object({
    loginId: identifierSchema(intl),
  });
}

export type PasswordReissueFormValues = z.infer<ReturnType<typeof createPasswordReissueFormSchema>>;
