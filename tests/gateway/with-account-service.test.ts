// The gateway and the real account service together, over real HTTP between them, on SQLite and
// PostgreSQL: what a browser or an API consumer sees of the login rules and sessions.
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildGateway } from '../../src/gateway/app';
import { startHarness, serviceToken, taro, type Harness } from '../account-service/support';
import { testDialects } from '../helpers/test-databases';
import { LOGIN, VERIFY, VIEWER, cookie, gql } from './gateway-harness';

const LOGOUT = 'mutation { logout { ok error { code } } }';

async function gatewayFor(h: Harness, publicUrl = 'http://localhost:3000'): Promise<FastifyInstance> {
  const address = h.service.app.server.address();
  if (!address || typeof address !== 'object') {
    await h.service.app.listen({ host: '127.0.0.1', port: 0 });
  }
  const port = (h.service.app.server.address() as { port: number }).port;
  return buildGateway({ accountServiceUrl: `http://127.0.0.1:${port}`, serviceToken, publicUrl });
}

describe.each(testDialects)('gateway with the account service (%s)', (dialect) => {
  let h: Harness;
  let gateway: FastifyInstance;

  beforeEach(async () => {
    h = await startHarness(dialect);
    gateway = await gatewayFor(h);
  });
  afterEach(async () => {
    await gateway.close();
    await h.close();
  });

  async function bearerAttempt(): Promise<string> {
    const { body } = await gql(gateway, LOGIN, { variables: { input: { loginId: taro.loginId, password: taro.password, delivery: 'BEARER' } } });
    expect(body.data?.login.error).toBeNull();
    return body.data!.login.challenge.attemptId as string;
  }

  it('a request packed with aliases cannot try more codes than the limit, not even with the right code last', async () => {
    const attemptId = await bearerAttempt();
    const right = await h.latestCode();
    const wrong = right === '000000' ? '111111' : '000000';
    // As many as a document may make calls to the account service (query-limits.ts: 6).
    const fields = Array.from({ length: 6 }, (_, i) =>
      `t${i}: verifyLoginCode(input: { attemptId: "${attemptId}", code: "${i === 5 ? right : wrong}" }) { token error { code attemptsRemaining } }`,
    );
    const { body } = await gql(gateway, `mutation { ${fields.join('\n')} }`);
    const results = Array.from({ length: 6 }, (_, i) => body.data![`t${i}`]);
    expect(results.slice(0, 4).map((r) => r.error.code)).toEqual(Array(4).fill('INVALID_CODE'));
    expect(results.slice(4).map((r) => r.error.code)).toEqual(Array(2).fill('TOO_MANY_ATTEMPTS'));
    expect(results.every((r) => r.token === null)).toBe(true);

    const again = await gql(gateway, VERIFY, { variables: { input: { attemptId, code: right } } });
    expect(again.body.data?.verifyLoginCode.error.code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('browser flow: HttpOnly SameSite=Lax cookie, no token in any body, and logout kills the old cookie on the server', async () => {
    const login = await gql(gateway, LOGIN, { variables: { input: { loginId: taro.loginId, password: taro.password } } });
    expect(login.body.data?.login.challenge.attemptId).toBeNull();
    const attempt = cookie(login.response, 'portal_login_attempt')!;
    expect(attempt.httpOnly).toBe(true);

    const verify = await gql(gateway, VERIFY, {
      variables: { input: { code: await h.latestCode() } },
      cookies: { portal_login_attempt: attempt.value },
    });
    expect(verify.body.data?.verifyLoginCode.error).toBeNull();
    expect(verify.body.data?.verifyLoginCode.token).toBeNull();
    const session = cookie(verify.response, 'portal_session')!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session.secure).toBeFalsy();
    expect(verify.response.body).not.toContain(session.value);

    const cookies = { portal_session: session.value };
    expect((await gql(gateway, VIEWER, { cookies })).body.data?.viewer.account.loginId).toBe('taro');

    const logout = await gql(gateway, LOGOUT, { cookies });
    expect(logout.body.data?.logout).toEqual({ ok: true, error: null });
    expect((await gql(gateway, VIEWER, { cookies })).body.data?.viewer).toBeNull();
    const rest = await h.api('GET', '/v1/session', undefined, { 'x-session-token': session.value });
    expect(rest.statusCode).toBe(401);
  });

  it('signing in again in the same browser ends the session it replaces', async () => {
    const browserSignIn = async (cookies: Record<string, string>): Promise<string> => {
      const login = await gql(gateway, LOGIN, { variables: { input: { loginId: taro.loginId, password: taro.password } }, cookies });
      const attempt = cookie(login.response, 'portal_login_attempt')!.value;
      const verify = await gql(gateway, VERIFY, {
        variables: { input: { code: await h.latestCode() } },
        cookies: { ...cookies, portal_login_attempt: attempt },
      });
      return cookie(verify.response, 'portal_session')!.value;
    };
    const first = await browserSignIn({});
    const second = await browserSignIn({ portal_session: first });
    expect(second).not.toBe(first);
    expect((await gql(gateway, VIEWER, { cookies: { portal_session: first } })).body.data?.viewer).toBeNull();
    expect((await gql(gateway, VIEWER, { cookies: { portal_session: second } })).body.data?.viewer).not.toBeNull();
  });

  async function browserSession(): Promise<Record<string, string>> {
    const login = await gql(gateway, LOGIN, { variables: { input: { loginId: taro.loginId, password: taro.password } } });
    const attempt = cookie(login.response, 'portal_login_attempt')!.value;
    const verify = await gql(gateway, VERIFY, { variables: { input: { code: await h.latestCode() } }, cookies: { portal_login_attempt: attempt } });
    return { portal_session: cookie(verify.response, 'portal_session')!.value };
  }
  const alive = async (cookies: Record<string, string>): Promise<boolean> =>
    (await gql(gateway, VIEWER, { cookies })).body.data?.viewer != null;

  it('a reset through the gateway ends the sessions of two browsers', async () => {
    const [first, second] = [await browserSession(), await browserSession()];
    const reissue = await gql(gateway, 'mutation($i: RequestPasswordReissueInput!) { requestPasswordReissue(input: $i) { accepted error { code } } }', {
      variables: { i: { loginId: taro.email } },
    });
    expect(reissue.body.data?.requestPasswordReissue).toEqual({ accepted: true, error: null });
    const mail = (await h.mails(taro.email)).find((m) => m.text.includes('/passwordReset?token='))!;
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;

    const check = await gql(gateway, '{ passwordResetToken(token: "' + token + '") { info { purpose loginId } error { code } } }');
    expect(check.body.data?.passwordResetToken).toEqual({ info: { purpose: 'RESET', loginId: 'taro' }, error: null });
    const reset = await gql(gateway, 'mutation($i: ResetPasswordInput!) { resetPassword(input: $i) { ok error { code } } }', {
      variables: { i: { token, newPassword: 'a brand new passphrase 2027' } },
    });
    expect(reset.body.data?.resetPassword).toEqual({ ok: true, error: null });
    expect(await alive(first)).toBe(false);
    expect(await alive(second)).toBe(false);
  });

  it('a password change through the gateway keeps this session and ends the other browser\'s', async () => {
    const [mine, other] = [await browserSession(), await browserSession()];
    const change = await gql(gateway, 'mutation($i: ChangePasswordInput!) { changePassword(input: $i) { viewer { account { loginId } } error { code } } }', {
      variables: { i: { currentPassword: taro.password, newPassword: 'another fine passphrase 2027' } },
      cookies: mine,
    });
    expect(change.body.data?.changePassword).toEqual({ viewer: { account: { loginId: 'taro' } }, error: null });
    expect(await alive(mine)).toBe(true);
    expect(await alive(other)).toBe(false);
  });

  it('API consumer flow: bearer token works, and is dead after logout', async () => {
    const attemptId = await bearerAttempt();
    const verify = await gql(gateway, VERIFY, { variables: { input: { attemptId, code: await h.latestCode() } } });
    const token = verify.body.data?.verifyLoginCode.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(verify.response.cookies).toEqual([]);
    const headers = { authorization: `Bearer ${token}` };
    expect((await gql(gateway, VIEWER, { headers })).body.data?.viewer.account.name).toBe(taro.name);
    await gql(gateway, LOGOUT, { headers });
    expect((await gql(gateway, VIEWER, { headers })).body.data?.viewer).toBeNull();
  });

  it('idle expiry and absolute expiry both end the session as seen through the gateway', async () => {
    const attemptId = await bearerAttempt();
    const verify = await gql(gateway, VERIFY, { variables: { input: { attemptId, code: await h.latestCode() } } });
    const headers = { authorization: `Bearer ${verify.body.data?.verifyLoginCode.token as string}` };

    h.clock.advanceMinutes(31);
    expect((await gql(gateway, VIEWER, { headers })).body.data?.viewer).toBeNull();

    const second = await bearerAttempt();
    const again = await gql(gateway, VERIFY, { variables: { input: { attemptId: second, code: await h.latestCode() } } });
    const fresh = { authorization: `Bearer ${again.body.data?.verifyLoginCode.token as string}` };
    // Used every 25 minutes, so the idle timeout never fires; the absolute limit (12 h) still does.
    let elapsed = 0;
    while (elapsed + 25 < 12 * 60) {
      h.clock.advanceMinutes(25);
      elapsed += 25;
      expect((await gql(gateway, VIEWER, { headers: fresh })).body.data?.viewer).not.toBeNull();
    }
    h.clock.advanceMinutes(12 * 60 - elapsed + 1);
    expect((await gql(gateway, VIEWER, { headers: fresh })).body.data?.viewer).toBeNull();
  });

  it('over https the session cookie is __Host- prefixed and Secure', async () => {
    const secureGateway = await gatewayFor(h, 'https://portal.example.jp');
    try {
      const login = await gql(secureGateway, LOGIN, { variables: { input: { loginId: taro.loginId, password: taro.password } } });
      const attempt = cookie(login.response, 'portal_login_attempt')!;
      expect(attempt.secure).toBe(true);
      const verify = await gql(secureGateway, VERIFY, {
        variables: { input: { code: await h.latestCode() } },
        cookies: { portal_login_attempt: attempt.value },
      });
      const session = cookie(verify.response, '__Host-portal_session')!;
      expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
      expect(session.domain).toBeUndefined();
    } finally {
      await secureGateway.close();
    }
  });
});
