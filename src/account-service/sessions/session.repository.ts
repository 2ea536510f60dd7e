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

export async function revokeSession(db: Kysely<Database>, tokenHash: string, now: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: now }).where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).execute();
}
