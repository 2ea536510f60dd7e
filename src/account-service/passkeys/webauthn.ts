// The relying party, from PUBLIC_URL (RP ID: its host name; the only origin: its origin), and the
// ceremonies of passkey registration and sign-in, used up once, within 5 minutes, by the purpose
// (and, for a registration, the account and session) they were made for.
// - A registration (signed in) stores a random ceremony id and challenge, as hashes.
// - A sign-in is started by anyone, at every opening of /login (the browser's passkey autofill), so
//   its start stores nothing: the ceremony id carries its expiry and random bytes, and the challenge
//   is an HMAC of the id under a key the instances share (db/service-secrets.ts). A row is written
//   only when a ceremony is used, to make it single use.
import { createHmac } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { ChallengePurpose, Database, WebauthnChallengeTable } from '../db/schema.js';
import { serviceSecret } from '../db/service-secrets.js';
import { addMs } from '../lib/clock.js';
import { randomToken, secureRandomBytes, sha256Hex } from '../lib/crypto.js';

export interface RelyingParty {
  id: string;
  name: string;
  origin: string;
}

export function relyingPartyOf(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  return { id: url.hostname, name: 'アカウントポータル', origin: url.origin };
}

export const ceremonyLifetimeMs = 5 * 60_000;

export type CeremonyRow = Selectable<WebauthnChallengeTable>;

interface Binding {
  accountId?: string;
  sessionHash?: string;
}

/** Starts a ceremony; the caller hands out the ceremony id and the challenge (in the options). */
export async function startCeremony(db: Kysely<Database>, purpose: ChallengePurpose, now: Date, binding: Binding = {}): Promise<{ ceremonyId: string; challenge: string }> {
  const ceremonyId = randomToken();
  const challenge = randomToken();
  await db
    .insertInto('webauthn_challenges')
    .values({
      id: sha256Hex(ceremonyId),
      purpose,
      challenge_hash: sha256Hex(challenge),
      account_id: binding.accountId ?? null,
      session_hash: binding.sessionHash ?? null,
      created_at: now.toISOString(),
      expires_at: addMs(now, ceremonyLifetimeMs).toISOString(),
      used_at: null,
    })
    .execute();
  return { ceremonyId, challenge };
}

/**
 * Uses a ceremony up, in one conditional update: replayed, expired, another purpose's or another
 * session's ceremony gives undefined. Done before the answer is verified, so a ceremony is tried once.
 */
export function consumeCeremony(db: Kysely<Database>, ceremonyId: string, purpose: ChallengePurpose, now: Date, binding: Binding = {}): Promise<CeremonyRow | undefined> {
  let query = db
    .updateTable('webauthn_challenges')
    .set({ used_at: now.toISOString() })
    .where('id', '=', sha256Hex(ceremonyId))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString());
  if (binding.accountId !== undefined) query = query.where('account_id', '=', binding.accountId);
  if (binding.sessionHash !== undefined) query = query.where('session_hash', '=', binding.sessionHash);
  return query.returningAll().executeTakeFirst();
}

const signInChallenge = (key: Buffer, ceremonyId: string) => createHmac('sha256', key).update(ceremonyId).digest('base64url');

/** Starts a sign-in ceremony, writing nothing: 8 bytes of expiry (ms) and 24 random bytes, base64url. */
export async function startSignInCeremony(db: Kysely<Database>, now: Date): Promise<{ ceremonyId: string; challenge: string }> {
  const key = await serviceSecret(db, 'passkey-sign-in');
  const id = Buffer.alloc(32);
  id.writeBigUInt64BE(BigInt(now.getTime() + ceremonyLifetimeMs));
  secureRandomBytes(24).copy(id, 8);
  const ceremonyId = id.toString('base64url');
  return { ceremonyId, challenge: signInChallenge(key, ceremonyId) };
}

/**
 * Uses a sign-in ceremony up: one that is not within its 5 minutes, or was used already, gives
 * undefined. Its challenge comes from the key, so only a ceremony this deployment started can match
 * what an authenticator signed.
 */
export async function consumeSignInCeremony(db: Kysely<Database>, ceremonyId: string, now: Date): Promise<CeremonyRow | undefined> {
  const id = Buffer.from(ceremonyId, 'base64url');
  if (id.length !== 32 || id.toString('base64url') !== ceremonyId) return undefined;
  const expiresAt = Number(id.readBigUInt64BE(0));
  if (expiresAt <= now.getTime() || expiresAt > now.getTime() + ceremonyLifetimeMs) return undefined;
  const challenge = signInChallenge(await serviceSecret(db, 'passkey-sign-in'), ceremonyId);
  const row: CeremonyRow = {
    id: sha256Hex(ceremonyId),
    purpose: 'authentication',
    challenge_hash: sha256Hex(challenge),
    account_id: null,
    session_hash: null,
    created_at: now.toISOString(),
    expires_at: new Date(expiresAt).toISOString(),
    used_at: now.toISOString(),
  };
  const inserted = await db.insertInto('webauthn_challenges').values(row).onConflict((oc) => oc.column('id').doNothing()).executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1 ? row : undefined;
}

/** The check the WebAuthn library runs on the challenge the authenticator signed. */
export function challengeMatches(ceremony: CeremonyRow): (challenge: string) => boolean {
  return (challenge) => sha256Hex(challenge) === ceremony.challenge_hash;
}

export async function purgeCeremonies(db: Kysely<Database>, now: Date): Promise<void> {
  await db.deleteFrom('webauthn_challenges').where('expires_at', '<', addMs(now, -ceremonyLifetimeMs).toISOString()).execute();
}
