// The OpenID Provider's code flow as an app (openid-client 6) and a person see it: the portal's own
// sign-in, the consent, what the tokens say, consent remembered, and the prompts and hints of the
// specification, on SQLite and PostgreSQL.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as client from 'openid-client';
import { testDialects } from '../helpers/test-databases';
import { authorizationRequest, errorAt, exchange, startOidcHarness, type Browser, type OidcHarness } from './oidc-support';
import { taro } from './support';
import { createAccount } from '../../src/account-service/accounts/account-admin.service';

describe.each(testDialects)('OpenID Provider: the code flow (%s)', (dialect) => {
  let h: OidcHarness;
  let config: client.Configuration;
  beforeEach(async () => {
    h = await startOidcHarness(dialect);
    config = await h.rp();
  });
  afterEach(async () => {
    await h?.close();
  });

  async function flow(browser: Browser, params: Record<string, string> = {}) {
    const request = await authorizationRequest(config, params);
    const { landing, steps } = await browser.authorize(request.url);
    if (landing.kind !== 'app') throw new Error(`no callback: ${JSON.stringify(landing)}`);
    return { steps, tokens: await exchange(config, landing.url, request) };
  }

  const taroSubject = async () => (await h.service.db.selectFrom('accounts').select('oidc_subject').where('login_id', '=', 'taro').executeTakeFirstOrThrow()).oidc_subject!;

  it('discovery names the portal as issuer and every endpoint under /oidc', async () => {
    expect(config.serverMetadata()).toMatchObject({
      issuer: 'http://localhost:3000',
      authorization_endpoint: 'http://localhost:3000/oidc/auth',
      token_endpoint: 'http://localhost:3000/oidc/token',
      userinfo_endpoint: 'http://localhost:3000/oidc/me',
      jwks_uri: 'http://localhost:3000/oidc/jwks',
      end_session_endpoint: 'http://localhost:3000/oidc/session/end',
      revocation_endpoint: 'http://localhost:3000/oidc/token/revocation',
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
      scopes_supported: ['openid', 'profile', 'email', 'offline_access', 'account:read', 'account:write'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
      id_token_signing_alg_values_supported: ['RS256'],
      backchannel_logout_supported: true,
      backchannel_logout_session_supported: true,
      authorization_response_iss_parameter_supported: true,
    });
    const metadata = config.serverMetadata() as Record<string, unknown>;
    for (const off of ['registration_endpoint', 'pushed_authorization_request_endpoint', 'introspection_endpoint', 'dpop_signing_alg_values_supported']) expect(metadata).not.toHaveProperty(off);
  });

  it('signs in with the portal, asks consent, and gives tokens the library accepts: sub is not the login ID', async () => {
    const browser = h.browser();
    const { steps, tokens } = await flow(browser, { scope: 'openid profile email offline_access account:read', prompt: 'consent' });
    expect(steps).toEqual(['login(no_session)', 'consent(consent_prompt,op_scopes_missing)']);
    const claims = tokens.claims()!;
    expect(claims).toMatchObject({ iss: 'http://localhost:3000', aud: h.app.clientId, sub: await taroSubject() });
    expect(claims.sub).not.toBe(taro.loginId);
    expect(tokens.scope?.split(' ').sort()).toEqual(['account:read', 'email', 'offline_access', 'openid', 'profile']);
    expect(tokens.refresh_token).toBeTruthy();
    const userinfo = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
    expect(userinfo).toEqual({ sub: claims.sub, name: '山田 太郎', name_kana: 'ヤマダ タロウ', locale: 'ja', email: 'Taro.Yamada@example.com', email_verified: true });
  });

  it('gives only what the scopes allow, and no refresh token without offline_access', async () => {
    const { tokens } = await flow(h.browser(), { scope: 'openid email' });
    expect(tokens.refresh_token).toBeUndefined();
    expect(await client.fetchUserInfo(config, tokens.access_token, client.skipSubjectCheck)).toEqual({ sub: await taroSubject(), email: 'Taro.Yamada@example.com', email_verified: true });
  });

  it('remembers consent per account and app: another browser only signs in; a wider scope set asks for the new scopes only', async () => {
    expect((await flow(h.browser(), { scope: 'openid profile' })).steps).toEqual(['login(no_session)', 'consent(op_scopes_missing)']);
    const second = h.browser();
    expect((await flow(second, { scope: 'openid profile' })).steps).toEqual(['login(no_session)']);
    // The same browser again: straight back to the app.
    expect((await flow(second, { scope: 'openid' })).steps).toEqual([]);
    // A wider set: consent for what is new.
    const request = await authorizationRequest(config, { scope: 'openid profile email' });
    const landing = await second.go(request.url);
    if (landing.kind !== 'interaction') throw new Error('expected consent');
    expect((await second.interaction(landing.uid)).json()).toMatchObject({ step: 'consent', scopes: ['openid', 'profile', 'email'], newScopes: ['email'], client: { clientId: h.app.clientId, name: 'テストアプリ' }, portalSession: 'usable' });
    // One grant per account and app, extended.
    expect(await h.service.db.selectFrom('oidc_payload').select('grant_id').where('model', '=', 'Grant').execute()).toHaveLength(1);
  });

  it('「許可しない」: the app gets access_denied, and nothing is granted', async () => {
    const browser = h.browser();
    const request = await authorizationRequest(config);
    const { landing } = await browser.authorize(request.url, { allow: false });
    expect(errorAt(landing)).toBe('access_denied');
    expect(await h.service.db.selectFrom('oidc_payload').select('model').where('model', 'in', ['Grant', 'AuthorizationCode', 'AccessToken']).execute()).toEqual([]);
  });

  it('prompt=none: a code when the provider and portal sessions are live, login_required after a portal logout', async () => {
    const browser = h.browser();
    await flow(browser);
    const quiet = await authorizationRequest(config, { prompt: 'none' });
    const landing = await browser.go(quiet.url);
    expect(landing.kind === 'app' && landing.url.searchParams.get('code')).toBeTruthy();
    await h.api('DELETE', '/v1/session', undefined, { 'x-session-token': browser.sessionToken! });
    expect(errorAt(await browser.go((await authorizationRequest(config, { prompt: 'none' })).url))).toBe('login_required');
    // Another consent-free request asks to sign in again, and a new portal sign-in completes it.
    browser.sessionToken = undefined;
    expect((await flow(browser)).steps).toEqual(['login(no_session)']);
  });

  it('prompt=login and max_age: the portal session must be newer than asked, else the person signs in again', async () => {
    const browser = h.browser();
    // Signed in two minutes ago (the provider's session keeps the portal session's sign-in time).
    h.clock.set(new Date(Date.now() - 120_000));
    await flow(browser);
    h.clock.set(new Date());
    // prompt=login: a session from before the request does not do.
    let landing = await browser.go((await authorizationRequest(config, { prompt: 'login' })).url);
    if (landing.kind !== 'interaction') throw new Error('expected a sign-in');
    expect((await browser.interaction(landing.uid)).json()).toMatchObject({ step: 'login', reasons: ['login_prompt'], portalSession: 'too_old' });
    const refused = await browser.completeLogin(landing.uid);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('FRESH_SIGN_IN_REQUIRED');
    // max_age=60: a sign-in two minutes old is too old.
    const aged = await authorizationRequest(config, { max_age: '60' });
    landing = await browser.go(aged.url);
    if (landing.kind !== 'interaction') throw new Error('expected a sign-in');
    expect((await browser.interaction(landing.uid)).json()).toMatchObject({ step: 'login', reasons: ['max_age'], portalSession: 'too_old' });
    expect((await browser.completeLogin(landing.uid)).json().code).toBe('FRESH_SIGN_IN_REQUIRED');
    // Signing in again (a new portal session) completes it, and auth_time is that sign-in's.
    h.clock.set(new Date(Date.now() + 1000));
    browser.sessionToken = await h.signIn();
    const done = await browser.completeLogin(landing.uid);
    expect(done.statusCode, done.body).toBe(200);
    landing = await browser.go(done.json().returnTo);
    if (landing.kind !== 'app') throw new Error('expected the callback');
    const tokens = await exchange(config, landing.url, aged);
    const newest = await h.service.db.selectFrom('sessions').select('created_at').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(tokens.claims()!.auth_time).toBe(Math.floor(Date.parse(newest.created_at) / 1000));
  });

  it('login_hint reaches the sign-in page; an id_token_hint of another account asks for that account', async () => {
    const browser = h.browser();
    const { tokens } = await flow(browser);
    const hinted = await browser.go((await authorizationRequest(config, { prompt: 'login', login_hint: 'taro' })).url);
    if (hinted.kind !== 'interaction') throw new Error('expected a sign-in');
    expect((await browser.interaction(hinted.uid)).json()).toMatchObject({ loginHint: 'taro' });

    // Hanako, signed in in another browser, gets a request hinting at Taro's ID token.
    await createAccount(h.service.db, { loginId: 'hanako', email: 'hanako@example.com', password: taro.password, name: '佐藤 花子', nameKana: 'サトウ ハナコ' }, h.clock);
    const other = h.browser();
    const start = await h.startLogin('hanako', taro.password);
    other.sessionToken = (await h.verify(start.json().attemptId, await h.latestCode('hanako@example.com'))).json().token;
    const landing = await other.go((await authorizationRequest(config, { id_token_hint: tokens.id_token! })).url);
    if (landing.kind !== 'interaction') throw new Error('expected a sign-in');
    expect((await other.interaction(landing.uid)).json()).toMatchObject({ portalSession: 'other_account' });
    expect((await other.completeLogin(landing.uid)).json().code).toBe('INTERACTION_ACCOUNT_MISMATCH');
    // prompt=none with a hint for the signed-in account: straight back.
    const quiet = await browser.go((await authorizationRequest(config, { prompt: 'none', id_token_hint: tokens.id_token! })).url);
    expect(quiet.kind === 'app' && quiet.url.searchParams.get('code')).toBeTruthy();
  });

  it('an interaction is finished only from the browser that started it', async () => {
    const victim = h.browser();
    await victim.signIn();
    const attacker = h.browser();
    const landing = await attacker.go((await authorizationRequest(config)).url);
    if (landing.kind !== 'interaction') throw new Error('expected a sign-in');
    // The victim's browser has no interaction cookie, or another one: the attacker's request is not theirs to approve.
    const none = await victim.completeLogin(landing.uid);
    expect(none.statusCode).toBe(410);
    expect(none.json().code).toBe('INTERACTION_EXPIRED');
    const ownLanding = await victim.go((await authorizationRequest(config)).url);
    if (ownLanding.kind !== 'interaction') throw new Error('expected a sign-in');
    const replaced = await victim.completeLogin(landing.uid);
    expect(replaced.statusCode).toBe(409);
    expect(replaced.json().code).toBe('INTERACTION_REPLACED');
    expect((await victim.interaction(landing.uid)).json().code).toBe('INTERACTION_REPLACED');
    // Not signed in, the attacker cannot complete it either; and nothing was granted.
    expect((await attacker.completeLogin(landing.uid)).json().code).toBe('UNAUTHENTICATED');
    expect(await h.service.db.selectFrom('oidc_payload').select('model').where('model', '=', 'Grant').execute()).toEqual([]);
    // The steps answer in order only: consent before sign-in is not applicable.
    expect((await victim.consent(ownLanding.uid, true)).json().code).toBe('ACTION_NOT_APPLICABLE');
  });
});
