// What the SPA owes the person in front of it, in Chromium: storeControl shows and clears what the
// portal really stored, an old release's cache is dropped, analytics only when configured, no
// horizontal scroll and nothing drawn over a control at any width in both languages with a notice
// open (screenshots in test-results/), axe in both languages.
import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  accountsCli,
  freePort,
  guardJourney,
  launchChromium,
  newPortalContext,
  nextFrames,
  seriousAxeViolations,
  settle,
  signInThroughUi,
  startTestPortal,
  type TestPortal,
} from './helpers/portal-harness';
import { layoutProblems, openNotice } from './helpers/layout-checks';

const yuki = { loginId: 'yuki', email: 'yuki@example.jp', password: 'shiroi fuyu no machi 2026', name: '中村 由紀' };
const screenshots = resolve(import.meta.dirname, '../../test-results/screens');
// Small phones (320, 360, 375), the breakpoints sm 600, md 1024, lg 1440, xl 1920, and a tablet (768).
const widths = [320, 360, 375, 600, 768, 1024, 1440, 1920];
// /oauth/interaction/…: an app's sign-in that is not this browser's (the page says so).
const signedOutPages = ['/login', '/passwordReissue', '/passwordReset', '/storeControl', '/oauth/interaction/not-this-browsers', '/no/such/page'];
const signedInPages = ['/topPage', '/accountEdit', '/accountEditMailAddress', '/accountEditPassword', '/storeControl'];


describe('the browser side in Chromium', () => {
  guardJourney();
  let portal: TestPortal;
  let browser: Browser;

  beforeAll(async () => {
    portal = await startTestPortal();
    await accountsCli(portal.databaseUrl, ['create', '--login-id', yuki.loginId, '--email', yuki.email, '--password', yuki.password, '--name', yuki.name]);
    browser = await launchChromium();
    mkdirSync(screenshots, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
    await portal?.close();
  });

  it('storeControl lists what the portal really stored after a sign-in, and its buttons clear it', async () => {
    const page = await (await newPortalContext(browser, { locale: 'ja-JP' })).newPage();
    await signInThroughUi(page, portal.url, yuki);
    // The cache is persisted a moment after it changes (debounced).
    const storedKeys = () => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('portal.')));
    await expect.poll(storedKeys, { timeout: 10_000 }).toEqual(expect.arrayContaining(['portal.apollo-cache', 'portal.login-info']));
    const stored = await storedKeys();

    await settle(page, '/storeControl');
    await page.getByRole('heading', { level: 1, name: 'ブラウザに保存されたデータの管理' }).waitFor();
    // The technical names are behind a closed 「詳細」 under each table; opened by keyboard.
    const disclosures = page.locator('summary', { hasText: '詳細（技術的な名前）' });
    expect(await disclosures.count()).toBe(2);
    await expect.poll(() => page.getByText('portal.apollo-cache', { exact: true }).first().isVisible()).toBe(false);
    for (const summary of await disclosures.all()) {
      await summary.focus();
      await page.keyboard.press('Enter');
    }
    for (const key of stored) await page.getByText(key, { exact: true }).first().waitFor();
    await page.getByText(/portal_session/).first().waitFor();
    await page.getByText(/HttpOnly/).first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'キャッシュを削除' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '削除する' }).click();
    await page.getByText('削除しました').first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('portal.apollo-cache'))).toBeNull();

    await page.getByRole('button', { name: 'すべてのローカルデータを削除' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '削除する' }).click();
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('portal.') && k !== 'portal.storage-written-at')), { timeout: 10_000 }).toEqual([]);
    // As on a first visit: a signed-in page sends to the login page.
    await page.goto(portal.url + '/topPage');
    await page.waitForURL(/\/login/);
    await page.context().close();
  });

  it('drops a persisted cache left by an older release', async () => {
    const page = await (await newPortalContext(browser)).newPage();
    await page.goto(portal.url + '/login');
    await page.evaluate(() => {
      localStorage.setItem('portal.apollo-cache-version', 'an-old-release');
      localStorage.setItem('portal.apollo-cache', JSON.stringify({ ROOT_QUERY: { __typename: 'Query', stale: 'from an old schema' } }));
    });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'ログイン' }).waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('portal.apollo-cache') ?? ''), { timeout: 10_000 }).not.toContain('from an old schema');
    expect(await page.evaluate(() => localStorage.getItem('portal.apollo-cache-version'))).not.toBe('an-old-release');
    await page.context().close();
  });

  it('has no analytics at all when none is configured', async () => {
    const page = await (await newPortalContext(browser)).newPage();
    await page.goto(portal.url + '/login');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
    const external = await page.evaluate(() => [...document.querySelectorAll('script[src]')].map((s) => (s as HTMLScriptElement).src).filter((src) => !src.startsWith(location.origin)));
    expect(external).toEqual([]);
    await page.context().close();
  });

  it('loads the analytics tag when configured, and reports page views by path only', async () => {
    let tagRequests = 0;
    const tagPort = await freePort();
    const tagServer: Server = createServer((req, res) => {
      tagRequests++;
      res.writeHead(200, { 'content-type': 'text/javascript' });
      res.end('window.__portalTagLoaded = true;');
    });
    await new Promise<void>((ok) => tagServer.listen(tagPort, '127.0.0.1', ok));
    const withTag = await startTestPortal({ ANALYTICS_SCRIPT_URL: `http://127.0.0.1:${tagPort}/tag.js` });
    try {
      const page = await (await newPortalContext(browser)).newPage(); // real CSP: the tag's origin must be allowed
      await page.goto(withTag.url + '/login');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expect.poll(() => page.evaluate(() => (window as unknown as { __portalTagLoaded?: boolean }).__portalTagLoaded === true), { timeout: 10_000 }).toBe(true);
      const pageViews = () =>
        page.evaluate(() => ((window as unknown as { dataLayer?: { event: string; page_path: string }[] }).dataLayer ?? []).filter((e) => e.event === 'page_view').map((e) => e.page_path));
      // Route changes inside the SPA each count once.
      await page.getByRole('link', { name: 'パスワードをお忘れの方' }).click();
      await page.waitForURL('**/passwordReissue');
      await expect.poll(pageViews, { timeout: 10_000 }).toEqual(['/login', '/passwordReissue']);
      // A reset link: the path is reported, never its token.
      await page.goto(withTag.url + '/passwordReset?token=secret-token-value');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expect.poll(pageViews, { timeout: 10_000 }).toEqual(['/passwordReset']);
      const everything = await page.evaluate(() => JSON.stringify((window as unknown as { dataLayer?: unknown }).dataLayer));
      expect(everything).not.toContain('secret-token-value');
      expect(tagRequests).toBeGreaterThan(0);
      await page.context().close();
    } finally {
      await withTag.close();
      tagServer.close();
    }
  });

  it('at every width, in Japanese and English, with a notice open: no horizontal scroll, nothing covers a control, the header keeps its controls on one line each and apart (screenshots in test-results/screens)', async () => {
    const context = await newPortalContext(browser, { locale: 'ja-JP' });
    const page = await context.newPage();
    const problems: string[] = [];
    // One visit per page with a notice opened, then every width by resizing (the layout is CSS
    // alone); screenshots at a phone's and a desktop's width, where a person looks at the layout.
    const check = async (path: string, tag: string): Promise<void> => {
      await page.setViewportSize({ width: widths[0]!, height: 900 });
      await settle(page, path);
      await openNotice(page);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        await nextFrames(page);
        for (const problem of await layoutProblems(page)) problems.push(`${tag} ${path} at ${width}px: ${problem}`);
        if (width === 320 || width === 1440) {
          await page.screenshot({ path: resolve(screenshots, `${tag}${path.replace(/\//g, '_')}-${width}.png`), fullPage: true });
        }
      }
    };
    const switchTo = async (label: 'English' | '日本語', lang: string) => {
      await page.getByRole('banner').getByRole('button', { name: label }).click();
      await expect.poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 10_000 }).toBe(lang);
    };
    await page.goto(portal.url + '/login');
    for (const path of signedOutPages) await check(path, 'out-ja');
    await switchTo('English', 'en');
    for (const path of signedOutPages) await check(path, 'out-en');
    await switchTo('日本語', 'ja');
    await signInThroughUi(page, portal.url, yuki);
    for (const path of signedInPages) await check(path, 'in-ja');
    await switchTo('English', 'en');
    for (const path of signedInPages) await check(path, 'in-en');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('passes axe on every page in Japanese and in English', async () => {
    const context = await newPortalContext(browser);
    const page = await context.newPage();
    const found: string[] = [];
    const audit = async (paths: string[], lang: string): Promise<void> => {
      for (const path of paths) {
        await settle(page, path);
        for (const v of await seriousAxeViolations(page)) found.push(`${lang} ${path}: ${v}`);
      }
    };
    await page.goto(portal.url + '/login');
    await audit(signedOutPages, 'ja');
    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 10_000 }).toBe('en');
    await audit(signedOutPages, 'en');
    await page.getByRole('banner').getByRole('button', { name: '日本語' }).click();
    await signInThroughUi(page, portal.url, yuki);
    await audit(signedInPages, 'ja');
    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    await audit(signedInPages, 'en');
    expect(found).toEqual([]);
    await context.close();
  });
});
