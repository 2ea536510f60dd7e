// The one password policy (PRODUCT.md "Passwords"): the account service applies it wherever a password
// is set (reset, invitation, signed-in change, the operators' CLI) and is the guard; the SPA applies
// the same rules while the user types. Length and content rules only; no composition rules (NIST SP
// 800-63B): they push users to predictable patterns and add nothing against the list.
import { codePoints, normalizeIdentifier } from './text';

export const passwordMinLength = 12;
export const passwordMaxLength = 128;

export const passwordPolicyCodes = [
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'PASSWORD_TOO_COMMON',
  'PASSWORD_CONTAINS_LOGIN_ID',
  'PASSWORD_CONTAINS_EMAIL',
] as const;
export type PasswordPolicyCode = (typeof passwordPolicyCodes)[number];

const policyCodes: ReadonlySet<string> = new Set(passwordPolicyCodes);

/** Whether an error code is about the new password (shown at that field). */
export function isPasswordPolicyCode(code: string): code is PasswordPolicyCode {
  return policyCodes.has(code);
}

/** Whose password it is: the parts a password must not contain. Unknown parts are skipped. */
export interface PasswordOwner {
  loginId?: string | null | undefined;
  email?: string | null | undefined;
}

/** Full-width letters and digits typed through an IME count as their ASCII forms; hashed and checked so. */
export function normalizePassword(password: string): string {
  return password.normalize('NFKC');
}

/** A login ID or e-mail local part shorter than this would refuse too much (every password containing "ab"). */
const minPartLength = 3;

/** The owner's identifiers worth looking for, case-folded, each with its own code, in the order they are checked. */
function ownerParts(owner: PasswordOwner): Array<{ code: PasswordPolicyCode; value: string }> {
  const parts: Array<{ code: PasswordPolicyCode; value: string }> = [];
  const loginId = normalizeIdentifier(owner.loginId ?? '');
  if (codePoints(loginId) >= minPartLength) parts.push({ code: 'PASSWORD_CONTAINS_LOGIN_ID', value: loginId });
  const email = normalizeIdentifier(owner.email ?? '');
  if (codePoints(email) >= minPartLength) {
    parts.push({ code: 'PASSWORD_CONTAINS_EMAIL', value: email });
    const at = email.lastIndexOf('@');
    const localPart = at > 0 ? email.slice(0, at) : '';
    if (codePoints(localPart) >= minPartLength) parts.push({ code: 'PASSWORD_CONTAINS_EMAIL', value: localPart });
  }
  return parts;
}

/**
 * The first rule the password breaks, or null when it may be set. It is judged after NFKC, as it is
 * hashed, and counted in code points, never truncated. `commonPasswords` is the common list in lower
 * case; null skips that rule (the SPA before its list has loaded: the server checks it anyway).
 */
export function checkPasswordPolicy(password: string, owner: PasswordOwner, commonPasswords: ReadonlySet<string> | null): PasswordPolicyCode | null {
  const normalized = normalizePassword(password);
  const length = codePoints(normalized);
  if (length < passwordMinLength) return 'PASSWORD_TOO_SHORT';
  if (length > passwordMaxLength) return 'PASSWORD_TOO_LONG';
  const folded = normalized.toLowerCase();
  for (const { code, value } of ownerParts(owner)) {
    if (folded.includes(value)) return code;
  }
  if (commonPasswords?.has(folded)) return 'PASSWORD_TOO_COMMON';
  return null;
}
