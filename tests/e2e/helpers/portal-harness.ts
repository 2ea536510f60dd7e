// Starts the whole portal (embedded default on a fresh SQLite file) and Debian's Chromium.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type CDPSession, type Page } from 'playwright-core';
import { afterEach, beforeEach } from 'vitest';
import { ViewerDocument } from '../../../src/app/gql/graphql';
import { loadEnvironment } from '../../../src/platform/env';
import { startPortal, type Portal } from '../../../src/main';
import { appStepMs } from '../../helpers/totp';

const root = resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);

/** The SPA's Viewer query by its trusted-document id: all a request with the portal's cookie may send. */
export const viewerDocumentId = (ViewerDocument as unknown as { __meta__: { hash: string } }).__meta__.hash;

export interface TestPortal extends Portal {
  databaseUrl: string;
}

export async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? ok(address.port) : fail(new Error('no port'))));
    });
  });
}

/** The portal's clock for a journey: the real time, plus what the journey moves it on by. */
export interface MovableClock {
  offset: number;
  now(): Date;
}

export function movableClock(): MovableClock {
  const clock: MovableClock = { offset: 0, now: () => new Date(Date.now() + clock.offset) };
  return clock;
}

/**
 * Moves the portal's clock into the next 30-second step of an authenticator app, where a user would
 * wait for it: the code just used is spent, and the app's next code is the one the portal expects.
 */
export function nextTotpStep(clock: MovableClock): void {
  clock.offset += appStepMs - (clock.now().getTime() % appStepMs) + 200;
}

export interface TestPortalOverrides {
  /**
   * The idle timeout in minutes, below what SESSION_IDLE_MINUTES accepts (a whole number of minutes):
   * 0.25 makes a 15-second session, for the expiry warning's journey.
   */
  sessionIdleMinutes?: number;
  /** The account service's clock (the leaving journey moves it past the 30 days). */
  clock?: { now(): Date };
}

export async function startTestPortal(env: Record<string, string> = {}, overrides: TestPortalOverrides = {}): Promise<TestPortal> {
  // The free port is free when asked, not when the portal listens: another process (a parallel
  // journey's services listening on port 0) may take it in between. Then a new port, a fresh start.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startTestPortalOnce(env, overrides);
    } catch (error) {
      if (attempt >= 3 || (error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
  }
}

async function startTestPortalOnce(env: Record<string, string>, overrides: TestPortalOverrides): Promise<TestPortal> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const databaseUrl = `sqlite:${join(dir, 'portal.db')}`;
  const port = await freePort();
  const config = loadEnvironment('portal', {
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    // A journey is one browser on one IP loading many pages quickly; rate limits are tested elsewhere.
    GRAPHQL_RATE_LIMIT_PER_IP: '1000000',
    GRAPHQL_RATE_LIMIT_PER_TOKEN: '1000000',
    // As in production: the built SPA sends its operations by id, and a browser may send nothing else.
    GRAPHQL_TRUSTED_DOCUMENTS: 'require-for-browsers',
    ...env,
  });
  if (overrides.sessionIdleMinutes !== undefined) config.session.idleMinutes = overrides.sessionIdleMinutes;
  const portal = await startPortal(config, { spaDir: resolve(root, 'dist/app'), logger: false, ...(overrides.clock ? { clock: overrides.clock } : {}) });
  return {
    ...portal,
    databaseUrl,
    async close() {
      await portal.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Runs the accounts CLI exactly as an operator would (`npm run accounts -- …`). */
export async function accountsCli(databaseUrl: string, args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [resolve(root, 'dist/server/accounts-cli.js'), ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  return stdout;
}

/**
 * Debian's headless shell of Chromium (package chromium-headless-shell: the same Blink, V8 and
 * DevTools protocol as /usr/bin/chromium, without the browser's UI layer), as Playwright itself
 * uses for headless runs: a journey costs ~40 % less CPU than in the full browser. The full one
 * where the shell is not installed, or PORTAL_CHROMIUM names another binary.
 */
const chromiumBinary = process.env.PORTAL_CHROMIUM ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

function launchShared(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumBinary,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
    ],
  });
}

/** The worker's one Chromium (the journeys share a module graph per worker: isolate false). */
let sharedBrowser: Promise<Browser> | undefined;

/**
 * Chromium for one journey file: the worker's one browser process, started by the first file that
 * asks and kept for the next ones (a launch costs about a second of CPU), seen through a handle whose
 * `close()` closes the contexts this file made and nothing else. Every context is fresh (its own
 * cookies, storage and CDP state), as a new browser's would be; Playwright ends the process with the
 * worker.
 */
export async function launchChromium(): Promise<Browser> {
  let browser = await (sharedBrowser ??= launchShared());
  if (!browser.isConnected()) browser = await (sharedBrowser = launchShared());
  const mine = new Set<BrowserContext>();
  const track = (context: BrowserContext): BrowserContext => {
    mine.add(context);
    context.on('close', () => mine.delete(context));
    return context;
  };
  return new Proxy(browser, {
    get(target, property) {
      if (property === 'close') return async () => void (await Promise.all([...mine].map((context) => context.close().catch(() => undefined))));
      if (property === 'newContext') return async (options?: BrowserContextOptions) => track(await target.newContext(options));
      if (property === 'newPage') return async (options?: BrowserContextOptions) => {
        const page = await target.newPage(options);
        track(page.context());
        return page;
      };
      if (property === 'contexts') return () => [...mine];
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/**
 * Waits for a new mail to `to` in the dev mailbox holding a 6-digit code (a sign-in or e-mail change
 * code, the newest of the mails after the first `after`), and returns the code.
 */
export async function readCodeFromMailbox(portalUrl: string, to: string, after = 0): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${portalUrl}/dev/mailbox/messages?to=${encodeURIComponent(to)}`);
    const messages = (await res.json()) as MailboxMessage[];
    const fresh = messages.slice(0, Math.max(0, messages.length - after));
    for (const message of fresh) {
      const match = /(?:コード|code): (\d{6})/.exec(message.text);
      if (match) return match[1]!;
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`no code mailed to ${to}`);
}

/** Waits for a new mail to `to` holding a /passwordReset link, and returns the link. */
export async function readResetLinkFromMailbox(portalUrl: string, to: string, after = 0): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${portalUrl}/dev/mailbox/messages?to=${encodeURIComponent(to)}`);
    const messages = (await res.json()) as MailboxMessage[];
    const link = messages.length > after ? /(https?:\/\/\S+\/passwordReset\?token=[A-Za-z0-9_-]+)/.exec(messages[0]!.text)?.[1] : undefined;
    if (link) return link;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`no reset link mailed to ${to}`);
}

export async function mailCount(portalUrl: string, to: string): Promise<number> {
  const res = await fetch(`${portalUrl}/dev/mailbox/messages?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as MailboxMessage[]).length;
}

/** Signs in through the UI as a person would: login ID and password, then the mailed code. */
export async function signInThroughUi(page: Page, portalUrl: string, who: { loginId: string; email: string; password: string }): Promise<void> {
  const before = await mailCount(portalUrl, who.email);
  await page.goto(portalUrl + '/login');
  await page.getByLabel('ログインIDまたはメールアドレス').fill(who.loginId);
  await page.getByLabel('パスワード', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await page.waitForURL('**/oneTimeCode');
  await page.getByLabel('確認コード').fill(await readCodeFromMailbox(portalUrl, who.email, before));
  await page.getByRole('button', { name: '確認', exact: true }).click();
  await page.waitForURL('**/topPage');
}

/**
 * Goes through the 本人確認 dialog with a mailed code and the password, once it has opened (an action
 * of a session with no fresh proof: a new browser's password + code sign-in is none, the step-up rules).
 */
export async function stepUpWithMailedCode(page: Page, portalUrl: string, who: { email: string; password: string }): Promise<void> {
  const dialog = page.getByRole('dialog', { name: '本人確認' });
  await dialog.waitFor();
  const before = await mailCount(portalUrl, who.email);
  await dialog.getByRole('button', { name: '確認コードを送る' }).click();
  await dialog.getByLabel('確認コード').fill(await readCodeFromMailbox(portalUrl, who.email, before));
  await dialog.getByLabel('現在のパスワード', { exact: true }).fill(who.password);
  await dialog.getByRole('button', { name: '確認して続ける' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Presses Tab until the focused element has this accessible name (keyboard-only journeys). */
export async function tabTo(page: Page, name: string | RegExp, maxPresses = 40): Promise<void> {
  for (let i = 0; i < maxPresses; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return '';
      const labelled = el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? '';
      return (labelled || el.textContent || '').trim();
    });
    if (typeof name === 'string' ? focused === name || focused.startsWith(name) : name.test(focused)) return;
  }
  throw new Error(`Tab never reached ${String(name)}`);
}

const axeSource = readFileSync(resolve(root, 'node_modules/axe-core/axe.min.js'), 'utf8');
const axeSessions = new WeakMap<Page, CDPSession>();

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Serious or critical WCAG 2.1 A/AA violations axe finds on the page as it is now. axe is loaded
 * through the DevTools protocol, which the page's Content-Security-Policy does not govern, so the
 * page is audited under its real policy (a <script> tag would need the policy bypassed).
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // One session per page, kept: detaching a DevTools session would also end what other sessions set
  // up on the page (a virtual WebAuthn authenticator, for one).
  let session = axeSessions.get(page);
  if (!session) {
    session = await page.context().newCDPSession(page);
    axeSessions.set(page, session);
  }
  // Once per document: axe's 550 KB compiled again for every audit cost more than many audits.
  const present = await session.send('Runtime.evaluate', { expression: "typeof window.axe === 'object'", returnByValue: true });
  if (present.result.value !== true) {
    const loaded = await session.send('Runtime.evaluate', { expression: axeSource });
    if (loaded.exceptionDetails) throw new Error(`axe did not load: ${loaded.exceptionDetails.text}`);
  }
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: AxeViolation[] }> } }).axe;
    // Violations only: axe then skips collecting every passing and undecided node (its documented
    // speed-up), and the violations it finds are the same.
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// With PORTAL_TRACE=1 only: a trace costs the journeys about a sixth of their time, and CI's clean
// clone keeps no files a failure leaves (its log says which test failed; the trace is for the rerun).
const tracing = process.env.PORTAL_TRACE === '1';

/** CSP violations seen in any context made by newPortalContext since the last check. */
const unreportedViolations: string[] = [];
const openContexts = new Set<BrowserContext>();

/**
 * A browser context as users get it: the portal's real Content-Security-Policy (never bypassed),
 * Japanese and Tokyo time unless told otherwise. Every CSP violation in any of its pages is recorded,
 * through a binding the policy does not govern, for guardJourney to report.
 */
export async function newPortalContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo', ...options });
  // With PORTAL_TRACE=1, a Playwright trace (DOM snapshots, network, console) of every context, kept
  // only when a test fails (guardJourney): `npx playwright show-trace <file>.zip` replays it.
  if (tracing) await context.tracing.start({ snapshots: true });
  openContexts.add(context);
  context.on('close', () => openContexts.delete(context));
  await context.exposeBinding('__portalCspViolation', (_source, text: string) => void unreportedViolations.push(text));
  await context.addInitScript(() => {
    // Requests the page has in flight, so a test can wait for quiet without a fixed idle time.
    const counter = window as unknown as { __portalInflight: number };
    counter.__portalInflight = 0;
    const fetchOf = window.fetch.bind(window);
    window.fetch = (...args: Parameters<typeof fetch>) => {
      counter.__portalInflight++;
      return fetchOf(...args).finally(() => counter.__portalInflight--);
    };
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __portalCspViolation(text: string): void }).__portalCspViolation;
      report(`${event.effectiveDirective} refused ${event.blockedURI || 'inline code'} on ${event.documentURI} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return context;
}

/**
 * Opens a path of the portal and waits until it has settled: its heading is there, nothing is being
 * fetched, and the fonts are ready (a page of a context made by newPortalContext).
 */
/** Two animation frames: what a style or layout change (a resize, a class) has drawn by then. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

export async function settle(page: Page, path: string): Promise<void> {
  await page.goto(page.url().replace(/^(https?:\/\/[^/]+).*$/, '$1') + path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(() => (window as unknown as { __portalInflight: number }).__portalInflight === 0 && document.fonts.status === 'loaded');
  // A query answered may start another (the page's data after the viewer): quiet twice, a frame apart.
  await nextFrames(page);
  await page.waitForFunction(() => (window as unknown as { __portalInflight: number }).__portalInflight === 0);
}

/** The CSP violations recorded since the last call, which forgets them. */
export function takeCspViolations(): string[] {
  return unreportedViolations.splice(0);
}

const failures = resolve(root, 'test-results/failures');

/**
 * For a journey file: after each test, no page has violated its Content-Security-Policy; when a test
 * fails, a screenshot and the HTML of every open page, and a Playwright trace of every open context,
 * land in test-results/failures/.
 */
export function guardJourney(): void {
  beforeEach(({ task, onTestFailed }) => {
    takeCspViolations();
    onTestFailed(async () => {
      const name = task.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80);
      mkdirSync(failures, { recursive: true });
      let n = 0;
      let c = 0;
      for (const context of openContexts) {
        for (const page of context.pages()) {
          n += 1;
          await page.screenshot({ path: resolve(failures, `${name}-${n}.png`), fullPage: true }).catch(() => undefined);
          writeFileSync(resolve(failures, `${name}-${n}.html`), await page.content().catch(() => ''));
        }
        if (!tracing) continue;
        c += 1;
        await context.tracing.stop({ path: resolve(failures, `${name}-trace-${c}.zip`) }).catch(() => undefined);
        await context.tracing.start({ snapshots: true }).catch(() => undefined);
      }
    });
  });
  afterEach(() => assertNoCspViolations());
}

/** What guardJourney runs after each test: throws, failing the test, when any page broke its policy. */
export function assertNoCspViolations(): void {
  const seen = takeCspViolations();
  if (seen.length > 0) throw new Error(`Content-Security-Policy violations:\n${seen.join('\n')}`);
}
