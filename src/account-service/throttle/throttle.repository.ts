import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import { compiledOnce, type ValueOf } from '../db/compiled-once.js';
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
  const { rows } = await hitWindowStatement(db, { key, now, windowStart });
  return rows[0]!;
}

const hitWindowStatement = compiledOnce<{ key: string; now: string; windowStart: string }, ThrottleRow>((db, value) =>
  db
    .insertInto('throttles')
    .values({ key: value('key'), count: 1, window_started_at: value('now'), next_allowed_at: null, updated_at: value('now') })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when throttles.window_started_at <= ${value('windowStart')} then 1 else throttles.count + 1 end`,
        window_started_at: sql<string>`case when throttles.window_started_at <= ${value('windowStart')} then ${value('now')} else throttles.window_started_at end`,
        updated_at: value('now'),
      }),
    )
    .returningAll(),
);

/** What a reserved try leaves behind, given the count stored before it (count + 1 tries in SQL terms). */
export interface TryOutcome {
  /** The count stored after the try (the threshold starts it over at 0). */
  count: RawBuilder<number>;
  /** When the next try may start; null means at once. */
  nextAllowedAt: RawBuilder<string | null>;
}

/** The values of one reservation: the key, the time, and whatever its TryOutcome names. */
export type TryValues = { key: string; now: string } & Record<string, string | null>;

/**
 * Reserves one try if the key is not waiting, in ONE statement: an upsert that inserts the key's first
 * try, or else counts one more try on its row only if the row is not waiting (the update's WHERE).
 * Concurrent requests are serialised on the row (PostgreSQL re-checks the WHERE clause on the row's
 * newest version; SQLite runs one statement at a time), so no more tries get through than the delay
 * allows. Built once for a rule (`outcome`, given the values of a run); each run answers the new
 * count, or undefined when the key must wait.
 */
export function reserveTryStatement(
  outcome: (value: ValueOf<TryValues>) => { first: TryOutcome; next: TryOutcome },
): (db: Kysely<Database>, values: TryValues) => Promise<number | undefined> {
  const statement = compiledOnce<TryValues, { count: number }>((db, value) => {
    const { first, next } = outcome(value);
    const now = value('now');
    return db
      .insertInto('throttles')
      .values({ key: value('key'), count: first.count, window_started_at: now, next_allowed_at: first.nextAllowedAt, updated_at: now })
      .onConflict((oc) =>
        oc
          .column('key')
          .doUpdateSet({ count: next.count, next_allowed_at: next.nextAllowedAt, updated_at: now })
          .where((eb) => eb.or([eb(eb.ref('throttles.next_allowed_at'), 'is', null), eb(eb.ref('throttles.next_allowed_at'), '<=', now)])),
      )
      .returning('count');
  });
  return async (db, values) => {
    const { rows } = await statement(db, values);
    return rows[0] ? Number(rows[0].count) : undefined;
  };
}

export async function deleteThrottle(db: Kysely<Database>, key: string): Promise<void> {
  await deleteThrottleStatement(db, { key });
}

const deleteThrottleStatement = compiledOnce<{ key: string }, never>((db, value) => db.deleteFrom('throttles').where('key', '=', value('key')));

export async function deleteThrottles(db: Kysely<Database>, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.deleteFrom('throttles').where('key', 'in', keys).execute();
}
