// `npm run bench`: measurements, not tests. Prints, from one run:
// 1. requests/s, p99 and server CPU per request of the current-account query through the gateway (as
//    the SPA sends it: by documentId with the session cookie; and as a program does: its text with a
//    bearer token), of the same REST call made directly, and of a plain Fastify REST-to-REST hop, with
//    the ratios;
//    and "who am I" (our gateway's viewer query, our account service's GET /v1/session) against the
//    peer, better-auth's get-session, in CPU per request;
// 2. login step 1 (ours, and the peer's sign-in with its second step on) against raw argon2id verifies
//    on the same machine, interleaved, in rate and in CPU per login;
// 3. the gzip size of the JS that /login loads (measured in Chromium against the built SPA), Lighthouse,
//    start to ready, hostile documents, mail latency.
// 4. the gateway's CPU per request of the SPA's Viewer query by its trusted-document id and as full text
//    (trusted-documents.ts; in-process, a few seconds, and first, as it needs none of the servers).
// 5. the OpenID Provider (oidc.ts, with servers of its own): the code flow end to end, a refresh at the
//    token endpoint and userinfo, the portal's against oidc-provider alone with its in-memory adapter.
// 6. 「データのダウンロード」 (data-export.ts): the JSON file and the activity CSV of an account with
//    10,000 events, p95 of 20 downloads each, on SQLite (and PostgreSQL with TEST_DATABASE_URL_PG).
// `npm run bench -- --only=requests,login` runs some sections only (requests, login, js, lighthouse,
// start, hostile, mail, trusted, oidc, export). BENCH_SECONDS (default 10) is the length of each measured run.
// BENCH_CPU_PROF=DIR writes a V8 CPU profile of the account service (node --cpu-prof) to DIR on exit
// (and of the baseline's to DIR/baseline, the gateway's to DIR/gateway, the plain hop's to DIR/hop).
// BENCH_BASELINE_ROOT=DIR also runs DIR/bench/servers/account-service.ts (a copy of an older tree, its
// node_modules linked to ours) in the login rounds, interleaved, as "ours (baseline)".
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { lighthouseLogin } from './lighthouse';
import { describeLoginJs, measureLoginJs } from './login-js-size';
import { benchHostileDocuments } from './hostile-documents';
import { benchMailLatency } from './mail-latency';
import { benchStartToReady } from './start-to-ready';
import { benchTrustedDocuments } from './trusted-documents';
import { benchOidc } from './oidc';
import { benchDataExport } from './data-export';
import { ViewerDocument } from '../src/app/gql/graphql';

const root = resolve(import.meta.dirname, '..');
const tsx = resolve(root, 'node_modules/.bin/tsx');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
const children: ChildProcess[] = [];
const onlyArg = process.argv.find((arg) => arg.startsWith('--only='));
const sections = new Set((onlyArg ? onlyArg.slice('--only='.length) : 'trusted,oidc,export,requests,login,js,lighthouse,start,hostile,mail').split(','));

// The servers this bench starts listen on fixed ports of this machine's bench range (4400–4499).
const portBase = Number(process.env.BENCH_PORT_BASE ?? 4410);
const ports = { service: portBase, hop: portBase + 1, gateway: portBase + 2, peer: portBase + 3, argon2: portBase + 4, baseline: portBase + 5, range: portBase + 6 };

// Two cores. For the current-account comparison the server under test (the gateway, the plain hop or
// the peer) gets core 1 to itself, and the load generator (this process) and the account service share
// core 0, so the ratio compares the servers' own cost per request. For the login comparison every
// server gets both cores, as raw argon2 has.
function pin(pid: number, cpus: string): void {
  execFileSync('taskset', ['-a', '-pc', cpus, String(pid)], { stdio: 'ignore' });
}

// Servers run as plain node processes (TypeScript helpers through `--import tsx`, the built gateway as
// it runs in production), so a child's pid is the server itself.
function start(script: string, env: Record<string, string>, nodeFlags: string[] = [], cwd = root): Promise<{ url: string; pid: number }> {
  const args = [...nodeFlags, ...(script.endsWith('.js') ? [script] : ['--import', 'tsx', script])];
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
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

/** Stops the servers and waits for them to exit (a CPU profile is written on the way out). */
async function stopChildren(): Promise<void> {
  const exits = children.filter((child) => child.exitCode === null && child.signalCode === null).map((child) => new Promise((done) => child.once('exit', done)));
  for (const child of children) child.kill('SIGTERM');
  await Promise.race([Promise.all(exits), sleep(5000)]);
  children.length = 0;
}

interface Load { rps: number; p99: number; errors: number; cpuPercent: number; cpuMicrosPerRequest: number; upstreamMicrosPerRequest: number }
const average = <T>(runs: T[], f: (r: T) => number): number => runs.reduce((s, r) => s + f(r), 0) / runs.length;
const mean = (runs: Load[]): Load => ({
  rps: average(runs, (r) => r.rps),
  p99: Math.max(...runs.map((r) => r.p99)),
  errors: runs.reduce((s, r) => s + r.errors, 0),
  cpuPercent: average(runs, (r) => r.cpuPercent),
  cpuMicrosPerRequest: average(runs, (r) => r.cpuMicrosPerRequest),
  upstreamMicrosPerRequest: average(runs, (r) => r.upstreamMicrosPerRequest),
});

/** CPU seconds (user + system, every thread) a process has used so far, from /proc. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100)
}

/**
 * Loads one target and reports, besides throughput, the CPU the server under test spent per request,
 * and that of the account service behind it (when it is another process).
 */
async function load(opts: autocannon.Options, serverPid: number, upstreamPid?: number): Promise<Load> {
  const cpuBefore = cpuSeconds(serverPid);
  const upstreamBefore = upstreamPid ? cpuSeconds(upstreamPid) : 0;
  const result = await autocannon({ connections, duration: seconds, ...opts });
  const cpu = cpuSeconds(serverPid) - cpuBefore;
  const upstream = upstreamPid ? cpuSeconds(upstreamPid) - upstreamBefore : 0;
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpuPercent: (cpu / seconds) * 100,
    cpuMicrosPerRequest: (cpu / result.requests.total) * 1e6,
    upstreamMicrosPerRequest: (upstream / result.requests.total) * 1e6,
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

/** Signs in to the peer (an account without a second step): the session cookie. */
async function peerSignIn(peerUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${peerUrl}/api/auth/sign-in/email`, {
    method: 'POST', headers: { 'content-type': 'application/json', origin: peerUrl }, body: JSON.stringify({ email, password }),
  });
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]!).find((c) => c.startsWith('better-auth.session_token='));
  if (res.status !== 200 || !cookie) throw new Error(`peer sign-in: ${res.status} ${await res.text()}`);
  return cookie;
}

/** Interleaved rounds of the current-account comparison. */
const requestRounds = 3;

/** Logins in flight, in the raw argon2 measurement and against the servers alike. */
const concurrency = 8;

const pct = (a: number, b: number): string => `${((a / b) * 100).toFixed(0)} %`;
const times = (a: number, b: number): string => `${(a / b).toFixed(2)}×`;
const range = (values: number[], f: (v: number) => string): string => {
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  return lo === hi ? f(lo) : `${f(lo)}–${f(hi)}`;
};

interface Rate { perSecond: number; cpuMicrosPer: number; errors: number; p99: number }

/** `concurrency` connections, each signing in to its own account (login-0 …) again and again. */
async function loginLoad(url: string, headers: Record<string, string>, body: (account: number) => string, pid: number, duration = seconds): Promise<Rate> {
  let nextAccount = 0;
  const cpuBefore = cpuSeconds(pid);
  const result = await autocannon({
    url, method: 'POST', connections: concurrency, duration, headers,
    requests: [{
      setupRequest: (request, context) => {
        const perConnection = context as { account?: number };
        perConnection.account ??= nextAccount++ % concurrency;
        return { ...request, body: body(perConnection.account) };
      },
    }],
  });
  const cpu = cpuSeconds(pid) - cpuBefore;
  return { perSecond: result.requests.total / duration, cpuMicrosPer: (cpu / result.requests.total) * 1e6, errors: result.errors + result.non2xx, p99: result.latency.p99 };
}

/**
 * The p50 and p95 of what the risk rules added to the logins above (the service's histogram
 * account_service_sign_in_risk_seconds, read from its /metrics: loopback), within their buckets.
 */
async function riskCost(serviceUrl: string, part: 'rules' | 'range_wait'): Promise<string> {
  const text = await (await fetch(`${serviceUrl}/metrics`)).text();
  const pattern = new RegExp(`^account_service_sign_in_risk_seconds_bucket\\{le="([^"]+)",method="password",part="${part}"\\} (\\d+)$`, 'gm');
  const buckets = [...text.matchAll(pattern)].map((m) => ({ le: Number(m[1]), count: Number(m[2]) }));
  const total = buckets.find((b) => !Number.isFinite(b.le))?.count ?? 0;
  if (total === 0) return 'no sign-ins measured';
  const quantile = (q: number): string => {
    let lower = 0;
    let below = 0;
    for (const bucket of buckets) {
      if (bucket.count >= q * total) {
        if (!Number.isFinite(bucket.le)) return `> ${lower * 1000} ms`;
        const within = (q * total - below) / Math.max(1, bucket.count - below);
        return `${((lower + (bucket.le - lower) * within) * 1000).toFixed(2)} ms`;
      }
      lower = bucket.le;
      below = bucket.count;
    }
    return '?';
  };
  const checks = [...text.matchAll(/^account_service_breached_password_checks_total\{outcome="(\w+)"\} (\d+)$/gm)].map((m) => `${m[1]} ${m[2]}`).join(', ');
  return part === 'rules' ? `p50 ${quantile(0.5)}, p95 ${quantile(0.95)} over ${total} logins` : `p50 ${quantile(0.5)}, p95 ${quantile(0.95)} (range checks: ${checks})`;
}

async function argon2Load(url: string, pid: number, duration = seconds): Promise<Rate> {
  const cpuBefore = cpuSeconds(pid);
  const { count } = (await (await fetch(`${url}/run?seconds=${duration}&concurrency=${concurrency}`)).json()) as { count: number };
  const cpu = cpuSeconds(pid) - cpuBefore;
  return { perSecond: count / duration, cpuMicrosPer: (cpu / count) * 1e6, errors: 0, p99: 0 };
}

async function main(): Promise<void> {
  if (sections.has('trusted')) {
    for (const line of ['', ...(await benchTrustedDocuments())]) console.log(line);
  }
  if (sections.has('oidc')) {
    for (const line of ['', ...(await benchOidc())]) console.log(line);
  }
  if (sections.has('export')) {
    for (const line of ['', ...(await benchDataExport())]) console.log(line);
  }
  // Those three start what they need themselves; the rest share the servers started below.
  if ([...sections].every((section) => section === 'trusted' || section === 'oidc' || section === 'export')) return;
  const password = 'kazaguruma no oto 2026';
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const databaseUrl = `sqlite:${join(dir, 'bench.db')}`;
  const serviceToken = randomBytes(32).toString('base64url');
  const profileDir = process.env.BENCH_CPU_PROF;
  // Every sign-in asks a breached-password range service (a process of its own, as an operator's would be).
  const rangeService = await start('bench/servers/range-server.ts', { PORT: String(ports.range) });
  const serviceEnv = { SERVICE_TOKEN: serviceToken, BENCH_LOGIN_ACCOUNTS: String(concurrency), BENCH_PASSWORD: password, BREACHED_PASSWORD_RANGE_URL: rangeService.url };
  const service = await start('bench/servers/account-service.ts', { ...serviceEnv, DATABASE_URL: databaseUrl, PORT: String(ports.service) }, profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : []);
  const serviceUrl = service.url;
  const baselineRoot = process.env.BENCH_BASELINE_ROOT;
  const baseline = baselineRoot
    ? await start('bench/servers/account-service.ts', { ...serviceEnv, DATABASE_URL: `sqlite:${join(dir, 'baseline.db')}`, PORT: String(ports.baseline) }, profileDir ? ['--cpu-prof', '--cpu-prof-dir', join(profileDir, 'baseline')] : [], baselineRoot)
    : undefined;
  const peer = await start('bench/servers/better-auth.ts', {
    BETTER_AUTH_DB: join(dir, 'better-auth.db'), BETTER_AUTH_SECRET: randomBytes(32).toString('base64url'), PORT: String(ports.peer),
    BENCH_LOGIN_ACCOUNTS: String(concurrency), BENCH_PASSWORD: password,
  });
  const yardstick = await start('bench/servers/argon2-verify.ts', { BENCH_PASSWORD: password, PORT: String(ports.argon2) });

  // The peer: get-session answers the account, and a right password with the second step on answers "2FA required".
  const peerCookie = await peerSignIn(peer.url, 'whoami@example.jp', password);
  const peerSession = (await (await fetch(`${peer.url}/api/auth/get-session`, { headers: { cookie: peerCookie } })).json()) as { user?: { email?: string } } | null;
  if (peerSession?.user?.email !== 'whoami@example.jp') throw new Error(`peer get-session: ${JSON.stringify(peerSession)}`);
  const peerLoginBody = (account: number): string => JSON.stringify({ email: `login-${account}@example.jp`, password });
  const peerStep1 = await fetch(`${peer.url}/api/auth/sign-in/email`, { method: 'POST', headers: { 'content-type': 'application/json', origin: peer.url }, body: peerLoginBody(0) });
  const peerStep1Body = (await peerStep1.json()) as { twoFactorRedirect?: boolean };
  if (peerStep1.status !== 200 || peerStep1Body.twoFactorRedirect !== true) throw new Error(`peer step 1 did not ask for the second step: ${JSON.stringify(peerStep1Body)}`);

  if (sections.has('requests')) {
    await new Promise<void>((ok, fail) => {
      const cli = spawn(tsx, ['src/account-service/cli/accounts-cli.ts', 'create', '--login-id', 'bench', '--email', 'bench@example.jp', '--password', password, '--name', '計測 太郎'], {
        cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: 'inherit',
      });
      cli.once('exit', (code) => (code === 0 ? ok() : fail(new Error('cli failed'))));
    });
    const session = await signIn(serviceUrl, serviceToken, 'bench', password);
    const profile = (name: string): string[] => (profileDir ? ['--cpu-prof', '--cpu-prof-dir', join(profileDir, name)] : []);
    const hop = await start('bench/servers/plain-hop.ts', { ACCOUNT_SERVICE_URL: serviceUrl, SERVICE_TOKEN: serviceToken, PORT: String(ports.hop) }, profile('hop'));
    execFileSync(process.execPath, ['scripts/build-servers.ts'], { cwd: root, stdio: 'inherit' });
    const gateway = await start('dist/server/gateway.js', {
      ACCOUNT_SERVICE_URL: serviceUrl, SERVICE_TOKEN: serviceToken, PORT: String(ports.gateway), HOST: '127.0.0.1', NODE_ENV: 'production',
      // One client with one token is the load generator here, not an abuser.
      GRAPHQL_RATE_LIMIT_PER_IP: '999999999', GRAPHQL_RATE_LIMIT_PER_TOKEN: '999999999',
    }, profile('gateway'));
    const gatewayUrl = `http://127.0.0.1:${ports.gateway}`;
    await sleep(500);
    pin(process.pid, '0');
    pin(service.pid, '0');
    pin(hop.pid, '1');
    pin(gateway.pid, '1');
    pin(peer.pid, '1');

    // A program: the query's text and a bearer token.
    const gqlHeaders = { 'content-type': 'application/json', authorization: `Bearer ${session}` };
    const query = JSON.stringify({ query: 'query Viewer { viewer { account { accountCode name role } session { expiresAt } } }' });
    const whoAmIQuery = JSON.stringify({ query: 'query { viewer { account { loginId } } }' });
    // The SPA in production (src/app/apollo/gateway-http-link.ts): its Viewer query by documentId, with
    // the session cookie and the headers a browser sends with a same-origin fetch.
    const spaQuery = JSON.stringify({ documentId: (ViewerDocument as unknown as { __meta__: { hash: string } }).__meta__.hash, operationName: 'Viewer', variables: {} });
    const spaHeaders = {
      accept: 'application/graphql-response+json, application/json;q=0.9', 'accept-encoding': 'gzip, deflate, br, zstd', 'accept-language': 'ja,en-US;q=0.9,en;q=0.8',
      'content-type': 'application/json', cookie: `portal_locale=ja; portal_session=${session}`, origin: `http://localhost:${ports.gateway}`,
      'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors', 'sec-fetch-site': 'same-origin',
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
    };
    for (const [body, headers] of [[query, gqlHeaders], [whoAmIQuery, gqlHeaders], [spaQuery, spaHeaders]] as const) {
      const checked = (await (await fetch(`${gatewayUrl}/graphql`, { method: 'POST', headers, body })).json()) as { data?: { viewer?: unknown } };
      if (!checked.data?.viewer) throw new Error(`gateway did not answer the viewer: ${JSON.stringify(checked)}`);
    }

    console.log(`\nCurrent account and "who am I", ${connections} connections, ${requestRounds} interleaved runs of ${seconds} s each (p99: the worse run)`);
    console.log('  the server under test alone on core 1; load generator and account service on core 0');
    const direct = { url: `${serviceUrl}/v1/session`, headers: { authorization: `Bearer ${serviceToken}`, 'x-session-token': session } };
    const viaHop = { url: `${hop.url}/session`, headers: { 'x-session-token': session } };
    const gql = { url: `${gatewayUrl}/graphql`, method: 'POST' as const, body: query, headers: gqlHeaders };
    const spa = { url: `${gatewayUrl}/graphql`, method: 'POST' as const, body: spaQuery, headers: spaHeaders };
    const whoAmI = { url: `${gatewayUrl}/graphql`, method: 'POST' as const, body: whoAmIQuery, headers: gqlHeaders };
    const peerGetSession = { url: `${peer.url}/api/auth/get-session`, headers: { cookie: peerCookie } };
    for (const target of [direct, viaHop, spa, gql, whoAmI, peerGetSession]) await autocannon({ ...target, connections, duration: 2 });
    // Interleaved rounds, so drift on a noisy machine hits all of them alike.
    const rounds = { direct: [] as Load[], hop: [] as Load[], spa: [] as Load[], gateway: [] as Load[], whoAmI: [] as Load[], peer: [] as Load[] };
    for (let round = 0; round < requestRounds; round++) {
      rounds.direct.push(await load(direct, service.pid));
      rounds.hop.push(await load(viaHop, hop.pid, service.pid));
      rounds.spa.push(await load(spa, gateway.pid, service.pid));
      rounds.gateway.push(await load(gql, gateway.pid, service.pid));
      rounds.whoAmI.push(await load(whoAmI, gateway.pid, service.pid));
      rounds.peer.push(await load(peerGetSession, peer.pid));
    }
    const rDirect = mean(rounds.direct);
    const rHop = mean(rounds.hop);
    const rSpa = mean(rounds.spa);
    const rGateway = mean(rounds.gateway);
    const rWhoAmI = mean(rounds.whoAmI);
    const rPeer = mean(rounds.peer);
    const row = (name: string, r: Load): string =>
      `  ${name.padEnd(56)} ${r.rps.toFixed(0).padStart(7)} req/s   p99 ${String(r.p99).padStart(4)} ms   ` +
      `server CPU ${r.cpuPercent.toFixed(0).padStart(3)} %, ${r.cpuMicrosPerRequest.toFixed(0).padStart(4)} µs/request` +
      (r.upstreamMicrosPerRequest > 0 ? ` (+ account service ${r.upstreamMicrosPerRequest.toFixed(0)} µs)` : '') +
      `   errors ${r.errors}`;
    console.log(row('REST GET /v1/session (direct)', rDirect));
    console.log(row('plain Fastify REST-to-REST hop', rHop));
    console.log(row('gateway viewer, as the SPA sends it (documentId, cookie)', rSpa));
    console.log(row('gateway viewer, full text (a program, bearer)', rGateway));
    console.log(row('who am I: gateway, viewer { account { loginId } }', rWhoAmI));
    console.log(row('who am I: better-auth get-session (peer)', rPeer));
    console.log(`  requests/s   gateway (SPA) / plain hop: ${pct(rSpa.rps, rHop.rps)}   gateway (full text) / plain hop: ${pct(rGateway.rps, rHop.rps)}   hop / direct: ${pct(rHop.rps, rDirect.rps)}`);
    // The capacity of one core: what each server could serve if its own CPU were the only limit.
    // Each round's ratio too: how far the machine's drift moved it.
    const perRound = (gateway: Load[]): string => rounds.hop.map((hopRound, i) => pct(hopRound.cpuMicrosPerRequest, gateway[i]!.cpuMicrosPerRequest)).join(', ');
    console.log(`  one core's capacity (1 s / CPU per request), gateway / plain hop: as the SPA sends it ${pct(rHop.cpuMicrosPerRequest, rSpa.cpuMicrosPerRequest)} ` +
      `(rounds ${perRound(rounds.spa)}), full text ${pct(rHop.cpuMicrosPerRequest, rGateway.cpuMicrosPerRequest)} (rounds ${perRound(rounds.gateway)}) (target ≥ 90 %)`);
    // Who am I, CPU per request against the peer's: our whole server side (gateway and account service)
    // for the GraphQL query, the account service alone for the REST call.
    const oursWhoAmI = rWhoAmI.cpuMicrosPerRequest + rWhoAmI.upstreamMicrosPerRequest;
    console.log(`  who am I, CPU per request / better-auth get-session's: gateway + account service ${times(oursWhoAmI, rPeer.cpuMicrosPerRequest)} (target ≤ 0.33×)   ` +
      `account service GET /v1/session alone ${times(rDirect.cpuMicrosPerRequest, rPeer.cpuMicrosPerRequest)}`);
    await stopProcess(hop.pid);
    await stopProcess(gateway.pid);
  }

  if (sections.has('login')) {
    // The login comparison gives every server both cores, as raw argon2 has.
    pin(process.pid, '0,1');
    for (const pid of [service.pid, peer.pid, yardstick.pid, rangeService.pid, ...(baseline ? [baseline.pid] : [])]) pin(pid, '0,1');
    const loginRounds = 3;
    console.log(`\nLogin step 1 (right password) against raw argon2id verify (m=19 MiB, t=2, p=1), ${concurrency} in flight, ${loginRounds} interleaved rounds of ${seconds} s`);
    console.log('  each connection signs in to its own account; CPU per login from /proc, every thread of the server');
    const serviceHeaders = { authorization: `Bearer ${serviceToken}`, 'content-type': 'application/json' };
    const ourBody = (account: number): string => JSON.stringify({ identifier: `login-${account}`, password });
    const targets: Array<{ name: string; run: (duration?: number) => Promise<Rate> }> = [
      { name: 'raw argon2id verify', run: (d) => argon2Load(yardstick.url, yardstick.pid, d) },
      { name: 'ours: POST /v1/logins', run: (d) => loginLoad(`${serviceUrl}/v1/logins`, serviceHeaders, ourBody, service.pid, d) },
      ...(baseline ? [{ name: 'ours (baseline): POST /v1/logins', run: (d?: number) => loginLoad(`${baseline.url}/v1/logins`, serviceHeaders, ourBody, baseline.pid, d) }] : []),
      { name: 'better-auth: sign-in/email (2FA)', run: (d) => loginLoad(`${peer.url}/api/auth/sign-in/email`, { 'content-type': 'application/json', origin: peer.url }, peerLoginBody, peer.pid, d) },
    ];
    for (const target of targets) await target.run(2); // warm-up
    const results = targets.map(() => [] as Rate[]);
    for (let round = 0; round < loginRounds; round++) {
      // Each round starts with another target, so none is always measured first.
      for (let k = 0; k < targets.length; k++) {
        const i = (k + round) % targets.length;
        results[i]!.push(await targets[i]!.run());
      }
    }
    const raw = results[0]!;
    targets.forEach((target, i) => {
      const r = results[i]!;
      const perRound = r.map((x, round) => x.perSecond / raw[round]!.perSecond);
      const cpuPerRound = r.map((x, round) => x.cpuMicrosPer / raw[round]!.cpuMicrosPer);
      console.log(
        `  ${target.name.padEnd(36)} ${average(r, (x) => x.perSecond).toFixed(1).padStart(6)} /s   CPU ${(average(r, (x) => x.cpuMicrosPer) / 1000).toFixed(1).padStart(5)} ms each` +
        (i === 0 ? '' : `   rate / raw ${range(perRound, (v) => `${(v * 100).toFixed(0)} %`)}   CPU / raw ${range(cpuPerRound, (v) => `${v.toFixed(2)}×`)}   p99 ${Math.max(...r.map((x) => x.p99))} ms   non-2xx ${r.reduce((s, x) => s + x.errors, 0)}`),
      );
    });
    // The rate each server would reach if CPU were its only limit, against raw argon2's: steadier than
    // the measured rates when other work shares the machine (as the gateway's "one core's capacity").
    const capacity = (r: Rate[]): number => average(raw, (x) => x.cpuMicrosPer) / average(r, (x) => x.cpuMicrosPer);
    console.log(`  capacity (CPU per bare verify / CPU per login): ${targets.slice(1).map((target, k) => `${target.name.split(':')[0]} ${(capacity(results[k + 1]!) * 100).toFixed(1)} %`).join('   ')} (target ≥ 95 %)`);
    const ours = results[1]!;
    const oursRatio = ours.map((x, round) => x.perSecond / raw[round]!.perSecond);
    const median = [...oursRatio].sort((a, b) => a - b)[Math.floor(oursRatio.length / 2)]!;
    console.log(`  login / raw argon2, per round: ${oursRatio.map((v) => `${(v * 100).toFixed(1)} %`).join(', ')}; median ${(median * 100).toFixed(1)} % (target ≥ 95 %)`);
    console.log(`  sign-in risk rules, time added to step 1 (their reads and decision): ${await riskCost(serviceUrl, 'rules')} (target p95 ≤ 5 ms)`);
    console.log(`  waiting for the breached-password range service beyond the hash: ${await riskCost(serviceUrl, 'range_wait')}`);
    const peerResults = results[targets.length - 1]!;
    console.log(`  ours / better-auth, login rate: ${range(ours.map((x, round) => x.perSecond / peerResults[round]!.perSecond), (v) => times(v, 1))}`);
  }

  await stopChildren();
  if (profileDir) console.log(`\nCPU profile of the account service written to ${profileDir}`);
  if (sections.has('js')) {
    console.log(`\nJS loaded by /login (gzip), measured in Chromium against the built SPA`);
    for (const line of describeLoginJs(await measureLoginJs())) console.log(line);
  }

  if (sections.has('lighthouse')) {
    console.log(`\nLighthouse, /login, mobile profile (Debian's Chromium)`);
    const lh = await lighthouseLogin();
    console.log(`  performance ${lh.performance}   accessibility ${lh.accessibility}   best practices ${lh.bestPractices}   (aim: 100, 100, 100)`);
    for (const [name, value] of Object.entries(lh.metrics)) console.log(`  ${name.padEnd(26)} ${value}`);
  }

  if (sections.has('start')) {
    console.log('');
    for (const line of await benchStartToReady()) console.log(line);
  }
  if (sections.has('hostile')) {
    console.log('');
    for (const line of await benchHostileDocuments()) console.log(line);
  }
  if (sections.has('mail')) {
    console.log('');
    for (const line of await benchMailLatency()) console.log(line);
  }
}

/** Stops one of the servers this bench started, and waits for it to exit. */
async function stopProcess(pid: number): Promise<void> {
  const child = children.find((c) => c.pid === pid);
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(5000)]);
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
  await stopChildren();
}
process.exit(0);
