/** Login IDs and e-mail addresses: NFKC (full-width letters typed through an IME) and case-insensitive. */
export function normalizeIdentifier(value: string): string {
  return value.normalize('NFKC').trim().toLowerCase();
}

/** Codes: NFKC (full-width digits), then spaces and hyphens removed. Returns null unless exactly 6 ASCII digits. */
export function normalizeCode(value: string): string | null {
  const code = value.normalize('NFKC').replace(/[\s\-‐‑‒–—―ー−]/g, '');
  return /^[0-9]{6}$/.test(code) ? code : null;
}

/** 't***@example.com': enough for the user to recognise the address, not enough to harvest it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const first = Array.from(email.slice(0, at))[0] ?? '';
  return `${first}***${email.slice(at)}`;
}
