// Where the project's files are, for the sources under tsx and for the bundles in dist/server alike:
// the nearest folder above this module that holds the portal's package.json.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

function findRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'account-portal') return dir;
    if (dirname(dir) === dir) throw new Error(`package.json of account-portal not found above ${from}`);
  }
}

export const projectRoot: string = findRoot(import.meta.dirname);

/** A path inside the project (an absolute path stays as it is). */
export const projectPath = (...parts: string[]): string => resolve(projectRoot, ...parts);

/** package.json's version: the build version unless BUILD_VERSION says otherwise. */
export const packageVersion: string = (JSON.parse(readFileSync(projectPath('package.json'), 'utf8')) as { version: string }).version;
