// A temporary SPA build for the gateway to serve: an index.html shaped like Vite's and one asset.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const INDEX_HTML = `<!doctype html>
<html lang="ja">
  <head>
    <meta charset="UTF-8" />
    <title>アカウントポータル</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

export interface SpaFixture {
  dir: string;
  remove(): Promise<void>;
}

export async function createSpaFixture(indexHtml = INDEX_HTML): Promise<SpaFixture> {
  const dir = await mkdtemp(join(tmpdir(), 'gateway-spa-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), indexHtml);
  await writeFile(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
