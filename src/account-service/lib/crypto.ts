import { createHmac, hash, randomFillSync, randomInt } from 'node:crypto';
import { constantTimeEquals } from '../../platform/crypto.js';

const pool = Buffer.alloc(4096);
let poolUsed = pool.length;

/**
 * Bytes from the CSPRNG, drawn 4 KiB at a time, as Node does for randomUUID and randomInt: one call
 * into OpenSSL per hundred sign-ins rather than three per sign-in, each costlier than the rest of the
 * token's making (npm run bench: login step 1). What is handed out is wiped from the pool.
 */
export function secureRandomBytes(size: number): Buffer {
  if (size > pool.length) throw new RangeError(`at most ${pool.length} random bytes at once`);
  if (poolUsed + size > pool.length) {
    randomFillSync(pool);
    poolUsed = 0;
  }
  const bytes = Buffer.from(pool.subarray(poolUsed, poolUsed + size));
  pool.fill(0, poolUsed, poolUsed + size);
  poolUsed += size;
  return bytes;
}

/** 256-bit random token, base64url (43 characters). */
export function randomToken(): string {
  return secureRandomBytes(32).toString('base64url');
}

export function sha256Hex(value: string): string {
  return hash('sha256', value);
}

export function hmacHex(key: string, value: string): string {
  return createHmac('sha256', key).update(value, 'utf8').digest('hex');
}

/** Compares two secrets without leaking their length or common prefix through timing. */
export const constantTimeEqual = constantTimeEquals;

/** A 6-digit code from the CSPRNG, zero padded. */
export function randomSixDigitCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

let lastMillis = 0;
let sequence = 0;

/** An id that sorts by creation order within a process (and roughly across processes). */
export function sortableId(): string {
  const millis = Date.now();
  if (millis === lastMillis) sequence += 1;
  else {
    lastMillis = millis;
    sequence = 0;
  }
  return millis.toString(16).padStart(12, '0') + sequence.toString(16).padStart(6, '0') + secureRandomBytes(6).toString('hex');
}
