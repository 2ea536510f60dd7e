// 「連携アプリ」 through the gateway over HTTP to the real account service (SQLite and PostgreSQL): the
// registered apps in GraphQL words, a secret answered once in the payload that made it, the refusals
// typed with their fields, every field refused to a user (FORBIDDEN) and to nobody signed in, and the
// audit log naming the app.
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildGateway } from '../../src/gateway/app';
import { createAccount } from '../../src/account-service/accounts/account-admin.service';
import { runAccountsCommand } from '../../src/account-service/cli/accounts-cli';
import { startHarness, serviceToken, taro, type Harness } from '../account-service/support';
import { testDialects } from '../helpers/test-databases';
import { LOGIN, VERIFY, cookie, gql } from './gateway-harness';

const admin = { loginId: 'admin', email: 'admin@example.jp', password: 'the keeper of the keys 2027', name: '管理 花子', role: 'admin' };
const FIELDS = 'clientId name redirectUris postLogoutRedirectUris type scopes backchannelLogoutUri status createdAt createdByAccountCode createdByLoginId secretRotatedAt disabledAt';
const LIST = `query { adminOAuthClients { ${FIELDS} } }`;
const CREATE = `mutation ($input: AdminCreateOAuthClientInput!) { adminCreateOAuthClient(input: $input) { client { ${FIELDS} } clientSecret error { code field } } }`;
const ROTATE = `mutation ($input: AdminOAuthClientInput!) { adminRotateOAuthClientSecret(input: $input) { client { clientId secretRotatedAt } clientSecret error { code field } } }`;
const DISABLE = `mutation ($input: AdminOAuthClientInput!) { adminDisableOAuthClient(input: $input) { client { clientId status disabledAt } error { code field } } }`;
const AUDIT = 'query { adminAudit { nodes { actor actorLoginId action targetAccountCode targetLoginId targetClientId targetClientName ipAddress } } }';
const app = { name: '経費精算', redirectUris: ['https://keihi.example.jp/callback'], type: 'CONFIDENTIAL', scopes: ['OPENID', 'PROFILE', 'EMAIL'] };

describe.each(testDialects)('registered apps through the gateway (%s)', (dialect) => {
  let h: Harness;
  let gateway: FastifyInstance;

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
  });
  afterEach(async () => {
    await gateway.close();
    await h.close();
  });

  it('registers, lists, replaces a secret and disables in GraphQL words; the secret comes once, in the payload that made it', async () => {
    const cookies = await signIn(admin.loginId, admin.password, admin.email);
    expect((await gql(gateway, LIST, { cookies })).body).toEqual({ data: { adminOAuthClients: [] } });

    const created = (await gql(gateway, CREATE, { variables: { input: { ...app, scopes: ['EMAIL', 'OPENID', 'PROFILE', 'EMAIL'], backchannelLogoutUri: 'https://keihi.example.jp/logout' } }, cookies })).body.data!.adminCreateOAuthClient;
    expect(created).toEqual({
      client: {
        clientId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
        name: '経費精算',
        redirectUris: ['https://keihi.example.jp/callback'],
        postLogoutRedirectUris: [],
        type: 'CONFIDENTIAL',
        scopes: ['OPENID', 'PROFILE', 'EMAIL'],
        backchannelLogoutUri: 'https://keihi.example.jp/logout',
        status: 'ACTIVE',
        createdAt: h.clock.now().toISOString(),
        createdByAccountCode: expect.stringMatching(/^A\d{8}$/),
        createdByLoginId: 'admin',
        secretRotatedAt: null,
        disabledAt: null,
      },
      clientSecret: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      error: null,
    });
    const { clientId } = created.client;
    const listed = await gql(gateway, LIST, { cookies });
    expect(listed.body.data!.adminOAuthClients).toEqual([created.client]);
    expect(JSON.stringify(listed.body)).not.toContain(created.clientSecret);

    const publicApp = (await gql(gateway, CREATE, { variables: { input: { ...app, name: 'スマホアプリ', type: 'PUBLIC', redirectUris: ['http://localhost:8081/cb'], postLogoutRedirectUris: ['http://localhost:8081/bye'] } }, cookies })).body.data!.adminCreateOAuthClient;
    expect(publicApp).toMatchObject({ client: { type: 'PUBLIC', postLogoutRedirectUris: ['http://localhost:8081/bye'] }, clientSecret: null, error: null });
    expect((await gql(gateway, ROTATE, { variables: { input: { clientId: publicApp.client.clientId } }, cookies })).body.data!.adminRotateOAuthClientSecret).toEqual({
      client: null,
      clientSecret: null,
      error: { code: 'CLIENT_HAS_NO_SECRET', field: null },
    });

    h.clock.advance(60_000);
    const rotated = (await gql(gateway, ROTATE, { variables: { input: { clientId } }, cookies })).body.data!.adminRotateOAuthClientSecret;
    expect(rotated).toEqual({ client: { clientId, secretRotatedAt: h.clock.now().toISOString() }, clientSecret: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), error: null });
    expect(rotated.clientSecret).not.toBe(created.clientSecret);

    const disabled = (await gql(gateway, DISABLE, { variables: { input: { clientId } }, cookies })).body.data!.adminDisableOAuthClient;
    expect(disabled).toEqual({ client: { clientId, status: 'DISABLED', disabledAt: h.clock.now().toISOString() }, error: null });
    for (const mutation of [ROTATE, DISABLE]) {
      const again = (await gql(gateway, mutation, { variables: { input: { clientId } }, cookies })).body.data!;
      expect(Object.values(again)[0]).toMatchObject({ client: null, error: { code: 'CLIENT_DISABLED' } });
    }
    for (const unknown of ['AAAAAAAAAAAAAAAAAAAAAA', '../../etc/passwd', 'x'.repeat(65)]) {
      expect((await gql(gateway, DISABLE, { variables: { input: { clientId: unknown } }, cookies })).body.data!.adminDisableOAuthClient.error, unknown).toEqual({ code: 'CLIENT_NOT_FOUND', field: null });
    }

    await runAccountsCommand(h.service.db, ['create', '--login-id', 'hanako', '--email', 'hanako@example.jp', '--password', 'a fine long password']);
    const audit = (await gql(gateway, AUDIT, { cookies })).body.data!.adminAudit.nodes;
    expect(audit[0]).toMatchObject({ actor: 'OPERATOR', action: 'CREATE', targetLoginId: 'hanako', targetClientId: null, targetClientName: null });
    expect(audit.slice(1, 5)).toEqual([
      { actor: 'ADMINISTRATOR', actorLoginId: 'admin', action: 'CLIENT_DISABLE', targetAccountCode: null, targetLoginId: null, targetClientId: clientId, targetClientName: '経費精算', ipAddress: '127.0.0.1' },
      { actor: 'ADMINISTRATOR', actorLoginId: 'admin', action: 'CLIENT_ROTATE_SECRET', targetAccountCode: null, targetLoginId: null, targetClientId: clientId, targetClientName: '経費精算', ipAddress: '127.0.0.1' },
      expect.objectContaining({ action: 'CLIENT_CREATE', targetClientName: 'スマホアプリ' }),
      expect.objectContaining({ action: 'CLIENT_CREATE', targetClientId: clientId }),
    ]);
  });

  it('types every refusal with the field at fault, and registers nothing', async () => {
    const cookies = await signIn(admin.loginId, admin.password, admin.email);
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'CLIENT_NAME_INVALID', 'name'],
      [{ name: 'x'.repeat(101) }, 'CLIENT_NAME_INVALID', 'name'],
      [{ name: 'x'.repeat(401) }, 'CLIENT_NAME_INVALID', 'name'],
      [{ redirectUris: [] }, 'REDIRECT_URI_INVALID', 'redirectUris'],
      [{ redirectUris: ['http://keihi.example.jp/callback'] }, 'REDIRECT_URI_INVALID', 'redirectUris'],
      [{ redirectUris: ['https://keihi.example.jp/callback#frag'] }, 'REDIRECT_URI_INVALID', 'redirectUris'],
      [{ redirectUris: Array.from({ length: 11 }, (_, i) => `https://keihi.example.jp/${i}`) }, 'REDIRECT_URI_INVALID', 'redirectUris'],
      [{ redirectUris: Array.from({ length: 51 }, (_, i) => `https://keihi.example.jp/${i}`) }, 'REDIRECT_URI_INVALID', 'redirectUris'],
      [{ redirectUris: [`https://keihi.example.jp/${'a'.repeat(4000)}`] }, 'REDIRECT_URI_INVALID', 'redirectUris'],
      [{ postLogoutRedirectUris: ['https://keihi.example.jp/bye#x'] }, 'REDIRECT_URI_INVALID', 'postLogoutRedirectUris'],
      [{ scopes: ['PROFILE'] }, 'SCOPE_INVALID', 'scopes'],
      [{ scopes: [] }, 'SCOPE_INVALID', 'scopes'],
      [{ backchannelLogoutUri: 'http://keihi.example.jp/logout' }, 'BACKCHANNEL_LOGOUT_URI_INVALID', 'backchannelLogoutUri'],
      [{ backchannelLogoutUri: `https://keihi.example.jp/${'a'.repeat(4000)}` }, 'BACKCHANNEL_LOGOUT_URI_INVALID', 'backchannelLogoutUri'],
    ];
    for (const [change, code, field] of refusals) {
      const { body } = await gql(gateway, CREATE, { variables: { input: { ...app, ...change } }, cookies });
      expect(body.data!.adminCreateOAuthClient, JSON.stringify(change).slice(0, 80)).toEqual({ client: null, clientSecret: null, error: { code, field } });
    }
    // An unknown scope or kind is not in the schema's enums: a request error, nothing runs.
    const unknownScope = await gql(gateway, CREATE, { variables: { input: { ...app, scopes: ['OPENID', 'ADMIN'] } }, cookies });
    expect(unknownScope.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect((await gql(gateway, LIST, { cookies })).body.data!.adminOAuthClients).toEqual([]);
  });

  it('refuses every field to a user (FORBIDDEN) and to nobody signed in (UNAUTHENTICATED); nothing changes', async () => {
    const adminCookies = await signIn(admin.loginId, admin.password, admin.email);
    const { clientId } = (await gql(gateway, CREATE, { variables: { input: app }, cookies: adminCookies })).body.data!.adminCreateOAuthClient.client;
    const user = await signIn(taro.loginId, taro.password, taro.email);
    for (const [cookies, code] of [[user, 'FORBIDDEN'], [undefined, 'UNAUTHENTICATED']] as const) {
      const list = await gql(gateway, LIST, cookies ? { cookies } : {});
      expect(list.body.errors, code).toEqual([expect.objectContaining({ path: ['adminOAuthClients'], extensions: { code } })]);
      expect(list.body.data).toBeNull();
      const opts = (variables: Record<string, unknown>) => ({ variables, ...(cookies ? { cookies } : {}) });
      expect((await gql(gateway, CREATE, opts({ input: app }))).body.data!.adminCreateOAuthClient).toEqual({ client: null, clientSecret: null, error: { code, field: null } });
      expect((await gql(gateway, ROTATE, opts({ input: { clientId } }))).body.data!.adminRotateOAuthClientSecret).toEqual({ client: null, clientSecret: null, error: { code, field: null } });
      expect((await gql(gateway, DISABLE, opts({ input: { clientId } }))).body.data!.adminDisableOAuthClient).toEqual({ client: null, error: { code, field: null } });
    }
    const rows = await h.service.db.selectFrom('oidc_clients').select(['client_id', 'secret_rotated_at', 'disabled_at']).execute();
    expect(rows).toEqual([{ client_id: clientId, secret_rotated_at: null, disabled_at: null }]);
    expect((await h.service.db.selectFrom('admin_audit').select('action').where('target_client_id', 'is not', null).execute()).map((r) => r.action)).toEqual(['client_create']);
  });
});
