// Environment data at run time: GET /env.json, and the same JSON inlined into index.html.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_VERSION } from '../../src/gateway/config';
import { inlineEnvironment, scriptSafeJson, type PortalEnvironment } from '../../src/gateway/environment';
import { startGateway } from './gateway-harness';
import { createSpaFixture, type SpaFixture } from './spa-fixture';

const html = { accept: 'text/html,application/xhtml+xml' };
const ENV_BLOCK = /<script id="portal-env" type="application\/json">([^]*?)<\/script>/;

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
  apps.push(app);
  return app;
}

function inlined(body: string): unknown {
  const match = ENV_BLOCK.exec(body);
  expect(match, 'the page holds the portal-env block').not.toBeNull();
  return JSON.parse(match![1]!);
}

describe('GET /env.json', () => {
  it('answers the defaults over http, never cached without revalidation', async () => {
    const app = await gateway();
    const response = await app.inject({ method: 'GET', url: '/env.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      gatewayUrl: '/graphql',
      analytics: null,
      supportContact: '',
      publicUrl: 'http://localhost:3000',
      buildVersion: PACKAGE_VERSION,
      cookies: [
        { name: 'portal_session', httpOnly: true },
        { name: 'portal_login_attempt', httpOnly: true },
        { name: 'portal_device', httpOnly: true },
        { name: 'portal_locale', httpOnly: false },
      ],
    });
    const again = await app.inject({ method: 'GET', url: '/env.json', headers: { 'if-none-match': String(response.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('answers what is configured, with the __Host- session cookie over https', async () => {
    const app = await gateway({
      publicUrl: 'https://portal.example.jp/',
      analyticsScriptUrl: 'https://analytics.example.jp/tag.js',
      supportContact: 'サポート窓口 0120-000-000',
      buildVersion: '2.0.0+build.7',
      gatewayUrl: 'https://api.example.jp/graphql',
    });
    expect((await app.inject({ method: 'GET', url: '/env.json' })).json()).toEqual({
      gatewayUrl: 'https://api.example.jp/graphql',
      analytics: { scriptUrl: 'https://analytics.example.jp/tag.js' },
      supportContact: 'サポート窓口 0120-000-000',
      publicUrl: 'https://portal.example.jp',
      buildVersion: '2.0.0+build.7',
      cookies: [
        { name: '__Host-portal_session', httpOnly: true },
        { name: 'portal_login_attempt', httpOnly: true },
        { name: '__Host-portal_device', httpOnly: true },
        { name: 'portal_locale', httpOnly: false },
      ],
    });
  });

  it('is served without a SPA too (a gateway behind a CDN)', async () => {
    const { app } = await startGateway();
    apps.push(app);
    expect((await app.inject({ method: 'GET', url: '/env.json' })).json()).toMatchObject({ gatewayUrl: '/graphql' });
  });

  it('refuses bad options, naming them', async () => {
    await expect(startGateway({ analyticsScriptUrl: 'http://tracker.example/t.js' })).rejects.toThrow(/analyticsScriptUrl/);
    await expect(startGateway({ supportContact: 'x'.repeat(201) })).rejects.toThrow(/supportContact/);
    await expect(startGateway({ gatewayUrl: '//elsewhere.example/graphql' })).rejects.toThrow(/gatewayUrl/);
  });
});

describe('index.html with the environment inlined', () => {
  it('puts the same JSON into <head> of every page answer, and never serves the bare file', async () => {
    const app = await gateway({ supportContact: 'support@example.jp' });
    const env = (await app.inject({ method: 'GET', url: '/env.json' })).json();
    for (const [url, headers] of [['/', {}], ['/index.html', {}], ['/accountEdit', html], ['/passwordReset?token=abc', html]] as const) {
      const response = await app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(inlined(response.body), url).toEqual(env);
      const head = response.body.slice(0, response.body.indexOf('</head>'));
      expect(head, url).toContain('<script id="portal-env" type="application/json">');
      expect(response.body, url).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    }
  });

  it('escapes the JSON so that a value holding </script> cannot end the block', async () => {
    const hostile = '</script><script>alert(1)</script><!-- & >';
    const app = await gateway({ supportContact: hostile });
    const response = await app.inject({ method: 'GET', url: '/login', headers: html });
    expect(response.body).not.toContain('alert(1)</script>');
    expect(response.body.match(/<\/script>/g)).toHaveLength(2); // the env block and the module script
    const block = ENV_BLOCK.exec(response.body)![1]!;
    expect(block).not.toMatch(/[<>&]/);
    expect((inlined(response.body) as PortalEnvironment).supportContact).toBe(hostile);
  });

  it('places the block in a page without </head>, and escapes line separators too', () => {
    const env = { supportContact: 'a\u2028b' } as unknown as PortalEnvironment;
    const page = inlineEnvironment('<!doctype html><title>t</title><div id="root"></div>', env);
    expect(page.startsWith('<!doctype html><script id="portal-env" type="application/json">')).toBe(true);
    expect(scriptSafeJson(env)).toBe('{"supportContact":"a\\u2028b"}');
  });
});
