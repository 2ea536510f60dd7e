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

  it('refuses an import cycle', async () => {
    const [result] = await eslint.lintFiles(['tests/lint-fixtures/cycle-a.ts']);
    expect(result!.messages.map((m) => m.ruleId)).toEqual(['import-x/no-cycle']);
  });
});
