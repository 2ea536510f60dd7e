// Failures as an API consumer sees them: typed UserError codes for expected ones, SERVICE_UNAVAILABLE
// when the back end is down, and a masked error for anything unexpected.
import { afterEach, describe, expect, it } from 'vitest';
import { account, CODE, json, LOGIN_ID, PASSWORD, restError } from './fake-account-service';
import { gql, LOGIN, startGateway, VERIFY, VIEWER, type Harness } from './gateway-harness';

let harness: Harness;
afterEach(async () => harness?.app.close());

const loginInput = { input: { loginId: LOGIN_ID, password: PASSWORD } };

describe('REST errors become typed UserErrors', () => {
  it('reports INVALID_CREDENTIALS for a wrong password', async () => {
    harness = await startGateway();
    const { body } = await gql(harness.app, LOGIN, { variables: { input: { loginId: LOGIN_ID, password: 'wrong password!' } } });
    expect(body.data!.login).toEqual({
      challenge: null,
      error: { code: 'INVALID_CREDENTIALS', field: null, retryAfterSeconds: null, attemptsRemaining: null },
    });
  });

  it('passes retryAfterSeconds on throttling and names the GraphQL field on validation errors', async () => {
    harness = await startGateway();
    harness.backend.override('POST /v1/logins', () => restError(429, 'TOO_MANY_REQUESTS', { retryAfterSeconds: 42 }));
    const throttled = await gql(harness.app, LOGIN, { variables: loginInput });
    expect(throttled.body.data!.login.error).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 42 });

    harness.backend.override('POST /v1/logins', () => restError(400, 'VALIDATION_FAILED', { field: 'identifier' }));
    const invalid = await gql(harness.app, LOGIN, { variables: loginInput });
    expect(invalid.body.data!.login.error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'loginId' });
  });

  it('reports INVALID_CODE with attemptsRemaining, then the attempt codes the account service decides', async () => {
    harness = await startGateway();
    const attemptId = harness.backend.seedAttempt();
    const wrong = await gql(harness.app, VERIFY, { variables: { input: { code: '000000', attemptId } } });
    expect(wrong.body.data!.verifyLoginCode).toMatchObject({ viewer: null, token: null, error: { code: 'INVALID_CODE', attemptsRemaining: 4 } });

    for (const [status, code] of [[400, 'TOO_MANY_ATTEMPTS'], [410, 'CODE_EXPIRED'], [404, 'LOGIN_ATTEMPT_INVALID']] as const) {
      harness.backend.override('POST /v1/logins/:id/code-verifications', () => restError(status, code));
      const { body, response } = await gql(harness.app, VERIFY, { variables: { input: { code: CODE } }, cookies: { portal_login_attempt: attemptId } });
      expect(body.data!.verifyLoginCode.error.code).toBe(code);
      // The attempt is over, so the browser's attempt cookie goes too.
      expect(response.cookies.find((c) => c.name === 'portal_login_attempt')).toMatchObject({ value: '', maxAge: 0 });
    }
  });

  it('reports RESEND_TOO_SOON with retryAfterSeconds', async () => {
    harness = await startGateway();
    const attemptId = harness.backend.seedAttempt();
    harness.backend.override('POST /v1/logins/:id/code-resends', () => restError(429, 'RESEND_TOO_SOON', { retryAfterSeconds: 37 }));
    const { body } = await gql(harness.app, 'mutation ($id: String) { resendLoginCode(input: { attemptId: $id }) { challenge { maskedEmail } error { code retryAfterSeconds } } }', { variables: { id: attemptId } });
    expect(body.data!.resendLoginCode).toEqual({ challenge: null, error: { code: 'RESEND_TOO_SOON', retryAfterSeconds: 37 } });
  });

  it('answers LOGIN_ATTEMPT_INVALID without a REST call when there is no attempt at all', async () => {
    harness = await startGateway();
    const { body } = await gql(harness.app, VERIFY, { variables: { input: { code: CODE } } });
    expect(body.data!.verifyLoginCode.error.code).toBe('LOGIN_ATTEMPT_INVALID');
    expect(harness.backend.calls).toHaveLength(0);
  });

  it('rejects input the contract forbids with VALIDATION_FAILED on the field, without a REST call', async () => {
    harness = await startGateway();
    const empty = await gql(harness.app, LOGIN, { variables: { input: { loginId: '', password: PASSWORD } } });
    expect(empty.body.data!.login.error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'loginId' });
    const badId = await gql(harness.app, VERIFY, { variables: { input: { code: CODE, attemptId: '../../v1/session' } } });
    expect(badId.body.data!.verifyLoginCode.error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'attemptId' });
    expect(harness.backend.calls).toHaveLength(0);
  });
});

describe('back end down', () => {
  it('gives SERVICE_UNAVAILABLE in mutation payloads when the network fails or the service answers 5xx', async () => {
    harness = await startGateway();
    harness.backend.override('POST /v1/logins', () => {
      throw new TypeError('fetch failed');
    });
    const down = await gql(harness.app, LOGIN, { variables: loginInput });
    expect(down.response.statusCode).toBe(200);
    expect(down.body.data!.login).toEqual({ challenge: null, error: { code: 'SERVICE_UNAVAILABLE', field: null, retryAfterSeconds: null, attemptsRemaining: null } });

    harness.backend.override('POST /v1/logins', () => new Response('<html>Bad gateway</html>', { status: 502 }));
    const badGateway = await gql(harness.app, LOGIN, { variables: loginInput });
    expect(badGateway.body.data!.login.error.code).toBe('SERVICE_UNAVAILABLE');
  });

  it('gives SERVICE_UNAVAILABLE when the gateway\'s own service credential is refused', async () => {
    harness = await startGateway({ serviceToken: 'not-the-right-service-token' });
    const { body } = await gql(harness.app, LOGIN, { variables: loginInput });
    expect(body.data!.login.error.code).toBe('SERVICE_UNAVAILABLE');
  });

  it('does not pretend the user is signed out: viewer errors with SERVICE_UNAVAILABLE and the cookie stays', async () => {
    harness = await startGateway();
    harness.backend.override('GET /v1/session', () => restError(503, 'SERVICE_UNAVAILABLE'));
    // Three runs: the third goes through the query graphql-jit compiled on the second.
    for (let run = 0; run < 3; run++) {
      const { body, response } = await gql(harness.app, VIEWER, { cookies: { portal_session: 'some-session-token' } });
      expect(body.data).toEqual({ viewer: null });
      expect(body.errors).toEqual([expect.objectContaining({ message: expect.any(String), path: ['viewer'], extensions: { code: 'SERVICE_UNAVAILABLE' } })]);
      expect(response.cookies).toHaveLength(0);
    }
  });

  it('reports logout as not done when the session could not be revoked', async () => {
    harness = await startGateway();
    harness.backend.override('DELETE /v1/session', () => {
      throw new TypeError('fetch failed');
    });
    const { body } = await gql(harness.app, 'mutation { logout { ok error { code } } }', { headers: { authorization: 'Bearer abc' } });
    expect(body.data!.logout).toEqual({ ok: false, error: { code: 'SERVICE_UNAVAILABLE' } });
    // A browser keeps its cookie, so that retrying can still end the session on the server.
    const browser = await gql(harness.app, 'mutation { logout { ok error { code } } }', { cookies: { portal_session: 'abc' } });
    expect(browser.body.data!.logout.ok).toBe(false);
    expect(browser.response.cookies).toHaveLength(0);
  });
});

describe('unexpected errors', () => {
  it('are masked: no message, no stack, extensions.code INTERNAL_SERVER_ERROR (also once the query is compiled by graphql-jit)', async () => {
    harness = await startGateway();
    harness.backend.override('GET /v1/session', () => json(200, { account: { ...account, role: 'superuser' }, session: { expiresAt: 'x', absoluteExpiresAt: 'y', idleTimeoutSeconds: 1800 } }));
    // jit: 1 compiles a query on its second run, so the third run goes through graphql-jit.
    for (let run = 0; run < 3; run++) {
      const { body, response } = await gql(harness.app, VIEWER, { cookies: { portal_session: 'some-session-token' } });
      expect(response.statusCode).toBe(200);
      expect(body).toEqual({
        data: { viewer: null },
        errors: [{ message: 'Internal server error', locations: [{ line: 3, column: 5 }], path: ['viewer'], extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
      });
      expect(response.body).not.toContain('superuser');
      expect(response.body).not.toMatch(/stack|\.ts:/);
    }
  });

  it('keeps variable errors typed as client errors, before and after JIT compilation', async () => {
    harness = await startGateway();
    for (let run = 0; run < 3; run++) {
      const { body, response } = await gql(harness.app, LOGIN, { variables: { input: { loginId: LOGIN_ID } } });
      expect(response.statusCode).toBe(400);
      expect(body.errors![0]!.message).toMatch(/^Variable "\$input"/);
      expect(body.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    }
    expect(harness.backend.calls).toHaveLength(0);
  });
});
