// Front-end developers' mock mode, in Chromium: nothing runs but Vite. Sign in with the demo values,
// pass the code step, land on the top page; then one error scenario shows its Japanese message; then an
// app's sign-in with the mock's canned interactions, to the mock app's page.
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import type { Browser, Page } from 'playwright-core';
import { freePort, guardJourney, launchChromium, newPortalContext } from './helpers/portal-harness';
import { layoutProblems } from './helpers/layout-checks';

const root = resolve(import.meta.dirname, '../..');

describe('mock mode (Vite only) in Chromium', () => {
  guardJourney();
  let vite: ViteDevServer;
  let url: string;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    const port = await freePort();
    vite = await createServer({
      root,
      configFile: resolve(root, 'vite.config.ts'),
      mode: 'mock',
      logLevel: 'warn',
      server: { host: '127.0.0.1', port, strictPort: true },
    });
    await vite.listen();
    url = `http://127.0.0.1:${port}`;
    browser = await launchChromium();
    page = await (await newPortalContext(browser)).newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await vite?.close();
  });

  it('signs in with the demo account, passes the code step and lands on the top page', async () => {
    await page.goto(url + '/login');
    await page.getByRole('heading', { level: 1, name: 'ログイン' }).waitFor({ timeout: 60_000 });
    await page.getByLabel('ログインIDまたはメールアドレス').fill('demo');
    await page.getByLabel('パスワード', { exact: true }).fill('mock-password-2026');
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await page.waitForURL('**/oneTimeCode');
    await page.getByLabel('確認コード').fill('１２３４５６');
    await page.getByRole('button', { name: '確認', exact: true }).click();
    await page.waitForURL('**/topPage');
    await page.getByText('ようこそ、山田 太郎さん').waitFor();
    await page.getByRole('button', { name: 'ログアウト' }).click();
    await page.waitForURL('**/login');
  });

  it("the developer panel covers nothing, the footer's storeControl link included, on a phone and a desktop", async () => {
    for (const width of [320, 375, 1440]) {
      await page.setViewportSize({ width, height: 667 });
      await page.goto(url + '/login');
      await page.getByRole('heading', { level: 1, name: 'ログイン' }).waitFor({ timeout: 60_000 });
      await page.getByLabel('モック: エラーを発生させる').waitFor();
      // At the top of the page and at its end (the footer's links), a pointer reaches every control.
      expect(await layoutProblems(page), `${String(width)} px, top`).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const link = page.getByRole('link', { name: 'ブラウザに保存されたデータの管理' });
      await link.waitFor();
      expect(await layoutProblems(page), `${String(width)} px, end`).toEqual([]);
    }
  });

  it('produces an error on demand (?mockError=…) and shows its Japanese message', async () => {
    await page.goto(url + '/login?mockError=INVALID_CREDENTIALS');
    await page.getByLabel('ログインIDまたはメールアドレス').fill('demo');
    await page.getByLabel('パスワード', { exact: true }).fill('mock-password-2026');
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await page.getByText('ログインIDまたはパスワードが正しくありません').waitFor();
    await page.goto(url + '/login?mockError=');
  });

  it("an app's sign-in: /login and back, the consent page, 許可する, and the mock app says what it got (the app's language: tests/app/oauth-interaction-locale.test.tsx)", async () => {
    // A browser that starts signed out: the mock keeps its state in this tab's storage.
    await page.goto(url + '/login');
    await page.evaluate(() => {
      sessionStorage.clear();
      localStorage.clear();
    });
    await page.goto(url + '/oauth/interaction/mock-login');
    await page.waitForURL('**/login?returnTo=**');
    await page.getByLabel('ログインIDまたはメールアドレス').fill('demo');
    await page.getByLabel('パスワード', { exact: true }).fill('mock-password-2026');
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await page.waitForURL('**/oneTimeCode?returnTo=**');
    await page.getByLabel('確認コード').fill('123456');
    await page.getByRole('button', { name: '確認', exact: true }).click();
    // Signed in: the sign-in step completes at once, and the mock provider goes on to the consent step.
    await page.waitForURL('**/oauth/interaction/mock-consent');
    await page.getByRole('heading', { level: 1, name: '「チーム予定表」との連携' }).waitFor();
    await page.getByText('アカウントの情報を読み取る').waitFor();
    await page.getByRole('button', { name: '許可する' }).click();
    await page.waitForURL('**/oidc/auth/mock-consent?mock=allowed');
    await page.getByRole('heading', { level: 1, name: '「チーム予定表」に戻りました' }).waitFor();
    await page.getByText('モックモード: 本物のアプリもプロバイダーもありません').waitFor();
  });
});
