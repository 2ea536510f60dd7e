// The gateway takes the OpenID Provider's access tokens as `Authorization: Bearer` (issue 22): the
// issue's journey up to step 7 through the gateway (discovery, code + PKCE, the portal's sign-in and
// consent through GraphQL, the callback, the ID token, userinfo, then a GraphQL call with the access
// token), against the real account service over HTTP on SQLite and PostgreSQL. Then: what the token's
// scopes allow (account:read the viewer, account:write updateAccount), FORBIDDEN for everything else,
// the app named in the owner's activity, and revocation effective on the very next call.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as client from 'openid-client';
import { buildGateway } from '../../src/gateway/app';
import { REFRESH_GRACE_SECONDS } from '../../src/account-service/oidc/adapter';
import { setAccountRole } from '../../src/account-service/accounts/account-admin.service';
import { serviceToken, taro } from '../account-service/support';
import { authorizationRequest, REDIRECT_URI, startOidcHarness, type OidcHarness } from '../account-service/oidc-support';
import { testDialects } from '../helpers/test-databases';
import { LOGIN, VERIFY, gql } from './gateway-harness';

const ISSUER = 'http://localhost:3000';
const INTERACTION = `query I($id: ID!) { oauthInteraction(id: $id) { interaction { prompt } error { code } } }`;
const COMPLETE = `mutation C($id: ID!) { completeOAuthLogin(id: $id) { returnTo error { code } } }`;
const DECIDE = `mutation D($id: ID!, $allow: Boolean!) { decideOAuthConsent(id: $id, allow: $allow) { returnTo error { code } } }`;
const VIEWER = `{ viewer { account { loginId name email } session { expiresAt idleTimeoutSeconds } } }`;
const UPDATE = `mutation U($input: UpdateAccountInput!) { updateAccount(input: $input) { viewer { account { name } } error { code } } }`;
const ACTIVITY = `{ viewer { activity(first: 5) { nodes { kind changedFields appName } } } }`;

/** A person's browser in front of the gateway: every cookie it is given, sent back. */
class Browser {
  readonly cookies = new Map<string, string>();
  constructor(private readonly gateway: FastifyInstance) {}

  private keep(res: LightMyRequestResponse): void {
    for (const c of res.cookies as Array<{ name: string; value: string; maxAge?: number }>) {
      if (c.value === '' || c.maxAge === 0) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }

  async gql(query: string, variables: Record<string, unknown> = {}) {
    const { response, body } = await gql(this.gateway, query, { variables, cookies: Object.fromEntries(this.cookies) });
    this.keep(response);
    return body;
  }

  /** Follows redirects until the SPA's interaction page or the app. */
  async go(url: string): Promise<URL> {
    let target = new URL(url, ISSUER);
    for (let i = 0; i < 10; i++) {
      const res = await this.gateway.inject({ method: 'GET', url: target.pathname + target.search, cookies: Object.fromEntries(this.cookies) });
      this.keep(res);
      if (res.statusCode < 300 || res.statusCode >= 400) throw new Error(`stopped at ${res.statusCode} ${res.body.slice(0, 200)}`);
      target = new URL(String(res.headers.location), ISSUER);
      if (target.origin !== ISSUER || target.pathname.startsWith('/oauth/interaction/')) return target;
    }
    throw new Error('too many redirects');
  }

  /** The portal's own sign-in (password, then the mailed code), then the app's interaction to its end. */
  async allow(h: OidcHarness, url: string): Promise<URL> {
    let at = await this.go(url);
    for (let i = 0; i < 3 && at.pathname.startsWith('/oauth/interaction/'); i++) {
      const id = at.pathname.split('/').pop()!;
      const step = (await this.gql(INTERACTION, { id })).data?.oauthInteraction.interaction.prompt;
      if (step === 'LOGIN' && !this.cookies.has('portal_session')) {
        expect((await this.gql(LOGIN, { input: { loginId: taro.loginId, password: taro.password } })).data?.login.error).toBeNull();
        expect((await this.gql(VERIFY, { input: { code: await h.latestCode() } })).data?.verifyLoginCode.error).toBeNull();
      }
      const done = step === 'LOGIN' ? (await this.gql(COMPLETE, { id })).data?.completeOAuthLogin : (await this.gql(DECIDE, { id, allow: true })).data?.decideOAuthConsent;
      expect(done.error).toBeNull();
      at = await this.go(done.returnTo);
    }
    return at;
  }
}

describe.each(testDialects)('gateway: apps\' access tokens as bearer tokens (%s)', (dialect) => {
  let h: OidcHarness;
  let gateway: FastifyInstance;
  let config: client.Configuration;
  let browser: Browser;

  beforeEach(async () => {
    h = await startOidcHarness(dialect);
    await h.service.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (h.service.app.server.address() as { port: number }).port;
    gateway = await buildGateway({ accountServiceUrl: `http://127.0.0.1:${port}`, serviceToken, publicUrl: ISSUER, rateLimit: false });
    // openid-client as the app, every request of it through the gateway.
    config = await client.discovery(new URL(ISSUER), h.app.clientId, undefined, client.ClientSecretBasic(h.app.secret!), {
      execute: [client.allowInsecureRequests],
      [client.customFetch]: async (url, options) => {
        const target = new URL(url);
        const res = await gateway.inject({ method: options.method as 'GET', url: target.pathname + target.search, headers: options.headers, ...(options.body ? { payload: String(options.body) } : {}) });
        return new Response(res.statusCode === 204 ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers: res.headers as Record<string, string> });
      },
    });
    browser = new Browser(gateway);
  });
  afterEach(async () => {
    await gateway?.close();
    await h?.close();
  });

  /** Steps 1–5 of the issue's journey: the app's tokens, the ID token checked by openid-client. */
  async function signInApp(scope: string) {
    const request = await authorizationRequest(config, { scope, prompt: 'consent' });
    const callback = await browser.allow(h, request.url);
    expect(callback.origin + callback.pathname).toBe(REDIRECT_URI);
    return client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: request.codeVerifier, expectedState: request.state, expectedNonce: request.nonce });
  }

  /** A GraphQL call as an app makes it: the access token as a bearer token, no cookie. */
  const asApp = async (token: string, query: string, variables: Record<string, unknown> = {}) =>
    (await gql(gateway, query, { variables, headers: { authorization: `Bearer ${token}` } })).body;

  it('the issue\'s journey to step 7: userinfo, then a gateway call with the access token answers the account it was given for', async () => {
    const tokens = await signInApp('openid profile email account:read');
    const sub = tokens.claims()!.sub;
    expect(await client.fetchUserInfo(config, tokens.access_token, sub)).toMatchObject({ sub, name: taro.name, email: taro.email });
    const answer = await asApp(tokens.access_token, VIEWER);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.viewer).toEqual({ account: { loginId: taro.loginId, name: taro.name, email: taro.email }, session: { expiresAt: expect.any(String), idleTimeoutSeconds: 600 } });
  });

  it('account:write changes the account\'s details, and the owner\'s activity names the app', async () => {
    const tokens = await signInApp('openid account:read account:write');
    const changed = await asApp(tokens.access_token, UPDATE, { input: { name: '山田 花子' } });
    expect(changed.data?.updateAccount).toEqual({ viewer: { account: { name: '山田 花子' } }, error: null });
    const activity = (await browser.gql(ACTIVITY)).data?.viewer.activity.nodes;
    expect(activity).toContainEqual({ kind: 'DETAILS_CHANGED', changedFields: ['name'], appName: 'テストアプリ' });
  });

  it('answers FORBIDDEN outside the token\'s scopes, and for everything sensitive whatever its scopes; nothing is done', async () => {
    const readOnly = await signInApp('openid profile account:read');
    expect((await asApp(readOnly.access_token, UPDATE, { input: { name: '山田 花子' } })).data?.updateAccount).toEqual({ viewer: null, error: { code: 'FORBIDDEN' } });
    const noRead = await signInApp('openid profile');
    const viewer = await asApp(noRead.access_token, VIEWER);
    expect(viewer.data?.viewer).toBeNull();
    expect(viewer.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);

    // An administrator's token: administration is refused for what the token is, not for the role.
    await setAccountRole(h.service.db, taro.loginId, 'admin', h.clock);
    expect((await browser.gql('{ adminAccountSearch { nodes { loginId } } }')).data?.adminAccountSearch.nodes).toHaveLength(1);
    const all = await signInApp('openid profile email offline_access account:read account:write');
    const sensitive: Array<[string, string, Record<string, unknown>?]> = [
      ['sessions', '{ viewer { sessions { id } } }'],
      ['passkeys', '{ viewer { passkeys { id } } }'],
      ['activity', ACTIVITY],
      ['changePassword', 'mutation($i: ChangePasswordInput!) { changePassword(input: $i) { error { code } } }', { i: { currentPassword: taro.password, newPassword: 'another long passphrase 42' } }],
      ['requestEmailChange', 'mutation($i: RequestEmailChangeInput!) { requestEmailChange(input: $i) { error { code } } }', { i: { newEmail: 'new@example.com', currentPassword: taro.password } }],
      ['revokeOtherSessions', 'mutation { revokeOtherSessions { error { code } } }'],
      ['logout', 'mutation { logout { ok error { code } } }'],
      ['connectedApps', '{ viewer { connectedApps { clientId } } }'],
      ['revokeConnectedApp', 'mutation($c: ID!) { revokeConnectedApp(clientId: $c) { error { code } } }', { c: 'any-app' }],
      ['adminAccountSearch', '{ adminAccountSearch { nodes { loginId } } }'],
    ];
    for (const [name, query, variables] of sensitive) {
      const body = await asApp(all.access_token, query, variables);
      const codes = [...(body.errors ?? []).map((e) => e.extensions?.code), ...JSON.stringify(body.data ?? {}).matchAll(/"code":"(\w+)"/g)].map((c) => (Array.isArray(c) ? c[1] : c));
      expect({ name, codes }).toEqual({ name, codes: ['FORBIDDEN'] });
    }
    // Nothing happened: the owner's password and sessions are as they were, the token still reads.
    expect((await browser.gql(VIEWER)).data?.viewer.account.name).toBe(taro.name);
    expect((await browser.gql('{ viewer { sessions { id } } }')).data?.viewer.sessions).toHaveLength(1);
    expect((await asApp(all.access_token, VIEWER)).data?.viewer.account.loginId).toBe(taro.loginId);
    expect((await browser.gql('{ viewer { connectedApps { clientId } } }')).data?.viewer.connectedApps.length).toBeGreaterThan(0);
  });

  it('revoking the grant (a replayed refresh token) or the token itself (RFC 7009, through the gateway) makes the next gateway call UNAUTHENTICATED', async () => {
    const tokens = await signInApp('openid offline_access account:read');
    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token!);
    expect((await asApp(refreshed.access_token, VIEWER)).data?.viewer.account.loginId).toBe(taro.loginId);
    h.clock.advanceSeconds(REFRESH_GRACE_SECONDS + 1);
    await expect(client.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
    for (const token of [tokens.access_token, refreshed.access_token]) {
      const answer = await asApp(token, VIEWER);
      expect(answer.data?.viewer).toBeNull();
      expect((await asApp(token, UPDATE, { input: { name: '山田 花子' } })).data?.updateAccount.error.code).toBe('UNAUTHENTICATED');
    }

    const again = await signInApp('openid account:read');
    expect((await asApp(again.access_token, VIEWER)).data?.viewer).not.toBeNull();
    await client.tokenRevocation(config, again.access_token);
    expect((await asApp(again.access_token, VIEWER)).data?.viewer).toBeNull();
    expect((await asApp(again.access_token, 'mutation { revokeOtherSessions { error { code } } }')).data?.revokeOtherSessions.error.code).toBe('UNAUTHENTICATED');
  });
});
