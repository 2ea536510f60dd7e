// The admin console's levels and the reset of an account's second factors (issue 23), on SQLite and
// PostgreSQL, through the real flows: an authenticator app enrolled and recovery codes made by their
// owner, passkeys registered and removed, then the administrator's list, filter, detail and reset.
// No answer ever holds a secret, a code, a hash or a key.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAccount } from '../../src/account-service/accounts/account-admin.service';
import { runAccountsCommand } from '../../src/account-service/cli/accounts-cli';
import { confirmAuthenticator, deleteAuthenticator, putPendingAuthenticator } from '../../src/account-service/authenticator/authenticator.repository';
import { deleteOwnPasskey, insertPasskey } from '../../src/account-service/passkeys/passkey.repository';
import { testDialects } from '../helpers/test-databases';
import { SoftAuthenticator } from '../helpers/soft-authenticator';
import { appCode } from '../helpers/totp';
import { startHarness, taro, type Harness } from './support';
import { stepUpWithCode, stepUpWithPasskey } from './step-up-support';

const origin = 'http://localhost:3000';
const admin = { loginId: 'admin', email: 'admin@example.jp', password: 'the keeper of the keys 2027', name: '管理 花子', nameKana: 'カンリ ハナコ', role: 'admin' };
const jiro = { loginId: 'jiro', email: 'jiro@example.jp', password: 'another long passphrase', name: '山田 次郎', nameKana: 'ヤマダ ジロウ' };
const hana = { loginId: 'hana', email: 'hana@example.jp', password: 'a passkey and nothing else', name: '佐藤 花', nameKana: 'サトウ ハナ' };
const browser = { 'x-client-user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'x-client-ip': '203.0.113.7' };

describe.each(testDialects)('admin: levels and second-factor reset (%s)', (dialect) => {
  let h: Harness;
  let adminToken: string;
  /** What must never appear in an answer: the app's secret, recovery codes, hashes and keys. */
  let secrets: string[];
  let taroSecret: string;
  let jiroPasskey: SoftAuthenticator;

  const as = (token: string) => ({ 'x-session-token': token, ...browser });
  const code = async (loginId: string) =>
    (await h.service.db.selectFrom('accounts').select('account_code').where('login_id', '=', loginId).executeTakeFirstOrThrow()).account_code;
  const detail = async (loginId: string) => h.api('GET', `/v1/admin/accounts/${await code(loginId)}`, undefined, as(adminToken));
  const act = async (loginId: string, action: string, token = adminToken) => h.api('POST', `/v1/admin/accounts/${await code(loginId)}/actions`, { action }, as(token));
  const search = async (query: string) => {
    const res = await h.api('GET', `/v1/admin/accounts${query}`, undefined, as(adminToken));
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  const loginIds = async (query: string) => ((await search(query)).json().accounts as { loginId: string }[]).map((a) => a.loginId);
  const expectNoSecret = (body: string) => {
    for (const secret of secrets) expect(body).not.toContain(secret);
  };

  async function signInAs(person: { loginId: string; password: string; email: string }): Promise<string> {
    const start = await h.startLogin(person.loginId, person.password, browser);
    expect(start.statusCode, start.body).toBe(201);
    const verify = await h.verify(start.json().attemptId, await h.latestCode(person.email), browser);
    expect(verify.statusCode, verify.body).toBe(201);
    return verify.json().token as string;
  }

  async function registerPasskey(token: string, password: string): Promise<SoftAuthenticator> {
    const authenticator = new SoftAuthenticator(origin);
    const start = await h.api('POST', '/v1/session/passkey-registrations', { currentPassword: password }, as(token));
    expect(start.statusCode, start.body).toBe(201);
    const { ceremonyId, options } = start.json();
    const added = await h.api('POST', `/v1/session/passkey-registrations/${ceremonyId}`, { response: authenticator.register(options) }, as(token));
    expect(added.statusCode, added.body).toBe(201);
    return authenticator;
  }

  /** jiro, signed in and stepped up with his passkey (his strongest method). */
  async function jiroSteppedUp(): Promise<string> {
    const token = await signInAs(jiro);
    expect((await stepUpWithPasskey(h, token, jiroPasskey, browser)).statusCode).toBe(200);
    return token;
  }

  /** taro signs in with his app's code. */
  async function taroSignedIn(): Promise<string> {
    h.clock.advanceSeconds(30);
    const start = await h.startLogin(taro.loginId, taro.password, browser);
    const verify = await h.verify(start.json().attemptId, appCode(taroSecret, h.clock.now()), browser);
    expect(verify.statusCode, verify.body).toBe(201);
    return verify.json().token as string;
  }

  beforeEach(async () => {
    h = await startHarness(dialect);
    await createAccount(h.service.db, admin, h.clock);
    await createAccount(h.service.db, jiro, h.clock);
    await createAccount(h.service.db, hana, h.clock);
    adminToken = await signInAs(admin);

    // taro: an authenticator app and recovery codes, made by taro.
    const taroToken = await h.signIn(browser);
    const enrol = await h.api('POST', '/v1/session/authenticator-app/enrolments', { currentPassword: taro.password }, as(taroToken));
    expect(enrol.statusCode, enrol.body).toBe(201);
    const secret = enrol.json().secret as string;
    taroSecret = secret;
    const confirm = await h.api('POST', '/v1/session/authenticator-app/confirmations', { code: appCode(secret, h.clock.now()) }, as(taroToken));
    expect(confirm.statusCode, confirm.body).toBe(200);
    const codes = await h.api('POST', '/v1/session/recovery-codes', { currentPassword: taro.password }, as(taroToken));
    expect(codes.statusCode, codes.body).toBe(201);

    // jiro: a passkey; hana: a passkey, then no password (as a passkey-first account that removed it).
    jiroPasskey = await registerPasskey(await signInAs(jiro), jiro.password);
    await registerPasskey(await signInAs(hana), hana.password);
    await h.service.db.updateTable('accounts').set({ password_hash: null }).where('login_id', '=', 'hana').execute();

    const stored = JSON.stringify([
      await h.service.db.selectFrom('authenticator_apps').selectAll().execute(),
      await h.service.db.selectFrom('recovery_codes').select('code_hash').execute(),
      await h.service.db.selectFrom('passkeys').select(['public_key', 'credential_id']).execute(),
      await h.service.db.selectFrom('accounts').select('password_hash').where('password_hash', 'is not', null).execute(),
    ]);
    secrets = [secret, ...(codes.json().codes as string[]), ...[...stored.matchAll(/"(?:secret_ciphertext|code_hash|public_key|credential_id|password_hash)":"([^"]+)"/g)].map((m) => m[1]!)];
    expect(secrets.length).toBeGreaterThan(15);
  });
  afterEach(async () => {
    await h?.close();
  });

  it('shows each account its level in the list and its methods in the detail, never a secret', async () => {
    const list = await search('');
    expectNoSecret(list.body);
    const levels = Object.fromEntries((list.json().accounts as { loginId: string; level: string }[]).map((a) => [a.loginId, a.level]));
    expect(levels).toEqual({ admin: 'password_mail', taro: 'authenticator_app', jiro: 'passkey', hana: 'passkey_only' });

    const taroDetail = await detail('taro');
    expectNoSecret(taroDetail.body);
    expect(taroDetail.json()).toMatchObject({ account: { level: 'authenticator_app' }, methods: { password: true, passkeys: 0, authenticatorApp: true, recoveryCodesRemaining: 10 } });
    expect((await detail('jiro')).json().methods).toEqual({ password: true, passkeys: 1, authenticatorApp: false, recoveryCodesRemaining: null });
    expect((await detail('hana')).json().methods).toEqual({ password: false, passkeys: 1, authenticatorApp: false, recoveryCodesRemaining: null });
    expect((await detail('admin')).json().methods).toEqual({ password: true, passkeys: 0, authenticatorApp: false, recoveryCodesRemaining: null });
  });

  it('filters by level, alone and with a search or a role, and follows the owner adding and removing methods', async () => {
    expect(await loginIds('?level=authenticator_app')).toEqual(['taro']);
    expect(await loginIds('?level=passkey')).toEqual(['jiro']);
    expect(await loginIds('?level=passkey_only')).toEqual(['hana']);
    expect(await loginIds('?level=password_mail')).toEqual(['admin']);
    expect(await loginIds('?level=password_mail&role=admin')).toEqual(['admin']);
    expect(await loginIds(`?level=passkey&q=${encodeURIComponent('山田')}`)).toEqual(['jiro']);
    expect(await loginIds('?level=passkey&role=admin')).toEqual([]);
    expect((await h.api('GET', '/v1/admin/accounts?level=strong', undefined, as(adminToken))).statusCode).toBe(400);

    // jiro adds the app: still a passkey account; removes the passkey: an app account.
    const jiroToken = await jiroSteppedUp();
    const enrol = await h.api('POST', '/v1/session/authenticator-app/enrolments', { currentPassword: jiro.password }, as(jiroToken));
    await h.api('POST', '/v1/session/authenticator-app/confirmations', { code: appCode(enrol.json().secret, h.clock.now()) }, as(jiroToken));
    expect(await loginIds('?level=passkey')).toEqual(['jiro']);
    const [passkey] = (await h.api('GET', '/v1/session/passkeys', undefined, as(jiroToken))).json().passkeys as { id: string }[];
    // The app's confirming code was the session's last proof: a passkey's is asked for again.
    await stepUpWithPasskey(h, jiroToken, jiroPasskey, browser);
    const removed = await h.api('POST', `/v1/session/passkeys/${passkey!.id}/deletion`, { currentPassword: jiro.password }, as(jiroToken));
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await loginIds('?level=authenticator_app')).toEqual(['jiro', 'taro']);
    expect(await loginIds('?level=passkey')).toEqual([]);
  });

  it('resets the second factors after a step-up: app and codes gone, sessions ended, audited, in the activity, the owner mailed', async () => {
    const taroSession = await taroSignedIn();
    // Past the five minutes of the administrator's sign-in: a step-up first, as for every action.
    h.clock.advanceMinutes(6);
    adminToken = await signInAs(admin);
    h.clock.advanceMinutes(6);
    expect((await act('taro', 'reset_second_factors')).json()).toMatchObject({ code: 'STEP_UP_REQUIRED' });
    await stepUpWithCode(h, adminToken, admin.email, admin.password, browser);

    const res = await act('taro', 'reset_second_factors');
    expect(res.statusCode, res.body).toBe(200);
    expectNoSecret(res.body);
    expect(res.json()).toMatchObject({ account: { level: 'password_mail' }, methods: { password: true, authenticatorApp: false, recoveryCodesRemaining: null }, sessions: [] });
    expect((await h.api('GET', '/v1/session', undefined, as(taroSession))).statusCode).toBe(401);
    expect(await h.service.db.selectFrom('recovery_codes').select('id').execute()).toEqual([]);

    // The next sign-in asks for the mailed code.
    const start = await h.startLogin(taro.loginId, taro.password, browser);
    expect(start.json()).toMatchObject({ secondStep: 'mail_code', recoveryCodes: false });

    const audit = (await h.api('GET', '/v1/admin/audit', undefined, as(adminToken))).json().entries;
    expect(audit[0]).toMatchObject({ actor: 'administrator', actorLoginId: 'admin', action: 'reset_second_factors', targetLoginId: 'taro', ipAddress: '203.0.113.7' });
    const events = (await h.api('GET', `/v1/admin/accounts/${await code('taro')}/events`, undefined, as(adminToken))).json().events;
    expect(events.find((e: { kind: string }) => e.kind === 'admin_action')).toMatchObject({ actor: 'administrator', details: { action: 'reset_second_factors' } });

    const mail = (await h.mails(taro.email)).find((m) => m.subject.includes('リセット'))!;
    expect(mail.subject).toBe('【アカウントポータル】管理者が2段階目の認証をリセットしました');
    expect(mail.text).toContain('管理者がアカウントの認証アプリとリカバリーコードを削除し、すべての端末からログアウトさせました');
    expect(mail.text).toContain('パスワードはそのままです');
    expect(mail.text).toContain('http://localhost:3000/security');
    expectNoSecret(mail.text);

    // Nothing is left to reset: refused, not recorded.
    expect((await act('taro', 'reset_second_factors')).json().code).toBe('ACTION_NOT_APPLICABLE');
    expect((await h.api('GET', '/v1/admin/audit', undefined, as(adminToken))).json().entries).toHaveLength(1);
  });

  it('refuses what it must not take: the administrator’s own methods, an account without a password, one with passkeys only; keeps passkeys', async () => {
    expect((await act('jiro', 'reset_second_factors')).json().code).toBe('ACTION_NOT_APPLICABLE');
    // hana has no password: her recovery codes would be her way back in.
    await h.service.db.insertInto('recovery_codes').values({ id: 'rc-hana', account_id: (await h.service.db.selectFrom('accounts').select('id').where('login_id', '=', 'hana').executeTakeFirstOrThrow()).id, code_hash: 'x'.repeat(64), created_at: h.clock.now().toISOString(), used_at: null }).execute();
    expect((await act('hana', 'reset_second_factors')).json().code).toBe('ACTION_NOT_APPLICABLE');
    expect(await h.service.db.selectFrom('recovery_codes').select('id').execute()).toHaveLength(11);

    // The administrator's own app is removed on /security, with its own step-up.
    const enrol = await h.api('POST', '/v1/session/authenticator-app/enrolments', { currentPassword: admin.password }, as(adminToken));
    await h.api('POST', '/v1/session/authenticator-app/confirmations', { code: appCode(enrol.json().secret, h.clock.now()) }, as(adminToken));
    expect((await detail('admin')).json().account.level).toBe('authenticator_app');
    expect((await act('admin', 'reset_second_factors')).json().code).toBe('ACTION_NOT_APPLICABLE');

    // jiro gets recovery codes: the reset takes them and leaves the passkey (the mail says so).
    const jiroToken = await jiroSteppedUp();
    expect((await h.api('POST', '/v1/session/recovery-codes', { currentPassword: jiro.password }, as(jiroToken))).statusCode).toBe(201);
    const res = await act('jiro', 'reset_second_factors');
    expect(res.json()).toMatchObject({ account: { level: 'passkey' }, methods: { passkeys: 1, recoveryCodesRemaining: null } });
    const mail = (await h.mails(jiro.email)).find((m) => m.subject.includes('リセット'))!;
    expect(mail.text).toContain('アカウントのリカバリーコードを削除し');
    expect(mail.text).toContain('パスキーとパスワードはそのままです');
  });

  it('the accounts CLI lists by level and resets as the operator, audited, the owner mailed with the portal\'s address', async () => {
    const env = { publicUrl: 'https://portal.example.jp', clock: h.clock };
    const loginIdsOf = (lines: string[]) => lines.slice(1).map((line) => line.split('\t')[1]);
    expect(loginIdsOf(await runAccountsCommand(h.service.db, ['list', '--level', 'passkey_only'], env))).toEqual(['hana']);
    expect(loginIdsOf(await runAccountsCommand(h.service.db, ['list', '--level', 'AUTHENTICATOR_APP'], env))).toEqual(['taro']);
    await expect(runAccountsCommand(h.service.db, ['list', '--level', 'strong'], env)).rejects.toMatchObject({ code: 'MISSING_OPTION' });

    const out = await runAccountsCommand(h.service.db, ['reset-second-factors', '--login-id', 'taro'], env);
    expect(out[0]).toContain('2段階目の認証をリセットしました');
    expect((await detail('taro')).json()).toMatchObject({ account: { level: 'password_mail' }, methods: { authenticatorApp: false, recoveryCodesRemaining: null } });
    const audit = (await h.api('GET', '/v1/admin/audit', undefined, as(adminToken))).json().entries;
    expect(audit[0]).toMatchObject({ actor: 'operator', action: 'reset_second_factors', targetLoginId: 'taro', ipAddress: null });
    const mail = (await h.mails(taro.email)).find((m) => m.subject.includes('リセット'))!;
    expect(mail.text).toContain('https://portal.example.jp/security');
    // The CLI says why it refuses, in both languages.
    await expect(runAccountsCommand(h.service.db, ['reset-second-factors', '--login-id', 'taro'], env)).rejects.toMatchObject({ code: 'ACTION_NOT_APPLICABLE' });
  });

  it('keeps the stored level right when the owner adds one method and removes another at the same moment', async () => {
    const db = h.service.db;
    const taroId = (await db.selectFrom('accounts').select('id').where('login_id', '=', 'taro').executeTakeFirstOrThrow()).id;
    const stored = async () => (await db.selectFrom('accounts').select('strongest_factor').where('id', '=', taroId).executeTakeFirstOrThrow()).strongest_factor;
    const pause = () => new Promise((resolve) => setTimeout(resolve, 30));
    const now = () => h.clock.now().toISOString();
    for (let round = 0; round < 3; round++) {
      // A passkey comes while the app goes: whichever commits last, the level is the passkey's.
      const passkeyId = `race-${round}`;
      await Promise.all([
        db.transaction().execute(async (trx) => {
          await insertPasskey(trx, { id: passkeyId, account_id: taroId, credential_id: `cred-${round}`, public_key: 'key', counter: 0, transports: null, device_type: 'multiDevice', backed_up: 1, aaguid: null, name: 'race', created_at: now(), last_used_at: null });
          await pause();
        }),
        db.transaction().execute(async (trx) => {
          await deleteAuthenticator(trx, taroId);
          await pause();
        }),
      ]);
      expect(await stored()).toBe('passkey');
      // And back: the passkey goes while an app is confirmed.
      await Promise.all([
        db.transaction().execute(async (trx) => {
          await deleteOwnPasskey(trx, taroId, passkeyId);
          await pause();
        }),
        db.transaction().execute(async (trx) => {
          const createdAt = now();
          await putPendingAuthenticator(trx, { account_id: taroId, secret_ciphertext: 'sealed', key_id: 'k', confirmed_at: null, last_used_step: null, created_at: createdAt });
          expect(await confirmAuthenticator(trx, taroId, createdAt, round, now())).toBe(true);
          await pause();
        }),
      ]);
      expect(await stored()).toBe('authenticator_app');
    }
  });
});
