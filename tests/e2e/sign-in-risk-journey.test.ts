// The sign-in risk rules in Chromium, under the portal's real CSP, against the built SPA: a new
// browser gets the code and its owner the new-device notice, and /security says why in plain words;
// the browser that has signed in before is known by its device cookie (no notice); a breached password
// (the operator's range service, here a local one that lists it) signs in and then the password change
// comes before anything else. (Known device + passkey, no code and no mail: passkey-journey.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startRangeServer, type RangeServer } from '../../src/account-service/login/risk/range-server';
import { accountsCli, guardJourney, launchChromium, newPortalContext, readCodeFromMailbox, seriousAxeViolations, settle, signInThroughUi, startTestPortal, type TestPortal } from './helpers/portal-harness';

const hina = { loginId: 'hina', email: 'hina@example.jp', password: 'natsu no yuuyake 2026', name: '佐藤 陽菜' };
// Not on the common list (the policy lets it be set), but on the range service's: a breached one.
const ren = { loginId: 'ren', email: 'ren@example.jp', password: 'kawa no nagare 2026', name: '高橋 蓮' };

async function notices(portal: TestPortal, to: string): Promise<number> {
  const messages = (await (await fetch(`${portal.url}/dev/mailbox/messages?to=${encodeURIComponent(to)}`)).json()) as Array<{ subject: string }>;
  return messages.filter((m) => m.subject.includes('新しい端末からログインがありました')).length;
}

describe('the sign-in risk rules in Chromium', () => {
  guardJourney();
  let portal: TestPortal;
  let range: RangeServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const newPage = async (): Promise<Page> => {
    const context = await newPortalContext(browser);
    contexts.push(context);
    return context.newPage();
  };

  beforeAll(async () => {
    range = await startRangeServer({ extra: [ren.password] });
    // The range service runs in this test's process, beside Chromium: it gets more than a production timeout.
    portal = await startTestPortal({ BREACHED_PASSWORD_RANGE_URL: range.url, BREACHED_PASSWORD_TIMEOUT_MS: '5000' });
    for (const who of [hina, ren]) {
      await accountsCli(portal.databaseUrl, ['create', '--login-id', who.loginId, '--email', who.email, '--password', who.password, '--name', who.name]);
    }
    browser = await launchChromium();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await portal?.close();
    await range?.close();
  });

  it('a new browser gets the code and the owner the notice; /security says why; the known browser is not noticed', async () => {
    const usual = await newPage();
    await signInThroughUi(usual, portal.url, hina); // the first sign-in ever: nobody's new device
    expect(await notices(portal, hina.email)).toBe(0);

    const other = await newPage();
    await signInThroughUi(other, portal.url, hina); // asked for the mailed code, as every password sign-in
    await expect.poll(() => notices(portal, hina.email), { timeout: 10_000 }).toBe(1);
    await settle(other, '/security');
    const activity = other.getByRole('region', { name: 'アカウントの履歴' });
    await activity.getByText('ログイン（パスワードと確認コード）　判定：新しい端末').first().waitFor();
    expect(await seriousAxeViolations(other)).toEqual([]);

    // The usual browser again, after logging out: known by its device cookie, nobody is told.
    await usual.getByRole('button', { name: 'ログアウト', exact: true }).first().click();
    await usual.waitForURL('**/login**');
    await signInThroughUi(usual, portal.url, hina);
    expect(await notices(portal, hina.email)).toBe(1);
    const cookie = (await usual.context().cookies()).find((c) => c.name === 'portal_device');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(await usual.evaluate(() => document.cookie)).not.toContain('portal_device');
  });

  it('a breached password signs in, and the password change comes before anything else', async () => {
    const page = await newPage();
    await page.goto(portal.url + '/login');
    await page.getByLabel('ログインIDまたはメールアドレス').fill(ren.loginId);
    await page.getByLabel('パスワード', { exact: true }).fill(ren.password);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await page.waitForURL('**/oneTimeCode**');
    await page.getByLabel('確認コード').fill(await readCodeFromMailbox(portal.url, ren.email));
    await page.getByRole('button', { name: '確認', exact: true }).click();
    // Signed in, and a new password comes first (the range service knew this one).
    await page.getByRole('dialog', { name: /パスワード/ }).first().waitFor();
    expect(range.requests()).toBeGreaterThan(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
