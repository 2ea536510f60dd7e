// The apps registered with the OpenID Provider, on SQLite and PostgreSQL, through the REST routes of the
// admin console (/v1/admin/oauth-clients): the role checked by the service itself, registration with
// every rule of its input, the list newest first with each app's state, a new secret, disabling (which
// ends the app's grants and tokens), each audited; a secret answered once and stored only as its hash.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAccount } from '../../src/account-service/accounts/account-admin.service';
import { runAccountsCommand } from '../../src/account-service/cli/accounts-cli';
import { isSqlite } from '../../src/account-service/db/locks';
import { testDialects } from '../helpers/test-databases';
import { startHarness, type Harness } from './support';

const admin = { loginId: 'admin', email: 'admin@example.jp', password: 'the keeper of the keys 2027', name: '管理 花子', role: 'admin' };
const ip = { 'x-client-ip': '203.0.113.7' };
const app = { name: '経費精算', redirectUris: ['https://keihi.example.jp/callback'], public: false, scopes: ['openid', 'profile', 'email'] };
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64url');

describe.each(testDialects)('registered apps (%s)', (dialect) => {
  let h: Harness;
  let adminToken: string;
  let userToken: string;

  beforeEach(async () => {
    h = await startHarness(dialect);
    await createAccount(h.service.db, admin, h.clock);
    const start = await h.startLogin(admin.loginId, admin.password);
    adminToken = (await h.verify(start.json().attemptId, await h.latestCode(admin.email))).json().token as string;
    userToken = await h.signIn();
  });
  afterEach(async () => {
    await h?.close();
  });

  const as = (token: string) => ({ 'x-session-token': token, ...ip });
  const create = (body: Record<string, unknown>, token = adminToken) => h.api('POST', '/v1/admin/oauth-clients', body, as(token));
  const list = async () => {
    const res = await h.api('GET', '/v1/admin/oauth-clients', undefined, as(adminToken));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().clients as Record<string, unknown>[];
  };
  const rotate = (clientId: string, token = adminToken) => h.api('POST', `/v1/admin/oauth-clients/${clientId}/secret-rotations`, undefined, as(token));
  const disable = (clientId: string, token = adminToken) => h.api('POST', `/v1/admin/oauth-clients/${clientId}/disabling`, undefined, as(token));
  const clientAudit = () => h.service.db.selectFrom('admin_audit').selectAll().where('target_client_id', 'is not', null).orderBy('id').execute();
  const rows = () => h.service.db.selectFrom('oidc_clients').selectAll().execute();

  /** Every row of every table, as text: where a secret would be if anything stored it. */
  async function everythingStored(): Promise<string> {
    const { db } = h.service;
    const tables = isSqlite(db)
      ? (await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db)).rows.map((r) => r.name)
      : (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(db)).rows.map((r) => r.name);
    expect(tables).toEqual(expect.arrayContaining(['oidc_clients', 'admin_audit', 'oidc_payload']));
    let text = '';
    for (const table of tables) text += JSON.stringify((await sql`select * from ${sql.table(table)}`.execute(db)).rows);
    return text;
  }

  it('checks the role on every route itself: 401 signed out, 403 for a user and for an administrator who must change the password', async () => {
    const made = (await create(app)).json();
    const routes: [string, string, unknown?][] = [
      ['GET', '/v1/admin/oauth-clients'],
      ['POST', '/v1/admin/oauth-clients', app],
      ['POST', `/v1/admin/oauth-clients/${made.client.clientId}/secret-rotations`],
      ['POST', `/v1/admin/oauth-clients/${made.client.clientId}/disabling`],
    ];
    for (const [method, url, body] of routes) {
      expect((await h.api(method as 'GET', url, body)).statusCode, url).toBe(401);
      const forbidden = await h.api(method as 'GET', url, body, as(userToken));
      expect(forbidden.statusCode, url).toBe(403);
      expect(forbidden.json().code).toBe('FORBIDDEN');
    }
    await runAccountsCommand(h.service.db, ['require-password-change', '--login-id', 'admin']);
    for (const [method, url, body] of routes) expect((await h.api(method as 'GET', url, body, as(adminToken))).statusCode, url).toBe(403);
    // Nothing happened: one app, its secret as made, one audit entry.
    expect((await rows()).map((r) => [r.client_id, r.secret_hash, r.disabled_at])).toEqual([[made.client.clientId, sha256(made.clientSecret), null]]);
    expect((await clientAudit()).map((a) => a.action)).toEqual(['client_create']);
  });

  it('registers a confidential app: its secret answered once, stored as its SHA-256 only, audited with who, what, which app and from where', async () => {
    const res = await create({ ...app, scopes: ['email', 'openid profile', 'email'], backchannelLogoutUri: ' https://keihi.example.jp/backchannel ' });
    expect(res.statusCode, res.body).toBe(201);
    const { client, clientSecret } = res.json();
    expect(client).toEqual({
      clientId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      name: '経費精算',
      redirectUris: ['https://keihi.example.jp/callback'],
      postLogoutRedirectUris: [],
      public: false,
      // Several in one value, repeated: once each, in the provider's order.
      scopes: ['openid', 'profile', 'email'],
      backchannelLogoutUri: 'https://keihi.example.jp/backchannel',
      createdAt: h.clock.now().toISOString(),
      createdByAccountCode: expect.stringMatching(/^A\d{8}$/),
      createdByLoginId: 'admin',
      secretRotatedAt: null,
      disabledAt: null,
    });
    expect(clientSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [row] = await rows();
    expect(row).toMatchObject({ client_id: client.clientId, is_public: 0, secret_hash: sha256(clientSecret), scopes: 'openid profile email', redirect_uris: '["https://keihi.example.jp/callback"]' });
    expect(await everythingStored()).not.toContain(clientSecret);
    // Shown once: the list never holds it.
    expect(JSON.stringify(await list())).not.toContain(clientSecret);
    expect(await list()).toEqual([client]);

    const [entry] = (await h.api('GET', '/v1/admin/audit', undefined, as(adminToken))).json().entries;
    expect(entry).toEqual({
      id: expect.any(String),
      at: h.clock.now().toISOString(),
      actor: 'administrator',
      actorAccountCode: client.createdByAccountCode,
      actorLoginId: 'admin',
      action: 'client_create',
      targetAccountCode: null,
      targetLoginId: null,
      targetClientId: client.clientId,
      targetClientName: '経費精算',
      role: null,
      ipAddress: '203.0.113.7',
    });
  });

  it('registers a public app with no secret, and development servers on this machine over http', async () => {
    const res = await create({
      name: '  社内ポータル（開発） ',
      redirectUris: ['http://localhost:5173/callback', 'http://127.0.0.1/cb', 'http://[::1]:8080/cb', 'http://localhost:5173/callback'],
      postLogoutRedirectUris: ['https://dev.example.jp/bye'],
      public: true,
      scopes: ['openid', 'offline_access', 'account:read', 'account:write'],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().clientSecret).toBeNull();
    expect(res.json().client).toMatchObject({
      // Trimmed and NFKC, as every name of the portal.
      name: '社内ポータル(開発)',
      // A repeated URI counts once; each is kept as typed (matched exactly later).
      redirectUris: ['http://localhost:5173/callback', 'http://127.0.0.1/cb', 'http://[::1]:8080/cb'],
      postLogoutRedirectUris: ['https://dev.example.jp/bye'],
      public: true,
      scopes: ['openid', 'offline_access', 'account:read', 'account:write'],
      backchannelLogoutUri: null,
    });
    expect((await rows())[0]).toMatchObject({ is_public: 1, secret_hash: null });
    expect(await rotate(res.json().client.clientId)).toMatchObject({ statusCode: 409 });
    expect((await rotate(res.json().client.clientId)).json().code).toBe('CLIENT_HAS_NO_SECRET');
  });

  it('refuses every bad input with its code and field, and stores and audits nothing', async () => {
    const uris = (n: number) => Array.from({ length: n }, (_, i) => `https://app.example.jp/cb${i}`);
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'CLIENT_NAME_INVALID', 'name'],
      [{ name: '   ' }, 'CLIENT_NAME_INVALID', 'name'],
      [{ name: 'x'.repeat(101) }, 'CLIENT_NAME_INVALID', 'name'],
      [{ name: '二行の\n名前' }, 'CLIENT_NAME_INVALID', 'name'],
      [{ name: 'x'.repeat(401) }, 'VALIDATION_FAILED', 'name'],
      [{ redirectUris: [] }, 'REDIRECT_URI_INVALID', 'redirectUris'],
      [{ redirectUris: uris(11) }, 'REDIRECT_URI_INVALID', 'redirectUris'],
      [{ redirectUris: uris(51) }, 'VALIDATION_FAILED', 'redirectUris'],
      [{ redirectUris: ['http://keihi.example.jp/callback'] }, 'REDIRECT_URI_INVALID', 'redirectUris'],
      [{ redirectUris: ['https://keihi.example.jp/callback#top'] }, 'REDIRECT_URI_INVALID', 'redirectUris'],
      [{ redirectUris: ['https://keihi.example.jp/callback#'] }, 'REDIRECT_URI_INVALID', 'redirectUris'],
      [{ redirectUris: ['/callback'] }, 'REDIRECT_URI_INVALID', 'redirectUris'],
      [{ redirectUris: ['keihi.example.jp/callback'] }, 'REDIRECT_URI_INVALID', 'redirectUris'],
      [{ redirectUris: ['https://user:pass@keihi.example.jp/callback'] }, 'REDIRECT_URI_INVALID', 'redirectUris'],
      [{ redirectUris: ['javascript:alert(1)'] }, 'REDIRECT_URI_INVALID', 'redirectUris'],
      [{ redirectUris: ['ftp://keihi.example.jp/callback'] }, 'REDIRECT_URI_INVALID', 'redirectUris'],
      [{ redirectUris: ['https://keihi.example.jp/コールバック'] }, 'REDIRECT_URI_INVALID', 'redirectUris'],
      // Only the canonical form, which is what a browser or a library sends; no wildcard.
      [{ redirectUris: ['HTTPS://KEIHI.example.jp/callback'] }, 'REDIRECT_URI_INVALID', 'redirectUris'],
      [{ redirectUris: ['https:/keihi.example.jp/callback'] }, 'REDIRECT_URI_INVALID', 'redirectUris'],
      [{ redirectUris: ['https://keihi.example.jp'] }, 'REDIRECT_URI_INVALID', 'redirectUris'],
      [{ redirectUris: ['https://*.example.jp/callback'] }, 'REDIRECT_URI_INVALID', 'redirectUris'],
      [{ redirectUris: ['https://keihi.example.jp/*'] }, 'REDIRECT_URI_INVALID', 'redirectUris'],
      [{ redirectUris: ['https://keihi.example.jp/a b'] }, 'REDIRECT_URI_INVALID', 'redirectUris'],
      [{ redirectUris: [`https://keihi.example.jp/${'a'.repeat(2000)}`] }, 'REDIRECT_URI_INVALID', 'redirectUris'],
      [{ redirectUris: ['http://localhost.example.jp/cb'] }, 'REDIRECT_URI_INVALID', 'redirectUris'],
      [{ postLogoutRedirectUris: ['http://keihi.example.jp/bye'] }, 'REDIRECT_URI_INVALID', 'postLogoutRedirectUris'],
      [{ postLogoutRedirectUris: uris(11) }, 'REDIRECT_URI_INVALID', 'postLogoutRedirectUris'],
      [{ scopes: [] }, 'SCOPE_INVALID', 'scopes'],
      [{ scopes: ['profile', 'email'] }, 'SCOPE_INVALID', 'scopes'],
      [{ scopes: ['openid', 'admin'] }, 'SCOPE_INVALID', 'scopes'],
      [{ scopes: ['openid', 'Profile'] }, 'SCOPE_INVALID', 'scopes'],
      [{ backchannelLogoutUri: 'http://keihi.example.jp/backchannel' }, 'BACKCHANNEL_LOGOUT_URI_INVALID', 'backchannelLogoutUri'],
      [{ backchannelLogoutUri: 'https://keihi.example.jp/backchannel#x' }, 'BACKCHANNEL_LOGOUT_URI_INVALID', 'backchannelLogoutUri'],
      [{ backchannelLogoutUri: 'not a uri' }, 'BACKCHANNEL_LOGOUT_URI_INVALID', 'backchannelLogoutUri'],
      [{ public: 'yes' }, 'VALIDATION_FAILED', 'public'],
      [{ clientSecret: 'chosen-by-me' }, 'VALIDATION_FAILED', 'clientSecret'],
    ];
    for (const [change, code, field] of refusals) {
      const res = await create({ ...app, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json(), JSON.stringify(change)).toMatchObject({ code, field });
    }
    const { public: _public, ...withoutKind } = app;
    expect((await create(withoutKind)).json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'public' });
    expect(await rows()).toEqual([]);
    expect(await clientAudit()).toEqual([]);
    // An empty back-channel URI is none.
    expect((await create({ ...app, backchannelLogoutUri: '' })).json().client.backchannelLogoutUri).toBeNull();
  });

  it('lists every app newest first with its state and who registered it (an operator with the CLI too)', async () => {
    const first = (await create(app)).json().client;
    h.clock.advance(60_000);
    await runAccountsCommand(h.service.db, ['clients', 'create', '--name', 'CLIで登録', '--redirect-uri', 'https://cli.example.jp/cb', '--public'], { publicUrl: 'http://localhost:3000', clock: h.clock });
    h.clock.advance(60_000);
    const third = (await create({ ...app, name: '三番目' })).json().client;
    h.clock.advance(60_000);
    expect((await disable(first.clientId)).statusCode).toBe(200);

    const clients = await list();
    expect(clients.map((c) => [c.name, c.createdByLoginId, c.disabledAt])).toEqual([
      ['三番目', 'admin', null],
      ['CLIで登録', null, null],
      ['経費精算', 'admin', h.clock.now().toISOString()],
    ]);
    expect(clients[0]).toEqual(third);
    expect(clients[1]).toMatchObject({ public: true, scopes: ['openid', 'profile', 'email'], createdByAccountCode: null });
    const operatorEntry = (await clientAudit()).find((a) => a.target_client_name === 'CLIで登録');
    expect(operatorEntry).toMatchObject({ actor: 'operator', actor_account_id: null, client_ip: null, action: 'client_create' });
  });

  it('replaces a confidential app\'s secret at once: the new one answered once, the old hash gone, audited', async () => {
    const made = (await create(app)).json();
    h.clock.advance(5_000);
    const res = await rotate(made.client.clientId);
    expect(res.statusCode, res.body).toBe(200);
    const { client, clientSecret } = res.json();
    expect(clientSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(clientSecret).not.toBe(made.clientSecret);
    expect(client).toEqual({ ...made.client, secretRotatedAt: h.clock.now().toISOString() });
    expect((await rows())[0]!.secret_hash).toBe(sha256(clientSecret));
    const stored = await everythingStored();
    expect(stored).not.toContain(clientSecret);
    expect(stored).not.toContain(made.clientSecret);
    expect(stored).not.toContain(sha256(made.clientSecret));
    expect(JSON.stringify(await list())).not.toContain(clientSecret);
    expect((await clientAudit()).map((a) => [a.action, a.actor, a.target_client_id, a.client_ip])).toEqual([
      ['client_create', 'administrator', made.client.clientId, '203.0.113.7'],
      ['client_rotate_secret', 'administrator', made.client.clientId, '203.0.113.7'],
    ]);

    expect((await rotate('no-such-app')).json()).toMatchObject({ code: 'CLIENT_NOT_FOUND' });
    expect((await rotate('no-such-app')).statusCode).toBe(404);
    expect((await rotate('../../etc')).statusCode).toBe(404);
    expect((await rotate('x'.repeat(65))).json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'clientId' });
  });

  it('disables an app for good: its grants, codes and tokens end in the same transaction, audited; nothing more can be done to it', async () => {
    const gone = (await create(app)).json().client;
    const kept = (await create({ ...app, name: '残るアプリ' })).json().client;
    const now = h.clock.now().toISOString();
    const payload = (model: string, n: number, clientId: string) => ({
      model,
      id_hash: `${clientId}-${model}-${n}`,
      payload: '{}',
      grant_id: `grant-${clientId}`,
      subject: 'subject-of-taro',
      client_id: clientId,
      session_uid: null,
      user_code_hash: null,
      portal_session_id: null,
      consumed_at: null,
      expires_at: null,
      created_at: now,
      last_used_at: null,
    });
    for (const clientId of [gone.clientId, kept.clientId]) {
      for (const [n, model] of ['Grant', 'AuthorizationCode', 'AccessToken', 'RefreshToken'].entries()) {
        await h.service.db.insertInto('oidc_payload').values(payload(model, n, clientId)).execute();
      }
    }
    h.clock.advance(1_000);
    const res = await disable(gone.clientId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...gone, disabledAt: h.clock.now().toISOString() });
    const left = await h.service.db.selectFrom('oidc_payload').select(['client_id', 'model']).execute();
    expect(left.map((r) => r.client_id)).toEqual([kept.clientId, kept.clientId, kept.clientId, kept.clientId]);
    // The provider's own lookup of the app (the row it reads) no longer finds it.
    expect(await h.service.db.selectFrom('oidc_clients').select('client_id').where('disabled_at', 'is', null).execute()).toEqual([{ client_id: kept.clientId }]);

    for (const again of [await disable(gone.clientId), await rotate(gone.clientId)]) {
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('CLIENT_DISABLED');
    }
    expect((await disable('no-such-app')).json().code).toBe('CLIENT_NOT_FOUND');
    expect((await clientAudit()).map((a) => [a.action, a.target_client_name])).toEqual([
      ['client_create', '経費精算'],
      ['client_create', '残るアプリ'],
      ['client_disable', '経費精算'],
    ]);
  });
});
