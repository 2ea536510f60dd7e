// What the admin console's account search matches. The account service's index (its search terms)
// serves exactly this rule, and rechecks every candidate with it; mock mode searches with it too.

/** Hiragana → katakana: ひらがな and カタカナ readings find each other. */
function toKatakana(value: string): string {
  return value.replace(/[\u3041-\u3096\u309D\u309E]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));
}

/**
 * The form a search and what it is compared with take: NFKC (full-width letters and half-width kana
 * become ordinary ones), lower case, hiragana as katakana, and no white space (「山田 太郎」 and
 * 「山田太郎」 are the same name) or control characters (no name holds one; PostgreSQL refuses NUL).
 */
export function searchKey(value: string): string {
  return toKatakana(value.normalize('NFKC').toLowerCase()).replace(/[\s\p{Cc}]+/gu, '');
}

/** The most a search may hold, in characters, before it is cut (the REST contract takes 200 raw). */
export const searchMaxLength = 100;

export interface SearchableAccount {
  loginId: string;
  email: string;
  accountCode: string;
  name: string;
  nameKana: string;
}

/**
 * Whether an account matches a search key: a prefix of its login ID, e-mail address or account code,
 * or a part of its name or reading (フリガナ). An empty key matches everyone.
 */
export function matchesAccountSearch(key: string, account: SearchableAccount): boolean {
  if (key === '') return true;
  return (
    searchKey(account.loginId).startsWith(key) ||
    searchKey(account.email).startsWith(key) ||
    searchKey(account.accountCode).startsWith(key) ||
    searchKey(account.name).includes(key) ||
    searchKey(account.nameKana).includes(key)
  );
}
