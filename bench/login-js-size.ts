// Measures the JS a browser really loads for /login: builds the SPA, serves the whole portal,
// records every script response in Chromium and gzips each one.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium, startTestPortal } from '../tests/e2e/helpers/portal-harness';

const root = resolve(import.meta.dirname, '..');

export async function measureLoginJs(): Promise<{ files: { name: string; gzip: number }[]; total: number }> {
  execFileSync(process.execPath, [resolve(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  const portal = await startTestPortal();
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const files: { name: string; gzip: number }[] = [];
    page.on('response', async (res) => {
      if (res.request().resourceType() === 'script') {
        files.push({ name: new URL(res.url()).pathname, gzip: gzipSync(await res.body(), { level: 9 }).length });
      }
    });
    await page.goto(`${portal.url}/login`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    return { files, total: files.reduce((sum, f) => sum + f.gzip, 0) };
  } finally {
    await browser.close();
    await portal.close();
  }
}
