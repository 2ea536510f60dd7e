// Fresh, empty databases for the suites that run on both SQLite and PostgreSQL, migrated once per
// test worker rather than once per test:
//   - SQLite: the worker migrates one file, and each test gets a copy of it;
//   - PostgreSQL: each worker has a database of its own (Kysely's migrator looks at every schema of
//     its database, and a schema another worker drops halfway through that look fails it), with a
//     pool of migrated schemas; a test takes a free one and gives it back emptied (TRUNCATE).
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateToLatest, openDatabase } from '../../src/account-service/db/database';

export const testDialects = ['sqlite', 'postgres'] as const;
export type TestDialect = (typeof testDialects)[number];

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

const serverUrl = () => process.env.TEST_DATABASE_URL_PG ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The prefix of this run's worker databases (postgres-global-setup.ts drops them at the end). */
export const workerDatabasePrefix = () => `portal_test_${process.env.PORTAL_TEST_RUN ?? 'solo'}_`;

export async function runSql(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

let workerDatabase: Promise<string> | undefined;

/** This worker process's database (made on first use; it outlives a test file, so it may exist). */
function workerDatabaseUrl(): Promise<string> {
  workerDatabase ??= (async () => {
    const name = `${workerDatabasePrefix()}${process.pid}`;
    await runSql(serverUrl(), `create database "${name}"`).catch((error: { code?: string }) => {
      if (error.code !== '42P04') throw error; // duplicate_database: an earlier file of this worker made it
    });
    return withDatabase(serverUrl(), name);
  })();
  return workerDatabase;
}

/** Creates a database at `url` and brings it to the newest migration. */
async function migrated(url: string): Promise<void> {
  const { db } = openDatabase(url);
  try {
    await migrateToLatest(db, url);
  } finally {
    await db.destroy();
  }
}

let sqliteTemplate: Promise<string> | undefined;

function sqliteTemplatePath(): Promise<string> {
  sqliteTemplate ??= (async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'portal-template-')), 'template.db');
    await migrated(`sqlite:${path}`);
    return path;
  })();
  return sqliteTemplate;
}

const freeSchemas: string[] = [];
let migrationCount = -1;

const schemaUrl = (base: string, schema: string) => `${base}${base.includes('?') ? '&' : '?'}options=-c%20search_path%3D${schema}`;

/**
 * Empties every table but the migrations' own, so the schema is as new; returns false when a test
 * changed the migrations' record (then the schema is dropped rather than used again).
 */
async function emptied(base: string, schema: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    const applied = await client.query<{ n: number }>(`select count(*)::int as n from "${schema}".kysely_migration`).catch(() => ({ rows: [{ n: -1 }] }));
    if (applied.rows[0]!.n !== migrationCount) {
      await client.query(`drop schema if exists "${schema}" cascade`);
      return false;
    }
    const { rows } = await client.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = $1 and table_type = 'BASE TABLE' and table_name not like 'kysely_%'",
      [schema],
    );
    if (rows.length > 0) await client.query(`truncate ${rows.map((r) => `"${schema}"."${r.table_name}"`).join(', ')}`);
    return true;
  } finally {
    await client.end();
  }
}

/** SQLite: a copy of the migrated template in a new temp folder. PostgreSQL: a free migrated schema of this worker's database. */
export async function createTestDatabaseUrl(dialect: TestDialect): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const template = await sqliteTemplatePath();
    const dir = mkdtempSync(join(tmpdir(), 'portal-test-'));
    copyFileSync(template, join(dir, 'portal.db'));
    return {
      url: `sqlite:${join(dir, 'portal.db')}`,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const base = await workerDatabaseUrl();
  let schema = freeSchemas.pop();
  if (schema === undefined) {
    schema = `test_${randomBytes(8).toString('hex')}`;
    await runSql(base, `create schema "${schema}"`);
    await migrated(schemaUrl(base, schema));
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    migrationCount = (await client.query<{ n: number }>(`select count(*)::int as n from "${schema}".kysely_migration`)).rows[0]!.n;
    await client.end();
  }
  const taken = schema;
  let given = false;
  return {
    url: schemaUrl(base, taken),
    drop: async () => {
      if (given) return;
      given = true;
      if (await emptied(base, taken)) freeSchemas.push(taken);
    },
  };
}
