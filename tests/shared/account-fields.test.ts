// The field rules themselves (src/shared/account-fields.ts), without a database: the service tests check that
// every way in applies them.
import { describe, expect, it } from 'vitest';
import { normalizeEmailAddress, normalizeName, normalizeNameKana, normalizePhone } from '../../src/shared/account-fields';

describe('account field rules', () => {
  it.each([
    ['  山田　太郎 ', '山田 太郎'],
    ['Ｙａｍａｄａ', 'Yamada'],
    ['😀'.repeat(100), '😀'.repeat(100)],
  ])('accepts the name %j as %j', (input, expected) => {
    expect(normalizeName(input)).toBe(expected);
  });

  it.each(['', '   ', 'a'.repeat(101), '山田\n太郎', '山田\t太郎', 'abc\u0000', 'evil\u202Egnp.exe', '\u0085x'])('refuses the name %j', (input) => {
    expect(normalizeName(input)).toBeNull();
  });

  it.each([
    ['ﾔﾏﾀﾞ ﾀﾛｳ', 'ヤマダ タロウ'],
    ['ヤマダ　　タロウ', 'ヤマダ タロウ'],
    ['  ジョン・スミス ', 'ジョン・スミス'],
    ['ｺｰﾋｰ', 'コーヒー'],
    ['ヴァイオリン', 'ヴァイオリン'],
  ])('accepts the kana name %j as %j', (input, expected) => {
    expect(normalizeNameKana(input)).toBe(expected);
  });

  it.each(['', '　', 'やまだ', 'ヤマダ太郎', 'Yamada', 'ヤマダ-タロウ', 'ヤマダ\tタロウ', 'ア'.repeat(101)])('refuses the kana name %j', (input) => {
    expect(normalizeNameKana(input)).toBeNull();
  });

  it.each([
    ['090-1234-5678', '09012345678'],
    ['０９０－１２３４－５６７８', '09012345678'],
    ['+81 90 1234 5678', '09012345678'],
    ['+81-3-1234-5678', '0312345678'],
    ['+81 (0)3-1234-5678', '0312345678'],
    ['+81 03 1234 5678', '0312345678'],
    ['+81 090 1234 5678', '09012345678'],
    ['03.1234.5678', '0312345678'],
    ['(03) 1234.5678', '0312345678'],
    ['０３ー１２３４ー５６７８', '0312345678'],
    ['0120‐123‐456', '0120123456'],
  ])('accepts the phone number %j as %j', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each([null, '', '  ', '－'])('treats %j as no phone number', (input) => {
    expect(normalizePhone(input)).toBeUndefined();
  });

  it.each(['12345', '090-1234-56789', '9012345678', '+1 415 555 0100', '090-1234-567a', '０９０１２３４５６', '+8190123456789'])('refuses the phone number %j', (input) => {
    expect(normalizePhone(input)).toBeNull();
  });

  it.each([
    [' Hanako.Sato@Example.JP ', 'hanako.sato@example.jp'],
    ['ｈａｎａｋｏ＠ｅｘａｍｐｌｅ．ｃｏｍ', 'hanako@example.com'],
    ['a+tag@mail.example.co.jp', 'a+tag@mail.example.co.jp'],
  ])('accepts the address %j as %j', (input, expected) => {
    expect(normalizeEmailAddress(input)).toBe(expected);
  });

  it.each([
    'not-an-address',
    'a@b',
    'a@@example.com',
    '.a@example.com',
    'a..b@example.com',
    'a b@example.com',
    'a@-example.com',
    'a@example.c',
    'a@example.com.',
    '"quoted"@example.com',
    `${'a'.repeat(65)}@example.com`,
    `a@${'b'.repeat(250)}.com`,
  ])('refuses the address %j', (input) => {
    expect(normalizeEmailAddress(input)).toBeNull();
  });
});
