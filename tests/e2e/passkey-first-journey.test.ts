// A passkey-first account in Chromium, with a virtual authenticator (as tests/e2e/passkey-journey.test.ts)
// under the portal's real CSP: recovery codes and a passkey on /security, 「パスワードを使わない」 after a
// passkey step-up, the refusal to delete its last passkey (worded), the password then refused like a
// wrong one, 「パスキーでログイン」, and the recovery 「パスキーを使えないとき」 (a recovery code, then
// the mailed code) that lands on /security; axe on each page and dialog.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  accountsCli,
  guardJourney,
  launchChromium,
  mailCount,
  newPortalContext,
  readCodeFromMailbox,
  seriousAxeViolations,
  settle,
  signInThroughUi,
  startTestPortal,
  type TestPortal,
} from './helpers/portal-harness';

const mio = { loginId: 'mio', email: 'mio@example.jp', password: 'yuugure no umibe 2026', name: '森 美緒' };

describe('a passkey-first account in Chromium', () => {
  guardJourney();
  let portal: TestPortal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let recoveryCodes: string[] = [];

  beforeAll(async () => {
    portal = await startTestPortal();
    await accountsCli(portal.databaseUrl, ['create', '--login-id', mio.loginId, '--email', mio.email, '--password', mio.password, '--name', mio.name]);
    browser = await launchChromium();
    context = await newPortalContext(browser);
    // The button's path, not the login ID field's autofill (passkey-journey.test.ts has that one).
    await context.addInitScript(() => {
      (window.PublicKeyCredential as unknown as { isConditionalMediationAvailable: () => Promise<boolean> }).isConditionalMediationAvailable = async () => false;
    });
    page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
    });
  });

  afterAll(async () => {
    await browser?.close();
    await portal?.close();
  });

  const logOut = async () => {
    await page.getByRole('button', { name: 'ログアウト', exact: true }).first().click();
    await page.waitForURL('**/login**');
  };
  const stepUpWithPasskey = async () => {
    const stepUp = page.getByRole('dialog', { name: '本人確認' });
    await stepUp.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await stepUp.getByRole('button', { name: 'パスキーで確認' }).click();
  };

  it('makes recovery codes and a passkey, then stops using the password after a passkey step-up', async () => {
    await signInThroughUi(page, portal.url, mio);
    await settle(page, '/security');
    const passwordless = page.getByRole('region', { name: 'パスワードを使わないログイン' });

    // Without a passkey the portal refuses, and says why.
    await passwordless.getByRole('button', { name: 'パスワードを使わない' }).click();
    let dialog = page.getByRole('alertdialog', { name: 'パスワードを使わない設定にしますか？' });
    await dialog.getByRole('button', { name: 'パスワードを使わない' }).click();
    await dialog.getByText(/先にパスキーを登録してください/).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'キャンセル' }).click();

    // Recovery codes first (the sign-in still counts as the proof: the account has no passkey yet).
    await page.getByRole('region', { name: 'リカバリーコード' }).getByRole('button', { name: 'リカバリーコードを作成' }).click();
    const codes = page.getByRole('dialog', { name: 'リカバリーコードを作成' });
    await codes.getByLabel('現在のパスワード', { exact: true }).fill(mio.password);
    await codes.getByRole('button', { name: 'リカバリーコードを作成' }).click();
    const shown = page.getByRole('dialog', { name: '新しいリカバリーコード' });
    await shown.locator('ol.recovery-codes code').first().waitFor();
    recoveryCodes = await shown.locator('ol.recovery-codes code').allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    await shown.getByRole('button', { name: '保管しました' }).click();

    await page.getByRole('button', { name: 'パスキーを追加' }).click();
    const add = page.getByRole('dialog', { name: 'パスキーを追加' });
    await add.getByLabel('パスキーの名前').fill('いつものPC');
    await add.getByLabel('現在のパスワード', { exact: true }).fill(mio.password);
    await add.getByRole('button', { name: '追加する' }).click();
    await page.getByText('パスキー「いつものPC」を追加しました').waitFor();

    await passwordless.getByRole('button', { name: 'パスワードを使わない' }).click();
    dialog = page.getByRole('alertdialog', { name: 'パスワードを使わない設定にしますか？' });
    expect(await seriousAxeViolations(page)).toEqual([]);
    const before = await mailCount(portal.url, mio.email);
    await dialog.getByRole('button', { name: 'パスワードを使わない' }).click();
    // The password sign-in is no proof for an account with a passkey: the passkey first, then it goes on.
    await stepUpWithPasskey();
    await page.getByText('パスワードを使わない設定にしました。これからはパスキーでログインします。').waitFor();
    await passwordless.getByText('このアカウントはパスワードを使わない設定です。ログインにはパスキーを使います。').waitFor();
    await expect.poll(() => mailCount(portal.url, mio.email)).toBe(before + 1);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('refuses to delete the last passkey, and says why; no password is asked', async () => {
    await settle(page, '/security');
    await page.getByRole('button', { name: '削除: いつものPC' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'パスキー「いつものPC」を削除しますか？' });
    expect(await dialog.getByLabel('現在のパスワード', { exact: true }).count()).toBe(0);
    await dialog.getByRole('button', { name: '削除する' }).click();
    await dialog.getByText(/最後のパスキーがログインの方法だからです/).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'キャンセル' }).click();
    await page.getByRole('region', { name: 'パスキー' }).getByText('いつものPC').waitFor();
  });

  it('refuses the old password like a wrong one, and signs in with 「パスキーでログイン」', async () => {
    await logOut();
    await page.getByLabel('ログインIDまたはメールアドレス').fill(mio.loginId);
    await page.getByLabel('パスワード', { exact: true }).fill(mio.password);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await page.getByText('ログインIDまたはパスワードが正しくありません').first().waitFor();
    expect(page.url()).toContain('/login');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'パスキーでログイン' }).click();
    await page.waitForURL('**/topPage');
  });

  it('recovers with 「パスキーを使えないとき」: a recovery code, then the mailed code, landing on /security', async () => {
    await logOut();
    await page.getByRole('link', { name: 'パスキーを使えないとき' }).click();
    await page.getByRole('heading', { level: 1, name: 'パスキーを使えないとき' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    const before = await mailCount(portal.url, mio.email);
    await page.getByLabel('ログインIDまたはメールアドレス').fill(mio.loginId);
    await page.getByLabel('リカバリーコード').fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: '次へ' }).click();
    await page.waitForURL('**/oneTimeCode**');
    expect(await page.getByRole('button', { name: 'リカバリーコードを使う' }).count()).toBe(0);
    await page.getByLabel('確認コード').fill(await readCodeFromMailbox(portal.url, mio.email, before));
    await page.getByRole('button', { name: '確認', exact: true }).click();
    await page.waitForURL('**/security');
    await page.getByText(/新しいパスキーを追加するか、パスワードを設定してください/).first().waitFor();
    const mails = (await (await fetch(`${portal.url}/dev/mailbox/messages?to=${encodeURIComponent(mio.email)}`)).json()) as Array<{ subject: string; text: string }>;
    const used = mails.find((m) => m.subject.includes('リカバリーコードでログインしました'));
    expect(used?.text).toContain('残りのリカバリーコードは9個です');
    await page.getByRole('heading', { level: 1, name: 'セキュリティ' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    // A used recovery code works no more.
    await logOut();
    await page.goto(portal.url + '/loginRecovery');
    await page.getByLabel('ログインIDまたはメールアドレス').fill(mio.loginId);
    await page.getByLabel('リカバリーコード').fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: '次へ' }).click();
    await page.getByText('ログインIDまたはパスワードが正しくありません').first().waitFor();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: 'When you cannot use a passkey' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '日本語' }).click();
  });
});
