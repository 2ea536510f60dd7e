// Builds the servers to plain JavaScript (dist/server/*.js), so a production start compiles nothing:
// each entry is one ES module bundle of this project's code; packages stay in node_modules, except
// oidc-provider, which is bundled with its dependencies into dist/server/oidc-provider.js: imported
// from node_modules it takes ~320 ms to load (a few hundred files), bundled ~170 ms. The account
// service loads it after it listens (oidc/provider-host.ts), so the start does not wait for either.
import { build, type Plugin } from 'esbuild';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

export const serverEntries = {
  main: 'src/main.ts',
  gateway: 'src/gateway/server.ts',
  'account-service': 'src/account-service/server.ts',
  'accounts-cli': 'src/account-service/cli/accounts-cli.ts',
};

/** The project's `import('oidc-provider')` loads the bundle beside the entries, not the package. */
const providerApart: Plugin = {
  name: 'oidc-provider-apart',
  setup(build) {
    build.onResolve({ filter: /^oidc-provider$/ }, () => ({ path: './oidc-provider.js', external: true }));
  },
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
  plugins: [providerApart],
  sourcemap: true,
  logLevel: 'warning',
});

await build({
  absWorkingDir: root,
  entryPoints: { 'oidc-provider': 'node_modules/oidc-provider/lib/index.js' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  // Koa's CommonJS dependencies require() Node's own modules.
  banner: { js: "import { createRequire as __portalCreateRequire } from 'node:module'; const require = __portalCreateRequire(import.meta.url);" },
  sourcemap: true,
  logLevel: 'warning',
});
