// /login, /passwordReissue and /passwordReset arrive already drawn (issue 15): the gateway sends the prerendered page
// in the user's language, React hydrates it without a warning, a flash or a shift, and what the user does before
// the script has run (typing, a submit, a button) is kept. In Chromium, under the real CSP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  accountsCli,
  guardJourney,
  launchChromium,
  mailCount,
  newPortalContext,
  nextFrames,
  readResetLinkFromMailbox,
  seriousAxeViolations,
  startTestPortal,
  type TestPortal,
} from './helpers/portal-harness';

const account = { loginId: 'kaede', email: 'kaede@example.jp', password: 'momiji-no-aki-2026', name: '木村 楓' };

/** The SPA's entry script, held back until the test lets it go (the page stays as the server sent it). */
async function holdScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Every console error or warning and every uncaught error of the page (React reports hydration errors so). */
function watchConsole(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') seen.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => seen.push(`pageerror: ${error.message}`));
  return seen;
}

/** Hydration has reached the heading: React holds the node the server sent. */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const heading = document.querySelector('h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber$'));
  });
}

/** Asks for a reset link as a program would (GraphQL, no browser) and returns the mailed link. */
async function resetLink(portal: TestPortal): Promise<string> {
  const before = await mailCount(portal.url, account.email);
  const response = await fetch(`${portal.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation ($input: RequestPasswordReissueInput!) { requestPasswordReissue(input: $input) { accepted } }',
      variables: { input: { loginId: account.email } },
    }),
  });
  expect(await response.json()).toEqual({ data: { requestPasswordReissue: { accepted: true } } });
  return readResetLinkFromMailbox(portal.url, account.email, before);
}

/**
 * Every layout shift the page has had since `since` (performance.now() when hydration was let go),
 * with what moved (so a failure says which element). Shifts before it are the HTML parser's, not
 * hydration's: on a loaded machine Chromium's parser yields mid-document and may paint a frame with a
 * button whose text has not arrived yet (a 30 px empty toggle growing to its word).
 */
async function layoutShifts(page: Page, since: number): Promise<string[]> {
  return page.evaluate(
    (since) =>
      new Promise<string[]>((resolve) => {
        const shifts: string[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Array<{ startTime: number; value: number; sources?: Array<{ node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }> }>) {
            if (entry.startTime < since) continue;
            const moved = (entry.sources ?? []).map((source) => {
              const node = source.node as Element | undefined;
              const name = node ? `${node.nodeName.toLowerCase()}${node.className ? `.${String(node.className).split(' ').join('.')}` : ''}` : '?';
              return `${name} ${JSON.stringify(source.previousRect)} → ${JSON.stringify(source.currentRect)}`;
            });
            shifts.push(`${entry.value}: ${moved.join('; ')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(shifts), 200);
      }),
    since,
  );
}

/** The page's clock now: hydration is let go after it. */
const pageNow = (page: Page): Promise<number> => page.evaluate(() => performance.now());

async function quiet(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { __portalInflight: number }).__portalInflight === 0);
  await nextFrames(page);
}

describe('the prerendered /login in Chromium', () => {
  guardJourney();
  let portal: TestPortal;
  let browser: Browser;

  beforeAll(async () => {
    portal = await startTestPortal();
    await accountsCli(portal.databaseUrl, [
      'create', '--login-id', account.loginId, '--email', account.email, '--password', account.password, '--name', account.name,
    ]);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await portal?.close();
  });

  it.each([
    { locale: 'ja-JP', lang: 'ja', heading: 'ログイン', id: 'ログインIDまたはメールアドレス', password: 'パスワード', submit: 'ログイン', title: 'ログイン | アカウントポータル' },
    { locale: 'en-US', lang: 'en', heading: 'Log in', id: 'Login ID or e-mail address', password: 'Password', submit: 'Log in', title: 'Log in | Account Portal' },
  ])('holds the heading and the form in the language of Accept-Language ($locale), before any of the SPA\'s script', async (c) => {
    const context = await newPortalContext(browser, { locale: c.locale });
    const page = await context.newPage();
    // The SPA's code never arrives: what shows is the server's HTML and its inline CSS alone.
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
    await page.goto(portal.url + '/login');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(c.lang);
    expect(await page.title()).toBe(c.title);
    await page.getByRole('heading', { level: 1, name: c.heading }).waitFor();
    const form = page.locator('form');
    await form.getByLabel(c.id).waitFor();
    await form.getByLabel(c.password, { exact: true }).waitFor();
    await form.getByRole('button', { name: c.submit, exact: true }).waitFor();
    // Styled by its inline critical CSS: the button is the primary colour, full width.
    const button = await form.getByRole('button', { name: c.submit, exact: true }).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(button).toBe('rgb(26, 86, 184)');
    expect(await page.locator('#root').getAttribute('data-prerendered')).toBe('/login');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it.each([
    { locale: 'ja-JP', heading: 'パスワードの再設定', loginId: 'ログインID', password: '新しいパスワード', confirmation: '新しいパスワード（確認）', submit: 'パスワードを設定' },
    { locale: 'en-US', heading: 'Reset your password', loginId: 'Login ID', password: 'New password', confirmation: 'New password (again)', submit: 'Set password' },
  ])('holds /passwordReset\'s heading and form ($locale) before any script: the link is checked once the page is alive', async (c) => {
    const context = await newPortalContext(browser, { locale: c.locale });
    const page = await context.newPage();
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
    await page.goto(portal.url + '/passwordReset?token=' + 'x'.repeat(43));
    await page.getByRole('heading', { level: 1, name: c.heading }).waitFor();
    const form = page.locator('form');
    await form.getByLabel(c.loginId, { exact: true }).waitFor();
    await form.getByLabel(c.password, { exact: true }).waitFor();
    await form.getByLabel(c.confirmation, { exact: true }).waitFor();
    await form.getByRole('button', { name: c.submit, exact: true }).waitFor();
    expect(await page.locator('#root').getAttribute('data-prerendered')).toBe('/passwordReset');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it('follows the language chosen in this browser (the locale cookie) over Accept-Language', async () => {
    const context = await newPortalContext(browser, { locale: 'ja-JP' });
    const page = await context.newPage();
    const console = watchConsole(page);
    await page.goto(portal.url + '/login');
    await hydrated(page);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    expect((await context.cookies()).find((cookie) => cookie.name === 'portal_locale')).toMatchObject({ value: 'en', httpOnly: false, sameSite: 'Lax' });

    const release = await holdScript(page);
    await page.reload({ waitUntil: 'commit' });
    // Before any script: already English.
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    release();
    await hydrated(page);
    await quiet(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Log in');
    expect(console).toEqual([]);
    await context.close();
  });

  it.each([
    { path: '/login', locale: 'ja-JP', heading: 'ログイン' },
    { path: '/login', locale: 'en-US', heading: 'Log in' },
    { path: '/passwordReissue', locale: 'ja-JP', heading: 'パスワードの再設定' },
    { path: '/passwordReissue', locale: 'en-US', heading: 'Reset your password' },
  ])('hydrates $path ($locale): the very nodes the server sent, with no warning, no flash and no layout shift', async (c) => {
    const context = await newPortalContext(browser, { locale: c.locale });
    const page = await context.newPage();
    const console = watchConsole(page);
    const release = await holdScript(page);
    await page.goto(portal.url + c.path, { waitUntil: 'commit' });
    expect(await page.locator('#root').getAttribute('data-prerendered')).toBe(c.path);
    await page.getByRole('heading', { level: 1, name: c.heading }).waitFor();
    await page.evaluate(() => document.fonts.ready);
    const before = await page.screenshot();
    await page.evaluate(() => {
      for (const node of [document.querySelector('h1'), document.querySelector('form'), document.querySelector('header')]) {
        (node as unknown as { prerendered: boolean }).prerendered = true;
      }
    });

    const hydrationFrom = await pageNow(page);
    release();
    await hydrated(page);
    await quiet(page);
    // The same elements: React took them over rather than drawing the page again.
    expect(
      await page.evaluate(() =>
        [document.querySelector('h1'), document.querySelector('form'), document.querySelector('header')].map(
          (node) => (node as unknown as { prerendered?: boolean } | null)?.prerendered === true,
        ),
      ),
    ).toEqual([true, true, true]);
    expect(await page.screenshot()).toEqual(before);
    expect(await layoutShifts(page, hydrationFrom)).toEqual([]);
    expect(console).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it('honours a submit typed before the page came alive: once, with what was typed', async () => {
    const context = await newPortalContext(browser);
    const page = await context.newPage();
    const console = watchConsole(page);
    const logins: string[] = [];
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      // The built SPA sends its operations by id (trusted documents), named.
      if (request.url().endsWith('/graphql') && body.includes('"operationName":"Login"')) logins.push(body);
    });
    const release = await holdScript(page);
    await page.goto(portal.url + '/login', { waitUntil: 'commit' });
    await page.getByLabel('ログインIDまたはメールアドレス').fill(account.loginId);
    await page.getByLabel('パスワード', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    // Held back: not sent by the browser (no navigation, no password in a request), and marked.
    await page.locator('form[data-early-pending]').waitFor();
    expect(page.url()).toBe(`${portal.url}/login`);
    expect(logins).toEqual([]);

    release();
    await page.waitForURL('**/oneTimeCode');
    await page.getByText('k***@example.jp').waitFor();
    expect(logins).toHaveLength(1);
    expect(logins[0]).toContain(account.loginId);
    expect(console).toEqual([]);
    await context.close();
  });

  it('comes alive with none of Apollo Client nor the form\'s schema, which load with the user\'s first move; the passkey autofill loads only the gateway transport', async () => {
    const scriptsOf = (page: Page): string[] => {
      const names: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') names.push(new URL(request.url()).pathname.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, ''));
      });
      return names;
    };
    // A browser that offers no passkeys in the autofill: the page alone.
    const context = await newPortalContext(browser);
    await context.addInitScript(() => {
      (window.PublicKeyCredential as unknown as { isConditionalMediationAvailable: () => Promise<boolean> }).isConditionalMediationAvailable = async () => false;
    });
    const page = await context.newPage();
    const console = watchConsole(page);
    const scripts = scriptsOf(page);
    await page.goto(portal.url + '/login', { waitUntil: 'networkidle' });
    await hydrated(page);
    expect(scripts).toContain('login-page');
    expect(scripts.filter((name) => /^(create-app-apollo|portal-link|gateway-transport|error-messages|login-form\.schema)$/.test(name))).toEqual([]);
    // The first move in the page fetches the client and the form's checks (zod), before any submit needs them.
    await page.getByLabel('ログインIDまたはメールアドレス').click();
    await expect.poll(() => scripts.includes('create-app-apollo')).toBe(true);
    await expect.poll(() => scripts.includes('login-form.schema')).toBe(true);
    await page.getByLabel('ログインIDまたはメールアドレス').fill(account.loginId);
    await page.getByLabel('パスワード', { exact: true }).fill('not-the-password-at-all');
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    // A wrong password's words load with the answer that needs them.
    await page.getByText('ログインIDまたはパスワードが正しくありません').first().waitFor();
    expect(scripts).toContain('error-messages');
    expect(console).toEqual([]);
    await context.close();

    // A browser that offers passkeys in the autofill: its ceremony asks for a challenge through the
    // request channel as the page opens, still without the client: by the gateway transport alone,
    // without Apollo's link chain (gateway-transport.ts).
    const withAutofill = await newPortalContext(browser);
    const other = await withAutofill.newPage();
    const otherScripts = scriptsOf(other);
    const challenge = other.waitForRequest((request) => request.url().endsWith('/graphql'));
    await other.goto(portal.url + '/login', { waitUntil: 'networkidle' });
    expect((await challenge).postData()).toMatch(/StartPasskeySignIn/);
    expect(otherScripts).toContain('gateway-transport');
    expect(otherScripts.filter((name) => /^(create-app-apollo|portal-link|login-form\.schema)$/.test(name))).toEqual([]);
    await withAutofill.close();
  });

  it('honours a reissue request sent from /passwordReissue before the page came alive', async () => {
    const context = await newPortalContext(browser);
    const page = await context.newPage();
    const console = watchConsole(page);
    const release = await holdScript(page);
    await page.goto(portal.url + '/passwordReissue', { waitUntil: 'commit' });
    await page.getByLabel('ログインIDまたはメールアドレス').fill(account.email);
    await page.getByRole('button', { name: '再設定用のメールを送信' }).click();
    await page.locator('form[data-early-pending]').waitFor();
    release();
    await page.getByRole('status').getByText(/パスワード再設定用のメールを送信しました/).waitFor();
    expect(console).toEqual([]);
    await context.close();
  });

  it('presses again a button pressed before the page came alive (the language switch)', async () => {
    const context = await newPortalContext(browser);
    const page = await context.newPage();
    const release = await holdScript(page);
    await page.goto(portal.url + '/login', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'English' }).click();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('ログイン');
    release();
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    await context.close();
  });

  it('hydrates /passwordReset from a mailed link: the very nodes the server sent, no warning, no shift; then names the account', async () => {
    const link = await resetLink(portal);
    const context = await newPortalContext(browser);
    const page = await context.newPage();
    const console = watchConsole(page);
    const release = await holdScript(page);
    await page.goto(link, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: 'パスワードの再設定' }).waitFor();
    await page.evaluate(() => {
      for (const node of [document.querySelector('h1'), document.querySelector('form')]) (node as unknown as { prerendered: boolean }).prerendered = true;
    });
    const hydrationFrom = await pageNow(page);
    release();
    await hydrated(page);
    // The link's check answers: the account it is for, in the read-only login ID field.
    await expect.poll(() => page.getByLabel('ログインID', { exact: true }).inputValue()).toBe(account.loginId);
    await quiet(page);
    expect(page.url()).toBe(`${portal.url}/passwordReset`);
    expect(
      await page.evaluate(() =>
        [document.querySelector('h1'), document.querySelector('form')].map((node) => (node as unknown as { prerendered?: boolean } | null)?.prerendered === true),
      ),
    ).toEqual([true, true]);
    expect(await layoutShifts(page, hydrationFrom)).toEqual([]);
    expect(console).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it('puts the problem of a bad link in the form\'s place once the page is alive', async () => {
    const context = await newPortalContext(browser);
    const page = await context.newPage();
    const console = watchConsole(page);
    await page.goto(`${portal.url}/passwordReset?token=${'x'.repeat(43)}`);
    await page.getByText('このリンクは無効です').waitFor();
    expect(await page.locator('form').count()).toBe(0);
    await page.getByRole('link', { name: 'パスワードの再設定へ' }).waitFor();
    expect(console).toEqual([]);
    await context.close();
  });

  it('honours a new password sent from /passwordReset before the page came alive, and it signs in', async () => {
    const link = await resetLink(portal);
    const context = await newPortalContext(browser);
    const page = await context.newPage();
    const console = watchConsole(page);
    const release = await holdScript(page);
    await page.goto(link, { waitUntil: 'commit' });
    const renewed = `${account.password}-renewed`;
    await page.getByLabel('新しいパスワード', { exact: true }).fill(renewed);
    await page.getByLabel('新しいパスワード（確認）').fill(renewed);
    await page.getByRole('button', { name: 'パスワードを設定' }).click();
    await page.locator('form[data-early-pending]').waitFor();
    release();
    await page.waitForURL('**/login');
    await page.getByText('パスワードを設定しました').first().waitFor();
    await page.getByLabel('ログインIDまたはメールアドレス').fill(account.loginId);
    await page.getByLabel('パスワード', { exact: true }).fill(renewed);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await page.waitForURL('**/oneTimeCode');
    expect(console).toEqual([]);
    await context.close();
  });

  it('is sent under a policy with no inline exception but its own hashes, and as HTML only to browsers', async () => {
    const response = await fetch(`${portal.url}/login`, { headers: { accept: 'text/html', 'accept-language': 'en', 'accept-encoding': 'br' } });
    const hashSource = /^'sha256-[A-Za-z0-9+/]{43}='$/;
    expect(response.status).toBe(200);
    expect(response.headers.get('vary')).toBe('Accept-Language, Cookie, Accept-Encoding');
    const policy = response.headers.get('content-security-policy')!;
    expect(policy).not.toContain('unsafe-inline');
    const directive = (name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `))!.split(' ').slice(1);
    // One script (the early-events one), and the critical CSS of each prerendered page (one hash per
    // different stylesheet: /login, /passwordReissue and /passwordReset).
    expect(directive('script-src')).toEqual(["'self'", expect.stringMatching(hashSource)]);
    expect(directive('style-src')[0]).toBe("'self'");
    const styles = directive('style-src').slice(1);
    expect(styles.length).toBeGreaterThanOrEqual(2);
    expect(styles.length).toBeLessThanOrEqual(3);
    for (const style of styles) expect(style).toMatch(hashSource);
    const html = await response.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('id="portal-env"');

    const program = await fetch(`${portal.url}/login`, { headers: { accept: 'application/json' } });
    expect(program.status).toBe(404);
    expect((await fetch(`${portal.url}/prerendered/manifest.json`, { headers: { accept: 'application/json' } })).status).toBe(404);
  });
});
