import { describe, expect, it } from 'vitest';
import {
  checkPasswordPolicy,
  findPasswordProblem,
  isPasswordPolicyCode,
  loadCommonPasswords,
} from '../../src/app/components/password/password-policy';
import { normalizePassword } from '../../src/shared/password-policy';

const owner = { loginId: 'hanako', email: 'hanako.sato@example.jp' };

describe('password policy (mirrors the account service)', () => {
  it('counts length in code points after NFKC: 12 to 128', () => {
    expect(findPasswordProblem('a'.repeat(11), {}, null)).toBe('PASSWORD_TOO_SHORT');
    expect(findPasswordProblem('a'.repeat(12), {}, null)).toBeNull();
    expect(findPasswordProblem('a'.repeat(128), {}, null)).toBeNull();
    expect(findPasswordProblem('a'.repeat(129), {}, null)).toBe('PASSWORD_TOO_LONG');
    // An emoji is one character, not two UTF-16 units: 11 emoji are too short, 12 are enough.
    expect(findPasswordProblem('🌸'.repeat(11), {}, null)).toBe('PASSWORD_TOO_SHORT');
    expect(findPasswordProblem('🌸'.repeat(12), {}, null)).toBeNull();
    expect(findPasswordProblem('😀'.repeat(128), {}, null)).toBeNull();
    // NFKC: the ligature ﬃ becomes three letters, so four of them make 12.
    expect(normalizePassword('ﬃ')).toBe('ffi');
    expect(findPasswordProblem('ﬃ'.repeat(4), {}, null)).toBeNull();
  });

  it('rejects the login ID inside the password, ignoring case and full-width forms', () => {
    expect(findPasswordProblem('my-hanako-garden', owner, null)).toBe('PASSWORD_CONTAINS_LOGIN_ID');
    expect(findPasswordProblem('my-HANAKO-garden', owner, null)).toBe('PASSWORD_CONTAINS_LOGIN_ID');
    expect(findPasswordProblem('my-ｈａｎａｋｏ-garden', owner, null)).toBe('PASSWORD_CONTAINS_LOGIN_ID');
    expect(findPasswordProblem('my-garden-of-roses', owner, null)).toBeNull();
  });

  it('ignores a login ID shorter than 3 characters', () => {
    expect(findPasswordProblem('xy-plenty-long-enough', { loginId: 'xy' }, null)).toBeNull();
    expect(findPasswordProblem('xyz-plenty-long-enough', { loginId: 'xyz' }, null)).toBe('PASSWORD_CONTAINS_LOGIN_ID');
  });

  it('rejects the e-mail address and its local part (3 characters or more)', () => {
    const mail = { email: 'sato.h@example.jp' };
    expect(findPasswordProblem('pre-sato.h@example.jp', mail, null)).toBe('PASSWORD_CONTAINS_EMAIL');
    expect(findPasswordProblem('pre-SATO.H-and-more', mail, null)).toBe('PASSWORD_CONTAINS_EMAIL');
    expect(findPasswordProblem('ab-and-something-long', { email: 'ab@example.jp' }, null)).toBeNull();
    expect(findPasswordProblem('mentions-example.jp-only', mail, null)).toBeNull();
  });

  it('rejects passwords on the common list, case-insensitively, once the list is loaded', async () => {
    const common = await loadCommonPasswords();
    expect(common.size).toBeGreaterThan(10_000);
    expect(common.has('password')).toBe(true);
    const longCommon = [...common].find((entry) => Array.from(entry).length >= 12);
    expect(longCommon).toBeDefined();
    expect(findPasswordProblem(longCommon ?? '', {}, common)).toBe('PASSWORD_TOO_COMMON');
    expect(findPasswordProblem((longCommon ?? '').toUpperCase(), {}, common)).toBe('PASSWORD_TOO_COMMON');
    // Without the list the rule is skipped (the server still checks it).
    expect(findPasswordProblem(longCommon ?? '', {}, null)).toBeNull();
    expect(await checkPasswordPolicy(longCommon ?? '', {})).toBe('PASSWORD_TOO_COMMON');
    expect(await checkPasswordPolicy('ume-no-hana-ga-saku-2027', owner)).toBeNull();
  });

  it('checks length before content, so a short password hears about its length first', async () => {
    expect(await checkPasswordPolicy('hanako', owner)).toBe('PASSWORD_TOO_SHORT');
  });

  it('knows which server codes belong to the new password field', () => {
    expect(isPasswordPolicyCode('PASSWORD_TOO_COMMON')).toBe(true);
    expect(isPasswordPolicyCode('PASSWORD_CONTAINS_EMAIL')).toBe(true);
    expect(isPasswordPolicyCode('INVALID_CURRENT_PASSWORD')).toBe(false);
    expect(isPasswordPolicyCode('RESET_TOKEN_USED')).toBe(false);
  });
});
