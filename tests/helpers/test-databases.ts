// Fresh, empty databases for the suites that run on both SQLite and PostgreSQL, migrated once, not
// once per test or per test file (vitest gives each file fresh modules, so nothing that must outlive a
// file is kept in this module):
//   - SQLite: the run's global setup migrates one file (PORTAL_SQLITE_TEMPLATE), and each test gets a
//     copy of it;
//   - PostgreSQL: each worker has a database of its own (Kysely's migrator looks at every schema of
//     its database, and a schema another worker drops halfway through that look fails it), holding a
//     pool of migrated schemas listed in its table free_test_schemas; a test takes a free one and
//     gives it back emptied (DELETE, not TRUNCATE: see giveBack), so later files of the worker
//     migrate nothing. Commits on the worker databases do not wait for the WAL's flush
//     (synchronous_commit off): only a crash of the server could lose them, and no test crashes the
//     machine's PostgreSQL (the fault suite runs its own).
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
    await runSql(serverUrl(), `alter database "${name}" set synchronous_commit = off`);
    const url = withDatabase(serverUrl(), name);
    await runSql(url, 'create table if not exists public.free_test_schemas (name text primary key, migrations int not null, shape text not null)');
    return url;
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

/** Migrates a new SQLite file to serve as the template of this run (the global setup calls it once). */
export async function makeSqliteTemplate(): Promise<string> {
  const path = join(mkdtempSync(join(tmpdir(), 'portal-template-')), 'template.db');
  await migrated(`sqlite:${path}`);
  return path;
}

let sqliteTemplate: Promise<string> | undefined;

function sqliteTemplatePath(): Promise<string> {
  const fromSetup = process.env.PORTAL_SQLITE_TEMPLATE;
  sqliteTemplate ??= fromSetup ? Promise.resolve(fromSetup) : makeSqliteTemplate();
  return sqliteTemplate;
}

const schemaUrl = (base: string, schema: string) => `${base}${base.includes('?') ? '&' : '?'}options=-c%20search_path%3D${schema}`;

/** Runs `work` with a client of the worker's database. */
async function withClient<T>(base: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const migrationsIn = (client: pg.Client, schema: string) =>
  client.query<{ n: number }>(`select count(*)::int as n from "${schema}".kysely_migration`).then((r) => r.rows[0]!.n, () => -1);

/** Every table and column of the schema in one string, so a test that dropped or altered one is noticed. */
const shapeOf = (client: pg.Client, schema: string) =>
  client
    .query<{ shape: string | null }>(
      // The catalog itself, not information_schema's views (a tenth of the time).
      `select string_agg(c.relname || '.' || a.attname || ':' || a.atttypid::text, ',' order by c.relname, a.attname) as shape
         from pg_catalog.pg_attribute a join pg_catalog.pg_class c on c.oid = a.attrelid join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where n.nspname = $1 and c.relkind in ('r', 'p', 'v') and a.attnum > 0 and not a.attisdropped`,
      [schema],
    )
    .then((r) => r.rows[0]?.shape ?? '');

/**
 * Empties every table but the migrations' own and lists the schema as free; a schema whose
 * migrations' record or tables a test changed (http.test.ts drops one to provoke an outage) is
 * dropped instead, so no later file inherits the damage.
 */
async function giveBack(base: string, schema: string, migrations: number, shape: string): Promise<void> {
  await withClient(base, async (client) => {
    if ((await migrationsIn(client, schema)) !== migrations || (await shapeOf(client, schema)) !== shape) {
      await client.query(`drop schema if exists "${schema}" cascade`);
      return;
    }
    const { rows } = await client.query<{ table_name: string }>(
      "select c.relname as table_name from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace where n.nspname = $1 and c.relkind = 'r' and c.relname not like 'kysely_%'",
      [schema],
    );
    // DELETE of every row, foreign keys unchecked for it (replica role; every table empties, so none
    // dangles): a few milliseconds for a test's handful of rows, where TRUNCATE, which gives each
    // table new files, took 0.5–1 s of the server's I/O per test.
    if (rows.length > 0) {
      await client.query(`begin; set local session_replication_role = replica; ${rows.map((r) => `delete from "${schema}"."${r.table_name}"`).join('; ')}; commit`);
    }
    await client.query('insert into public.free_test_schemas (name, migrations, shape) values ($1, $2, $3)', [schema, migrations, shape]);
  });
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
  // A worker runs one file at a time, and a file its tests one at a time: no one else takes from the list.
  let free = await withClient(base, (client) =>
    client.query<{ name: string; migrations: number; shape: string }>(
      'delete from public.free_test_schemas where name = (select name from public.free_test_schemas limit 1) returning name, migrations, shape',
    ),
  ).then((r) => r.rows[0]);
  if (free === undefined) {
    const schema = `test_${randomBytes(8).toString('hex')}`;
    await runSql(base, `create schema "${schema}"`);
    await migrated(schemaUrl(base, schema));
    free = await withClient(base, async (client) => ({ name: schema, migrations: await migrationsIn(client, schema), shape: await shapeOf(client, schema) }));
  }
  const { name, migrations, shape } = free;
  let given = false;
  return {
    url: schemaUrl(base, name),
    drop: async () => {
      if (given) return;
      given = true;
      await giveBack(base, name, migrations, shape);
    },
  };
}
