// The security page through the gateway, over HTTP to the real account service (SQLite and
// PostgreSQL): sessions and activity typed end to end, the device from the browser's own User-Agent,
// API tokens listed as such, the guarded fields, and "this was not me" from the page and from the link.
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordFailedSignIn } from '../../src/account-service/activity/account-event.repository';
import { buildGateway } from '../../src/gateway/app';
import { startHarness, serviceToken, taro, type Harness } from '../account-service/support';
import { chromeOnWindows, firefoxOnMac } from '../helpers/user-agents';
import { testDialects } from '../helpers/test-databases';
import { LOGIN, VERIFY, cookie, gql } from './gateway-harness';

const SESSIONS = 'query { viewer { sessions { id kind signInMethod current signedInAt lastUsedAt ipAddress device { browser os } } } }';
const ACTIVITY = `query ($first: Int, $after: String) { viewer { activity(first: $first, after: $after) {
  nodes { id kind at count actor device { browser os } ipAddress signInMethod failedStep changedFields canReportNotMe notMeReported }
  pageInfo { hasNextPage endCursor } } } }`;
const REVOKE = 'mutation ($id: ID!) { revokeSession(id: $id) { revoked sessions { id current } error { code } } }';
const REVOKE_OTHERS = 'mutation { revokeOtherSessions { revoked sessions { id } error { code } } }';
const NOT_ME = 'mutation ($input: ReportNotMeInput!) { reportNotMe(input: $input) { ok removedPasskeys resetLinkSentTo addressRestored error { code } } }';
const NOT_ME_LINK = 'query ($token: String!) { notMeLink(token: $token) { info { expiresAt signedInAt device { browser os } kind passkeyName } error { code } } }';
const NOT_ME_BY_LINK = 'mutation ($input: NotMeLinkInput!) { reportNotMeByLink(input: $input) { ok removedPasskeys resetLinkSentTo addressRestored error { code } } }';
const REPORTED = 'query { viewer { activity(first: 5) { nodes { kind sessionsEnded removedPasskeys maskedEmail failureReason } } } }';

describe.each(testDialects)('the security page through the gateway (%s)', (dialect) => {
  let h: Harness;
  let gateway: FastifyInstance;

  beforeEach(async () => {
    h = await startHarness(dialect);
    await h.service.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (h.service.app.server.address() as { port: number }).port;
    gateway = await buildGateway({ accountServiceUrl: `http://127.0.0.1:${port}`, serviceToken, publicUrl: 'http://localhost:3000' });
  });
  afterEach(async () => {
    await gateway.close();
    await h.close();
  });

  /** A browser's sign-in through the gateway: its session cookie. */
  async function browser(userAgent: string): Promise<{ portal_session: string }> {
    const headers = { 'user-agent': userAgent };
    const login = await gql(gateway, LOGIN, { variables: { input: { loginId: taro.loginId, password: taro.password } }, headers });
    const attempt = cookie(login.response, 'portal_login_attempt')!.value;
    const verify = await gql(gateway, VERIFY, { variables: { input: { code: await h.latestCode() } }, cookies: { portal_login_attempt: attempt }, headers });
    return { portal_session: cookie(verify.response, 'portal_session')!.value };
  }

  /** A program's sign-in (BEARER): its bearer header. */
  async function program(): Promise<{ authorization: string }> {
    const login = await gql(gateway, LOGIN, { variables: { input: { loginId: taro.loginId, password: taro.password, delivery: 'BEARER' } }, headers: { 'user-agent': 'report-bot/1.0' } });
    const attemptId = login.body.data!.login.challenge.attemptId as string;
    const verify = await gql(gateway, VERIFY, { variables: { input: { attemptId, code: await h.latestCode() } } });
    return { authorization: `Bearer ${verify.body.data!.verifyLoginCode.token as string}` };
  }

  it('lists browsers by their device and API tokens as such, marks this one, and ends the others', async () => {
    const mine = await browser(chromeOnWindows);
    await browser(firefoxOnMac);
    await program();
    const { body } = await gql(gateway, SESSIONS, { cookies: mine, headers: { 'user-agent': chromeOnWindows } });
    const sessions = body.data!.viewer.sessions as Array<Record<string, unknown>>;
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s) => s.current)).toEqual([expect.objectContaining({ kind: 'BROWSER', signInMethod: 'PASSWORD_AND_CODE', ipAddress: '127.0.0.1', device: { browser: 'Chrome', os: 'Windows' } })]);
    expect(sessions.map((s) => s.kind).sort()).toEqual(['API_TOKEN', 'BROWSER', 'BROWSER']);

    const firefox = sessions.find((s) => (s.device as { browser: string }).browser === 'Firefox')!;
    const revoke = await gql(gateway, REVOKE, { variables: { id: firefox.id }, cookies: mine });
    expect(revoke.body.data!.revokeSession).toMatchObject({ revoked: 1, error: null });
    expect((await gql(gateway, REVOKE, { variables: { id: firefox.id }, cookies: mine })).body.data!.revokeSession.error).toEqual({ code: 'SESSION_NOT_FOUND' });
    expect((await gql(gateway, REVOKE, { variables: { id: 'not an id' }, cookies: mine })).body.data!.revokeSession.error).toEqual({ code: 'SESSION_NOT_FOUND' });
    expect((await gql(gateway, REVOKE_OTHERS, { cookies: mine })).body.data!.revokeOtherSessions).toMatchObject({ revoked: 1, error: null });
  });

  it('pages the activity, typed, with "not me" offered on sign-ins and changes', async () => {
    await h.startLogin(taro.loginId, 'not the password at all');
    const mine = await browser(chromeOnWindows);
    const first = (await gql(gateway, ACTIVITY, { variables: { first: 1 }, cookies: mine })).body.data!.viewer.activity;
    expect(first.nodes).toEqual([expect.objectContaining({ kind: 'SIGN_IN', signInMethod: 'PASSWORD_AND_CODE', actor: 'SELF', device: { browser: 'Chrome', os: 'Windows' }, canReportNotMe: true })]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const next = (await gql(gateway, ACTIVITY, { variables: { first: 5, after: first.pageInfo.endCursor }, cookies: mine })).body.data!.viewer.activity;
    expect(next.nodes).toEqual([expect.objectContaining({ kind: 'SIGN_IN_FAILED', failedStep: 'PASSWORD', count: 1, canReportNotMe: false })]);
    expect(next.pageInfo).toEqual({ hasNextPage: false, endCursor: null });
    const tooMany = await gql(gateway, ACTIVITY, { variables: { first: 51 }, cookies: mine });
    expect(tooMany.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });

  it('refuses the fields signed out, before any REST call about them', async () => {
    const { body } = await gql(gateway, SESSIONS);
    expect(body.data?.viewer ?? null).toBeNull();
    const revoke = await gql(gateway, REVOKE_OTHERS);
    expect(revoke.body.data!.revokeOtherSessions.error).toEqual({ code: 'UNAUTHENTICATED' });
  });

  it('"not me" from the page signs this browser out too and clears its cookie', async () => {
    const mine = await browser(chromeOnWindows);
    const events = (await gql(gateway, ACTIVITY, { cookies: mine })).body.data!.viewer.activity.nodes as Array<{ id: string }>;
    const report = await gql(gateway, NOT_ME, { variables: { input: { eventId: events[0]!.id } }, cookies: mine });
    expect(report.body.data!.reportNotMe).toEqual({ ok: true, removedPasskeys: [], resetLinkSentTo: 'T***@example.com', addressRestored: false, error: null });
    expect(cookie(report.response, 'portal_session')?.value ?? '').toBe('');
    expect((await gql(gateway, SESSIONS, { cookies: mine })).body.data?.viewer ?? null).toBeNull();
  });

  it('"not me" from the mail: checked without acting, then done once, signed out', async () => {
    await browser(chromeOnWindows);
    const intruder = await browser(firefoxOnMac);
    const text = (await h.mails(taro.email)).find((m) => /新しい端末/.test(m.subject))!.text;
    const token = /notMe\?token=([A-Za-z0-9_-]{43})/.exec(text)![1]!;
    const check = await gql(gateway, NOT_ME_LINK, { variables: { token } });
    expect(check.body.data!.notMeLink).toMatchObject({ info: { device: { browser: 'Firefox', os: 'macOS' }, kind: 'SIGN_IN', passkeyName: null }, error: null });
    expect((await gql(gateway, SESSIONS, { cookies: intruder })).body.data!.viewer.sessions).toHaveLength(2);
    expect((await gql(gateway, NOT_ME_BY_LINK, { variables: { input: { token } } })).body.data!.reportNotMeByLink).toEqual({
      ok: true,
      removedPasskeys: [],
      resetLinkSentTo: 'T***@example.com',
      addressRestored: false,
      error: null,
    });
    expect((await gql(gateway, SESSIONS, { cookies: intruder })).body.data?.viewer ?? null).toBeNull();
    // The activity says what the report did, and names a refused copy of a passkey as such (the
    // password change the report requires is taken as done here: the activity is its own page's).
    await h.service.db.updateTable('accounts').set({ must_change_password: 0 }).execute();
    const accountId = (await h.service.db.selectFrom('accounts').select('id').executeTakeFirstOrThrow()).id;
    await recordFailedSignIn(h.service.db, accountId, 'passkey', h.clock.now(), null, 'counter_regression');
    const activity = await gql(gateway, REPORTED, { cookies: await browser(chromeOnWindows) });
    const nodes = activity.body.data!.viewer.activity.nodes as Array<{ kind: string }>;
    expect(nodes.find((n) => n.kind === 'SIGN_IN_FAILED')).toEqual({ kind: 'SIGN_IN_FAILED', sessionsEnded: null, removedPasskeys: null, maskedEmail: null, failureReason: 'COUNTER_REGRESSION' });
    expect(nodes.find((n) => n.kind === 'NOT_ME_REPORTED')).toEqual({ kind: 'NOT_ME_REPORTED', sessionsEnded: 2, removedPasskeys: null, maskedEmail: null, failureReason: null });
    expect((await gql(gateway, NOT_ME_BY_LINK, { variables: { input: { token } } })).body.data!.reportNotMeByLink.error).toEqual({ code: 'NOT_ME_LINK_USED' });
    expect((await gql(gateway, NOT_ME_LINK, { variables: { token: 'short' } })).body.data!.notMeLink.error).toEqual({ code: 'NOT_ME_LINK_INVALID' });
  });
});
