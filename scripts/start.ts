// `npm start`: the embedded default from the built output. It builds first only when there is no
// build yet, or the sources changed since the last one (scripts/build-fingerprint.ts), so a restart
// starts at once, and a deployment that built once (`npm run build`) needs neither Vite nor esbuild
// at run time.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { builtFingerprint, sourceFingerprint } from './build-fingerprint.ts';

const root = resolve(import.meta.dirname, '..');
const entry = join(root, 'dist', 'server', 'main.js');

const built = builtFingerprint();
if (!existsSync(entry) || built !== sourceFingerprint()) {
  console.log(built === null ? 'No build yet: building the SPA and the servers…' : 'The sources changed since the last build: building…');
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
}
process.setSourceMapsEnabled(true);
const main = (await import(pathToFileURL(entry).href)) as { runPortal(): Promise<void> };
await main.runPortal();
