// RFC 6238 time-based one-time codes (RFC 4226 HOTP over a 30-second counter), HMAC-SHA1, 6 digits:
// what every authenticator app computes from the secret in its QR code. Written here on node:crypto
// rather than taken from a library: it is twenty lines, and the secret never leaves this process.
import { createHmac } from 'node:crypto';

export const totpDigits = 6;
export const totpPeriodSeconds = 30;
/** One step either side: a phone whose clock is off by up to 30 s, or a code typed as it turned. */
export const totpWindow = 1;
/** 160 bits, the size RFC 4226 recommends for HMAC-SHA1 (and what the apps expect). */
export const totpSecretBytes = 20;

/** The time step a moment falls in. */
export function timeStepAt(now: Date): number {
  return Math.floor(now.getTime() / 1000 / totpPeriodSeconds);
}

/** RFC 4226 section 5.3: the HOTP value of one counter. */
export function hotp(secret: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', secret).update(message).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const binary = (digest.readUInt32BE(offset) & 0x7fffffff) % 10 ** totpDigits;
  return binary.toString().padStart(totpDigits, '0');
}

export function totpAt(secret: Buffer, now: Date): string {
  return hotp(secret, timeStepAt(now));
}

/**
 * The time step whose code this is, within one step either side of now (the newest first when two
 * match), or null. Every candidate is computed and compared, so the answer's timing does not say
 * which step matched. Whether the step was used already is the caller's (the stored last step).
 */
export function matchingStep(secret: Buffer, code: string, now: Date): number | null {
  const current = timeStepAt(now);
  let found: number | null = null;
  for (let step = current - totpWindow; step <= current + totpWindow; step += 1) {
    const expected = hotp(secret, step);
    let diff = expected.length ^ code.length;
    for (let i = 0; i < expected.length; i += 1) diff |= expected.charCodeAt(i) ^ (code.charCodeAt(i) || 0);
    if (diff === 0) found = step;
  }
  return found;
}

const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding: how authenticator apps take a secret. */
export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += base32Alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += base32Alphabet[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = base32Alphabet.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The otpauth:// URI the QR code holds (the de-facto Key Uri Format of Google Authenticator). */
export function otpauthUri(secretBase32: string, issuer: string, accountName: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(accountName)}`;
  const query = new URLSearchParams({ secret: secretBase32, issuer, algorithm: 'SHA1', digits: String(totpDigits), period: String(totpPeriodSeconds) });
  return `otpauth://totp/${label}?${query.toString()}`;
}
