// Who the client is and what it may send: client addresses through a proxy that appends to
// X-Forwarded-For, the dev mailbox and /metrics behind such a proxy, slow or unfinished requests,
// and bodies that are not UTF-8.
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { startPortal, type Portal } from '../../src/main';
import { loadEnvironment } from '../../src/platform/env';
import { startHarness, type Harness } from '../account-service/support';
import { LOGIN, startGateway } from '../gateway/gateway-harness';
import { startAppendingProxy, type AppendingProxy } from '../helpers/appending-proxy';

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function behindProxy(app: FastifyInstance): Promise<AppendingProxy> {
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const proxy = await startAppendingProxy(url);
  cleanups.push(() => app.close(), () => proxy.close());
  return proxy;
}

function login(proxy: AppendingProxy, clientAddress: string, spoofed?: string) {
  return fetch(`${proxy.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-test-client-address': clientAddress,
      ...(spoofed ? { 'x-forwarded-for': spoofed } : {}),
    },
    body: JSON.stringify({ query: LOGIN, variables: { input: { loginId: 'taro', password: 'a wrong password' } } }),
  });
}

describe('TRUST_PROXY behind a proxy that appends to X-Forwarded-For', () => {
  it('limits the client the proxy saw, whatever X-Forwarded-For the client made up', async () => {
    const { app, backend } = await startGateway({ trustProxy: 1, rateLimit: { perIp: 5 } });
    const proxy = await behindProxy(app);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await login(proxy, '198.51.100.7', `10.0.0.${i}, 192.0.2.${i}`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    // The account service was told the real client, never a made-up one.
    const ips = backend.calls.filter((c) => c.path === '/v1/logins').map((c) => c.headers.get('x-client-ip'));
    expect(new Set(ips)).toEqual(new Set(['198.51.100.7']));
    // Another client behind the same proxy has its own budget.
    expect((await login(proxy, '198.51.100.8')).status).toBe(200);
  });

  it('trusts a proxy named by address the same way, and nobody else', async () => {
    const { app, backend } = await startGateway({ trustProxy: ['127.0.0.1'] });
    const proxy = await behindProxy(app);
    await login(proxy, '198.51.100.9', '203.0.113.1');
    expect(backend.calls.at(-1)!.headers.get('x-client-ip')).toBe('198.51.100.9');
    // A client that connects directly (not through the proxy) cannot name anyone.
    const direct = await app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: '203.0.113.50',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.1' },
      payload: { query: LOGIN, variables: { input: { loginId: 'taro', password: 'a wrong password' } } },
    });
    expect(direct.statusCode).toBe(200);
    expect(backend.calls.at(-1)!.headers.get('x-client-ip')).toBe('203.0.113.50');
  });
});

describe('the dev mailbox and /metrics behind a proxy on the same machine', () => {
  let portal: Portal;

  async function portalBehindProxy(env: Record<string, string>): Promise<AppendingProxy> {
    const config = loadEnvironment('portal', { DATABASE_URL: 'sqlite::memory:', PORT: '0', NODE_ENV: 'test', ...env });
    portal = await startPortal(config, { dev: true, logger: false });
    const address = portal.gateway.server.address() as { port: number };
    const proxy = await startAppendingProxy(`http://127.0.0.1:${address.port}`);
    cleanups.push(() => portal.close(), () => proxy.close());
    return proxy;
  }

  it.each<Record<string, string>>([{}, { TRUST_PROXY: '1' }])('shows them to nobody but this machine (%o)', async (env) => {
    const proxy = await portalBehindProxy(env);
    const from = (client: string, spoofed?: string) => ({
      headers: { 'x-test-client-address': client, accept: 'application/json', ...(spoofed ? { 'x-forwarded-for': spoofed } : {}) },
    });
    expect((await fetch(`${proxy.url}/dev/mailbox/messages`, from('203.0.113.9'))).status).toBe(404);
    expect((await fetch(`${proxy.url}/dev/mailbox/messages`, from('203.0.113.9', '127.0.0.1'))).status).toBe(404);
    expect((await fetch(`${proxy.url}/metrics`, from('203.0.113.9', '::1'))).status).toBe(404);
    // From this machine, through the proxy or not, it is there.
    expect((await fetch(`${proxy.url}/dev/mailbox/messages`, from('127.0.0.1'))).status).toBe(200);
    const address = portal.gateway.server.address() as { port: number };
    expect((await fetch(`http://127.0.0.1:${address.port}/dev/mailbox/messages`)).status).toBe(200);
  });
});

/** Sends raw bytes and resolves with what came back once the server closed the connection. */
function rawExchange(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('slow and unfinished requests', () => {
  it('closes a connection whose promised body never comes, or whose headers never end', async () => {
    const { app } = await startGateway({ http: { timeouts: { requestMs: 500, headersMs: 500 } } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    cleanups.push(() => app.close());
    const { port } = app.server.address() as { port: number };
    const unfinishedBody = await rawExchange(port, 'POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"query"');
    expect(unfinishedBody).toMatch(/^HTTP\/1\.1 408/);
    const unfinishedHeaders = await rawExchange(port, 'GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    expect(unfinishedHeaders).toMatch(/^HTTP\/1\.1 408|^$/);
  });
});

describe('bodies that are not UTF-8', () => {
  const notUtf8 = Buffer.concat([Buffer.from('{"query":"{ __typename }","variables":{"x":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"}}')]);

  it('get a 400 with a code from the gateway, before any parsing', async () => {
    const { app, backend } = await startGateway();
    const response = await app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: notUtf8 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ message: 'The request body is not valid UTF-8.', extensions: { code: 'BAD_REQUEST' } }] });
    expect(backend.calls).toHaveLength(0);
  });

  it('get a 400 VALIDATION_FAILED from the account service', async () => {
    const h: Harness = await startHarness('sqlite');
    cleanups.push(() => h.close());
    const bytes = Buffer.concat([Buffer.from('{"identifier":"taro","password":"'), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]);
    const response = await h.api('POST', '/v1/logins', bytes, { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'The request body is not valid UTF-8.', field: 'body' });
  });
});
