import { describe, expect, it } from 'vitest';
import { checkPasswordPolicy } from '../../src/account-service/lib/password-policy';
import { hashPassword, verifyPassword } from '../../src/account-service/lib/password';

const owner = { loginId: 'taro', email: 'Taro.Yamada@example.com' };

describe('password policy', () => {
  it.each([
    ['11 characters', 'abcdefghijk', 'PASSWORD_TOO_SHORT'],
    ['11 code points that are 22 UTF-16 units', '😀'.repeat(11), 'PASSWORD_TOO_SHORT'],
    ['129 characters (never truncated)', 'x'.repeat(129), 'PASSWORD_TOO_LONG'],
    ['the login ID inside', 'my-TARO-password-2026', 'PASSWORD_CONTAINS_LOGIN_ID'],
    ['the full-width login ID inside (NFKC)', 'my-ＴＡＲＯ-password-2026', 'PASSWORD_CONTAINS_LOGIN_ID'],
    ['an e-mail address that holds the login ID (the login ID rule comes first)', 'xx taro.yamada@example.com', 'PASSWORD_CONTAINS_LOGIN_ID'],
    ['a common password', 'qwerty123456', 'PASSWORD_TOO_COMMON'],
    ['a common password in capitals', 'QWERTY123456', 'PASSWORD_TOO_COMMON'],
    ['a common password in full width', 'ｑｗｅｒｔｙ１２３４５６', 'PASSWORD_TOO_COMMON'],
  ])('refuses %s', (_label, password, code) => {
    expect(checkPasswordPolicy(password, owner)).toBe(code);
  });

  it('refuses the e-mail address and its local part', () => {
    const other = { loginId: 'hanako', email: 'sakura.mochi@example.jp' };
    expect(checkPasswordPolicy('my sakura.mochi@example.jp!', other)).toBe('PASSWORD_CONTAINS_EMAIL');
    expect(checkPasswordPolicy('SAKURA.MOCHI is tasty', other)).toBe('PASSWORD_CONTAINS_EMAIL');
  });

  it('ignores owner parts shorter than 3 characters', () => {
    expect(checkPasswordPolicy('ab ab ab ab ab ab', { loginId: 'abc', email: 'ab@example.jp' })).toBeNull();
  });

  it.each([
    ['12 characters', 'tulip garden'],
    ['128 characters', 'y'.repeat(128)],
    ['Japanese', 'パスワードは十二文字ですよ'],
    ['emoji', '🌸🌸🌸🌸🌸🌸🌸🌸🌸🌸🌸🌸'],
    ['no digits, symbols or capitals (no composition rules)', 'a quiet walk by the river'],
  ])('accepts %s', (_label, password) => {
    expect(checkPasswordPolicy(password, owner)).toBeNull();
  });

  it('hashes and verifies after NFKC: a full-width password matches its half-width form', async () => {
    const hash = await hashPassword('Ｓｅｃｕｒｅ　ｐａｓｓ２０２６');
    expect(await verifyPassword(hash, 'Secure pass2026')).toBe(true);
    expect(await verifyPassword(hash, 'Secure pass2027')).toBe(false);
  });
});
