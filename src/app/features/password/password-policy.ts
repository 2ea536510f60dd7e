import type { ErrorCode } from '../../gql/graphql';
import { codePoints } from '../../forms/text-rules';
import { passwordMaxLength, passwordMinLength } from './password-limits';

/*
 * The account service's password policy, mirrored so the user hears about a problem while typing.
 * The server stays the guard; the rooms share only the contracts, so the rules are written in both.
 */
export { passwordMaxLength, passwordMinLength };

/** A login ID or e-mail local part shorter than this is too short to look for inside a password. */
const minIdentifierLength = 3;

export type PasswordPolicyCode = Extract<
  ErrorCode,
  | 'PASSWORD_TOO_SHORT'
  | 'PASSWORD_TOO_LONG'
  | 'PASSWORD_TOO_COMMON'
  | 'PASSWORD_CONTAINS_LOGIN_ID'
  | 'PASSWORD_CONTAINS_EMAIL'
>;

/** Whose password it is: the parts a password must not contain. Unknown parts are skipped. */
export interface PasswordOwner {
  loginId?: string | null | undefined;
  email?: string | null | undefined;
}

/** Full-width letters and digits typed through an IME count as their ASCII forms, as on the server. */
export function normalizePassword(password: string): string {
  return password.normalize('NFKC');
}

function fold(value: string): string {
  return value.normalize('NFKC').toLowerCase();
}

/** The owner's identifiers worth looking for, case-folded; each kind with its own code. */
function identifiers(owner: PasswordOwner): { code: PasswordPolicyCode; value: string }[] {
  const found: { code: PasswordPolicyCode; value: string }[] = [];
  const loginId = fold(owner.loginId?.trim() ?? '');
  if (codePoints(loginId) >= minIdentifierLength) found.push({ code: 'PASSWORD_CONTAINS_LOGIN_ID', value: loginId });
  const email = fold(owner.email?.trim() ?? '');
  if (codePoints(email) >= minIdentifierLength) {
    found.push({ code: 'PASSWORD_CONTAINS_EMAIL', value: email });
    const at = email.lastIndexOf('@');
    const localPart = at > 0 ? email.slice(0, at) : '';
    if (codePoints(localPart) >= minIdentifierLength) found.push({ code: 'PASSWORD_CONTAINS_EMAIL', value: localPart });
  }
  return found;
}

/**
 * The first rule the password breaks, or null. `commonPasswords` is the common list (lower case);
 * null skips that rule (the list could not be loaded, and the server checks it anyway).
 */
export function findPasswordProblem(
  password: string,
  owner: PasswordOwner,
  commonPasswords: ReadonlySet<string> | null,
): PasswordPolicyCode | null {
  const normalized = normalizePassword(password);
  const length = codePoints(normalized);
  if (length < passwordMinLength) return 'PASSWORD_TOO_SHORT';
  if (length > passwordMaxLength) return 'PASSWORD_TOO_LONG';
  const folded = normalized.toLowerCase();
  for (const { code, value } of identifiers(owner)) {
    if (folded.includes(value)) return code;
  }
  if (commonPasswords?.has(folded)) return 'PASSWORD_TOO_COMMON';
  return null;
}

let commonPasswordsPromise: Promise<ReadonlySet<string>> | null = null;

/**
 * The common-password list (zxcvbn-ts's passwords-common, about 50,000 entries). Imported on demand
 * so only the pages that set a password download it, never /login.
 */
export function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswordsPromise ??= import('./zxcvbn-data')
    .then(({ commonPasswordList }) => new Set(commonPasswordList.map((entry) => fold(entry))))
    .catch((error: unknown) => {
      commonPasswordsPromise = null;
      throw error;
    });
  return commonPasswordsPromise;
}

/** The whole policy, common list included when it can be loaded. */
export async function checkPasswordPolicy(password: string, owner: PasswordOwner): Promise<PasswordPolicyCode | null> {
  const quick = findPasswordProblem(password, owner, null);
  if (quick) return quick;
  const common = await loadCommonPasswords().catch(() => null);
  return findPasswordProblem(password, owner, common);
}

const policyCodes: ReadonlySet<string> = new Set<PasswordPolicyCode>([
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'PASSWORD_TOO_COMMON',
  'PASSWORD_CONTAINS_LOGIN_ID',
  'PASSWORD_CONTAINS_EMAIL',
]);

/** Whether a server error code is about the new password (shown at that field). */
export function isPasswordPolicyCode(code: ErrorCode): code is PasswordPolicyCode {
  return policyCodes.has(code);
}
