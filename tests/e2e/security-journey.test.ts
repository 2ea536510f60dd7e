// The security page in Chromium, against the whole portal under its real CSP: two browsers on one
// account, one signs the other out; failed tries and the sign-in in the activity (Japanese and
// English); 「心当たりがない」 from the list and from the new-device mail's link; the new-device
// notice; axe at a phone's and a desktop's width in both languages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromeOnWindows, firefoxOnMac, safariOnIphone } from '../helpers/user-agents';
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

interface Person {
  loginId: string;
  email: string;
  password: string;
  name: string;
}

const person = (loginId: string, name: string): Person => ({ loginId, email: `${loginId}@example.jp`, password: 'hoshizora no shita de 2026', name });
const kenta = person('kenta', '木村 健太');
const mika = person('mika', '林 美香');
const sora = person('sora', '森 空');
const riku = person('riku', '石田 陸');

interface MailboxMessage {
  subject: string;
  text: string;
}

async function mails(portal: TestPortal, to: string): Promise<MailboxMessage[]> {
  return (await (await fetch(`${portal.url}/dev/mailbox/messages?to=${encodeURIComponent(to)}`)).json()) as MailboxMessage[];
}

describe('the security page in Chromium', () => {
  guardJourney();
  let portal: TestPortal;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  async function pageAs(userAgent: string, locale = 'ja-JP'): Promise<Page> {
    const context = await newPortalContext(browser, { userAgent, locale });
    contexts.push(context);
    return context.newPage();
  }

  beforeAll(async () => {
    portal = await startTestPortal();
    for (const p of [kenta, mika, sora, riku]) {
      await accountsCli(portal.databaseUrl, ['create', '--login-id', p.loginId, '--email', p.email, '--password', p.password, '--name', p.name]);
    }
    browser = await launchChromium();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await portal?.close();
  });

  it('two browsers on one account: the first sees both, marked, and signs the second out; the second is sent to /login', async () => {
    const first = await pageAs(chromeOnWindows);
    const second = await pageAs(firefoxOnMac);
    await signInThroughUi(first, portal.url, kenta);
    await signInThroughUi(second, portal.url, kenta);

    // From the header's account settings, as a user finds it.
    await first.getByRole('button', { name: 'アカウント設定' }).first().click();
    await first.getByRole('link', { name: 'セキュリティ（ログイン中の端末と履歴）' }).click();
    await first.waitForURL('**/security');
    const sessions = first.getByRole('region', { name: 'ログイン中の端末' });
    await sessions.getByText('WindowsのChrome').waitFor();
    expect(await sessions.getByText('この端末').count()).toBe(1);
    await sessions.getByRole('button', { name: 'macOSのFirefoxからログアウト' }).click();
    await first.getByText('macOSのFirefoxからログアウトしました').waitFor();
    expect(await sessions.getByText('macOSのFirefox').count()).toBe(0);

    // The second browser's next step: its session is gone, so it lands on the login page.
    await second.getByRole('button', { name: 'アカウント設定' }).first().click();
    await second.getByRole('link', { name: 'アカウント情報の編集' }).click();
    await second.waitForURL('**/login**');
    await second.getByRole('heading', { level: 1, name: 'ログイン' }).waitFor();
    // With the reason, in the page (not a passing notice).
    await second.locator('main').getByText('一定時間操作がなかったか、ほかの端末でログアウトされたため、ログアウトしました。もう一度ログインしてください。').waitFor();
  });

  it('three wrong passwords, then a sign-in: the activity shows both, in Japanese and in English', async () => {
    const page = await pageAs(safariOnIphone);
    await page.goto(portal.url + '/login');
    for (let i = 0; i < 3; i++) {
      await page.getByLabel('ログインIDまたはメールアドレス').fill(mika.loginId);
      await page.getByLabel('パスワード', { exact: true }).fill('machigai no pasuwado');
      await page.getByRole('button', { name: 'ログイン', exact: true }).click();
      await page.getByText('ログインIDまたはパスワードが正しくありません').first().waitFor();
    }
    await signInThroughUi(page, portal.url, mika);
    await settle(page, '/security');
    const activity = page.getByRole('region', { name: 'アカウントの履歴' });
    await activity.getByText('ログイン（パスワードと確認コード）').waitFor();
    await activity.getByText('ログインの失敗（パスワード）・3回').waitFor();
    expect(await activity.getByText('iOSのSafari', { exact: false }).count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'English' }).click();
    const english = page.getByRole('region', { name: 'Account activity' });
    await english.getByText('Signed in (password and code)').waitFor();
    await english.getByText('Failed sign-in (password) · 3 times').waitFor();
  });

  it('「心当たりがない」 on a sign-in ends every session, and the next sign-in asks for a new password', async () => {
    const owner = await pageAs(chromeOnWindows);
    const intruder = await pageAs(firefoxOnMac);
    await signInThroughUi(owner, portal.url, sora);
    await signInThroughUi(intruder, portal.url, sora);
    await settle(owner, '/security');
    const activity = owner.getByRole('region', { name: 'アカウントの履歴' });
    // The newest sign-in is the intruder's (macOS Firefox).
    await activity.getByText('macOSのFirefox', { exact: false }).first().waitFor();
    await activity.getByRole('button', { name: /macOSのFirefox からのログイン.*に心当たりがない$/ }).first().click();
    const dialog = owner.getByRole('alertdialog', { name: 'この操作に心当たりはありませんか？' });
    await dialog.getByRole('button', { name: 'ログアウトしてアカウントを保護する' }).click();
    await owner.waitForURL('**/login**');
    await owner.getByText('すべての端末からログアウトしました。メールでお送りしたリンクから新しいパスワードを設定してください。').first().waitFor();

    // The intruder's session ended at once.
    await intruder.reload();
    await intruder.waitForURL('**/login**');
    // A reset link is in the owner's mailbox, and signing in again asks for a new password first.
    expect((await mails(portal, sora.email))[0]!.subject).toContain('アカウントを保護しました');
    const before = await mailCount(portal.url, sora.email);
    await owner.getByLabel('ログインIDまたはメールアドレス').fill(sora.loginId);
    await owner.getByLabel('パスワード', { exact: true }).fill(sora.password);
    await owner.getByRole('button', { name: 'ログイン', exact: true }).click();
    await owner.waitForURL('**/oneTimeCode**');
    await owner.getByLabel('確認コード').fill(await readCodeFromMailbox(portal.url, sora.email, before));
    await owner.getByRole('button', { name: '確認', exact: true }).click();
    // Signed in again, a new password comes before anything else.
    await owner.getByRole('dialog', { name: /パスワード/ }).first().waitFor();
  });

  it('a sign-in from a new device mails a notice, the same device again does not; its link, signed out, ends everything', async () => {
    const usual = await pageAs(chromeOnWindows);
    await signInThroughUi(usual, portal.url, riku);
    // The same device again (another window of the same browser profile: its device cookie, not its session): no notice.
    const again = await pageAs(chromeOnWindows);
    await again.context().addCookies((await usual.context().cookies()).filter((c) => c.name.endsWith('portal_device')));
    await signInThroughUi(again, portal.url, riku);
    const notices = async () => (await mails(portal, riku.email)).filter((m) => m.subject.includes('新しい端末からログインがありました'));
    expect(await notices()).toHaveLength(0);

    const stranger = await pageAs(safariOnIphone);
    await signInThroughUi(stranger, portal.url, riku);
    await expect.poll(async () => (await notices()).length, { timeout: 10_000 }).toBe(1);
    const notice = (await notices())[0]!;
    expect(notice.text).toContain('iOSのSafari');
    const link = /(https?:\/\/\S+\/notMe\?token=[A-Za-z0-9_-]+)/.exec(notice.text)![1]!;

    // Opened signed out, in a browser of its own: it asks before it acts.
    const fromMail = await pageAs(chromeOnWindows);
    await fromMail.goto(link.replace(/^https?:\/\/[^/]+/, portal.url));
    await fromMail.waitForURL('**/notMe');
    expect(fromMail.url()).not.toContain('token=');
    await fromMail.getByText('iOSのSafari').waitFor();
    expect(await seriousAxeViolations(fromMail)).toEqual([]);
    const before = await mailCount(portal.url, riku.email);
    await fromMail.getByRole('button', { name: '心当たりがない（すべての端末からログアウトする）' }).click();
    await fromMail.getByText(/アカウントを保護しました/).waitFor();
    await expect.poll(() => mailCount(portal.url, riku.email), { timeout: 10_000 }).toBeGreaterThan(before);

    for (const page of [usual, stranger]) {
      await page.reload();
      await page.waitForURL('**/login**');
    }
  });

  it('passes axe on /security in Japanese and English, at 375 and 1440 px', async () => {
    const page = await pageAs(chromeOnWindows);
    await signInThroughUi(page, portal.url, mika);
    const found: string[] = [];
    for (const language of ['日本語', 'English']) {
      await settle(page, '/security');
      if (language === 'English') await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('heading', { level: 1, name: language === 'English' ? 'Security' : 'セキュリティ' }).waitFor();
      for (const width of [375, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        found.push(...(await seriousAxeViolations(page)).map((v) => `${language} ${width}px: ${v}`));
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
        expect(scrollWidth, `${language} at ${width}px`).toBeLessThanOrEqual(innerWidth);
      }
      if (language === 'English') await page.getByRole('button', { name: '日本語' }).click();
    }
    expect(found).toEqual([]);
  });
});
