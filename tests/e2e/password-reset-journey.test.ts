// Forgotten password, in Chromium against the whole portal: ask for a reissue, follow the mailed
// link, set a new password, sign in with it (code step included); the old password fails, and an
// expired link says so in Japanese.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  accountsCli,
  launchChromium,
  mailCount,
  readResetLinkFromMailbox,
  seriousAxeViolations,
  signInThroughUi,
  startTestPortal,
  type TestPortal,
  guardJourney,
  newPortalContext,
} from './helpers/portal-harness';

const account = { loginId: 'jiro', email: 'jiro@example.jp', password: 'sakura no ki no shita de', name: '鈴木 次郎' };
const newPassword = 'ume-no-hana-ga-saku-2027';

describe('password reissue and reset journey in Chromium', () => {
  guardJourney();
  let portal: TestPortal;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    portal = await startTestPortal();
    await accountsCli(portal.databaseUrl, [
      'create', '--login-id', account.loginId, '--email', account.email, '--password', account.password, '--name', account.name,
    ]);
    browser = await launchChromium();
    const context = await newPortalContext(browser, { locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await portal?.close();
  });

  async function signIn(password: string): Promise<void> {
    await page.goto(portal.url + '/login');
    await page.getByLabel('ログインIDまたはメールアドレス').fill(account.loginId);
    await page.getByLabel('パスワード', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  }

  it('asks for a reissue from the login page; the page passes axe', async () => {
    await page.goto(portal.url + '/login');
    await page.getByRole('link', { name: 'パスワードをお忘れの方' }).click();
    await page.waitForURL('**/passwordReissue');
    await page.getByRole('heading', { level: 1, name: 'パスワードの再設定' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel('ログインIDまたはメールアドレス').fill(account.loginId);
    await page.getByRole('button', { name: '再設定用のメールを送信' }).click();
    await page.getByText(/メールを送信しました/).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('follows the mailed link: the token leaves the address bar, the page sends no referrer, and a new password is set', async () => {
    const link = await readResetLinkFromMailbox(portal.url, account.email);
    const served = await fetch(link, { headers: { accept: 'text/html' } });
    expect(served.headers.get('referrer-policy')).toBe('no-referrer');

    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'パスワードの再設定' }).waitFor();
    expect(page.url()).toBe(`${portal.url}/passwordReset`);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel('新しいパスワード', { exact: true }).fill(newPassword);
    await page.getByLabel('新しいパスワード（確認）').fill(newPassword);
    await page.getByRole('button', { name: 'パスワードを設定' }).click();
    await page.waitForURL('**/login');
    await page.getByText('パスワードを設定しました').waitFor();
  });

  it('signs in with the new password, code step included', async () => {
    await signInThroughUi(page, portal.url, { ...account, password: newPassword });
    await page.getByText(`ようこそ、${account.name}さん`).waitFor();
    await page.getByRole('button', { name: 'ログアウト' }).click();
    await page.waitForURL('**/login');
  });

  it('refuses the old password', async () => {
    await signIn(account.password);
    await page.getByText('ログインIDまたはパスワードが正しくありません').waitFor();
    expect(page.url()).toMatch(/\/login$/);
  });

  it('shows an expired link\'s Japanese message, and the page passes axe', async () => {
    const before = await mailCount(portal.url, account.email);
    const res = await fetch(`${portal.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation($i: RequestPasswordReissueInput!) { requestPasswordReissue(input: $i) { accepted } }', variables: { i: { loginId: account.email } } }),
    });
    expect(await res.json()).toEqual({ data: { requestPasswordReissue: { accepted: true } } });
    const link = await readResetLinkFromMailbox(portal.url, account.email, before);

    // Thirty minutes pass: the link's expiry is moved into the past in the portal's database.
    const db = new Database(portal.databaseUrl.slice('sqlite:'.length));
    db.prepare('UPDATE password_reset_tokens SET expires_at = ? WHERE used_at IS NULL').run('2000-01-01T00:00:00.000Z');
    db.close();

    await page.goto(link);
    await page.getByText('このリンクは有効期限が切れています').waitFor();
    expect(await page.getByRole('link', { name: 'パスワードの再設定へ' }).count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
