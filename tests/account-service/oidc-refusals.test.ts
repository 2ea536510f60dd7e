// Bad input gets a clear protocol error, and nothing changes (issue 22): each case of the issue's list,
// against the provider as the gateway passes requests on, on SQLite and PostgreSQL.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as client from 'openid-client';
import { disableAccount } from '../../src/account-service/accounts/account-admin.service';
import { testDialects } from '../helpers/test-databases';
import { authorizationRequest, errorAt, exchange, ISSUER, REDIRECT_URI, startOidcHarness, type Browser, type OidcHarness } from './oidc-support';
import { serviceToken } from './support';

/** Rows of what the provider hands out: a refusal must not add any. */
const issuedModels = ['Grant', 'AuthorizationCode', 'AccessToken', 'RefreshToken'];

describe.each(testDialects)('OpenID Provider: refusals (%s)', (dialect) => {
  let h: OidcHarness;
  let config: client.Configuration;
  beforeEach(async () => {
    h = await startOidcHarness(dialect);
    config = await h.rp();
  });
  afterEach(async () => {
    await h?.close();
  });

  const issued = async () => {
    const rows = await h.service.db.selectFrom('oidc_payload').select(['model', 'id_hash']).where('model', 'in', issuedModels).execute();
    return rows.map((r) => `${r.model}:${r.id_hash}`).sort();
  };

  /** A request to /oidc/auth with these parameters (defaults: a valid one), by a signed-in browser. */
  async function authorize(browser: Browser, params: Record<string, string | undefined>) {
    const url = new URL('/oidc/auth', ISSUER);
    const all = { client_id: h.app.clientId, response_type: 'code', redirect_uri: REDIRECT_URI, scope: 'openid', code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', code_challenge_method: 'S256', state: 'st', ...params };
    for (const [name, value] of Object.entries(all)) if (value !== undefined) url.searchParams.set(name, value);
    return browser.go(url.href);
  }

  /** A browser signed in to the portal and to the provider, whose app holds tokens. */
  async function signedInWithTokens(scope = 'openid profile offline_access') {
    const browser = h.browser();
    const request = await authorizationRequest(config, { scope, prompt: 'consent' });
    const { landing } = await browser.authorize(request.url);
    if (landing.kind !== 'app') throw new Error('no callback');
    return { browser, tokens: await exchange(config, landing.url, request), callback: landing.url, request };
  }

  it('an unknown app: 400 invalid_client on a page of the provider (Japanese, no stack), never a redirect', async () => {
    const browser = h.browser();
    const before = await issued();
    const landing = await authorize(browser, { client_id: 'no-such-app' });
    expect(landing.kind).toBe('page');
    if (landing.kind !== 'page') return;
    expect(landing.res.statusCode).toBe(400);
    expect(landing.res.headers['content-type']).toMatch(/^text\/html/);
    expect(landing.res.body).toContain('このリクエストは処理できません');
    expect(landing.res.body).toContain('invalid_client');
    expect(landing.res.body).not.toMatch(/ at [\w.]+ \(|node_modules/);
    expect(landing.res.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(await issued()).toEqual(before);
  });

  it('the error page speaks English to an English browser', async () => {
    const browser = h.browser();
    const res = await browser.request('GET', `/oidc/auth?client_id=nope&response_type=code&scope=openid`, undefined, { 'accept-language': 'en-US,en;q=0.9' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('This request cannot be processed');
    expect(res.body).toContain('lang="en"');
  });

  it('a redirect URI off by one character: 400 invalid_redirect_uri, nothing sent to that URI', async () => {
    const browser = h.browser();
    const before = await issued();
    for (const uri of [`${REDIRECT_URI}/`, REDIRECT_URI.slice(0, -1), REDIRECT_URI.replace('https:', 'http:'), `${REDIRECT_URI}?x=1`]) {
      const landing = await authorize(browser, { redirect_uri: uri });
      expect(landing.kind, uri).toBe('page');
      if (landing.kind === 'page') {
        expect(landing.res.statusCode).toBe(400);
        expect(landing.res.body).toContain('invalid_redirect_uri');
      }
    }
    expect(await issued()).toEqual(before);
  });

  it('PKCE missing, plain, or with a wrong verifier: refused', async () => {
    const browser = h.browser();
    const before = await issued();
    expect(errorAt(await authorize(browser, { code_challenge: undefined, code_challenge_method: undefined }))).toBe('invalid_request');
    expect(errorAt(await authorize(browser, { code_challenge_method: 'plain', code_challenge: 'a'.repeat(43) }))).toBe('invalid_request');
    expect(errorAt(await authorize(browser, { code_challenge_method: undefined }))).toBe('invalid_request');
    expect(await issued()).toEqual(before);
    expect(config.serverMetadata().code_challenge_methods_supported).toEqual(['S256']);

    // A code whose verifier does not match its challenge gives nothing.
    const request = await authorizationRequest(config);
    const { landing } = await browser.authorize(request.url);
    if (landing.kind !== 'app') throw new Error('no callback');
    const beforeExchange = await issued();
    await expect(exchange(config, landing.url, { ...request, codeVerifier: client.randomPKCECodeVerifier() })).rejects.toMatchObject({ error: 'invalid_grant' });
    expect((await issued()).filter((row) => !beforeExchange.includes(row))).toEqual([]);
  });

  it('a reused code: invalid_grant, and the tokens it gave stop working', async () => {
    const { tokens, callback, request } = await signedInWithTokens();
    expect(await client.fetchUserInfo(config, tokens.access_token, client.skipSubjectCheck)).toHaveProperty('sub');
    await expect(exchange(config, callback, request)).rejects.toMatchObject({ error: 'invalid_grant' });
    await expect(client.fetchUserInfo(config, tokens.access_token, client.skipSubjectCheck)).rejects.toThrow();
    await expect(client.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
    // The grant and everything it gave is gone.
    expect(await issued()).toEqual([]);
  });

  it('an expired code: invalid_grant, nothing issued', async () => {
    const browser = h.browser();
    const request = await authorizationRequest(config);
    const { landing } = await browser.authorize(request.url);
    if (landing.kind !== 'app') throw new Error('no callback');
    // A code lives 60 s: its expiry, as the provider stored it, moves two minutes back.
    const row = await h.service.db.selectFrom('oidc_payload').select(['id_hash', 'payload']).where('model', '=', 'AuthorizationCode').executeTakeFirstOrThrow();
    const payload = JSON.parse(row.payload) as { exp: number };
    await h.service.db.updateTable('oidc_payload').set({ payload: JSON.stringify({ ...payload, exp: Math.floor(Date.now() / 1000) - 120 }) }).where('id_hash', '=', row.id_hash).execute();
    const before = await issued();
    await expect(exchange(config, landing.url, request)).rejects.toMatchObject({ error: 'invalid_grant' });
    expect((await issued()).filter((r) => !before.includes(r))).toEqual([]);
  });

  it('a wrong client secret: 401 invalid_client, nothing issued', async () => {
    const browser = h.browser();
    const request = await authorizationRequest(config);
    const { landing } = await browser.authorize(request.url);
    if (landing.kind !== 'app') throw new Error('no callback');
    const before = await issued();
    const wrong = await client.discovery(new URL(ISSUER), h.app.clientId, undefined, client.ClientSecretBasic(`${h.app.secret!.slice(0, -1)}x`), {
      [client.customFetch]: config[client.customFetch],
      execute: [client.allowInsecureRequests],
    });
    const failure = await exchange(wrong, landing.url, request).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(client.WWWAuthenticateChallengeError);
    expect((failure as client.WWWAuthenticateChallengeError).cause[0]?.parameters.error).toBe('invalid_client');
    // client_secret_post with the wrong secret, and the right secret for another app's id.
    const res = await h.service.app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { 'x-portal-service-token': serviceToken, 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`someone-else:${h.app.secret}`).toString('base64')}` },
      payload: new URLSearchParams({ grant_type: 'authorization_code', code: landing.url.searchParams.get('code')!, redirect_uri: REDIRECT_URI, code_verifier: request.codeVerifier }).toString(),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('invalid_client');
    expect(await issued()).toEqual(before);
    // The code itself is still good for its own app.
    expect((await exchange(config, landing.url, request)).access_token).toBeTruthy();
  });

  it('prompt=none while signed out: login_required at the app', async () => {
    const browser = h.browser();
    const request = await authorizationRequest(config, { prompt: 'none' });
    expect(errorAt(await browser.go(request.url))).toBe('login_required');
    expect(await issued()).toEqual([]);
  });

  it('a disabled account: no refresh, no userinfo, no new sign-in', async () => {
    const { browser, tokens } = await signedInWithTokens();
    await disableAccount(h.service.db, 'taro', h.clock);
    await expect(client.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
    await expect(client.fetchUserInfo(config, tokens.access_token, client.skipSubjectCheck)).rejects.toThrow();
    // Its portal session ended with the disable, so the provider's session no longer counts either.
    const request = await authorizationRequest(config, { prompt: 'none' });
    expect(errorAt(await browser.go(request.url))).toBe('login_required');
    const again = await authorizationRequest(config);
    const landing = await browser.go(again.url);
    if (landing.kind !== 'interaction') throw new Error('expected the sign-in');
    expect((await browser.completeLogin(landing.uid)).statusCode).toBe(401);
  });

  it('a disabled app: invalid_client at the authorization and token endpoints', async () => {
    const { browser, tokens } = await signedInWithTokens();
    await h.service.db.updateTable('oidc_clients').set({ disabled_at: new Date().toISOString() }).where('client_id', '=', h.app.clientId).execute();
    const landing = await browser.go((await authorizationRequest(config)).url);
    expect(landing.kind === 'page' && landing.res.statusCode).toBe(400);
    expect(landing.kind === 'page' && landing.res.body).toContain('invalid_client');
    const failure = await client.refreshTokenGrant(config, tokens.refresh_token!).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(client.WWWAuthenticateChallengeError);
  });

  it('a scope the app may not ask for, or one nobody knows: invalid_scope at the app, nothing granted', async () => {
    const narrow = await h.registerApp({ scopes: 'openid profile' });
    const narrowConfig = await h.rp(narrow);
    const browser = h.browser();
    await browser.signIn();
    const disallowed = await browser.go((await authorizationRequest(narrowConfig, { scope: 'openid profile email' })).url);
    expect(errorAt(disallowed)).toBe('invalid_scope');
    const unknown = await browser.go((await authorizationRequest(config, { scope: 'openid admin:all' })).url);
    expect(errorAt(unknown)).toBe('invalid_scope');
    expect(unknown.kind === 'app' && unknown.url.searchParams.get('scope')).toBe('admin:all');
    expect(await issued()).toEqual([]);
  });

  it('no implicit or hybrid flow, no password grant', async () => {
    const browser = h.browser();
    expect(config.serverMetadata().response_types_supported).toEqual(['code']);
    expect(config.serverMetadata().grant_types_supported).not.toContain('password');
    const implicit = await authorize(browser, { response_type: 'id_token', nonce: 'n' });
    expect(implicit.kind === 'app' && new URLSearchParams(implicit.url.hash.slice(1)).get('error')).toBe('unsupported_response_type');
    const res = await h.service.app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { 'x-portal-service-token': serviceToken, 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`${h.app.clientId}:${h.app.secret}`).toString('base64')}` },
      payload: 'grant_type=password&username=taro&password=x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('unsupported_grant_type');
  });

  it('only the gateway reaches the provider: its credential in X-Portal-Service-Token, not Authorization', async () => {
    for (const headers of [{}, { authorization: `Bearer ${serviceToken}` }, { 'x-portal-service-token': 'wrong-token-0123456789abcdef' }]) {
      const res = await h.service.app.inject({ method: 'GET', url: '/.well-known/openid-configuration', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('SERVICE_UNAUTHORIZED');
    }
    const ok = await h.service.app.inject({ method: 'GET', url: '/.well-known/openid-configuration', headers: { 'x-portal-service-token': serviceToken, 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' } });
    expect(ok.statusCode).toBe(200);
    // A forged origin is not believed: the issuer and endpoints are PUBLIC_URL's.
    expect(ok.json()).toMatchObject({ issuer: ISSUER, token_endpoint: `${ISSUER}/oidc/token`, authorization_endpoint: `${ISSUER}/oidc/auth` });
  });
});
