// 退会 in Chromium, against the whole portal under its real CSP: the /security card's confirmation
// names what is lost, the request goes through the step-up dialog, the browser lands on /login with
// the day of deletion; signing in during the 30 days offers only 「退会を取り消す」 or 「ログアウト」,
// and cancelling brings the portal back. Asked again, the portal's clock moves 31 days on (the
// account service's injected clock) and its housekeeping runs: the account is deleted, the deletion
// mail arrives, and signing in fails exactly as for an account that never existed. axe on the card,
// the confirmation and the closing dialog.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromeOnWindows } from '../helpers/user-agents';
import {
  accountsCli,
  guardJourney,
  launchChromium,
  mailCount,
  newPortalContext,
  seriousAxeViolations,
  settle,
  signInThroughUi,
  movableClock,
  startTestPortal,
  stepUpWithMailedCode,
  type TestPortal,
} from './helpers/portal-harness';

const mika = { loginId: 'mika', email: 'mika@example.jp', password: 'yuugure no umi 2026', name: '高橋 美香' };
const ren = { loginId: 'ren', email: 'ren@example.jp', password: 'kaze no tani 2026', name: '伊藤 蓮' };
const dayMs = 24 * 3_600_000;
/** The portal's clock: the real time, plus what the journey moves it on by. */
const clock = movableClock();

async function subjects(portalUrl: string, to: string): Promise<string[]> {
  const messages = (await (await fetch(`${portalUrl}/dev/mailbox/messages?to=${encodeURIComponent(to)}`)).json()) as { subject: string }[];
  return messages.map((m) => m.subject);
}

async function waitForMail(portalUrl: string, to: string, subject: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if ((await subjects(portalUrl, to)).includes(subject)) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`no mail "${subject}" to ${to}`);
}

/** 「退会する」 on /security, the confirmation (axe on it when asked), then the step-up when it opens; ends on /login. */
async function askToClose(page: Page, portalUrl: string, axe: boolean): Promise<void> {
  await settle(page, '/security');
  const card = page.getByRole('region', { name: '退会' });
  await card.getByRole('button', { name: '退会する' }).click();
  const confirm = page.getByRole('alertdialog', { name: '退会しますか？' });
  await confirm.waitFor();
  await confirm.getByText('パスワード、パスキー、認証アプリ、リカバリーコード').waitFor();
  if (axe) expect(await seriousAxeViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: '退会を申し込む' }).click();
  const onLogin = page.waitForURL('**/login');
  const asked = await Promise.race([onLogin.then(() => false), page.getByRole('dialog', { name: '本人確認' }).waitFor().then(() => true)]);
  if (asked) await stepUpWithMailedCode(page, portalUrl, mika);
  await onLogin;
  await page.getByText(/^退会のお申し込みを受け付けました。.+にアカウントを削除します。それまでは、ログインすると取り消せます。$/).first().waitFor();
}

/** Login ID and password on /login; answers the error shown (the sign-in does not get past step 1). */
async function failedSignIn(page: Page, portalUrl: string, loginId: string, password: string): Promise<string> {
  await page.goto(portalUrl + '/login');
  await page.getByLabel('ログインIDまたはメールアドレス').fill(loginId);
  await page.getByLabel('パスワード', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  const error = page.getByText('ログインIDまたはパスワードが正しくありません', { exact: false }).first();
  await error.waitFor();
  expect(new URL(page.url()).pathname).toBe('/login');
  return (await error.textContent()) ?? '';
}

describe('leaving (退会) in Chromium', () => {
  guardJourney();
  let portal: TestPortal;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    portal = await startTestPortal({}, { clock });
    await accountsCli(portal.databaseUrl, ['create', '--login-id', mika.loginId, '--email', mika.email, '--password', mika.password, '--name', mika.name]);
    await accountsCli(portal.databaseUrl, ['create', '--login-id', ren.loginId, '--email', ren.email, '--password', ren.password, '--name', ren.name, '--role', 'admin']);
    browser = await launchChromium();
    context = await newPortalContext(browser, { userAgent: chromeOnWindows });
  });

  afterAll(async () => {
    await context?.close().catch(() => undefined);
    await browser?.close();
    await portal?.close();
  });

  it('asks with a step-up, is offered the cancel when signing in during the grace period, and cancels', async () => {
    const page = await context.newPage();
    await signInThroughUi(page, portal.url, mika);
    await settle(page, '/security');
    await page.getByRole('region', { name: '退会' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await askToClose(page, portal.url, true);
    await waitForMail(portal.url, mika.email, '【アカウントポータル】退会のお申し込みを受け付けました');

    // Signing in again (the request ended every session): only the closing dialog.
    await signInThroughUi(page, portal.url, mika);
    const dialog = page.getByRole('dialog', { name: /^退会手続き中です（\d{4}年\d{1,2}月\d{1,2}日に削除されます）$/ });
    await dialog.waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: '退会を取り消す' }).click();
    await page.getByText('退会を取り消しました').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await waitForMail(portal.url, mika.email, '【アカウントポータル】退会を取り消しました');
    // And it stays cancelled after a reload (the persisted cache holds the account as it now is).
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.close();
  });

  it('asked again, is deleted when the 30 days are over: the mail, and signing in fails as for an unknown account', async () => {
    // Still signed in from the cancel (the session it was made in stays).
    const page = await context.newPage();
    await page.goto(portal.url + '/topPage');
    await askToClose(page, portal.url, false);

    // An administrator sees it waiting for deletion; the CLI lists it.
    const adminContext = await newPortalContext(browser, { userAgent: chromeOnWindows });
    const adminPage = await adminContext.newPage();
    await signInThroughUi(adminPage, portal.url, ren);
    await settle(adminPage, '/admin/accounts');
    const waiting = adminPage.getByRole('table', { name: '退会手続き中のアカウント' });
    await waiting.getByRole('link', { name: 'mika' }).waitFor();
    expect(await seriousAxeViolations(adminPage)).toEqual([]);
    await adminContext.close();
    expect(await accountsCli(portal.databaseUrl, ['closing', 'list'])).toContain('mika');

    // 29 days on, nothing happens; 31 days on, housekeeping deletes the account.
    clock.offset = 29 * dayMs;
    expect((await portal.housekeeping()).deletedAccounts).toEqual([]);
    clock.offset = 31 * dayMs;
    expect((await portal.housekeeping()).deletedAccounts).toHaveLength(1);
    await waitForMail(portal.url, mika.email, '【アカウントポータル】アカウントを削除しました');
    expect(await mailCount(portal.url, mika.email)).toBeGreaterThan(0);

    const unknown = await failedSignIn(page, portal.url, 'nobody-at-all', mika.password);
    const deleted = await failedSignIn(page, portal.url, mika.loginId, mika.password);
    expect(deleted).toBe(unknown);
    // The login ID is free again: the operator can give it to a new account.
    const created = await accountsCli(portal.databaseUrl, ['create', '--login-id', mika.loginId, '--email', mika.email, '--password', mika.password]);
    expect(created).toContain('mika');
  });
});
