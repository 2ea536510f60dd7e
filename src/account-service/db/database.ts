import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { CompiledQuery, Kysely, Migrator, PostgresDialect, SqliteDialect, SqliteDriver, sql, type DatabaseConnection, type Driver, type LogEvent, type Migration, type MigrationProvider, type SqliteDatabase, type SqliteDialectConfig } from 'kysely';
import pg from 'pg';
import { assertTimeLeft, DeadlinePlugin } from '../http/deadline.js';
import type { Database } from './schema.js';
import * as initial from './migrations/2026-11-21T0000-initial.js';
import * as passwordResets from './migrations/2026-12-01T0000-password-resets.js';
import * as emailChanges from './migrations/2026-12-08T0000-email-changes.js';
import * as oneLiveResetToken from './migrations/2026-12-15T0000-one-live-reset-token.js';
import * as mailLeases from './migrations/2026-12-20T0000-mail-leases.js';
import * as department from './migrations/2027-01-05T0000-department.js';
import * as security from './migrations/2027-01-12T0000-security.js';
import * as emailChangeRecovery from './migrations/2027-01-15T0000-email-change-recovery.js';
import * as passkeys from './migrations/2027-01-19T0000-passkeys.js';
import * as adminConsole from './migrations/2027-01-26T0000-admin-console.js';
import * as recovery from './migrations/2027-02-02T0000-recovery.js';
import * as openidProvider from './migrations/2027-02-09T0000-openid-provider.js';
import * as clientAudit from './migrations/2027-02-10T0000-client-audit.js';
import * as authenticatorApp from './migrations/2027-02-11T0000-authenticator-app.js';
import * as signInRisk from './migrations/2027-02-12T0000-sign-in-risk.js';
import * as stepUp from './migrations/2027-02-11T0000-step-up.js';
import * as loginMailLocale from './migrations/2027-02-16T0000-login-mail-locale.js';
import * as dataExports from './migrations/2027-02-17T0000-data-exports.js';
import * as accountLevel from './migrations/2027-02-17T0100-account-level.js';
import * as mustChangeReason from './migrations/2027-02-17T0200-must-change-reason.js';
import * as passkeyFirst from './migrations/2027-02-18T0000-passkey-first.js';
import * as accountClosing from './migrations/2027-02-19T0000-account-closing.js';

export type { Database } from './schema.js';
export type DialectName = 'sqlite' | 'postgres';

/** Every migration, by name; names sort in the order they run. */
const migrations: Record<string, Migration> = {
  '2026-11-21T0000-initial': initial,
  '2026-12-01T0000-password-resets': passwordResets,
  '2026-12-08T0000-email-changes': emailChanges,
  '2026-12-15T0000-one-live-reset-token': oneLiveResetToken,
  '2026-12-20T0000-mail-leases': mailLeases,
  '2027-01-05T0000-department': department,
  '2027-01-12T0000-security': security,
  '2027-01-15T0000-email-change-recovery': emailChangeRecovery,
  '2027-01-19T0000-passkeys': passkeys,
  '2027-01-26T0000-admin-console': adminConsole,
  '2027-02-02T0000-recovery': recovery,
  '2027-02-09T0000-openid-provider': openidProvider,
  '2027-02-10T0000-client-audit': clientAudit,
  '2027-02-11T0000-authenticator-app': authenticatorApp,
  '2027-02-12T0000-sign-in-risk': signInRisk,
  '2027-02-11T0000-step-up': stepUp,
  '2027-02-16T0000-login-mail-locale': loginMailLocale,
  '2027-02-17T0000-data-exports': dataExports,
  '2027-02-17T0100-account-level': accountLevel,
  '2027-02-17T0200-must-change-reason': mustChangeReason,
  '2027-02-18T0000-passkey-first': passkeyFirst,
  '2027-02-19T0000-account-closing': accountClosing,
};

const inCodeProvider: MigrationProvider = { getMigrations: async () => migrations };

export function dialectOf(databaseUrl: string): DialectName {
  if (databaseUrl.startsWith('sqlite:')) return 'sqlite';
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) return 'postgres';
  throw new Error(`Unsupported database URL (expected sqlite:PATH or postgres://…): ${databaseUrl.split(':')[0]}:…`);
}

export interface DatabaseOptions {
  /** PostgreSQL connections at most (DATABASE_POOL_MAX). */
  poolMax: number;
  /** How long to wait for a connection (DATABASE_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs: number;
  /** How long one statement, lock waits included, may run (DATABASE_STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs: number;
  /** SQLite: how long to wait for another process's write lock. Default: the statement timeout, at
   * most 2 s, since the wait blocks the event loop; the accounts CLI, which serves no one meanwhile,
   * waits longer for a running portal's writes. */
  sqliteBusyTimeoutMs?: number;
  /** A pooled connection broke while idle (the server restarted, or ended it): the pool replaces it. */
  onConnectionError?: (error: Error) => void;
  /** Hears the SQL of every statement and its parameters (tests count the work a request does, and explain it). */
  onQuery?: (sql: string, parameters: readonly unknown[]) => void;
}

export const defaultDatabaseOptions: DatabaseOptions = { poolMax: 10, connectTimeoutMs: 2000, statementTimeoutMs: 3000 };

export interface OpenedDatabase {
  db: Kysely<Database>;
  /** Connections in use, idle, and requests waiting for one (PostgreSQL; SQLite has one connection). */
  poolUse(): { total: number; idle: number; waiting: number };
}

/**
 * SQLite transactions that take the write lock when they begin. A deferred one (SQLite's default,
 * Kysely's `begin`) that reads and then writes fails at once with SQLITE_BUSY_SNAPSHOT, no busy
 * timeout waited, when another process (the accounts CLI beside a running portal, or the portal
 * beside the CLI) committed in between: "database is locked" for a plain account creation.
 * Within one process nothing changes, since better-sqlite3 is one connection behind Kysely's mutex.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

/** Opens the database named by a URL ('sqlite:PATH', 'sqlite::memory:' or 'postgres://…'). */
export function openDatabase(databaseUrl: string, options: DatabaseOptions = defaultDatabaseOptions): OpenedDatabase {
  const deadline = new DeadlinePlugin(options.statementTimeoutMs);
  const { onQuery } = options;
  const log = onQuery
    ? (event: LogEvent): void => {
        if (event.level === 'query') onQuery(event.query.sql, event.query.parameters);
      }
    : undefined;
  if (dialectOf(databaseUrl) === 'sqlite') {
    const path = databaseUrl.slice('sqlite:'.length);
    if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
    const sqlite = new SQLite(path);
    sqlite.pragma('journal_mode = WAL');
    // With WAL, NORMAL is crash-safe for the application (only a power cut can lose the last commits,
    // never corrupt the file) and spares an fsync per commit, which better-sqlite3 would do on the
    // event loop, stalling every request (npm run bench: login throughput).
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    // Another process (the accounts CLI) holding the write lock: wait, but never longer than a
    // statement may take, since the wait blocks the event loop.
    sqlite.pragma(`busy_timeout = ${options.sqliteBusyTimeoutMs ?? Math.min(options.statementTimeoutMs, 2000)}`);
    const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }), plugins: [deadline], ...(log ? { log } : {}) });
    return { db, poolUse: () => ({ total: 1, idle: 1, waiting: 0 }) };
  }
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.poolMax,
    connectionTimeoutMillis: options.connectTimeoutMs,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    // Named, so an operator (or a fault test) can tell this service's connections apart in
    // pg_stat_activity; ?application_name=… in DATABASE_URL names them otherwise.
    application_name: new URL(databaseUrl).searchParams.get('application_name') ?? 'account-service',
    // Bounded waits in the server, so a lock or a slow query cannot outlast the gateway's patience.
    statement_timeout: options.statementTimeoutMs,
    lock_timeout: options.statementTimeoutMs,
    idle_in_transaction_session_timeout: options.statementTimeoutMs * 4,
    // And in the client, for a server that stopped answering altogether.
    query_timeout: options.statementTimeoutMs + 1000,
  });
  // Without listeners, a connection that the server ends (a restart, pg_terminate_backend) would
  // crash the process. The pool reports idle ones (and drops them); one that is checked out, between
  // the statements of a transaction, fails its queries instead, so its own event needs no line.
  pool.on('error', (error) => options.onConnectionError?.(error));
  pool.on('connect', (client) => client.on('error', () => {}));
  // The deadline was checked when the statement was built, but the wait for a free connection (up to
  // connectTimeoutMs) comes after that: check again once one is ours, so a single statement outside a
  // transaction never starts, and commits, after the gateway has given up.
  const guardedPool = {
    connect: async () => {
      const client = await pool.connect();
      try {
        assertTimeLeft(options.statementTimeoutMs);
      } catch (error) {
        client.release();
        throw error;
      }
      return client;
    },
    end: () => pool.end(),
  };
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: guardedPool }), plugins: [deadline], ...(log ? { log } : {}) });
  return { db, poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }) };
}

/** Distinct statements kept prepared; the service runs far fewer, so in practice every one stays. */
const statementCacheSize = 500;

/**
 * Kysely asks better-sqlite3 to prepare every statement it runs (SQLite parses and plans it each
 * time); this keeps each distinct SQL text prepared and runs it again with new parameters. A statement
 * still being read through an iterator (a streamed query) is busy, so a second one is prepared for
 * that moment. SQLite re-prepares a kept statement by itself when a migration changes the schema.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (text: string) => {
      const kept = statements.get(text);
      if (kept && !kept.busy) return kept;
      const statement = sqlite.prepare(text);
      if (!kept) {
        if (statements.size >= statementCacheSize) statements.delete(statements.keys().next().value!);
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

/**
 * Brings the schema up to date. On PostgreSQL the migration tables live in the current schema
 * (search_path), and the migration runs on one connection without the request timeouts: it waits for
 * Kysely's migration lock (one for every schema of the server) as long as another instance migrates.
 */
export async function migrateToLatest(db: Kysely<Database>, databaseUrl: string): Promise<void> {
  if (await alreadyCurrent(db)) return;
  const postgres = dialectOf(databaseUrl) === 'postgres';
  const { error, results } = await db.connection().execute(async (connection) => {
    let migrationTableSchema: string | undefined;
    if (postgres) {
      await sql`set statement_timeout = 0`.execute(connection);
      await sql`set lock_timeout = 0`.execute(connection);
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(connection);
      migrationTableSchema = rows[0]?.schema;
    }
    try {
      return await new Migrator({ db: connection, provider: inCodeProvider, migrationTableSchema }).migrateToLatest();
    } finally {
      if (postgres) await sql`reset all`.execute(connection);
    }
  });
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Database migration failed (${failed}): ${error instanceof Error ? error.message : String(error)}`);
  }
}

const latestMigration = Object.keys(migrations).sort().at(-1)!;

/**
 * Every migration this build knows has run, and no other: nothing to do, in one read. (The Migrator
 * would look at every schema of the server first, ~80 ms of a start on PostgreSQL.) A new database
 * (no table yet), a migration to run or one this build does not know (a newer release's) go to the
 * Migrator as before.
 */
async function alreadyCurrent(db: Kysely<Database>): Promise<boolean> {
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    return rows.length === Object.keys(migrations).length && rows.every((row) => Object.hasOwn(migrations, row.name));
  } catch {
    return false;
  }
}

/**
 * For /readyz: the database answers, and the newest migration this build knows has run on it (a newer
 * one may have too: during a rolling upgrade the old instances keep serving).
 */
export async function assertSchemaCurrent(db: Kysely<Database>): Promise<void> {
  const { rows } = await sql<{ name: string | null }>`select max(name) as name from kysely_migration`.execute(db);
  const applied = rows[0]?.name ?? '';
  if (applied < latestMigration) throw new Error(`database schema is at ${applied || 'nothing'}, expected ${latestMigration}`);
}
