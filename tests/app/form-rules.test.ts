// The forms' instant checks follow the server's rules, so the browser never refuses what the
// server would take.
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { createLoginFormSchema } from '../../src/app/features/login/login-form.schema';
import { createOneTimeCodeFormSchema } from '../../src/app/forms/one-time-code-form.schema';
import { normalizePhone } from '../../src/shared/account-fields';
import { normalizeCode } from '../../src/shared/code';
import { profileFields, type ProfileFieldName } from '../../src/shared/profile-fields';

const intl = createIntl({ locale: 'ja', defaultLocale: 'ja', messages: {} });

describe('one-time code input', () => {
  it.each([
    ['１２３４５６', '123456'],
    ['123 456', '123456'],
    ['123-456', '123456'],
    ['１２３ー４５６', '123456'],
    ['123−456', '123456'],
    ['１２３　４５６', '123456'],
  ])('accepts %s as %s, like the server', (typed, sent) => {
    expect(normalizeCode(typed)).toBe(sent);
    expect(createOneTimeCodeFormSchema(intl).safeParse({ code: typed }).success).toBe(true);
  });

  it('refuses what is not 6 digits', () => {
    for (const typed of ['12345', '1234567', 'abcdef', '１２３４５']) {
      expect(createOneTimeCodeFormSchema(intl).safeParse({ code: typed }).success, typed).toBe(false);
    }
  });
});

describe('login input', () => {
  const schema = createLoginFormSchema(intl);
  it('counts characters as code points: 1024 emoji are fine, 1025 are not', () => {
    expect(schema.safeParse({ loginId: 'taro', password: '😀'.repeat(1024) }).success).toBe(true);
    expect(schema.safeParse({ loginId: 'taro', password: '😀'.repeat(1025) }).success).toBe(false);
  });

  it('accepts passwords outside the 12-128 policy (it applies when a password is set, not at sign-in)', () => {
    expect(schema.safeParse({ loginId: 'taro', password: 'short' }).success).toBe(true);
    expect(schema.safeParse({ loginId: 'taro', password: 'x'.repeat(500) }).success).toBe(true);
  });
});

/** Every profile field empty (src/shared/profile-fields.ts), for tests that set only some. */
const unset = Object.fromEntries(profileFields.map((field) => [field.name, ''])) as Record<ProfileFieldName, string>;

describe('account details, the same rules as the server', () => {
  it('accepts the spellings the server accepts', async () => {
    const { createAccountFormSchema } = await import('../../src/app/features/account/account-edit/account-form.schema');
    const base = { ...unset, name: '佐々木 花子', nameKana: 'サヽキ ハナコ', phone: '', locale: 'JA' as const };
    const schema = createAccountFormSchema(intl, base);
    expect(schema.safeParse(base).success).toBe(true);
    for (const phone of ['+81 (0)3-1234-5678', '+81 03 1234 5678', '03.1234.5678', '０９０－１２３４－５６７８']) {
      expect(normalizePhone(phone), phone).toMatch(/^0\d{9,10}$/);
      expect(schema.safeParse({ ...base, phone }).success, phone).toBe(true);
    }
  });

  it('lets an account without フリガナ save other details, and requires it once it has one', async () => {
    const { createAccountFormSchema } = await import('../../src/app/features/account/account-edit/account-form.schema');
    const values = { ...unset, name: '山田 太郎', nameKana: '', phone: '090-1234-5678', locale: 'EN' as const };
    expect(createAccountFormSchema(intl, values).safeParse(values).success).toBe(true);
    expect(createAccountFormSchema(intl, { ...values, nameKana: 'ヤマダ タロウ' }).safeParse(values).success).toBe(false);
  });
});
