// Redis is an accelerator, not a dependency: killed, the rate limits count in memory at once (one log
// line, a metric), the gateway keeps answering, and it goes back to Redis when Redis is back.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { LOGIN, gql as send, startGateway } from './gateway-harness';

const login = { variables: { input: { loginId: 'taro', password: 'a wrong password' } } };
const gql = (app: Parameters<typeof send>[0], query: string) => send(app, query, login);

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  for (let i = 0; i < 100 && spawnSync('redis-cli', ['-p', String(port), 'ping']).stdout?.toString().trim() !== 'PONG'; i++) await sleep(50);
  return child;
}

async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await condition()) return;
    await sleep(50);
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe.skipIf(!hasRedis)('rate limits while Redis is killed', () => {
  let redis: ChildProcess | undefined;
  afterEach(() => {
    redis?.kill('SIGKILL');
  });

  it('keep answering from memory, say so once, and return to Redis when it is back', async () => {
    const port = await freePort();
    redis = await startRedis(port);
    const lines: Array<{ level: number; msg: string }> = [];
    const { app } = await startGateway({
      rateLimit: { perIp: 1000, redisUrl: `redis://127.0.0.1:${port}` },
      logLevel: 'info',
      http: { logStream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
    });
    const metric = async (name: string) => Number(new RegExp(`^${name} (\\d+)`, 'm').exec((await app.inject({ method: 'GET', url: '/metrics' })).body)?.[1]);
    const readiness = async () => (await app.inject({ method: 'GET', url: '/readyz' })).json() as { status: string; checks: Record<string, string> };
    await until(async () => (await readiness()).checks.redis === 'ok', 'Redis to connect');
    expect((await gql(app, LOGIN)).response.statusCode).toBe(200);

    redis.kill('SIGKILL');
    for (let i = 0; i < 20; i++) expect((await gql(app, LOGIN)).response.statusCode).toBe(200);
    await until(async () => (await metric('gateway_rate_limit_store_fallback')) === 1, 'the fallback gauge');
    // Still ready: the instance serves without Redis.
    expect(await readiness()).toEqual({ status: 'ready', checks: { accountService: 'ok', redis: 'fallback-to-memory' } });

    redis = await startRedis(port);
    await until(async () => (await metric('gateway_rate_limit_store_fallback')) === 0, 'Redis to be used again');
    expect((await gql(app, LOGIN)).response.statusCode).toBe(200);
    expect(await readiness()).toEqual({ status: 'ready', checks: { accountService: 'ok', redis: 'ok' } });
    expect(await metric('gateway_rate_limit_store_fallbacks_total')).toBe(1);

    // One line when the fallback starts and one when it ends, however many requests and reconnects.
    const messages = lines.map((line) => line.msg).filter((msg) => msg.startsWith('rate limits:'));
    expect(messages).toEqual([
      "rate limits: Redis unavailable; counting in this instance's memory until it is back",
      'rate limits: Redis is back; counters are shared again',
    ]);
    await app.close();
  });

  it('still limits each client while it counts in memory', async () => {
    const { app } = await startGateway({ rateLimit: { perIp: 2, redisUrl: `redis://127.0.0.1:${await freePort()}` } });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await gql(app, LOGIN)).response.statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    await app.close();
  });
});
