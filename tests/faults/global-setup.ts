// The fault suite runs the servers as production does: built (dist/server), behind Debian's haproxy.
import { execFileSync, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

export default function setup(): void {
  if (spawnSync('haproxy', ['-v']).status !== 0) throw new Error('The fault suite needs haproxy (apt-get install -y haproxy; .ci/run installs it).');
  if (spawnSync('redis-server', ['--version']).status !== 0) throw new Error('The fault suite needs redis-server.');
  const root = resolve(import.meta.dirname, '../..');
  execFileSync(process.execPath, ['scripts/build-servers.ts'], { cwd: root, stdio: 'inherit' });
}
