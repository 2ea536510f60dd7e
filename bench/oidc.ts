// `npm run bench -- --only=oidc`: the OpenID Provider as the portal runs it (in the account service,
// its state in SQLite through the portal's adapter, sessions tied to portal sessions) against
// oidc-provider alone with its in-memory adapter and the same configuration
// (servers/oidc-provider-alone.ts), in the same run, in interleaved rounds:
// - the code flow end to end for a person already signed in who allowed the app before: the
//   authorization request (→ 303 with a code), then the code exchanged at the token endpoint (PKCE,
//   client_secret_basic): one "login through the provider";
// - the token endpoint: a refresh (rotated: each connection uses the token the last refresh gave);
// - userinfo with the access token.
// Each server has core 1 to itself while measured; this process (the load) runs on core 0. CPU per
// request is the server's own, every thread, from /proc; "per core" is 1 s / that CPU.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = 3;
const concurrency = 8;
const REDIRECT_URI = 'https://app.example.test/callback';
const portBase = Number(process.env.BENCH_PORT_BASE ?? 4410) + 20;

function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function pin(pid: number, cpus: string): void {
  execFileSync('taskset', ['-a', '-pc', cpus, String(pid)], { stdio: 'ignore' });
}

function startServer(script: string, env: Record<string, string>, children: ChildProcess[]): Promise<{ url: string; pid: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return new Promise((ok, fail) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /READY (\S+)/.exec(out);
      if (ready) ok({ url: ready[1]!, pid: child.pid! });
    });
    child.once('exit', (code) => fail(new Error(`${script} exited with ${code}: ${out}`)));
  });
}

/** One provider under test: where it is, what every request to it carries, its cookies. */
class Target {
  readonly jar = new Map<string, string>();
  /** Interactions passed through (sign-in, consent). */
  interactions = 0;
  constructor(
    readonly name: string,
    readonly base: string,
    readonly pid: number,
    /** What the gateway would add (the portal): its credential, the person's portal session. */
    readonly headers: Record<string, string>,
    /** The portal's interaction (sign-in, consent) finished as the SPA would, through REST: where the browser goes next. */
    readonly finish?: (uid: string, target: Target) => Promise<string>,
  ) {}

  keep(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const value = pair.slice(at + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.jar.delete(pair.slice(0, at));
      else this.jar.set(pair.slice(0, at), value);
    }
  }

  get cookie(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

interface App {
  clientId: string;
  secret: string;
  verifier: string;
  challenge: string;
}

/** The authorization request, followed to the code (through the interaction when one is asked). */
async function authorize(t: Target, app: App, extra: Record<string, string> = {}): Promise<string> {
  const params = new URLSearchParams({
    client_id: app.clientId, response_type: 'code', redirect_uri: REDIRECT_URI, scope: 'openid profile email account:read',
    code_challenge: app.challenge, code_challenge_method: 'S256', state: randomBytes(8).toString('base64url'), nonce: randomBytes(8).toString('base64url'), ...extra,
  });
  let url = new URL(`/oidc/auth?${params}`, t.base);
  for (let hop = 0; hop < 12; hop++) {
    const res = await fetch(url, { redirect: 'manual', headers: { ...t.headers, cookie: t.cookie } });
    t.keep(res);
    const body = await res.text();
    const location = res.headers.get('location');
    if (!location) throw new Error(`${t.name}: ${res.status} at ${url.pathname}: ${body.slice(0, 300)}`);
    let next = new URL(location, url);
    if (next.href.startsWith(REDIRECT_URI)) {
      const code = next.searchParams.get('code');
      if (!code) throw new Error(`${t.name}: ${next.search}`);
      return code;
    }
    // A signed-in person who allowed the app before goes straight to the code; count any exception.
    if (/\/interaction\//.test(next.pathname)) t.interactions++;
    const portal = /^\/oauth\/interaction\/([^/]+)$/.exec(next.pathname);
    if (portal && t.finish) next = new URL(await t.finish(portal[1]!, t), t.base);
    url = next;
  }
  throw new Error(`${t.name}: too many redirects`);
}

async function token(t: Target, app: App, form: Record<string, string>): Promise<{ access_token: string; refresh_token?: string }> {
  const res = await fetch(new URL('/oidc/token', t.base), {
    method: 'POST',
    headers: { ...t.headers, authorization: `Basic ${Buffer.from(`${app.clientId}:${app.secret}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  const body = (await res.json()) as { access_token: string; refresh_token?: string; error?: string };
  if (res.status !== 200) throw new Error(`${t.name}: token ${res.status} ${JSON.stringify(body)}`);
  return body;
}

const exchange = (t: Target, app: App, code: string) => token(t, app, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, code_verifier: app.verifier });

async function userinfo(t: Target, accessToken: string): Promise<void> {
  const { 'x-session-token': _session, ...headers } = t.headers;
  const res = await fetch(new URL('/oidc/me', t.base), { headers: { ...headers, authorization: `Bearer ${accessToken}` } });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`${t.name}: userinfo ${res.status} ${body}`);
}

/** `concurrency` loops of `task` for `seconds`: how many were done, and the server's CPU per one. */
async function measure(t: Target, task: (connection: number) => Promise<void>, duration = seconds): Promise<{ perSecond: number; cpuMicros: number }> {
  const cpuBefore = cpuSeconds(t.pid);
  const end = Date.now() + duration * 1000;
  let done = 0;
  await Promise.all(Array.from({ length: concurrency }, async (_, connection) => {
    while (Date.now() < end) {
      await task(connection);
      done++;
    }
  }));
  const cpu = cpuSeconds(t.pid) - cpuBefore;
  return { perSecond: done / duration, cpuMicros: (cpu / done) * 1e6 };
}

async function portalSignIn(base: string, serviceToken: string, password: string): Promise<string> {
  const headers = { authorization: `Bearer ${serviceToken}`, 'content-type': 'application/json' };
  const login = (await (await fetch(`${base}/v1/logins`, { method: 'POST', headers, body: JSON.stringify({ identifier: 'bench', password }) })).json()) as { attemptId: string };
  for (let i = 0; i < 100; i++) {
    const mails = (await (await fetch(`${base}/dev/mailbox/messages`)).json()) as { text: string }[];
    const code = mails[0] && /\b(\d{6})\b/.exec(mails[0].text)?.[1];
    if (code) {
      const res = await fetch(`${base}/v1/logins/${login.attemptId}/code-verifications`, { method: 'POST', headers, body: JSON.stringify({ code }) });
      return ((await res.json()) as { token: string }).token;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no sign-in code');
}

export async function benchOidc(): Promise<string[]> {
  const children: ChildProcess[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'portal-oidc-bench-'));
  const password = 'kazaguruma no oto 2026';
  const serviceToken = randomBytes(32).toString('base64url');
  const verifier = randomBytes(32).toString('base64url');
  const app: App = { clientId: randomBytes(16).toString('base64url'), secret: randomBytes(32).toString('base64url'), verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
  const appEnv = { CLIENT_ID: app.clientId, CLIENT_SECRET: app.secret, REDIRECT_URI, BENCH_PASSWORD: password };
  try {
    const ours = await startServer('bench/servers/oidc-account-service.ts', { ...appEnv, DATABASE_URL: `sqlite:${join(dir, 'bench.db')}`, SERVICE_TOKEN: serviceToken, PORT: String(portBase) }, children);
    const alone = await startServer('bench/servers/oidc-provider-alone.ts', { ...appEnv, PORT: String(portBase + 1) }, children);
    const session = await portalSignIn(ours.url, serviceToken, password);
    const v1 = (path: string, body?: unknown, extra: Record<string, string> = {}) =>
      fetch(`${ours.url}${path}`, { method: body === undefined ? 'GET' : 'POST', headers: { authorization: `Bearer ${serviceToken}`, 'x-session-token': session, 'content-type': 'application/json', ...extra }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    // The portal's interaction as the SPA finishes it: the gateway passes the interaction cookie on.
    const finish = async (uid: string, t: Target): Promise<string> => {
      const headers = { 'x-oauth-interaction': t.jar.get('oidc_interaction') ?? '' };
      const { step } = (await (await v1(`/v1/oauth/interactions/${uid}`, undefined, headers)).json()) as { step: string };
      const done = await v1(`/v1/oauth/interactions/${uid}/${step === 'login' ? 'login' : 'consent'}`, step === 'login' ? {} : { allow: true }, headers);
      if (done.status !== 200) throw new Error(`interaction ${step}: ${done.status} ${await done.text()}`);
      return ((await done.json()) as { returnTo: string }).returnTo;
    };
    const targets = [
      new Target('portal (account service, SQLite)', ours.url, ours.pid, { 'x-portal-service-token': serviceToken, 'x-session-token': session }, finish),
      new Target('oidc-provider alone (in memory)', alone.url, alone.pid, {}),
    ];
    pin(process.pid, '0');
    for (const t of targets) pin(t.pid, '1');

    // The person signs in and allows the app once; each connection holds a refresh token of its own
    // (offline_access needs prompt=consent) and an access token.
    const held = new Map<Target, Array<{ refresh: string; access: string }>>();
    for (const t of targets) {
      const chains = [];
      for (let c = 0; c < concurrency; c++) {
        const code = await authorize(t, app, { scope: 'openid profile email offline_access account:read', prompt: 'consent' });
        const tokens = await exchange(t, app, code);
        chains.push({ refresh: tokens.refresh_token!, access: tokens.access_token });
      }
      held.set(t, chains);
    }
    const kinds = {
      flow: (t: Target) => async () => void (await exchange(t, app, await authorize(t, app))),
      refresh: (t: Target) => async (c: number) => {
        const chain = held.get(t)![c]!;
        const next = await token(t, app, { grant_type: 'refresh_token', refresh_token: chain.refresh });
        chain.refresh = next.refresh_token!;
        chain.access = next.access_token;
      },
      userinfo: (t: Target) => async (c: number) => userinfo(t, held.get(t)![c]!.access),
    };
    type Kind = keyof typeof kinds;
    const results = new Map<string, Array<{ perSecond: number; cpuMicros: number }>>();
    for (const t of targets) for (const kind of Object.keys(kinds) as Kind[]) await measure(t, kinds[kind](t), 2); // warm-up
    for (const t of targets) t.interactions = 0;
    for (let round = 0; round < rounds; round++) {
      for (const kind of Object.keys(kinds) as Kind[]) {
        // Each round starts with the other server.
        for (const t of round % 2 === 0 ? targets : [...targets].reverse()) {
          const key = `${kind} ${t.name}`;
          results.set(key, [...(results.get(key) ?? []), await measure(t, kinds[kind](t))]);
        }
      }
    }

    const avg = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;
    const lines = [`OpenID Provider: the portal's (in the account service, SQLite) against oidc-provider alone (in-memory adapter), ${concurrency} in flight, ${rounds} interleaved rounds of ${seconds} s`];
    lines.push('  each server alone on core 1, the load on core 0; CPU: the server\'s own per request (per flow: authorize + token), from /proc');
    const labels: Record<Kind, string> = { flow: 'code flow, signed in (authorize → code → token)', refresh: 'token endpoint: refresh (rotated)', userinfo: 'userinfo' };
    for (const kind of Object.keys(kinds) as Kind[]) {
      const [portal, bare] = targets.map((t) => results.get(`${kind} ${t.name}`)!);
      for (const [t, r] of [[targets[0]!, portal!], [targets[1]!, bare!]] as const) {
        const cpu = avg(r.map((x) => x.cpuMicros));
        lines.push(`  ${labels[kind].padEnd(48)} ${t.name.padEnd(34)} ${avg(r.map((x) => x.perSecond)).toFixed(0).padStart(5)} /s   CPU ${cpu.toFixed(0).padStart(5)} µs each → ${(1e6 / cpu).toFixed(0).padStart(5)} /s per core`);
      }
      const ratios = portal!.map((x, i) => x.cpuMicros / bare![i]!.cpuMicros);
      lines.push(`  ${''.padEnd(48)} CPU, portal / alone: ${(avg(portal!.map((x) => x.cpuMicros)) / avg(bare!.map((x) => x.cpuMicros))).toFixed(2)}× (rounds ${ratios.map((v) => `${v.toFixed(2)}×`).join(', ')})`);
    }
    lines.push(`  interactions during the measured flows (expected none: signed in, consent remembered): ${targets.map((t) => `${t.name.split(' (')[0]} ${t.interactions}`).join(', ')}`);
    return lines;
  } finally {
    const exits = children.filter((c) => c.exitCode === null).map((c) => new Promise((done) => c.once('exit', done)));
    for (const child of children) child.kill('SIGTERM');
    await Promise.race([Promise.all(exits), new Promise((r) => setTimeout(r, 5000))]);
    rmSync(dir, { recursive: true, force: true });
  }
}
