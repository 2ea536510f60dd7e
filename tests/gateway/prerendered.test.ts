// The prerendered pages as the gateway sends them (src/gateway/prerendered.ts, spa.ts): the document
// of the request's language, its environment inlined, compressed once, revalidated, never the bare
// file, and their inline code allowed by hash in the policy, with no 'unsafe-inline' left.
import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type Harness } from './gateway-harness';

const script = 'window.early = true';
const style = 'body{margin:0}';
const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const page = (lang: string, heading: string) =>
  `<!doctype html><html lang="${lang}"><head><title>${heading}</title><script>${script}</script><style>${style}</style></head>` +
  `<body><div id="root" data-prerendered="/login"><h1>${heading}</h1><form method="post"></form></div></body></html>`;

let dir: string;
let harness: Harness;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gateway-prerendered-'));
  await mkdir(join(dir, 'prerendered'), { recursive: true });
  await writeFile(join(dir, 'index.html'), '<!doctype html><html lang="ja"><head><title>アカウントポータル</title></head><body><div id="root"></div></body></html>');
  await writeFile(join(dir, 'prerendered', 'login.ja.html'), page('ja', 'ログイン'));
  await writeFile(join(dir, 'prerendered', 'login.en.html'), page('en', 'Log in'));
  await writeFile(
    join(dir, 'prerendered', 'manifest.json'),
    JSON.stringify({ pages: { '/login': { ja: 'login.ja.html', en: 'login.en.html' } }, inlineHashes: { script: [hash(script)], style: [hash(style)] } }),
  );
  harness = await startGateway({ spaDir: dir, supportContact: 'help@example.jp' });
});

afterAll(async () => {
  await harness.app.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  harness.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

describe('prerendered pages', () => {
  it('sends /login in the language of Accept-Language, Japanese by default, the environment inlined', async () => {
    const ja = await get('/login', { 'accept-language': 'ja-JP,ja;q=0.9' });
    expect(ja.statusCode).toBe(200);
    expect(ja.body).toContain('<h1>ログイン</h1>');
    expect(ja.body).toContain('<script id="portal-env" type="application/json">');
    expect(ja.body).toContain('help@example.jp');
    expect((await get('/login?returnTo=%2FtopPage', { 'accept-language': 'en-GB,en;q=0.9' })).body).toContain('<h1>Log in</h1>');
    expect((await get('/login', { 'accept-language': 'ko-KR' })).body).toContain('<h1>ログイン</h1>');
    expect((await get('/login')).body).toContain('<h1>ログイン</h1>');
  });

  it('follows the locale cookie (the choice made in this browser) over Accept-Language', async () => {
    expect((await get('/login', { 'accept-language': 'ja', cookie: 'portal_locale=en' })).body).toContain('<h1>Log in</h1>');
    expect((await get('/login', { 'accept-language': 'en', cookie: 'portal_locale=ja' })).body).toContain('<h1>ログイン</h1>');
    expect((await get('/login', { 'accept-language': 'en', cookie: 'portal_locale=zz' })).body).toContain('<h1>Log in</h1>');
  });

  it('sets <html lang> of every other page to the same choice, which the SPA reads', async () => {
    expect((await get('/topPage', { 'accept-language': 'en' })).body).toContain('<html lang="en">');
    expect((await get('/', { 'accept-language': 'ja' })).body).toContain('<html lang="ja">');
    expect((await get('/passwordReissue', { cookie: 'portal_locale=en' })).body).toContain('<html lang="en">');
  });

  it('is compressed once and revalidated per representation, and says what it varies by', async () => {
    const plain = await get('/login', { 'accept-language': 'en' });
    expect(plain.headers.vary).toBe('Accept-Language, Cookie, Accept-Encoding');
    expect(plain.headers['cache-control']).toBe('no-cache');
    const br = await get('/login', { 'accept-language': 'en', 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get('/login', { 'accept-language': 'en', 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    const again = await get('/login', { 'accept-language': 'en', 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(again.statusCode).toBe(304);
    // Another language is another document.
    expect((await get('/login', { 'accept-language': 'ja', 'if-none-match': String(plain.headers.etag) })).statusCode).toBe(200);
  });

  it('allows exactly the inline code the build hashed: no unsafe-inline for scripts or styles', async () => {
    for (const url of ['/login', '/topPage', '/graphql/schema.graphql']) {
      const policy = String((await get(url)).headers['content-security-policy']);
      expect(policy, url).toContain(`script-src 'self' ${hash(script)};`);
      expect(policy, url).toContain(`style-src 'self' ${hash(style)};`);
      expect(policy, url).not.toContain('unsafe-inline');
    }
  });

  it('never serves the documents or the manifest as files, and answers programs with a JSON 404', async () => {
    for (const url of ['/prerendered/manifest.json', '/prerendered/login.ja.html']) {
      const response = await harness.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('ログイン');
    }
    const program = await harness.app.inject({ method: 'GET', url: '/login', headers: { accept: 'application/json' } });
    expect(program.statusCode).toBe(404);
    expect(program.json()).toMatchObject({ errors: [{ extensions: { code: 'NOT_FOUND' } }] });
  });

  it('refuses to start on a manifest that names no document for a language', async () => {
    const broken = await mkdtemp(join(tmpdir(), 'gateway-prerendered-broken-'));
    await mkdir(join(broken, 'prerendered'));
    await writeFile(join(broken, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(broken, 'prerendered', 'manifest.json'), JSON.stringify({ pages: { '/login': { ja: 'login.ja.html' } }, inlineHashes: { script: [], style: [] } }));
    await writeFile(join(broken, 'prerendered', 'login.ja.html'), page('ja', 'ログイン'));
    await expect(startGateway({ spaDir: broken })).rejects.toThrow(/no en document/);
    await rm(broken, { recursive: true, force: true });
  });
});
