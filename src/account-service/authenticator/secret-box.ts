// The authenticator apps' secrets are sealed with AES-256-GCM before they reach the database, under
// a key that is not in the database: TOTP_ENCRYPTION_KEY (platform/env.ts). A database copy alone
// then gives no one the codes. Each sealed secret names its key (a short id derived from the key),
// so a key can be rotated: the new key seals, the previous one (TOTP_ENCRYPTION_KEY_PREVIOUS) still
// opens, and each secret is sealed again under the new key when it is next used (or at once with
// `npm run accounts -- authenticator rekey`). The account's id is the additional data: a sealed
// secret copied to another account's row does not open.
//
// The embedded default (npm start on SQLite, nothing configured) has no such key: it uses a random
// key kept in the database's service_secrets table (as the passkey sign-in key is). That protects
// nothing against a copy of the database, so production should set TOTP_ENCRYPTION_KEY; the id
// "db" marks what such a key sealed, and it stays readable after the variable is set.
import { createCipheriv, createDecipheriv, hash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { serviceSecret } from '../db/service-secrets.js';

export interface SecretKey {
  id: string;
  key: Buffer;
}

/** The keys in use: `current` seals and opens; `previous` only opens. */
export interface SecretKeyRing {
  current: SecretKey;
  previous?: SecretKey;
}

export const databaseKeyId = 'db';

/** A key's id: 8 hex characters of its SHA-256 (it says which key, and nothing about it). */
export function keyOf(key: Buffer): SecretKey {
  return { id: hash('sha256', key, 'hex').slice(0, 8), key };
}

export interface EncryptionKeys {
  /** TOTP_ENCRYPTION_KEY (parsed); absent on the embedded default. */
  current?: Buffer;
  /** TOTP_ENCRYPTION_KEY_PREVIOUS: the key being rotated away from. */
  previous?: Buffer;
}

/** The key ring of a deployment: the configured keys, or the database's own key when none is set. */
export function keyRingOf(db: Kysely<Database>, keys: EncryptionKeys): () => Promise<SecretKeyRing> {
  if (keys.current) {
    const ring: SecretKeyRing = { current: keyOf(keys.current), ...(keys.previous ? { previous: keyOf(keys.previous) } : {}) };
    return async () => ring;
  }
  return async () => ({ current: { id: databaseKeyId, key: await serviceSecret(db, 'authenticator-secrets') } });
}

export interface Sealed {
  keyId: string;
  ciphertext: string;
}

export function seal(ring: SecretKeyRing, plaintext: Buffer, accountId: string): Sealed {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', ring.current.key, nonce);
  cipher.setAAD(Buffer.from(accountId, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return { keyId: ring.current.id, ciphertext: Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64url') };
}

/** Opens a sealed secret; throws when its key is not in the ring (nor the database's) or it was tampered with. */
export async function open(db: Kysely<Database>, ring: SecretKeyRing, sealed: Sealed, accountId: string): Promise<Buffer> {
  const key = await keyById(db, ring, sealed.keyId);
  const bytes = Buffer.from(sealed.ciphertext, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAAD(Buffer.from(accountId, 'utf8'));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
}

async function keyById(db: Kysely<Database>, ring: SecretKeyRing, id: string): Promise<Buffer> {
  if (ring.current.id === id) return ring.current.key;
  if (ring.previous?.id === id) return ring.previous.key;
  // Sealed on the embedded default before TOTP_ENCRYPTION_KEY was set.
  if (id === databaseKeyId) return serviceSecret(db, 'authenticator-secrets');
  throw new Error(`authenticator secret sealed with key ${id}, which is neither TOTP_ENCRYPTION_KEY nor TOTP_ENCRYPTION_KEY_PREVIOUS`);
}
