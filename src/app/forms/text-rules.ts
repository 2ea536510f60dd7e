// Small text rules the forms share, mirroring the account service's (the rooms share only the
// contracts, so the server keeps its own copy in src/account-service/lib/normalize.ts).

/** Characters as people count them (code points), as the server does: an emoji is one, not two. */
export const codePoints = (value: string): number => Array.from(value).length;

/** Every dash an IME or a keyboard may produce (ー − ‐ – …), dropped from codes and phone numbers. */
export const dashCharacters = '\\-‐‑‒–—―ー−';
