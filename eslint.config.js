// Lint keeps the code's shape:
// - the three rooms (src/app, src/gateway, src/account-service) meet only through schema/ (and the
//   code generated from it inside each room), and src/shared (pure rules both sides agree on);
// - the two server rooms share src/platform (operations plumbing, no business rule), which imports no
//   room and which the SPA never imports;
// - inside the SPA the direction is app → features → shared pieces: the app level (main.tsx,
//   server-entry.tsx, app-providers.tsx, layout/, routes/app-routes.tsx) may import features; a
//   feature imports shared pieces only, never another feature; shared pieces (components/, forms/,
//   i18n/, apollo/, …) import neither features nor the app level;
// - there is no import cycle anywhere;
// - clients/api-client is a package of its own (published apart from the portal): it imports only its
//   own files, its declared dependencies and no Node module (it runs in browsers too); the portal's
//   code never imports it.
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';

const rooms = ['src/app', 'src/gateway', 'src/account-service'];

const roomZones = [
  ...rooms.map((target) => ({
    target: `./${target}`,
    from: rooms.filter((r) => r !== target).map((r) => `./${r}`),
    message: 'Rooms meet only through schema/: use the generated contract types instead.',
  })),
  { target: './src/platform', from: rooms.map((r) => `./${r}`), message: 'src/platform serves the rooms; it imports none of them.' },
  { target: './src/app', from: './src/platform', message: 'src/platform is server-side plumbing; the SPA never imports it.' },
  {
    target: './src/shared',
    from: ['./src/app', './src/gateway', './src/account-service', './src/platform', './src/main.ts'],
    message: 'src/shared holds pure rules both sides agree on: it imports nothing of the project.',
  },
  {
    target: './clients/api-client',
    from: '.',
    except: ['./clients/api-client', './node_modules'],
    message: 'The API client is a package of its own: it imports only its files and its dependencies.',
  },
  { target: './src', from: './clients', message: "The API consumers' client is for programs outside the portal." },
];

const features = readdirSync(new URL('./src/app/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const appLevel = ['src/app/main.tsx', 'src/app/server-entry.tsx', 'src/app/app-providers.tsx', 'src/app/layout/**', 'src/app/routes/app-routes.tsx'];

const featureZones = features.map((feature) => ({
  target: `./src/app/features/${feature}`,
  from: './src/app/features',
  except: [`./${feature}`],
  message: 'A feature never imports another feature: move what both need to a shared piece (components/, forms/, …).',
}));
const sharedPieceZone = {
  target: './src/app',
  from: ['./src/app/features', ...appLevel.map((path) => `./${path.replace('/**', '')}`)],
  message: 'Shared pieces of the SPA import neither features nor the app level (layout, the routes table, main).',
};

const restrict = (zones) => ({ 'import-x/no-restricted-paths': ['error', { zones: [...roomZones, ...zones] }] });

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'data/**', 'src/app/gql/**', 'src/*/generated/**', 'clients/*/src/generated/**', 'clients/*/dist/**', 'tests/lint-fixtures/**'] },
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      // no-cycle reads the imported files too, which are TypeScript.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      ...restrict([]),
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { files: ['src/app/features/**/*.{ts,tsx}'], rules: restrict(featureZones) },
  { files: ['src/app/**/*.{ts,tsx}'], ignores: ['src/app/features/**', ...appLevel], rules: restrict([sharedPieceZone]) },
  {
    files: ['clients/api-client/**/*.ts'],
    ignores: ['clients/api-client/examples/**'],
    rules: {
      'import-x/no-nodejs-modules': 'error',
      'import-x/no-extraneous-dependencies': ['error', { packageDir: './clients/api-client', devDependencies: false, includeTypes: true }],
    },
  },
  // The package's examples are Node programs that are never published with it: Node modules, and the
  // package's devDependencies (openid-client), are theirs to use.
  {
    files: ['clients/api-client/examples/**/*.ts'],
    rules: { 'import-x/no-extraneous-dependencies': ['error', { packageDir: './clients/api-client', devDependencies: true, includeTypes: true }] },
  },
);
