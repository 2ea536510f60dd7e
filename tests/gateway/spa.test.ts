// The built SPA served by the gateway: files, history fallback, and caching that fits hashed assets.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type Harness } from './gateway-harness';

let dir: string;
let harness: Harness;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gateway-spa-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>アカウントポータル</title><div id="root"></div>');
  await writeFile(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  await writeFile(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  harness = await startGateway({ spaDir: dir });
});

afterAll(async () => {
  await harness.app.close();
  await rm(dir, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('SPA serving', () => {
  it('serves index.html for / and for any history-mode route, never cached without revalidation', async () => {
    for (const url of ['/', '/login', '/passwordReset?token=abc', '/no/such/page']) {
      const response = await harness.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('アカウントポータル');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('serves hashed assets with a long immutable cache, and 404s a missing asset instead of index.html', async () => {
    const asset = await harness.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await harness.app.inject({ method: 'GET', url: '/assets/gone-999.js', headers: html });
    expect(missing.statusCode).toBe(404);
  });

  it('serves other files, and answers 404 (not the page) to clients that do not want HTML', async () => {
    const icon = await harness.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    const api = await harness.app.inject({ method: 'GET', url: '/some/api', headers: { accept: 'application/json' } });
    expect(api.statusCode).toBe(404);
    expect(api.json().errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('still refuses GET on /graphql even for browsers asking for HTML', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/graphql', headers: html });
    expect(response.statusCode).toBe(405);
  });
});
