// Measures the JS a browser really loads for /login: builds the SPA, serves the whole portal,
// records every script response in Chromium and gzips each one. The page is the Japanese one (the
// product's language, and what a browser asking for Japanese gets); `npx tsx bench/login-js-size.ts`
// runs it alone and also reports the English page, which adds its catalog. Each is measured twice: as
// a browser that offers passkeys in the login ID field's autofill gets it (the autofill's ceremony
// starts as the page opens, and loads the request channel and the WebAuthn helper for its challenge),
// and as one that does not (the page alone: what it takes to show, hydrate and take input).
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium, startTestPortal } from '../tests/e2e/helpers/portal-harness';

const root = resolve(import.meta.dirname, '..');

export interface LoginJs {
  files: { name: string; gzip: number }[];
  total: number;
  /** The same page in a browser without passkey autofill: the page's own JS. */
  pageOnly: { files: { name: string; gzip: number }[]; total: number };
}

export async function measureLoginJs(options: { locales?: string[]; build?: boolean } = {}): Promise<LoginJs & { byLocale: Record<string, LoginJs> }> {
  const locales = options.locales ?? ['ja-JP'];
  if (options.build !== false) {
    execFileSync(process.execPath, [resolve(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  }
  const portal = await startTestPortal();
  const browser = await launchChromium();
  try {
    const byLocale: Record<string, LoginJs> = {};
    const load = async (locale: string, autofill: boolean) => {
      const context = await browser.newContext({ locale });
      if (!autofill) {
        await context.addInitScript(() => {
          (window.PublicKeyCredential as unknown as { isConditionalMediationAvailable: () => Promise<boolean> }).isConditionalMediationAvailable = async () => false;
        });
      }
      const page = await context.newPage();
      const files: { name: string; gzip: number }[] = [];
      page.on('response', async (res) => {
        if (res.request().resourceType() === 'script') {
          files.push({ name: new URL(res.url()).pathname, gzip: gzipSync(await res.body(), { level: 9 }).length });
        }
      });
      await page.goto(`${portal.url}/login`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).waitFor();
      await context.close();
      return { files, total: files.reduce((sum, f) => sum + f.gzip, 0) };
    };
    for (const locale of locales) byLocale[locale] = { ...(await load(locale, true)), pageOnly: await load(locale, false) };
    return { ...byLocale[locales[0]!]!, byLocale };
  } finally {
    await browser.close();
    await portal.close();
  }
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === import.meta.filename) {
  const result = await measureLoginJs({ locales: ['ja-JP', 'en-US'], build: !process.argv.includes('--no-build') });
  for (const [locale, js] of Object.entries(result.byLocale)) {
    console.log(`/login (${locale}), JS loaded, gzip:`);
    for (const line of describeLoginJs(js)) console.log(line);
  }
}

/** The page's files, what the passkey autofill adds, and both totals. */
export function describeLoginJs(js: LoginJs): string[] {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;
  const own = new Set(js.pageOnly.files.map((f) => f.name));
  return [
    ...js.pageOnly.files.sort((a, b) => b.gzip - a.gzip).map((f) => `  ${f.name.padEnd(48)} ${kb(f.gzip)}`),
    `  the page: ${(js.pageOnly.total / 1024).toFixed(1)} KB gzip (target ≤ 150 KB)`,
    '  and where the browser offers passkeys in the autofill, its ceremony adds:',
    ...js.files.filter((f) => !own.has(f.name)).sort((a, b) => b.gzip - a.gzip).map((f) => `  ${f.name.padEnd(48)} ${kb(f.gzip)}`),
    `  with the autofill: ${(js.total / 1024).toFixed(1)} KB gzip`,
  ];
}
