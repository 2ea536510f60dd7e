// The admin console's REST side on SQLite and PostgreSQL: the role checked by the service itself on
// every route, the search's semantics and its bounded pages, every action with its audit entry and
// activity event, the last-administrator rule, invitations, and the audit log.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAccount } from '../../src/account-service/accounts/account-admin.service';
import { fillSearchTerms, searchTermsOf } from '../../src/account-service/accounts/account-search';
import { listAccountPage } from '../../src/account-service/admin/account-list';
import { runAccountsCommand } from '../../src/account-service/cli/accounts-cli';
import { testDialects } from '../helpers/test-databases';
import { resetTokenIn, startHarness, taro, type Harness } from './support';
import { stepUpWithCode } from './step-up-support';

const adminPassword = 'the keeper of the keys 2027';
const admin = { loginId: 'admin', email: 'admin@example.jp', password: adminPassword, name: '管理 花子', nameKana: 'カンリ ハナコ', role: 'admin' };
const ip = { 'x-client-ip': '203.0.113.7' };

describe.each(testDialects)('the admin console (%s)', (dialect) => {
  let h: Harness;
  let adminToken: string;
  let userToken: string;

  async function signInAs(loginId: string, password: string, email: string): Promise<string> {
    const start = await h.startLogin(loginId, password);
    expect(start.statusCode, start.body).toBe(201);
    const verify = await h.verify(start.json().attemptId, await h.latestCode(email));
    expect(verify.statusCode, verify.body).toBe(201);
    return verify.json().token as string;
  }

  beforeEach(async () => {
    h = await startHarness(dialect);
    await createAccount(h.service.db, admin, h.clock);
    adminToken = await signInAs(admin.loginId, admin.password, admin.email);
    userToken = await h.signIn();
  });
  afterEach(async () => {
    await h?.close();
  });

  const as = (token: string) => ({ 'x-session-token': token, ...ip });
  const code = async (loginId: string) =>
    (await h.service.db.selectFrom('accounts').select('account_code').where('login_id', '=', loginId).executeTakeFirstOrThrow()).account_code;
  const act = async (loginId: string, body: Record<string, unknown>, token = adminToken) =>
    h.api('POST', `/v1/admin/accounts/${await code(loginId)}/actions`, body, as(token));
  const search = (query: string, token = adminToken) => h.api('GET', `/v1/admin/accounts${query}`, undefined, as(token));
  const loginIds = (res: { statusCode: number; body: string; json(): { accounts: { loginId: string }[] } }) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json().accounts.map((a) => a.loginId);
  };
  const audit = async () => (await h.api('GET', '/v1/admin/audit', undefined, as(adminToken))).json().entries as Record<string, unknown>[];

  it('checks the role on every route itself: 401 signed out, 403 for a user and for an admin who must change the password', async () => {
    const taroCode = await code('taro');
    const routes: [string, string, unknown?][] = [
      ['GET', '/v1/admin/accounts'],
      ['GET', `/v1/admin/accounts/${taroCode}`],
      ['GET', `/v1/admin/accounts/${taroCode}/events`],
      ['POST', `/v1/admin/accounts/${taroCode}/actions`, { action: 'end_sessions' }],
      ['POST', '/v1/admin/invitations', { loginId: 'newbie', email: 'newbie@example.jp', name: '新人' }],
      ['GET', '/v1/admin/audit'],
    ];
    for (const [method, url, body] of routes) {
      expect((await h.api(method as 'GET', url, body)).statusCode, url).toBe(401);
      const forbidden = await h.api(method as 'GET', url, body, as(userToken));
      expect(forbidden.statusCode, url).toBe(403);
      expect(forbidden.json().code).toBe('FORBIDDEN');
    }
    await runAccountsCommand(h.service.db, ['require-password-change', '--login-id', 'admin']);
    for (const [method, url, body] of routes) expect((await h.api(method as 'GET', url, body, as(adminToken))).statusCode, url).toBe(403);
    // Nothing happened: no invitation, no ended session, no audit entry.
    expect(await h.service.db.selectFrom('admin_audit').select('id').where('action', '<>', 'require_password_change').execute()).toEqual([]);
    expect((await h.api('GET', '/v1/session', undefined, as(userToken))).statusCode).toBe(200);
  });

  it('searches a prefix of login ID, e-mail or account code, and a part of the name or reading, whatever the width, case or kana', async () => {
    await createAccount(h.service.db, { loginId: 'tanaka.ichiro', email: 'ichiro@tanaka.example', password: 'a fine password', name: '田中 一郎', nameKana: 'タナカ イチロウ' }, h.clock);
    await createAccount(h.service.db, { loginId: 'suzuki', email: 'tanaka-fan@example.jp', password: 'a fine password', name: '鈴木 次郎', nameKana: 'スズキ ジロウ' }, h.clock);
    await createAccount(h.service.db, { loginId: 'kana_only', email: 'k@example.jp', password: 'a fine password', name: 'Tanaka Kenta', nameKana: 'タナカ ケンタ' }, h.clock);
    const q = (text: string) => search(`?q=${encodeURIComponent(text)}`);

    expect(loginIds(await q('tanaka'))).toEqual(['kana_only', 'suzuki', 'tanaka.ichiro']); // name, e-mail prefix, login ID prefix
    expect(loginIds(await q('ＴＡＮＡＫＡ．Ｉ'))).toEqual(['tanaka.ichiro']); // full-width, upper case
    expect(loginIds(await q('田中'))).toEqual(['tanaka.ichiro']);
    expect(loginIds(await q('田'))).toEqual(['tanaka.ichiro', 'taro']); // 田中 and 山田
    expect(loginIds(await q('中 一'))).toEqual(['tanaka.ichiro']); // white space does not matter
    expect(loginIds(await q('たなか'))).toEqual(['kana_only', 'tanaka.ichiro']); // hiragana finds the katakana reading
    expect(loginIds(await q('ﾀﾅｶｲﾁ'))).toEqual(['tanaka.ichiro']); // half-width kana
    expect(loginIds(await q('ichiro@'))).toEqual(['tanaka.ichiro']);
    expect(loginIds(await q('naka'))).toEqual(['kana_only']); // a login ID matches by prefix only; a name by any part
    expect(loginIds(await q((await code('suzuki')).toLowerCase()))).toEqual(['suzuki']);
    expect(loginIds(await q('存在しない名前'))).toEqual([]);
    expect(loginIds(await q('   '))).toHaveLength(5); // blank: everyone
    expect(loginIds(await q('💥'.repeat(150)))).toEqual([]); // long and odd input is cut, never an error
    expect((await search(`?q=${'x'.repeat(201)}`)).statusCode).toBe(400);
  });

  it('filters by role and by the status as it is now, newest first, a page at a time with a cursor', async () => {
    for (let i = 0; i < 7; i++) {
      h.clock.advanceSeconds(1);
      await createAccount(h.service.db, { loginId: `member${i}`, email: `member${i}@example.jp`, password: 'a fine password', name: `会員 ${i}` }, h.clock);
    }
    const page1 = await search('?limit=3');

    expect(loginIds(page1)).toEqual(['member6', 'member5', 'member4']);
    expect(page1.json().complete).toBe(true);
    const page2 = await search(`?limit=3&after=${page1.json().nextCursor}`);

    expect(loginIds(page2)).toEqual(['member3', 'member2', 'member1']);
    const page3 = await search(`?limit=3&after=${page2.json().nextCursor}`);
    expect(loginIds(page3)).toEqual(['member0', 'admin', 'taro']);
    expect(page3.json().nextCursor).toBeNull();
    expect((await search('?after=not-a-cursor')).json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'after' });
    expect((await search('?limit=0')).statusCode).toBe(400);

    expect(loginIds(await search('?role=admin'))).toEqual(['admin']);
    await act('member2', { action: 'disable' });
    expect(loginIds(await search('?status=disabled'))).toEqual(['member2']);
    // Ten wrong passwords lock member4 for a while; once the lock runs out it counts as active again.
    for (let i = 0; i < 10; i++) {
      h.clock.advanceSeconds(31);
      await h.startLogin('member4', 'wrong password');
    }
    expect(loginIds(await search('?status=locked'))).toEqual(['member4']);
    expect((await search('?status=locked')).json().accounts[0].lockedUntil).toEqual(expect.any(String));
    h.clock.advanceMinutes(31);
    adminToken = await signInAs(admin.loginId, admin.password, admin.email); // the old session sat idle too long
    expect(loginIds(await search('?status=locked'))).toEqual([]);
    expect(loginIds(await search('?status=active&q=member'))).toEqual(['member6', 'member5', 'member4', 'member3', 'member1', 'member0']);
  });

  it('looks through a bounded number of candidates per page, and says so when it stops early', async () => {
    for (let i = 0; i < 30; i++) await createAccount(h.service.db, { loginId: `bulk${i}`, email: `bulk${i}@example.jp`, password: 'a fine password', name: `一括 ${i}` }, h.clock);
    const limits = { maxScanned: 10, budgetMs: 1000, exactLimit: 5, window: 5, maxWindow: 5 };
    const now = h.clock.now();
    // Only admin is an administrator: the filter alone walks the role index, so it is found at once.
    expect((await listAccountPage(h.service.db, { role: 'admin', limit: 5 }, now, limits)).rows.map((r) => r.login_id)).toEqual(['admin']);
    // A name all 30 share, but no administrator has: the page stops after 10 candidates, and goes on from there.
    const query = { search: '一括', role: 'admin' as const, limit: 5 };
    let page = await listAccountPage(h.service.db, query, now, limits);
    expect(page).toMatchObject({ rows: [], complete: false, nextCursor: expect.any(String) });
    let pages = 1;
    while (page.nextCursor) {
      page = await listAccountPage(h.service.db, { ...query, after: page.nextCursor }, now, limits);
      pages += 1;
    }
    expect(page).toMatchObject({ rows: [], complete: true });
    // 30 candidates, 10 a page: three pages of looking, and a last one that finds the end.
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(pages).toBeLessThanOrEqual(4);
    // The rarest of a search's bigrams is the one walked: 「一括99」 has none, so nothing is looked through.
    expect(await listAccountPage(h.service.db, { search: '一括 99', limit: 5 }, now, limits)).toEqual({ rows: [], nextCursor: null, complete: true });
  });

  it('keeps the search terms with the account: a new name, a new e-mail address, and accounts made before the search existed', async () => {
    const patch = await h.api('PATCH', '/v1/session/account', { name: '佐藤 太郎' }, as(userToken));
    expect(patch.statusCode).toBe(200);
    expect(loginIds(await search(`?q=${encodeURIComponent('佐藤')}`))).toEqual(['taro']);
    expect(loginIds(await search(`?q=${encodeURIComponent('山田')}`))).toEqual([]);

    // An account whose terms are missing (as after the migration) is found once the fill has run.
    const taroRow = await h.service.db.selectFrom('accounts').selectAll().where('login_id', '=', 'taro').executeTakeFirstOrThrow();
    await h.service.db.deleteFrom('account_search_terms').where('seq', '=', taroRow.seq).execute();
    await h.service.db.updateTable('accounts').set({ search_version: 0 }).where('id', '=', taroRow.id).execute();
    expect(loginIds(await search(`?q=${encodeURIComponent('佐藤')}`))).toEqual([]);
    expect(await fillSearchTerms(h.service.db)).toBe(1);
    expect(loginIds(await search(`?q=${encodeURIComponent('佐藤')}`))).toEqual(['taro']);
    const stored = await h.service.db.selectFrom('account_search_terms').select('term').where('seq', '=', taroRow.seq).execute();
    expect(stored.map((r) => r.term).sort()).toEqual(searchTermsOf(taroRow).sort());
  });

  it('unlocks an account ten wrong passwords locked, and its owner signs in; audited with who, what, whom, when and from where', async () => {
    for (let i = 0; i < 10; i++) {
      h.clock.advanceSeconds(31);
      await h.startLogin(taro.loginId, 'wrong password');
    }
    expect((await h.startLogin()).statusCode).toBe(401);
    const detail = await h.api('GET', `/v1/admin/accounts/${await code('taro')}`, undefined, as(adminToken));
    expect(detail.json().account).toMatchObject({ status: 'locked', lockedUntil: expect.any(String) });
    // Five minutes after the administrator's sign-in, an action needs a step-up first.
    expect((await act('taro', { action: 'unlock' })).json()).toMatchObject({ code: 'STEP_UP_REQUIRED', stepUpMethod: 'EMAIL_CODE_AND_PASSWORD' });
    await stepUpWithCode(h, adminToken, admin.email, admin.password, ip);

    const res = await act('taro', { action: 'unlock' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ account: { status: 'active', lockedUntil: null }, failedLoginCount: 0, self: false });
    expect((await h.startLogin()).statusCode).toBe(201);
    expect((await act('taro', { action: 'enable' })).json().code).toBe('ACTION_NOT_APPLICABLE');

    expect(await audit()).toEqual([
      {
        id: expect.any(String),
        at: h.clock.now().toISOString(),
        actor: 'administrator',
        actorAccountCode: await code('admin'),
        actorLoginId: 'admin',
        action: 'unlock',
        targetAccountCode: await code('taro'),
        targetLoginId: 'taro',
        role: null,
        ipAddress: '203.0.113.7',
      },
    ]);
    const events = (await h.api('GET', `/v1/admin/accounts/${await code('taro')}/events`, undefined, as(adminToken))).json().events;
    expect(events[0]).toMatchObject({ kind: 'account_unlocked', actor: 'administrator', details: { by: 'administrator' }, ipAddress: null });
  });

  it('disables (sessions end, sign-in refused) and enables; never the admin themself', async () => {
    const disabled = await act('taro', { action: 'disable' });
    expect(disabled.json()).toMatchObject({ account: { status: 'disabled' }, sessions: [] });
    expect((await h.api('GET', '/v1/session', undefined, as(userToken))).statusCode).toBe(401);
    expect((await h.startLogin()).statusCode).toBe(401);
    expect((await act('taro', { action: 'disable' })).json().code).toBe('ACTION_NOT_APPLICABLE');
    expect((await act('taro', { action: 'send_reset_link' })).json().code).toBe('ACTION_NOT_APPLICABLE');
    expect((await act('taro', { action: 'enable' })).json().account.status).toBe('active');
    expect((await h.startLogin()).statusCode).toBe(201);

    await createAccount(h.service.db, { ...admin, loginId: 'admin2', email: 'admin2@example.jp' }, h.clock);
    const self = await act('admin', { action: 'disable' });
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe('CANNOT_DISABLE_SELF');
    expect((await audit()).map((e) => e.action)).toEqual(['enable', 'disable']);
  });

  it('keeps at least one active administrator, even when two demote each other at the same moment', async () => {
    await act('taro', { action: 'set_role', role: 'admin' });
    const hanako = { loginId: 'hanako', email: 'hanako@example.jp', password: 'cherry blossoms in spring', name: '花子' };
    await createAccount(h.service.db, hanako, h.clock);
    expect((await act('admin', { action: 'set_role' })).json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'role' });
    expect((await act('admin', { action: 'set_role', role: 'admin' })).json().code).toBe('ACTION_NOT_APPLICABLE');
    // taro (now an admin) signs in again, then the two admins demote each other at once.
    const taroAdmin = await h.signIn();
    const [a, b] = await Promise.all([act('taro', { action: 'set_role', role: 'user' }), act('admin', { action: 'set_role', role: 'user' }, taroAdmin)]);
    // One wins. The other is refused: as the last administrator (both passed the role check), or as no
    // longer an administrator at all (the winner had committed before its role check).
    expect([a, b].filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(['LAST_ACTIVE_ADMIN', 'FORBIDDEN']).toContain([a, b].find((r) => r.statusCode !== 200)!.json().code);
    const admins = await h.service.db.selectFrom('accounts').select('login_id').where('role', '=', 'admin').execute();
    expect(admins).toHaveLength(1);
    // The one left can neither be demoted nor disabled (by anyone).
    const last = admins[0]!.login_id;
    const lastToken = last === 'admin' ? adminToken : taroAdmin;
    expect((await act(last, { action: 'set_role', role: 'user' }, lastToken)).json().code).toBe('LAST_ACTIVE_ADMIN');
  });

  it('requires a password change, ends every session, and mails a reset link that the owner can use', async () => {
    const other = await h.signIn();
    expect((await h.api('GET', `/v1/admin/accounts/${await code('taro')}`, undefined, as(adminToken))).json().sessions).toHaveLength(2);
    expect((await act('taro', { action: 'end_sessions' })).json().sessions).toEqual([]);
    for (const token of [userToken, other]) expect((await h.api('GET', '/v1/session', undefined, as(token))).statusCode).toBe(401);

    expect((await act('taro', { action: 'require_password_change' })).json().account.mustChangePassword).toBe(true);
    expect((await act('taro', { action: 'require_password_change' })).json().code).toBe('ACTION_NOT_APPLICABLE');
    expect((await act('taro', { action: 'resend_invitation' })).json().code).toBe('ACTION_NOT_APPLICABLE');

    expect((await act('taro', { action: 'send_reset_link' })).statusCode).toBe(200);
    const mail = (await h.mails(taro.email)).find((m) => resetTokenIn(m.text))!;
    expect(mail.text).toContain('管理者が、アカウント（ログインID: taro）のパスワード再設定のリンクを送りました');
    expect((await h.resetPassword(resetTokenIn(mail.text)!, 'a new passphrase from the link')).statusCode).toBe(204);
    expect((await h.startLogin(taro.loginId, 'a new passphrase from the link')).statusCode).toBe(201);
    expect((await audit()).map((e) => e.action)).toEqual(['send_reset_link', 'require_password_change', 'end_sessions']);
  });

  it('invites an account: created without a password, mailed a link, audited with its role; resends with a new link', async () => {
    const bad = (body: Record<string, unknown>) => h.api('POST', '/v1/admin/invitations', body, as(adminToken));
    expect((await bad({ loginId: 'Ｔａｒｏ', email: 'x@example.jp', name: '重複' })).json()).toMatchObject({ code: 'LOGIN_ID_UNAVAILABLE', field: 'loginId' });
    expect((await bad({ loginId: 'new one', email: 'x@example.jp', name: '名前' })).json()).toMatchObject({ code: 'LOGIN_ID_INVALID', field: 'loginId' });
    expect((await bad({ loginId: 'newone', email: taro.email.toUpperCase(), name: '名前' })).json()).toMatchObject({ code: 'EMAIL_UNAVAILABLE', field: 'email' });
    expect((await bad({ loginId: 'newone', email: 'not an address', name: '名前' })).json()).toMatchObject({ code: 'EMAIL_INVALID', field: 'email' });
    expect((await bad({ loginId: 'newone', email: 'x@example.jp', name: '名前', nameKana: 'かな' })).json()).toMatchObject({ code: 'NAME_KANA_INVALID', field: 'nameKana' });
    expect((await bad({ loginId: 'newone', email: 'x@example.jp', name: '名前', role: 'boss' })).statusCode).toBe(400);

    const res = await bad({ loginId: 'Sato.Hanako', email: 'sato@example.jp', name: '佐藤 花子', role: 'admin', locale: 'en' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().account).toMatchObject({ loginId: 'sato.hanako', role: 'admin', locale: 'en', invitationPending: true, status: 'active' });
    const first = resetTokenIn((await h.mails('sato@example.jp'))[0]!.text)!;
    expect((await h.checkToken(first)).json()).toMatchObject({ purpose: 'invitation' });
    expect((await act('sato.hanako', { action: 'send_reset_link' })).json().code).toBe('ACTION_NOT_APPLICABLE');
    expect((await act('sato.hanako', { action: 'require_password_change' })).json().code).toBe('ACTION_NOT_APPLICABLE');

    expect((await act('sato.hanako', { action: 'resend_invitation' })).statusCode).toBe(200);
    const second = resetTokenIn((await h.mails('sato@example.jp'))[0]!.text)!;
    expect(second).not.toBe(first);
    expect((await h.checkToken(first)).json().code).toBe('RESET_TOKEN_SUPERSEDED');
    expect((await h.resetPassword(second, 'hanako sets her own passphrase')).statusCode).toBe(204);
    expect((await search('?q=sato')).json().accounts[0].invitationPending).toBe(false);

    const entries = await audit();
    expect(entries.map((e) => [e.action, e.targetLoginId, e.role])).toEqual([
      ['resend_invitation', 'sato.hanako', null],
      ['invite', 'sato.hanako', 'admin'],
    ]);
    // The CLI's actions land in the same log, as the operator's: its creations too, with the role given.
    await runAccountsCommand(h.service.db, ['disable', '--login-id', 'taro']);
    expect((await audit())[0]).toMatchObject({ actor: 'operator', actorLoginId: null, action: 'disable', targetLoginId: 'taro', ipAddress: null });
    await runAccountsCommand(h.service.db, ['create', '--login-id', 'root2', '--email', 'root2@example.jp', '--password', 'a fine long passphrase', '--role', 'admin']);
    expect((await audit())[0]).toMatchObject({ actor: 'operator', action: 'create', targetLoginId: 'root2', role: 'admin', ipAddress: null });
  });

  it('holds against what a reviewer tried: odd characters, a pending invitation as the last admin, actions with nothing to do, races, a forged address', async () => {
    // Characters PostgreSQL refuses or that have no successor: a search, never a 5xx.
    for (const text of ['\u0000', 'adm\u0000', '\u{10FFFF}', 'a\u{10FFFF}', '\u{10FFFF}\u{10FFFF}']) {
      const res = await search(`?q=${encodeURIComponent(text)}`);
      expect(res.statusCode, JSON.stringify(text)).toBe(200);
    }
    expect(loginIds(await search(`?q=${encodeURIComponent('adm\u0000in')}`))).toEqual(['admin']);

    // An administrator whose invitation is pending cannot sign in: they do not keep the console staffed.
    const invited = await h.api('POST', '/v1/admin/invitations', { loginId: 'ghost', email: 'typo@example.invalid', name: '幽霊', role: 'admin' }, as(adminToken));
    expect(invited.statusCode, invited.body).toBe(201);
    expect((await act('admin', { action: 'set_role', role: 'user' })).json().code).toBe('LAST_ACTIVE_ADMIN');
    // Nor does one an operator locked (no end to the lock).
    await createAccount(h.service.db, { ...admin, loginId: 'admin2', email: 'admin2@example.jp' }, h.clock);
    await h.service.db.updateTable('accounts').set({ status: 'locked', locked_until: null }).where('login_id', '=', 'admin2').execute();
    expect((await act('admin', { action: 'set_role', role: 'user' })).json().code).toBe('LAST_ACTIVE_ADMIN');

    // Actions with nothing to do are refused, not recorded.
    expect((await act('taro', { action: 'unlock' })).json().code).toBe('ACTION_NOT_APPLICABLE');
    expect((await act('admin', { action: 'end_sessions' })).json().code).toBe('ACTION_NOT_APPLICABLE');
    expect((await act('taro', { action: 'end_sessions' })).statusCode).toBe(200);
    expect((await act('taro', { action: 'end_sessions' })).json().code).toBe('ACTION_NOT_APPLICABLE');

    // A sign-in half done when the account is disabled cannot be finished after it is enabled.
    const start = await h.startLogin();
    expect(start.statusCode).toBe(201);
    const mailed = await h.latestCode(taro.email);
    await act('taro', { action: 'disable' });
    await act('taro', { action: 'enable' });
    expect((await h.verify(start.json().attemptId, mailed)).statusCode).not.toBe(201);

    // Two invitations racing for one login ID: one account, and the other told why.
    const race = await Promise.all(
      ['race1@example.jp', 'race2@example.jp'].map((email) => h.api('POST', '/v1/admin/invitations', { loginId: 'racer', email, name: '競争' }, as(adminToken))),
    );
    expect(race.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(race.find((r) => r.statusCode === 400)!.json()).toMatchObject({ code: 'LOGIN_ID_UNAVAILABLE', field: 'loginId' });

    // Whatever arrives as the client's address, only an address is kept.
    await h.api('POST', `/v1/admin/accounts/${await code('taro')}/actions`, { action: 'require_password_change' }, { 'x-session-token': adminToken, 'x-client-ip': '<img src=x> forged' });
    expect((await audit())[0]).toMatchObject({ action: 'require_password_change', ipAddress: null });
    expect((await audit()).map((e) => e.action)).toEqual(['require_password_change', 'invite', 'enable', 'disable', 'end_sessions', 'invite']);
  });

  it('pages the audit log newest first with a cursor, and filters it by account', async () => {
    for (const action of ['end_sessions', 'require_password_change', 'send_reset_link']) await act('taro', { action });
    await createAccount(h.service.db, { loginId: 'jiro', email: 'jiro@example.jp', password: 'a fine password', name: '次郎' }, h.clock);
    await act('jiro', { action: 'set_role', role: 'admin' });
    const page1 = (await h.api('GET', '/v1/admin/audit?limit=2', undefined, as(adminToken))).json();
    expect(page1.entries.map((e: { action: string; role: string | null }) => [e.action, e.role])).toEqual([['set_role', 'admin'], ['send_reset_link', null]]);
    const page2 = (await h.api('GET', `/v1/admin/audit?limit=2&after=${page1.nextCursor}`, undefined, as(adminToken))).json();
    expect(page2.entries.map((e: { action: string }) => e.action)).toEqual(['require_password_change', 'end_sessions']);
    expect(page2.nextCursor).toBeNull();
    const taroOnly = (await h.api('GET', `/v1/admin/audit?accountCode=${(await code('taro')).toLowerCase()}`, undefined, as(adminToken))).json();
    expect(taroOnly.entries).toHaveLength(3);
    expect((await h.api('GET', '/v1/admin/accounts/A00000000', undefined, as(adminToken))).json().code).toBe('ACCOUNT_NOT_FOUND');
    expect((await h.api('POST', '/v1/admin/accounts/A00000000/actions', { action: 'unlock' }, as(adminToken))).statusCode).toBe(404);
    expect((await h.api('POST', `/v1/admin/accounts/${await code('taro')}/actions`, { action: 'explode' }, as(adminToken))).statusCode).toBe(400);
  });

  it('streams the CLI list newest first, a page at a time, with --search, --role, --status and --limit', async () => {
    for (let i = 0; i < 450; i += 150) {
      const rows = Array.from({ length: 150 }, (_, j) => ({ loginId: `cli${i + j}`, email: `cli${i + j}@example.jp`, password: 'a fine password', name: `一覧 ${i + j}` }));
      for (const row of rows) await createAccount(h.service.db, row, h.clock);
    }
    const printed: string[] = [];
    const returned = await runAccountsCommand(h.service.db, ['list', '--limit', '430'], undefined, (line) => printed.push(line));
    expect(returned).toEqual([]);
    expect(printed).toHaveLength(431);
    expect(printed[1]).toContain('\tcli449\t');
    expect((await runAccountsCommand(h.service.db, ['list', '--search', '一覧 44', '--limit', '3'])).slice(1).map((l) => l.split('\t')[1])).toEqual(['cli449', 'cli448', 'cli447']);
    expect((await runAccountsCommand(h.service.db, ['list', '--role', 'admin'])).slice(1).map((l) => l.split('\t')[1])).toEqual(['admin']);
    for (const bad of [['--limit', '0'], ['--limit', 'x'], ['--status', 'gone']]) {
      await expect(runAccountsCommand(h.service.db, ['list', ...bad])).rejects.toMatchObject({ code: 'MISSING_OPTION' });
    }
  }, 60_000);
});
