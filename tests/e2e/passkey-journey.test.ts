// Passkeys in Chromium with a virtual authenticator (the DevTools protocol's WebAuthn domain: ctap2,
// internal transport, resident keys, user verification), under the portal's real CSP: add one on
// /security, sign in with 「パスキーでログイン」 and through the login ID field's autofill with no mail
// sent, delete it (the browser then forgets it: the WebAuthn Signals API) and a copy kept elsewhere be
// refused like a wrong password; axe on both pages in both languages. It also
// reports how many steps and how long /login → /topPage takes by passkey against password + code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
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

const kaito = { loginId: 'kaito', email: 'kaito@example.jp', password: 'hoshizora no shita de 2026', name: '青木 海斗' };

interface Authenticator {
  cdp: CDPSession;
  id: string;
}

/** A platform authenticator with user verification, answering at once (as a user's touch would). */
async function addAuthenticator(context: BrowserContext, page: Page): Promise<Authenticator> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { cdp, id: authenticatorId };
}

describe('passkeys in Chromium', () => {
  guardJourney();
  let portal: TestPortal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let authenticator: Authenticator;

  beforeAll(async () => {
    portal = await startTestPortal();
    await accountsCli(portal.databaseUrl, ['create', '--login-id', kaito.loginId, '--email', kaito.email, '--password', kaito.password, '--name', kaito.name]);
    browser = await launchChromium();
    context = await newPortalContext(browser);
    // This browser's autofill stays out of the way, so the button's path is the one taken here (the
    // autofill's has a browser of its own below).
    await context.addInitScript(() => {
      (window.PublicKeyCredential as unknown as { isConditionalMediationAvailable: () => Promise<boolean> }).isConditionalMediationAvailable = async () => false;
    });
    page = await context.newPage();
    authenticator = await addAuthenticator(context, page);
  });

  afterAll(async () => {
    await browser?.close();
    await portal?.close();
  });

  const logOut = async (p: Page) => {
    await p.getByRole('button', { name: 'ログアウト', exact: true }).first().click();
    await p.waitForURL('**/login**');
  };

  it('adds a passkey on /security with the current password (even right after signing in); the page passes axe in both languages', async () => {
    await signInThroughUi(page, portal.url, kaito);
    await settle(page, '/security');
    const before = await mailCount(portal.url, kaito.email);
    await page.getByRole('button', { name: 'パスキーを追加' }).click();
    const dialog = page.getByRole('dialog', { name: 'パスキーを追加' });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByLabel('パスキーの名前').fill('テスト用の端末');
    await dialog.getByLabel('現在のパスワード', { exact: true }).fill(kaito.password);
    await dialog.getByRole('button', { name: '追加する' }).click();
    await page.getByText('パスキー「テスト用の端末」を追加しました').waitFor();
    const passkeys = page.getByRole('region', { name: 'パスキー' });
    await passkeys.getByText('テスト用の端末').waitFor();
    await passkeys.getByText('ほかの端末と同期').or(passkeys.getByText('この端末のみ')).first().waitFor();
    expect((await authenticator.cdp.send('WebAuthn.getCredentials', { authenticatorId: authenticator.id })).credentials).toHaveLength(1);
    await expect.poll(() => mailCount(portal.url, kaito.email)).toBe(before + 1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { level: 2, name: 'Passkeys' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '日本語' }).click();
  });

  it('signs in with 「パスキーでログイン」: /topPage, no mail sent; and reports the steps and time against password + code', async () => {
    await logOut(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    const mailsBefore = await mailCount(portal.url, kaito.email);
    const passkeyStarted = Date.now();
    await page.getByRole('button', { name: 'パスキーでログイン' }).click();
    await page.waitForURL('**/topPage');
    const passkeyMs = Date.now() - passkeyStarted;
    expect(await mailCount(portal.url, kaito.email)).toBe(mailsBefore);

    // The same person with the password and the mailed code, in the same run.
    await logOut(page);
    const passwordStarted = Date.now();
    const before = await mailCount(portal.url, kaito.email);
    await page.getByLabel('ログインIDまたはメールアドレス').fill(kaito.loginId);
    await page.getByLabel('パスワード', { exact: true }).fill(kaito.password);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await page.waitForURL('**/oneTimeCode**');
    await page.getByLabel('確認コード').fill(await readCodeFromMailbox(portal.url, kaito.email, before));
    await page.getByRole('button', { name: '確認', exact: true }).click();
    await page.waitForURL('**/topPage');
    const passwordMs = Date.now() - passwordStarted;
    // Steps a person takes: one press (and the authenticator's touch) against two fields, a button, a
    // mail read, a code typed and a button. Timings are reported, never asserted.
    console.log(`[passkeys] /login → /topPage: passkey 1 step in ${passkeyMs} ms; password + code 5 steps in ${passwordMs} ms (${(passwordMs / passkeyMs).toFixed(1)}× the time, mail delivery from the dev mailbox included)`);
  });

  it('signs in through the login ID field\'s autofill (conditional mediation), in a browser of its own', async () => {
    const { credentials } = await authenticator.cdp.send('WebAuthn.getCredentials', { authenticatorId: authenticator.id });
    const other = await newPortalContext(browser);
    const otherPage = await other.newPage();
    const theirs = await addAuthenticator(other, otherPage);
    for (const credential of credentials) await theirs.cdp.send('WebAuthn.addCredential', { authenticatorId: theirs.id, credential });
    const mailsBefore = await mailCount(portal.url, kaito.email);
    await otherPage.goto(portal.url + '/login');
    expect(await otherPage.getByLabel('ログインIDまたはメールアドレス').getAttribute('autocomplete')).toBe('username webauthn');
    // The virtual authenticator answers the autofill's request as a person picking the passkey would.
    await otherPage.waitForURL('**/topPage');
    // A new device signs in: its notice mail is the only mail, no code.
    const mails = (await (await fetch(`${portal.url}/dev/mailbox/messages?to=${encodeURIComponent(kaito.email)}`)).json()) as Array<{ subject: string }>;
    expect(mails.slice(0, (await mailCount(portal.url, kaito.email)) - mailsBefore).every((m) => !m.subject.includes('確認コード'))).toBe(true);
    // The passkey is synced back with its signature counter, as a password manager would: the first
    // browser's copy would otherwise sign with a counter behind the server's, which reads as a clone
    // (and the passkey step-up before its deletion below would rightly refuse it).
    const { credentials: synced } = await theirs.cdp.send('WebAuthn.getCredentials', { authenticatorId: theirs.id });
    for (const credential of synced) {
      await authenticator.cdp.send('WebAuthn.removeCredential', { authenticatorId: authenticator.id, credentialId: credential.credentialId });
      await authenticator.cdp.send('WebAuthn.addCredential', { authenticatorId: authenticator.id, credential });
    }
    await other.close();
  });

  it('deletes the passkey with the current password; the browser forgets it (WebAuthn Signals API); a copy kept elsewhere is refused like a wrong password', async () => {
    await settle(page, '/security');
    const { credentials: kept } = await authenticator.cdp.send('WebAuthn.getCredentials', { authenticatorId: authenticator.id });
    expect(kept).toHaveLength(1);
    await page.getByRole('button', { name: '削除: テスト用の端末' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'パスキー「テスト用の端末」を削除しますか？' });
    await dialog.getByLabel('現在のパスワード', { exact: true }).fill(kaito.password);
    await dialog.getByRole('button', { name: '削除する' }).click();
    // This session signed in with the password: removing a passkey asks for a passkey first (step-up),
    // in a dialog over the deletion's, which goes on after it.
    const stepUp = page.getByRole('dialog', { name: '本人確認' });
    await stepUp.getByRole('button', { name: 'パスキーで確認' }).click();
    await page.getByText('パスキー「テスト用の端末」を削除しました').waitFor();
    await page.getByText('パスキーはまだ登録されていません。').waitFor();
    // The page told the browser (signalUnknownCredential, and the list without it): Chromium's
    // authenticator drops the passkey, as a password manager would.
    await expect
      .poll(async () => (await authenticator.cdp.send('WebAuthn.getCredentials', { authenticatorId: authenticator.id })).credentials.length)
      .toBe(0);
    // A copy the signal did not reach (another password manager) is refused like a wrong password.
    await authenticator.cdp.send('WebAuthn.addCredential', { authenticatorId: authenticator.id, credential: kept[0]! });

    await logOut(page);
    await page.getByRole('button', { name: 'パスキーでログイン' }).click();
    await page.getByText('ログインIDまたはパスワードが正しくありません').first().waitFor();
    expect(page.url()).toContain('/login');
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Log in with a passkey' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '日本語' }).click();
  });
});
