// 「連携中のアプリ」 through the gateway over HTTP to the real account service (SQLite and PostgreSQL):
// Viewer.connectedApps in GraphQL words, revokeConnectedApp ending the grant at once and answering the
// apps left, the activity's events (OAUTH_APP_ALLOWED, OAUTH_APP_REVOKED with the app's name), every
// refusal typed (CONNECTED_APP_NOT_FOUND, UNAUTHENTICATED, FORBIDDEN for an app's own access token),
// with nothing changed.
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as client from 'openid-client';
import { buildGateway } from '../../src/gateway/app';
import { serviceToken, taro } from '../account-service/support';
import { authorizationRequest, exchange, startOidcHarness, type OidcHarness } from '../account-service/oidc-support';
import { testDialects } from '../helpers/test-databases';
import { LOGIN, VERIFY, cookie, gql } from './gateway-harness';

const APPS = '{ viewer { connectedApps { clientId name scopes allowedAt lastUsedAt } } }';
const REVOKE = 'mutation R($clientId: ID!) { revokeConnectedApp(clientId: $clientId) { connectedApps { clientId name } error { code field } } }';
const ACTIVITY = '{ viewer { activity(first: 5) { nodes { kind appName canReportNotMe } } } }';

describe.each(testDialects)('「連携中のアプリ」 through the gateway (%s)', (dialect) => {
  let h: OidcHarness;
  let gateway: FastifyInstance;

  beforeEach(async () => {
    h = await startOidcHarness(dialect);
    await h.service.db.updateTable('oidc_clients').set({ name: '経費精算' }).where('client_id', '=', h.app.clientId).execute();
    await h.service.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (h.service.app.server.address() as { port: number }).port;
    gateway = await buildGateway({ accountServiceUrl: `http://127.0.0.1:${port}`, serviceToken, publicUrl: 'http://localhost:3000', rateLimit: false });
  });
  afterEach(async () => {
    await gateway?.close();
    await h?.close();
  });

  /** Taro signed in through the gateway (the browser's cookie), and allowed the app in that session. */
  async function signedInWithApp(params: Record<string, string> = {}) {
    const login = await gql(gateway, LOGIN, { variables: { input: { loginId: taro.loginId, password: taro.password } } });
    const attempt = cookie(login.response, 'portal_login_attempt')!.value;
    const verify = await gql(gateway, VERIFY, { variables: { input: { code: await h.latestCode() } }, cookies: { portal_login_attempt: attempt } });
    const cookies = { portal_session: cookie(verify.response, 'portal_session')!.value };
    const browser = h.browser();
    browser.sessionToken = cookies.portal_session;
    const config = await h.rp();
    const request = await authorizationRequest(config, params);
    const { landing } = await browser.authorize(request.url);
    if (landing.kind !== 'app') throw new Error('no callback');
    return { cookies, config, tokens: await exchange(config, landing.url, request) };
  }

  it('lists the app in GraphQL words, disconnects it at once, and the activity says both', async () => {
    const { cookies, config, tokens } = await signedInWithApp({ scope: 'openid profile offline_access account:read', prompt: 'consent' });
    const now = h.clock.now().toISOString();
    expect((await gql(gateway, APPS, { cookies })).body).toEqual({
      data: { viewer: { connectedApps: [{ clientId: h.app.clientId, name: '経費精算', scopes: ['OPENID', 'PROFILE', 'OFFLINE_ACCESS', 'ACCOUNT_READ'], allowedAt: now, lastUsedAt: now }] } },
    });

    const revoked = await gql(gateway, REVOKE, { variables: { clientId: h.app.clientId }, cookies });
    expect(revoked.body).toEqual({ data: { revokeConnectedApp: { connectedApps: [], error: null } } });
    // At once: the app's next refresh and its next gateway call fail.
    await expect(client.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
    const withToken = await gateway.inject({ method: 'POST', url: '/graphql', headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' }, payload: { query: '{ viewer { account { loginId } } }' } });
    expect(withToken.json()).toEqual({ data: { viewer: null } });

    expect((await gql(gateway, APPS, { cookies })).body).toEqual({ data: { viewer: { connectedApps: [] } } });
    const events = (await gql(gateway, ACTIVITY, { cookies })).body.data!.viewer.activity.nodes as Array<{ kind: string }>;
    expect(events.filter((e) => e.kind.startsWith('OAUTH_APP'))).toEqual([
      { kind: 'OAUTH_APP_REVOKED', appName: '経費精算', canReportNotMe: false },
      { kind: 'OAUTH_APP_ALLOWED', appName: '経費精算', canReportNotMe: true },
    ]);
  });

  it('types every refusal, and changes nothing', async () => {
    const { cookies, tokens } = await signedInWithApp({ scope: 'openid account:read' });
    for (const clientId of ['AAAAAAAAAAAAAAAAAAAAAA', '../../v1/session', 'x'.repeat(65)]) {
      expect((await gql(gateway, REVOKE, { variables: { clientId }, cookies })).body.data, clientId).toEqual({ revokeConnectedApp: { connectedApps: null, error: { code: 'CONNECTED_APP_NOT_FOUND', field: null } } });
    }
    // Signed out: the viewer is null, the mutation is refused.
    expect((await gql(gateway, APPS)).body).toEqual({ data: { viewer: null } });
    expect((await gql(gateway, REVOKE, { variables: { clientId: h.app.clientId } })).body.data).toEqual({ revokeConnectedApp: { connectedApps: null, error: { code: 'UNAUTHENTICATED', field: null } } });
    // An app's own access token may not see or end the person's connections, whatever its scopes.
    const asApp = { authorization: `Bearer ${tokens.access_token}` };
    const listed = await gql(gateway, APPS, { headers: asApp });
    expect(listed.body.errors?.[0]).toMatchObject({ path: ['viewer', 'connectedApps'], extensions: { code: 'FORBIDDEN' } });
    expect((await gql(gateway, REVOKE, { variables: { clientId: h.app.clientId }, headers: asApp })).body.data).toEqual({ revokeConnectedApp: { connectedApps: null, error: { code: 'FORBIDDEN', field: null } } });

    expect((await gql(gateway, APPS, { cookies })).body.data!.viewer.connectedApps).toHaveLength(1);
    expect(await h.service.db.selectFrom('account_events').select('kind').where('kind', '=', 'oauth_app_revoked').execute()).toEqual([]);
  });
});
