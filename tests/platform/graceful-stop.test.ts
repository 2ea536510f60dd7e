// The stop sequence as a load balancer meets it: "not ready" first while everything else is still
// served (on open keep-alive connections too), requests in flight finish, then the port closes.
import type { FastifyInstance } from 'fastify';
import { Pool } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { createLifecycle, stopGracefully, type Lifecycle } from '../../src/platform/lifecycle';
import { json } from '../gateway/fake-account-service';
import { startGateway, VIEWER, type Harness } from '../gateway/gateway-harness';

interface Running {
  harness: Harness;
  lifecycle: Lifecycle;
  url: string;
  /** Holds GET /v1/session in the fake account service until release() is called. */
  release(): void;
  /** Resolves once the held REST call has reached the fake account service. */
  held: Promise<void>;
  /** A signed-in bearer token. */
  token: string;
}

async function runningGateway(): Promise<Running> {
  const lifecycle = createLifecycle();
  const harness = await startGateway({ lifecycle });
  let release!: () => void;
  let reached!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held = new Promise<void>((resolve) => (reached = resolve));
  const token = harness.backend.seedSession();
  harness.backend.override('GET /v1/session', async () => {
    reached();
    await gate;
    return json(200, { account: harness.backend.account, session: { expiresAt: new Date(Date.now() + 60_000).toISOString(), absoluteExpiresAt: new Date(Date.now() + 60_000).toISOString(), idleTimeoutSeconds: 1800 } });
  });
  const url = await harness.app.listen({ host: '127.0.0.1', port: 0 });
  return { harness, lifecycle, url, release, held, token };
}

const silentLog = { info() {}, warn() {}, error() {} } as unknown as FastifyInstance['log'];

describe('graceful stop', () => {
  let pool: Pool | undefined;
  afterEach(async () => {
    await pool?.destroy();
  });

  it('says "not ready" first, keeps serving while draining, finishes what is in flight, then closes', async () => {
    const { harness, lifecycle, url, release, held, token } = await runningGateway();
    pool = new Pool(url, { connections: 2, pipelining: 1 });
    const get = async (path: string) => {
      const response = await pool!.request({ method: 'GET', path });
      return { status: response.statusCode, headers: response.headers, body: await response.body.text() };
    };
    expect((await get('/readyz')).status).toBe(200);

    // A signed-in request that the account service is slow to answer.
    const inFlight = pool.request({
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: VIEWER }),
    });
    await held;

    const stopped = stopGracefully('SIGTERM', { lifecycle, log: silentLog, drainMs: 400, graceMs: 5000, close: () => harness.app.close() });
    // Draining: the balancer is told, everyone else is still served normally (no 503 on an open connection).
    const readiness = await get('/readyz');
    expect(readiness.status).toBe(503);
    expect(JSON.parse(readiness.body)).toEqual({ status: 'draining' });
    expect((await get('/healthz')).status).toBe(200);

    release();
    const answered = await inFlight;
    expect(answered.statusCode).toBe(200);
    expect(JSON.parse(await answered.body.text()).data.viewer.account.accountCode).toBe('A000001');

    expect(await stopped).toBe(0);
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  });

  it('tells keep-alive clients to reconnect elsewhere while draining, and serves them meanwhile', async () => {
    const { harness, lifecycle, url, release, held, token } = await runningGateway();
    pool = new Pool(url, { connections: 1, pipelining: 1 });
    const inFlight = pool.request({
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: VIEWER }),
    });
    await held;
    const other = new Pool(url, { connections: 1 });
    const before = await other.request({ method: 'GET', path: '/healthz' });
    await before.body.text();
    expect(before.headers.connection).not.toBe('close');

    const stopped = stopGracefully('SIGTERM', { lifecycle, log: silentLog, drainMs: 300, graceMs: 5000, close: () => harness.app.close() });
    const during = await other.request({ method: 'GET', path: '/healthz' });
    await during.body.text();
    expect(during.statusCode).toBe(200);
    expect(during.headers.connection).toBe('close');

    release();
    const answered = await inFlight;
    expect(answered.statusCode).toBe(200);
    expect(answered.headers.connection).toBe('close');
    await answered.body.text();
    // Nothing is left open to wait for: the stop ends well within its grace period.
    expect(await stopped).toBe(0);
    await other.destroy();
  });

  it('exits anyway when a request outlives the grace period', async () => {
    const { harness, lifecycle, url, release, held, token } = await runningGateway();
    pool = new Pool(url, { connections: 1 });
    const inFlight = pool
      .request({ method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query: VIEWER }) })
      .catch((error: unknown) => error);
    await held;
    const code = await stopGracefully('SIGTERM', { lifecycle, log: silentLog, drainMs: 0, graceMs: 300, close: () => harness.app.close() });
    expect(code).toBe(1);
    release();
    await inFlight;
  });
});
