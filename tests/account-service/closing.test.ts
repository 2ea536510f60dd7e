// 退会 on SQLite and PostgreSQL: asking needs a fresh step-up and ends every session; during the 30
// days the account signs in but may only cancel or log out; cancelling mails; after 30 days
// housekeeping deletes the personal data (idempotently), keeps the audit rows with the account code
// only, frees the login ID and e-mail, and mails the address it erased; the last active administrator
// cannot leave.
import { afterEach, describe, expect, it } from 'vitest';
import { createAccount, disableAccount, enableAccount } from '../../src/account-service/accounts/account-admin.service';
import { runAccountsCommand } from '../../src/account-service/cli/accounts-cli';
import { SoftAuthenticator } from '../helpers/soft-authenticator';
import { testDialects } from '../helpers/test-databases';
import { chromeOnWindows } from '../helpers/user-agents';
import { startHarness, taro, type Harness } from './support';
import { stepUpWithCode, stepUpWithPasskey } from './step-up-support';

const browser = { 'x-client-user-agent': chromeOnWindows, 'x-client-ip': '203.0.113.7' };
const hanako = { loginId: 'hanako', email: 'hanako@example.com', password: 'sakura no hana 2026', name: '佐藤 花子', nameKana: 'サトウ ハナコ', role: 'admin' };
const day = 24 * 3_600_000;

describe.each(testDialects)('closing an account (%s)', (dialect) => {
  let h: Harness;
  afterEach(async () => h?.close());
  const as = (token: string) => ({ 'x-session-token': token, ...browser });
  const request = (token: string) => h.api('POST', '/v1/session/closing', undefined, as(token));
  const cancel = (token: string) => h.api('DELETE', '/v1/session/closing', undefined, as(token));
  const accountRow = (loginId = 'taro') => h.service.db.selectFrom('accounts').selectAll().where('login_id', '=', loginId).executeTakeFirst();

  async function signInAs(who: { loginId: string; email: string; password: string }): Promise<string> {
    const start = await h.startLogin(who.loginId, who.password, browser);
    expect(start.statusCode, start.body).toBe(201);
    const res = await h.verify(start.json().attemptId, await h.latestCode(who.email), browser);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().token as string;
  }

  it('needs a fresh step-up, then ends every session, mails the day of deletion and records it', async () => {
    h = await startHarness(dialect);
    const session = await h.signIn(browser);
    const other = await h.signIn(browser);
    h.clock.advanceMinutes(6);
    const refused = await request(session);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'STEP_UP_REQUIRED' });
    await stepUpWithCode(h, session, taro.email, taro.password, browser);

    const res = await request(session);
    expect(res.statusCode, res.body).toBe(201);
    const deletesAt = new Date(h.clock.now().getTime() + 30 * day).toISOString();
    expect(res.json()).toEqual({ requestedAt: h.clock.now().toISOString(), deletesAt });
    for (const token of [session, other]) expect((await h.api('GET', '/v1/session', undefined, as(token))).statusCode).toBe(401);
    const mail = (await h.mails(taro.email))[0]!;
    expect(mail.subject).toBe('【アカウントポータル】退会のお申し込みを受け付けました');
    expect(mail.text).toContain('2026年12月21日');
    expect(mail.text).toContain('http://localhost:3000/login');
    const kinds = (await h.service.db.selectFrom('account_events').select('kind').execute()).map((e) => e.kind);
    expect(kinds).toContain('closing_requested');
  });

  it('during the 30 days signing in works, but only cancelling and logging out do; cancelling mails and restores everything', async () => {
    h = await startHarness(dialect);
    expect((await request(await h.signIn(browser))).statusCode).toBe(201);
    h.clock.advance(10 * day);

    const session = await h.signIn(browser);
    const current = await h.api('GET', '/v1/session', undefined, as(session));
    expect(current.statusCode).toBe(200);
    expect(current.json().account).toMatchObject({ closingRequestedAt: expect.any(String), closingDeletesAt: expect.any(String) });
    // The access rule: every other operation is 403 FORBIDDEN, through the gateway's rule headers too.
    expect((await h.api('PATCH', '/v1/session/account', { name: '別の 名前' }, as(session))).json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await h.api('POST', '/v1/session/data-exports', undefined, as(session))).statusCode).toBe(403);
    expect((await h.api('GET', '/v1/session/sessions', undefined, { ...as(session), 'x-required-roles': 'user,admin', 'x-allow-must-change-password': 'true' })).statusCode).toBe(403);
    expect((await request(session)).statusCode).toBe(403);

    const cancelled = await cancel(session);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toEqual({ requestedAt: null, deletesAt: null });
    expect((await h.api('GET', '/v1/session', undefined, as(session))).json().account).toMatchObject({ closingRequestedAt: null, closingDeletesAt: null });
    expect((await h.api('GET', '/v1/session/sessions', undefined, as(session))).statusCode).toBe(200);
    expect((await h.mails(taro.email))[0]!.subject).toBe('【アカウントポータル】退会を取り消しました');
    // Cancelling again changes nothing (and mails nothing).
    const before = (await h.mails(taro.email)).length;
    expect((await cancel(session)).statusCode).toBe(200);
    expect((await h.mails(taro.email)).length).toBe(before);

    // Housekeeping long after deletes nothing: the request is gone.
    h.clock.advance(40 * day);
    expect((await h.service.housekeeping()).deletedAccounts).toEqual([]);
    expect(await accountRow()).toBeDefined();
  });

  it('a passkey sign-in during the 30 days works too, restricted the same way', async () => {
    h = await startHarness(dialect);
    const token = await h.signIn(browser);
    const authenticator = new SoftAuthenticator('http://localhost:3000');
    const start = await h.api('POST', '/v1/session/passkey-registrations', { currentPassword: taro.password }, as(token));
    const { ceremonyId, options } = start.json();
    expect((await h.api('POST', `/v1/session/passkey-registrations/${ceremonyId}`, { response: authenticator.register(options) }, as(token))).statusCode).toBe(201);
    // A fresh passkey step-up is what the request needs now (the account's strongest method).
    expect((await stepUpWithPasskey(h, token, authenticator, browser)).statusCode).toBe(200);
    expect((await request(token)).statusCode).toBe(201);

    const signInStart = (await h.api('POST', '/v1/passkey-sign-ins', undefined, browser)).json();
    const deviceToken = [...h.devices.values()][0];
    const grant = await h.api('POST', `/v1/passkey-sign-ins/${signInStart.ceremonyId}`, { response: authenticator.authenticate(signInStart.options), ...(deviceToken ? { deviceToken } : {}) }, browser);
    expect(grant.statusCode, grant.body).toBe(201);
    const session = grant.json().token as string;
    expect((await h.api('GET', '/v1/session', undefined, as(session))).json().account.closingDeletesAt).toEqual(expect.any(String));
    expect((await h.api('GET', '/v1/session/passkeys', undefined, { ...as(session), 'x-required-roles': 'user,admin' })).statusCode).toBe(403);
    expect((await cancel(session)).statusCode).toBe(200);
  });

  it('after 30 days deletes the personal data once, keeps the audit rows with the code only, and frees the login ID and e-mail', async () => {
    h = await startHarness(dialect);
    await createAccount(h.service.db, hanako, h.clock);
    // Audit rows naming taro (an operator's actions).
    await disableAccount(h.service.db, 'taro', h.clock);
    await enableAccount(h.service.db, 'taro', h.clock);
    const { account_code: code, seq } = (await accountRow())!;
    expect((await request(await h.signIn(browser))).statusCode).toBe(201);

    h.clock.advance(30 * day - 60_000);
    expect((await h.service.housekeeping()).deletedAccounts).toEqual([]);
    h.clock.advance(120_000);
    expect((await h.service.housekeeping()).deletedAccounts).toEqual([code]);
    // Idempotent: a second run (or another instance) finds nothing.
    expect((await h.service.housekeeping()).deletedAccounts).toEqual([]);

    expect(await accountRow()).toBeUndefined();
    for (const table of ['sessions', 'account_events', 'login_attempts', 'known_devices', 'known_networks'] as const) {
      expect(await h.service.db.selectFrom(table).selectAll().execute(), table).toEqual([]);
    }
    expect(await h.service.db.selectFrom('account_search_terms').selectAll().where('seq', '=', seq).execute()).toEqual([]);
    const audit = await h.service.db.selectFrom('admin_audit').selectAll().where('target_account_code', '=', code).execute();
    expect(audit.map((row) => row.action)).toEqual(expect.arrayContaining(['disable', 'enable']));
    for (const row of audit) expect(row).toMatchObject({ target_account_id: null, target_login_id: null, target_account_code: code });
    expect(JSON.stringify(await h.service.db.selectFrom('admin_audit').selectAll().execute())).not.toContain('taro');

    // The deletion mail went to the address it erased; nothing else for it stays queued.
    const mails = await h.mails(taro.email);
    expect(mails[0]!.subject).toBe('【アカウントポータル】アカウントを削除しました');
    expect(mails[0]!.text).toContain(code);
    expect(await h.service.db.selectFrom('mail_outbox').select('subject').where('recipient', '=', taro.email).execute()).toEqual([{ subject: mails[0]!.subject }]);

    // Signing in fails like an unknown account; the login ID and e-mail are free; the code is never given again.
    const unknown = await h.startLogin('nobody-here', taro.password);
    const gone = await h.startLogin(taro.loginId, taro.password);
    expect(gone.statusCode).toBe(unknown.statusCode);
    expect(gone.json().code).toBe(unknown.json().code);
    const again = await createAccount(h.service.db, taro, h.clock);
    expect(again.accountCode).not.toBe(code);
    expect(await h.service.db.selectFrom('closed_accounts').select('account_code').execute()).toEqual([{ account_code: code }]);
  });

  it('refuses the last active administrator with LAST_ACTIVE_ADMIN; another administrator may leave', async () => {
    h = await startHarness(dialect);
    await createAccount(h.service.db, hanako, h.clock);
    const admin = await signInAs(hanako);
    const refused = await request(admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'LAST_ACTIVE_ADMIN' });
    expect((await accountRow('hanako'))!.closing_requested_at).toBeNull();

    await createAccount(h.service.db, { ...hanako, loginId: 'kenji', email: 'kenji@example.com', name: '田中 健二', nameKana: 'タナカ ケンジ' }, h.clock);
    expect((await request(admin)).statusCode).toBe(201);
    // The one left is now the last: a closing administrator counts for nothing.
    const kenji = await signInAs({ loginId: 'kenji', email: 'kenji@example.com', password: hanako.password });
    expect((await request(kenji)).json()).toMatchObject({ code: 'LAST_ACTIVE_ADMIN' });
  });

  it('lists the accounts waiting for deletion to administrators and the CLI, and the CLI cancels', async () => {
    h = await startHarness(dialect);
    await createAccount(h.service.db, hanako, h.clock);
    expect((await request(await h.signIn(browser))).statusCode).toBe(201);
    const admin = await signInAs(hanako);
    const listed = await h.api('GET', '/v1/admin/closing-accounts', undefined, as(admin));
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().accounts).toEqual([expect.objectContaining({ loginId: 'taro', closingDeletesAt: expect.any(String) })]);

    const env = { publicUrl: 'http://localhost:3000', clock: h.clock };
    const lines = await runAccountsCommand(h.service.db, ['closing', 'list'], env);
    expect(lines.join('\n')).toContain('taro');
    expect((await runAccountsCommand(h.service.db, ['closing', 'cancel', '--login-id', 'TARO'], env)).join('\n')).toContain('taro');
    expect((await accountRow())!.closing_requested_at).toBeNull();
    await expect(runAccountsCommand(h.service.db, ['closing', 'cancel', '--login-id', 'taro'], env)).rejects.toMatchObject({ code: 'ACTION_NOT_APPLICABLE' });
    const events = await h.service.db.selectFrom('account_events').select(['kind', 'actor']).where('kind', '=', 'closing_cancelled').execute();
    expect(events).toEqual([{ kind: 'closing_cancelled', actor: 'operator' }]);
  });
});
