// The admin console through the gateway over HTTP to the real account service (SQLite and PostgreSQL):
// the search and its pages in GraphQL words, one account with its sessions and activity, actions and
// invitations with their refusals typed, the audit log, and the levels with the second-factor reset.
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildGateway } from '../../src/gateway/app';
import { createAccount } from '../../src/account-service/accounts/account-admin.service';
import { startHarness, serviceToken, taro, type Harness } from '../account-service/support';
import { testDialects } from '../helpers/test-databases';
import { appCode } from '../helpers/totp';
import { LOGIN, VERIFY, cookie, gql } from './gateway-harness';

const admin = { loginId: 'admin', email: 'admin@example.jp', password: 'the keeper of the keys 2027', name: '管理 花子', role: 'admin' };
const SEARCH = `query ($search: String, $role: Role, $status: AccountStatus, $first: Int, $after: String) {
  adminAccountSearch(search: $search, role: $role, status: $status, first: $first, after: $after) {
    nodes { accountCode loginId name role status invitationPending lockedUntil createdAt }
    pageInfo { hasNextPage endCursor }
    complete
  }
}`;
const ACCOUNT = `query ($code: ID!) {
  adminAccount(accountCode: $code) {
    account { loginId status role mustChangePassword }
    phone department locale failedLoginCount self
    sessions { kind current }
    activity(first: 5) { nodes { kind actor action unlockedBy } pageInfo { hasNextPage } }
  }
}`;
const ACT = 'mutation ($input: AdminAccountActionInput!) { adminAccountAction(input: $input) { account { account { status role } sessions { id } } error { code field } } }';
const INVITE = 'mutation ($input: AdminInviteAccountInput!) { adminInviteAccount(input: $input) { account { account { loginId role invitationPending } locale } error { code field } } }';
const LEVELS = `query ($level: AccountLevel, $code: ID!) {
  adminAccountSearch(level: $level) { nodes { loginId level } }
  adminAccount(accountCode: $code) { account { level } methods { password passkeys authenticatorApp recoveryCodesRemaining } }
}`;
const AUDIT = 'query ($code: ID) { adminAudit(accountCode: $code) { nodes { actor actorLoginId action targetLoginId role ipAddress } pageInfo { hasNextPage } } }';

describe.each(testDialects)('the admin console through the gateway (%s)', (dialect) => {
  let h: Harness;
  let gateway: FastifyInstance;
  let cookies: { portal_session: string };

  async function signIn(loginId: string, password: string, email: string): Promise<{ portal_session: string }> {
    const login = await gql(gateway, LOGIN, { variables: { input: { loginId, password } } });
    const attempt = cookie(login.response, 'portal_login_attempt')!.value;
    const verify = await gql(gateway, VERIFY, { variables: { input: { code: await h.latestCode(email) } }, cookies: { portal_login_attempt: attempt } });
    return { portal_session: cookie(verify.response, 'portal_session')!.value };
  }

  beforeEach(async () => {
    h = await startHarness(dialect);
    await createAccount(h.service.db, admin, h.clock);
    await h.service.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (h.service.app.server.address() as { port: number }).port;
    gateway = await buildGateway({ accountServiceUrl: `http://127.0.0.1:${port}`, serviceToken, publicUrl: 'http://localhost:3000' });
    cookies = await signIn(admin.loginId, admin.password, admin.email);
  });
  afterEach(async () => {
    await gateway.close();
    await h.close();
  });

  const code = async (loginId: string) =>
    (await h.service.db.selectFrom('accounts').select('account_code').where('login_id', '=', loginId).executeTakeFirstOrThrow()).account_code;

  it('searches in GraphQL words, newest first, with a cursor; unknown codes are null; bad arguments are VALIDATION_FAILED', async () => {
    const first = (await gql(gateway, SEARCH, { variables: { first: 1 }, cookies })).body.data!.adminAccountSearch;
    expect(first).toMatchObject({ nodes: [{ loginId: 'admin', role: 'ADMIN', status: 'ACTIVE', invitationPending: false, lockedUntil: null }], pageInfo: { hasNextPage: true }, complete: true });
    const second = (await gql(gateway, SEARCH, { variables: { first: 1, after: first.pageInfo.endCursor }, cookies })).body.data!.adminAccountSearch;
    expect(second).toMatchObject({ nodes: [{ loginId: 'taro', role: 'USER' }], pageInfo: { hasNextPage: false, endCursor: null } });
    expect((await gql(gateway, SEARCH, { variables: { search: 'やまだ', role: 'USER', status: 'ACTIVE' }, cookies })).body.data!.adminAccountSearch.nodes.map((n: { loginId: string }) => n.loginId)).toEqual(['taro']);

    for (const [variables, field] of [[{ first: 0 }, 'first'], [{ first: 101 }, 'first'], [{ after: 'x y' }, 'after'], [{ search: 'x'.repeat(201) }, 'search']] as const) {
      const { body } = await gql(gateway, SEARCH, { variables, cookies });
      expect(body.errors?.[0]?.extensions, JSON.stringify(variables)).toMatchObject({ code: 'VALIDATION_FAILED', field });
    }
    expect((await gql(gateway, ACCOUNT, { variables: { code: 'A00000000' }, cookies })).body.data!.adminAccount).toBeNull();
    expect((await gql(gateway, ACCOUNT, { variables: { code: '../etc' }, cookies })).body.data!.adminAccount).toBeNull();
  });

  it('shows one account with its sessions and activity, and acts on it; the refusals are typed', async () => {
    await h.signIn();
    const taroCode = await code('taro');
    const detail = (await gql(gateway, ACCOUNT, { variables: { code: taroCode }, cookies })).body.data!.adminAccount;
    expect(detail).toMatchObject({ account: { loginId: 'taro', status: 'ACTIVE' }, locale: 'JA', self: false, sessions: [{ kind: 'BROWSER', current: false }] });

    const act = (input: Record<string, unknown>) => gql(gateway, ACT, { variables: { input }, cookies }).then((r) => r.body.data!.adminAccountAction);
    expect(await act({ accountCode: taroCode, action: 'DISABLE' })).toEqual({ account: { account: { status: 'DISABLED', role: 'USER' }, sessions: [] }, error: null });
    expect((await act({ accountCode: taroCode, action: 'DISABLE' })).error).toEqual({ code: 'ACTION_NOT_APPLICABLE', field: null });
    expect((await act({ accountCode: taroCode, action: 'ENABLE' })).account.account.status).toBe('ACTIVE');
    expect((await act({ accountCode: taroCode, action: 'SET_ROLE' })).error).toEqual({ code: 'VALIDATION_FAILED', field: 'role' });
    expect((await act({ accountCode: await code('admin'), action: 'DISABLE' })).error.code).toBe('CANNOT_DISABLE_SELF');
    expect((await act({ accountCode: await code('admin'), action: 'SET_ROLE', role: 'USER' })).error.code).toBe('LAST_ACTIVE_ADMIN');
    expect((await act({ accountCode: 'A00000000', action: 'UNLOCK' })).error.code).toBe('ACCOUNT_NOT_FOUND');
    expect((await act({ accountCode: 'no such code!', action: 'UNLOCK' })).error.code).toBe('ACCOUNT_NOT_FOUND');

    const activity = (await gql(gateway, ACCOUNT, { variables: { code: taroCode }, cookies })).body.data!.adminAccount.activity;
    expect(activity.nodes.slice(0, 2)).toEqual([
      { kind: 'ADMIN_ACTION', actor: 'ADMINISTRATOR', action: 'enable', unlockedBy: null },
      { kind: 'ADMIN_ACTION', actor: 'ADMINISTRATOR', action: 'disable', unlockedBy: null },
    ]);
  });

  it('invites with field errors typed, and lists each step in the audit log', async () => {
    const invite = (input: Record<string, unknown>) => gql(gateway, INVITE, { variables: { input }, cookies }).then((r) => r.body.data!.adminInviteAccount);
    expect((await invite({ loginId: taro.loginId, email: 'x@example.jp', name: '重複' })).error).toEqual({ code: 'LOGIN_ID_UNAVAILABLE', field: 'loginId' });
    expect((await invite({ loginId: 'ok.id', email: 'x@example.jp', name: '' })).error).toEqual({ code: 'VALIDATION_FAILED', field: 'name' });
    expect((await invite({ loginId: 'ok.id', email: 'x@example.jp', name: 'x'.repeat(401) })).error).toEqual({ code: 'VALIDATION_FAILED', field: 'name' });
    expect(await invite({ loginId: 'ok.id', email: 'ok@example.jp', name: '招待 太郎', role: 'ADMIN', locale: 'EN' })).toEqual({
      account: { account: { loginId: 'ok.id', role: 'ADMIN', invitationPending: true }, locale: 'EN' },
      error: null,
    });
    expect((await h.mails('ok@example.jp'))[0]!.subject).toContain('Your account is ready');

    const entries = (await gql(gateway, AUDIT, { variables: {}, cookies })).body.data!.adminAudit;
    expect(entries).toEqual({
      nodes: [{ actor: 'ADMINISTRATOR', actorLoginId: 'admin', action: 'INVITE', targetLoginId: 'ok.id', role: 'ADMIN', ipAddress: '127.0.0.1' }],
      pageInfo: { hasNextPage: false },
    });
    expect((await gql(gateway, AUDIT, { variables: { code: await code('taro') }, cookies })).body.data!.adminAudit.nodes).toEqual([]);
  });

  it('shows the level and the methods, filters by level, and resets the second factors; no secret in any answer', async () => {
    const taroToken = await h.signIn();
    const as = { 'x-session-token': taroToken };
    const enrol = await h.api('POST', '/v1/session/authenticator-app/enrolments', { currentPassword: taro.password }, as);
    const secret = enrol.json().secret as string;
    expect((await h.api('POST', '/v1/session/authenticator-app/confirmations', { code: appCode(secret, h.clock.now()) }, as)).statusCode).toBe(200);
    const codes = (await h.api('POST', '/v1/session/recovery-codes', { currentPassword: taro.password }, as)).json().codes as string[];
    const taroCode = await code('taro');
    const noSecret = (text: string) => {
      for (const value of [secret, ...codes]) expect(text).not.toContain(value);
    };

    const before = await gql(gateway, LEVELS, { variables: { level: 'AUTHENTICATOR_APP', code: taroCode }, cookies });
    noSecret(JSON.stringify(before.body));
    expect(before.body.data).toEqual({
      adminAccountSearch: { nodes: [{ loginId: 'taro', level: 'AUTHENTICATOR_APP' }] },
      adminAccount: { account: { level: 'AUTHENTICATOR_APP' }, methods: { password: true, passkeys: 0, authenticatorApp: true, recoveryCodesRemaining: 10 } },
    });
    expect((await gql(gateway, LEVELS, { variables: { level: 'PASSWORD_MAIL', code: taroCode }, cookies })).body.data!.adminAccountSearch.nodes).toEqual([{ loginId: 'admin', level: 'PASSWORD_MAIL' }]);

    const reset = await gql(gateway, ACT, { variables: { input: { accountCode: taroCode, action: 'RESET_SECOND_FACTORS' } }, cookies });
    expect(reset.body.data!.adminAccountAction).toEqual({ account: { account: { status: 'ACTIVE', role: 'USER' }, sessions: [] }, error: null });
    const after = (await gql(gateway, LEVELS, { variables: { code: taroCode }, cookies })).body.data!.adminAccount;
    expect(after).toEqual({ account: { level: 'PASSWORD_MAIL' }, methods: { password: true, passkeys: 0, authenticatorApp: false, recoveryCodesRemaining: null } });
    const again = await gql(gateway, ACT, { variables: { input: { accountCode: taroCode, action: 'RESET_SECOND_FACTORS' } }, cookies });
    expect(again.body.data!.adminAccountAction.error).toEqual({ code: 'ACTION_NOT_APPLICABLE', field: null });
    expect((await gql(gateway, AUDIT, { variables: { code: taroCode }, cookies })).body.data!.adminAudit.nodes).toEqual([
      { actor: 'ADMINISTRATOR', actorLoginId: 'admin', action: 'RESET_SECOND_FACTORS', targetLoginId: 'taro', role: null, ipAddress: '127.0.0.1' },
    ]);
  });
});
