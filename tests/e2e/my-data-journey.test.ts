// 「データのダウンロード」 in Chromium, against the whole portal under its real CSP: the card on /security
// asks for the link (through the step-up dialog when the sign-in is no proof), the mail arrives
// in the dev mailbox, its link opens /myData (the token gone from the address bar), and both files
// download: the JSON matches its documented shape and holds the activity, the CSV has its BOM and a
// Japanese header. A wrong link is said in Japanese. axe on /myData and on the card, phone and desktop.
import { readFile } from 'node:fs/promises';
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
  startTestPortal,
  stepUpWithMailedCode,
  type TestPortal,
} from './helpers/portal-harness';

const yui = { loginId: 'yui', email: 'yui@example.jp', password: 'asagiri no mori 2026', name: '佐藤 結衣' };

async function linkFromMailbox(portalUrl: string, to: string, after: number): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const messages = (await (await fetch(`${portalUrl}/dev/mailbox/messages?to=${encodeURIComponent(to)}`)).json()) as { subject: string; text: string }[];
    const link = messages.length > after ? /(https?:\/\/\S+\/myData\?token=[A-Za-z0-9_-]+)/.exec(messages[0]!.text)?.[1] : undefined;
    if (link) return link;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`no data-download link mailed to ${to}`);
}

async function downloaded(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
}

describe('the data download in Chromium', () => {
  guardJourney();
  let portal: TestPortal;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    portal = await startTestPortal();
    await accountsCli(portal.databaseUrl, ['create', '--login-id', yui.loginId, '--email', yui.email, '--password', yui.password, '--name', yui.name]);
    browser = await launchChromium();
    context = await newPortalContext(browser, { userAgent: chromeOnWindows, acceptDownloads: true });
  });

  afterAll(async () => {
    await context?.close().catch(() => undefined);
    await browser?.close();
    await portal?.close();
  });

  it('asks on /security, reads the mail, opens its link and downloads the JSON file and the activity CSV', async () => {
    const page = await context.newPage();
    await signInThroughUi(page, portal.url, yui);
    await settle(page, '/security');
    const card = page.getByRole('region', { name: 'データのダウンロード' });
    expect(await seriousAxeViolations(page)).toEqual([]);

    const before = await mailCount(portal.url, yui.email);
    await card.getByRole('button', { name: 'ダウンロード用のリンクをメールで受け取る' }).click();
    // The step-up dialog when the sign-in is no proof (step-up rules); the notice either way.
    const sent = page.getByText('ダウンロード用のリンクをメールで送りました（24時間有効）').first();
    const asked = await Promise.race([sent.waitFor().then(() => false), page.getByRole('dialog', { name: '本人確認' }).waitFor().then(() => true)]);
    if (asked) await stepUpWithMailedCode(page, portal.url, yui);
    await sent.waitFor();
    const link = await linkFromMailbox(portal.url, yui.email, before + (asked ? 1 : 0));

    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'データのダウンロード' }).waitFor();
    await page.getByRole('button', { name: 'JSONファイルをダウンロード' }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(await seriousAxeViolations(page)).toEqual([]);

    const json = await downloaded(page, 'JSONファイルをダウンロード');
    expect(json.name).toMatch(/^account-data-.+-\d{8}\.json$/);
    const doc = JSON.parse(json.bytes.toString('utf8')) as Record<string, unknown> & { activity: { kind: string }[]; profile: { loginId: string } };
    expect(Object.keys(doc)).toEqual(['format', 'version', 'generatedAt', 'profile', 'emailHistory', 'sessions', 'passkeys', 'connectedApps', 'notices', 'activity']);
    expect(doc).toMatchObject({ format: 'account-portal-data-export', version: 1, profile: { loginId: 'yui' } });
    expect(doc.activity.map((event) => event.kind)).toEqual(expect.arrayContaining(['sign_in', 'data_export_requested', 'data_export_downloaded']));

    const csv = await downloaded(page, 'CSVファイルをダウンロード');
    expect(csv.name).toMatch(/^activity-.+-\d{8}\.csv$/);
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe('日時（日本時間）,内容,回数,最後の日時（日本時間）,ブラウザ,OS,IPアドレス,操作した人,詳細,ID');
    expect(lines.some((line) => line.includes(',データのダウンロードの申し込み,'))).toBe(true);
  });

  it('says in Japanese that a wrong link does not work, at a phone\'s width too', async () => {
    const page = await context.newPage();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${portal.url}/myData?token=${'x'.repeat(43)}`);
    await page.getByText('このリンクは無効です。メールを受け取ったアカウントでログインしているか、メールのリンクをもう一度お確かめください。').first().waitFor();
    expect(await page.getByRole('button', { name: 'JSONファイルをダウンロード' }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
