// Issue 12's UX fixes around sessions, in Chromium, by keyboard where a keyboard applies: the idle
// expiry warning on a 15-second session, the password field, a wrong password emptied, /logout from
// outside the app, clearing all data ending the server session, the focus after dialogs and notices,
// the one-row header on a phone, a full-width address on the e-mail change page; axe on each page.
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
  signInThroughUi,
  startTestPortal,
  stepUpWithMailedCode,
  viewerDocumentId,
  tabTo,
  type TestPortal,
} from './helpers/portal-harness';

const kenji = { loginId: 'kenji', email: 'kenji@example.jp', password: 'aki-no-sora-takaku 2026', name: '高橋 健二' };

/** What has the focus: its accessible name (label, aria-label or text) and tag, for assertions. */
async function focused(page: Page): Promise<{ tag: string; name: string }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return { tag: '', name: '' };
    const name = el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? '';
    return { tag: el.tagName.toLowerCase(), name: name.trim() };
  });
}

/** Whether the browser's session cookie still opens a session, asked the way a program would. */
async function sessionAlive(portal: TestPortal, context: BrowserContext): Promise<boolean> {
  const cookie = (await context.cookies()).find((c) => c.name.endsWith('portal_session'));
  if (!cookie) return false;
  const res = await fetch(`${portal.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `${cookie.name}=${cookie.value}` },
    body: JSON.stringify({ documentId: viewerDocumentId }),
  });
  const body = (await res.json()) as { data: { viewer: unknown } };
  return body.data.viewer !== null;
}

describe('session UX journey in Chromium', () => {
  guardJourney();
  let portal: TestPortal;
  let browser: Browser;

  beforeAll(async () => {
    portal = await startTestPortal();
    await accountsCli(portal.databaseUrl, ['create', '--login-id', kenji.loginId, '--email', kenji.email, '--password', kenji.password, '--name', kenji.name]);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await portal?.close();
  });

  it('login by keyboard: the show-password toggle says what it does; a wrong password is emptied and focused', async () => {
    const context = await newPortalContext(browser);
    const page = await context.newPage();
    await page.goto(portal.url + '/login');
    await page.getByRole('heading', { level: 1, name: 'ログイン' }).waitFor();
    await tabTo(page, 'ログインIDまたはメールアドレス');
    await page.keyboard.type(kenji.loginId);
    await tabTo(page, 'パスワード');
    await page.keyboard.type('not the password');
    const password = page.getByLabel('パスワード', { exact: true });
    expect(await password.getAttribute('type')).toBe('password');

    await page.keyboard.press('Tab');
    expect(await focused(page)).toEqual({ tag: 'button', name: 'パスワードを表示' });
    await page.keyboard.press('Enter');
    expect(await password.getAttribute('type')).toBe('text');
    expect(await focused(page)).toEqual({ tag: 'button', name: 'パスワードを隠す' });
    await page.keyboard.press('Space');
    expect(await password.getAttribute('type')).toBe('password');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Enter in the password box sends the form.
    await password.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'ログインIDまたはパスワードが正しくありません' }).waitFor();
    await expect.poll(() => focused(page)).toEqual({ tag: 'input', name: 'パスワード' });
    expect(await password.inputValue()).toBe('');
    expect(await page.getByLabel('ログインIDまたはメールアドレス').inputValue()).toBe(kenji.loginId);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The right one now, from the emptied box: the code page says how long the code is valid.
    await page.keyboard.type(kenji.password);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/oneTimeCode');
    await page.getByText(/^確認コードの有効期限は10分です（\d\d:\d\dまで）。$/).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it('a signed-out visit to a signed-in page says 「ログインしてください」 on /login', async () => {
    const context = await newPortalContext(browser);
    const page = await context.newPage();
    await page.goto(portal.url + '/accountEdit');
    await page.waitForURL('**/login?returnTo=%2FaccountEdit');
    await page.getByText('ログインしてください。ログインすると、表示しようとしたページに戻ります。').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it('/logout from outside the app asks first; cancel keeps the session, confirm ends it', async () => {
    const context = await newPortalContext(browser);
    const page = await context.newPage();
    await signInThroughUi(page, portal.url, kenji);

    // A link on another site (here: a page of its own, not the portal's).
    await page.setContent(`<a href="${portal.url}/logout">ログアウト</a>`);
    await page.getByRole('link', { name: 'ログアウト' }).click();
    await page.getByRole('heading', { level: 1, name: 'ログアウトしますか？' }).waitFor();
    expect(await sessionAlive(portal, context)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await tabTo(page, 'キャンセル');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/topPage');
    expect(await sessionAlive(portal, context)).toBe(true);

    // Typed into the address bar: the same question; confirmed, it logs out.
    await page.goto(portal.url + '/logout');
    await page.getByRole('heading', { level: 1, name: 'ログアウトしますか？' }).waitFor();
    await tabTo(page, 'ログアウトする');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/login');
    await page.getByText('ログアウトしました').waitFor();
    expect(await sessionAlive(portal, context)).toBe(false);
    await context.close();
  });

  it('storeControl by keyboard: the focus comes back after its dialogs and after a notice is closed; clearing all data ends the server session', async () => {
    const context = await newPortalContext(browser);
    const page = await context.newPage();
    await signInThroughUi(page, portal.url, kenji);
    await page.goto(portal.url + '/storeControl');
    await page.getByRole('heading', { level: 1, name: 'ブラウザに保存されたデータの管理' }).waitFor();
    // Plain words in the main text; the technical names are behind a 「詳細」 under each table.
    const mainText = await page.locator('.store-control').evaluate((el) =>
      Array.from(el.querySelectorAll('h1, h2, p, th[scope="row"], .field-hint')).map((e) => e.textContent).join(' '),
    );
    expect(mainText).not.toMatch(/localStorage|sessionStorage|HttpOnly|形式の版/);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Cancel, then Esc: back on the button each time.
    await tabTo(page, 'キャッシュを削除');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'キャッシュを削除しますか？' }).waitFor();
    expect(await focused(page)).toEqual({ tag: 'button', name: 'キャンセル' });
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toEqual({ tag: 'button', name: 'キャッシュを削除' });
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => focused(page)).toEqual({ tag: 'button', name: 'キャッシュを削除' });

    // Deleting: the focus comes back too.
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toEqual({ tag: 'button', name: '削除する' });
    await page.keyboard.press('Enter');
    const notice = page.getByText('削除しました', { exact: true });
    await notice.waitFor();
    // Pointed at, the notice stays (as it does while focused), long enough to reach it by keyboard.
    await notice.hover();
    await expect.poll(() => focused(page)).toEqual({ tag: 'button', name: 'キャッシュを削除' });

    // 閉じる gives the focus back to where the user came from, not to the page body.
    let cameFrom = await focused(page);
    for (let presses = 0; presses < 20; presses++) {
      await page.keyboard.press('Tab');
      const now = await focused(page);
      if (now.name === '閉じる') break;
      cameFrom = now;
    }
    expect((await focused(page)).name).toBe('閉じる');
    await page.keyboard.press('Enter');
    expect(await notice.count()).toBe(0);
    expect(await focused(page)).toEqual(cameFrom);

    // Everything: signed in, the dialog says that it logs out, and it does.
    await tabTo(page, 'すべてのローカルデータを削除');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'すべてのローカルデータを削除しますか？' });
    await dialog.getByText(/ログアウトして、このブラウザに保存されたデータをすべて削除します/).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toEqual({ tag: 'button', name: 'ログアウトして削除する' });
    await page.keyboard.press('Enter');
    await page.getByText('ログアウトし、このブラウザのデータをすべて削除しました').waitFor();
    await expect.poll(() => focused(page)).toEqual({ tag: 'button', name: 'すべてのローカルデータを削除' });
    expect(await sessionAlive(portal, context)).toBe(false);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('portal.') && k !== 'portal.storage-written-at'))).toEqual([]);
    await context.close();
  });

  it('on a 375 px phone the signed-in header is one row; its menu opens by keyboard', async () => {
    const context = await newPortalContext(browser, { viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await signInThroughUi(page, portal.url, kenji);
    await page.getByText(`ようこそ、${kenji.name}さん`).waitFor();
    const rows = await page.locator('.app-header-inner').evaluate((inner) => {
      const tops = Array.from(inner.querySelectorAll<HTMLElement>('a, button'))
        .filter((el) => el.offsetParent !== null)
        .map((el) => Math.round(el.getBoundingClientRect().top + el.getBoundingClientRect().height / 2));
      return { rows: new Set(tops).size, height: inner.getBoundingClientRect().height };
    });
    expect(rows.rows).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await tabTo(page, 'メニュー');
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'アカウント' });
    await menu.getByRole('button', { name: 'ログアウト' }).waitFor();
    expect(await page.getByRole('button', { name: 'メニュー' }).getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('nav')?.getAttribute('aria-label'))).toBe('アカウント');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await focused(page)).toEqual({ tag: 'button', name: 'メニュー' });
    expect(await page.getByRole('button', { name: 'メニュー' }).getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('takes a full-width e-mail address typed through an IME on the e-mail change page', async () => {
    const context = await newPortalContext(browser);
    const page = await context.newPage();
    await signInThroughUi(page, portal.url, kenji);
    await page.goto(portal.url + '/accountEditMailAddress');
    await page.getByRole('heading', { level: 1, name: 'メールアドレスの変更' }).waitFor();
    await page.getByLabel('新しいメールアドレス').focus();
    // What an IME hands over: full-width letters, ＠ and ．
    await page.keyboard.insertText('ｋｅｎｊｉ．ｎｅｗ＠ｅｘａｍｐｌｅ．ｊｐ');
    await page.getByLabel('現在のパスワード').fill(kenji.password);
    await page.getByRole('button', { name: '確認コードを送信' }).click();
    // kenji signed in from another browser before: this one's password + code sign-in is no proof.
    await stepUpWithMailedCode(page, portal.url, kenji);
    await page.getByText('kenji.new@example.jp に確認コードを送信しました').waitFor();
    await context.close();
  });
});

describe('idle expiry warning on a 15-second session', () => {
  guardJourney();
  let portal: TestPortal;
  let browser: Browser;

  beforeAll(async () => {
    portal = await startTestPortal({}, { sessionIdleMinutes: 0.25 });
    await accountsCli(portal.databaseUrl, ['create', '--login-id', kenji.loginId, '--email', kenji.email, '--password', kenji.password, '--name', kenji.name]);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await portal?.close();
  });

  const storedExpiry = (page: Page) =>
    page.evaluate(() => Date.parse((JSON.parse(localStorage.getItem('portal.login-info') ?? '{}') as { expiresAt?: string }).expiresAt ?? ''));

  it('warns before the idle expiry; 「ログインしたままにする」 extends the session; unanswered, it ends on /login with the reason and the way back', async () => {
    const context = await newPortalContext(browser);
    const page = await context.newPage();
    await signInThroughUi(page, portal.url, kenji);
    await page.goto(portal.url + '/accountEdit');
    await page.getByRole('heading', { level: 1, name: 'アカウント情報の編集' }).waitFor();
    const firstExpiry = await storedExpiry(page);

    // A third of 15 s before the end: an alert dialog that takes the focus.
    const dialog = page.getByRole('alertdialog', { name: 'まもなくログアウトします' });
    await dialog.waitFor({ timeout: 30_000 });
    await expect.poll(() => focused(page)).toEqual({ tag: 'button', name: 'ログインしたままにする' });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    // The server moved the idle expiry on, and the page is usable again.
    await expect.poll(() => storedExpiry(page)).toBeGreaterThan(firstExpiry);
    await page.waitForFunction((until) => Date.now() > until, firstExpiry, { timeout: 30_000 });
    expect(await sessionAlive(portal, context)).toBe(true);
    // Neither part of the page (the header's, the content's) is inert any more.
    expect(await page.locator('.app-content[inert]').count()).toBe(0);
    expect((await focused(page)).tag).not.toBe('body');

    // Nobody answers this time: the session ends, and /login keeps saying why.
    await dialog.waitFor({ timeout: 30_000 });
    await page.waitForURL('**/login?returnTo=%2FaccountEdit', { timeout: 30_000 });
    await page.getByText('一定時間操作がなかったか、ほかの端末でログアウトされたため、ログアウトしました。もう一度ログインしてください。').waitFor();
    expect(await page.locator('main').getByText('一定時間操作がなかったか、ほかの端末でログアウトされたため、ログアウトしました。もう一度ログインしてください。').count()).toBe(1);
    expect(await sessionAlive(portal, context)).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Signing in again leads back to the page.
    const before = await mailCount(portal.url, kenji.email);
    await page.getByLabel('ログインIDまたはメールアドレス').fill(kenji.loginId);
    await page.getByLabel('パスワード', { exact: true }).fill(kenji.password);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await page.waitForURL('**/oneTimeCode?returnTo=%2FaccountEdit');
    await page.getByLabel('確認コード').fill(await readCodeFromMailbox(portal.url, kenji.email, before));
    await page.getByRole('button', { name: '確認', exact: true }).click();
    await page.waitForURL('**/accountEdit');
    await context.close();
  });
});
