import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-databases';
import {
  AdminError,
  createAccount,
  disableAccount,
  requirePasswordChange,
  setAccountRole,
  unlockAccount,
  enableAccount,
} from '../../src/account-service/accounts/account-admin.service';
import { runAccountsCommand } from '../../src/account-service/cli/accounts-cli';
import { ensureDemoAccount } from '../../src/account-service/demo-account';
import { startHarness, taro, type Harness } from './support';

async function adminError(promise: Promise<unknown>): Promise<AdminError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AdminError);
  return error as AdminError;
}

describe.each(testDialects)('account administration (%s)', (dialect) => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness(dialect);
  });
  afterEach(async () => {
    await h?.close();
  });
  const db = () => h.service.db;

  it('creates accounts with normalised, unique login IDs and e-mail addresses', async () => {
    const created = await createAccount(db(), { loginId: 'ＨＡＮＡＫＯ', email: 'Hanako@Example.com', password: 'twelve chars', name: '佐藤 花子', nameKana: 'ｻﾄｳ ﾊﾅｺ', role: 'admin', locale: 'en' });
    expect(created).toMatchObject({ loginId: 'hanako', email: 'Hanako@Example.com', name: '佐藤 花子', nameKana: 'サトウ ハナコ', role: 'admin', locale: 'en', status: 'active', mustChangePassword: false, phone: null });
    expect(created.accountCode).toMatch(/^A\d{8}$/);
    expect((await adminError(createAccount(db(), { loginId: 'HANAKO', email: 'other@example.com', password: 'twelve chars' }))).code).toBe('LOGIN_ID_UNAVAILABLE');
    expect((await adminError(createAccount(db(), { loginId: 'other', email: 'hanako@example.COM', password: 'twelve chars' }))).code).toBe('EMAIL_UNAVAILABLE');
  });

  it('refuses bad input with messages in Japanese and English', async () => {
    const base = { loginId: 'newuser', email: 'new@example.com', password: 'twelve chars' };
    const cases: [Partial<typeof base> & Record<string, string>, string][] = [
      [{ role: 'root' }, 'INVALID_ROLE'],
      [{ locale: 'fr' }, 'INVALID_LOCALE'],
      [{ password: 'eleven char' }, 'INVALID_PASSWORD'],
      [{ password: 'x'.repeat(129) }, 'INVALID_PASSWORD'],
      [{ loginId: 'a@b' }, 'LOGIN_ID_INVALID'],
      [{ loginId: 'ab' }, 'LOGIN_ID_INVALID'],
      [{ email: 'not-an-address' }, 'EMAIL_INVALID'],
      [{ nameKana: 'やまだ' }, 'NAME_KANA_INVALID'],
    ];
    for (const [change, code] of cases) {
      const error = await adminError(createAccount(db(), { ...base, ...change }));
      expect(error.code).toBe(code);
      expect(error.messageJa).toMatch(/[ぁ-んァ-ン一-龯]/);
      expect(error.messageEn).toMatch(/[a-z]/);
    }
    // 12 characters of any script count as 12, not as bytes.
    await createAccount(db(), { ...base, password: 'パスワードは十二文字ですよ' });
  });

  it('lists, disables, unlocks, sets roles and requires password changes', async () => {
    await h.startLogin(taro.loginId, 'wrong password');
    expect(await runAccountsCommand(db(), ['list'])).toEqual([expect.stringContaining('login ID'), expect.stringContaining('\ttaro\t')]);

    expect((await setAccountRole(db(), 'TARO', 'admin')).role).toBe('admin');
    expect((await adminError(setAccountRole(db(), 'taro', 'superuser'))).code).toBe('INVALID_ROLE');
    expect((await adminError(setAccountRole(db(), 'taro', 'admin'))).code).toBe('ACTION_NOT_APPLICABLE');
    expect(await requirePasswordChange(db(), 'taro')).toMatchObject({ mustChangePassword: true, mustChangePasswordReason: 'administrator' });

    // The last active administrator keeps the role and cannot be disabled, from the CLI too.
    expect((await adminError(disableAccount(db(), 'taro'))).code).toBe('LAST_ACTIVE_ADMIN');
    expect((await adminError(setAccountRole(db(), 'taro', 'user'))).code).toBe('LAST_ACTIVE_ADMIN');
    await createAccount(db(), { loginId: 'hanako', email: 'hanako@example.com', password: 'a fine password', role: 'admin' });

    const token = await h.signIn();
    expect((await disableAccount(db(), 'taro')).status).toBe('disabled');
    expect((await h.api('GET', '/v1/session', undefined, { 'x-session-token': token })).statusCode).toBe(401);
    expect((await h.startLogin()).statusCode).toBe(401);

    // Unlock lifts a lock, never a disable (the console refuses it too): that is enable's, on purpose.
    expect((await adminError(unlockAccount(db(), 'taro'))).code).toBe('ACTION_NOT_APPLICABLE');
    expect((await h.startLogin()).statusCode).toBe(401);
    expect((await enableAccount(db(), 'taro')).status).toBe('active');
    expect((await h.startLogin()).statusCode).toBe(201);
    expect((await adminError(unlockAccount(db(), 'nobody'))).code).toBe('ACCOUNT_NOT_FOUND');
  });

  it('unlock clears a lock and the login delay', async () => {
    for (let i = 0; i < 10; i++) {
      h.clock.advanceSeconds(31);
      await h.startLogin(taro.loginId, 'wrong password');
    }
    expect((await h.startLogin()).statusCode).toBe(401);
    await unlockAccount(db(), 'taro', h.clock);
    expect((await h.startLogin()).statusCode).toBe(201);
  });

  it('unlock lifts an active login delay at once', async () => {
    for (let i = 0; i < 6; i++) {
      h.clock.advanceSeconds(31);
      await h.startLogin(taro.loginId, 'wrong password');
    }
    // The 6th failure asked for a 4-second wait, which has not passed yet.
    expect((await h.startLogin()).statusCode).toBe(429);
    await unlockAccount(db(), 'taro', h.clock);
    expect((await h.startLogin()).statusCode).toBe(201);
  });

  it('runs CLI commands and reports operator mistakes', async () => {
    const out = await runAccountsCommand(db(), ['create', '--login-id', 'cli-user', '--email', 'cli@example.com', '--password', 'a fine password', '--role', 'admin']);
    expect(out.join('\n')).toContain('cli-user');
    expect((await runAccountsCommand(db(), ['list'])).join('\n')).toMatch(/cli-user[\s\S]*taro/);
    expect((await adminError(runAccountsCommand(db(), ['set-role', '--login-id', 'cli-user', '--role', 'user']))).code).toBe('LAST_ACTIVE_ADMIN');
    await runAccountsCommand(db(), ['set-role', '--login-id', 'taro', '--role', 'admin']);
    expect((await runAccountsCommand(db(), ['set-role', '--login-id', 'cli-user', '--role', 'user'])).join('')).toContain('\tuser\t');
    await runAccountsCommand(db(), ['require-password-change', '--login-id', 'cli-user']);
    await runAccountsCommand(db(), ['disable', '--login-id', 'cli-user']);
    expect((await adminError(runAccountsCommand(db(), ['unlock', '--login-id', 'cli-user']))).code).toBe('ACTION_NOT_APPLICABLE');
    expect((await runAccountsCommand(db(), ['enable', '--login-id', 'cli-user'])).join('')).toContain('\tactive\t');
    expect((await runAccountsCommand(db(), ['--help']))[0]).toContain('Usage');

    const mistakes: [string[], string][] = [
      [['create', '--login-id', 'x1y'], 'MISSING_OPTION'],
      [['create', '--login-id', 'cli-user', '--email', 'other@example.com', '--password', 'a fine password'], 'LOGIN_ID_UNAVAILABLE'],
      [['create', '--login-id', 'newer', '--email', 'cli@example.com', '--password', 'a fine password'], 'EMAIL_UNAVAILABLE'],
      [['create', '--login-id', 'newer', '--email', 'n@example.com', '--password', 'a fine password', '--role', 'boss'], 'INVALID_ROLE'],
      [['set-role', '--login-id', 'cli-user'], 'MISSING_OPTION'],
      [['unlock'], 'MISSING_OPTION'],
      [['explode'], 'MISSING_OPTION'],
      [['list', '--colour'], 'MISSING_OPTION'],
    ];
    for (const [argv, code] of mistakes) {
      expect((await adminError(runAccountsCommand(db(), argv))).code, argv.join(' ')).toBe(code);
    }
  });

  it('creates the demo account only in an empty database', async () => {
    expect(await ensureDemoAccount(db())).toBeNull();
    await db().deleteFrom('accounts').execute();
    const demo = await ensureDemoAccount(db(), h.clock);
    expect(demo).toMatchObject({ loginId: 'demo', email: 'demo@example.com' });
    expect(demo!.password.length).toBeGreaterThanOrEqual(16);
    expect((await runAccountsCommand(db(), ['list']))[1]).toMatch(/\tdemo\t.*\t山田 太郎$/);
    expect((await h.startLogin('demo', demo!.password)).statusCode).toBe(201);
    expect(await ensureDemoAccount(db())).toBeNull();
  });
});
