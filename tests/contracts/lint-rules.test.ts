// The lint rules that keep the code's shape (eslint.config.js) fail on what they are meant to refuse.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ ignore: false });

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('lint', () => {
  it('refuses a feature importing another feature', async () => {
    const messages = await ruleIds("import { LoginPage } from '../login/login-page';\nexport const page = LoginPage;\n", 'src/app/features/logout/fixture.ts');
    expect(messages).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*A feature never imports another feature/)]);
  });

  it('lets a feature import its own files and shared pieces', async () => {
    const code = "import { PageHeading } from '../../components/ui/page-heading';\nimport { logoutMessages } from './messages';\nexport const used = [PageHeading, logoutMessages];\n";
    expect(await ruleIds(code, 'src/app/features/logout/fixture.ts')).toEqual([]);
  });

  it('refuses a shared piece importing a feature or the app level', async () => {
    expect(await ruleIds("import { LoginPage } from '../features/login/login-page';\nexport const page = LoginPage;\n", 'src/app/forms/fixture.ts')).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*Shared pieces of the SPA import neither features nor the app level/),
    ]);
    expect(await ruleIds("import { appRoutes } from '../../routes/app-routes';\nexport const r = appRoutes;\n", 'src/app/components/ui/fixture.ts')).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*Shared pieces/),
    ]);
  });

  it('refuses one room importing another', async () => {
    expect(await ruleIds("import { buildGateway } from '../gateway/app';\nexport const b = buildGateway;\n", 'src/account-service/fixture.ts')).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*Rooms meet only through schema/),
    ]);
  });

  it('keeps the API client a package of its own, and the portal off it', async () => {
    const client = 'clients/api-client/src/fixture.ts';
    const own = "import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';\nimport { unwrap } from './errors.ts';\nexport type D = DocumentTypeDecoration<unknown, unknown>;\nexport const u = unwrap;\n";
    expect(await ruleIds(own, client)).toEqual([]);
    expect(await ruleIds("import { taro } from '../../../tests/account-service/support';\nexport const t = taro;\n", client)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*The API client is a package of its own/),
    ]);
    expect(await ruleIds("import { readFile } from 'node:fs/promises';\nexport const r = readFile;\n", client)).toEqual([expect.stringMatching(/^import-x\/no-nodejs-modules: /)]);
    expect(await ruleIds("import { z } from 'zod';\nexport const s = z;\n", client)).toEqual([expect.stringMatching(/^import-x\/no-extraneous-dependencies: /)]);
    expect(await ruleIds("import { unwrap } from '../../clients/api-client/src/errors.ts';\nexport const u = unwrap;\n", 'src/shared/fixture.ts')).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*The API consumers' client is for programs outside the portal/),
    ]);
  });

  it('refuses an import cycle', async () => {
    const [result] = await eslint.lintFiles(['tests/lint-fixtures/cycle-a.ts']);
    expect(result!.messages.map((m) => m.ruleId)).toEqual(['import-x/no-cycle']);
  });
});
