// The OpenID conformance suite's Basic OP and Config OP checks that no other test covers
// (docs/oidc-conformance.md names, for each module of both plans, the test that covers it or why it
// does not apply). Against the account service's provider as the gateway passes requests on, with
// openid-client 6 as the app where it has a call for it, plain HTTP requests where the suite sends
// something a library would not; on SQLite and PostgreSQL. Unlike the suite's modules, every request
// here carries PKCE (S256): the portal requires it of every app (docs/oidc-conformance.md).
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as client from 'openid-client';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from 'jose';
import { testDialects } from '../helpers/test-databases';
import { authorizationRequest, exchange, ISSUER, REDIRECT_URI, startOidcHarness, type Browser, type Landing, type OidcHarness } from './oidc-support';
import { serviceToken, startHarness, taro } from './support';

const PKCE = { verifier: 'conformance-verifier-0123456789-0123456789-abcdef', challenge: '' };
PKCE.challenge = createHash('sha256').update(PKCE.verifier).digest('base64url');

describe.each(testDialects)('OpenID conformance, Basic OP and Config OP checks (%s)', (dialect) => {
  let h: OidcHarness;
  let config: client.Configuration;
  beforeEach(async () => {
    h = await startOidcHarness(dialect);
    config = await h.rp();
  });
  afterEach(async () => {
    await h?.close();
  });

  /** A signed-in browser whose person allowed the app `scope` once (the suite's first run of a plan). */
  async function signedIn(scope = 'openid profile email') {
    const browser = h.browser();
    const request = await authorizationRequest(config, { scope });
    const { landing } = await browser.authorize(request.url);
    if (landing.kind !== 'app') throw new Error('no callback');
    return { browser, tokens: await exchange(config, landing.url, request) };
  }

  /** A raw authorization request (the parameters as the suite sends them), followed to where it lands. */
  function authorize(browser: Browser, params: Record<string, string | undefined>, method: 'GET' | 'POST' = 'GET'): Promise<Landing> {
    const all: Record<string, string | undefined> = { client_id: h.app.clientId, response_type: 'code', redirect_uri: REDIRECT_URI, scope: 'openid', state: 'st4te', nonce: 'n0nce', code_challenge: PKCE.challenge, code_challenge_method: 'S256', ...params };
    const defined = Object.fromEntries(Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== undefined));
    if (method === 'POST') return browser.go('/oidc/auth', defined);
    return browser.go(`/oidc/auth?${new URLSearchParams(defined)}`);
  }

  /** The code a landing at the app carries (and the suite's state and iss checks), or a failure. */
  function codeAt(landing: Landing): string {
    if (landing.kind !== 'app') throw new Error(`expected the app, got ${landing.kind === 'page' ? `${landing.res.statusCode} ${landing.res.body.slice(0, 200)}` : 'an interaction'}`);
    expect(landing.url.searchParams.get('error')).toBeNull();
    expect(landing.url.searchParams.get('state')).toBe('st4te');
    expect(landing.url.searchParams.get('iss')).toBe(ISSUER);
    return landing.url.searchParams.get('code')!;
  }

  /** The token endpoint as the suite calls it (client_secret_basic unless told). */
  async function tokenRequest(form: Record<string, string>, auth: 'basic' | 'post' = 'basic', app = h.app) {
    const body = new URLSearchParams(auth === 'post' ? { ...form, client_id: app.clientId, client_secret: app.secret! } : form);
    return h.service.app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: {
        'x-portal-service-token': serviceToken,
        'content-type': 'application/x-www-form-urlencoded',
        ...(auth === 'basic' ? { authorization: `Basic ${Buffer.from(`${app.clientId}:${app.secret}`).toString('base64')}` } : {}),
      },
      payload: body.toString(),
    });
  }
  const exchangeCode = (code: string, auth: 'basic' | 'post' = 'basic') => tokenRequest({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, code_verifier: PKCE.verifier }, auth);

  const userinfo = (method: 'GET' | 'POST', accessToken: string, where: 'header' | 'body') =>
    h.service.app.inject({
      method,
      url: '/oidc/me',
      headers: {
        'x-portal-service-token': serviceToken,
        ...(where === 'header' ? { authorization: `Bearer ${accessToken}` } : { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      ...(where === 'body' ? { payload: new URLSearchParams({ access_token: accessToken }).toString() } : {}),
    });

  it('oidcc-server, oidcc-idtoken-signature: the ID token\'s claims, and its RS256 signature by a key of the JWKS named by kid', async () => {
    const { browser, tokens } = await signedIn();
    const idToken = tokens.id_token!;
    const header = decodeProtectedHeader(idToken);
    expect(header.alg).toBe('RS256');
    const jwks = (await browser.request('GET', '/oidc/jwks')).json() as JSONWebKeySet;
    expect(jwks.keys.map((k) => k.kid)).toContain(header.kid);
    const { payload } = await jwtVerify(idToken, createLocalJWKSet(jwks), { issuer: ISSUER, audience: h.app.clientId });
    const now = Math.floor(Date.now() / 1000);
    expect(payload.sub).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(payload.exp! - payload.iat!).toBe(3600);
    expect(payload.iat).toBeLessThanOrEqual(now + 5);
    expect(payload.nonce).toBeTruthy();
    // Who, for whom, when: the profile and email claims are userinfo's. auth_time comes when max_age
    // asks for it (oidcc-max-age-10000 below); at_hash is optional for the code flow (OIDC Core 3.3.2.11).
    expect(Object.keys(payload).sort()).toEqual(['aud', 'exp', 'iat', 'iss', 'nonce', 'sub']);
  });

  it('oidcc-response-type-missing: a request without response_type is refused and gives no code', async () => {
    const { browser } = await signedIn();
    const landing = await authorize(browser, { response_type: undefined });
    if (landing.kind === 'app') {
      expect(landing.url.searchParams.get('error')).toBe('invalid_request');
      expect(landing.url.searchParams.get('code')).toBeNull();
    } else {
      expect(landing.kind).toBe('page');
      if (landing.kind === 'page') expect(landing.res.statusCode).toBe(400);
    }
  });

  it('oidcc-userinfo-get, -post-header, -post-body: the same claims, and sub is the ID token\'s', async () => {
    const { tokens } = await signedIn();
    const sub = tokens.claims()!.sub;
    for (const [method, where] of [['GET', 'header'], ['POST', 'header'], ['POST', 'body']] as const) {
      const res = await userinfo(method, tokens.access_token, where);
      expect({ method, where, status: res.statusCode }).toEqual({ method, where, status: 200 });
      expect(res.json()).toEqual({ sub, name: taro.name, name_kana: taro.nameKana, locale: 'ja', email: taro.email, email_verified: true });
    }
    // An account with no フリガナ: the claim is left out, never "".
    await h.service.db.updateTable('accounts').set({ name_kana: '' }).execute();
    expect(Object.keys((await userinfo('GET', tokens.access_token, 'header')).json())).not.toContain('name_kana');
  });

  it('oidcc-ensure-request-without-nonce-succeeds-for-code-flow: no nonce is fine for the code flow, and the ID token has none', async () => {
    const { browser } = await signedIn();
    const res = await exchangeCode(codeAt(await authorize(browser, { nonce: undefined })));
    expect(res.statusCode).toBe(200);
    const [, body] = (res.json() as { id_token: string }).id_token.split('.');
    expect(JSON.parse(Buffer.from(body!, 'base64url').toString())).not.toHaveProperty('nonce');
  });

  it('oidcc-scope-profile, -scope-email, -ensure-other-scope-order-succeeds: each scope gives its claims, in any order', async () => {
    const { browser } = await signedIn('openid profile email');
    for (const [scope, claims] of [
      ['openid profile', ['locale', 'name', 'name_kana', 'sub']],
      ['email openid', ['email', 'email_verified', 'sub']],
      ['openid', ['sub']],
    ] as const) {
      const res = await exchangeCode(codeAt(await authorize(browser, { scope })));
      const { access_token: accessToken } = res.json() as { access_token: string };
      expect({ scope, claims: Object.keys((await userinfo('GET', accessToken, 'header')).json()).sort() }).toEqual({ scope, claims });
    }
  });

  it('oidcc-scope-address, -scope-phone, -scope-all: not offered (the suite skips them), and asked for anyway, refused', async () => {
    expect(config.serverMetadata().scopes_supported).not.toContain('address');
    expect(config.serverMetadata().scopes_supported).not.toContain('phone');
    const { browser } = await signedIn();
    const landing = await authorize(browser, { scope: 'openid profile email address phone' });
    expect(landing.kind === 'app' && landing.url.searchParams.get('error')).toBe('invalid_scope');
  });

  it('oidcc-display-page, -display-popup, -ensure-request-with-unknown-parameter-succeeds, -claims-locales, -ensure-request-with-acr-values-succeeds: accepted, and the code works', async () => {
    const { browser } = await signedIn();
    for (const extra of [{ display: 'page' }, { display: 'popup' }, { extra_param: 'foobar' }, { claims_locales: 'ja en' }, { acr_values: '1 2' }]) {
      const res = await exchangeCode(codeAt(await authorize(browser, extra)));
      expect({ extra, status: res.statusCode }).toEqual({ extra, status: 200 });
    }
  });

  it('oidcc-ui-locales: ui_locales reaches the portal\'s sign-in, and the flow completes', async () => {
    const browser = h.browser();
    const landing = await authorize(browser, { ui_locales: 'en ja' });
    if (landing.kind !== 'interaction') throw new Error('expected the sign-in');
    expect((await browser.interaction(landing.uid)).json()).toMatchObject({ locale: 'en' });
  });

  it('oidcc-ensure-post-request-succeeds, a deviation (docs/oidc-conformance.md): oidc-provider 9 serves POST at the authorization endpoint only with SameSite=None session cookies, which the portal does not use', async () => {
    const { browser } = await signedIn();
    const landing = await authorize(browser, {}, 'POST');
    expect(landing.kind === 'page' && landing.res.statusCode).toBe(404);
  });

  it('oidcc-server-client-secret-post: a confidential app may send its secret in the body instead', async () => {
    const { browser } = await signedIn();
    const res = await exchangeCode(codeAt(await authorize(browser, {})), 'post');
    expect(res.statusCode, res.body).toBe(200);
  });

  it('oidcc-unsigned-request-object-… and oidcc-request-uri-unsigned-…: request objects are rejected as unsupported', async () => {
    expect(config.serverMetadata()).toMatchObject({ request_uri_parameter_supported: false });
    const { browser } = await signedIn();
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ client_id: h.app.clientId, scope: 'openid' })).toString('base64url')}.`;
    const byValue = await authorize(browser, { request: unsigned });
    expect(byValue.kind === 'app' && byValue.url.searchParams.get('error')).toBe('request_not_supported');
    const byReference = await authorize(browser, { request_uri: 'https://rp.example.test/request.jwt' });
    expect(byReference.kind === 'app' && byReference.url.searchParams.get('error')).toBe('request_uri_not_supported');
  });

  it('oidcc-claims-essential: the claims parameter (not supported, as discovery says) is ignored, and the scopes\' claims still come', async () => {
    expect(config.serverMetadata()).toMatchObject({ claims_parameter_supported: false });
    const { browser } = await signedIn();
    const claims = JSON.stringify({ userinfo: { name: { essential: true } } });
    const res = await exchangeCode(codeAt(await authorize(browser, { scope: 'openid profile', claims })));
    expect(res.statusCode).toBe(200);
    expect((await userinfo('GET', (res.json() as { access_token: string }).access_token, 'header')).json()).toHaveProperty('name', taro.name);
  });

  it('oidcc-max-age-10000: a sign-in younger than max_age is not asked again, and auth_time is that first sign-in\'s', async () => {
    const { browser } = await signedIn();
    const request = await authorizationRequest(config, { max_age: '10000' });
    const landing = await browser.go(request.url);
    if (landing.kind !== 'app') throw new Error('expected no interaction');
    const again = await exchange(config, landing.url, request);
    const session = await h.service.db.selectFrom('sessions').select('created_at').executeTakeFirstOrThrow();
    expect(again.claims()!.auth_time).toBe(Math.floor(Date.parse(session.created_at) / 1000));
  });

  it('oidcc-refresh-token: the refreshed ID token names the same person for the same app; another app cannot use the refresh token', async () => {
    const { tokens } = await signedIn('openid offline_access');
    expect(tokens.refresh_token).toBeUndefined(); // offline_access without prompt=consent is dropped (OIDC Core 11)
    const browser = h.browser();
    const request = await authorizationRequest(config, { scope: 'openid offline_access', prompt: 'consent' });
    const { landing } = await browser.authorize(request.url);
    if (landing.kind !== 'app') throw new Error('no callback');
    const first = await exchange(config, landing.url, request);
    const refreshed = await client.refreshTokenGrant(config, first.refresh_token!);
    const [before, after] = [first.claims()!, refreshed.claims()!];
    expect({ iss: after.iss, sub: after.sub, aud: after.aud }).toEqual({ iss: before.iss, sub: before.sub, aud: before.aud });
    const other = await h.registerApp({ name: 'べつのアプリ' });
    const stolen = await tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshed.refresh_token! }, 'basic', other);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error).toBe('invalid_grant');
  });

  it('oidcc-discovery-endpoint-verification (Config OP): with an https PUBLIC_URL, every endpoint https at the issuer, the required metadata, a JWKS of public RS256 keys', async () => {
    const https = await startHarness(dialect, { publicUrl: 'https://portal.example.jp' });
    try {
      const get = (url: string) => https.service.app.inject({ method: 'GET', url, headers: { 'x-portal-service-token': serviceToken } });
      const res = await get('/.well-known/openid-configuration');
      expect(res.statusCode).toBe(200);
      const metadata = res.json() as Record<string, unknown>;
      expect(metadata.issuer).toBe('https://portal.example.jp');
      const endpoints = Object.entries(metadata).filter(([name]) => name.endsWith('_endpoint') || name === 'jwks_uri');
      expect(endpoints.map(([name]) => name).sort()).toEqual(expect.arrayContaining(['authorization_endpoint', 'jwks_uri', 'token_endpoint', 'userinfo_endpoint']));
      for (const [name, url] of endpoints) expect({ name, url: String(url).startsWith('https://portal.example.jp/') }).toEqual({ name, url: true });
      expect(metadata.scopes_supported).toContain('openid');
      expect(metadata.response_types_supported).toEqual(['code']);
      expect(metadata.subject_types_supported).toEqual(['public']);
      expect(metadata.id_token_signing_alg_values_supported).toEqual(['RS256']);
      expect(metadata.claims_supported).toEqual(expect.arrayContaining(['sub', 'iss', 'auth_time', 'name', 'email', 'email_verified']));
      expect(metadata.claims_parameter_supported).toBe(false);
      const jwks = (await get('/oidc/jwks')).json() as { keys: Array<Record<string, unknown>> };
      expect(jwks.keys.length).toBeGreaterThan(0);
      for (const key of jwks.keys) {
        expect(key).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String) });
        for (const secret of ['d', 'p', 'q', 'dp', 'dq', 'qi']) expect(key).not.toHaveProperty(secret);
      }
    } finally {
      await https.close();
    }
  });
});
