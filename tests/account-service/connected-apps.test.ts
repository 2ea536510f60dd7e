// 「連携中のアプリ」 on SQLite and PostgreSQL, with openid-client 6 as the apps: the apps an account
// allowed, what each may do, when allowed and last used (written at most once a minute); allowing is
// in the activity, in the grant's own transaction; 「連携を解除」 ends the grant and every token at once,
// tells the app through the back channel and is in the activity; what is not connected is refused
// alike, with nothing changed.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as client from 'openid-client';
import { createAccount } from '../../src/account-service/accounts/account-admin.service';
import { BackchannelReceiver, verifyLogoutToken } from '../helpers/backchannel-receiver';
import { testDialects } from '../helpers/test-databases';
import type { TestClient } from '../helpers/oidc-clients';
import { authorizationRequest, errorAt, exchange, ISSUER, startOidcHarness, type Browser, type OidcHarness } from './oidc-support';

interface ConnectedApp {
  clientId: string;
  name: string;
  scopes: string[];
  allowedAt: string;
  lastUsedAt: string | null;
}
interface Event {
  id: string;
  kind: string;
  details: Record<string, unknown>;
  canReportNotMe: boolean;
  ipAddress: string | null;
}

describe.each(testDialects)('「連携中のアプリ」 (%s)', (dialect) => {
  let h: OidcHarness;
  let receiver: BackchannelReceiver;
  beforeEach(async () => {
    receiver = await new BackchannelReceiver().start();
    h = await startOidcHarness(dialect);
    await h.service.db.updateTable('oidc_clients').set({ name: '経費精算', backchannel_logout_uri: receiver.url }).where('client_id', '=', h.app.clientId).execute();
  });
  afterEach(async () => {
    await h?.close();
    await receiver?.stop();
  });

  async function signIn(browser: Browser, params: Record<string, string> = {}, app: TestClient = h.app) {
    const config = await h.rp(app);
    const request = await authorizationRequest(config, params);
    const { landing, steps } = await browser.authorize(request.url);
    if (landing.kind !== 'app') throw new Error(`no callback: ${JSON.stringify(landing)}`);
    return { tokens: await exchange(config, landing.url, request), steps, config };
  }
  const session = (browser: Browser) => ({ 'x-session-token': browser.sessionToken! });
  const listed = async (browser: Browser) => {
    const res = await h.api('GET', '/v1/session/connected-apps', undefined, session(browser));
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { apps: ConnectedApp[] }).apps;
  };
  const events = async (browser: Browser) => (await h.api('GET', '/v1/session/events', undefined, session(browser))).json().events as Event[];
  const revoke = (browser: Browser | null, clientId: string) =>
    h.api('DELETE', `/v1/session/connected-apps/${clientId}`, undefined, browser ? { ...session(browser), 'x-client-ip': '198.51.100.7' } : {});
  const grantRowsOf = async (clientId: string) => (await h.service.db.selectFrom('oidc_payload').select('model').where('client_id', '=', clientId).where('grant_id', 'is not', null).execute()).map((r) => r.model).sort();
  /** Another account, signed in to the portal in a browser of its own. */
  async function jiroSignedIn(): Promise<Browser> {
    await createAccount(h.service.db, { loginId: 'jiro', email: 'jiro@example.com', password: 'another long passphrase 2027', name: '山田 次郎', nameKana: 'ヤマダ ジロウ' }, h.clock);
    const start = await h.startLogin('jiro', 'another long passphrase 2027');
    const browser = h.browser();
    browser.sessionToken = (await h.verify(start.json().attemptId, await h.latestCode('jiro@example.com'))).json().token as string;
    browser.password = 'another long passphrase 2027';
    return browser;
  }
  const jwks = async () => (await h.browser().request('GET', '/oidc/jwks')).json();

  it('lists each app the account allowed with what it may do and when it was allowed and last used; allowing is in the activity', async () => {
    const browser = h.browser();
    const allowedAt = h.clock.now().toISOString();
    const { tokens, config } = await signIn(browser, { scope: 'email openid profile' });
    expect(await listed(browser)).toEqual([{ clientId: h.app.clientId, name: '経費精算', scopes: ['openid', 'profile', 'email'], allowedAt, lastUsedAt: allowedAt }]);

    // Used again within the minute: not written again. A minute later: written.
    h.clock.advanceSeconds(30);
    await client.fetchUserInfo(config, tokens.access_token, client.skipSubjectCheck);
    expect((await listed(browser))[0]!.lastUsedAt).toBe(allowedAt);
    h.clock.advanceSeconds(31);
    await client.fetchUserInfo(config, tokens.access_token, client.skipSubjectCheck);
    expect((await listed(browser))[0]!.lastUsedAt).toBe(h.clock.now().toISOString());

    const [allowed] = (await events(browser)).filter((e) => e.kind === 'oauth_app_allowed');
    expect(allowed).toMatchObject({ details: { app: { clientId: h.app.clientId, name: '経費精算' } }, canReportNotMe: true, ipAddress: '127.0.0.1' });

    // Someone else's apps are theirs.
    const jiro = await jiroSignedIn();
    expect((await h.api('GET', '/v1/session/connected-apps', undefined, { 'x-session-token': jiro.sessionToken! })).json()).toEqual({ apps: [] });
  });

  it('「許可する」 sent five times at once (a double click, two tabs) allows once: one grant, one event, and the app gets its tokens', async () => {
    const browser = h.browser();
    const config = await h.rp();
    const request = await authorizationRequest(config);
    let landing = await browser.go(request.url);
    if (landing.kind !== 'interaction') throw new Error('no interaction');
    await browser.signIn();
    landing = await browser.go((await browser.completeLogin(landing.uid)).json().returnTo);
    if (landing.kind !== 'interaction') throw new Error('no consent step');
    const uid = landing.uid;
    const answers = await Promise.all(Array.from({ length: 5 }, () => browser.consent(uid, true)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await grantRowsOf(h.app.clientId)).toEqual(['Grant']);
    expect((await events(browser)).filter((e) => e.kind === 'oauth_app_allowed')).toHaveLength(1);
    const back = await browser.go(answers[0]!.json().returnTo);
    if (back.kind !== 'app') throw new Error(`no callback: ${JSON.stringify(back)}`);
    expect((await exchange(config, back.url, request)).access_token).toBeTruthy();
  });

  it('allowing more of an app widens its one entry, first allowed time kept, and is in the activity again', async () => {
    const browser = h.browser();
    const first = h.clock.now().toISOString();
    await signIn(browser, { scope: 'openid profile' });
    h.clock.advanceMinutes(5);
    const { steps } = await signIn(browser, { scope: 'openid profile offline_access account:read', prompt: 'consent' });
    expect(steps).toEqual(['consent(consent_prompt,op_scopes_missing)']);
    const apps = await listed(browser);
    expect(apps).toEqual([{ clientId: h.app.clientId, name: '経費精算', scopes: ['openid', 'profile', 'offline_access', 'account:read'], allowedAt: first, lastUsedAt: h.clock.now().toISOString() }]);
    expect((await events(browser)).filter((e) => e.kind === 'oauth_app_allowed')).toHaveLength(2);
  });

  it('「連携を解除」 ends the grant and every token of it at once, tells the app in each browser, and is in the activity', async () => {
    const a = h.browser();
    const signedA = await signIn(a, { scope: 'openid profile offline_access', prompt: 'consent' });
    const b = h.browser();
    const signedB = await signIn(b, { scope: 'openid profile offline_access', prompt: 'consent' });
    const other = await h.registerApp({ name: '社内Wiki' });
    await signIn(a, {}, other);
    expect((await listed(a)).map((app) => app.name).sort()).toEqual(['社内Wiki', '経費精算']);

    const res = await revoke(a, h.app.clientId);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { apps: ConnectedApp[] }).apps.map((app) => app.name)).toEqual(['社内Wiki']);

    // Every code and token of the grant is gone: the next refresh and the next userinfo fail.
    expect(await grantRowsOf(h.app.clientId)).toEqual([]);
    expect(await grantRowsOf(other.clientId)).toContain('Grant');
    await expect(client.refreshTokenGrant(signedA.config, signedA.tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
    await expect(client.refreshTokenGrant(signedB.config, signedB.tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
    await expect(client.fetchUserInfo(signedA.config, signedA.tokens.access_token, client.skipSubjectCheck)).rejects.toBeTruthy();

    // The app hears of it for each browser signed in to it: a logout token it can verify.
    await h.service.oidc.flushLogouts();
    const keys = await jwks();
    const told = await Promise.all(receiver.tokens.map((token) => verifyLogoutToken(token, keys, { issuer: ISSUER, audience: h.app.clientId })));
    expect(told.map((p) => p.sid).sort()).toEqual([signedA.tokens.claims()!.sid, signedB.tokens.claims()!.sid].sort());
    expect(new Set(told.map((p) => p.sub))).toEqual(new Set([signedA.tokens.claims()!.sub]));

    // The portal session stays, but the app must ask again.
    expect(errorAt(await a.go((await authorizationRequest(signedA.config, { prompt: 'none' })).url))).toBe('consent_required');
    // A later logout does not tell the app a second time.
    await h.api('DELETE', '/v1/session', undefined, session(b));
    await h.service.oidc.flushLogouts();
    expect(receiver.tokens).toHaveLength(2);

    const revoked = (await events(a)).find((e) => e.kind === 'oauth_app_revoked');
    expect(revoked).toMatchObject({ details: { app: { clientId: h.app.clientId, name: '経費精算' } }, canReportNotMe: false, ipAddress: '198.51.100.7' });
    const history = JSON.stringify(await events(a));
    for (const secret of [signedA.tokens.access_token, signedA.tokens.refresh_token!, signedB.tokens.refresh_token!]) expect(history).not.toContain(secret);
  });

  it('refuses an app that is not connected alike (unknown, another account\'s, disabled, already disconnected), with nothing changed', async () => {
    const browser = h.browser();
    await signIn(browser);
    const disabled = await h.registerApp({ name: '旧勤怠' });
    await signIn(browser, {}, disabled);
    await h.service.db.updateTable('oidc_clients').set({ disabled_at: new Date().toISOString() }).where('client_id', '=', disabled.clientId).execute();
    const jirosOnly = await h.registerApp({ name: '次郎のアプリ' });
    await signIn(await jiroSignedIn(), {}, jirosOnly);
    const before = await h.service.db.selectFrom('oidc_payload').select(['model', 'id_hash']).orderBy('id_hash').execute();

    for (const clientId of ['AAAAAAAAAAAAAAAAAAAAAA', disabled.clientId, jirosOnly.clientId]) {
      const res = await revoke(browser, clientId);
      expect(res.statusCode, clientId).toBe(404);
      expect(res.json()).toMatchObject({ code: 'CONNECTED_APP_NOT_FOUND' });
    }
    expect((await revoke(browser, 'not a client id')).statusCode).toBe(400);
    expect((await revoke(null, h.app.clientId)).json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await h.service.db.selectFrom('oidc_payload').select(['model', 'id_hash']).orderBy('id_hash').execute()).toEqual(before);
    // The disabled app is not listed.
    expect((await listed(browser)).map((app) => app.name)).toEqual(['経費精算']);

    expect((await revoke(browser, h.app.clientId)).statusCode).toBe(200);
    expect((await revoke(browser, h.app.clientId)).json()).toMatchObject({ code: 'CONNECTED_APP_NOT_FOUND' });
    expect((await events(browser)).filter((e) => e.kind === 'oauth_app_revoked')).toHaveLength(1);

    // An account that must change its password may not list or disconnect (it may only change the password).
    await h.service.db.updateTable('accounts').set({ must_change_password: 1 }).where('login_id', '=', 'taro').execute();
    expect((await h.api('GET', '/v1/session/connected-apps', undefined, session(browser))).statusCode).toBe(403);
  });
});
