// The admin list's level filter at a million accounts on PostgreSQL (issue 23): `npx tsx bench/admin/level-plans.ts`
// (TEST_DATABASE_URL_PG or postgres://postgres@127.0.0.1:5432/test names the server). Makes the database
// bench_admin_levels with the real migrations, a million accounts (93 % the password and mail, 5 % an
// authenticator app, 2 % a passkey, a tenth of those without a password) with their passkeys and apps,
// times the level migration's backfill on them, then times listAccountPage for each level, alone and
// with a search, and prints every statement's plan (EXPLAIN ANALYZE). `--keep` keeps the database.
import pg from 'pg';
import { sql } from 'kysely';
import { migrateToLatest, openDatabase } from '../../src/account-service/db/database';
import { listAccountPage, type AccountListQuery } from '../../src/account-service/admin/account-list';
import * as levelMigration from '../../src/account-service/db/migrations/2027-02-17T0100-account-level';

const total = 1_000_000;
const server = process.env.TEST_DATABASE_URL_PG ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = 'bench_admin_levels';
const url = new URL(server);
url.pathname = `/${name}`;

const admin = new pg.Client({ connectionString: server });
await admin.connect();
await admin.query(`drop database if exists ${name}`);
await admin.query(`create database ${name}`);

const statements: { sql: string; parameters: readonly unknown[] }[] = [];
let capturing = false;
const { db } = openDatabase(url.toString(), { poolMax: 2, connectTimeoutMs: 5000, statementTimeoutMs: 600_000, onQuery: (text, parameters) => void (capturing && statements.push({ sql: text, parameters })) });
try {
  await migrateToLatest(db, url.toString());
  const started = performance.now();
  await sql`insert into accounts (id, account_code, login_id, login_id_normalized, email, email_normalized, name, name_kana, locale, role, status,
              failed_login_count, must_change_password, password_hash, created_at, updated_at, seq, search_version)
            select 'acc-' || g, 'A' || lpad(g::text, 8, '0'), 'user' || g, 'user' || g, 'user' || g || '@example.jp', 'user' || g || '@example.jp',
              '利用者 ' || g, 'リヨウシャ', 'ja', case when g % 2000 = 0 then 'admin' else 'user' end, 'active', 0, 0,
              case when g % 500 = 7 then null else '$argon2id$bench' end,
              '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z', g, 1
            from generate_series(1, ${total}) as g`.execute(db);
  await sql`select setval('accounts_seq', ${total + 1}, false)`.execute(db);
  // 2 %: a passkey (every fiftieth account, a tenth of them without a password); 5 %: an authenticator app.
  await sql`insert into passkeys (id, account_id, credential_id, public_key, counter, device_type, backed_up, name, created_at)
            select 'pk-' || g, 'acc-' || g, 'cred-' || g, 'key', 0, 'multiDevice', 1, 'パスキー', '2026-01-02T00:00:00.000Z'
            from generate_series(7, ${total}, 50) as g`.execute(db);
  await sql`insert into authenticator_apps (account_id, secret_ciphertext, key_id, confirmed_at, last_used_step, created_at)
            select 'acc-' || g, 'sealed', 'k1', '2026-01-03T00:00:00.000Z', null, '2026-01-03T00:00:00.000Z'
            from generate_series(3, ${total}, 20) as g`.execute(db);
  await sql`analyze`.execute(db);
  console.log(`seeded ${total.toLocaleString()} accounts in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  // The migration's backfill, on these accounts: the column dropped, then made again by its up().
  await levelMigration.down(db);
  const migrating = performance.now();
  await levelMigration.up(db);
  console.log(`level migration (add column, backfill ${(total / 50 + total / 20).toLocaleString()} accounts, index): ${((performance.now() - migrating) / 1000).toFixed(1)} s`);
  await sql`analyze accounts`.execute(db);

  const counts = await sql<{ strongest_factor: string; n: string }>`select strongest_factor, count(*) as n from accounts group by 1 order by 1`.execute(db);
  console.log('strongest_factor:', counts.rows.map((r) => `${r.strongest_factor} ${Number(r.n).toLocaleString()}`).join(', '));

  const queries: [string, Omit<AccountListQuery, 'limit'>][] = [
    ['level passkey_only', { level: 'passkey_only' }],
    ['level passkey', { level: 'passkey' }],
    ['level authenticator_app', { level: 'authenticator_app' }],
    ['level password_mail', { level: 'password_mail' }],
    ['level passkey + role admin', { level: 'passkey', role: 'admin' }],
    // A login-ID prefix read whole from its range (111 accounts); the name terms are not made here.
    ['level authenticator_app + search "user1234"', { level: 'authenticator_app', search: 'user1234' }],
    ['no filter', {}],
  ];
  for (const [label, query] of queries) {
    const times: number[] = [];
    let page: Awaited<ReturnType<typeof listAccountPage>> | undefined;
    for (let run = 0; run < 7; run++) {
      statements.length = 0;
      capturing = run === 6;
      const t = performance.now();
      page = await listAccountPage(db, { ...query, limit: 50 }, new Date());
      times.push(performance.now() - t);
      capturing = false;
    }
    times.sort((a, b) => a - b);
    console.log(`\n## ${label}: ${page!.rows.length} rows, complete ${page!.complete}, median ${times[3]!.toFixed(1)} ms, max ${times[6]!.toFixed(1)} ms, ${statements.length} statements`);
    for (const statement of statements) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, costs off, timing on) ${statement.sql}`, statement.parameters as unknown[]);
      await client.end();
      console.log(`-- ${statement.sql.replace(/\s+/g, ' ').slice(0, 160)}`);
      // The lists of account numbers are long: their start is enough.
      for (const row of rows) console.log(`   ${row['QUERY PLAN'].replace(/'\{([0-9,]{40})[0-9,]*\}'/, "'{$1…}'")}`);
    }
  }
} finally {
  await db.destroy();
  if (!process.argv.includes('--keep')) await admin.query(`drop database if exists ${name}`);
  await admin.end();
}
