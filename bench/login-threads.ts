// Where a login's CPU goes, by thread: starts the account service (bench/servers/account-service.ts),
// signs in `concurrency` accounts again and again for BENCH_SECONDS, and prints each thread's CPU
// (user and system, from /proc/<pid>/task) per login, next to the same for bare argon2 verifies in a
// process of their own. `npx tsx bench/login-threads.ts`; not part of `npm run bench`. BENCH_CPU_PROF=DIR
// profiles the account service (node --cpu-prof); BENCH_SERVICE_ROOT=DIR runs another tree's service.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';

const root = resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const concurrency = 8;
const password = 'kazaguruma no oto 2026';

function start(script: string, env: Record<string, string>, cwd = root, flags: string[] = []): Promise<{ url: string; pid: number; stop: () => void }> {
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', script], { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((ok) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /READY (\S+)/.exec(out);
      if (m) ok({ url: m[1]!, pid: child.pid!, stop: () => child.kill('SIGTERM') });
    });
  });
}

/** user and system ticks of every thread, by thread name. */
function threads(pid: number): Map<string, { user: number; system: number }> {
  const byName = new Map<string, { user: number; system: number }>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const name = tid === String(pid) ? 'main' : stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.split(') ')[1]!.split(' ');
      const entry = byName.get(name) ?? { user: 0, system: 0 };
      entry.user += Number(fields[11]);
      entry.system += Number(fields[12]);
      byName.set(name, entry);
    } catch {
      // a thread that ended
    }
  }
  return byName;
}

function report(label: string, before: Map<string, { user: number; system: number }>, after: Map<string, { user: number; system: number }>, count: number): void {
  console.log(`${label}: ${(count / seconds).toFixed(1)} /s`);
  let total = 0;
  for (const [name, t] of after) {
    const b = before.get(name) ?? { user: 0, system: 0 };
    const user = ((t.user - b.user) * 10) / count;
    const system = ((t.system - b.system) * 10) / count;
    total += user + system;
    if (user + system > 0.005) console.log(`  ${name.padEnd(16)} user ${user.toFixed(2)} ms   system ${system.toFixed(2)} ms   per login`);
  }
  console.log(`  total ${total.toFixed(2)} ms per login`);
}

const dir = mkdtempSync(join(tmpdir(), 'portal-threads-'));
const serviceToken = randomBytes(32).toString('base64url');
const serviceRoot = process.env.BENCH_SERVICE_ROOT ?? root;
const service = await start('bench/servers/account-service.ts', {
  DATABASE_URL: `sqlite:${join(dir, 'bench.db')}`, SERVICE_TOKEN: serviceToken, BENCH_LOGIN_ACCOUNTS: String(concurrency), BENCH_PASSWORD: password, PORT: '4420',
}, serviceRoot, process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : []);
const yardstick = await start('bench/servers/argon2-verify.ts', { BENCH_PASSWORD: password, PORT: '4421' });
try {
  for (let round = 0; round < Number(process.env.ROUNDS ?? 2); round++) {
    let next = 0;
    const before = threads(service.pid);
    const result = await autocannon({
      url: `${service.url}/v1/logins`, method: 'POST', connections: concurrency, duration: seconds,
      headers: { authorization: `Bearer ${serviceToken}`, 'content-type': 'application/json' },
      requests: [{ setupRequest: (request, context) => {
        const c = context as { account?: number };
        c.account ??= next++ % concurrency;
        return { ...request, body: JSON.stringify({ identifier: `login-${c.account}`, password }) };
      } }],
    });
    report(`logins (non-2xx ${result.non2xx})`, before, threads(service.pid), result.requests.total);
    const rawBefore = threads(yardstick.pid);
    const { count } = (await (await fetch(`${yardstick.url}/run?seconds=${seconds}&concurrency=${concurrency}`)).json()) as { count: number };
    report('raw argon2 verify', rawBefore, threads(yardstick.pid), count);
  }
} finally {
  service.stop();
  yardstick.stop();
  await new Promise((done) => setTimeout(done, 1500)); // the profile is written as the service exits
}
process.exit(0);
