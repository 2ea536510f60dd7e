// Step-up before an e-mail change, in Chromium under the portal's real CSP, with each method an
// account can have: the mailed code with the password (read from the dev mailbox), the authenticator
// app's code (computed from the key its set-up dialog shows), and a passkey (Chromium's virtual
// authenticator). The sign-in counts as a proof for 5 minutes; the journey ages
// the session's proof in the database instead of waiting (the only thing the server reads is its time).
// The dialog comes where the user is, passes axe, holds the focus, and the change goes on after it.
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { appCode } from '../helpers/totp';
import { accountsCli, guardJourney, launchChromium, mailCount, movableClock, newPortalContext, nextTotpStep, readCodeFromMailbox, seriousAxeViolations, settle, signInThroughUi, startTestPortal, type TestPortal } from './helpers/portal-harness';

/** The portal's clock, moved to the app's next 30-second step where a user would wait for it. */
const clock = movableClock();
const rin = { loginId: 'rin', email: 'rin@example.jp', password: 'yuki no hi no tegami 2026', name: '小林 凜' };

/** Makes every session's last proof 10 minutes old, as if the user had come back later. */
function ageProofs(databaseUrl: string): void {
  const db = new SQLite(databaseUrl.replace(/^sqlite:/, ''));
  try {
    db.prepare('update sessions set step_up_at = ?').run(new Date(Date.now() - 10 * 60_000).toISOString());
  } finally {
    db.close();
  }
}

async function requestEmailChange(page: Page, newEmail: string): Promise<void> {
  await settle(page, '/accountEditMailAddress');
  await page.getByLabel('新しいメールアドレス').fill(newEmail);
  await page.getByLabel('現在のパスワード', { exact: true }).fill(rin.password);
  await page.getByRole('button', { name: '確認コードを送信' }).click();
}

describe('step-up before an e-mail change, in Chromium', () => {
  guardJourney();
  let portal: TestPortal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let cdp: CDPSession;

  beforeAll(async () => {
    portal = await startTestPortal({}, { clock });
    await accountsCli(portal.databaseUrl, ['create', '--login-id', rin.loginId, '--email', rin.email, '--password', rin.password, '--name', rin.name]);
    browser = await launchChromium();
    context = await newPortalContext(browser);
    await context.addInitScript(() => {
      (window.PublicKeyCredential as unknown as { isConditionalMediationAvailable: () => Promise<boolean> }).isConditionalMediationAvailable = async () => false;
    });
    page = await context.newPage();
    cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
    });
  });

  afterAll(async () => {
    await browser?.close();
    await portal?.close();
  });

  it('with the mailed code and the password: the dialog where the user is, then the change goes on', async () => {
    await signInThroughUi(page, portal.url, rin);
    ageProofs(portal.databaseUrl);
    await requestEmailChange(page, 'rin.first@example.jp');

    const dialog = page.getByRole('dialog', { name: '本人確認' });
    await dialog.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    const send = dialog.getByRole('button', { name: '確認コードを送る' });
    await expect.poll(() => send.evaluate((element) => element === document.activeElement)).toBe(true);
    const before = await mailCount(portal.url, rin.email);
    await send.click();
    const code = await readCodeFromMailbox(portal.url, rin.email, before);
    await dialog.getByLabel('確認コード').fill(code);
    await dialog.getByLabel('現在のパスワード', { exact: true }).fill(rin.password);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: '確認して続ける' }).click();

    // The same request went on: the code for the new address was sent.
    await page.getByText('rin.first@example.jp に確認コードを送信しました').waitFor();
    expect(await dialog.count()).toBe(0);
    expect(await mailCount(portal.url, 'rin.first@example.jp')).toBe(1);
  });

  it("with the authenticator app's code, once the account has one: the dialog asks for it, and the change goes on", async () => {
    // The app, set up within the e-mail step-up's 5 minutes (its key read from the dialog, as a phone would scan it).
    await settle(page, '/security');
    await page.getByRole('button', { name: '認証アプリを設定' }).click();
    const enrol = page.getByRole('dialog', { name: '認証アプリを設定' });
    await enrol.getByLabel('現在のパスワード').fill(rin.password);
    await enrol.getByRole('button', { name: '次へ' }).click();
    await enrol.getByRole('img', { name: '認証アプリに読み取らせるQRコード' }).waitFor();
    const secret = ((await enrol.locator('.secret-key').textContent()) ?? '').replace(/\s/g, '');
    await enrol.getByLabel('認証アプリに表示されたコード').fill(appCode(secret, clock.now()));
    await enrol.getByRole('button', { name: '設定を完了' }).click();
    await page.getByText('認証アプリを設定しました').waitFor();

    // Later, the e-mail change asks for the app's code (the next 30-second step: the enrolling one is spent).
    ageProofs(portal.databaseUrl);
    await requestEmailChange(page, 'rin.app@example.jp');
    const dialog = page.getByRole('dialog', { name: '本人確認' });
    await dialog.waitFor();
    await dialog.getByText(/認証アプリに表示されているコード/).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    const before = await mailCount(portal.url, rin.email);
    nextTotpStep(clock);
    await dialog.getByLabel('確認コード').fill(appCode(secret, clock.now()));
    await dialog.getByRole('button', { name: '確認して続ける' }).click();
    await page.getByText('rin.app@example.jp に確認コードを送信しました').waitFor();
    expect(await dialog.count()).toBe(0);
    // Nothing was mailed to the account's own address for the step-up.
    expect(await mailCount(portal.url, rin.email)).toBe(before);
  });

  it('with a passkey, once the account has one: the mailed code would no longer do', async () => {
    // A passkey, added within the app step-up's 5 minutes.
    await settle(page, '/security');
    await page.getByRole('button', { name: 'パスキーを追加' }).click();
    const add = page.getByRole('dialog', { name: 'パスキーを追加' });
    await add.getByLabel('現在のパスワード', { exact: true }).fill(rin.password);
    await add.getByRole('button', { name: '追加する' }).click();
    await page.getByText(/パスキー「.*」を追加しました/).waitFor();

    // Later, the e-mail change asks for the passkey.
    ageProofs(portal.databaseUrl);
    await requestEmailChange(page, 'rin.second@example.jp');
    const dialog = page.getByRole('dialog', { name: '本人確認' });
    await dialog.waitFor();
    await dialog.getByText(/このアカウントのパスキーで本人確認/).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'パスキーで確認' }).click();
    await page.getByText('rin.second@example.jp に確認コードを送信しました').waitFor();
    expect(await dialog.count()).toBe(0);
    // The focus is back on the page, on the code field of the next step.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('one-time-code');
  });
});
