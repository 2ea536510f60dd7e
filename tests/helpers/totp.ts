// What an authenticator app does with the secret it was shown: the test's own RFC 6238 (HMAC-SHA1,
// 6 digits, 30 s), written apart from the portal's (src/account-service/authenticator/totp.ts) so that
// a mistake in one is not repeated in the other. Checked against RFC 6238's test vectors.
import { createHmac } from 'node:crypto';

function fromBase32(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...text.replace(/[\s=]/g, '').toUpperCase()].map((c) => alphabet.indexOf(c).toString(2).padStart(5, '0')).join('');
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** An app's time step (RFC 6238's default, which the portal uses). */
export const appStepMs = 30_000;

export function appCode(secret: string | Buffer, at: Date, digits = 6): string {
  const key = typeof secret === 'string' ? fromBase32(secret) : secret;
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at.getTime() / appStepMs)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[19]! & 15;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(value).padStart(digits, '0');
}

/** Full-width digits, as a Japanese IME types them. */
export const fullWidth = (code: string) => code.replace(/[0-9]/g, (d) => String.fromCharCode(d.charCodeAt(0) + 0xfee0));
