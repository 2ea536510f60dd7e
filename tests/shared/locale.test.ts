// How a first visit's language is chosen (src/shared/locale.ts): the gateway's prerendered pages and
// the SPA follow the same rule, or a page would change language as it comes alive.
import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage, negotiateLocale } from '../../src/shared/locale';

describe('the language of a first visit', () => {
  it.each([
    ['ja-JP,ja;q=0.9,en-US;q=0.8,en;q=0.7', 'ja'],
    ['en-US,en;q=0.9', 'en'],
    ['en-GB', 'en'],
    ['fr-FR,fr;q=0.9,en;q=0.8,ja;q=0.7', 'en'],
    ['fr-FR, ja;q=0.5, en;q=0.4', 'ja'],
    ['en;q=0.2, ja;q=0.8', 'ja'],
    ['JA', 'ja'],
    ['en;q=0, ja', 'ja'],
    ['de, *;q=0.1', 'ja'],
    ['de-DE', null],
    ['', null],
    [';;;,,q=1', null],
  ])('reads %j as %j', (header, expected) => {
    expect(localeFromAcceptLanguage(header)).toBe(expected);
  });

  it('prefers the choice remembered in this browser, then Accept-Language, then Japanese', () => {
    expect(negotiateLocale('en', 'ja-JP')).toBe('en');
    expect(negotiateLocale('ja', 'en-US')).toBe('ja');
    expect(negotiateLocale(undefined, 'en-US')).toBe('en');
    expect(negotiateLocale('xx', 'en-US')).toBe('en');
    expect(negotiateLocale(undefined, undefined)).toBe('ja');
    expect(negotiateLocale(undefined, 'ko-KR')).toBe('ja');
  });
});
