import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type Migration, type MigrationProvider } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';
import * as initial from './migrations/2026-11-21T0000-initial.js';
import * as passwordResets from './migrations/2026-12-01T0000-password-resets.js';
import * as emailChanges from './migrations/2026-12-08T0000-email-changes.js';
import * as oneLiveResetToken from './migrations/2026-12-15T0000-one-live-reset-token.js';

export type { Database } from './schema.js';
export type DialectName = 'sqlite' | 'postgres';

/** Every migration, by name; names sort in the order they run. */
const migrations: Record<string, Migration> = {
  '2026-11-21T0000-initial': initial,
  '2026-12-01T0000-password-resets': passwordResets,
  '2026-12-08T0000-email-changes': emailChanges,
  '2026-12-15T0000-one-live-reset-token': oneLiveResetToken,
};

const inCodeProvider: MigrationProvider = { getMigrations: async () => migrations };

export function dialectOf(databaseUrl: string): DialectName {
  if (databaseUrl.startsWith('sqlite:')) return 'sqlite';
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) return 'postgres';
  throw new Error(`Unsupported database URL (expected sqlite:PATH or postgres://…): ${databaseUrl.split(':')[0]}:…`);
}

/** Opens the database named by a URL ('sqlite:PATH', 'sqlite::memory:' or 'postgres://…'). */
export function openDatabase(databaseUrl: string): Kysely<Database> {
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
    sqlite.pragma('busy_timeout = 5000');
    return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** Brings the schema up to date. On PostgreSQL the migration tables live in the current schema (search_path). */
export async function migrateToLatest(db: Kysely<Database>, databaseUrl: string): Promise<void> {
  let migrationTableSchema: string | undefined;
  if (dialectOf(databaseUrl) === 'postgres') {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    migrationTableSchema = rows[0]?.schema;
  }
  const migrator = new Migrator({ db, provider: inCodeProvider, migrationTableSchema });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Database migration failed (${failed}): ${error instanceof Error ? error.message : String(error)}`);
  }
}
