// Text rules both sides apply to what people type. src/shared holds pure functions and constants that
// the SPA and the servers must agree on: no I/O, no framework, no import from any room.

/** Characters as people count them (code points): an emoji or a rare kanji is one, not two. */
export const codePoints = (value: string): number => Array.from(value).length;

/**
 * The dashes people type between groups of digits (codes, phone numbers): ASCII and Unicode hyphens and
 * dashes, the minus sign, and ー, which a Japanese IME gives for the hyphen key in kana mode.
 * A character-class body, so codes and phone numbers accept exactly the same ones.
 */
export const dashCharacters = '\\-‐‑‒–—―ー−';

/** Login IDs and e-mail addresses as they are compared: NFKC (full-width letters typed through an IME), trimmed, lower case. */
export function normalizeIdentifier(value: string): string {
  return value.normalize('NFKC').trim().toLowerCase();
}

/** What a login ID or e-mail field may hold at most, in code points (the REST contract's limit). */
export const identifierMaxLength = 254;
