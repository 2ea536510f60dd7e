// Starts the whole portal (embedded default on a fresh SQLite file) and Debian's Chromium.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright-core';
import { loadPortalConfig } from '../../../src/main-config';
import { startPortal, type Portal } from '../../../src/main';

const root = resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);

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

export async function startTestPortal(env: Record<string, string> = {}): Promise<TestPortal> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const databaseUrl = `sqlite:${join(dir, 'portal.db')}`;
  const port = await freePort();
  const config = loadPortalConfig({
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    // A journey is one browser on one IP loading many pages quickly; rate limits are tested elsewhere.
    GRAPHQL_RATE_LIMIT_PER_IP: '1000000',
    GRAPHQL_RATE_LIMIT_PER_TOKEN: '1000000',
    ...env,
  });
  const portal = await startPortal(config, { spaDir: resolve(root, 'dist/app') });
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
  const { stdout } = await run(resolve(root, 'node_modules/.bin/tsx'), ['src/account-service/cli/accounts-cli.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  return stdout;
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
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

interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** Waits for a new mail to `to` in the dev mailbox and returns the 6-digit code in it. */
export async function readCodeFromMailbox(portalUrl: string, to: string, after = 0): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${portalUrl}/dev/mailbox/messages?to=${encodeURIComponent(to)}`);
    const messages = (await res.json()) as MailboxMessage[];
    if (messages.length > after) {
      const match = /\b(\d{6})\b/.exec(messages[0]!.text);
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

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Serious or critical WCAG 2.1 A/AA violations axe finds on the page as it is now. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
