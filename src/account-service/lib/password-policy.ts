// The one password policy (PRODUCT.md "Passwords"), applied wherever a password is set: reset,
// invitation, signed-in change and the operators' CLI. Length and content rules only; no composition
// rules (NIST SP 800-63B): they push users to predictable patterns and add nothing against the list.
import { dictionary } from '@zxcvbn-ts/language-common';
import { normalizeIdentifier } from './normalize.js';

export const passwordMinLength = 12;
export const passwordMaxLength = 128;

export type PasswordPolicyCode =
  | 'PASSWORD_TOO_SHORT'
  | 'PASSWORD_TOO_LONG'
  | 'PASSWORD_TOO_COMMON'
  | 'PASSWORD_CONTAINS_LOGIN_ID'
  | 'PASSWORD_CONTAINS_EMAIL';

/** Whose password it is: the policy refuses passwords that contain these. */
export interface PasswordOwner {
  loginId: string;
  email: string;
}

// Loaded once, lower-cased, as a Set: ~49,000 entries, looked up in O(1) on every check.
let commonPasswords: Set<string> | null = null;
function commonList(): Set<string> {
  commonPasswords ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return commonPasswords;
}

/** Parts shorter than this would refuse too much (every password containing "ab"). */
const minPartLength = 3;

function contains(haystack: string, part: string): boolean {
  return part.length >= minPartLength && haystack.includes(part);
}

/** The first rule the password breaks, or null when it may be set. The password is judged after NFKC, as it is hashed. */
export function checkPasswordPolicy(password: string, owner: PasswordOwner): PasswordPolicyCode | null {
  const normalized = password.normalize('NFKC');
  // Code points, not UTF-16 units: an emoji or a rare kanji is one character to the user. Never truncated.
  const length = Array.from(normalized).length;
  if (length < passwordMinLength) return 'PASSWORD_TOO_SHORT';
  if (length > passwordMaxLength) return 'PASSWORD_TOO_LONG';
  const lower = normalized.toLowerCase();
  if (contains(lower, normalizeIdentifier(owner.loginId))) return 'PASSWORD_CONTAINS_LOGIN_ID';
  const email = normalizeIdentifier(owner.email);
  const at = email.lastIndexOf('@');
  if (contains(lower, email) || (at > 0 && contains(lower, email.slice(0, at)))) return 'PASSWORD_CONTAINS_EMAIL';
  if (commonList().has(lower)) return 'PASSWORD_TOO_COMMON';
  return null;
}

/** Operator-facing explanations (the CLI); the REST API answers the code and the UI words it. */
export const passwordPolicyMessages: Record<PasswordPolicyCode, { ja: string; en: string }> = {
  PASSWORD_TOO_SHORT: { ja: `パスワードは${passwordMinLength}文字以上にしてください`, en: `A password must be at least ${passwordMinLength} characters long` },
  PASSWORD_TOO_LONG: { ja: `パスワードは${passwordMaxLength}文字以下にしてください`, en: `A password must be at most ${passwordMaxLength} characters long` },
  PASSWORD_TOO_COMMON: { ja: 'よく使われているパスワードは使えません。別のパスワードにしてください', en: 'This password is too common; choose another one' },
  PASSWORD_CONTAINS_LOGIN_ID: { ja: 'パスワードにログインIDを含めないでください', en: 'A password must not contain the login ID' },
  PASSWORD_CONTAINS_EMAIL: { ja: 'パスワードにメールアドレスを含めないでください', en: 'A password must not contain the e-mail address' },
};
