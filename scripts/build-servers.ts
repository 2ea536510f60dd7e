// Builds the servers to plain JavaScript (dist/server/*.js), so a production start compiles nothing:
// each entry is one ES module bundle of this project's code; packages stay in node_modules.
import { build } from 'esbuild';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

export const serverEntries = {
  main: 'src/main.ts',
  gateway: 'src/gateway/server.ts',
  'account-service': 'src/account-service/server.ts',
  'accounts-cli': 'src/account-service/cli/accounts-cli.ts',
};

await build({
  absWorkingDir: root,
  entryPoints: serverEntries,
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
