// Statements built once (db/compiled-once.ts), as the hot path uses them, on SQLite and PostgreSQL:
// each run takes its own values, the builder runs once, constants stay, and every run still passes the
// request deadline's check and reaches the query log.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { compiledOnce } from '../../src/account-service/db/compiled-once';
import { migrateToLatest, openDatabase, type Database } from '../../src/account-service/db/database';
import { DeadlineExceededError, runWithDeadline } from '../../src/account-service/http/deadline';
import { createTestDatabaseUrl, testDialects } from '../helpers/test-databases';

describe.each(testDialects)('statements compiled once (%s)', (dialect) => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function setup(): Promise<{ db: Kysely<Database>; log: Array<{ sql: string; parameters: readonly unknown[] }> }> {
    const database = await createTestDatabaseUrl(dialect);
    const log: Array<{ sql: string; parameters: readonly unknown[] }> = [];
    const { db } = openDatabase(database.url, { poolMax: 2, connectTimeoutMs: 2000, statementTimeoutMs: 3000, onQuery: (text, parameters) => log.push({ sql: text, parameters }) });
    await migrateToLatest(db, database.url);
    cleanups.push(() => database.drop(), () => db.destroy());
    return { db, log };
  }

  let builds = 0;
  const upsert = compiledOnce<{ key: string; now: string }, { key: string; count: number; window_started_at: string }>((db, value) => {
    builds += 1;
    return db
      .insertInto('throttles')
      .values({ key: value('key'), count: 1, window_started_at: value('now'), next_allowed_at: null, updated_at: value('now') })
      .onConflict((oc) => oc.column('key').doUpdateSet({ count: sql<number>`throttles.count + ${2}`, updated_at: value('now') }))
      .returning(['key', 'count', 'window_started_at']);
  });

  it('runs with each run’s values, keeps the constants the builder made, and is built once', async () => {
    const { db, log } = await setup();
    builds = 0;
    const first = await upsert(db, { key: 'a', now: '2026-01-01T00:00:00.000Z' });
    const second = await upsert(db, { key: 'b', now: '2026-01-02T00:00:00.000Z' });
    const again = await upsert(db, { key: 'a', now: '2026-01-03T00:00:00.000Z' });
    expect(first.rows).toEqual([{ key: 'a', count: 1, window_started_at: '2026-01-01T00:00:00.000Z' }]);
    expect(second.rows).toEqual([{ key: 'b', count: 1, window_started_at: '2026-01-02T00:00:00.000Z' }]);
    // The constant 2 the builder made is still there; the window start is the first run's.
    expect(again.rows).toEqual([{ key: 'a', count: 3, window_started_at: '2026-01-01T00:00:00.000Z' }]);
    expect(builds).toBeLessThanOrEqual(1);
    // The query log hears every run, with its own values, as the ordinary builder's statements.
    const runs = log.filter((entry) => /insert into "throttles"/.test(entry.sql));
    expect(runs).toHaveLength(3);
    expect(new Set(runs.map((entry) => entry.sql)).size).toBe(1);
    expect(runs[2]!.parameters).toContain('2026-01-03T00:00:00.000Z');
    expect(runs[2]!.parameters).not.toContain('2026-01-01T00:00:00.000Z');
  });

  it('runs inside a transaction, which rolls it back like any statement', async () => {
    const { db } = await setup();
    await expect(
      db.transaction().execute(async (trx) => {
        await upsert(trx, { key: 'rolled-back', now: '2026-01-01T00:00:00.000Z' });
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await db.selectFrom('throttles').selectAll().execute()).toEqual([]);
  });

  it('does not start after the request’s deadline, as no statement does', async () => {
    const { db } = await setup();
    await expect(runWithDeadline(Date.now() + 100, () => upsert(db, { key: 'late', now: '2026-01-01T00:00:00.000Z' }))).rejects.toBeInstanceOf(DeadlineExceededError);
    expect(await db.selectFrom('throttles').selectAll().execute()).toEqual([]);
  });

  it('refuses a value it is not given, and a builder that writes a value into the SQL text', async () => {
    const { db } = await setup();
    await expect(upsert(db, { key: 'x' } as { key: string; now: string })).rejects.toThrow(/no value for now/);
    const inlined = compiledOnce<{ key: string }, never>((d, value) => d.deleteFrom('throttles').where('key', '=', sql.lit(value('key'))));
    await expect(inlined(db, { key: 'x' })).rejects.toThrow(/written into the SQL text/);
  });
});
