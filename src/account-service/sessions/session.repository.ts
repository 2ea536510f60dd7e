import type { Kysely, Selectable } from 'kysely';
import type { Database, SessionTable } from '../db/schema.js';

export type SessionRow = Selectable<SessionTable>;

export async function insertSession(db: Kysely<Database>, row: SessionRow): Promise<void> {
  await db.insertInto('sessions').values(row).execute();
}

export function findSession(db: Kysely<Database>, tokenHash: string): Promise<SessionRow | undefined> {
  return db.selectFrom('sessions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

export async function touchSession(db: Kysely<Database>, tokenHash: string, now: string): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).execute();
}

/** Ends a session by its token's hash; returns it when it was still open. */
export function revokeSession(db: Kysely<Database>, tokenHash: string, now: string): Promise<SessionRow | undefined> {
  return db.updateTable('sessions').set({ revoked_at: now }).where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).returningAll().executeTakeFirst();
}

/** The account's sessions not yet ended (expiry is the caller's to judge), newest use first. */
export function listOpenSessions(db: Kysely<Database>, accountId: string): Promise<SessionRow[]> {
  return db.selectFrom('sessions').selectAll().where('account_id', '=', accountId).where('revoked_at', 'is', null).orderBy('last_seen_at', 'desc').orderBy('created_at', 'desc').execute();
}

/** Ends one session of an account by its public id; returns it when it was still open. */
export function revokeSessionByPublicId(db: Kysely<Database>, accountId: string, publicId: string, now: string): Promise<SessionRow | undefined> {
  return db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('account_id', '=', accountId)
    .where('public_id', '=', publicId)
    .where('revoked_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Ends every open session of an account but one (none when `keep` is null); returns how many ended. */
export async function revokeSessionsOf(db: Kysely<Database>, accountId: string, keep: string | null, now: string): Promise<number> {
  let query = db.updateTable('sessions').set({ revoked_at: now }).where('account_id', '=', accountId).where('revoked_at', 'is', null);
  if (keep !== null) query = query.where('token_hash', '!=', keep);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
