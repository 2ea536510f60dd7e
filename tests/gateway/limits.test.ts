// The public API's limits hold, each with its typed error, and none lets work reach the account
// service: too deep, too many aliases, too costly (validation, 400) and too many requests (429 with
// Retry-After, per IP and per token, in memory or shared through Redis).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { gql, startGateway, VIEWER, type Harness } from './gateway-harness';

let harnesses: Harness[] = [];
afterEach(async () => {
  await Promise.all(harnesses.map((h) => h.app.close()));
  harnesses = [];
});
async function gateway(options: Parameters<typeof startGateway>[0]): Promise<Harness> {
  const h = await startGateway(options);
  harnesses.push(h);
  return h;
}

// A mutation that always calls the account service (a wrong password is still a REST call).
const LOGIN = 'mutation { login(input: { loginId: "taro", password: "wrong password 1234", delivery: BEARER }) { error { code } } }';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('query limits answer a typed error and call nothing', () => {
  const cases = [
    { code: 'QUERY_TOO_DEEP', limits: { maxDepth: 2 }, query: '{ viewer { account { name } } }' },
    { code: 'TOO_MANY_ALIASES', limits: { maxAliases: 1 }, query: 'mutation { a: logout { ok } b: logout { ok } }' },
    { code: 'QUERY_TOO_COSTLY', limits: { maxCost: 4 }, query: VIEWER },
  ];
  for (const { code, limits, query } of cases) {
    it(code, async () => {
      const h = await gateway({ limits });
      const { response, body } = await gql(h.app, query, { headers: bearer('a'.repeat(43)) });
      expect(response.statusCode).toBe(400);
      expect(response.headers['retry-after']).toBeUndefined();
      expect(body.data ?? null).toBeNull();
      expect(body.errors).toEqual([expect.objectContaining({ message: expect.any(String), extensions: { code } })]);
      expect(h.backend.calls).toHaveLength(0);
    });
  }
});

const expectRateLimited = (result: Awaited<ReturnType<typeof gql>>) => {
  expect(result.response.statusCode).toBe(429);
  const retryAfter = Number(result.response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(result.body).toEqual({
    errors: [{ message: expect.any(String), extensions: { code: 'RATE_LIMITED', retryAfterSeconds: retryAfter } }],
  });
  // The refusal still carries the portal's security headers.
  expect(result.response.headers['x-content-type-options']).toBe('nosniff');
};

describe('rate limits on /graphql', () => {
  it('per IP: the request over the budget is refused with 429 and never reaches the account service', async () => {
    const h = await gateway({ rateLimit: { perIp: 3, perToken: 100 } });
    for (let i = 0; i < 3; i++) expect((await gql(h.app, LOGIN)).response.statusCode).toBe(200);
    expect(h.backend.calls).toHaveLength(3);
    expectRateLimited(await gql(h.app, LOGIN));
    expect(h.backend.calls).toHaveLength(3);
    // Another client IP has its own budget.
    const other = await h.app.inject({
      method: 'POST', url: '/graphql', remoteAddress: '192.0.2.7',
      headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ query: LOGIN }),
    });
    expect(other.statusCode).toBe(200);
  });

  it('per token: one token has its own smaller budget, as a bearer header or as the session cookie', async () => {
    const h = await gateway({ rateLimit: { perIp: 100, perToken: 2 } });
    const tokenA = h.backend.seedSession();
    const tokenB = h.backend.seedSession();
    expect((await gql(h.app, VIEWER, { headers: bearer(tokenA) })).body.data?.viewer).not.toBeNull();
    expect((await gql(h.app, VIEWER, { cookies: { portal_session: tokenA } })).body.data?.viewer).not.toBeNull();
    const calls = h.backend.calls.length;
    expectRateLimited(await gql(h.app, VIEWER, { headers: bearer(tokenA) }));
    expectRateLimited(await gql(h.app, VIEWER, { cookies: { portal_session: tokenA } }));
    expect(h.backend.calls).toHaveLength(calls);
    expect((await gql(h.app, VIEWER, { headers: bearer(tokenB) })).body.data?.viewer).not.toBeNull();
  });

  it('per IP: an IPv6 client is counted by its /64, and an IPv4-mapped address as its IPv4 one', async () => {
    const h = await gateway({ rateLimit: { perIp: 2, perToken: 100 } });
    const from = (remoteAddress: string) =>
      h.app.inject({ method: 'POST', url: '/graphql', remoteAddress, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ query: LOGIN }) });
    expect((await from('2001:db8:1:2::1')).statusCode).toBe(200);
    expect((await from('2001:DB8:1:2:ffff::9')).statusCode).toBe(200);
    expect((await from('2001:db8:1:2:abcd::7')).statusCode).toBe(429);
    expect((await from('2001:db8:1:3::1')).statusCode).toBe(200);
    expect((await from('192.0.2.9')).statusCode).toBe(200);
    expect((await from('::ffff:192.0.2.9')).statusCode).toBe(200);
    expect((await from('192.0.2.9')).statusCode).toBe(429);
    expect(h.backend.calls).toHaveLength(5);
  });

  it('made-up tokens do not escape the per-IP budget', async () => {
    const h = await gateway({ rateLimit: { perIp: 3, perToken: 100 } });
    for (let i = 0; i < 3; i++) await gql(h.app, VIEWER, { headers: bearer(`made-up-${i}`) });
    const calls = h.backend.calls.length;
    expectRateLimited(await gql(h.app, VIEWER, { headers: bearer('made-up-3') }));
    expect(h.backend.calls).toHaveLength(calls);
  });

  it('leaves other routes alone', async () => {
    const h = await gateway({ rateLimit: { perIp: 1 } });
    await gql(h.app, VIEWER);
    for (let i = 0; i < 3; i++) {
      expect((await h.app.inject({ method: 'GET', url: '/graphql/schema.graphql' })).statusCode).toBe(200);
    }
  });

  it('refuses limits that are not positive integers', async () => {
    await expect(startGateway({ rateLimit: { perIp: 0 } })).rejects.toThrow(/rateLimit\.perIp/);
    await expect(startGateway({ rateLimit: { perToken: 1.5 } })).rejects.toThrow(/rateLimit\.perToken/);
  });
});

const redisServer = spawnSync('redis-server', ['--version']).status === 0;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

describe.skipIf(!redisServer)('rate limits shared through Redis (REDIS_URL)', () => {
  let redis: ChildProcess | undefined;
  afterEach(() => {
    redis?.kill();
    redis = undefined;
  });

  it('two gateway instances count against one budget', async () => {
    const port = await freePort();
    redis = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const redisUrl = `redis://127.0.0.1:${port}`;
    // Wait until it answers.
    for (let i = 0; i < 50 && spawnSync('redis-cli', ['-p', String(port), 'ping']).stdout?.toString().trim() !== 'PONG'; i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    const one = await gateway({ rateLimit: { perIp: 2, redisUrl } });
    const two = await gateway({ rateLimit: { perIp: 2, redisUrl } });
    expect((await gql(one.app, LOGIN)).response.statusCode).toBe(200);
    expect((await gql(two.app, LOGIN)).response.statusCode).toBe(200);
    expectRateLimited(await gql(one.app, LOGIN));
    expectRateLimited(await gql(two.app, LOGIN));
    expect(one.backend.calls.length + two.backend.calls.length).toBe(2);
    // Keys hold hashes and addresses, never a token in the clear.
    await gql(one.app, VIEWER, { headers: bearer('secret-token-value') });
    const keys = spawnSync('redis-cli', ['-p', String(port), '--scan']).stdout.toString();
    expect(keys).toContain('ip:127.0.0.1');
    expect(keys).not.toContain('secret-token-value');
  });

  it('an unreachable Redis lets requests through rather than failing them', async () => {
    const h = await gateway({ rateLimit: { perIp: 1, redisUrl: `redis://127.0.0.1:${await freePort()}` } });
    const { response } = await gql(h.app, LOGIN);
    expect(response.statusCode).toBe(200);
  });
});
