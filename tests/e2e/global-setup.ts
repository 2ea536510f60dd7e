// Journeys run against the built SPA, as users get it, and use the built accounts CLI, as operators
// do (`npm run accounts`): build both once before the e2e project.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

export default function setup(): void {
  const root = resolve(import.meta.dirname, '../..');
  execFileSync(process.execPath, [resolve(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    // vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  execFileSync(process.execPath, [resolve(root, 'scripts/build-servers.ts')], { cwd: root, stdio: 'inherit' });
}
