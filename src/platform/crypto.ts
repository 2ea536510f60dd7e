import { hash, timingSafeEqual } from 'node:crypto';

const digest = (value: string): Buffer => hash('sha256', value, 'buffer');

/** Compares two secrets without leaking their length or common prefix through timing. */
export function constantTimeEquals(a: string, b: string): boolean {
  return timingSafeEqual(digest(a), digest(b));
}

/** The same comparison against one secret known in advance (a service token), whose digest is made once. */
export function constantTimeEqualsTo(secret: string): (candidate: string) => boolean {
  const expected = digest(secret);
  return (candidate) => timingSafeEqual(digest(candidate), expected);
}

/**
 * An AES-256 key as an operator writes it (TOTP_ENCRYPTION_KEY): 64 hex characters, or 32 bytes in
 * base64 / base64url (`openssl rand -base64 32`); null for anything else.
 */
export function parseEncryptionKey(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
    const bytes = Buffer.from(value.replace(/\+/g, '-').replace(/\//g, '_').replace(/=$/, ''), 'base64url');
    return bytes.length === 32 ? bytes : null;
  }
  return null;
}
