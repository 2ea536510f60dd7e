// `npm run bench:admin -- --accounts N` (or `npm run bench -- --accounts N`): the admin console's
// account search at N accounts, on SQLite and on PostgreSQL (issue 14). For each database it prints:
// - admin search p50/p99 through the gateway (GraphQL adminAccountSearch, first: 50, one at a time) and
//   the same search on REST directly (GET /v1/admin/accounts), for prefixes, name fragments, a worst
//   case and the first page without a search;
// - other users' viewer (GraphQL `viewer { account { loginId } }`, bearer tokens) at a fixed rate, alone
//   and while an administrator searches once a second, interleaved, and the ratio of the p99s;
// - login step 1 (POST /v1/logins, right password) at `baseline` accounts and at N, interleaved;
// - what the old list cost (select * from accounts order by created_at desc limit 200);
// - in-process: the statements one search page runs and the longest of them (on SQLite that one
//   blocks the event loop), with the plan of any slow one;
// - seeding time and database sizes.
// The targets are printed next to the figures. All traffic goes to 127.0.0.1.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql, type LogEvent } from 'kysely';
import pg from 'pg';
import { Pool } from 'undici';
import { listAccountPage } from '../../src/account-service/admin/account-list';
import { openDatabase, type Database } from '../../src/account-service/db/database';
import { matchesAccountSearch, searchKey } from '../../src/shared/account-search';
import { clearCaches, dropPgDatabase, pgUrl, pgWorkCopy, seedPassword, sqliteWorkCopy, type SeedInfo } from './seed';

const root = resolve(import.meta.dirname, '../..');

type Kind = 'sqlite' | 'postgres';

interface Options {
  accounts: number;
  baseline: number;
  databases: Kind[];
  searches: number;
  restSearches: number;
  viewerRate: number;
  viewerUsers: number;
  viewerSeconds: number;
  viewerRounds: number;
  loginConnections: number;
  loginSeconds: number;
  loginRounds: number;
  oldQueryRuns: number;
  cache: boolean;
  pin: boolean;
}

interface SearchCase {
  group: string;
  label: string;
  q?: string;
}

/** What is searched (the same on every database and every N). */
export const searchCases: SearchCase[] = [
  { group: '(a) prefix', label: 'login-ID prefix, 4 chars', q: 'tana' },
  { group: '(a) prefix', label: 'login-ID prefix, 3 chars', q: 'ike' },
  { group: '(a) prefix', label: 'login-ID prefix, 5 chars', q: 'u0209' },
  { group: '(a) prefix', label: 'account-code prefix', q: 'A1234' },
  { group: '(b) name', label: '2 kanji (a common surname)', q: '田中' },
  { group: '(b) name', label: '3 kanji', q: '田中美' },
  { group: '(b) name', label: 'reading, 4 katakana', q: 'タカハシ' },
  { group: '(b) name', label: 'no match, common bigrams (worst)', q: '山田中' },
  { group: '(c) no search', label: 'first page', q: undefined },
];
const searchTargetMs = 50;
const viewerTarget = 1.2;
const loginTarget = 1.1;
const pageSize = 50;

const log = (line: string): void => console.log(line);
export const children: ChildProcess[] = [];

// ------------------------------------------------------------------------------------------- helpers

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
const ms = (value: number): string => (Number.isNaN(value) ? '—' : value >= 100 ? `${value.toFixed(0)} ms` : `${value.toFixed(1)} ms`);
const count = (n: number): string => n.toLocaleString('en');
const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const mark = (ok: boolean): string => (ok ? 'ok' : 'MISSED');
/** Columns on a terminal: kana and kanji take two. */
const widthOf = (text: string): number => Array.from(text).reduce((w, c) => w + (/[\u1100-\u115F\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]/.test(c) ? 2 : 1), 0);
const pad = (text: string, width: number): string => text + ' '.repeat(Math.max(0, width - widthOf(text)));

/** CPU time of the whole machine so far, in clock ticks summed over its CPUs: [busy, total] (/proc/stat; steal counts as busy). */
function machineTicks(): [number, number] {
  const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1, 9).map(Number) as number[];
  const busy = user! + nice! + system! + irq! + softirq! + steal!;
  return [busy, busy + idle! + iowait!];
}

/** CPU time (user + system, every thread) of a process so far, in clock ticks; 0 when it is gone. */
function processTicks(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** Other processes on the machine may use this much of it, in cores, before a measurement is taken again. */
const quietCores = 0.15;
const maxTries = 5;

interface Quiet<T> {
  result: T;
  /** CPU the rest of the machine used meanwhile (everything but this bench's processes and its database sessions), in cores. */
  other: number;
  tries: number;
}

/**
 * Runs a measurement and checks how much CPU everything else on the machine used meanwhile (other
 * users' processes, the hypervisor's steal). On a shared two-core machine that is what spoils a p99:
 * a disturbed measurement is made again, up to `maxTries` times, and the quietest one is kept.
 */
async function quietly<T>(ours: () => Promise<number[]>, work: () => Promise<T>): Promise<Quiet<T>> {
  let best: Quiet<T> | undefined;
  let made = 0;
  for (let tries = 1; tries <= maxTries; tries++) {
    made = tries;
    const pidsBefore = await ours();
    const [busy0, total0] = machineTicks();
    const before = new Map(pidsBefore.map((pid) => [pid, processTicks(pid)]));
    const result = await work();
    const [busy1, total1] = machineTicks();
    const pids = new Set([...pidsBefore, ...(await ours())]);
    const oursTicks = [...pids].reduce((sum, pid) => sum + processTicks(pid) - (before.get(pid) ?? 0), 0);
    const elapsed = (total1 - total0) / cpus().length;
    const other = Math.max(0, (busy1 - busy0 - oursTicks) / Math.max(1, elapsed));
    if (!best || other < best.other) best = { result, other, tries };
    if (other <= quietCores) break;
    if (tries < maxTries) await sleep(2000);
  }
  return { ...best!, tries: made };
}

const otherLoad = (q: Quiet<unknown>): string => `other load ${q.other.toFixed(2)} cores${q.tries > 1 ? `, quietest of ${q.tries} tries` : ''}`;

export function pin(pid: number, cpus: string): void {
  try {
    execFileSync('taskset', ['-a', '-pc', cpus, String(pid)], { stdio: 'ignore' });
  } catch {
    // Pinning is for fairness only.
  }
}

export async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => ok(port));
    });
    server.on('error', fail);
  });
}

/** A server as a plain node process (TypeScript through `--import tsx`), ready when /readyz says 200. */
export async function startServer(script: string, env: Record<string, string>, port: number): Promise<{ url: string; pid: number; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: root, env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    if (await fetch(`${url}/readyz`).then((r) => r.status === 200, () => false)) return { url, pid: child.pid!, child };
    if (Date.now() - started > 120_000) throw new Error(`${script} did not get ready`);
    await sleep(50);
  }
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((ok) => child.once('exit', ok));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000)]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

export function runCli(args: string[], databaseUrl: string): Promise<void> {
  return new Promise((ok, fail) => {
    const cli = spawn(process.execPath, ['--import', 'tsx', 'src/account-service/cli/accounts-cli.ts', ...args], {
      cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: ['ignore', 'ignore', 'inherit'],
    });
    cli.once('exit', (code) => (code === 0 ? ok() : fail(new Error(`accounts CLI ${args[0]} failed (${code})`))));
  });
}

interface Response {
  status: number;
  body: string;
  ms: number;
}

export async function send(pool: Pool, options: { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string }): Promise<Response> {
  const started = performance.now();
  const res = await pool.request(options);
  const body = await res.body.text();
  return { status: res.statusCode, body, ms: performance.now() - started };
}

// ------------------------------------------------------------------------------------------- sign in

export async function signIn(service: Pool, serviceToken: string, identifier: string, email: string): Promise<string> {
  const headers = { authorization: `Bearer ${serviceToken}`, 'content-type': 'application/json' };
  const login = await send(service, { method: 'POST', path: '/v1/logins', headers, body: JSON.stringify({ identifier, password: seedPassword }) });
  if (login.status !== 200 && login.status !== 201) throw new Error(`login of ${identifier}: ${login.status} ${login.body}`);
  const { attemptId } = JSON.parse(login.body) as { attemptId: string };
  for (let i = 0; i < 200; i++) {
    const mails = JSON.parse((await send(service, { method: 'GET', path: `/dev/mailbox/messages?to=${encodeURIComponent(email)}` })).body) as { text: string }[];
    const code = mails[0] && /\b(\d{6})\b/.exec(mails[0].text)?.[1];
    if (code) {
      const res = await send(service, { method: 'POST', path: `/v1/logins/${attemptId}/code-verifications`, headers, body: JSON.stringify({ code }) });
      const token = (JSON.parse(res.body) as { token?: string }).token;
      if (!token) throw new Error(`code of ${identifier}: ${res.status} ${res.body}`);
      return token;
    }
    await sleep(50);
  }
  throw new Error(`no code mail for ${identifier}`);
}

interface Person {
  loginId: string;
  email: string;
}

/** Active users who may sign in, spread over the whole table. */
export async function pickPeople(databaseUrl: string, total: number, how: number): Promise<Person[]> {
  const { db } = openDatabase(databaseUrl);
  try {
    const step = Math.max(1, Math.floor(total / (how * 3)));
    const { rows } = await sql<{ login_id: string; email: string }>`
      select login_id, email from accounts
       where role = 'user' and status = 'active' and must_change_password = 0 and failed_login_count = 0 and seq % ${step} = 0
       order by seq limit ${how}`.execute(db);
    if (rows.length < how) throw new Error(`only ${rows.length} people to sign in`);
    return rows.map((r) => ({ loginId: r.login_id, email: r.email }));
  } finally {
    await db.destroy();
  }
}

// ------------------------------------------------------------------------------------------- search

const searchQuery = `query AdminSearch($search: String, $first: Int) {
  adminAccountSearch(search: $search, first: $first) {
    nodes { accountCode loginId email name nameKana role status }
    pageInfo { hasNextPage endCursor }
    complete
  }
}`;

interface SearchPage {
  nodes: Array<{ accountCode: string; loginId: string; email: string; name: string; nameKana: string }>;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  complete: boolean;
}

export function gqlSearch(gateway: Pool, token: string, q: string | undefined): Promise<Response> {
  return send(gateway, {
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: searchQuery, variables: { search: q ?? null, first: pageSize } }),
  });
}

export function restSearch(service: Pool, serviceToken: string, session: string, q: string | undefined): Promise<Response> {
  const query = new URLSearchParams({ limit: String(pageSize), ...(q ? { q } : {}) });
  return send(service, { method: 'GET', path: `/v1/admin/accounts?${query}`, headers: { authorization: `Bearer ${serviceToken}`, 'x-session-token': session } });
}

function pageOf(res: Response): SearchPage {
  const parsed = JSON.parse(res.body) as { data?: { adminAccountSearch?: SearchPage }; errors?: unknown };
  if (res.status !== 200 || !parsed.data?.adminAccountSearch) throw new Error(`search failed: ${res.status} ${res.body.slice(0, 300)}`);
  return parsed.data.adminAccountSearch;
}

/** What one page answered: how many, whether more follow, whether it stopped early; and that every row matches. */
function describePage(q: string | undefined, page: SearchPage): string {
  const key = searchKey(q ?? '');
  const wrong = page.nodes.filter((n) => !matchesAccountSearch(key, { loginId: n.loginId, email: n.email, accountCode: n.accountCode, name: n.name, nameKana: n.nameKana }));
  if (wrong.length > 0) throw new Error(`search ${q} answered ${wrong.length} accounts that do not match`);
  return `${page.nodes.length}${page.pageInfo.hasNextPage ? '+' : ''}${page.complete ? '' : ' (stopped early)'}`;
}

// ------------------------------------------------------------------------------------------- load

/**
 * Open-loop load: `rate` requests a second on a schedule, whatever the answers take (a stalled server
 * meets a queue, as it would with real users), each timed from its scheduled moment.
 */
export async function openLoop(rate: number, seconds: number, fire: (i: number) => Promise<Response>): Promise<{ latencies: number[]; errors: number }> {
  const latencies: number[] = [];
  let errors = 0;
  const inFlight = new Set<Promise<void>>();
  const started = performance.now();
  const total = Math.round(rate * seconds);
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const p = fire(i).then(
      (res) => {
        if (res.status !== 200 || res.body.includes('"errors"')) errors++;
        latencies.push(performance.now() - due);
      },
      () => {
        errors++;
      },
    );
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
  }
  await Promise.all(inFlight);
  return { latencies, errors };
}

/** Closed loop: `connections` workers, each sending the next request when the last one answered. */
export async function closedLoop(connections: number, seconds: number, fire: (worker: number) => Promise<Response>): Promise<{ latencies: number[]; errors: number }> {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async (_, worker) => {
      while (performance.now() < end) {
        try {
          const res = await fire(worker);
          if (res.status !== 200 && res.status !== 201) errors++;
          latencies.push(res.ms);
        } catch {
          errors++;
        }
      }
    }),
  );
  return { latencies, errors };
}

// ------------------------------------------------------------------------------------------- in-process diagnosis

interface Statement {
  sql: string;
  parameters: readonly unknown[];
  ms: number;
}

function diagnosisDb(kind: Kind, url: string, statements: Statement[]): Kysely<Database> {
  const logEvent = (event: LogEvent): void => {
    if (event.level === 'query') statements.push({ sql: event.query.sql, parameters: event.query.parameters, ms: event.queryDurationMillis });
  };
  if (kind === 'sqlite') {
    const database = new SQLite(url.slice('sqlite:'.length));
    database.pragma('journal_mode = WAL');
    return new Kysely<Database>({ dialect: new SqliteDialect({ database }), log: logEvent });
  }
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (the working database dropped as the run ends) is not a failure of the bench.
  pool.on('error', () => undefined);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: logEvent });
}

async function planOf(kind: Kind, url: string, statement: Statement): Promise<string[]> {
  if (kind === 'sqlite') {
    const db = new SQLite(url.slice('sqlite:'.length), { readonly: true });
    try {
      const rows = db.prepare(`explain query plan ${statement.sql}`).all(...(statement.parameters as unknown[])) as Array<{ detail: string }>;
      return rows.map((r) => r.detail);
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statement.sql}`, statement.parameters as unknown[]);
    return rows.map((r) => r['QUERY PLAN']);
  } finally {
    await client.end();
  }
}

// ------------------------------------------------------------------------------------------- one database

interface SearchRow {
  c: SearchCase;
  answer: string;
  gateway: number[];
  rest: number[];
  /** Other processes' CPU during the measurement, in cores. */
  other: number;
}

interface DatabaseResult {
  kind: Kind;
  seed: SeedInfo;
  baselineSeed: SeedInfo;
  sizes: string[];
  searches: SearchRow[];
  viewerAlone: number[];
  viewerBusy: number[];
  viewerErrors: number;
  viewerOther: number[];
  busySearches: number[];
  loginBaseline: number[];
  loginFull: number[];
  loginErrors: number;
  loginOther: number[];
  oldQuery: number[];
  diagnosis: string[];
}

async function sizesOf(kind: Kind, url: string): Promise<string[]> {
  if (kind === 'sqlite') {
    const path = url.slice('sqlite:'.length);
    const lines = [`file ${mb(statSync(path).size)}`];
    const db = new SQLite(path, { readonly: true });
    try {
      const rows = db.prepare(`select name, sum(pgsize) as bytes from dbstat group by name order by bytes desc limit 8`).all() as Array<{ name: string; bytes: number }>;
      lines.push(rows.map((r) => `${r.name} ${mb(r.bytes)}`).join(', '));
    } catch {
      // dbstat is not compiled in: the file size says it.
    } finally {
      db.close();
    }
    return lines;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ db: string; accounts: string; accounts_idx: string; terms: string }>(
      `select pg_database_size(current_database()) as db,
              pg_table_size('accounts') as accounts, pg_indexes_size('accounts') as accounts_idx,
              pg_total_relation_size('account_search_terms') as terms`,
    );
    const r = rows[0]!;
    return [`database ${mb(Number(r.db))}`, `accounts ${mb(Number(r.accounts))} + its indexes ${mb(Number(r.accounts_idx))}, account_search_terms (its primary key) ${mb(Number(r.terms))}`];
  } finally {
    await client.end();
  }
}

async function benchDatabase(kind: Kind, opts: Options, workDir: string): Promise<DatabaseResult> {
  const title = kind === 'sqlite' ? 'SQLite' : 'PostgreSQL';
  log(`\n[${title}] preparing ${count(opts.accounts)} and ${count(opts.baseline)} accounts`);
  const runId = `${process.pid}`;
  let url: string;
  let baselineUrl: string;
  let seed: SeedInfo;
  let baselineSeed: SeedInfo;
  const pgWork = [`bench_admin_work_${runId}`, `bench_admin_work_${runId}_base`];
  const started = performance.now();
  if (kind === 'sqlite') {
    url = `sqlite:${join(workDir, 'bench.db')}`;
    baselineUrl = `sqlite:${join(workDir, 'baseline.db')}`;
    seed = await sqliteWorkCopy(opts.accounts, url.slice(7), { cache: opts.cache, log });
    baselineSeed = await sqliteWorkCopy(opts.baseline, baselineUrl.slice(7), { cache: opts.cache, log });
  } else {
    url = pgUrl(pgWork[0]!);
    baselineUrl = pgUrl(pgWork[1]!);
    seed = await pgWorkCopy(opts.accounts, pgWork[0]!, { cache: opts.cache, log });
    baselineSeed = await pgWorkCopy(opts.baseline, pgWork[1]!, { cache: opts.cache, log });
  }
  log(`  ${seed.fresh ? 'seeded' : 'from the cache (seeded'} ${count(seed.accounts)} accounts, ${count(seed.terms)} search terms in ${seed.seconds.toFixed(1)} s${seed.fresh ? '' : ` on ${seed.seededAt})`}; ready to use after ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const sizes = await sizesOf(kind, url);
  log(`  size: ${sizes.join('; ')}`);

  try {
    const serviceToken = randomBytes(32).toString('base64url');
    await runCli(['create', '--login-id', 'bench.admin', '--email', 'bench.admin@example.jp', '--password', seedPassword, '--name', '計測 管理者', '--role', 'admin'], url);
    const people = await pickPeople(url, opts.accounts, opts.viewerUsers + opts.loginConnections);
    const baselinePeople = await pickPeople(baselineUrl, opts.baseline, opts.loginConnections);
    const serviceEnv = { SERVICE_TOKEN: serviceToken, BENCH_LOGIN_ACCOUNTS: '0', BENCH_PASSWORD: seedPassword };
    const [servicePort, baselinePort, gatewayPort] = [await freePort(), await freePort(), await freePort()];
    const service = await startServer('bench/servers/account-service.ts', { ...serviceEnv, DATABASE_URL: url }, servicePort);
    const baselineService = await startServer('bench/servers/account-service.ts', { ...serviceEnv, DATABASE_URL: baselineUrl }, baselinePort);
    const gateway = await startServer('src/gateway/server.ts', {
      ACCOUNT_SERVICE_URL: service.url, SERVICE_TOKEN: serviceToken, HOST: '127.0.0.1', NODE_ENV: 'production',
      // The load comes from one address and a few tokens: the load generator, not an abuser.
      GRAPHQL_RATE_LIMIT_PER_IP: '999999999', GRAPHQL_RATE_LIMIT_PER_TOKEN: '999999999',
    }, gatewayPort);
    const servicePool = new Pool(service.url, { connections: 32 });
    const baselinePool = new Pool(baselineService.url, { connections: 32 });
    const gatewayPool = new Pool(gateway.url, { connections: 64 });
    const adminPool = new Pool(gateway.url, { connections: 1 });
    const restPool = new Pool(service.url, { connections: 1 });

    const admin = await signIn(servicePool, serviceToken, 'bench.admin', 'bench.admin@example.jp');
    const viewers: string[] = [];
    for (const person of people.slice(0, opts.viewerUsers)) viewers.push(await signIn(servicePool, serviceToken, person.loginId, person.email));
    const loginPeople = people.slice(opts.viewerUsers);
    log(`  signed in the administrator and ${viewers.length} other users`);

    const viewerBody = JSON.stringify({ query: 'query { viewer { account { loginId } } }' });
    const viewer = (i: number) =>
      send(gatewayPool, { method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json', authorization: `Bearer ${viewers[i % viewers.length]!}` }, body: viewerBody });
    const check = JSON.parse((await viewer(0)).body) as { data?: { viewer?: { account?: { loginId?: string } } } };
    if (check.data?.viewer?.account?.loginId !== people[0]!.loginId) throw new Error(`the viewer answered ${JSON.stringify(check)}`);

    // This bench's processes, for telling its CPU from everyone else's: itself, the servers, and on
    // PostgreSQL the sessions of its working databases.
    const monitor = kind === 'postgres' ? new pg.Client({ connectionString: pgUrl('postgres') }) : undefined;
    await monitor?.connect();
    const ownPids = [process.pid, service.pid, baselineService.pid, gateway.pid];
    const ours = async (): Promise<number[]> =>
      monitor ? [...ownPids, ...(await monitor.query<{ pid: number }>(`select pid from pg_stat_activity where datname = any($1)`, [pgWork])).rows.map((r) => r.pid)] : ownPids;

    if (opts.pin) {
      // As bench/run.ts: the gateway on core 1, the account services and this process on core 0.
      pin(process.pid, '0');
      pin(service.pid, '0');
      pin(baselineService.pid, '0');
      pin(gateway.pid, '1');
    }

    // Warm up: every search a few times, and a little viewer traffic.
    for (const c of searchCases) for (let i = 0; i < 10; i++) pageOf(await gqlSearch(adminPool, admin, c.q));
    await openLoop(opts.viewerRate, 2, viewer);

    log(`  admin search: ${opts.searches} through the gateway and ${opts.restSearches} on REST, one at a time, per search`);
    const searches: SearchRow[] = [];
    for (const c of searchCases) {
      const answer = describePage(c.q, pageOf(await gqlSearch(adminPool, admin, c.q)));
      const gateway = await quietly(ours, async () => {
        const times: number[] = [];
        for (let i = 0; i < opts.searches; i++) {
          const res = await gqlSearch(adminPool, admin, c.q);
          pageOf(res);
          times.push(res.ms);
        }
        return times;
      });
      const rest = await quietly(ours, async () => {
        const times: number[] = [];
        for (let i = 0; i < opts.restSearches; i++) {
          const res = await restSearch(restPool, serviceToken, admin, c.q);
          if (res.status !== 200) throw new Error(`REST search ${c.q}: ${res.status} ${res.body.slice(0, 200)}`);
          times.push(res.ms);
        }
        return times;
      });
      searches.push({ c, answer, gateway: gateway.result, rest: rest.result, other: Math.max(gateway.other, rest.other) });
      log(
        `    ${pad(c.q ?? '(none)', 8)} ${answer.padEnd(8)} gateway p50 ${ms(percentile(gateway.result, 50))} p99 ${ms(percentile(gateway.result, 99))} (${otherLoad(gateway)})` +
          `   REST p50 ${ms(percentile(rest.result, 50))} p99 ${ms(percentile(rest.result, 99))} (${otherLoad(rest)})`,
      );
    }

    log(`  others' viewer: ${opts.viewerRate} req/s over ${viewers.length} users, ${opts.viewerRounds} × ${opts.viewerSeconds} s alone and ${opts.viewerRounds} × ${opts.viewerSeconds} s with an admin search every second, interleaved`);
    const viewerAlone: number[] = [];
    const viewerBusy: number[] = [];
    const busySearches: number[] = [];
    const viewerOther: number[] = [];
    let viewerErrors = 0;
    for (let round = 0; round < opts.viewerRounds * 2; round++) {
      // alone, busy, busy, alone, alone, busy …: drift hits both alike.
      const busy = round % 4 === 1 || round % 4 === 2;
      const measured = await quietly(ours, async () => {
        let stop = false;
        const searchTimes: number[] = [];
        const searching = busy
          ? (async () => {
              for (let i = 0; !stop; i++) {
                const next = performance.now() + 1000;
                const res = await gqlSearch(adminPool, admin, searchCases[(round * 7 + i) % searchCases.length]!.q);
                searchTimes.push(res.ms);
                const wait = next - performance.now();
                if (wait > 0 && !stop) await sleep(wait);
              }
            })()
          : Promise.resolve();
        const result = await openLoop(opts.viewerRate, opts.viewerSeconds, viewer);
        stop = true;
        await searching;
        return { ...result, searchTimes };
      });
      const result = measured.result;
      (busy ? viewerBusy : viewerAlone).push(...result.latencies);
      busySearches.push(...result.searchTimes);
      viewerOther.push(measured.other);
      viewerErrors += result.errors;
      log(`    ${busy ? 'with searches' : 'alone        '} p50 ${ms(percentile(result.latencies, 50))} p99 ${ms(percentile(result.latencies, 99))} (${count(result.latencies.length)} requests, ${result.errors} errors; ${otherLoad(measured)})`);
    }

    // Login: each service may use both cores, as it would alone on its machine; one at a time.
    if (opts.pin) for (const pid of [process.pid, service.pid, baselineService.pid]) pin(pid, '0,1');
    log(`  login step 1: ${opts.loginConnections} connections, ${opts.loginRounds} × ${opts.loginSeconds} s at ${count(opts.baseline)} and at ${count(opts.accounts)} accounts, interleaved`);
    const loginHeaders = { authorization: `Bearer ${serviceToken}`, 'content-type': 'application/json' };
    const login = (pool: Pool, who: Person[]) => (worker: number) =>
      send(pool, { method: 'POST', path: '/v1/logins', headers: loginHeaders, body: JSON.stringify({ identifier: who[worker % who.length]!.loginId, password: seedPassword }) });
    await closedLoop(opts.loginConnections, 1, login(baselinePool, baselinePeople));
    await closedLoop(opts.loginConnections, 1, login(servicePool, loginPeople));
    const loginBaseline: number[] = [];
    const loginFull: number[] = [];
    const loginOther: number[] = [];
    let loginErrors = 0;
    for (let round = 0; round < opts.loginRounds * 2; round++) {
      const full = round % 4 === 1 || round % 4 === 2;
      const measured = await quietly(ours, () => closedLoop(opts.loginConnections, opts.loginSeconds, full ? login(servicePool, loginPeople) : login(baselinePool, baselinePeople)));
      const result = measured.result;
      (full ? loginFull : loginBaseline).push(...result.latencies);
      loginOther.push(measured.other);
      loginErrors += result.errors;
      log(`    ${(full ? count(opts.accounts) : count(opts.baseline)).padStart(9)} accounts: p50 ${ms(percentile(result.latencies, 50))} p99 ${ms(percentile(result.latencies, 99))} (${result.latencies.length} logins, ${result.errors} errors; ${otherLoad(measured)})`);
    }
    await monitor?.end();

    for (const pool of [servicePool, baselinePool, gatewayPool, adminPool, restPool]) await pool.close();
    for (const server of [gateway, service, baselineService]) await stopServer(server.child);

    log(`  the old list: select * from accounts order by created_at desc limit 200, ${opts.oldQueryRuns} times`);
    const oldQuery: number[] = [];
    {
      const statements: Statement[] = [];
      const db = diagnosisDb(kind, url, statements);
      for (let i = 0; i < opts.oldQueryRuns; i++) {
        const t = performance.now();
        await sql`select * from accounts order by created_at desc limit 200`.execute(db);
        oldQuery.push(performance.now() - t);
      }
      await db.destroy();
      log(`    ${oldQuery.map(ms).join(', ')}`);
    }

    log(`  in-process: listAccountPage 20 times per search, every statement timed`);
    const diagnosis: string[] = [];
    {
      const statements: Statement[] = [];
      const db = diagnosisDb(kind, url, statements);
      const slow: Array<{ c: SearchCase; statement: Statement }> = [];
      for (const c of searchCases) {
        const pages: number[] = [];
        let perPage = 0;
        let inStatements = 0;
        let longest: Statement | undefined;
        for (let i = 0; i < 20; i++) {
          statements.length = 0;
          const t = performance.now();
          await listAccountPage(db, { search: c.q, limit: pageSize }, new Date());
          pages.push(performance.now() - t);
          perPage = statements.length;
          inStatements += statements.reduce((sum, st) => sum + st.ms, 0) / 20;
          for (const s of statements) if (!longest || s.ms > longest.ms) longest = s;
        }
        diagnosis.push(
          `${pad(c.q ?? '(none)', 8)} page p50 ${ms(percentile(pages, 50)).padStart(8)} max ${ms(Math.max(...pages)).padStart(8)}   ${String(perPage).padStart(3)} statements (${ms(inStatements)} in all, mean), longest ${ms(longest?.ms ?? 0).padStart(8)}: ${longest?.sql.replace(/\s+/g, ' ').slice(0, 110) ?? ''}`,
        );
        const row = searches.find((s) => s.c === c)!;
        if (longest && (longest.ms > 20 || percentile(row.gateway, 99) > searchTargetMs)) slow.push({ c, statement: longest });
      }
      await db.destroy();
      for (const line of diagnosis) log(`    ${line}`);
      for (const { c, statement } of slow) {
        const parameters = statement.parameters.length > 6 ? `${JSON.stringify(statement.parameters.slice(0, 6)).slice(0, -1)}, … ${statement.parameters.length} in all]` : JSON.stringify(statement.parameters);
        diagnosis.push(`plan of the longest statement of "${c.q ?? '(none)'}" (${ms(statement.ms)}): ${statement.sql.replace(/\s+/g, ' ').slice(0, 240)}  parameters ${parameters}`);
        for (const line of await planOf(kind, url, statement)) diagnosis.push(`    ${line.length > 240 ? `${line.slice(0, 240)}…` : line}`);
      }
    }
    return {
      kind, seed, baselineSeed, sizes, searches, viewerAlone, viewerBusy, viewerErrors, viewerOther, busySearches,
      loginBaseline, loginFull, loginErrors, loginOther, oldQuery, diagnosis,
    };
  } finally {
    if (opts.pin) pin(process.pid, '0,1');
    if (kind === 'postgres') for (const name of pgWork) await dropPgDatabase(name);
    else for (const file of ['bench.db', 'baseline.db']) for (const suffix of ['', '-wal', '-shm']) rmSync(join(workDir, file + suffix), { force: true });
  }
}

// ------------------------------------------------------------------------------------------- report

function report(results: DatabaseResult[], opts: Options): void {
  log(`\n══ Admin search bench: ${count(opts.accounts)} accounts ══`);
  log(
    `(${cpus().length} CPUs, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')} at the end. "other load": CPU that processes other than this bench's used during a` +
      ` measurement (other users, steal); one above ${quietCores} cores was made again, up to ${maxTries} times, keeping the quietest. Servers ${opts.pin ? 'pinned as bench/run.ts pins them' : 'not pinned'}.)`,
  );
  for (const r of results) {
    const title = r.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL';
    log(`\n${title}`);
    log(`  seed: ${count(r.seed.accounts)} accounts, ${count(r.seed.terms)} search terms, ${r.seed.seconds.toFixed(1)} s ${r.seed.fresh ? '(this run)' : `(cached, seeded ${r.seed.seededAt})`}; size ${r.sizes.join('; ')}`);
    log(`  admin search through the gateway (GraphQL adminAccountSearch, first: ${pageSize}), one at a time; REST = GET /v1/admin/accounts on the service directly`);
    log(`    ${'kind'.padEnd(14)} ${'what'.padEnd(33)} ${'search'.padEnd(8)} ${'answered'.padEnd(9)} ${'gateway p50'.padStart(11)} ${'p99'.padStart(8)} ${'REST p50'.padStart(9)} ${'p99'.padStart(8)}   target p99 ≤ ${searchTargetMs} ms   other load`);
    for (const s of r.searches) {
      const p99 = percentile(s.gateway, 99);
      log(
        `    ${s.c.group.padEnd(14)} ${s.c.label.padEnd(33)} ${pad(s.c.q ?? '—', 8)} ${s.answer.padEnd(9)} ${ms(percentile(s.gateway, 50)).padStart(11)} ${ms(p99).padStart(8)} ${ms(percentile(s.rest, 50)).padStart(9)} ${ms(percentile(s.rest, 99)).padStart(8)}   ${mark(p99 <= searchTargetMs).padEnd(20)} ${s.other.toFixed(2)} cores`,
      );
    }
    const aloneP99 = percentile(r.viewerAlone, 99);
    const busyP99 = percentile(r.viewerBusy, 99);
    log(`  others' viewer through the gateway, ${opts.viewerRate} req/s (open loop), ${opts.viewerRounds * opts.viewerSeconds} s each, ${r.viewerErrors} errors; other load per round ≤ ${Math.max(...r.viewerOther).toFixed(2)} cores`);
    log(`    alone                         p50 ${ms(percentile(r.viewerAlone, 50)).padStart(8)}  p99 ${ms(aloneP99).padStart(8)}`);
    log(`    while an admin searches 1/s   p50 ${ms(percentile(r.viewerBusy, 50)).padStart(8)}  p99 ${ms(busyP99).padStart(8)}   ratio ${(busyP99 / aloneP99).toFixed(2)} (target ≤ ${viewerTarget}) ${mark(busyP99 / aloneP99 <= viewerTarget)}`);
    log(`    (those ${r.busySearches.length} searches, all kinds in turn: p50 ${ms(percentile(r.busySearches, 50))}, p99 ${ms(percentile(r.busySearches, 99))}, max ${ms(Math.max(...r.busySearches))})`);
    const baseP99 = percentile(r.loginBaseline, 99);
    const fullP99 = percentile(r.loginFull, 99);
    log(`  login step 1 (POST /v1/logins, right password), ${opts.loginConnections} connections, ${opts.loginRounds * opts.loginSeconds} s each, ${r.loginErrors} errors; other load per round ≤ ${Math.max(...r.loginOther).toFixed(2)} cores`);
    log(`    ${count(opts.baseline).padStart(9)} accounts   p50 ${ms(percentile(r.loginBaseline, 50)).padStart(8)}  p99 ${ms(baseP99).padStart(8)}   (${r.loginBaseline.length} logins)`);
    log(`    ${count(opts.accounts).padStart(9)} accounts   p50 ${ms(percentile(r.loginFull, 50)).padStart(8)}  p99 ${ms(fullP99).padStart(8)}   (${r.loginFull.length} logins)   ratio ${(fullP99 / baseP99).toFixed(2)} (target ≤ ${loginTarget}) ${mark(fullP99 / baseP99 <= loginTarget)}`);
    log(`  the old list (select * from accounts order by created_at desc limit 200): median ${ms(percentile(r.oldQuery, 50))} (${r.oldQuery.map(ms).join(', ')})`);
    log(`  in-process listAccountPage (20 pages per search; on SQLite the longest statement is the longest the event loop waits):`);
    for (const line of r.diagnosis) log(`    ${line}`);
  }
}

// ------------------------------------------------------------------------------------------- main

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function pgWorkDatabases(): Promise<string[]> {
  const client = new pg.Client({ connectionString: pgUrl('postgres') });
  await client.connect();
  try {
    return (await client.query<{ datname: string }>(`select datname from pg_database where datname ~ '^bench_admin_work_[0-9]+'`)).rows.map((r) => r.datname);
  } finally {
    await client.end();
  }
}

export async function benchAdminSearch(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      accounts: { type: 'string' },
      baseline: { type: 'string', default: '1000' },
      databases: { type: 'string', default: 'sqlite,postgres' },
      searches: { type: 'string', default: '300' },
      'rest-searches': { type: 'string', default: '100' },
      'viewer-rate': { type: 'string', default: '200' },
      'viewer-users': { type: 'string', default: '20' },
      'viewer-seconds': { type: 'string', default: '4' },
      'viewer-rounds': { type: 'string', default: '4' },
      'login-connections': { type: 'string', default: '2' },
      'login-seconds': { type: 'string', default: '5' },
      'login-rounds': { type: 'string', default: '3' },
      'old-query-runs': { type: 'string', default: '3' },
      'no-cache': { type: 'boolean', default: false },
      'clear-cache': { type: 'boolean', default: false },
      pin: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values['clear-cache']) {
    await clearCaches(log);
    if (!values.accounts) return;
  }
  const whole = (name: string, value: string | undefined, min = 1): number => {
    const n = Number(value?.replace(/_/g, ''));
    if (!Number.isSafeInteger(n) || n < min) throw new Error(`--${name}: expected a whole number ≥ ${min}, got ${value}`);
    return n;
  };
  const opts: Options = {
    accounts: whole('accounts', values.accounts, 100),
    baseline: whole('baseline', values.baseline, 100),
    databases: values.databases.split(',').map((d) => {
      if (d !== 'sqlite' && d !== 'postgres') throw new Error(`--databases: sqlite and/or postgres, got ${d}`);
      return d;
    }),
    searches: whole('searches', values.searches),
    restSearches: whole('rest-searches', values['rest-searches']),
    viewerRate: whole('viewer-rate', values['viewer-rate']),
    viewerUsers: whole('viewer-users', values['viewer-users']),
    viewerSeconds: whole('viewer-seconds', values['viewer-seconds']),
    viewerRounds: whole('viewer-rounds', values['viewer-rounds']),
    loginConnections: whole('login-connections', values['login-connections']),
    loginSeconds: whole('login-seconds', values['login-seconds']),
    loginRounds: whole('login-rounds', values['login-rounds']),
    oldQueryRuns: whole('old-query-runs', values['old-query-runs']),
    cache: !values['no-cache'],
    pin: values.pin,
  };
  // Working databases of earlier runs that did not get to clean up (their process is gone).
  for (const name of await pgWorkDatabases()) {
    const pid = Number(/^bench_admin_work_(\d+)/.exec(name)?.[1]);
    if (!isAlive(pid)) await dropPgDatabase(name);
  }
  // Ctrl-C: stop the servers (the finally blocks drop this run's working databases).
  const interrupted = (): void => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  const workDir = mkdtempSync(join(tmpdir(), 'portal-admin-bench-'));
  const started = performance.now();
  const results: DatabaseResult[] = [];
  try {
    for (const kind of opts.databases) results.push(await benchDatabase(kind, opts, workDir));
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    rmSync(workDir, { recursive: true, force: true });
  }
  report(results, opts);
  log(`\n(the whole run: ${((performance.now() - started) / 1000).toFixed(0)} s)`);
}
