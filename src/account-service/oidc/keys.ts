// The provider's keys, kept in the database so that every instance signs with the same ones:
// - signing keys (RSA 2048, RS256: the algorithm every relying party must accept, OIDC Core §15.1);
// - cookie keys, which sign the provider's cookies (keygrip: the first signs, all verify).
// Each kind has one `current` key and, after a rotation, one `previous` key that still verifies
// (published in the JWKS with key_ops ["verify"], so it is never chosen to sign) until the next
// rotation retires it. Every change bumps oidc_key_version; each instance watches that number and
// builds its provider again when it moves (provider-host.ts).
import { generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import type { Kysely } from 'kysely';
import type { Database, OidcKeyKind } from '../db/schema.js';
import { runTransaction } from '../db/locks.js';

export const SIGNING_ALG = 'RS256';

/** A private signing key as the provider takes it (a JWK with kid, alg and use). */
export type SigningJwk = Record<string, unknown> & { kid: string };

export interface KeySet {
  version: number;
  /** The current key first, then the previous one (verify only). */
  signing: SigningJwk[];
  /** The current cookie key first, then the previous one. */
  cookie: string[];
}

const newKid = (): string => randomBytes(12).toString('base64url');

async function newSigningKey(): Promise<{ kid: string; privateKey: string }> {
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  const kid = newKid();
  return { kid, privateKey: JSON.stringify({ ...privateKey.export({ format: 'jwk' }), kid, alg: SIGNING_ALG, use: 'sig' }) };
}

const newCookieKey = () => ({ kid: newKid(), privateKey: randomBytes(32).toString('base64url') });

export async function keyVersion(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('oidc_key_version').select('version').where('id', '=', 1).executeTakeFirst();
  return row?.version ?? 0;
}

/**
 * Makes the first keys when there are none (the first start). Two instances starting together: the
 * version moves from what both read to one more for only one of them, and the other makes nothing.
 */
export async function ensureKeys(db: Kysely<Database>, now: Date): Promise<void> {
  // The migration writes the version row; a database emptied by hand (a test's TRUNCATE) gets it back.
  await db.insertInto('oidc_key_version').values({ id: 1, version: 0, updated_at: now.toISOString() }).onConflict((oc) => oc.column('id').doNothing()).execute();
  const seen = await keyVersion(db);
  const kinds = await db.selectFrom('oidc_keys').select('kind').where('state', '=', 'current').execute();
  const missing = (['signing', 'cookie'] as const).filter((kind) => !kinds.some((k) => k.kind === kind));
  if (missing.length === 0) return;
  const made = await Promise.all(missing.map(async (kind) => ({ kind, ...(kind === 'signing' ? await newSigningKey() : newCookieKey()) })));
  await runTransaction(db, async (trx) => {
    const bumped = await trx
      .updateTable('oidc_key_version')
      .set({ version: seen + 1, updated_at: now.toISOString() })
      .where('id', '=', 1)
      .where('version', '=', seen)
      .executeTakeFirst();
    if (Number(bumped.numUpdatedRows) !== 1) return;
    for (const key of made) await insertKey(trx, key.kind, key.kid, key.privateKey, now);
  });
}

async function insertKey(db: Kysely<Database>, kind: OidcKeyKind, kid: string, privateKey: string, now: Date): Promise<void> {
  await db.insertInto('oidc_keys').values({ kid, kind, private_key: privateKey, state: 'current', created_at: now.toISOString(), retired_at: null }).execute();
}

/**
 * Rotates both kinds in one transaction: previous → retired, current → previous, a new current. The
 * JWKS then serves the new key and the one before it, so tokens signed just before the rotation
 * (an id_token_hint, a logout) still verify until the next rotation.
 */
export async function rotateKeys(db: Kysely<Database>, now: Date): Promise<{ version: number; signingKid: string }> {
  const signing = await newSigningKey();
  const cookie = newCookieKey();
  const at = now.toISOString();
  return runTransaction(db, async (trx) => {
    // First, so that two rotations at once run one after the other (the row's lock on PostgreSQL).
    const bumped = await trx
      .updateTable('oidc_key_version')
      .set((eb) => ({ version: eb('version', '+', 1), updated_at: at }))
      .where('id', '=', 1)
      .returning('version')
      .executeTakeFirstOrThrow();
    await trx.updateTable('oidc_keys').set({ state: 'retired', retired_at: at }).where('state', '=', 'previous').execute();
    await trx.updateTable('oidc_keys').set({ state: 'previous' }).where('state', '=', 'current').execute();
    await insertKey(trx, 'signing', signing.kid, signing.privateKey, now);
    await insertKey(trx, 'cookie', cookie.kid, cookie.privateKey, now);
    return { version: bumped.version, signingKid: signing.kid };
  });
}

/** The keys the provider is built with, and the version they belong to. */
export async function loadKeySet(db: Kysely<Database>): Promise<KeySet> {
  return runTransaction(db, async (trx) => {
    const version = await keyVersion(trx);
    const rows = await trx.selectFrom('oidc_keys').select(['kind', 'private_key', 'state']).where('state', 'in', ['current', 'previous']).execute();
    const ordered = [...rows].sort((a, b) => (a.state === b.state ? 0 : a.state === 'current' ? -1 : 1));
    return {
      version,
      signing: ordered
        .filter((r) => r.kind === 'signing')
        .map((r) => {
          const jwk = JSON.parse(r.private_key) as SigningJwk;
          // Published and used to verify, never chosen to sign (the provider skips keys without 'sign').
          return r.state === 'current' ? jwk : { ...jwk, key_ops: ['verify'] };
        }),
      cookie: ordered.filter((r) => r.kind === 'cookie').map((r) => r.private_key),
    };
  });
}

/** Retired keys are kept a month (for an operator's questions), then deleted. */
export async function purgeRetiredKeys(db: Kysely<Database>, before: Date): Promise<void> {
  await db.deleteFrom('oidc_keys').where('state', '=', 'retired').where('retired_at', '<', before.toISOString()).execute();
}
