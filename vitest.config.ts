import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Three kinds of tests: the server rooms on Node (each database suite runs on SQLite and PostgreSQL),
// the SPA's components in jsdom, and journeys in Debian's Chromium against the whole portal.
const serverTests = ['tests/account-service/**/*.test.ts', 'tests/gateway/**/*.test.ts', 'tests/platform/**/*.test.ts', 'tests/shared/**/*.test.ts', 'tests/contracts/**/*.test.ts'];
/** Server test files that replace a module with vi.mock. */
const mockingServerTests = ['tests/account-service/login-race.test.ts'];
/**
 * SPA test files that need a module graph and a document of their own: those that replace a module
 * with vi.mock (the browser's WebAuthn calls, the provider's redirect), and two whose waits were
 * written against a cold start and raced when the app's modules were already loaded (the phone menu
 * pressed while the page settles; form drafts, whose page changes now happen inside act).
 */
const isolatedAppTests = [
  'tests/app/form-drafts.test.tsx',
  'tests/app/login-ux.test.tsx',
  'tests/app/oauth-interaction-locale.test.tsx',
  'tests/app/oauth-interaction.test.tsx',
  'tests/app/passkey-first.test.tsx',
  'tests/app/passkey-signals.test.tsx',
  'tests/app/passkeys.test.tsx',
];

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default on two cores is one worker, and these suites mostly wait (on PostgreSQL, on
    // Chromium, on timers): three at a time keep both cores busy.
    maxWorkers: Number(process.env.PORTAL_TEST_WORKERS ?? 3),
    // npm run test:timing: the default output, and where the time went (tests/helpers/timing-reporter.ts).
    reporters: process.env.PORTAL_TEST_TIMING ? ['default', './tests/helpers/timing-reporter.ts'] : ['default'],
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: serverTests,
          // vi.mock replaces a module for its file alone, which needs a module graph of its own.
          exclude: mockingServerTests,
          environment: 'node',
          globalSetup: ['tests/helpers/postgres-global-setup.ts'],
          setupFiles: ['tests/helpers/cheap-hashes.ts'],
          // The server suites share one module graph per worker instead of importing Fastify,
          // Mercurius, Kysely and the rooms again for every file: no file keeps state in a module
          // (each builds its own app, database and registries).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server-mocking',
          include: mockingServerTests,
          environment: 'node',
          globalSetup: ['tests/helpers/postgres-global-setup.ts'],
          setupFiles: ['tests/helpers/cheap-hashes.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'app',
          include: ['tests/app/**/*.test.{ts,tsx}'],
          exclude: isolatedAppTests,
          environment: 'jsdom',
          setupFiles: ['tests/app/setup.ts'],
          // One jsdom document and one module graph per worker instead of a new window and React,
          // Apollo and the app imported again for every file (CPU of the project alone 253 → 105–130 s):
          // each test renders its own app with its own client and router, and the browser's stores
          // (localStorage, sessionStorage, cookies) are emptied after every test (setup.ts).
          isolate: false,
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'app-isolated',
          include: isolatedAppTests,
          environment: 'jsdom',
          setupFiles: ['tests/app/setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          setupFiles: ['tests/helpers/cheap-hashes.ts'],
          // As the server suites: one module graph per worker (the portal, Playwright) instead of
          // importing them again for every journey file (~7 s of import a file); each file starts its
          // own portal, in the worker's one Chromium (launchChromium), and the helpers' state is reset
          // before every test (guardJourney).
          isolate: false,
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: true,
        },
      },
      // The fault suite (npm run test:faults): the scale-out deployment under load, through faults.
      ...(process.env.PORTAL_FAULTS === '1'
        ? [
            {
              extends: true as const,
              test: {
                name: 'faults',
                include: ['tests/faults/**/*.test.ts'],
                environment: 'node',
                globalSetup: ['tests/faults/global-setup.ts'],
                testTimeout: 180_000,
                hookTimeout: 120_000,
                fileParallelism: false,
              },
            },
          ]
        : []),
    ],
  },
});
