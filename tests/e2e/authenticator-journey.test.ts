// Issue 23 in Chromium against the whole portal: set up the authenticator app on /security, computing
// its codes from the key shown (as an app would), make recovery codes, sign out, sign in with the
// app's code; then sign in with a recovery code and find its mail in the dev mailbox. Nothing secret
// is left in localStorage; every page passes axe.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { accountsCli, guardJourney, launchChromium, movableClock, newPortalContext, nextTotpStep, seriousAxeViolations, signInThroughUi, startTestPortal, type TestPortal } from './helpers/portal-harness';
import { appCode } from '../helpers/totp';

const account = { loginId: 'kenji', email: 'kenji@example.jp', password: 'ninshou-apuri-2026', name: '鈴木 健二' };

/** The portal's clock, moved to the app's next 30-second step where a user would wait for it. */
const clock = movableClock();

describe('authenticator app and recovery codes in Chromium', () => {
  guardJourney();
  let portal: TestPortal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let secret = '';
  let codes: string[] = [];

  beforeAll(async () => {
    portal = await startTestPortal({}, { clock });
    await accountsCli(portal.databaseUrl, ['create', '--login-id', account.loginId, '--email', account.email, '--password', account.password, '--name', account.name]);
    browser = await launchChromium();
    context = await newPortalContext(browser, { locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.close();
  });

  async function signOut() {
    await page.getByRole('button', { name: 'ログアウト' }).first().click();
    await page.getByText('ログアウトしました').waitFor();
  }

  async function passwordStep() {
    await page.goto(portal.url + '/login');
    await page.getByLabel('ログインIDまたはメールアドレス').fill(account.loginId);
    await page.getByLabel('パスワード', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await page.waitForURL('**/oneTimeCode');
  }

  it('sets up the app from the QR dialog\'s key and makes recovery codes on /security', async () => {
    await signInThroughUi(page, portal.url, account);
    await page.goto(portal.url + '/security');
    await page.getByRole('button', { name: '認証アプリを設定' }).click();
    const dialog = page.getByRole('dialog', { name: '認証アプリを設定' });
    await dialog.getByLabel('現在のパスワード').fill(account.password);
    await dialog.getByRole('button', { name: '次へ' }).click();
    await dialog.getByRole('img', { name: '認証アプリに読み取らせるQRコード' }).waitFor();
    secret = ((await dialog.locator('.secret-key').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByLabel('認証アプリに表示されたコード').fill(appCode(secret, clock.now()));
    await dialog.getByRole('button', { name: '設定を完了' }).click();
    await page.getByText('認証アプリを設定しました').waitFor();

    await page.getByRole('button', { name: 'リカバリーコードを作成' }).click();
    const make = page.getByRole('dialog', { name: 'リカバリーコードを作成' });
    await make.getByLabel('現在のパスワード').fill(account.password);
    await make.getByRole('button', { name: 'リカバリーコードを作成' }).click();
    const shown = page.getByRole('dialog', { name: '新しいリカバリーコード' });
    await shown.locator('.recovery-codes li').first().waitFor();
    codes = await shown.locator('.recovery-codes li').allTextContents();
    expect(codes).toHaveLength(10);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shown.getByRole('button', { name: '保管しました' }).click();
    await page.getByText(/^残り10個/).waitFor();
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    for (const value of [secret, ...codes]) expect(stored).not.toContain(value);
  });

  it('signs out, then signs in with the app\'s code in the one-time-code field', async () => {
    await signOut();
    nextTotpStep(clock);
    await passwordStep();
    await page.getByRole('heading', { level: 1, name: '認証アプリのコードの入力' }).waitFor();
    expect(await page.getByLabel('確認コード').getAttribute('autocomplete')).toBe('one-time-code');
    expect(await page.getByRole('button', { name: 'メールで確認コードを受け取る' }).isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByLabel('確認コード').fill(appCode(secret, clock.now()));
    await page.getByRole('button', { name: '確認', exact: true }).click();
    await page.waitForURL('**/topPage');
  });

  it('signs in with a recovery code instead, and its mail says how many are left', async () => {
    await signOut();
    await passwordStep();
    await page.getByRole('button', { name: 'リカバリーコードを使う' }).click();
    await page.getByLabel('リカバリーコード').fill(codes[0]!);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '確認', exact: true }).click();
    await page.waitForURL('**/topPage');
    const deadline = Date.now() + 15_000;
    let mail: { subject: string; text: string } | undefined;
    while (!mail && Date.now() < deadline) {
      const messages = (await (await fetch(`${portal.url}/dev/mailbox/messages?to=${encodeURIComponent(account.email)}`)).json()) as Array<{ subject: string; text: string }>;
      mail = messages.find((m) => m.subject.includes('リカバリーコードでログインしました'));
      if (!mail) await new Promise((r) => setTimeout(r, 200));
    }
    expect(mail?.text).toContain('残りのリカバリーコードは9個です');
  });
});
