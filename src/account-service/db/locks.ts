// Row locks and deadlock handling for multi-statement transactions.
//
// Lock order: every transaction that writes to an account's rows takes the ACCOUNT row first, then
// its tokens, login attempts, sessions and so on. With one order there is no cycle, so PostgreSQL has
// nothing to deadlock on. SQLite runs one writing transaction at a time, so it needs no row locks.
import { SqliteAdapter, sql, type Kysely, type Transaction } from 'kysely';
import { assertTimeLeft } from '../http/deadline.js';
import type { Database } from './schema.js';

/** SQLite (one writer at a time: no row locks, no FOR UPDATE) rather than PostgreSQL. */
export function isSqlite(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/**
 * Locks an account row until the transaction ends (PostgreSQL: SELECT … FOR UPDATE; a no-op on
 * SQLite). Concurrent transactions on the same account then run one after the other. Returns whether
 * the row exists.
 */
export async function lockAccountRow(trx: Kysely<Database>, accountId: string): Promise<boolean> {
  if (isSqlite(trx)) return true;
  const { rows } = await sql<{ id: string }>`select id from accounts where id = ${accountId} for update`.execute(trx);
  return rows.length === 1;
}

/** PostgreSQL's deadlock_detected (40P01) or serialization_failure (40001): the transaction was rolled back and may simply run again. */
export function isTransientConflict(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = (error as { code: unknown }).code;
  return code === '40P01' || code === '40001';
}

/**
 * Runs a transaction that commits only while its request still has time: past the deadline the work
 * rolls back (http/deadline.ts), so a request the gateway reported as failed leaves nothing behind.
 */
export function runTransaction<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const result = await work(trx);
    assertTimeLeft(0);
    return result;
  });
}

/**
 * Runs statements that need not be one transaction as one on SQLite, where each statement outside a
 * transaction commits on its own (a WAL write and the file locks, each time), and one by one on
 * PostgreSQL, where BEGIN and COMMIT would be two more round trips. `work` must leave nothing half
 * done on PostgreSQL, and on SQLite it commits or rolls back as a whole.
 */
export function oneCommitOnSqlite<T>(db: Kysely<Database>, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  return isSqlite(db) ? runTransaction(db, work) : work(db);
}

/**
 * Runs a transaction (runTransaction), and up to twice more if the database aborted it as a deadlock
 * victim or a serialization failure. The lock order above should make that impossible; this is the
 * safety net, so a user never sees a failure for what is only bad luck in timing. Each retry waits a
 * few random milliseconds so two victims do not meet again in step. A third conflict propagates (the
 * error handler answers 503 SERVICE_UNAVAILABLE, never a 500).
 */
export async function transactionWithRetry<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runTransaction(db, work);
    } catch (error) {
      if (!isTransientConflict(error) || attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.floor(Math.random() * 20 * attempt)));
    }
  }
}
