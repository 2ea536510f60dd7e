import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The SPA. In development Vite proxies the portal's server-side paths to `npm run dev`'s server.
const reactRouterProd = resolve(import.meta.dirname, 'node_modules/react-router/dist/production');
const backend = process.env.PORTAL_DEV_BACKEND ?? 'http://127.0.0.1:3000';

export default defineConfig(({ command }) => ({
  plugins: [react()],
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
  define: command === 'build' ? { 'globalThis.__DEV__': 'false' } : {},
  build: {
    outDir: 'dist/app',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: {
      '/graphql': backend,
      '/dev': backend,
      '/env.json': backend,
    },
  },
}));
