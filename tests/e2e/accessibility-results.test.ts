// The accessibility statement's results (/accessibility) are this run's, never typed by hand: every
// page, at every width, in both languages, through axe in Chromium under the real CSP. The counts are
// compared with the committed src/app/features/accessibility/accessibility-results.json; when they
// differ the run rewrites the file (dated today) and fails, naming it, so the change is committed
// with the code that caused it. In CI the clone's rewrite goes nowhere: a stale file fails the run.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { AccessibilityResults } from '../../src/app/features/accessibility/results';
import {
  accountsCli,
  guardJourney,
  launchChromium,
  newPortalContext,
  nextFrames,
  seriousAxeViolations,
  settle,
  signInThroughUi,
  startTestPortal,
  type TestPortal,
} from './helpers/portal-harness';

const resultsFile = resolve(import.meta.dirname, '../../src/app/features/accessibility/accessibility-results.json');
const refreshCommand = 'npx vitest run --project e2e tests/e2e/accessibility-results.test.ts';
// The review's widths: phones of 320, 360 and 375, a tablet, and the desktops of md 1024 and lg 1440.
const widths = [320, 360, 375, 768, 1024, 1440];
const signedOutPages = ['/login', '/passwordReissue', '/passwordReset', '/storeControl', '/accessibility', '/no/such/page'];
const signedInPages = ['/topPage', '/accountEdit', '/accountEditMailAddress', '/accountEditPassword', '/security', '/storeControl', '/accessibility'];
const mio = { loginId: 'mio', email: 'mio@example.jp', password: 'aoi sora to umi 2026', name: '高橋 美緒' };

const axeVersion = (createRequire(import.meta.url)('axe-core/package.json') as { version: string }).version;

function tokyoDate(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

describe('the accessibility statement is written by the test run', () => {
  guardJourney();
  let portal: TestPortal;
  let browser: Browser;

  beforeAll(async () => {
    portal = await startTestPortal();
    await accountsCli(portal.databaseUrl, ['create', '--login-id', mio.loginId, '--email', mio.email, '--password', mio.password, '--name', mio.name]);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await portal?.close();
  });

  it('audits every page at every width in both languages, and the committed results are this run’s', async () => {
    const context = await newPortalContext(browser, { locale: 'ja-JP' });
    const page = await context.newPage();
    const counts = new Map<string, Record<'ja' | 'en', number[]>>();
    const details: string[] = [];

    const audit = async (paths: string[], signedIn: boolean, lang: 'ja' | 'en'): Promise<void> => {
      for (const path of paths) {
        await page.setViewportSize({ width: widths[0]!, height: 900 });
        await settle(page, path);
        const key = `${String(signedIn)} ${path}`;
        const entry = counts.get(key) ?? { ja: [], en: [] };
        for (const width of widths) {
          await page.setViewportSize({ width, height: 900 });
          await nextFrames(page);
          const found = await seriousAxeViolations(page);
          entry[lang].push(found.length);
          for (const violation of found) details.push(`${lang} ${path} at ${width}px: ${violation}`);
        }
        counts.set(key, entry);
      }
    };
    const switchTo = async (page: Page, button: 'English' | '日本語', lang: string) => {
      await page.getByRole('banner').getByRole('button', { name: button }).click();
      await expect.poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 10_000 }).toBe(lang);
    };

    await page.goto(portal.url + '/login');
    await audit(signedOutPages, false, 'ja');
    await switchTo(page, 'English', 'en');
    await audit(signedOutPages, false, 'en');
    await switchTo(page, '日本語', 'ja');
    await signInThroughUi(page, portal.url, mio);
    await audit(signedInPages, true, 'ja');
    await switchTo(page, 'English', 'en');
    await audit(signedInPages, true, 'en');
    await context.close();

    const pages = [...counts].map(([key, violations]) => {
      const [signedIn, path] = key.split(' ') as [string, string];
      return { path, signedIn: signedIn === 'true', violations };
    });
    const committed = JSON.parse(readFileSync(resultsFile, 'utf8')) as AccessibilityResults;
    const measured: AccessibilityResults = { measuredOn: committed.measuredOn, axeVersion, widths, pages };
    if (JSON.stringify(measured) !== JSON.stringify(committed)) {
      writeFileSync(resultsFile, `${JSON.stringify({ ...measured, measuredOn: tokyoDate() }, null, 2)}\n`);
      expect.fail(
        `The accessibility results changed: ${resultsFile} was rewritten with this run's (dated today). ` +
          `Commit it with the change that caused it; \`${refreshCommand}\` writes it again.`,
      );
    }
    // The statement's page is held to the bar it states, like every other page.
    expect(details.filter((line) => line.includes(' /accessibility '))).toEqual([]);
  }, 900_000);
});
