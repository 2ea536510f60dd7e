// Logout and apps: the portal's logout signs the apps out of that browser's provider session and tells
// every app with a back-channel logout URI (a logout token the app can verify, retried until it answers);
// RP-initiated logout signs the person out of the portal too. SQLite and PostgreSQL.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as client from 'openid-client';
import { createLocalJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { disableAccount } from '../../src/account-service/accounts/account-admin.service';
import { takeAdminAction } from '../../src/account-service/admin/admin-actions.service';
import { testDialects } from '../helpers/test-databases';
import { taro } from './support';
import { authorizationRequest, errorAt, exchange, ISSUER, POST_LOGOUT_URI, startOidcHarness, type Browser, type OidcHarness } from './oidc-support';

/** The app's back-channel logout endpoint: answers `status` and keeps every logout token it gets. */
class BackchannelReceiver {
  readonly tokens: string[] = [];
  status = 200;
  private server: Server | undefined;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const token = new URLSearchParams(body).get('logout_token');
        if (token) this.tokens.push(token);
        res.writeHead(this.status, { 'cache-control': 'no-store' }).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://localhost:${(this.server!.address() as AddressInfo).port}/backchannel-logout`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

describe.each(testDialects)('OpenID Provider: logout (%s)', (dialect) => {
  let h: OidcHarness;
  let receiver: BackchannelReceiver;
  let config: client.Configuration;
  beforeEach(async () => {
    receiver = new BackchannelReceiver();
    await receiver.start();
    h = await startOidcHarness(dialect);
    await h.service.db.updateTable('oidc_clients').set({ backchannel_logout_uri: receiver.url }).where('client_id', '=', h.app.clientId).execute();
    config = await h.rp();
  });
  afterEach(async () => {
    await h?.close();
    await receiver?.stop();
  });

  async function signIn(browser: Browser, params: Record<string, string> = {}) {
    const request = await authorizationRequest(config, params);
    const { landing } = await browser.authorize(request.url);
    if (landing.kind !== 'app') throw new Error('no callback');
    return exchange(config, landing.url, request);
  }

  /** What the app checks of a logout token (OpenID Connect Back-Channel Logout 1.0, §2.6). */
  async function verifyLogoutToken(token: string): Promise<JWTPayload> {
    const jwks = (await h.browser().request('GET', '/oidc/jwks')).json();
    const { payload } = await jwtVerify(token, createLocalJWKSet(jwks), { issuer: ISSUER, audience: h.app.clientId, typ: 'logout+jwt', maxTokenAge: '2m' });
    expect(payload.events).toEqual({ 'http://schemas.openid.net/event/backchannel-logout': {} });
    expect(payload).not.toHaveProperty('nonce');
    return payload;
  }

  it('the portal\'s logout tells the app (a logout token it can verify) and ends the apps\' sign-in in that browser', async () => {
    const browser = h.browser();
    const tokens = await signIn(browser);
    const other = h.browser();
    await signIn(other);
    expect(receiver.tokens).toEqual([]);

    await h.api('DELETE', '/v1/session', undefined, { 'x-session-token': browser.sessionToken! });
    await h.service.oidc.flushLogouts();
    expect(receiver.tokens).toHaveLength(1);
    const payload = await verifyLogoutToken(receiver.tokens[0]!);
    expect(payload).toMatchObject({ sub: tokens.claims()!.sub, sid: tokens.claims()!.sid });

    // That browser's provider session is gone: tokens bound to it stop working, prompt=none asks to sign in.
    expect(await client.fetchUserInfo(config, tokens.access_token, client.skipSubjectCheck).then(() => true, () => false)).toBe(false);
    expect(errorAt(await browser.go((await authorizationRequest(config, { prompt: 'none' })).url))).toBe('login_required');
    // The other browser's is not.
    const quiet = await other.go((await authorizationRequest(config, { prompt: 'none' })).url);
    expect(quiet.kind === 'app' && quiet.url.searchParams.get('code')).toBeTruthy();
  });

  it('retries an app that does not answer, with a fresh logout token each time, and sets it aside after 10 tries', async () => {
    const browser = h.browser();
    await signIn(browser);
    receiver.status = 503;
    await h.api('DELETE', '/v1/session', undefined, { 'x-session-token': browser.sessionToken! });
    await h.service.oidc.flushLogouts();
    expect(receiver.tokens).toHaveLength(1);
    const row = await h.service.db.selectFrom('oidc_logout_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', tries: 1 });
    expect(row.last_error).toMatch(/503/);
    // Not due yet: nothing is sent.
    await h.service.oidc.flushLogouts();
    expect(receiver.tokens).toHaveLength(1);
    h.clock.advanceSeconds(6);
    receiver.status = 200;
    await h.service.oidc.flushLogouts();
    expect(receiver.tokens).toHaveLength(2);
    expect(receiver.tokens[1]).not.toBe(receiver.tokens[0]);
    const [first, second] = await Promise.all(receiver.tokens.map(verifyLogoutToken));
    expect(second!.jti).not.toBe(first!.jti);
    expect(await h.service.db.selectFrom('oidc_logout_outbox').select(['status', 'tries']).executeTakeFirstOrThrow()).toEqual({ status: 'sent', tries: 2 });

    // An app that never answers: ten tries, then dead.
    browser.sessionToken = undefined;
    await signIn(browser);
    receiver.status = 500;
    await h.api('DELETE', '/v1/session', undefined, { 'x-session-token': browser.sessionToken! });
    for (let i = 0; i < 10; i++) {
      await h.service.oidc.flushLogouts();
      h.clock.advanceMinutes(16);
    }
    expect(await h.service.db.selectFrom('oidc_logout_outbox').select(['status', 'tries']).where('status', '!=', 'sent').executeTakeFirstOrThrow()).toEqual({ status: 'dead', tries: 10 });
  });

  it('an app without a back-channel URI, or a disabled one, is not told', async () => {
    const quiet = await h.registerApp({ name: '静かなアプリ' });
    const quietConfig = await h.rp(quiet);
    const browser = h.browser();
    await signIn(browser);
    const request = await authorizationRequest(quietConfig);
    const { landing } = await browser.authorize(request.url);
    expect(landing.kind).toBe('app');
    await h.service.db.updateTable('oidc_clients').set({ disabled_at: new Date().toISOString() }).where('client_id', '=', h.app.clientId).execute();
    await h.api('DELETE', '/v1/session', undefined, { 'x-session-token': browser.sessionToken! });
    await h.service.oidc.flushLogouts();
    expect(receiver.tokens).toEqual([]);
    expect(await h.service.db.selectFrom('oidc_logout_outbox').select('id').execute()).toEqual([]);
  });

  describe('every way portal sessions end signs the apps out of them', () => {
    /** Two browsers of Taro's signed in to the app: this one (A) and another (B). */
    async function twoBrowsers() {
      const a = h.browser();
      const tokensA = await signIn(a);
      const b = h.browser();
      const tokensB = await signIn(b);
      const sidOf = (tokens: typeof tokensA) => tokens.claims()!.sid;
      return { a, b, sidA: sidOf(tokensA), sidB: sidOf(tokensB) };
    }
    const toldSids = async () => {
      await h.service.oidc.flushLogouts();
      return (await Promise.all(receiver.tokens.map(verifyLogoutToken))).map((p) => p.sid).sort();
    };
    const publicIdOf = async (token: string) => {
      const list = (await h.api('GET', '/v1/session/sessions', undefined, { 'x-session-token': token })).json() as { sessions: Array<{ id: string; current: boolean }> };
      return list.sessions.find((s) => s.current)!.id;
    };

    it('one session ended from /security, and 「ほかのすべての端末からログアウト」: the other browser only', async () => {
      const { a, b, sidB } = await twoBrowsers();
      const other = await publicIdOf(b.sessionToken!);
      expect((await h.api('DELETE', `/v1/session/sessions/${other}`, undefined, { 'x-session-token': a.sessionToken! })).statusCode).toBe(200);
      expect(await toldSids()).toEqual([sidB]);
      receiver.tokens.length = 0;
      const c = h.browser();
      const tokensC = await signIn(c);
      expect((await h.api('DELETE', '/v1/session/sessions', undefined, { 'x-session-token': a.sessionToken! })).statusCode).toBe(200);
      expect(await toldSids()).toEqual([tokensC.claims()!.sid]);
    });

    it('a password change: the other browser only', async () => {
      const { a, sidB } = await twoBrowsers();
      const res = await h.api('PUT', '/v1/session/password', { currentPassword: 'correct horse battery staple', newPassword: 'a brand new passphrase 2027' }, { 'x-session-token': a.sessionToken! });
      expect(res.statusCode, res.body).toBe(200);
      expect(await toldSids()).toEqual([sidB]);
    });

    it('「心当たりがない」: every browser', async () => {
      const { a, sidA, sidB } = await twoBrowsers();
      const events = (await h.api('GET', '/v1/session/events', undefined, { 'x-session-token': a.sessionToken! })).json() as { events: Array<{ id: string; kind: string }> };
      const signInEvent = events.events.find((e) => e.kind === 'sign_in')!;
      expect((await h.api('POST', '/v1/session/not-me-reports', { eventId: signInEvent.id }, { 'x-session-token': a.sessionToken! })).statusCode).toBe(200);
      expect(await toldSids()).toEqual([sidA, sidB].sort());
    });

    it('a password reset: every browser', async () => {
      const { sidA, sidB } = await twoBrowsers();
      await h.reissue(taro.loginId);
      expect((await h.resetPassword(await h.latestResetToken(), 'a brand new passphrase 2027')).statusCode).toBe(204);
      expect(await toldSids()).toEqual([sidA, sidB].sort());
    });

    it('an administrator\'s disable, and 「すべての端末からログアウトさせる」: every browser', async () => {
      let { sidA, sidB } = await twoBrowsers();
      const account = await h.service.db.selectFrom('accounts').select('id').where('login_id', '=', 'taro').executeTakeFirstOrThrow();
      const operator = { db: h.service.db, clock: h.clock, publicUrl: 'http://localhost:3000', mailQueued: () => undefined };
      await takeAdminAction(operator, { kind: 'operator' }, account.id, 'end_sessions');
      expect(await toldSids()).toEqual([sidA, sidB].sort());
      receiver.tokens.length = 0;
      ({ sidA, sidB } = await twoBrowsers());
      await disableAccount(h.service.db, 'taro', h.clock);
      expect(await toldSids()).toEqual([sidA, sidB].sort());
    });
  });

  it('RP-initiated logout: the person confirms, is signed out of the portal too, and goes back to the app', async () => {
    const browser = h.browser();
    const tokens = await signIn(browser);
    const end = client.buildEndSessionUrl(config, { id_token_hint: tokens.id_token!, post_logout_redirect_uri: POST_LOGOUT_URI, state: 'bye' });
    const page = await browser.go(end.href);
    if (page.kind !== 'page') throw new Error('expected the confirmation');
    expect(page.res.statusCode).toBe(200);
    expect(page.res.body).toContain('ログアウトしますか？');
    expect(page.res.body).toContain('「テストアプリ」');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.res.body)?.[1];
    const confirm = await browser.request('POST', '/oidc/session/end/confirm', { xsrf: xsrf!, logout: 'yes' });
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toBe(`${POST_LOGOUT_URI}?state=bye`);
    expect(confirm.headers['x-portal-session-ended']).toBe('1');
    // The portal session is over, and the app heard of it through the back channel too.
    expect((await h.api('GET', '/v1/session', undefined, { 'x-session-token': browser.sessionToken! })).statusCode).toBe(401);
    await h.service.oidc.flushLogouts();
    expect(receiver.tokens).toHaveLength(1);
    expect(await verifyLogoutToken(receiver.tokens[0]!)).toMatchObject({ sub: tokens.claims()!.sub });
  });

  it('RP-initiated logout declined: the portal session stays', async () => {
    const browser = h.browser();
    const tokens = await signIn(browser);
    const page = await browser.go(client.buildEndSessionUrl(config, { id_token_hint: tokens.id_token!, post_logout_redirect_uri: POST_LOGOUT_URI }).href);
    if (page.kind !== 'page') throw new Error('expected the confirmation');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.res.body)?.[1];
    const confirm = await browser.request('POST', '/oidc/session/end/confirm', { xsrf: xsrf! });
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers['x-portal-session-ended']).toBeUndefined();
    expect((await h.api('GET', '/v1/session', undefined, { 'x-session-token': browser.sessionToken! })).statusCode).toBe(200);
  });
});
