// Account self-service in Chromium, reached through the account-settings dialog: details, e-mail
// change verified at the new address, password change; field errors in Japanese and in English; one
// journey by keyboard alone; axe on every page and on the dialog.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  accountsCli,
  launchChromium,
  mailCount,
  readCodeFromMailbox,
  seriousAxeViolations,
  signInThroughUi,
  startTestPortal,
  tabTo,
  type TestPortal,
  guardJourney,
  newPortalContext,
} from './helpers/portal-harness';

const hanako = { loginId: 'hanako', email: 'hanako@example.jp', password: 'hanabi no yoru 2026', name: '佐藤 花子' };
const other = { loginId: 'kenta', email: 'kenta@example.jp', password: 'yama no ue no kumo 7' };

describe('account self-service journeys in Chromium', () => {
  guardJourney();
  let portal: TestPortal;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    portal = await startTestPortal();
    await accountsCli(portal.databaseUrl, ['create', '--login-id', hanako.loginId, '--email', hanako.email, '--password', hanako.password, '--name', hanako.name]);
    await accountsCli(portal.databaseUrl, ['create', '--login-id', other.loginId, '--email', other.email, '--password', other.password]);
    browser = await launchChromium();
    context = await newPortalContext(browser, { locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
    page = await context.newPage();
    await signInThroughUi(page, portal.url, hanako);
  });

  afterAll(async () => {
    await browser?.close();
    await portal?.close();
  });

  async function openSettingsFromHeader(): Promise<void> {
    await page.getByRole('banner').getByRole('button', { name: 'アカウント設定' }).click();
    await page.getByRole('dialog', { name: 'アカウント設定' }).waitFor();
  }

  it('opens the account-settings dialog from the header; it passes axe, Esc closes it and focus returns', async () => {
    await openSettingsFromHeader();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim());
    expect(focused).toBe('アカウント設定');
  });

  it('edits the details, and shows field errors in Japanese', async () => {
    await openSettingsFromHeader();
    await page.getByRole('dialog').getByRole('link', { name: 'アカウント情報の編集' }).click();
    await page.waitForURL('**/accountEdit');
    await page.getByRole('heading', { level: 1, name: 'アカウント情報の編集' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel('フリガナ').fill('sato hanako');
    await page.getByLabel('電話番号（任意）').fill('123');
    await page.getByRole('button', { name: '保存する' }).click();
    await page.getByText('フリガナは全角カタカナで入力してください').waitFor();
    await page.getByText('電話番号の形式が正しくありません').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel('氏名').fill('佐藤 華子');
    await page.getByLabel('フリガナ').fill('ｻﾄｳ ﾊﾅｺ');
    await page.getByLabel('電話番号（任意）').fill('０９０－１２３４－５６７８');
    await page.getByRole('button', { name: '保存する' }).click();
    await page.getByText('アカウント情報を保存しました').waitFor();
    await page.getByRole('banner').getByText('佐藤 華子').waitFor();
    await page.reload();
    expect(await page.getByLabel('フリガナ').inputValue()).toBe('サトウ ハナコ');
    expect(await page.getByLabel('電話番号（任意）').inputValue()).toBe('09012345678');
  });

  it('changes the e-mail address with a code sent to the new address; an address in use is refused without saying why', async () => {
    await page.goto(portal.url + '/topPage');
    await page.getByRole('main').getByRole('button', { name: 'アカウント設定' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'メールアドレスの変更' }).click();
    await page.waitForURL('**/accountEditMailAddress');
    await page.getByRole('heading', { level: 1, name: 'メールアドレスの変更' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel('新しいメールアドレス').fill(other.email);
    await page.getByLabel('現在のパスワード').fill(hanako.password);
    await page.getByRole('button', { name: '確認コードを送信' }).click();
    await page.getByText('このメールアドレスは使用できません').waitFor();

    const newEmail = 'hanako.sato@example.jp';
    const oldBefore = await mailCount(portal.url, hanako.email);
    await page.getByLabel('新しいメールアドレス').fill(newEmail);
    await page.getByRole('button', { name: '確認コードを送信' }).click();
    await page.getByText(`${newEmail} に確認コードを送信しました`).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByLabel('確認コード').fill(await readCodeFromMailbox(portal.url, newEmail));
    await page.getByRole('button', { name: '変更する' }).click();
    await page.getByText('メールアドレスを変更しました').waitFor();
    await page.getByText(newEmail).first().waitFor();
    // The old address is told, so its owner can act if it was not them.
    await expect.poll(() => mailCount(portal.url, hanako.email), { timeout: 10_000 }).toBeGreaterThan(oldBefore);
    hanako.email = newEmail;
  });

  it('changes the password; the session in another browser ends, this one stays', async () => {
    const otherContext = await newPortalContext(browser, { locale: 'ja-JP' });
    const otherPage = await otherContext.newPage();
    await signInThroughUi(otherPage, portal.url, hanako);

    await openSettingsFromHeader();
    await page.getByRole('dialog').getByRole('link', { name: 'パスワードの変更' }).click();
    await page.waitForURL('**/accountEditPassword');
    await page.getByRole('heading', { level: 1, name: 'パスワードの変更' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    const newPassword = 'hoshizora no shita de 2027';
    await page.getByLabel('現在のパスワード').fill('not my password at all');
    await page.getByLabel('新しいパスワード', { exact: true }).fill(newPassword);
    await page.getByLabel('新しいパスワード（確認）').fill(newPassword);
    await page.getByRole('button', { name: 'パスワードを変更' }).click();
    await page.getByText('現在のパスワードが正しくありません').waitFor();

    await page.getByLabel('現在のパスワード').fill(hanako.password);
    await page.getByRole('button', { name: 'パスワードを変更' }).click();
    await page.getByText(/パスワードを変更しました/).waitFor();
    hanako.password = newPassword;

    await otherPage.reload();
    await otherPage.waitForURL(/\/login/);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'パスワードの変更' }).waitFor();
    await otherContext.close();
  });

  it('shows the field errors in English once the language is English', async () => {
    await page.goto(portal.url + '/accountEdit');
    await page.getByLabel('表示言語').selectOption('EN');
    await page.getByRole('button', { name: '保存する' }).click();
    await page.getByRole('heading', { level: 1, name: EN.accountEditTitle }).waitFor();
    await page.getByLabel(EN.kanaLabel).fill('abc');
    await page.getByLabel(EN.phoneLabel).fill('12');
    await page.getByRole('button', { name: EN.save }).click();
    await page.getByText(EN.kanaError).waitFor();
    await page.getByText(EN.phoneError).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Back to Japanese for the next journey.
    await page.getByLabel(EN.kanaLabel).fill('サトウ ハナコ');
    await page.getByLabel(EN.phoneLabel).fill('');
    await page.getByLabel(EN.languageLabel).selectOption('JA');
    await page.getByRole('button', { name: EN.save }).click();
    await page.getByRole('heading', { level: 1, name: 'アカウント情報の編集' }).waitFor();
  });

  it('by keyboard alone: top page → settings dialog → edit details → save', async () => {
    await page.goto(portal.url + '/topPage');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await tabTo(page, 'アカウント設定');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'アカウント設定' }).waitFor();
    await tabTo(page, 'アカウント情報の編集');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/accountEdit');
    await tabTo(page, '氏名');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('佐藤 花子');
    await tabTo(page, '保存する');
    await page.keyboard.press('Enter');
    await page.getByText('アカウント情報を保存しました').waitFor();
    await page.getByRole('banner').getByText('佐藤 花子').waitFor();
  });
});

// English texts of the SPA's catalog (src/app/i18n/en.ts).
const EN = {
  accountEditTitle: 'Edit account details',
  kanaLabel: 'Name in katakana (furigana)',
  phoneLabel: 'Phone number (optional)',
  languageLabel: 'Display language',
  save: 'Save',
  kanaError: 'Enter the name in full-width katakana',
  phoneError: 'The phone number is not in a valid format',
};
