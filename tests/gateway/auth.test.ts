// @auth through the gateway: every field that carries it is guarded, by the executor and by
// graphql-jit alike (the same query three or more times compiles it). Signed out is refused with no
// REST call; otherwise the field's own REST call carries its rule and the account service refuses it
// before any route runs (the fake does as the real one does, and records which calls reached a route).
import { afterEach, describe, expect, it } from 'vitest';
import { authTable, withAuth } from '../../src/gateway/auth';
import type { GatewayContext } from '../../src/gateway/context';
import { graphql } from '../../src/gateway/graphql-runtime';
import { authFieldOperations, schema } from './auth-schema';
import { account, NEW_PASSWORD, otherAccount, PASSWORD, restError } from './fake-account-service';
import { cookie, gql, startGateway, VIEWER, type Harness } from './gateway-harness';

let harness: Harness;
afterEach(async () => harness?.app.close());

const ADMIN_ACCOUNTS = 'query { adminAccounts { accountCode loginId email role status locale phone mustChangePassword } }';
const UPDATE = 'mutation ($input: UpdateAccountInput!) { updateAccount(input: $input) { viewer { account { name mustChangePassword } } error { code field } } }';
const REQUEST_EMAIL = 'mutation ($input: RequestEmailChangeInput!) { requestEmailChange(input: $input) { pending { newEmail } error { code field } } }';
const CONFIRM_EMAIL = 'mutation ($input: ConfirmEmailChangeInput!) { confirmEmailChange(input: $input) { viewer { account { email } } error { code field } } }';
const CHANGE = 'mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { viewer { account { mustChangePassword } } error { code field } } }';
const JIT_RUNS = 4;

const paths = (h: Harness) => h.backend.calls.map((c) => `${c.method} ${c.path}`);
/** The calls a route handler ran for: a refused caller's calls never get there. */
const handled = (h: Harness) => h.backend.handled.map((c) => `${c.method} ${c.path}`);
const refused = (code: string) => ({ data: null, errors: [expect.objectContaining({ path: ['adminAccounts'], extensions: { code } })] });

describe('the table of guarded fields', () => {
  it('is read from the schema, with the directive defaults applied', () => {
    const table = Object.fromEntries(authTable(schema).map((g) => [`${g.typeName}.${g.fieldName}`, g.rule]));
    expect(table).toEqual({
      'Query.adminAccounts': { roles: ['ADMIN'], allowMustChangePassword: false, allowClosing: false },
      'Query.adminAccountSearch': { roles: ['ADMIN'], allowMustChangePassword: false, allowClosing: false },
      'Query.adminAccount': { roles: ['ADMIN'], allowMustChangePassword: false, allowClosing: false },
      'Query.adminAudit': { roles: ['ADMIN'], allowMustChangePassword: false, allowClosing: false },
      'AdminAccountDetail.activity': { roles: ['ADMIN'], allowMustChangePassword: false, allowClosing: false },
      'Mutation.adminAccountAction': { roles: ['ADMIN'], allowMustChangePassword: false, allowClosing: false },
      'Mutation.adminInviteAccount': { roles: ['ADMIN'], allowMustChangePassword: false, allowClosing: false },
      'Query.adminOAuthClients': { roles: ['ADMIN'], allowMustChangePassword: false, allowClosing: false },
      'Query.dataExportLink': { roles: ['USER', 'ADMIN'], allowMustChangePassword: false, allowClosing: false },
      'Mutation.adminCreateOAuthClient': { roles: ['ADMIN'], allowMustChangePassword: false, allowClosing: false },
      'Mutation.adminRotateOAuthClientSecret': { roles: ['ADMIN'], allowMustChangePassword: false, allowClosing: false },
      'Mutation.adminDisableOAuthClient': { roles: ['ADMIN'], allowMustChangePassword: false, allowClosing: false },
      'Mutation.changePassword': { roles: ['USER', 'ADMIN'], allowMustChangePassword: true, allowClosing: false },
      'Mutation.updateAccount': { roles: ['USER', 'ADMIN'], allowMustChangePassword: false, allowClosing: false },
      'Mutation.requestEmailChange': { roles: ['USER', 'ADMIN'], allowMustChangePassword: false, allowClosing: false },
      'Mutation.confirmEmailChange': { roles: ['USER', 'ADMIN'], allowMustChangePassword: false, allowClosing: false },
      'Viewer.sessions': { roles: ['USER', 'ADMIN'], allowMustChangePassword: false, allowClosing: false },
      'Viewer.activity': { roles: ['USER', 'ADMIN'], allowMustChangePassword: false, allowClosing: false },
      'Mutation.revokeSession': { roles: ['USER', 'ADMIN'], allowMustChangePassword: false, allowClosing: false },
      'Mutation.revokeOtherSessions': { roles: ['USER', 'ADMIN'], allowMustChangePassword: false, allowClosing: false },
      'Mutation.reportNotMe': { roles: ['USER', 'ADMIN'], allowMustChangePassword: true, allowClosing: false },
      'Viewer.passkeys': { roles: ['USER', 'ADMIN'], allowMustChangePassword: false, allowClosing: false },
      'Viewer.passkeyOwner': { roles: ['USER', 'ADMIN'], allowMustChangePassword: false, allowClosing: false },
      'Viewer.connectedApps': { roles: ['USER', 'ADMIN'], allowMustChangePassword: false, allowClosing: false },
      'Viewer.secondFactors': { roles: ['USER', 'ADMIN'], allowMustChangePassword: false, allowClosing: false },
      'Mutation.startAuthenticatorEnrolment': { roles: ['USER', 'ADMIN'], allowMustChangePassword: false, allowClosing: false },
      'Mutation.confirmAuthenticatorEnrolment': { roles: ['USER', 'ADMIN'], allowMustChangePassword: false, allowClosing: false },
      'Mutation.removeAuthenticator': { roles: ['USER', 'ADMIN'], allowMustChangePassword: false, allowClosing: false },
      'Mutation.generateRecoveryCodes': { roles: ['USER', 'ADMIN'], allowMustChangePassword: false, allowClosing: false },
      'Mutation.removePassword': { roles: ['USER', 'ADMIN'], allowMustChangePassword: false, allowClosing: false },
      'Mutation.setPassword': { roles: ['USER', 'ADMIN'], allowMustChangePassword: false, allowClosing: false },
      'Mutation.requestDataExport': { roles: ['USER', 'ADMIN'], allowMustChangePassword: false, allowClosing: false },
      // 退会: asking is guarded like any change; during the grace period only the cancel remains.
      'Mutation.requestAccountClosing': { roles: ['USER', 'ADMIN'], allowMustChangePassword: false, allowClosing: false },
      'Mutation.cancelAccountClosing': { roles: ['USER', 'ADMIN'], allowMustChangePassword: true, allowClosing: true },
      'Query.adminClosingAccounts': { roles: ['ADMIN'], allowMustChangePassword: false, allowClosing: false },
      'Mutation.revokeConnectedApp': { roles: ['USER', 'ADMIN'], allowMustChangePassword: false, allowClosing: false },
      'Mutation.startPasskeyRegistration': { roles: ['USER', 'ADMIN'], allowMustChangePassword: false, allowClosing: false },
      'Mutation.finishPasskeyRegistration': { roles: ['USER', 'ADMIN'], allowMustChangePassword: false, allowClosing: false },
      'Mutation.renamePasskey': { roles: ['USER', 'ADMIN'], allowMustChangePassword: false, allowClosing: false },
      'Mutation.deletePasskey': { roles: ['USER', 'ADMIN'], allowMustChangePassword: false, allowClosing: false },
      // Step-up: changing the password is guarded, and an account that must change it may step up for that.
      'Viewer.stepUp': { roles: ['USER', 'ADMIN'], allowMustChangePassword: true, allowClosing: false },
      'Mutation.startPasskeyStepUp': { roles: ['USER', 'ADMIN'], allowMustChangePassword: true, allowClosing: false },
      'Mutation.finishPasskeyStepUp': { roles: ['USER', 'ADMIN'], allowMustChangePassword: true, allowClosing: false },
      'Mutation.sendStepUpCode': { roles: ['USER', 'ADMIN'], allowMustChangePassword: true, allowClosing: false },
      'Mutation.verifyStepUpCode': { roles: ['USER', 'ADMIN'], allowMustChangePassword: true, allowClosing: false },
      'Mutation.verifyAuthenticatorAppStepUp': { roles: ['USER', 'ADMIN'], allowMustChangePassword: true, allowClosing: false },
    });
  });

  it('guards a new @auth field without code changes, and refuses at start what it cannot answer', async () => {
    const sdl = `directive @auth(roles: [Role!]! = [USER, ADMIN], allowMustChangePassword: Boolean! = false) on FIELD_DEFINITION
      enum Role { USER ADMIN } type Query { secret: String @auth(roles: [ADMIN]) open: String }`;
    const wrapped = withAuth({}, graphql.buildSchema(sdl)) as Record<string, Record<string, (...a: unknown[]) => Promise<unknown>>>;
    expect(Object.keys(wrapped['Query']!)).toEqual(['secret']);
    const signedOut = { sessionToken: null } as unknown as GatewayContext;
    await expect(wrapped['Query']!['secret']!({ secret: 's' }, {}, signedOut, {})).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });

    const bad = sdl.replace('secret: String', 'secret: P') + ' type P { count: Int! error: UserError } type UserError { code: String! }';
    expect(() => withAuth({}, graphql.buildSchema(bad))).toThrow(/P\.count is non-null/);
  });
});

describe('signed out', () => {
  it('gets UNAUTHENTICATED on every @auth field of the schema, with no REST call, before and after JIT', async () => {
    harness = await startGateway();
    const { operations, unreachable } = authFieldOperations();
    expect(unreachable).toEqual([]);
    // Not vacuous: the walk finds at least the fields the contract has today.
    expect(operations.map((o) => o.name)).toEqual(expect.arrayContaining(['adminAccounts', 'changePassword', 'updateAccount', 'requestEmailChange', 'confirmEmailChange']));
    for (let run = 0; run < 3; run++) {
      for (const { name, query, variables, payload, viaViewer } of operations) {
        const { body } = await gql(harness.app, query, { variables });
        if (viaViewer) expect(body, name).toEqual({ data: { viewer: null } });
        else if (payload) expect(body, name).toEqual({ data: { f: { error: { code: 'UNAUTHENTICATED' } } } });
        else expect(body.errors?.[0]?.extensions?.['code'], name).toBe('UNAUTHENTICATED');
      }
    }
    expect(harness.backend.calls).toHaveLength(0);
  });

  it('a dead cookie is UNAUTHENTICATED and is cleared; a back end that is down is SERVICE_UNAVAILABLE', async () => {
    harness = await startGateway();
    const cookies = { portal_session: 'ended-session' };
    const dead = await gql(harness.app, ADMIN_ACCOUNTS, { cookies });
    expect(dead.body).toEqual(refused('UNAUTHENTICATED'));
    expect(cookie(dead.response, 'portal_session')).toMatchObject({ value: '', maxAge: 0 });
    const deadUpdate = await gql(harness.app, UPDATE, { variables: { input: { name: '太郎' } }, cookies });
    expect(deadUpdate.body.data!.updateAccount).toEqual({ viewer: null, error: { code: 'UNAUTHENTICATED', field: null } });

    // Each was one call, refused before its route ran.
    expect(paths(harness)).toEqual(['GET /v1/admin/accounts', 'PATCH /v1/session/account']);
    expect(handled(harness)).toEqual([]);

    harness.backend.setDown(true);
    const live = { portal_session: harness.backend.seedSession() };
    expect((await gql(harness.app, ADMIN_ACCOUNTS, { cookies: live })).body).toEqual(refused('SERVICE_UNAVAILABLE'));
    const down = await gql(harness.app, UPDATE, { variables: { input: { name: '太郎' } }, cookies: live });
    expect(down.body.data!.updateAccount.error.code).toBe('SERVICE_UNAVAILABLE');
    expect(down.response.cookies).toHaveLength(0);
  });
});

describe('every field restricted to ADMIN, found in the schema', () => {
  const adminOperations = () => authFieldOperations().operations.filter((o) => !o.roles.includes('USER'));
  const refusal = (body: { data?: Record<string, unknown> | null; errors?: { extensions?: Record<string, unknown> }[] }, payload: boolean) =>
    payload ? (body.data!['f'] as { error: { code: string } }).error.code : body.errors?.[0]?.extensions?.['code'];

  it('is found: the queries, the mutations and the field reached through adminAccount', () => {
    expect(adminOperations().map((o) => o.name).sort()).toEqual(
      [
        'adminAccount',
        'adminAccount.activity',
        'adminAccountAction',
        'adminAccountSearch',
        'adminAccounts',
        'adminAudit',
        'adminClosingAccounts',
        'adminInviteAccount',
        'adminOAuthClients',
        'adminCreateOAuthClient',
        'adminRotateOAuthClientSecret',
        'adminDisableOAuthClient',
      ].sort(),
    );
  });

  const callers: [string, (h: Harness) => Record<string, string>, string][] = [
    ['a user', (h) => ({ portal_session: h.backend.seedSession() }), 'FORBIDDEN'],
    ['an administrator who must change their password', (h) => ({ portal_session: h.backend.seedSession({ role: 'admin', mustChangePassword: true }) }), 'FORBIDDEN'],
    ['a visitor who is signed out', () => ({}), 'UNAUTHENTICATED'],
  ];
  it.each(callers)('refuses %s on each one in at most one REST call that reaches no route but the session lookup, before and after JIT', async (_who, cookiesOf, code) => {
    harness = await startGateway();
    const cookies = cookiesOf(harness);
    for (let run = 0; run < JIT_RUNS; run++) {
      for (const { name, query, variables, payload } of adminOperations()) {
        const before = harness.backend.calls.length;
        const { body } = await gql(harness.app, query, { variables, cookies });
        expect(refusal(body, payload), name).toBe(code);
        // Signed out: no call at all. Otherwise one: the field's own, refused before its route, or,
        // for a field that answered without one (an argument it refused), the session lookup.
        expect(harness.backend.calls.length - before, name).toBe(code === 'UNAUTHENTICATED' ? 0 : 1);
      }
    }
    expect(handled(harness).filter((p) => p !== 'GET /v1/session')).toEqual([]);
  });
});

describe('roles', () => {
  it('a user gets FORBIDDEN on adminAccounts in one call that carries the rule and never reaches the route, also under JIT', async () => {
    harness = await startGateway();
    const cookies = { portal_session: harness.backend.seedSession() };
    for (let run = 0; run < JIT_RUNS; run++) {
      const { body, response } = await gql(harness.app, ADMIN_ACCOUNTS, { cookies });
      expect(response.statusCode).toBe(200);
      expect(body).toEqual(refused('FORBIDDEN'));
      expect(body.errors![0]!.message).toBe('This account may not use this.');
    }
    expect(paths(harness)).toEqual(Array(JIT_RUNS).fill('GET /v1/admin/accounts'));
    expect(handled(harness)).toEqual([]);
    for (const call of harness.backend.calls) {
      expect([call.headers.get('x-required-roles'), call.headers.get('x-allow-must-change-password')]).toEqual(['admin', 'false']);
    }
  });

  it('an admin gets the accounts through the mapper, with a cookie or a bearer token', async () => {
    harness = await startGateway();
    const token = harness.backend.seedSession({ role: 'admin' });
    for (let run = 0; run < JIT_RUNS; run++) {
      const options = run % 2 ? { headers: { authorization: `Bearer ${token}` } } : { cookies: { portal_session: token } };
      const { body } = await gql(harness.app, ADMIN_ACCOUNTS, options);
      expect(body).toEqual({
        data: {
          adminAccounts: [
            { accountCode: account.accountCode, loginId: account.loginId, email: account.email, role: 'ADMIN', status: 'ACTIVE', locale: 'JA', phone: null, mustChangePassword: false },
            { accountCode: otherAccount.accountCode, loginId: 'hanako', email: otherAccount.email, role: 'ADMIN', status: 'LOCKED', locale: 'EN', phone: otherAccount.phone, mustChangePassword: false },
          ],
        },
      });
    }
    expect(paths(harness)).toEqual(Array(JIT_RUNS).fill('GET /v1/admin/accounts'));
  });

  it('looks the session up at most once per request: viewer asks, each guarded call is checked where it lands', async () => {
    harness = await startGateway();
    const cookies = { portal_session: harness.backend.seedSession({ role: 'admin' }) };
    // c answers from its arguments alone (no call of its own): it is judged on viewer's lookup.
    const query = `query { viewer { account { role } } a: adminAccounts { accountCode } b: adminAccounts { accountCode } c: adminAccount(accountCode: "../x") { self } }`;
    for (let run = 0; run < 3; run++) {
      const { body } = await gql(harness.app, query, { cookies });
      expect(body).toMatchObject({ data: { viewer: { account: { role: 'ADMIN' } }, a: [{}, {}], b: [{}, {}], c: null } });
      expect(body.errors).toBeUndefined();
    }
    expect(paths(harness).sort()).toEqual(Array(3).fill(['GET /v1/admin/accounts', 'GET /v1/admin/accounts', 'GET /v1/session']).flat().sort());
  });

  it('a field that answers without a call of its own is judged on the session a sibling\'s call was admitted with', async () => {
    harness = await startGateway();
    const user = { portal_session: harness.backend.seedSession() };
    const admin = { portal_session: harness.backend.seedSession({ role: 'admin' }) };
    // Mutations run in order: the first call's answer (X-Current-Session) is the second field's memo.
    const query = `mutation { a: updateAccount(input: { name: "一" }) { error { code } } b: adminAccountAction(input: { accountCode: "../x", action: UNLOCK }) { error { code } } }`;
    const refusedUser = await gql(harness.app, query, { cookies: user });
    expect(refusedUser.body.data).toEqual({ a: { error: null }, b: { error: { code: 'FORBIDDEN' } } });
    const allowedAdmin = await gql(harness.app, query, { cookies: admin });
    expect(allowedAdmin.body.data).toEqual({ a: { error: null }, b: { error: { code: 'ACCOUNT_NOT_FOUND' } } });
    // updateAccount is a write: what it answers (the account as it now is) is the memo, not a second lookup.
    expect(paths(harness)).toEqual(['PATCH /v1/session/account', 'PATCH /v1/session/account']);
  });

  it('passes the account service\'s own FORBIDDEN on (defence in depth)', async () => {
    harness = await startGateway();
    const cookies = { portal_session: harness.backend.seedSession({ role: 'admin' }) };
    harness.backend.override('GET /v1/admin/accounts', () => restError(403, 'FORBIDDEN'));
    harness.backend.override('PATCH /v1/session/account', () => restError(403, 'FORBIDDEN'));
    expect((await gql(harness.app, ADMIN_ACCOUNTS, { cookies })).body).toEqual(refused('FORBIDDEN'));
    const update = await gql(harness.app, UPDATE, { variables: { input: { name: '太郎' } }, cookies });
    expect(update.body.data!.updateAccount).toEqual({ viewer: null, error: { code: 'FORBIDDEN', field: null } });
  });
});

describe('an account that must change its password', () => {
  it('gets FORBIDDEN on everything else, refused before any route runs, but can change its password', async () => {
    harness = await startGateway();
    const cookies = { portal_session: harness.backend.seedSession({ mustChangePassword: true, role: 'admin' }) };
    const cases = [
      [UPDATE, { input: { name: '山田 花子' } }, 'updateAccount', { viewer: null }],
      [REQUEST_EMAIL, { input: { newEmail: 'new@example.com', currentPassword: PASSWORD } }, 'requestEmailChange', { pending: null }],
      [CONFIRM_EMAIL, { input: { newEmail: 'new@example.com', code: '123456' } }, 'confirmEmailChange', { viewer: null }],
    ] as const;
    for (let run = 0; run < 3; run++) {
      for (const [query, variables, name, empty] of cases) {
        const { body } = await gql(harness.app, query, { variables, cookies });
        expect(body.data![name]).toEqual({ ...empty, error: { code: 'FORBIDDEN', field: null } });
      }
      expect((await gql(harness.app, ADMIN_ACCOUNTS, { cookies })).body).toEqual(refused('FORBIDDEN'));
    }
    expect(handled(harness)).toEqual([]);
    expect(harness.backend.calls.map((c) => c.headers.get('x-allow-must-change-password'))).not.toContain('true');

    const { body } = await gql(harness.app, CHANGE, { variables: { input: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD } }, cookies });
    expect(body.data!.changePassword).toEqual({ viewer: { account: { mustChangePassword: false } }, error: null });
    expect((await gql(harness.app, UPDATE, { variables: { input: { name: '山田 花子' } }, cookies })).body.data!.updateAccount.error).toBeNull();
  });

  it('sees its viewer, but a guarded field of it answers FORBIDDEN where it stands, before and after JIT', async () => {
    harness = await startGateway();
    const cookies = { portal_session: harness.backend.seedSession({ mustChangePassword: true }) };
    for (let run = 0; run < JIT_RUNS; run++) {
      const before = harness.backend.calls.length;
      const { body } = await gql(harness.app, 'query { viewer { account { mustChangePassword } } sessions: viewer { sessions { id } } }', { cookies });
      expect(body.data).toEqual({ viewer: { account: { mustChangePassword: true } }, sessions: null });
      expect(body.errors).toEqual([expect.objectContaining({ path: ['sessions', 'sessions'], extensions: { code: 'FORBIDDEN' } })]);
      // The field's call, refused before its route, and the lookup (a refused call says nothing of the session).
      expect(paths(harness).slice(before).sort()).toEqual(['GET /v1/session', 'GET /v1/session/sessions']);
    }
    expect(handled(harness).filter((p) => p !== 'GET /v1/session')).toEqual([]);
  });

  it('may go on in the same request once the password is changed (the guard sees the new state)', async () => {
    harness = await startGateway();
    const cookies = { portal_session: harness.backend.seedSession({ mustChangePassword: true }) };
    const both = `mutation ($p: ChangePasswordInput!) { changePassword(input: $p) { error { code } }
      updateAccount(input: { locale: EN }) { viewer { account { locale mustChangePassword } } error { code } } }`;
    const { body } = await gql(harness.app, both, { variables: { p: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD } }, cookies });
    expect(body.data).toEqual({
      changePassword: { error: null },
      updateAccount: { viewer: { account: { locale: 'EN', mustChangePassword: false } }, error: null },
    });
    expect(paths(harness)).toEqual(['PUT /v1/session/password', 'PATCH /v1/session/account']);
    expect(harness.backend.calls[0]!.headers.get('x-allow-must-change-password')).toBe('true');
  });
});

describe('after logout in the same request', () => {
  it('a later @auth field is UNAUTHENTICATED, refused before its route runs', async () => {
    harness = await startGateway();
    const cookies = { portal_session: harness.backend.seedSession() };
    const query = `mutation { a: updateAccount(input: { name: "一" }) { error { code } } logout { ok }
      b: updateAccount(input: { name: "二" }) { error { code } } }`;
    const { body } = await gql(harness.app, query, { cookies });
    expect(body.data).toEqual({ a: { error: null }, logout: { ok: true }, b: { error: { code: 'UNAUTHENTICATED' } } });
    expect(paths(harness)).toEqual(['PATCH /v1/session/account', 'DELETE /v1/session', 'PATCH /v1/session/account']);
    expect(handled(harness)).toEqual(['PATCH /v1/session/account', 'DELETE /v1/session']);
    expect((await gql(harness.app, VIEWER, { cookies })).body.data!.viewer).toBeNull();
  });
});
