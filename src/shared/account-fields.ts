// The one set of rules for an account's own fields (login ID, name, フリガナ, phone, e-mail address):
// the account service stores what they return (signed-in edit, e-mail change, the operators' CLI), and
// the SPA checks the same rules as the user types. Each function returns the form to store, or null
// when the value breaks the rule.
import { codePoints as lengthOf, dashCharacters, normalizeIdentifier } from './text';

export const nameMaxLength = 100;

/** A login ID: NFKC and lower case, 3-64 of a-z 0-9 . _ -, starting with a letter or digit, never an @. */
export function normalizeLoginId(value: string): string | null {
  const id = normalizeIdentifier(value);
  return /^[a-z0-9][a-z0-9._-]{2,63}$/.test(id) ? id : null;
}

// C0/C1 controls (tabs and line breaks included: a name is one line in mails and lists), and the
// bidirectional overrides and isolates, which can make a name display as something else.
const forbiddenInName = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/** 氏名: NFKC, trimmed, 1-100 characters, no control characters. */
export function normalizeName(value: string): string | null {
  const name = value.normalize('NFKC').trim();
  if (forbiddenInName.test(name)) return null;
  const length = lengthOf(name);
  return length >= 1 && length <= nameMaxLength ? name : null;
}

/**
 * フリガナ: NFKC (half-width katakana, ｶﾞ included, becomes full-width; the ideographic space becomes a
 * plain one), trimmed, runs of spaces collapsed to one. Then only full-width katakana (with the
 * iteration marks ヽヾ), ー, ・ and single spaces; 1-100 characters. Hiragana is refused, not converted:
 * the rule says what the field holds, and the UI asks for katakana.
 */
export function normalizeNameKana(value: string): string | null {
  const kana = value.normalize('NFKC').trim().replace(/ {2,}/g, ' ');
  if (!/^[\u30A1-\u30FA\u30FB\u30FC\u30FD\u30FE ]+$/.test(kana)) return null;
  return lengthOf(kana) <= nameMaxLength ? kana : null;
}

const phoneSeparators = new RegExp(`[\\s${dashCharacters}().]`, 'g');

/**
 * A Japanese phone number, stored as digits only: NFKC (full-width digits, hyphens, parentheses), then
 * spaces, dashes, parentheses and dots dropped, and the country code +81 turned into the trunk 0. What
 * remains must be 0 and 9 or 10 more digits (landlines, mobiles, 0120 and 050 numbers).
 * Returns undefined for "no phone" (null, or nothing but spaces): the caller removes the number.
 */
export function normalizePhone(value: string | null): string | null | undefined {
  if (value === null) return undefined;
  let digits = value.normalize('NFKC').replace(phoneSeparators, '');
  if (digits === '') return undefined;
  // +81 replaces the trunk 0; people often write it anyway ("+81 (0)3-…", "+81 03 …"): drop it then.
  if (digits.startsWith('+81')) digits = `0${digits.slice(3).replace(/^0/, '')}`;
  return /^0[0-9]{9,10}$/.test(digits) ? digits : null;
}

export const emailMaxLength = 254;

// A deliberately plain address shape: a dot-atom local part (no quoted strings, no leading, trailing or
// double dots) and a domain of LDH labels with an alphabetic top-level label. It refuses what mail
// servers would refuse or garble, rather than trying to follow every corner of RFC 5322.
const localPart = "[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*";
const label = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const emailPattern = new RegExp(`^${localPart}@(?:${label}\\.)+[a-z]{2,63}$`);

/** An e-mail address as it is compared and looked up: NFKC, trimmed, lower-case, a plain shape, at most 254 characters. */
export function normalizeEmailAddress(value: string): string | null {
  const email = normalizeIdentifier(value);
  if (email.length > emailMaxLength) return null;
  const at = email.lastIndexOf('@');
  if (at > 64) return null;
  return emailPattern.test(email) ? email : null;
}

/** The address as it is shown and mailed to: NFKC and trimmed, with the user's capitals kept. */
export function displayEmailAddress(value: string): string {
  return value.normalize('NFKC').trim();
}

/** 't***@example.com': enough for the user to recognise the address, not enough to harvest it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const first = Array.from(email.slice(0, at))[0] ?? '';
  return `${first}***${email.slice(at)}`;
}
