// Start to ready: how long the built servers (dist/server, plain JavaScript) take from `node …` to
// the first 200 on /readyz. Five starts each, on a fresh SQLite file every time for the embedded
// default (migrations and the demo account included) and for the account service alone.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => ok(port));
    });
    server.on('error', fail);
  });
}

/** Milliseconds from spawning `node dist/server/<name>.js` (or a source file under tsx) to its first 200 on /readyz; then stops it. */
async function timeToReady(name: string, env: Record<string, string>, port: number): Promise<number> {
  const started = performance.now();
  const args = name.endsWith('.ts') ? ['--import', 'tsx', join(root, name)] : [join(root, 'dist/server', `${name}.js`)];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000', SHUTDOWN_DRAIN_SECONDS: '0' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.status === 200, () => false);
      if (ready) return performance.now() - started;
      if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
      await sleep(10);
    }
  } finally {
    const exited = new Promise((ok) => child.once('exit', ok));
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchStartToReady(runs = 5): Promise<string[]> {
  const build = spawn(process.execPath, ['scripts/build-servers.ts'], { cwd: root, stdio: 'inherit' });
  await new Promise((ok) => build.once('exit', ok));
  const serviceToken = randomBytes(24).toString('base64url');
  const times: Record<string, number[]> = {
    'embedded default (main.js)': [],
    'account service (account-service.js)': [],
    'gateway (gateway.js)': [],
    'before: embedded default from source (tsx)': [],
  };
  for (let run = 0; run < runs; run++) {
    const dir = mkdtempSync(join(tmpdir(), 'portal-start-'));
    try {
      const mainEnv = (file: string) => ({ DATABASE_URL: `sqlite:${join(dir, file)}`, SMTP_URL: 'smtp://127.0.0.1:9' });
      times['embedded default (main.js)']!.push(await timeToReady('main', mainEnv('main.db'), await freePort()));
      times['before: embedded default from source (tsx)']!.push(await timeToReady('src/main.ts', mainEnv('tsx.db'), await freePort()));
      // The gateway's readiness needs an account service: one keeps running while the gateway starts.
      const servicePort = await freePort();
      const serviceEnv = { DATABASE_URL: `sqlite:${join(dir, 'service.db')}`, SERVICE_TOKEN: serviceToken, SMTP_URL: 'smtp://127.0.0.1:9' };
      times['account service (account-service.js)']!.push(await timeToReady('account-service', serviceEnv, servicePort));
      const service = spawn(process.execPath, [join(root, 'dist/server/account-service.js')], {
        cwd: root,
        env: { ...process.env, ...serviceEnv, PORT: String(servicePort), LOG_LEVEL: 'warn' },
        stdio: 'ignore',
      });
      while (!(await fetch(`http://127.0.0.1:${servicePort}/readyz`).then((r) => r.ok, () => false))) await sleep(10);
      times['gateway (gateway.js)']!.push(
        await timeToReady('gateway', { ACCOUNT_SERVICE_URL: `http://127.0.0.1:${servicePort}`, SERVICE_TOKEN: serviceToken }, await freePort()),
      );
      service.kill('SIGTERM');
      await new Promise((ok) => service.once('exit', ok));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return [
    `Start to ready, built servers (node dist/server/*.js), ${runs} starts each (target ≤ 1500 ms)`,
    ...Object.entries(times).map(
      ([name, values]) => `  ${name.padEnd(38)} median ${median(values).toFixed(0).padStart(5)} ms   max ${Math.max(...values).toFixed(0).padStart(5)} ms`,
    ),
  ];
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  for (const line of await benchStartToReady()) console.log(line);
}
