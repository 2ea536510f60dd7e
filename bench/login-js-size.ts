// Measures the JS a browser really loads for /login: builds the SPA, serves the whole portal,
// records every script response in Chromium and gzips each one. The page is the Japanese one (the
// product's language, and what a browser asking for Japanese gets); `npx tsx bench/login-js-size.ts`
// runs it alone and also reports the English page, which adds its catalog.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium, startTestPortal } from '../tests/e2e/helpers/portal-harness';

const root = resolve(import.meta.dirname, '..');

export interface LoginJs {
  files: { name: string; gzip: number }[];
  total: number;
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
    for (const locale of locales) {
      const page = await (await browser.newContext({ locale })).newPage();
      const files: { name: string; gzip: number }[] = [];
      page.on('response', async (res) => {
        if (res.request().resourceType() === 'script') {
          files.push({ name: new URL(res.url()).pathname, gzip: gzipSync(await res.body(), { level: 9 }).length });
        }
      });
      await page.goto(`${portal.url}/login`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).waitFor();
      byLocale[locale] = { files, total: files.reduce((sum, f) => sum + f.gzip, 0) };
    }
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
    for (const f of js.files.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${f.name.padEnd(48)} ${(f.gzip / 1024).toFixed(1).padStart(7)} KB`);
    console.log(`  total: ${(js.total / 1024).toFixed(1)} KB gzip (target ≤ 150 KB)`);
  }
}
