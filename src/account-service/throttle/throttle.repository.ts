import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, ThrottleTable } from '../db/schema.js';

export type ThrottleRow = Selectable<ThrottleTable>;

export function findThrottle(db: Kysely<Database>, key: string): Promise<ThrottleRow | undefined> {
  return db.selectFrom('throttles').selectAll().where('key', '=', key).executeTakeFirst();
}

/**
 * Counts one hit in a fixed window, atomically (one upsert), so several instances share the counter.
 * A window older than windowStart starts over at 1.
 */
export async function hitWindow(db: Kysely<Database>, key: string, now: string, windowStart: string): Promise<ThrottleRow> {
  return db
    .insertInto('throttles')
    .values({ key, count: 1, window_started_at: now, next_allowed_at: null, updated_at: now })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when throttles.window_started_at <= ${windowStart} then 1 else throttles.count + 1 end`,
        window_started_at: sql<string>`case when throttles.window_started_at <= ${windowStart} then ${now} else throttles.window_started_at end`,
        updated_at: now,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Adds one consecutive failure, atomically, and returns the new count. */
export async function addFailure(db: Kysely<Database>, key: string, now: string): Promise<number> {
  const row = await db
    .insertInto('throttles')
    .values({ key, count: 1, window_started_at: now, next_allowed_at: null, updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ count: sql<number>`throttles.count + 1`, updated_at: now }))
    .returning('count')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function setThrottle(db: Kysely<Database>, key: string, changes: Partial<Pick<ThrottleRow, 'count' | 'next_allowed_at'>>, now: string): Promise<void> {
  await db.updateTable('throttles').set({ ...changes, updated_at: now }).where('key', '=', key).execute();
}

export async function deleteThrottle(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('throttles').where('key', '=', key).execute();
}
