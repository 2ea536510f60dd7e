// The first complete journey, in Chromium against the whole portal: sign in with an account made
// by the CLI, confirm with the mailed code, land on the top page, stay signed in, log out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  accountsCli,
  launchChromium,
  mailCount,
  readCodeFromMailbox,
  seriousAxeViolations,
  startTestPortal,
  viewerDocumentId,
  type TestPortal,
  guardJourney,
  newPortalContext,
} from './helpers/portal-harness';

const account = { loginId: 'hanako', email: 'hanako@example.jp', password: 'sakura-no-hana-2026', name: '佐藤 花子' };

describe('two-step login journey in Chromium', () => {
  guardJourney();
  let portal: TestPortal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    portal = await startTestPortal();
    await accountsCli(portal.databaseUrl, [
      'create', '--login-id', account.loginId, '--email', account.email, '--password', account.password, '--name', account.name,
    ]);
    browser = await launchChromium();
    context = await newPortalContext(browser, { locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await portal?.close();
  });

  it('opens / and lands on /login, which passes axe', async () => {
    await page.goto(portal.url + '/');
    await page.waitForURL('**/login');
    await expect(page.getByRole('heading', { level: 1, name: 'ログイン' }).isVisible()).resolves.toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('signs in with the password, then the mailed code, and lands on /topPage', async () => {
    const before = await mailCount(portal.url, account.email);
    await page.getByLabel('ログインIDまたはメールアドレス').fill(account.loginId);
    await page.getByLabel('パスワード', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await page.waitForURL('**/oneTimeCode');
    await page.getByText('h***@example.jp').waitFor();
    expect(await page.getByLabel('確認コード').getAttribute('autocomplete')).toBe('one-time-code');
    expect(await seriousAxeViolations(page)).toEqual([]);

    const code = await readCodeFromMailbox(portal.url, account.email, before);
    await page.getByLabel('確認コード').fill(code);
    await page.getByRole('button', { name: '確認', exact: true }).click();
    await page.waitForURL('**/topPage');
    await page.getByText(`ようこそ、${account.name}さん`).waitFor();
    await page.getByText('今回が初めてのログインです').waitFor();
    // The used login attempt must not be mistaken for a lost one.
    expect(await page.getByText('ログインの手続きが見つかりません').count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('keeps the session token out of script and out of localStorage', async () => {
    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name.endsWith('portal_session'));
    expect(session).toBeDefined();
    expect(session!.httpOnly).toBe(true);
    expect(session!.sameSite).toBe('Lax');
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie);
    expect(stored).not.toContain(session!.value);
    expect(await page.evaluate(() => document.cookie)).not.toContain('portal_session');
    expect(await page.evaluate(() => localStorage.getItem('portal.login-info'))).toContain(account.name);
  });

  it('stays signed in after a reload', async () => {
    await page.reload();
    await page.getByText(`ようこそ、${account.name}さん`).waitFor();
    expect(page.url()).toMatch(/\/topPage$/);
  });

  it('logs out by the button and shows 「ログアウトしました」 on /login; the old cookie no longer works', async () => {
    const oldCookie = (await context.cookies()).find((c) => c.name.endsWith('portal_session'))!;
    await page.getByRole('button', { name: 'ログアウト' }).click();
    await page.waitForURL('**/login');
    await page.getByText('ログアウトしました').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('portal.login-info'))).toBeNull();

    const res = await fetch(`${portal.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `${oldCookie.name}=${oldCookie.value}` },
      body: JSON.stringify({ documentId: viewerDocumentId }),
    });
    expect(await res.json()).toEqual({ data: { viewer: null } });

    await page.goto(portal.url + '/topPage');
    await page.waitForURL(/\/login/);
  });

  it('shows the not-found page for an unknown path, which passes axe', async () => {
    await page.goto(portal.url + '/no/such/page');
    await page.getByRole('heading', { level: 1, name: 'ページが見つかりません' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
