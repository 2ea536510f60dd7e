// The gateway in front of the OpenID Provider: /oidc/* and discovery passed through to the real
// account service (over HTTP, SQLite and PostgreSQL), the app's sign-in finished through GraphQL as the
// SPA does it, and what the account service may trust of it (origin, client address, the portal
// session from the cookie only, the provider's cookies only).
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as client from 'openid-client';
import { buildGateway, type GatewayOptions } from '../../src/gateway/app';
import { OIDC_FALLBACK_CSP } from '../../src/gateway/oidc-proxy';
import { serviceToken, taro } from '../account-service/support';
import { authorizationRequest, REDIRECT_URI, POST_LOGOUT_URI, startOidcHarness, type OidcHarness } from '../account-service/oidc-support';
import { testDialects } from '../helpers/test-databases';
import { LOGIN, VERIFY, gql } from './gateway-harness';

const ISSUER = 'http://localhost:3000';
const INTERACTION = `query I($id: ID!) { oauthInteraction(id: $id) { interaction { id prompt reasons app { clientId name } scopes newScopes loginHint locale portalSession expiresAt } error { code } } }`;
const COMPLETE = `mutation C($id: ID!) { completeOAuthLogin(id: $id) { returnTo error { code } } }`;
const DECIDE = `mutation D($id: ID!, $allow: Boolean!) { decideOAuthConsent(id: $id, allow: $allow) { returnTo error { code } } }`;

/** A browser in front of the gateway: every cookie it is given, sent back. */
class GatewayBrowser {
  readonly cookies = new Map<string, string>();
  constructor(private readonly gateway: FastifyInstance) {}

  keep(res: LightMyRequestResponse): void {
    for (const c of res.cookies as Array<{ name: string; value: string; expires?: Date; maxAge?: number }>) {
      if (c.value === '' || (c.expires && c.expires.getTime() < Date.now()) || c.maxAge === 0) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }

  async get(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    const target = new URL(url, ISSUER);
    const res = await this.gateway.inject({ method: 'GET', url: target.pathname + target.search, cookies: Object.fromEntries(this.cookies), headers });
    this.keep(res);
    return res;
  }

  async gql(query: string, variables: Record<string, unknown> = {}) {
    const { response, body } = await gql(this.gateway, query, { variables, cookies: Object.fromEntries(this.cookies) });
    this.keep(response);
    return body;
  }

  /** Follows the provider's redirects; stops at the SPA's interaction page or the app. */
  async go(url: string): Promise<URL | LightMyRequestResponse> {
    let res = await this.get(url);
    for (let i = 0; i < 10; i++) {
      if (res.statusCode < 300 || res.statusCode >= 400) return res;
      const next = new URL(String(res.headers.location), ISSUER);
      if (next.origin !== ISSUER || next.pathname.startsWith('/oauth/interaction/')) return next;
      res = await this.get(next.href);
    }
    throw new Error('too many redirects');
  }

  async signIn(h: OidcHarness): Promise<void> {
    const login = await this.gql(LOGIN, { input: { loginId: taro.loginId, password: taro.password } });
    expect(login.data?.login.error).toBeNull();
    const verify = await this.gql(VERIFY, { input: { code: await h.latestCode() } });
    expect(verify.data?.verifyLoginCode.error).toBeNull();
  }
}

describe.each(testDialects)('gateway: the OpenID Provider passed through (%s)', (dialect) => {
  let h: OidcHarness;
  let gateway: FastifyInstance;
  let servicePort: number;

  async function gatewayWith(options: Partial<GatewayOptions> = {}): Promise<FastifyInstance> {
    return buildGateway({ accountServiceUrl: `http://127.0.0.1:${servicePort}`, serviceToken, publicUrl: ISSUER, rateLimit: false, ...options });
  }

  beforeEach(async () => {
    h = await startOidcHarness(dialect);
    await h.service.app.listen({ host: '127.0.0.1', port: 0 });
    servicePort = (h.service.app.server.address() as { port: number }).port;
    gateway = await gatewayWith();
  });
  afterEach(async () => {
    await gateway?.close();
    await h?.close();
  });

  /** openid-client as the app, its requests going through the gateway. */
  const rp = (via: FastifyInstance = gateway) =>
    client.discovery(new URL(ISSUER), h.app.clientId, undefined, client.ClientSecretBasic(h.app.secret!), {
      execute: [client.allowInsecureRequests],
      [client.customFetch]: async (url, options) => {
        const target = new URL(url);
        const res = await via.inject({ method: options.method as 'GET', url: target.pathname + target.search, headers: options.headers, ...(options.body ? { payload: String(options.body) } : {}) });
        return new Response(res.statusCode === 204 ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers: res.headers as Record<string, string> });
      },
    });

  it('serves discovery at the portal\'s origin, whatever origin the client claims, with the portal\'s headers and a policy without form-action', async () => {
    const res = await gateway.inject({ method: 'GET', url: '/.well-known/openid-configuration', headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ issuer: ISSUER, authorization_endpoint: `${ISSUER}/oidc/auth`, token_endpoint: `${ISSUER}/oidc/token` });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    expect(String(res.headers['content-security-policy'])).not.toContain('form-action');
    // The provider's own pages bring theirs (the error page's style hash), still without form-action.
    const page = await gateway.inject({ method: 'GET', url: '/oidc/auth?client_id=nope&response_type=code&scope=openid' });
    expect(page.statusCode).toBe(400);
    expect(page.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'sha256-/);
    expect(String(page.headers['content-security-policy'])).not.toContain('form-action');
    // Other pages keep the portal's policy.
    expect(String((await gateway.inject({ method: 'GET', url: '/env.json' })).headers['content-security-policy'])).toContain("form-action 'self'");
  });

  it('runs an app\'s sign-in through GraphQL as the SPA does, and the app gets its tokens through the gateway', async () => {
    const config = await rp();
    const browser = new GatewayBrowser(gateway);
    const request = await authorizationRequest(config, { scope: 'openid profile', login_hint: 'taro' });
    let at = await browser.go(request.url);
    if (!(at instanceof URL)) throw new Error(`expected the interaction page: ${at.statusCode}`);
    const uid = at.pathname.split('/').pop()!;
    // Only the provider's cookies were set; the interaction cookie reaches /graphql.
    expect([...browser.cookies.keys()].every((name) => name.startsWith('oidc_'))).toBe(true);
    let details = await browser.gql(INTERACTION, { id: uid });
    expect(details.data?.oauthInteraction).toEqual({
      interaction: { id: uid, prompt: 'LOGIN', reasons: ['no_session'], app: { clientId: h.app.clientId, name: 'テストアプリ' }, scopes: ['OPENID', 'PROFILE'], newScopes: [], loginHint: 'taro', locale: null, portalSession: 'MISSING', expiresAt: expect.any(String) },
      error: null,
    });
    expect((await browser.gql(COMPLETE, { id: uid })).data?.completeOAuthLogin.error.code).toBe('UNAUTHENTICATED');

    await browser.signIn(h);
    expect((await browser.gql(INTERACTION, { id: uid })).data?.oauthInteraction.interaction.portalSession).toBe('USABLE');
    const done = await browser.gql(COMPLETE, { id: uid });
    expect(done.data?.completeOAuthLogin.error).toBeNull();
    at = await browser.go(done.data!.completeOAuthLogin.returnTo);
    if (!(at instanceof URL)) throw new Error('expected the consent page');
    const consentId = at.pathname.split('/').pop()!;
    details = await browser.gql(INTERACTION, { id: consentId });
    expect(details.data?.oauthInteraction.interaction).toMatchObject({ prompt: 'CONSENT', newScopes: ['OPENID', 'PROFILE'], portalSession: 'USABLE' });
    const decided = await browser.gql(DECIDE, { id: consentId, allow: true });
    at = await browser.go(decided.data!.decideOAuthConsent.returnTo);
    if (!(at instanceof URL) || at.origin !== new URL(REDIRECT_URI).origin) throw new Error('expected the app');

    const tokens = await client.authorizationCodeGrant(config, at, { pkceCodeVerifier: request.codeVerifier, expectedState: request.state, expectedNonce: request.nonce });
    expect(await client.fetchUserInfo(config, tokens.access_token, tokens.claims()!.sub)).toMatchObject({ name: '山田 太郎' });
    // The provider's session is tied to the portal session of the cookie the gateway read.
    const linked = await h.service.db.selectFrom('oidc_payload').select('portal_session_id').where('model', '=', 'Session').executeTakeFirstOrThrow();
    const portal = await h.service.db.selectFrom('sessions').select('public_id').executeTakeFirstOrThrow();
    expect(linked.portal_session_id).toBe(portal.public_id);
  });

  it('an interaction is only this browser\'s: without its cookie, or with a newer one, GraphQL says so', async () => {
    const config = await rp();
    const browser = new GatewayBrowser(gateway);
    const first = await browser.go((await authorizationRequest(config)).url);
    const firstId = (first as URL).pathname.split('/').pop()!;
    const stranger = new GatewayBrowser(gateway);
    expect((await stranger.gql(INTERACTION, { id: firstId })).data?.oauthInteraction).toEqual({ interaction: null, error: { code: 'INTERACTION_EXPIRED' } });
    await browser.go((await authorizationRequest(config)).url);
    expect((await browser.gql(INTERACTION, { id: firstId })).data?.oauthInteraction.error.code).toBe('INTERACTION_REPLACED');
    expect((await browser.gql(INTERACTION, { id: 'not an id' })).data?.oauthInteraction.error).toEqual({ code: 'VALIDATION_FAILED' });
  });

  it('passes on neither a client\'s own X-Session-Token nor its X-Portal-Service-Token: the portal session comes from the cookie', async () => {
    const config = await rp();
    const browser = new GatewayBrowser(gateway);
    await browser.signIn(h);
    const token = browser.cookies.get('portal_session')!;
    const stranger = new GatewayBrowser(gateway);
    const res = await stranger.get((await authorizationRequest(config, { prompt: 'none' })).url, { 'x-session-token': token, 'x-portal-service-token': 'made-up-credential-0123456789' });
    expect(res.statusCode).toBe(303);
    expect(new URL(String(res.headers.location)).searchParams.get('error')).toBe('login_required');
  });

  it('RP-initiated logout through the gateway clears the portal cookie', async () => {
    const config = await rp();
    const browser = new GatewayBrowser(gateway);
    await browser.signIn(h);
    const request = await authorizationRequest(config);
    let at = await browser.go(request.url);
    for (let i = 0; i < 2 && at instanceof URL && at.pathname.startsWith('/oauth/interaction/'); i++) {
      const id = at.pathname.split('/').pop()!;
      const step = (await browser.gql(INTERACTION, { id })).data?.oauthInteraction.interaction.prompt;
      const done = step === 'LOGIN' ? (await browser.gql(COMPLETE, { id })).data?.completeOAuthLogin : (await browser.gql(DECIDE, { id, allow: true })).data?.decideOAuthConsent;
      at = await browser.go(done.returnTo);
    }
    const tokens = await client.authorizationCodeGrant(config, at as URL, { pkceCodeVerifier: request.codeVerifier, expectedState: request.state, expectedNonce: request.nonce });
    const page = await browser.get(client.buildEndSessionUrl(config, { id_token_hint: tokens.id_token!, post_logout_redirect_uri: POST_LOGOUT_URI }).href);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)![1]!;
    const confirm = await gateway.inject({
      method: 'POST',
      url: '/oidc/session/end/confirm',
      cookies: Object.fromEntries(browser.cookies),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toBe(POST_LOGOUT_URI);
    expect(confirm.headers['x-portal-session-ended']).toBeUndefined();
    const cleared = confirm.cookies.find((c) => c.name === 'portal_session');
    expect(cleared?.value).toBe('');
  });

  it('limits /oidc/token, /oidc/auth, the device endpoints and the logout page per client IP, however the path is written; other endpoints are not counted', async () => {
    const limited = await gatewayWith({ rateLimit: { perIp: 2, perToken: 100, windowMs: 60_000 } });
    try {
      const token = () => limited.inject({ method: 'POST', url: '/oidc/token', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'grant_type=refresh_token&refresh_token=x' });
      expect((await token()).statusCode).not.toBe(429);
      expect((await token()).statusCode).not.toBe(429);
      const refused = await token();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      expect(refused.json()).toMatchObject({ error: 'temporarily_unavailable' });
      for (let i = 0; i < 4; i++) expect((await limited.inject({ method: 'GET', url: '/oidc/jwks' })).statusCode).toBe(200);
      // Typing device codes is counted too (guessing one), apart from the token requests.
      const device = () => limited.inject({ method: 'GET', url: '/oidc/device' });
      expect((await device()).statusCode).toBe(200);
      expect((await device()).statusCode).toBe(200);
      expect((await device()).statusCode).toBe(429);
      // The provider routes a path in any case and with one trailing slash: so are they counted.
      const slashed = await limited.inject({ method: 'POST', url: '/oidc/token/', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'grant_type=refresh_token&refresh_token=x' });
      expect(slashed.statusCode).toBe(429);
      expect((await limited.inject({ method: 'GET', url: '/oidc/DEVICE/' })).statusCode).toBe(429);
      // The logout page, each anonymous visit of which stores a provider session, has its budget too.
      const logoutPage = () => limited.inject({ method: 'GET', url: '/oidc/session/end' });
      expect((await logoutPage()).statusCode).not.toBe(429);
      expect((await logoutPage()).statusCode).not.toBe(429);
      expect((await logoutPage()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('answers 503 temporarily_unavailable when the account service cannot be reached (a browser: a page)', async () => {
    const away = await buildGateway({ accountServiceUrl: 'http://127.0.0.1:9', serviceToken, publicUrl: ISSUER, rateLimit: false });
    try {
      const res = await away.inject({ method: 'GET', url: '/.well-known/openid-configuration' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toMatchObject({ error: 'temporarily_unavailable' });
      expect(res.headers['content-security-policy']).toBe(OIDC_FALLBACK_CSP);
      // A person's browser on its way to sign in to an app gets a page in its language, not JSON.
      for (const [language, heading] of [['ja-JP,ja;q=0.9', 'しばらくしてからもう一度お試しください'], ['en-US', 'Please try again shortly']] as const) {
        const page = await away.inject({ method: 'GET', url: '/oidc/auth?client_id=x', headers: { accept: 'text/html,application/xhtml+xml', 'accept-language': language } });
        expect(page.statusCode).toBe(503);
        expect(page.headers['content-type']).toMatch(/^text\/html/);
        expect(page.headers['retry-after']).toBe('5');
        expect(page.body).toContain(`<h1>${heading}</h1>`);
      }
    } finally {
      await away.close();
    }
  });
});
