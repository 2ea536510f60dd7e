// Front-end developers' mock mode, in Chromium: nothing runs but Vite. Sign in with the demo values,
// pass the code step, land on the top page; then one error scenario shows its Japanese message.
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import type { Browser, Page } from 'playwright-core';
import { freePort, guardJourney, launchChromium, newPortalContext } from './helpers/portal-harness';

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

  it('produces an error on demand (?mockError=…) and shows its Japanese message', async () => {
    await page.goto(url + '/login?mockError=INVALID_CREDENTIALS');
    await page.getByLabel('ログインIDまたはメールアドレス').fill('demo');
    await page.getByLabel('パスワード', { exact: true }).fill('mock-password-2026');
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await page.getByText('ログインIDまたはパスワードが正しくありません').waitFor();
    await page.goto(url + '/login?mockError=');
  });
});
