import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/vite-precompress.ts';
import { precompileMessages } from './scripts/vite-precompile-messages.ts';
import { prerender } from './scripts/vite-prerender.ts';
import { splitDocuments } from './scripts/vite-split-documents.ts';

// The SPA. In development Vite proxies the portal's server-side paths to `npm run dev`'s server.
const reactRouterProd = resolve(import.meta.dirname, 'node_modules/react-router/dist/production');
const backend = process.env.PORTAL_DEV_BACKEND ?? 'http://127.0.0.1:3000';
// The ICU parser's entry without the parser: the build compiles every text ahead (precompileMessages).
const parserless = fileURLToPath(import.meta.resolve('@formatjs/icu-messageformat-parser/no-parser.js'));
// The persisted Apollo cache is stamped with the schema it was written for; another schema drops it.
const schemaVersion = createHash('sha256')
  .update(readFileSync(resolve(import.meta.dirname, 'schema/gateway.graphql')))
  .digest('hex')
  .slice(0, 12);

// `vite --mode mock` (npm run dev:mock): the SPA runs the mocked schema in the page (src/app/mocks),
// so nothing is proxied; `vite build` (mode production) drops the mock code entirely.
export default defineConfig(async ({ command, mode, isSsrBuild }) => ({
  // precompress: .br and .gz beside every asset, sent by the gateway without per-request work.
  // precompileMessages: texts compiled to ICU ASTs, so the browser needs no ICU parser.
  // prerender: the public pages as HTML per language, which React hydrates (scripts/vite-prerender.ts).
  // splitDocuments: each GraphQL document in the chunk of the pages that use it.
  plugins: [
    react(),
    splitDocuments('src/app/gql/graphql.ts'),
    precompileMessages(parserless),
    precompress(),
    prerender({
      serverEntry: 'src/app/server-entry.tsx',
      // Each prerendered page's module (page-rules.ts's prerenderedPaths; the build checks they agree).
      pages: {
        '/login': 'src/app/features/login/login-page.tsx',
        '/passwordReissue': 'src/app/features/password-reissue/password-reissue-page.tsx',
        '/passwordReset': 'src/app/features/password-reset/password-reset-page.tsx',
      },
    }),
    // PORTAL_BUNDLE_REPORT=/tmp/bundle.html npx vite build: a treemap of the chunks with their gzip
    // sizes (rollup-plugin-visualizer), written where the variable says, never into the repository.
    ...(process.env.PORTAL_BUNDLE_REPORT && !isSsrBuild
      ? [(await import('rollup-plugin-visualizer')).visualizer({ filename: process.env.PORTAL_BUNDLE_REPORT, template: 'treemap', gzipSize: true })]
      : []),
  ],
  // Production builds drop development-only code: React Router publishes its production build
  // under dist/production only, and Apollo Client checks globalThis.__DEV__.
  resolve:
    command === 'build'
      ? {
          alias: [
            { find: /^react-router$/, replacement: resolve(reactRouterProd, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: resolve(reactRouterProd, 'dom-export.mjs') },
          ],
        }
      : {},
  define: {
    __PORTAL_SCHEMA_VERSION__: JSON.stringify(schemaVersion),
    ...(command === 'build' ? { 'globalThis.__DEV__': 'false' } : {}),
  },
  build: {
    outDir: 'dist/app',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    modulePreload: { polyfill: false },
  },
  server:
    mode === 'mock'
      ? { port: 5174 }
      : {
          proxy: {
            '/graphql': backend,
            '/dev': backend,
            '/env.json': backend,
            // The OpenID Provider's endpoints (issuer = PUBLIC_URL, this dev server's origin).
            '/oidc': backend,
            '/.well-known': backend,
          },
        },
}));
