// The password policy of src/shared, with the bundled common-password list, and its wording for
// operators (the CLI).
import { dictionary } from '@zxcvbn-ts/language-common';
import {
  checkPasswordPolicy as checkSharedPolicy,
  passwordMaxLength,
  passwordMinLength,
  type PasswordOwner,
  type PasswordPolicyCode,
} from '../../shared/password-policy.js';

export { passwordMaxLength, passwordMinLength, type PasswordOwner, type PasswordPolicyCode };

// Loaded once, lower-cased, as a Set: ~49,000 entries, looked up in O(1) on every check.
let commonPasswords: Set<string> | null = null;
function commonList(): Set<string> {
  commonPasswords ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return commonPasswords;
}

/** The first rule the password breaks, or null when it may be set (src/shared/password-policy.ts, with the common list). */
export function checkPasswordPolicy(password: string, owner: PasswordOwner): PasswordPolicyCode | null {
  return checkSharedPolicy(password, owner, commonList());
}

/** Operator-facing explanations (the CLI); the REST API answers the code and the UI words it. */
export const passwordPolicyMessages: Record<PasswordPolicyCode, { ja: string; en: string }> = {
  PASSWORD_TOO_SHORT: { ja: `パスワードは${passwordMinLength}文字以上にしてください`, en: `A password must be at least ${passwordMinLength} characters long` },
  PASSWORD_TOO_LONG: { ja: `パスワードは${passwordMaxLength}文字以下にしてください`, en: `A password must be at most ${passwordMaxLength} characters long` },
  PASSWORD_TOO_COMMON: { ja: 'よく使われているパスワードは使えません。別のパスワードにしてください', en: 'This password is too common; choose another one' },
  PASSWORD_CONTAINS_LOGIN_ID: { ja: 'パスワードにログインIDを含めないでください', en: 'A password must not contain the login ID' },
  PASSWORD_CONTAINS_EMAIL: { ja: 'パスワードにメールアドレスを含めないでください', en: 'A password must not contain the e-mail address' },
};
