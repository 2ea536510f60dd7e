// One language from sign-in through logout, in Chromium against the whole portal (issue 24, D2): an
// English account in a browser that sends Accept-Language ja and never chose a language. /login and
// the code page are Japanese (the browser does not know the account yet) and so is the code mail (it
// follows the page); once signed in the portal is English, and that becomes this browser's choice:
// after logout /login is English, the notice and its 「Close」 too, and a reload keeps it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  accountsCli,
  guardJourney,
  launchChromium,
  newPortalContext,
  seriousAxeViolations,
  signInThroughUi,
  startTestPortal,
  type TestPortal,
} from './helpers/portal-harness';

const account = { loginId: 'jane', email: 'jane@example.com', password: 'english-speaker-in-tokyo-2026', name: 'Jane Doe' };

describe('one language for an English account in a Japanese browser', () => {
  guardJourney();
  let portal: TestPortal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    portal = await startTestPortal();
    await accountsCli(portal.databaseUrl, [
      'create', '--login-id', account.loginId, '--email', account.email, '--password', account.password, '--name', account.name, '--locale', 'en',
    ]);
    browser = await launchChromium();
    context = await newPortalContext(browser, { locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await portal?.close();
  });

  it('signs in on Japanese pages with a Japanese code mail, then speaks English', async () => {
    await signInThroughUi(page, portal.url, account);
    const mails = (await (await fetch(`${portal.url}/dev/mailbox/messages?to=${encodeURIComponent(account.email)}`)).json()) as { subject: string }[];
    expect(mails[0]?.subject).toBe('【アカウントポータル】ログイン確認コードのお知らせ');
    await page.getByText(`Welcome, ${account.name}`).waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('portal.locale'), document.documentElement.lang])).toEqual(['en', 'en']);
  });

  it('logs out to an English /login, with the notice and its close button in English', async () => {
    await page.getByRole('button', { name: 'Log out', exact: true }).first().click();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    const notices = page.getByRole('region', { name: 'Notifications' });
    await notices.getByText('You have logged out').waitFor();
    expect(await notices.getByRole('button', { name: 'Close' }).count()).toBe(1);
    expect(await page.getByText('閉じる').count()).toBe(0);
    expect(await page.getByText('ログアウトしました').count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('stays English after a reload: the server sends /login in the choice kept for this browser', async () => {
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect((await context.cookies()).find((cookie) => cookie.name === 'portal_locale')?.value).toBe('en');
  });
});
