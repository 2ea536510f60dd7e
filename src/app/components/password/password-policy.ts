import {
  checkPasswordPolicy as findPasswordProblem,
  normalizePassword,
  type PasswordOwner,
  type PasswordPolicyCode,
} from '../../../shared/password-policy';

// The account service's password policy (src/shared/password-policy.ts), so the user hears about a
// problem while typing; the server stays the guard. The common list is loaded on demand.
export { isPasswordPolicyCode, passwordMaxLength, passwordMinLength, type PasswordOwner, type PasswordPolicyCode } from '../../../shared/password-policy';
/** The rules with the list given (null: without it, for instant feedback); null when none is broken. */
export { findPasswordProblem };

const fold = (value: string): string => normalizePassword(value).toLowerCase();

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
