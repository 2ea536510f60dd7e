import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
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

/** What a reserved try leaves behind, given the count stored before it (count + 1 tries in SQL terms). */
export interface TryOutcome {
  /** The count stored after the try (the threshold starts it over at 0). */
  count: RawBuilder<number>;
  /** When the next try may start; null means at once. */
  nextAllowedAt: RawBuilder<string | null>;
}

/**
 * Reserves one try if the key is not waiting, in ONE statement: an upsert that inserts the key's first
 * try, or else counts one more try on its row only if the row is not waiting (the update's WHERE).
 * Concurrent requests are serialised on the row (PostgreSQL re-checks the WHERE clause on the row's
 * newest version; SQLite runs one statement at a time), so no more tries get through than the delay
 * allows. Returns the new count, or undefined when the key must wait.
 */
export async function reserveTry(db: Kysely<Database>, key: string, now: string, outcome: { first: TryOutcome; next: TryOutcome }): Promise<number | undefined> {
  const row = await db
    .insertInto('throttles')
    .values({ key, count: outcome.first.count, window_started_at: now, next_allowed_at: outcome.first.nextAllowedAt, updated_at: now })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({ count: outcome.next.count, next_allowed_at: outcome.next.nextAllowedAt, updated_at: now })
        .where((eb) => eb.or([eb(eb.ref('throttles.next_allowed_at'), 'is', null), eb(eb.ref('throttles.next_allowed_at'), '<=', now)])),
    )
    .returning('count')
    .executeTakeFirst();
  return row ? Number(row.count) : undefined;
}

export async function deleteThrottle(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('throttles').where('key', '=', key).execute();
}

export async function deleteThrottles(db: Kysely<Database>, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.deleteFrom('throttles').where('key', 'in', keys).execute();
}
