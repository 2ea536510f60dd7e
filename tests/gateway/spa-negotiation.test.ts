// Content negotiation on the SPA's routes (PRODUCT.md): the page for any request that takes HTML,
// `*/*` and no Accept at all included (mail apps' link openers, uptime checks), and a JSON 404 only
// for a client that asks for JSON alone. Prerendered routes (/login, /topPage) and the history
// fallback (/passwordReset, /notMe) answer alike.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsHtml } from '../../src/gateway/spa';
import { startGateway, type Harness } from './gateway-harness';

const page = (path: string, lang: string, heading: string) =>
  `<!doctype html><html lang="${lang}"><head><title>${heading}</title></head><body><div id="root" data-prerendered="${path}"><h1>${heading}</h1></div></body></html>`;

let dir: string;
let harness: Harness;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gateway-negotiation-'));
  await mkdir(join(dir, 'prerendered'), { recursive: true });
  await writeFile(join(dir, 'index.html'), '<!doctype html><html lang="ja"><head><title>アカウントポータル</title></head><body><div id="root"></div></body></html>');
  const pages: Record<string, Record<string, string>> = {};
  for (const [path, name] of [['/login', 'login'], ['/topPage', 'top']] as const) {
    await writeFile(join(dir, 'prerendered', `${name}.ja.html`), page(path, 'ja', `${name} ページ`));
    await writeFile(join(dir, 'prerendered', `${name}.en.html`), page(path, 'en', `${name} page`));
    pages[path] = { ja: `${name}.ja.html`, en: `${name}.en.html` };
  }
  await writeFile(join(dir, 'prerendered', 'manifest.json'), JSON.stringify({ pages, inlineHashes: { script: [], style: [] } }));
  harness = await startGateway({ spaDir: dir });
});

afterAll(async () => {
  await harness.app.close();
  await rm(dir, { recursive: true, force: true });
});

const routes = ['/login', '/topPage', '/passwordReset?token=abc', '/notMe?token=abc', '/security'];
const get = (url: string, accept: string | undefined) =>
  harness.app.inject({ method: 'GET', url, headers: accept === undefined ? {} : { accept } });

describe('SPA routes by Accept', () => {
  it('serve the page to */*, to no Accept at all, and to any Accept that takes HTML', async () => {
    for (const accept of [undefined, '*/*', 'text/html', 'text/*', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'application/json, */*;q=0.1']) {
      for (const url of routes) {
        const response = await get(url, accept);
        expect(response.statusCode, `${url} with Accept ${accept ?? '(none)'}`).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.body).toMatch(/<html lang="ja">/);
      }
    }
    // A prerendered route is its own page, not the bare index.
    expect((await get('/login', '*/*')).body).toContain('login ページ');
    expect((await get('/topPage', undefined)).body).toContain('top ページ');
  });

  it('answer JSON only to a client that asks for JSON alone, and say the answer depends on Accept', async () => {
    for (const accept of ['application/json', 'application/graphql-response+json, application/json;q=0.9', 'text/html;q=0, application/json']) {
      for (const url of routes) {
        const response = await get(url, accept);
        expect(response.statusCode, `${url} with Accept ${accept}`).toBe(404);
        expect(response.json().errors[0].extensions.code).toBe('NOT_FOUND');
        expect(response.headers.vary).toBe('Accept');
      }
    }
  });

  it('reads Accept as media ranges with their quality', () => {
    expect(acceptsHtml(undefined)).toBe(true);
    expect(acceptsHtml('')).toBe(true);
    expect(acceptsHtml('*/*')).toBe(true);
    expect(acceptsHtml('TEXT/HTML; charset=utf-8')).toBe(true);
    expect(acceptsHtml('application/json;q=1, text/html ; q = 0.5')).toBe(true);
    expect(acceptsHtml('*/*;q=0')).toBe(false);
    expect(acceptsHtml('image/avif,image/webp')).toBe(false);
    expect(acceptsHtml('application/json')).toBe(false);
  });
});
