// Logging never stops a process (issue 21): the portal and the gateway run as processes whose standard
// output is a pipe nobody reads any more (a log collector that died while its end of the pipe stays
// open, so every write meets a full pipe: EAGAIN), or whose reader closed its end (EPIPE). They keep
// serving, and SIGTERM still stops them with exit code 0. Before, the process stopped listening and
// then sat in Atomics.wait for good: pino's exit flush retried the write forever.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, constants, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
});

async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => ok(port));
    });
    server.on('error', fail);
  });
}

/** A named pipe opened for reading and writing by this test: its read end stays open, and nobody reads it. */
function stalledPipe(): { fd: number; fill(): number } {
  const dir = mkdtempSync(join(tmpdir(), 'portal-log-pipe-'));
  const path = join(dir, 'stdout');
  expect(spawnSync('mkfifo', [path]).status).toBe(0);
  const fd = openSync(path, constants.O_RDWR | constants.O_NONBLOCK);
  cleanups.push(() => {
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    fd,
    /** Writes until the pipe is full; returns how many bytes it took. */
    fill() {
      const chunk = Buffer.alloc(4096, 'x');
      let total = 0;
      for (;;) {
        try {
          total += writeSync(fd, chunk);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'EAGAIN') return total;
          throw error;
        }
      }
    },
  };
}

interface Running {
  child: ChildProcess;
  url: string;
  stderr: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts a server entry point from the sources, stdout as given; resolves once it answers /healthz. */
async function start(entry: string, stdout: number | 'pipe', env: Record<string, string>): Promise<Running> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-log-data-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...(entry.endsWith('main.ts') ? ['--dev'] : [])], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      DATABASE_URL: `sqlite:${join(dir, 'portal.db')}`,
      SHUTDOWN_DRAIN_SECONDS: '0',
      SHUTDOWN_GRACE_SECONDS: '5',
      ...env,
    },
    stdio: ['ignore', stdout, 'pipe'],
  });
  cleanups.push(() => void child.kill('SIGKILL'));
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((ok) => child.once('exit', (code, signal) => ok({ code, signal })));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (await fetch(`${url}/healthz`).then((r) => r.ok, () => false)) return { child, url, stderr: () => stderr, exited };
    if (child.exitCode !== null) break;
    await sleep(50);
  }
  throw new Error(`${entry} did not start: ${stderr}`);
}

/** SIGTERM, then the exit; a process still there after `withinMs` is reported as hung (and killed). */
async function stop(running: Running, withinMs = 20_000): Promise<{ code: number | null; signal: NodeJS.Signals | null } | 'hung'> {
  running.child.kill('SIGTERM');
  const outcome = await Promise.race([running.exited, sleep(withinMs).then(() => 'hung' as const)]);
  return outcome;
}

/** GraphQL calls that each make the gateway log a line (its account service does not answer). */
async function loggingRequests(url: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer some-session-token-0123456789' },
      body: JSON.stringify({ query: '{ viewer { account { accountCode } } }' }),
    });
    statuses.push(response.status);
    await response.arrayBuffer();
  }
  return statuses;
}

// Each starts a process from the sources (tsx): more than the server project's 30 s on a loaded machine.
describe('a process whose log reader is gone', { timeout: 90_000 }, () => {
  it('the portal stops on SIGTERM when its stdout pipe is full and nobody reads it', async () => {
    const pipe = stalledPipe();
    const portal = await start('src/main.ts', pipe.fd, {});
    expect(pipe.fill()).toBeGreaterThan(0);
    // Served as before, though the lines about it cannot be written.
    expect((await fetch(`${portal.url}/healthz`)).status).toBe(200);
    expect(await stop(portal)).toEqual({ code: 0, signal: null });
  });

  it('the gateway keeps serving requests that log while the pipe is full, counts what it drops, and stops on SIGTERM', async () => {
    const pipe = stalledPipe();
    const gateway = await start('src/gateway/server.ts', pipe.fd, { ACCOUNT_SERVICE_URL: `http://127.0.0.1:${await freePort()}`, SERVICE_TOKEN: 'service-token-0123456789' });
    pipe.fill();
    // Each is a failed account service call, so each writes a line into the full pipe.
    const statuses = await loggingRequests(gateway.url, 50);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const metrics = await (await fetch(`${gateway.url}/metrics`)).text();
    expect(metrics).toMatch(/^log_lines_dropped_total \d+$/m);
    expect(await stop(gateway)).toEqual({ code: 0, signal: null });
  });

  it('the gateway keeps serving and stops on SIGTERM when its log reader closed the pipe (EPIPE)', async () => {
    const gateway = await start('src/gateway/server.ts', 'pipe', { ACCOUNT_SERVICE_URL: `http://127.0.0.1:${await freePort()}`, SERVICE_TOKEN: 'service-token-0123456789' });
    gateway.child.stdout!.destroy();
    const statuses = await loggingRequests(gateway.url, 20);
    expect(statuses.every((status) => status === 200)).toBe(true);
    // Every line since is dropped, and counted.
    const dropped = Number(/^log_lines_dropped_total (\d+)$/m.exec(await (await fetch(`${gateway.url}/metrics`)).text())?.[1]);
    expect(dropped).toBeGreaterThanOrEqual(20);
    expect(await stop(gateway)).toEqual({ code: 0, signal: null });
  });
});
