// `npm run bench`: measurements, not tests. Prints, from one run:
// 1. requests/s and p99 of the current-account query through the gateway, of the same REST call made
//    directly, and of a plain Fastify REST-to-REST hop, with the ratios between them;
// 2. login step-1 throughput against the raw argon2 verify rate on the same machine;
// 3. the gzip size of the JS that /login loads (measured in Chromium against the built SPA).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import argon2 from 'argon2';
import autocannon from 'autocannon';
import { lighthouseLogin } from './lighthouse';
import { measureLoginJs } from './login-js-size';
import { benchHostileDocuments } from './hostile-documents';
import { benchMailLatency } from './mail-latency';
import { benchStartToReady } from './start-to-ready';

const root = resolve(import.meta.dirname, '..');
const tsx = resolve(root, 'node_modules/.bin/tsx');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
const children: ChildProcess[] = [];

// Two cores. For the current-account comparison the server under test (the gateway or the plain
// hop) gets core 1 to itself, and the load generator (this process) and the account service share
// core 0, so the ratio compares the two servers' own cost per request. For the login comparison the
// account service gets both cores, as raw argon2 had.
function pin(pid: number, cpus: string): void {
  execFileSync('taskset', ['-a', '-pc', cpus, String(pid)], { stdio: 'ignore' });
}

// Servers run as plain node processes (TypeScript helpers through `--import tsx`, the built gateway as
// it runs in production), so a child's pid is the server itself.
function start(script: string, env: Record<string, string>): Promise<{ url: string; pid: number }> {
  const child = spawn(process.execPath, script.endsWith('.js') ? [script] : ['--import', 'tsx', script], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return new Promise((ok, fail) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /READY (\S+)|(http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) ok({ url: (m[1] ?? m[2])!, pid: child.pid! });
    });
    child.once('exit', (code) => fail(new Error(`${script} exited with ${code}: ${out}`)));
  });
}

interface Load { rps: number; p99: number; errors: number; cpuPercent: number; cpuMicrosPerRequest: number }
const mean = (runs: Load[]): Load => {
  const avg = (f: (r: Load) => number): number => runs.reduce((s, r) => s + f(r), 0) / runs.length;
  return {
    rps: avg((r) => r.rps),
    p99: Math.max(...runs.map((r) => r.p99)),
    errors: runs.reduce((s, r) => s + r.errors, 0),
    cpuPercent: avg((r) => r.cpuPercent),
    cpuMicrosPerRequest: avg((r) => r.cpuMicrosPerRequest),
  };
};

/** CPU seconds (user + system) a process has used so far, from /proc. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100)
}

/** Loads one target and reports, besides throughput, the CPU the server under test spent per request. */
async function load(opts: autocannon.Options, serverPid: number): Promise<Load> {
  const cpuBefore = cpuSeconds(serverPid);
  const result = await autocannon({ connections, duration: seconds, ...opts });
  const cpu = cpuSeconds(serverPid) - cpuBefore;
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpuPercent: (cpu / seconds) * 100,
    cpuMicrosPerRequest: (cpu / result.requests.total) * 1e6,
  };
}

async function signIn(serviceUrl: string, token: string, identifier: string, password: string): Promise<string> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const login = await fetch(`${serviceUrl}/v1/logins`, { method: 'POST', headers, body: JSON.stringify({ identifier, password }) });
  const { attemptId } = (await login.json()) as { attemptId: string };
  for (let i = 0; i < 100; i++) {
    const mails = (await (await fetch(`${serviceUrl}/dev/mailbox/messages`)).json()) as { text: string }[];
    const code = mails[0] && /\b(\d{6})\b/.exec(mails[0].text)?.[1];
    if (code) {
      const res = await fetch(`${serviceUrl}/v1/logins/${attemptId}/code-verifications`, {
        method: 'POST', headers, body: JSON.stringify({ code }),
      });
      return ((await res.json()) as { token: string }).token;
    }
    await sleep(100);
  }
  throw new Error('no code');
}

async function argon2Rate(hash: string, password: string, concurrency: number): Promise<number> {
  const end = Date.now() + seconds * 1000;
  let count = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        await argon2.verify(hash, password);
        count++;
      }
    }),
  );
  return count / seconds;
}

/** Logins in flight, in the raw argon2 measurement and against the account service alike. */
const concurrency = 8;

const pct = (a: number, b: number): string => `${((a / b) * 100).toFixed(0)} %`;

async function main(): Promise<void> {
  const password = 'kazaguruma no oto 2026';
  const hash = await argon2.hash(password, { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 });
  const rawRate = await argon2Rate(hash, password, concurrency); // before anything else runs or is pinned

  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const databaseUrl = `sqlite:${join(dir, 'bench.db')}`;
  const serviceToken = randomBytes(32).toString('base64url');
  const service = await start('bench/servers/account-service.ts', {
    DATABASE_URL: databaseUrl, SERVICE_TOKEN: serviceToken, BENCH_LOGIN_ACCOUNTS: String(concurrency), BENCH_PASSWORD: password,
  });
  const serviceUrl = service.url;
  await new Promise<void>((ok, fail) => {
    const cli = spawn(tsx, ['src/account-service/cli/accounts-cli.ts', 'create', '--login-id', 'bench', '--email', 'bench@example.jp', '--password', password, '--name', '計測 太郎'], {
      cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: 'inherit',
    });
    cli.once('exit', (code) => (code === 0 ? ok() : fail(new Error('cli failed'))));
  });
  const session = await signIn(serviceUrl, serviceToken, 'bench', password);
  const hop = await start('bench/servers/plain-hop.ts', { ACCOUNT_SERVICE_URL: serviceUrl, SERVICE_TOKEN: serviceToken });
  const gatewayPort = String(20000 + Math.floor(Math.random() * 20000));
  execFileSync(process.execPath, ['scripts/build-servers.ts'], { cwd: root, stdio: 'inherit' });
  const gateway = await start('dist/server/gateway.js', {
    ACCOUNT_SERVICE_URL: serviceUrl, SERVICE_TOKEN: serviceToken, PORT: gatewayPort, HOST: '127.0.0.1', NODE_ENV: 'production',
    // One client with one token is the load generator here, not an abuser.
    GRAPHQL_RATE_LIMIT_PER_IP: '999999999', GRAPHQL_RATE_LIMIT_PER_TOKEN: '999999999',
  });
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  await sleep(500);
  pin(process.pid, '0');
  pin(service.pid, '0');
  pin(hop.pid, '1');
  pin(gateway.pid, '1');

  const query = JSON.stringify({ query: 'query Viewer { viewer { account { accountCode name role } session { expiresAt } } }' });
  const check = await fetch(`${gatewayUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${session}` }, body: query });
  const checked = (await check.json()) as { data?: { viewer?: unknown } };
  if (!checked.data?.viewer) throw new Error(`gateway did not answer the viewer: ${JSON.stringify(checked)}`);

  console.log(`\nCurrent account, ${connections} connections, 2 interleaved runs of ${seconds} s each (p99: the worse run)`);
  console.log('  the server under test alone on core 1; load generator and account service on core 0');
  const direct = { url: `${serviceUrl}/v1/session`, headers: { authorization: `Bearer ${serviceToken}`, 'x-session-token': session } };
  const viaHop = { url: `${hop.url}/session`, headers: { 'x-session-token': session } };
  const gql = { url: `${gatewayUrl}/graphql`, method: 'POST' as const, body: query, headers: { 'content-type': 'application/json', authorization: `Bearer ${session}` } };
  for (const target of [direct, viaHop, gql]) await autocannon({ ...target, connections, duration: 2 });
  // Interleaved, two rounds each, so drift on a noisy machine hits all three alike.
  const rounds = { direct: [] as Load[], hop: [] as Load[], gateway: [] as Load[] };
  for (let round = 0; round < 2; round++) {
    rounds.direct.push(await load(direct, service.pid));
    rounds.hop.push(await load(viaHop, hop.pid));
    rounds.gateway.push(await load(gql, gateway.pid));
  }
  const rDirect = mean(rounds.direct);
  const rHop = mean(rounds.hop);
  const rGateway = mean(rounds.gateway);
  const row = (name: string, r: Load): string =>
    `  ${name.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} req/s   p99 ${String(r.p99).padStart(4)} ms   ` +
    `server CPU ${r.cpuPercent.toFixed(0).padStart(3)} %, ${r.cpuMicrosPerRequest.toFixed(0).padStart(4)} µs/request   errors ${r.errors}`;
  console.log(row('REST GET /v1/session (direct)', rDirect));
  console.log(row('plain Fastify REST-to-REST hop', rHop));
  console.log(row('GraphQL viewer through the gateway', rGateway));
  console.log(`  requests/s   gateway / plain hop: ${pct(rGateway.rps, rHop.rps)}   gateway / direct: ${pct(rGateway.rps, rDirect.rps)}   hop / direct: ${pct(rHop.rps, rDirect.rps)}`);
  // The capacity of one core: what each server could serve if its own CPU were the only limit.
  console.log(`  one core's capacity (1 s / CPU per request)   gateway / plain hop: ${pct(rHop.cpuMicrosPerRequest, rGateway.cpuMicrosPerRequest)}`);

  // The login comparison gives the account service both cores, as raw argon2 had.
  pin(process.pid, '0,1');
  pin(service.pid, '0,1');
  console.log(`\nLogin step 1 (POST /v1/logins, right password) against raw argon2id verify`);
  let nextAccount = 0;
  const rLogin = await autocannon({
    url: `${serviceUrl}/v1/logins`, method: 'POST', connections: concurrency, duration: seconds,
    headers: { authorization: `Bearer ${serviceToken}`, 'content-type': 'application/json' },
    // Each connection signs in to its own account, again and again.
    requests: [{
      setupRequest: (request, context) => {
        const perConnection = context as { account?: string };
        perConnection.account ??= `login-${nextAccount++ % concurrency}`;
        return { ...request, body: JSON.stringify({ identifier: perConnection.account, password }) };
      },
    }],
  });
  console.log(`  raw argon2id verify (m=19 MiB, t=2, p=1), ${concurrency} in flight: ${rawRate.toFixed(1)} /s`);
  console.log(`  login step 1, ${concurrency} connections: ${rLogin.requests.average.toFixed(1)} req/s (p99 ${rLogin.latency.p99} ms, non-2xx ${rLogin.non2xx})`);
  console.log(`  login / raw argon2: ${pct(rLogin.requests.average, rawRate)}`);

  for (const child of children) child.kill('SIGTERM');
  console.log(`\nJS loaded by /login (gzip), measured in Chromium against the built SPA`);
  const js = await measureLoginJs();
  for (const f of js.files) console.log(`  ${f.name.padEnd(48)} ${(f.gzip / 1024).toFixed(1).padStart(7)} KB`);
  console.log(`  total: ${(js.total / 1024).toFixed(1)} KB gzip (target ≤ 190 KB)`);

  console.log(`\nLighthouse, /login, mobile profile (Debian's Chromium)`);
  const lh = await lighthouseLogin();
  console.log(`  performance ${lh.performance}   accessibility ${lh.accessibility}   best practices ${lh.bestPractices}   (aim: ≥ 95, 100, 100)`);
  for (const [name, value] of Object.entries(lh.metrics)) console.log(`  ${name.padEnd(26)} ${value}`);

  console.log('');
  for (const line of await benchStartToReady()) console.log(line);
  console.log('');
  for (const line of await benchHostileDocuments()) console.log(line);
  console.log('');
  for (const line of await benchMailLatency()) console.log(line);
}

// `npm run bench -- --accounts N`: the admin search bench at N accounts instead (bench/admin/bench.ts,
// also `npm run bench:admin -- --accounts N`). Without the flag, everything above as before.
if (process.argv.some((arg) => arg === '--accounts' || arg.startsWith('--accounts='))) {
  const { benchAdminSearch } = await import('./admin/bench');
  await benchAdminSearch(process.argv.slice(2));
  process.exit(0);
}

try {
  await main();
} finally {
  for (const child of children) child.kill('SIGTERM');
}
process.exit(0);
