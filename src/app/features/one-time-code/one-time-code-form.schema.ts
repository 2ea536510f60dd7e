import type { IntlShape } from 'react-intl';
import * as z from 'zod/mini';
import { dashCharacters } from '../../forms/text-rules';
import { oneTimeCodeMessages } from './messages';

const codeSeparators = new RegExp(`[\\s${dashCharacters}]`, 'g');

/**
 * Full-width digits typed through a Japanese IME become ASCII; spaces and every dash an IME may
 * produce (ー − ‐ – …) are dropped. The same rule as the account service's normalizeCode, which stays
 * the guard (the rooms share only the contracts, so the rule is written in both).
 */
export function normalizeCode(value: string): string {
  return value.normalize('NFKC').replace(codeSeparators, '');
}

export function createOneTimeCodeFormSchema(intl: IntlShape) {
  return z.object({
    code: z
      .string()
      .check(
        z.overwrite(normalizeCode),
        z.minLength(1, { error: intl.formatMessage(oneTimeCodeMessages.codeRequired) }),
        z.regex(/^\d{6}$/, { error: intl.formatMessage(oneTimeCodeMessages.codeFormat) }),
      ),
  });
}

export type OneTimeCodeFormValues = z.infer<ReturnType<typeof createOneTimeCodeFormSchema>>;
