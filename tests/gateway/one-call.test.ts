// One REST call per operation (issue 15), through the gateway over HTTP to the real account service on
// SQLite and PostgreSQL: every guarded field, found in the schema, costs its execution exactly one
// REST call, which carries the field's rule; the account service checks it in that call, so nothing
// is cached across requests: a session revoked, an administrator demoted or a password change
// required between two calls is refused on the second, before its route does anything.
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAccount, requirePasswordChange } from '../../src/account-service/accounts/account-admin.service';
import { buildGateway } from '../../src/gateway/app';
import { startHarness, serviceToken, taro, type Harness } from '../account-service/support';
import { testDialects } from '../helpers/test-databases';
import { authFieldOperations } from './auth-schema';
import { gql, VIEWER } from './gateway-harness';

const admin = { loginId: 'admin', email: 'admin@example.jp', password: 'the keeper of the keys 2027', name: '管理 花子', role: 'admin' };
const deputy = { loginId: 'deputy', email: 'deputy@example.jp', password: 'the second keeper 2027', name: '副 管理', role: 'admin' };

const UPDATE = 'mutation ($name: String!) { updateAccount(input: { name: $name }) { viewer { account { name } } error { code } } }';
const CHANGE = 'mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { error { code field } } }';
const REVOKE_OTHERS = 'mutation { revokeOtherSessions { revoked error { code } } }';
const SEARCH = 'query { adminAccountSearch(first: 5) { nodes { loginId } } }';
const ACT = 'mutation ($input: AdminAccountActionInput!) { adminAccountAction(input: $input) { account { account { role } } error { code } } }';
const INVITE = 'mutation ($input: AdminInviteAccountInput!) { adminInviteAccount(input: $input) { account { account { loginId } } error { code } } }';

interface Call {
  method: string;
  path: string;
  /** X-Required-Roles: the call was made for a guarded field, with its rule. */
  roles: string | null;
}

describe.each(testDialects)('one REST call per operation (%s)', (dialect) => {
  let h: Harness;
  let gateway: FastifyInstance;
  /** Every REST call the gateway made, as it left the gateway. */
  let calls: Call[];
  /** Every request of the account service that reached its route (past the session check). */
  let handled: string[];

  beforeEach(async () => {
    calls = [];
    handled = [];
    h = await startHarness(dialect);
    await createAccount(h.service.db, admin, h.clock);
    await createAccount(h.service.db, deputy, h.clock);
    h.service.app.addHook('preHandler', async (request) => {
      handled.push(`${request.method} ${request.routeOptions.url}`);
    });
    await h.service.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (h.service.app.server.address() as { port: number }).port;
    const counting: typeof fetch = (input, init) => {
      const headers = new Headers(init?.headers);
      calls.push({ method: init?.method ?? 'GET', path: new URL(String(input)).pathname, roles: headers.get('x-required-roles') });
      return fetch(input, init);
    };
    gateway = await buildGateway({ accountServiceUrl: `http://127.0.0.1:${port}`, serviceToken, publicUrl: 'http://localhost:3000', fetch: counting });
  });
  afterEach(async () => {
    await gateway.close();
    await h.close();
  });

  /** A bearer session of an account, signed in at the account service (not counted). */
  async function bearer(who: { loginId: string; password: string; email: string }): Promise<{ authorization: string }> {
    const start = await h.startLogin(who.loginId, who.password);
    const verified = await h.verify(start.json().attemptId, await h.latestCode(who.email));
    return { authorization: `Bearer ${verified.json().token as string}` };
  }
  const accountCode = async (loginId: string) =>
    (await h.service.db.selectFrom('accounts').select('account_code').where('login_id', '=', loginId).executeTakeFirstOrThrow()).account_code;
  const shown = (call: Call) => `${call.method} ${call.path}`;

  it('every guarded field of the schema costs its execution exactly one REST call, which carries its rule', async () => {
    let headers = await bearer(admin);
    const taroCode = await accountCode(taro.loginId);
    const { operations } = authFieldOperations();
    expect(operations.length).toBeGreaterThanOrEqual(21);
    for (const op of operations) {
      // An operation that ended the session (asking to close the account ends every one): sign in again.
      const live = await h.api('GET', '/v1/session', undefined, { 'x-session-token': headers.authorization.slice('Bearer '.length) });
      if (live.statusCode === 401) headers = await bearer(admin);
      calls.length = 0;
      // A field reached through adminAccount needs an account that exists, or it never runs.
      const variables = op.via ? { ...op.variables, o0: taroCode } : op.variables;
      const { body } = await gql(gateway, op.query, { variables, headers });
      // An administrator may use every one of them: whatever the sample arguments earn, not a refusal.
      expect(JSON.stringify(body), op.name).not.toMatch(/"(UNAUTHENTICATED|FORBIDDEN)"/);
      // The field's one call: its own with its rule, or, when it answered from its arguments alone, a
      // session lookup; a field reached through adminAccount after adminAccount's own. Through the
      // viewer, no lookup before it: the viewer learns who is signed in from the field's call.
      const parents = op.via ? 1 : 0;
      expect(calls.map(shown), op.name).toHaveLength(parents + 1);
      for (const call of calls) expect(call.roles !== null || shown(call) === 'GET /v1/session', `${op.name}: ${shown(call)}`).toBe(true);
    }
  });

  it('a signed-in operation is one call: the change, checked by the account service; the viewer is one lookup', async () => {
    const headers = await bearer(taro);
    const { body } = await gql(gateway, UPDATE, { variables: { name: '一' }, headers });
    expect(body.data!.updateAccount).toEqual({ viewer: { account: { name: '一' } }, error: null });
    expect(calls).toEqual([{ method: 'PATCH', path: '/v1/session/account', roles: 'user,admin' }]);

    calls.length = 0;
    expect((await gql(gateway, SEARCH, { headers: await bearer(admin) })).body.data!.adminAccountSearch.nodes).toHaveLength(3);
    expect(calls).toEqual([{ method: 'GET', path: '/v1/admin/accounts', roles: 'admin' }]);

    calls.length = 0;
    expect((await gql(gateway, VIEWER, { headers })).body.data!.viewer.account.name).toBe('一');
    expect(calls.map(shown)).toEqual(['GET /v1/session']);
  });

  it('the viewer with guarded fields is their calls alone: who is signed in comes with them, and an ended session makes it null', async () => {
    const headers = await bearer(taro);
    const security = 'query ($first: Int) { viewer { account { name } session { expiresAt } sessions { current } ...Later } } fragment Later on Viewer { activity(first: $first) { nodes { kind } } a2: activity(first: $first) { pageInfo { hasNextPage } } }';
    // Twice: Mercurius compiles a query with graphql-jit after its first run.
    for (let run = 0; run < 2; run++) {
      calls.length = 0;
      const { body } = await gql(gateway, security, { variables: { first: 5 }, headers });
      expect(body.errors, `run ${run}`).toBeUndefined();
      expect(body.data!.viewer.account.name).toBe(taro.name);
      expect(body.data!.viewer.sessions).toEqual([{ current: true }]);
      expect(body.data!.viewer.activity.nodes.length).toBeGreaterThan(0);
      // One call per guarded field (the same activity twice is one), each with its rule, and no lookup.
      expect(calls.map(shown).sort(), `run ${run}`).toEqual(['GET /v1/session/events', 'GET /v1/session/sessions']);
      for (const call of calls) expect(call.roles).toBe('user,admin');
    }

    // @skip leaves a field out, of the calls too.
    calls.length = 0;
    const skipped = await gql(gateway, 'query ($no: Boolean!) { viewer { account { name } sessions @skip(if: $no) { current } } }', { variables: { no: true }, headers });
    expect(skipped.body.data!.viewer).toEqual({ account: { name: taro.name } });
    expect(calls.map(shown)).toEqual(['GET /v1/session']);

    // Ended: the field's call is refused before its route, and the viewer is null, as signed out.
    const other = await bearer(taro);
    expect((await gql(gateway, REVOKE_OTHERS, { headers: other })).body.data!.revokeOtherSessions.error).toBeNull();
    calls.length = 0;
    handled.length = 0;
    const ended = await gql(gateway, 'query { viewer { account { name } sessions { current } } }', { headers });
    expect(ended.body).toEqual({ data: { viewer: null } });
    expect(calls.map(shown)).toEqual(['GET /v1/session/sessions']);
    expect(handled).toEqual([]);
  });

  it("a guarded field of another type with the viewer's field's name and arguments is its own call, with its own rule", async () => {
    const headers = await bearer(admin);
    // taro's activity differs from the admin's: a wrong password.
    await h.startLogin(taro.loginId, 'wrong password for taro 123');
    const code = await accountCode(taro.loginId);
    const ADMIN_ACTIVITY = 'adminAccount(accountCode: $c) { account { loginId } activity(first: 5) { nodes { id kind } } }';
    const alone = await gql(gateway, `query ($c: ID!) { ${ADMIN_ACTIVITY} }`, { variables: { c: code }, headers });
    expect(alone.body.data!.adminAccount.activity.nodes.map((n: { kind: string }) => n.kind)).toContain('SIGN_IN_FAILED');
    for (let run = 0; run < 2; run++) {
      calls.length = 0;
      const both = await gql(gateway, `query ($c: ID!) { viewer { activity(first: 5) { nodes { id kind } } } ${ADMIN_ACTIVITY} }`, { variables: { c: code }, headers });
      expect(both.body.errors, `run ${run}`).toBeUndefined();
      expect(both.body.data!.adminAccount, `run ${run}`).toEqual(alone.body.data!.adminAccount);
      expect(both.body.data!.viewer.activity.nodes.map((n: { kind: string }) => n.kind)).not.toContain('SIGN_IN_FAILED');
      // The viewer's activity, the admin's account, and that account's activity with the admin rule.
      expect(calls.filter((call) => call.roles === 'admin').length, `run ${run}`).toBe(2);
      expect(calls.filter((call) => call.path === '/v1/session/events')).toHaveLength(1);
    }
  });

  it('a session revoked between two calls fails on the second, which reaches no route', async () => {
    const first = await bearer(taro);
    const second = await bearer(taro);
    expect((await gql(gateway, UPDATE, { variables: { name: '一' }, headers: first })).body.data!.updateAccount.error).toBeNull();
    expect((await gql(gateway, REVOKE_OTHERS, { headers: second })).body.data!.revokeOtherSessions).toEqual({ revoked: 1, error: null });

    calls.length = 0;
    handled.length = 0;
    const after = await gql(gateway, UPDATE, { variables: { name: '二' }, headers: first });
    expect(after.body.data!.updateAccount).toEqual({ viewer: null, error: { code: 'UNAUTHENTICATED' } });
    expect(calls.map(shown)).toEqual(['PATCH /v1/session/account']);
    expect(handled).toEqual([]);
    const stored = await h.service.db.selectFrom('accounts').select('name').where('login_id', '=', taro.loginId).executeTakeFirstOrThrow();
    expect(stored.name).toBe('一');
    expect((await gql(gateway, VIEWER, { headers: first })).body.data!.viewer).toBeNull();
  });

  it('an administrator demoted between two calls is refused on the second, and the refused call does nothing', async () => {
    const adminHeaders = await bearer(admin);
    const deputyHeaders = await bearer(deputy);
    expect((await gql(gateway, SEARCH, { headers: adminHeaders })).body.data!.adminAccountSearch.nodes).toHaveLength(3);
    const demote = await gql(gateway, ACT, { variables: { input: { accountCode: await accountCode('admin'), action: 'SET_ROLE', role: 'USER' } }, headers: deputyHeaders });
    expect(demote.body.data!.adminAccountAction).toEqual({ account: { account: { role: 'USER' } }, error: null });

    calls.length = 0;
    handled.length = 0;
    const search = await gql(gateway, SEARCH, { headers: adminHeaders });
    expect(search.body.errors).toEqual([expect.objectContaining({ path: ['adminAccountSearch'], extensions: { code: 'FORBIDDEN' } })]);
    const invite = await gql(gateway, INVITE, { variables: { input: { loginId: 'new.one', email: 'new.one@example.jp', name: '新人' } }, headers: adminHeaders });
    expect(invite.body.data!.adminInviteAccount).toEqual({ account: null, error: { code: 'FORBIDDEN' } });
    expect(calls).toEqual([
      { method: 'GET', path: '/v1/admin/accounts', roles: 'admin' },
      { method: 'POST', path: '/v1/admin/invitations', roles: 'admin' },
    ]);
    expect(handled).toEqual([]);
    expect(await h.service.db.selectFrom('accounts').select('id').where('login_id', '=', 'new.one').executeTakeFirst()).toBeUndefined();
    // The demoted account is still signed in, as a user.
    expect((await gql(gateway, UPDATE, { variables: { name: '元 管理' }, headers: adminHeaders })).body.data!.updateAccount.error).toBeNull();
  });

  it('a password change required between two calls is refused on the second, except changing it', async () => {
    const headers = await bearer(taro);
    expect((await gql(gateway, UPDATE, { variables: { name: '一' }, headers })).body.data!.updateAccount.error).toBeNull();
    await requirePasswordChange(h.service.db, taro.loginId, h.clock);

    calls.length = 0;
    handled.length = 0;
    expect((await gql(gateway, UPDATE, { variables: { name: '二' }, headers })).body.data!.updateAccount).toEqual({ viewer: null, error: { code: 'FORBIDDEN' } });
    expect(handled).toEqual([]);
    const change = await gql(gateway, CHANGE, { variables: { input: { currentPassword: taro.password, newPassword: 'a brand new passphrase 2027' } }, headers });
    expect(change.body.data!.changePassword).toEqual({ error: null });
    expect(handled).toEqual(['PUT /v1/session/password']);
    expect(calls.map(shown)).toEqual(['PATCH /v1/session/account', 'PUT /v1/session/password']);
    expect((await gql(gateway, UPDATE, { variables: { name: '二' }, headers })).body.data!.updateAccount.error).toBeNull();
  });
});
