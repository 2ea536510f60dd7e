// A gateway whose account service is away (issue 21): its readiness is its own, so it stays in the
// load balancer, serves the SPA, and answers GraphQL with SERVICE_UNAVAILABLE and Retry-After. Before,
// /readyz failed with the account service, haproxy took both gateways out, and everyone got its bare
// "503 No server is available", the SPA included. The route to the account services answering with
// haproxy's own HTML 503 is logged as "no account service available", not as a JSON SyntaxError.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { buildGateway } from '../../src/gateway/app';
import { SERVICE_RETRY_AFTER_SECONDS } from '../../src/platform/health';
import { SERVICE_TOKEN } from './fake-account-service';
import { LOGIN, startGateway, VIEWER } from './gateway-harness';
import { createSpaFixture, type SpaFixture } from './spa-fixture';

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const graphql = { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json;q=0.9' };
const loginInput = { input: { loginId: 'taro', password: 'correct horse battery', delivery: 'BEARER' } };

/** An HTTP server that answers every request as haproxy does when no server of a backend is up. */
async function haproxyWithNoServer(): Promise<{ url: string; requests: () => number }> {
  let requests = 0;
  const server: Server = createServer((_request, response) => {
    requests++;
    const page = '<html><body><h1>503 Service Unavailable</h1>\nNo server is available to handle this request.\n</body></html>\n';
    response.writeHead(503, { 'content-type': 'text/html', 'cache-control': 'no-cache', 'content-length': Buffer.byteLength(page) });
    response.end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests: () => requests };
}

describe('a gateway whose account service is away', () => {
  it('stays ready, serves the SPA and its environment, and answers GraphQL SERVICE_UNAVAILABLE with Retry-After', async () => {
    const spa: SpaFixture = await createSpaFixture();
    cleanups.push(() => spa.remove());
    const { app, backend } = await startGateway({ spaDir: spa.dir });
    cleanups.push(() => app.close());
    const token = backend.seedSession();
    backend.setDown(true);

    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    // Reported for the operator, never a reason to leave the balancer.
    expect(ready.json()).toEqual({ status: 'ready', checks: { accountService: 'failed' } });

    for (const url of ['/', '/login']) {
      const page = await app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('アカウントポータル');
    }
    expect((await app.inject({ method: 'GET', url: '/env.json' })).statusCode).toBe(200);

    // A query has no payload: the error says it.
    const viewer = await app.inject({ method: 'POST', url: '/graphql', headers: { ...graphql, authorization: `Bearer ${token}` }, payload: { query: VIEWER } });
    expect(viewer.statusCode).toBe(200);
    expect(viewer.json().errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
    expect(viewer.headers['retry-after']).toBe(String(SERVICE_RETRY_AFTER_SECONDS));
    // A mutation's payload carries the UserError.
    const login = await app.inject({ method: 'POST', url: '/graphql', headers: graphql, payload: { query: LOGIN, variables: loginInput } });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.login.error.code).toBe('SERVICE_UNAVAILABLE');
    expect(login.headers['retry-after']).toBe(String(SERVICE_RETRY_AFTER_SECONDS));

    // Back: nothing says to wait any more.
    backend.setDown(false);
    const again = await app.inject({ method: 'POST', url: '/graphql', headers: { ...graphql, authorization: `Bearer ${token}` }, payload: { query: VIEWER } });
    expect(again.json().data.viewer.account.accountCode).toBe('A000001');
    expect(again.headers['retry-after']).toBeUndefined();
    expect((await app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready', checks: { accountService: 'ok' } });
  });

  it("logs haproxy's HTML 503 on the route to the account services as no account service available", async () => {
    const route = await haproxyWithNoServer();
    const lines: string[] = [];
    // The pooled transport of production (no fake fetch), as the gateway runs behind deploy/haproxy.cfg.
    const app = await buildGateway({
      accountServiceUrl: route.url,
      serviceToken: SERVICE_TOKEN,
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
      http: { logStream: { write: (line: string) => void lines.push(line) } },
    });
    cleanups.push(() => app.close());

    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    const login = await app.inject({ method: 'POST', url: '/graphql', headers: graphql, payload: { query: LOGIN, variables: loginInput } });
    expect(login.json().data.login.error.code).toBe('SERVICE_UNAVAILABLE');
    expect(login.headers['retry-after']).toBe(String(SERVICE_RETRY_AFTER_SECONDS));
    expect(route.requests()).toBe(2); // the readiness report and the sign-in

    const failures = lines.map((line) => JSON.parse(line) as { msg: string; err?: { type: string; message: string }; reqId?: string }).filter((line) => line.err);
    expect(failures).toHaveLength(1);
    expect(failures[0]!.msg).toBe('no account service available');
    expect(failures[0]!.err!.type).toBe('NoAccountServiceAvailable');
    expect(failures[0]!.err!.message).toMatch(/^no account service available/);
    expect(failures[0]!.reqId).toBe(login.headers['x-request-id']);
    expect(lines.join('')).not.toMatch(/SyntaxError|Unexpected token/);
  });
});
