import type { IntlShape } from 'react-intl';
import * as z from 'zod/mini';
import { normalizeCode, stripCode } from '../../shared/code';
import { codeFieldMessages } from './messages';

export function createOneTimeCodeFormSchema(intl: IntlShape) {
  return z.object({
    code: z
      .string()
      .check(
        // The account service's rule (src/shared/code.ts): full-width digits, spaces and IME dashes are fine.
        z.overwrite(stripCode),
        z.minLength(1, { error: intl.formatMessage(codeFieldMessages.codeRequired) }),
        z.refine((value) => normalizeCode(value) !== null, { error: intl.formatMessage(codeFieldMessages.codeFormat) }),
      ),
  });
}

export type OneTimeCodeFormValues = z.infer<ReturnType<typeof createOneTimeCodeFormSchema>>;
