/** Login IDs and e-mail addresses: NFKC (full-width letters typed through an IME) and case-insensitive. */
export function normalizeIdentifier(value: string): string {
  return value.normalize('NFKC').trim().toLowerCase();
}

/**
 * The dashes people type between groups of digits (codes, phone numbers): ASCII and Unicode hyphens and
 * dashes, the minus sign, and ー, which a Japanese IME gives for the hyphen key in kana mode.
 * A character class body, shared so codes and phone numbers accept exactly the same ones.
 */
export const dashCharacters = '\\-‐‑‒–—―ー−';

const codeSeparators = new RegExp(`[\\s${dashCharacters}]`, 'g');

/** Codes: NFKC (full-width digits), then spaces and hyphens removed. Returns null unless exactly 6 ASCII digits. */
export function normalizeCode(value: string): string | null {
  const code = value.normalize('NFKC').replace(codeSeparators, '');
  return /^[0-9]{6}$/.test(code) ? code : null;
}

/** 't***@example.com': enough for the user to recognise the address, not enough to harvest it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const first = Array.from(email.slice(0, at))[0] ?? '';
  return `${first}***${email.slice(at)}`;
}
