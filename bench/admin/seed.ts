// Bench: seeds N accounts (bench/admin/people.ts) on SQLite or PostgreSQL, fast and honestly:
// - the schema is made by the real migrations (migrateToLatest), and the schema after the load is
//   checked to be exactly what they made (any index dropped for the load is made again from its own
//   definition as the database reports it);
// - every account has seq = its place in creation order (1..N) and search_version = searchTermsVersion,
//   and its search terms come from the real searchTermsOf();
// - one argon2 hash, made by the real hashPassword() (production parameters), shared by all.
// A seeded database is cached under data/bench (git-ignored) / as a PostgreSQL database, keyed by N and
// a hash of everything its content depends on (migrations, search rules, password hashing, this
// generator); a cache with another key is deleted, never reused. Runs work on a copy.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { migrateToLatest, openDatabase } from '../../src/account-service/db/database';
import { searchTermsOf, searchTermsVersion } from '../../src/account-service/accounts/account-search';
import { hashPassword } from '../../src/account-service/lib/password';
import { generateAccounts, type SeedAccount } from './people';

const root = resolve(import.meta.dirname, '../..');
export const cacheDir = join(root, 'data/bench');
/** The password of every seeded account. */
export const seedPassword = 'kazaguruma no oto 2026';

/** What a seeded database's content depends on: when any of it changes, the cache is stale. */
const sources = [
  'src/account-service/db/migrations',
  'src/account-service/accounts/account-search.ts',
  'src/shared/account-search.ts',
  'src/account-service/lib/password.ts',
  'src/shared/password-policy.ts',
  'bench/admin/people.ts',
  'bench/admin/seed.ts',
];

function filesUnder(path: string): string[] {
  const full = join(root, path);
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full).sort().flatMap((name) => filesUnder(join(path, name)));
}

/** A hash of the sources (and searchTermsVersion): the part of the cache key that is not N. */
export function codeKey(): string {
  const hash = createHash('sha256').update(`searchTermsVersion=${searchTermsVersion}\n`);
  for (const file of sources.flatMap(filesUnder)) hash.update(`${file}\n`).update(readFileSync(join(root, file)));
  return hash.digest('hex').slice(0, 10);
}

export interface SeedInfo {
  accounts: number;
  terms: number;
  seconds: number;
  seededAt: string;
  key: string;
  /** Seeded by this run (false: taken from the cache). */
  fresh: boolean;
}

type Log = (line: string) => void;

const columns = [
  'id', 'account_code', 'login_id', 'login_id_normalized', 'email', 'email_normalized', 'name', 'name_kana', 'phone', 'department',
  'locale', 'role', 'status', 'locked_until', 'failed_login_count', 'must_change_password', 'password_hash', 'last_login_at',
  'previous_login_at', 'created_at', 'updated_at', 'seq', 'search_version',
] as const;
type Row = SeedAccount & { seq: number; search_version: number };

/** Walks the generated accounts in batches, with their terms from the real searchTermsOf(). */
async function* batches(total: number, size: number): AsyncGenerator<{ rows: Row[]; terms: Array<[string, number]> }> {
  const hash = await hashPassword(seedPassword);
  let rows: Row[] = [];
  let terms: Array<[string, number]> = [];
  let seq = 0;
  for (const account of generateAccounts(total, hash)) {
    seq++;
    rows.push({ ...account, seq, search_version: searchTermsVersion });
    for (const term of searchTermsOf(account)) terms.push([term, seq]);
    if (rows.length === size) {
      yield { rows, terms };
      rows = [];
      terms = [];
    }
  }
  if (rows.length > 0) yield { rows, terms };
}

const progress = (log: Log, label: string, done: number, total: number, started: number): void => {
  log(`    ${label}: ${done.toLocaleString('en')} / ${total.toLocaleString('en')} accounts, ${((performance.now() - started) / 1000).toFixed(0)} s`);
};

// ---------------------------------------------------------------------------------------------- SQLite

/** Tables, indexes and their SQL as SQLite holds them. */
export function sqliteSchema(db: SQLite.Database): string {
  return JSON.stringify(db.prepare(`select type, name, tbl_name, sql from sqlite_master where name not like 'sqlite_stat%' order by type, name`).all());
}

async function seedSqliteFile(path: string, total: number, log: Log): Promise<{ terms: number }> {
  for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
  const url = `sqlite:${path}`;
  const opened = openDatabase(url);
  await migrateToLatest(opened.db, url);
  await opened.db.destroy();

  const db = new SQLite(path);
  const schemaBefore = sqliteSchema(db);
  // A private load: no journal, no syncs, a big cache. The file goes back to WAL at the end (what the
  // service sets), and is renamed into place only when complete.
  db.pragma('journal_mode = OFF');
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -2000000');
  db.pragma('temp_store = MEMORY');
  const perStatement = 1000;
  const insertSql = (n: number) =>
    `insert into accounts (${columns.join(', ')}) values ${Array.from({ length: n }, () => `(${columns.map(() => '?').join(', ')})`).join(', ')}`;
  const insertFull = db.prepare(insertSql(perStatement));
  // Terms go to a plain table first, then into the (term, seq) primary key in its own order at once:
  // the WITHOUT ROWID table is built by appending, not by 20 million inserts all over it.
  db.exec('create temp table bench_terms (term text not null, seq integer not null)');
  const termsPerStatement = 10_000;
  const termSql = (n: number) => `insert into bench_terms (term, seq) values ${Array.from({ length: n }, () => '(?, ?)').join(', ')}`;
  const insertTermsFull = db.prepare(termSql(termsPerStatement));
  let done = 0;
  let terms = 0;
  const started = performance.now();
  let nextReport = 100_000;
  let accountMs = 0;
  let termMs = 0;
  for await (const batch of batches(total, 10_000)) {
    db.transaction(() => {
      const t0 = performance.now();
      for (let i = 0; i < batch.rows.length; i += perStatement) {
        const chunk = batch.rows.slice(i, i + perStatement);
        const values = chunk.flatMap((row) => columns.map((column) => row[column]));
        (chunk.length === perStatement ? insertFull : db.prepare(insertSql(chunk.length))).run(values);
      }
      const t1 = performance.now();
      accountMs += t1 - t0;
      for (let i = 0; i < batch.terms.length; i += termsPerStatement) {
        const chunk = batch.terms.slice(i, i + termsPerStatement);
        (chunk.length === termsPerStatement ? insertTermsFull : db.prepare(termSql(chunk.length))).run(chunk.flat());
      }
      termMs += performance.now() - t1;
    })();
    done += batch.rows.length;
    terms += batch.terms.length;
    if (done >= nextReport || done === total) {
      progress(log, 'SQLite accounts', done, total, started);
      log(`      (inserting accounts ${(accountMs / 1000).toFixed(1)} s, terms ${(termMs / 1000).toFixed(1)} s)`);
      nextReport += 100_000;
    }
  }
  log(`    SQLite: ${terms.toLocaleString('en')} search terms into account_search_terms (sorted) …`);
  db.exec('begin; insert into account_search_terms (term, seq) select term, seq from bench_terms order by term, seq; drop table bench_terms; commit');
  const schemaAfter = sqliteSchema(db);
  if (schemaAfter !== schemaBefore) throw new Error(`SQLite schema after the load differs from the migrations':\n${schemaBefore}\n${schemaAfter}`);
  db.pragma('journal_mode = WAL');
  db.close();
  return { terms };
}

function sqliteCachePath(total: number, key: string): string {
  return join(cacheDir, `admin-search-${total}-${key}.db`);
}

/** Deletes cached SQLite files made by other sources (any N). */
function dropStaleSqlite(key: string, log: Log): void {
  if (!existsSync(cacheDir)) return;
  for (const name of readdirSync(cacheDir)) {
    const m = /^admin-search-\d+-([0-9a-f]+)\.db(\.json|\.tmp)?$/.exec(name);
    if (m && m[1] !== key) {
      rmSync(join(cacheDir, name), { force: true });
      log(`  deleted stale cache ${name}`);
    }
  }
}

/** A working copy of the seeded SQLite file for N accounts at `workPath`, seeding (and caching) it first if needed. */
export async function sqliteWorkCopy(total: number, workPath: string, opts: { cache: boolean; log: Log }): Promise<SeedInfo> {
  const key = codeKey();
  if (!opts.cache) {
    const started = performance.now();
    const { terms } = await seedSqliteFile(workPath, total, opts.log);
    return { accounts: total, terms, seconds: (performance.now() - started) / 1000, seededAt: new Date().toISOString(), key, fresh: true };
  }
  mkdirSync(cacheDir, { recursive: true });
  dropStaleSqlite(key, opts.log);
  const path = sqliteCachePath(total, key);
  let info: SeedInfo;
  if (existsSync(path) && existsSync(`${path}.json`)) {
    info = { ...(JSON.parse(readFileSync(`${path}.json`, 'utf8')) as SeedInfo), fresh: false };
  } else {
    const started = performance.now();
    const { terms } = await seedSqliteFile(`${path}.tmp`, total, opts.log);
    info = { accounts: total, terms, seconds: (performance.now() - started) / 1000, seededAt: new Date().toISOString(), key, fresh: true };
    renameSync(`${path}.tmp`, path);
    writeFileSync(`${path}.json`, JSON.stringify(info));
  }
  for (const suffix of ['', '-wal', '-shm']) rmSync(workPath + suffix, { force: true });
  copyFileSync(path, workPath);
  checkSeeded(new SQLite(workPath, { readonly: true }), total);
  return info;
}

/** A cheap check that a copy holds what the seed made (N accounts numbered 1..N, all with current terms). */
function checkSeeded(db: SQLite.Database, total: number): void {
  try {
    const row = db.prepare('select count(*) as n, max(seq) as maxSeq, sum(search_version <> ?) as stale from accounts').get(searchTermsVersion) as { n: number; maxSeq: number; stale: number };
    if (row.n !== total || row.maxSeq !== total || row.stale !== 0) throw new Error(`cached SQLite database is not a clean seed of ${total}: ${JSON.stringify(row)}`);
  } finally {
    db.close();
  }
}

// ------------------------------------------------------------------------------------------ PostgreSQL

export const pgServer = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
export const pgUrl = (database: string): string => `${pgServer}/${database}`;

async function onServer<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: pgUrl('postgres') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function dropPgDatabase(name: string): Promise<void> {
  await onServer((c) => c.query(`drop database if exists "${name}" with (force)`));
}

/** Columns, indexes and constraints as PostgreSQL reports them. */
export async function pgSchema(client: pg.Client): Promise<string> {
  const columnsOf = await client.query(
    `select table_name, column_name, data_type, is_nullable, column_default, collation_name from information_schema.columns
      where table_schema = current_schema() order by table_name, ordinal_position`,
  );
  const indexes = await client.query(`select tablename, indexname, indexdef from pg_indexes where schemaname = current_schema() order by tablename, indexname`);
  const constraints = await client.query(
    `select conrelid::regclass::text as tbl, conname, pg_get_constraintdef(oid) as def from pg_constraint
      where connamespace = current_schema()::regnamespace order by 1, 2`,
  );
  return JSON.stringify([columnsOf.rows, indexes.rows, constraints.rows]);
}

async function seedPgDatabase(name: string, total: number, log: Log): Promise<{ terms: number }> {
  await dropPgDatabase(name);
  await onServer((c) => c.query(`create database "${name}"`));
  const url = pgUrl(name);
  const opened = openDatabase(url);
  await migrateToLatest(opened.db, url);
  await opened.db.destroy();

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const schemaBefore = await pgSchema(client);
    await client.query(`set synchronous_commit = off`);
    await client.query(`set maintenance_work_mem = '1GB'`);
    const types = new Map(
      (await client.query<{ column_name: string; udt_name: string }>(`select column_name, udt_name from information_schema.columns where table_name = 'accounts' and table_schema = current_schema()`)).rows.map(
        (r) => [r.column_name, r.udt_name],
      ),
    );
    // The indexes that are no constraint's are dropped for the load and made again from their own
    // definitions; the terms' primary key likewise (its definition is read back before it is dropped).
    const loose = (
      await client.query<{ indexname: string; indexdef: string }>(
        `select indexname, indexdef from pg_indexes where schemaname = current_schema() and tablename = 'accounts'
           and indexname not in (select conname from pg_constraint where conrelid = 'accounts'::regclass)`,
      )
    ).rows;
    const termsKey = (await client.query<{ def: string }>(`select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'account_search_terms_pk'`)).rows[0]!.def;
    for (const index of loose) await client.query(`drop index "${index.indexname}"`);
    await client.query(`alter table account_search_terms drop constraint account_search_terms_pk`);

    const insertAccounts = `insert into accounts (${columns.join(', ')}) select * from unnest(${columns.map((column, i) => `$${i + 1}::${types.get(column)}[]`).join(', ')})`;
    let done = 0;
    let terms = 0;
    const started = performance.now();
    let nextReport = 100_000;
    for await (const batch of batches(total, 10_000)) {
      await client.query('begin');
      await client.query(insertAccounts, columns.map((column) => batch.rows.map((row) => row[column])));
      for (let i = 0; i < batch.terms.length; i += 100_000) {
        const chunk = batch.terms.slice(i, i + 100_000);
        await client.query(`insert into account_search_terms (term, seq) select * from unnest($1::text[], $2::int4[])`, [chunk.map((t) => t[0]), chunk.map((t) => t[1])]);
      }
      await client.query('commit');
      done += batch.rows.length;
      terms += batch.terms.length;
      if (done >= nextReport || done === total) {
        progress(log, 'PostgreSQL accounts', done, total, started);
        nextReport += 100_000;
      }
    }
    log(`    PostgreSQL: indexes and the terms' primary key (${terms.toLocaleString('en')} rows) …`);
    await client.query(`alter table account_search_terms add constraint account_search_terms_pk ${termsKey}`);
    for (const index of loose) await client.query(index.indexdef);
    // New accounts (the bench's administrator) take the next number, as the migration set it up.
    await client.query(`select setval('accounts_seq', coalesce((select max(seq) from accounts), 0) + 1, false)`);
    const schemaAfter = await pgSchema(client);
    if (schemaAfter !== schemaBefore) throw new Error(`PostgreSQL schema after the load differs from the migrations':\n${schemaBefore}\n${schemaAfter}`);
    // What autovacuum would soon do on its own: statistics and the visibility map.
    await client.query('vacuum analyze');
    return { terms };
  } finally {
    await client.end();
  }
}

const pgCacheName = (total: number, key: string): string => `bench_admin_${total}_${key}`;

async function pgComment(name: string): Promise<string | null> {
  return onServer(async (c) => (await c.query<{ d: string | null }>(`select shobj_description(oid, 'pg_database') as d from pg_database where datname = $1`, [name])).rows[0]?.d ?? null);
}

/** Cached PostgreSQL databases (bench_admin_<N>_<key>), any key. */
export async function pgCaches(): Promise<string[]> {
  return onServer(async (c) => (await c.query<{ datname: string }>(`select datname from pg_database where datname ~ '^bench_admin_[0-9]+_[0-9a-f]+(_tmp)?$'`)).rows.map((r) => r.datname));
}

/** A working copy (database `workName`) of the seeded PostgreSQL database for N accounts, seeding (and caching) it first if needed. */
export async function pgWorkCopy(total: number, workName: string, opts: { cache: boolean; log: Log }): Promise<SeedInfo> {
  const key = codeKey();
  if (!opts.cache) {
    const started = performance.now();
    const { terms } = await seedPgDatabase(workName, total, opts.log);
    return { accounts: total, terms, seconds: (performance.now() - started) / 1000, seededAt: new Date().toISOString(), key, fresh: true };
  }
  for (const name of await pgCaches()) {
    if (!name.endsWith(`_${key}`)) {
      await dropPgDatabase(name);
      opts.log(`  dropped stale cache database ${name}`);
    }
  }
  const name = pgCacheName(total, key);
  const comment = await pgComment(name);
  let info: SeedInfo;
  if (comment) {
    info = { ...(JSON.parse(comment) as SeedInfo), fresh: false };
  } else {
    const started = performance.now();
    const { terms } = await seedPgDatabase(`${name}_tmp`, total, opts.log);
    info = { accounts: total, terms, seconds: (performance.now() - started) / 1000, seededAt: new Date().toISOString(), key, fresh: true };
    await dropPgDatabase(name);
    await onServer(async (c) => {
      await c.query(`alter database "${name}_tmp" rename to "${name}"`);
      // Written last: a database without it is an unfinished seed and is made again.
      await c.query(`comment on database "${name}" is '${JSON.stringify(info).replace(/'/g, "''")}'`);
    });
  }
  await dropPgDatabase(workName);
  // FILE_COPY: a checkpoint and a copy of the files, not the whole database through the WAL.
  await onServer((c) => c.query(`create database "${workName}" template "${name}" strategy file_copy`));
  const client = new pg.Client({ connectionString: pgUrl(workName) });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string; max_seq: number; stale: string }>(`select count(*) as n, max(seq) as max_seq, count(*) filter (where search_version <> $1) as stale from accounts`, [searchTermsVersion]);
    const row = rows[0]!;
    if (Number(row.n) !== total || row.max_seq !== total || Number(row.stale) !== 0) throw new Error(`cached PostgreSQL database is not a clean seed of ${total}: ${JSON.stringify(row)}`);
  } finally {
    await client.end();
  }
  return info;
}

/** Deletes every cache (files and databases) this bench made. */
export async function clearCaches(log: Log): Promise<void> {
  if (existsSync(cacheDir)) {
    for (const name of readdirSync(cacheDir)) {
      if (/^admin-search-/.test(name)) {
        rmSync(join(cacheDir, name), { force: true });
        log(`  deleted ${name}`);
      }
    }
  }
  for (const name of await pgCaches()) {
    await dropPgDatabase(name);
    log(`  dropped database ${name}`);
  }
}
