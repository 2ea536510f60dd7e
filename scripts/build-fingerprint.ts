// A fingerprint of everything the build reads, written beside the build (dist/.build-fingerprint) by
// `npm run build` once the SPA and the servers are built, so `npm start` can tell whether the build it finds is the build of these sources.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const inputs = ['src', 'public', 'schema', 'index.html', 'package-lock.json', 'vite.config.ts', 'scripts'];
export const fingerprintFile = join(root, 'dist', '.build-fingerprint');

function files(path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full).sort().flatMap((name) => files(join(path, name)));
}

export function sourceFingerprint(): string {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(files)) hash.update(file).update('\0').update(readFileSync(join(root, file))).update('\0');
  return hash.digest('hex');
}

export function builtFingerprint(): string | null {
  return existsSync(fingerprintFile) ? readFileSync(fingerprintFile, 'utf8').trim() : null;
}

export function writeFingerprint(): void {
  writeFileSync(fingerprintFile, `${sourceFingerprint()}\n`);
}

// `node scripts/build-fingerprint.ts`: the last step of `npm run build`.
if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) writeFingerprint();
