// The relying party, from PUBLIC_URL (RP ID: its host name; the only origin: its origin), and the
// ceremonies of passkey registration and sign-in: a random ceremony id and challenge, both stored as
// hashes, used up once, within 5 minutes, by the purpose (and, for a registration, the account and
// session) they were made for.
import type { Kysely, Selectable } from 'kysely';
import type { ChallengePurpose, Database, WebauthnChallengeTable } from '../db/schema.js';
import { addMs } from '../lib/clock.js';
import { randomToken, sha256Hex } from '../lib/crypto.js';

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

/** The check the WebAuthn library runs on the challenge the authenticator signed. */
export function challengeMatches(ceremony: CeremonyRow): (challenge: string) => boolean {
  return (challenge) => sha256Hex(challenge) === ceremony.challenge_hash;
}

export async function purgeCeremonies(db: Kysely<Database>, now: Date): Promise<void> {
  await db.deleteFrom('webauthn_challenges').where('expires_at', '<', addMs(now, -ceremonyLifetimeMs).toISOString()).execute();
}
