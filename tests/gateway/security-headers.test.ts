// Security headers on every kind of response the gateway serves, read from the responses themselves.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSecurityHeaders } from '../../src/gateway/security-headers';
import { startGateway } from './gateway-harness';
import { createSpaFixture, type SpaFixture } from './spa-fixture';

const html = { accept: 'text/html,application/xhtml+xml' };
const ANALYTICS = 'https://analytics.example.jp/tag/v1.js';

let spa: SpaFixture;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  spa = await createSpaFixture();
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await spa.remove();
});

async function gateway(options: Parameters<typeof startGateway>[0] = {}): Promise<FastifyInstance> {
  const { app } = await startGateway({ spaDir: spa.dir, ...options });
  // Like the dev-mailbox forward main.ts registers after building the gateway.
  app.get('/dev/mailbox', (_request, reply) => reply.type('text/html').send('<!doctype html><h1>mailbox</h1>'));
  apps.push(app);
  return app;
}

/** One of each kind of answer: the page, the fallback, an asset, GraphQL (ok and refused), env, errors. */
async function everyKind(app: FastifyInstance): Promise<Array<[string, LightMyRequestResponse]>> {
  const post = (payload: string) =>
    app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload });
  const kinds: Array<[string, Promise<LightMyRequestResponse>, number]> = [
    ['index /', app.inject({ method: 'GET', url: '/', headers: html }), 200],
    ['index fallback', app.inject({ method: 'GET', url: '/passwordReset?token=abc', headers: html }), 200],
    ['asset', app.inject({ method: 'GET', url: '/assets/index-abc123.js' }), 200],
    ['graphql', post(JSON.stringify({ query: '{ __typename }' })), 200],
    ['graphql GET refused', app.inject({ method: 'GET', url: '/graphql' }), 405],
    ['graphql bad JSON', post('{"query":'), 400],
    ['env.json', app.inject({ method: 'GET', url: '/env.json' }), 200],
    ['missing asset', app.inject({ method: 'GET', url: '/assets/gone-999.js', headers: html }), 404],
    ['JSON 404', app.inject({ method: 'GET', url: '/no/such/api', headers: { accept: 'application/json' } }), 404],
    ['later route (dev mailbox)', app.inject({ method: 'GET', url: '/dev/mailbox' }), 200],
  ];
  const answers: Array<[string, LightMyRequestResponse]> = [];
  for (const [name, pending, status] of kinds) {
    const response = await pending;
    expect(response.statusCode, name).toBe(status);
    answers.push([name, response]);
  }
  return answers;
}

function csp(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('security headers on every response', () => {
  it('sends the CSP and the other headers on each kind of answer (http public URL: no HSTS)', async () => {
    const app = await gateway();
    for (const [name, response] of await everyKind(app)) {
      const policy = csp(response);
      expect(policy.get('default-src'), name).toEqual(["'self'"]);
      expect(policy.get('script-src'), name).toEqual(["'self'"]);
      expect(policy.get('style-src'), name).toEqual(["'self'", "'unsafe-inline'"]);
      expect(policy.get('img-src'), name).toEqual(["'self'", 'data:']);
      expect(policy.get('connect-src'), name).toEqual(["'self'"]);
      expect(policy.get('font-src'), name).toEqual(["'self'"]);
      expect(policy.get('object-src'), name).toEqual(["'none'"]);
      expect(policy.get('base-uri'), name).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors'), name).toEqual(["'none'"]);
      expect(policy.get('form-action'), name).toEqual(["'self'"]);
      expect(response.headers['x-content-type-options'], name).toBe('nosniff');
      expect(response.headers['referrer-policy'], name).toBe('no-referrer');
      expect(response.headers['x-frame-options'], name).toBe('DENY');
      expect(response.headers['cross-origin-opener-policy'], name).toBe('same-origin');
      expect(response.headers['permissions-policy'], name).toBe('camera=(), microphone=(), geolocation=()');
      expect(response.headers['strict-transport-security'], name).toBeUndefined();
    }
  });

  it('sends HSTS on every answer when the public URL is https', async () => {
    const app = await gateway({ publicUrl: 'https://portal.example.jp' });
    for (const [name, response] of await everyKind(app)) {
      expect(response.headers['strict-transport-security'], name).toBe('max-age=63072000; includeSubDomains');
      expect(csp(response).get('script-src'), name).toEqual(["'self'"]);
    }
  });

  it("allows the analytics origin (scripts, beacons, pixels) only when it is configured, and never 'unsafe-*'", async () => {
    const app = await gateway({ analyticsScriptUrl: ANALYTICS });
    for (const [name, response] of await everyKind(app)) {
      const policy = csp(response);
      expect(policy.get('script-src'), name).toEqual(["'self'", 'https://analytics.example.jp']);
      expect(policy.get('connect-src'), name).toEqual(["'self'", 'https://analytics.example.jp']);
      expect(policy.get('img-src'), name).toEqual(["'self'", 'data:', 'https://analytics.example.jp']);
      expect(policy.get('default-src'), name).toEqual(["'self'"]);
      expect(policy.get('style-src'), name).not.toContain('https://analytics.example.jp');
    }
    const without = await gateway();
    const header = String((await without.inject({ method: 'GET', url: '/env.json' })).headers['content-security-policy']);
    expect(header).not.toContain('analytics.example.jp');
  });

  it('lets the SPA call an absolute GATEWAY_URL on another origin (connect-src only)', async () => {
    const app = await gateway({ gatewayUrl: 'https://api.example.jp/graphql' });
    const policy = csp(await app.inject({ method: 'GET', url: '/', headers: html }));
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.example.jp']);
    expect(policy.get('script-src')).toEqual(["'self'"]);
  });

  it('relaxes the script policy for GraphiQL routes only, and only when GraphiQL is on', async () => {
    const dev = await gateway({ graphiql: true });
    for (const url of ['/graphiql', '/graphiql/main.js', '/graphiql/config.js']) {
      const response = await dev.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      const policy = csp(response);
      expect(policy.get('script-src'), url).toEqual(["'self'", 'https://unpkg.com']);
      expect(policy.get('object-src'), url).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
    expect(csp(await dev.inject({ method: 'GET', url: '/', headers: html })).get('script-src')).toEqual(["'self'"]);
    expect(csp(await dev.inject({ method: 'GET', url: '/graphiqlx', headers: html })).get('script-src')).toEqual(["'self'"]);

    const prod = await gateway({ graphiql: false });
    const response = await prod.inject({ method: 'GET', url: '/graphiql', headers: html });
    expect(csp(response).get('script-src')).toEqual(["'self'"]);
  });
});

describe('buildSecurityHeaders', () => {
  it('builds the exact policy once from the options', () => {
    const headers = buildSecurityHeaders({
      publicUrl: new URL('https://portal.example.jp'),
      analyticsOrigin: 'https://analytics.example.jp',
      gatewayOrigin: null,
      graphiql: false,
    });
    expect(headers.graphiql).toBeNull();
    expect(headers.portal['Content-Security-Policy']).toBe(
      "default-src 'self'; script-src 'self' https://analytics.example.jp; style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data: https://analytics.example.jp; connect-src 'self' https://analytics.example.jp; font-src 'self'; " +
        "object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'",
    );
    expect(Object.isFrozen(headers.portal)).toBe(true);
  });
});
