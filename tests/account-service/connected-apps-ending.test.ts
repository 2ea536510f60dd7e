// When the portal takes a way in away, the apps lose it too (SQLite and PostgreSQL, openid-client 6 as
// the app, its back-channel endpoint a small HTTP server on 127.0.0.1):
// - every way portal sessions end signs the app out of exactly those browsers: the app receives a
//   logout token it verifies against the provider's JWKS for each, the provider's sessions of those
//   browsers are gone and prompt=none there answers login_required, the other browser's stays;
// - 「心当たりがない」 ends the grants made or widened since the reported event, or that gave a token
//   since then (older ones stay), and
//   an administrator's disable ends every grant; each names the apps in the activity.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAccount, disableAccount, enableAccount } from '../../src/account-service/accounts/account-admin.service';
import { takeAdminAction } from '../../src/account-service/admin/admin-actions.service';
import { createAppAccessLookup } from '../../src/account-service/oidc/access-tokens';
import { BackchannelReceiver, verifyLogoutToken } from '../helpers/backchannel-receiver';
import { testDialects } from '../helpers/test-databases';
import type { TestClient } from '../helpers/oidc-clients';
import { taro } from './support';
import { authorizationRequest, errorAt, exchange, ISSUER, startOidcHarness, type Browser, type OidcHarness } from './oidc-support';

describe.each(testDialects)('apps when the portal takes a way in away (%s)', (dialect) => {
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

  async function signIn(browser: Browser, app: TestClient = h.app, params: Record<string, string> = {}) {
    const config = await h.rp(app);
    const request = await authorizationRequest(config, params);
    const { landing, steps } = await browser.authorize(request.url);
    if (landing.kind !== 'app') throw new Error(`no callback: ${JSON.stringify(landing)}`);
    return { tokens: await exchange(config, landing.url, request), steps };
  }
  const as = (browser: Browser) => ({ 'x-session-token': browser.sessionToken! });
  const accountId = async () => (await h.service.db.selectFrom('accounts').select('id').where('login_id', '=', 'taro').executeTakeFirstOrThrow()).id;
  const grantsOf = async (app: TestClient) => (await h.service.db.selectFrom('oidc_payload').select('id_hash').where('model', '=', 'Grant').where('client_id', '=', app.clientId).execute()).length;
  const providerSessions = async () => (await h.service.db.selectFrom('oidc_payload').select('id_hash').where('model', '=', 'Session').execute()).length;
  const quietSignIn = async (browser: Browser) => browser.go((await authorizationRequest(await h.rp(), { prompt: 'none' })).url);
  const lastEvent = async (kind: string) =>
    h.service.db.selectFrom('account_events').select('details').where('account_id', '=', await accountId()).where('kind', '=', kind as 'admin_action').orderBy('id', 'desc').executeTakeFirstOrThrow();

  /** The sids of the logout tokens the app received, each verified as the app would. */
  async function toldSids(subject: string): Promise<string[]> {
    await h.service.oidc.flushLogouts();
    const jwks = (await h.browser().request('GET', '/oidc/jwks')).json();
    const payloads = await Promise.all(receiver.tokens.map((token) => verifyLogoutToken(token, jwks, { issuer: ISSUER, audience: h.app.clientId })));
    for (const payload of payloads) expect(payload.sub).toBe(subject);
    return payloads.map((p) => p.sid as string).sort();
  }

  const publicIdOf = async (browser: Browser) =>
    ((await h.api('GET', '/v1/session/sessions', undefined, as(browser))).json() as { sessions: Array<{ id: string; current: boolean }> }).sessions.find((s) => s.current)!.id;
  const operator = () => ({ db: h.service.db, clock: h.clock, publicUrl: ISSUER, mailQueued: () => undefined });

  /** Each way portal sessions end; `other` is B, `self` is A, the browser that acts (when one does). */
  const endings: Array<{ name: string; ends: 'B' | 'A and B'; run: (a: Browser, b: Browser) => Promise<unknown> }> = [
    { name: 'logout (in B)', ends: 'B', run: (_a, b) => h.api('DELETE', '/v1/session', undefined, as(b)) },
    { name: 'ending one session on /security', ends: 'B', run: async (a, b) => h.api('DELETE', `/v1/session/sessions/${await publicIdOf(b)}`, undefined, as(a)) },
    { name: '「ほかのすべての端末からログアウト」', ends: 'B', run: (a) => h.api('DELETE', '/v1/session/sessions', undefined, as(a)) },
    { name: 'a password change (the other sessions)', ends: 'B', run: (a) => h.api('PUT', '/v1/session/password', { currentPassword: taro.password, newPassword: 'a brand new passphrase 2027' }, as(a)) },
    {
      name: '「心当たりがない」',
      ends: 'A and B',
      run: async (a) => {
        const events = (await h.api('GET', '/v1/session/events', undefined, as(a))).json().events as Array<{ id: string; kind: string }>;
        return h.api('POST', '/v1/session/not-me-reports', { eventId: events.find((e) => e.kind === 'sign_in')!.id }, as(a));
      },
    },
    {
      name: 'a password reset',
      ends: 'A and B',
      run: async () => {
        await h.reissue(taro.loginId);
        return h.resetPassword(await h.latestResetToken(), 'a brand new passphrase 2027');
      },
    },
    { name: 'an administrator\'s disable', ends: 'A and B', run: () => disableAccount(h.service.db, 'taro', h.clock) },
    { name: '「すべての端末からログアウトさせる」', ends: 'A and B', run: async () => takeAdminAction(operator(), { kind: 'operator' }, await accountId(), 'end_sessions') },
  ];

  it.each(endings)('$name signs the app out of $ends, and of nothing else', async ({ ends, run }) => {
    const a = h.browser();
    const signedA = await signIn(a);
    const b = h.browser();
    const signedB = await signIn(b);
    const subject = signedA.tokens.claims()!.sub;
    const [sidA, sidB] = [signedA.tokens.claims()!.sid as string, signedB.tokens.claims()!.sid as string];
    expect(await providerSessions()).toBe(2);

    const res = (await run(a, b)) as { statusCode?: number; body?: string } | undefined;
    if (res?.statusCode !== undefined) expect(res.statusCode, res.body).toBeLessThan(300);

    expect(await toldSids(subject)).toEqual(ends === 'B' ? [sidB] : [sidA, sidB].sort());
    expect(await providerSessions()).toBe(ends === 'B' ? 1 : 0);
    expect(errorAt(await quietSignIn(b))).toBe('login_required');
    if (ends === 'B') {
      const still = await quietSignIn(a);
      expect(still.kind === 'app' && still.url.searchParams.get('code'), 'A is still signed in to the app').toBeTruthy();
    } else {
      expect(errorAt(await quietSignIn(a))).toBe('login_required');
    }
  });

  it('「心当たりがない」 ends the grants made or widened since the reported sign-in; older ones stay, and the report names the apps', async () => {
    const owner = h.browser();
    const wiki = await h.registerApp({ name: '社内Wiki' });
    await signIn(owner, h.app, { scope: 'openid profile' });
    await signIn(owner, wiki);
    // Later (within the owner's idle timeout of 30 minutes).
    h.clock.advanceMinutes(20);

    // Someone else signs in as the owner, allows a new app and widens an old one.
    const intruder = h.browser();
    intruder.sessionToken = await h.signIn();
    const chat = await h.registerApp({ name: 'チャット' });
    await signIn(intruder, chat);
    const { steps } = await signIn(intruder, h.app, { scope: 'openid profile email' });
    expect(steps).toEqual(['consent(op_scopes_missing)']);

    const events = (await h.api('GET', '/v1/session/events', undefined, as(owner))).json().events as Array<{ id: string; kind: string }>;
    const report = await h.api('POST', '/v1/session/not-me-reports', { eventId: events.find((e) => e.kind === 'sign_in')!.id }, as(owner));
    expect(report.statusCode, report.body).toBe(200);

    expect([await grantsOf(h.app), await grantsOf(chat), await grantsOf(wiki)]).toEqual([0, 0, 1]);
    expect(JSON.parse((await lastEvent('not_me_reported')).details!).disconnectedApps.sort()).toEqual(['チャット', '経費精算'].sort());
  });

  it('「心当たりがない」 on an app allowed ends that grant and later ones, not earlier ones', async () => {
    const owner = h.browser();
    const wiki = await h.registerApp({ name: '社内Wiki' });
    await signIn(owner, wiki);
    h.clock.advanceMinutes(10);
    await signIn(owner);
    const events = (await h.api('GET', '/v1/session/events', undefined, as(owner))).json().events as Array<{ id: string; kind: string; canReportNotMe: boolean; details: { app?: { name: string } } }>;
    const allowed = events.find((e) => e.kind === 'oauth_app_allowed' && e.details.app?.name === '経費精算')!;
    expect(allowed.canReportNotMe).toBe(true);
    expect((await h.api('POST', '/v1/session/not-me-reports', { eventId: allowed.id }, as(owner))).statusCode).toBe(200);
    expect([await grantsOf(h.app), await grantsOf(wiki)]).toEqual([0, 1]);
  });

  it("「心当たりがない」 ends an app's grant allowed before the reported sign-in when it gave tokens since: an intruder's copy of the app needs no consent and its tokens hang on the owner's grant", async () => {
    const owner = h.browser();
    const wiki = await h.registerApp({ name: '社内Wiki' });
    await signIn(owner, h.app, { scope: 'openid profile' });
    await signIn(owner, wiki);
    h.clock.advanceMinutes(20);

    const intruder = h.browser();
    intruder.sessionToken = await h.signIn();
    const { tokens, steps } = await signIn(intruder, h.app, { scope: 'openid profile' });
    expect(steps.filter((step) => step.startsWith('consent'))).toEqual([]);
    const appAccess = createAppAccessLookup(h.service.db, () => h.service.oidc.host.provider());
    expect(await appAccess(tokens.access_token, h.clock.now())).not.toBeNull();

    const events = (await h.api('GET', '/v1/session/events', undefined, as(owner))).json().events as Array<{ id: string; kind: string }>;
    const report = await h.api('POST', '/v1/session/not-me-reports', { eventId: events.find((e) => e.kind === 'sign_in')!.id }, as(owner));
    expect(report.statusCode, report.body).toBe(200);
    // The app that gave the intruder tokens is disconnected (the owner allows it again); the app that
    // gave none since stays.
    expect([await grantsOf(h.app), await grantsOf(wiki)]).toEqual([0, 1]);
    expect(await appAccess(tokens.access_token, h.clock.now())).toBeNull();
    expect(JSON.parse((await lastEvent('not_me_reported')).details!).disconnectedApps).toEqual(['経費精算']);
  });

  it('an administrator\'s disable ends every grant of the account (only its own), and an enable does not bring them back', async () => {
    const owner = h.browser();
    const wiki = await h.registerApp({ name: '社内Wiki' });
    await signIn(owner);
    await signIn(owner, wiki);
    await createAccount(h.service.db, { loginId: 'jiro', email: 'jiro@example.com', password: 'another long passphrase 2027', name: '山田 次郎', nameKana: 'ヤマダ ジロウ' }, h.clock);
    const jiro = h.browser();
    const start = await h.startLogin('jiro', 'another long passphrase 2027');
    jiro.sessionToken = (await h.verify(start.json().attemptId, await h.latestCode('jiro@example.com'))).json().token as string;
    await signIn(jiro);

    await disableAccount(h.service.db, 'taro', h.clock);
    expect([await grantsOf(h.app), await grantsOf(wiki)]).toEqual([1, 0]);
    const details = JSON.parse((await lastEvent('admin_action')).details!) as { action: string; disconnectedApps: string[] };
    expect(details.action).toBe('disable');
    expect(details.disconnectedApps.sort()).toEqual(['社内Wiki', '経費精算'].sort());

    await enableAccount(h.service.db, 'taro', h.clock);
    const back = h.browser();
    const { steps } = await signIn(back);
    expect(steps).toEqual(['login(no_session)', 'consent(op_scopes_missing)']);
  });
});
