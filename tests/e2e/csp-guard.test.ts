// The check that every journey runs under: a page that breaks its Content-Security-Policy is caught.
// Proven here by breaking the policy on purpose on the real /login page.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { assertNoCspViolations, launchChromium, newPortalContext, seriousAxeViolations, startTestPortal, takeCspViolations, type TestPortal } from './helpers/portal-harness';

describe('the journeys\' CSP check', () => {
  let portal: TestPortal;
  let browser: Browser;

  beforeAll(async () => {
    portal = await startTestPortal();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.close();
  });

  it('reports an inline script the policy refused, and the script never ran', async () => {
    const context = await newPortalContext(browser);
    const page = await context.newPage();
    await page.goto(portal.url + '/login');
    await page.getByRole('heading', { level: 1, name: 'ログイン' }).waitFor();
    // axe runs under the real policy and breaks nothing.
    expect(await seriousAxeViolations(page)).toEqual([]);
    takeCspViolations();

    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.head.append(script);
    });
    await expect.poll(() => takeCspViolations().length, { timeout: 5000 }).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();

    await page.evaluate(() => {
      const image = document.createElement('img');
      image.src = 'https://tracker.example/pixel.gif';
      document.body.append(image);
    });
    await expect.poll(() => takeCspViolations().join(' '), { timeout: 5000 }).toMatch(/img-src refused https:\/\/tracker\.example\/pixel\.gif/);
    await context.close();
  });

  it('fails the journey (the check guardJourney runs after each test) when a page broke its policy', async () => {
    const context = await newPortalContext(browser);
    const page = await context.newPage();
    await page.goto(portal.url + '/login');
    await page.getByRole('heading', { level: 1, name: 'ログイン' }).waitFor();
    takeCspViolations();
    expect(() => assertNoCspViolations()).not.toThrow();

    // A page that breaks its policy, as a regression in the SPA would (an embedded third-party frame).
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.src = 'https://frames.example/widget';
      document.body.append(frame);
    });
    let failure = '';
    await expect.poll(() => {
      try {
        assertNoCspViolations();
      } catch (error) {
        failure = (error as Error).message;
      }
      return failure;
    }, { timeout: 5000 }).toMatch(/^Content-Security-Policy violations:\nframe-src refused https:\/\/frames\.example on /);
    await context.close();
  });

  // The e2e global setup has just built the SPA, so this always runs here.
  it("Vite's built index.html holds no inline executable script", () => {
    const page = readFileSync(resolve(import.meta.dirname, '../../dist/app/index.html'), 'utf8');
    for (const tag of page.match(/<script\b[^>]*>[^]*?<\/script>/gi) ?? []) {
      const open = tag.slice(0, tag.indexOf('>') + 1);
      const inline = tag.slice(open.length, -'</script>'.length).trim();
      expect(/\ssrc=/.test(open) || /type="application\/json"/.test(open), open).toBe(true);
      if (/\ssrc=/.test(open)) expect(inline, open).toBe('');
    }
    expect(page).not.toMatch(/\son[a-z]+=/i); // no inline event handlers either
  });
});
