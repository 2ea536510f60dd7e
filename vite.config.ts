import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The SPA. In development Vite proxies the portal's server-side paths to `npm run dev`'s server.
const backend = process.env.PORTAL_DEV_BACKEND ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/app',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
  },
  server: {
    proxy: {
      '/graphql': backend,
      '/dev': backend,
      '/env.json': backend,
    },
  },
});
