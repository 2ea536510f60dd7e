// Lint keeps the three rooms apart: src/app, src/gateway and src/account-service meet only through
// schema/ (and the code generated from it inside each room).
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';

const rooms = ['src/app', 'src/gateway', 'src/account-service'];

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'data/**', 'src/app/gql/**', 'src/*/generated/**'] },
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: rooms.map((target) => ({
            target: `./${target}`,
            from: rooms.filter((r) => r !== target).map((r) => `./${r}`),
            message: 'Rooms meet only through schema/: use the generated contract types instead.',
          })),
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
);
