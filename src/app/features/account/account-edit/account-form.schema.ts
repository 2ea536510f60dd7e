import type { IntlShape } from 'react-intl';
import * as z from 'zod/mini';
import { formatUserError } from '../../../errors/error-messages';
import type { Locale } from '../../../gql/graphql';
import { codePoints, dashCharacters } from '../../../forms/text-rules';
import { accountEditMessages } from './messages';

// The account service's rules (schema/account-api.yaml), mirrored for quick answers; the server is
// the guard and stores the normalised form.
export const nameMaxLength = 100;

/** NFKC (half-width katakana and full-width spaces become their usual form), then trimmed. */
export function normalizeName(value: string): string {
  return value.normalize('NFKC').trim();
}

/** Full-width katakana (with the iteration marks ヽヾ), the long-vowel mark ー, the middle dot ・ and spaces. */
const katakanaPattern = /^[\u30A1-\u30FA\u30FB\u30FC\u30FD\u30FE ]+$/;

export function isKatakanaName(value: string): boolean {
  return katakanaPattern.test(normalizeName(value));
}

/**
 * A Japanese phone number as digits only: NFKC, hyphens and spaces dropped, +81 becomes 0.
 * Null when it is not one (0 and 9 or 10 more digits).
 */
const phoneSeparators = new RegExp(`[\\s${dashCharacters}().]`, 'g');

export function normalizePhone(value: string): string | null {
  let digits = value.normalize('NFKC').replace(phoneSeparators, '');
  if (digits.startsWith('+81')) digits = `0${digits.slice(3).replace(/^0/, '')}`;
  return /^0\d{9,10}$/.test(digits) ? digits : null;
}

/**
 * `kanaRequired` is false for an account that has no フリガナ yet (an operator may create one without):
 * such an account can still save its phone or language without inventing one.
 */
export function createAccountFormSchema(intl: IntlShape, { kanaRequired = true }: { kanaRequired?: boolean } = {}) {
  const codeMessage = (code: 'NAME_INVALID' | 'NAME_KANA_INVALID' | 'PHONE_INVALID') => formatUserError(intl, { code });
  return z.object({
    name: z
      .string()
      .check(
        z.refine((value) => normalizeName(value).length > 0, {
          error: intl.formatMessage(accountEditMessages.nameRequired),
        }),
        z.refine((value) => codePoints(normalizeName(value)) <= nameMaxLength, { error: codeMessage('NAME_INVALID') }),
      ),
    nameKana: z.string().check(
      z.refine((value) => !kanaRequired || normalizeName(value).length > 0, {
        error: intl.formatMessage(accountEditMessages.nameKanaRequired),
      }),
      z.refine((value) => codePoints(normalizeName(value)) <= nameMaxLength, {
        error: intl.formatMessage(accountEditMessages.nameKanaTooLong, { max: nameMaxLength }),
      }),
      z.refine((value) => normalizeName(value).length === 0 || isKatakanaName(value), {
        error: codeMessage('NAME_KANA_INVALID'),
      }),
    ),
    // Optional: an empty field removes the number.
    phone: z.string().check(
      z.refine((value) => value.trim() === '' || normalizePhone(value) !== null, { error: codeMessage('PHONE_INVALID') }),
    ),
    locale: z.enum(['JA', 'EN'] satisfies Locale[]),
  });
}

export type AccountFormValues = z.infer<ReturnType<typeof createAccountFormSchema>>;
