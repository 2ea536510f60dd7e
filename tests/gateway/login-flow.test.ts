// The two login flows as browsers and programs see them: cookies for browsers, tokens for programs.
import { afterEach, describe, expect, it } from 'vitest';
import { CODE, LOGIN_ID, PASSWORD, SERVICE_TOKEN } from './fake-account-service';
import { cookie, gql, LOGIN, startGateway, VERIFY, VIEWER, type Harness } from './gateway-harness';

const LOGOUT = 'mutation { logout { ok error { code } } }';
const CHALLENGE = 'query ($id: String) { loginChallenge(attemptId: $id) { attemptId maskedEmail resendsRemaining } }';
const RESEND = 'mutation ($input: ResendLoginCodeInput) { resendLoginCode(input: $input) { challenge { attemptId resendsRemaining } error { code } } }';

let harness: Harness;
afterEach(async () => harness?.app.close());

describe('browser (cookie) flow', () => {
  it('keeps the attempt id and the session token in HttpOnly cookies and out of every body', async () => {
    harness = await startGateway();
    const { app, backend } = harness;

    const login = await gql(app, LOGIN, { variables: { input: { loginId: LOGIN_ID, password: PASSWORD } } });
    expect(login.body.errors).toBeUndefined();
    expect(login.body.data!.login.error).toBeNull();
    expect(login.body.data!.login.challenge).toMatchObject({ attemptId: null, maskedEmail: 't***@example.com', resendsRemaining: 3 });
    const attempt = cookie(login.response, 'portal_login_attempt')!;
    expect(attempt).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/graphql', maxAge: 600 });
    expect(attempt.secure).toBeFalsy();
    expect(backend.calls[0]).toMatchObject({ method: 'POST', path: '/v1/logins', body: { identifier: LOGIN_ID, password: PASSWORD } });

    // Reloading the code page finds the attempt from the cookie alone.
    const reload = await gql(app, CHALLENGE, { cookies: { portal_login_attempt: attempt.value } });
    expect(reload.body.data!.loginChallenge).toMatchObject({ attemptId: null, maskedEmail: 't***@example.com' });

    const resend = await gql(app, RESEND, { cookies: { portal_login_attempt: attempt.value } });
    expect(resend.body.data!.resendLoginCode).toEqual({ challenge: { attemptId: null, resendsRemaining: 2 }, error: null });
    expect(backend.calls.at(-1)!.path).toBe(`/v1/logins/${attempt.value}/code-resends`);

    const verify = await gql(app, VERIFY, { variables: { input: { code: CODE } }, cookies: { portal_login_attempt: attempt.value } });
    const payload = verify.body.data!.verifyLoginCode;
    expect(payload.error).toBeNull();
    expect(payload.token).toBeNull();
    expect(payload.viewer.account).toEqual({ accountCode: 'A000001', name: '山田 太郎', role: 'USER', status: 'ACTIVE', locale: 'JA' });
    const session = cookie(verify.response, 'portal_session')!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session.maxAge).toBeGreaterThan(43_200 - 60);
    expect(session.maxAge).toBeLessThanOrEqual(43_200);
    expect(verify.response.body).not.toContain(session.value);
    expect(cookie(verify.response, 'portal_login_attempt')).toMatchObject({ value: '', maxAge: 0 });

    const viewer = await gql(app, VIEWER, { cookies: { portal_session: session.value } });
    expect(viewer.body.data!.viewer.account).toMatchObject({ loginId: LOGIN_ID, role: 'USER', mustChangePassword: false });
    const sessionCall = backend.calls.at(-1)!;
    expect(sessionCall.headers.get('x-session-token')).toBe(session.value);
    expect(sessionCall.headers.get('authorization')).toBe(`Bearer ${SERVICE_TOKEN}`);
    expect(sessionCall.headers.get('x-client-ip')).toBe('127.0.0.1');
  });

  it('names the cookies __Host- and marks them Secure when the portal is served over https', async () => {
    harness = await startGateway({ publicUrl: 'https://portal.example.jp' });
    const { app } = harness;
    const origin = { origin: 'https://portal.example.jp' };
    const login = await gql(app, LOGIN, { variables: { input: { loginId: LOGIN_ID, password: PASSWORD } }, headers: origin });
    const attempt = cookie(login.response, 'portal_login_attempt')!;
    expect(attempt.secure).toBe(true);

    const verify = await gql(app, VERIFY, { variables: { input: { code: CODE } }, cookies: { portal_login_attempt: attempt.value }, headers: origin });
    const session = cookie(verify.response, '__Host-portal_session')!;
    expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
    expect(cookie(verify.response, 'portal_session')).toBeUndefined();

    const viewer = await gql(app, VIEWER, { cookies: { '__Host-portal_session': session.value }, headers: origin });
    expect(viewer.body.data!.viewer.account.loginId).toBe(LOGIN_ID);
  });

  it('logs out: DELETE on the account service, the cookie cleared, and viewer null afterwards', async () => {
    harness = await startGateway();
    const { app, backend } = harness;
    const attemptId = backend.seedAttempt();
    const verify = await gql(app, VERIFY, { variables: { input: { code: CODE } }, cookies: { portal_login_attempt: attemptId } });
    const token = cookie(verify.response, 'portal_session')!.value;

    const logout = await gql(app, LOGOUT, { cookies: { portal_session: token } });
    expect(logout.body.data!.logout).toEqual({ ok: true, error: null });
    expect(backend.calls.at(-1)).toMatchObject({ method: 'DELETE', path: '/v1/session' });
    expect(backend.calls.at(-1)!.headers.get('x-session-token')).toBe(token);
    expect(cookie(logout.response, 'portal_session')).toMatchObject({ value: '', maxAge: 0, path: '/' });

    // The browser might still send the old cookie; the back end now answers 401 for it.
    const viewer = await gql(app, VIEWER, { cookies: { portal_session: token } });
    expect(viewer.body).toEqual({ data: { viewer: null } });
    expect(cookie(viewer.response, 'portal_session')).toMatchObject({ value: '', maxAge: 0 });
  });

  it('answers logout with ok when nobody is signed in, without calling the account service', async () => {
    harness = await startGateway();
    const logout = await gql(harness.app, LOGOUT);
    expect(logout.body.data!.logout).toEqual({ ok: true, error: null });
    expect(harness.backend.calls).toHaveLength(0);
  });

  it('has no challenge and no viewer for a fresh browser', async () => {
    harness = await startGateway();
    const { body } = await gql(harness.app, `{ viewer { account { name } } loginChallenge { maskedEmail } }`);
    expect(body).toEqual({ data: { viewer: null, loginChallenge: null } });
    expect(harness.backend.calls).toHaveLength(0);
  });
});

describe('program (bearer) flow', () => {
  it('returns the attempt id, then the token, and accepts the token as a bearer header', async () => {
    harness = await startGateway();
    const { app, backend } = harness;

    const login = await gql(app, LOGIN, { variables: { input: { loginId: LOGIN_ID, password: PASSWORD, delivery: 'BEARER' } } });
    const attemptId = login.body.data!.login.challenge.attemptId as string;
    expect(attemptId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(login.response.cookies).toHaveLength(0);

    const challenge = await gql(app, CHALLENGE, { variables: { id: attemptId } });
    expect(challenge.body.data!.loginChallenge.attemptId).toBe(attemptId);

    const verify = await gql(app, VERIFY, { variables: { input: { code: CODE, attemptId } } });
    const token = verify.body.data!.verifyLoginCode.token as string;
    expect(token).toBeTruthy();
    expect(verify.response.cookies).toHaveLength(0);
    expect(backend.calls.at(-1)).toMatchObject({ path: `/v1/logins/${attemptId}/code-verifications`, body: { code: CODE } });

    const viewer = await gql(app, VIEWER, { headers: { authorization: `Bearer ${token}` } });
    expect(viewer.body.data!.viewer.account.accountCode).toBe('A000001');
    expect(backend.calls.at(-1)!.headers.get('x-session-token')).toBe(token);

    const logout = await gql(app, LOGOUT, { headers: { authorization: `Bearer ${token}` } });
    expect(logout.body.data!.logout.ok).toBe(true);
    const after = await gql(app, VIEWER, { headers: { authorization: `Bearer ${token}` } });
    expect(after.body.data!.viewer).toBeNull();
    expect(after.response.cookies).toHaveLength(0);
  });

  it('forwards the client address the gateway trusts (X-Forwarded-For only behind a trusted proxy)', async () => {
    harness = await startGateway({ trustProxy: 1 });
    await gql(harness.app, LOGIN, {
      variables: { input: { loginId: LOGIN_ID, password: PASSWORD } },
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(harness.backend.calls[0]!.headers.get('x-client-ip')).toBe('203.0.113.7');
  });
});
