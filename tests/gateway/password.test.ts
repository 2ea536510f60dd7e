// Passwords through the gateway: checking a reset link, asking for one, resetting with it, and
// changing the password while signed in. Driven through app.inject over the fake account service.
import { afterEach, describe, expect, it } from 'vitest';
import { LOGIN_ID, NEW_PASSWORD, PASSWORD, restError } from './fake-account-service';
import { cookie, gql, startGateway, type Harness } from './gateway-harness';

const ERROR = 'error { code field retryAfterSeconds attemptsRemaining }';
const TOKEN_CHECK = `query ($token: String!) { passwordResetToken(token: $token) { info { purpose loginId expiresAt } ${ERROR} } }`;
const REISSUE = `mutation ($input: RequestPasswordReissueInput!) { requestPasswordReissue(input: $input) { accepted ${ERROR} } }`;
const RESET = `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { ok ${ERROR} } }`;
const CHANGE = `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) {
  viewer { account { loginId role } session { expiresAt absoluteExpiresAt } } ${ERROR} } }`;

const noError = null;
const userError = (code: string, extra: Record<string, unknown> = {}) =>
  ({ code, field: null, retryAfterSeconds: null, attemptsRemaining: null, ...extra });

let harness: Harness;
afterEach(async () => harness?.app.close());

describe('passwordResetToken', () => {
  it('describes a usable reset or invitation link without using it up', async () => {
    harness = await startGateway();
    const { app, backend } = harness;
    for (const purpose of ['reset', 'invitation'] as const) {
      const token = backend.seedResetToken('valid', purpose);
      const { body, response } = await gql(app, TOKEN_CHECK, { variables: { token } });
      expect(body.data!.passwordResetToken).toEqual({
        info: { purpose: purpose.toUpperCase(), loginId: LOGIN_ID, expiresAt: expect.stringMatching(/Z$/) },
        error: noError,
      });
      expect(backend.calls.at(-1)).toMatchObject({ method: 'POST', path: '/v1/password-resets/verifications', body: { token } });
      expect(response.body).not.toContain(token);
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      // Checking twice works: opening the link never consumes it.
      expect((await gql(app, TOKEN_CHECK, { variables: { token } })).body.data!.passwordResetToken.error).toBeNull();
    }
    expect(backend.calls).toHaveLength(4);
  });

  it('gives the token codes typed, one REST call each', async () => {
    harness = await startGateway();
    const { app, backend } = harness;
    const cases = [
      ['not-a-known-token', 'RESET_TOKEN_INVALID'],
      [backend.seedResetToken('expired'), 'RESET_TOKEN_EXPIRED'],
      [backend.seedResetToken('used'), 'RESET_TOKEN_USED'],
      [backend.seedResetToken('superseded'), 'RESET_TOKEN_SUPERSEDED'],
    ] as const;
    for (const [token, code] of cases) {
      const { body } = await gql(app, TOKEN_CHECK, { variables: { token } });
      expect(body.data!.passwordResetToken).toEqual({ info: null, error: userError(code) });
    }
    expect(backend.calls).toHaveLength(cases.length);
  });

  it('reads a bare 410 as an invalid link, and a missing route as the back end not serving it', async () => {
    harness = await startGateway();
    const { app, backend } = harness;
    backend.override('POST /v1/password-resets/verifications', () => new Response(null, { status: 410 }));
    expect((await gql(app, TOKEN_CHECK, { variables: { token: 't' } })).body.data!.passwordResetToken.error.code).toBe('RESET_TOKEN_INVALID');
    backend.override('POST /v1/password-resets/verifications', () => restError(404, 'NOT_FOUND'));
    expect((await gql(app, TOKEN_CHECK, { variables: { token: 't' } })).body.data!.passwordResetToken.error.code).toBe('SERVICE_UNAVAILABLE');
  });
});

describe('requestPasswordReissue', () => {
  it('accepts, passing the login ID on as the identifier', async () => {
    harness = await startGateway();
    const { body } = await gql(harness.app, REISSUE, { variables: { input: { loginId: 'ｔａｒｏ' } } });
    expect(body.data!.requestPasswordReissue).toEqual({ accepted: true, error: noError });
    expect(harness.backend.calls).toEqual([expect.objectContaining({ method: 'POST', path: '/v1/password-reissues', body: { identifier: 'ｔａｒｏ' } })]);
    expect(harness.backend.calls[0]!.headers.get('x-client-ip')).toBe('127.0.0.1');
  });

  it('answers byte for byte the same for a known and an unknown account', async () => {
    harness = await startGateway();
    const answers = [];
    // Twice each: the second run of a query goes through graphql-jit.
    for (const loginId of [LOGIN_ID, 'nobody@example.com', LOGIN_ID, 'nobody@example.com']) {
      const { response } = await gql(harness.app, REISSUE, { variables: { input: { loginId } } });
      // The date and the request's own id differ by nature; nothing else may.
      const { date: _date, 'x-request-id': _id, ...headers } = response.headers;
      answers.push({ status: response.statusCode, headers, body: response.body, cookies: response.cookies });
    }
    expect(harness.backend.reissues).toEqual([LOGIN_ID, 'nobody@example.com', LOGIN_ID, 'nobody@example.com']);
    for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
    expect(answers[0]!.body).toBe('{"data":{"requestPasswordReissue":{"accepted":true,"error":null}}}');
  });

  it('reports throttling and validation, naming the GraphQL field', async () => {
    harness = await startGateway();
    const { app, backend } = harness;
    backend.override('POST /v1/password-reissues', () => restError(429, 'TOO_MANY_REQUESTS', { retryAfterSeconds: 30 }));
    const throttled = await gql(app, REISSUE, { variables: { input: { loginId: LOGIN_ID } } });
    expect(throttled.body.data!.requestPasswordReissue).toEqual({ accepted: false, error: userError('TOO_MANY_REQUESTS', { retryAfterSeconds: 30 }) });
    backend.override('POST /v1/password-reissues', () => restError(400, 'VALIDATION_FAILED', { field: 'identifier' }));
    const invalid = await gql(app, REISSUE, { variables: { input: { loginId: LOGIN_ID } } });
    expect(invalid.body.data!.requestPasswordReissue.error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'loginId' });
  });
});

describe('resetPassword', () => {
  it('sets the password once, ends every session and clears the session cookie it was sent', async () => {
    harness = await startGateway();
    const { app, backend } = harness;
    const token = backend.seedResetToken();
    const session = backend.seedSession();
    const { body, response } = await gql(app, RESET, { variables: { input: { token, newPassword: NEW_PASSWORD } }, cookies: { portal_session: session } });
    expect(body.data!.resetPassword).toEqual({ ok: true, error: noError });
    expect(backend.calls).toEqual([expect.objectContaining({ method: 'POST', path: '/v1/password-resets', body: { token, newPassword: NEW_PASSWORD } })]);
    expect(backend.password).toBe(NEW_PASSWORD);
    expect(backend.sessions.size).toBe(0);
    expect(cookie(response, 'portal_session')).toMatchObject({ value: '', maxAge: 0, path: '/' });
    expect(response.body).not.toContain(NEW_PASSWORD);
    expect(response.body).not.toContain(token);

    // The link works once.
    const again = await gql(app, RESET, { variables: { input: { token, newPassword: 'yet another passphrase 2027' } } });
    expect(again.body.data!.resetPassword).toEqual({ ok: false, error: userError('RESET_TOKEN_USED') });
    expect(again.response.cookies).toHaveLength(0);
  });

  it('sets no cookie when none was sent, and keeps the cookie when the reset failed', async () => {
    harness = await startGateway();
    const { app, backend } = harness;
    const plain = await gql(app, RESET, { variables: { input: { token: backend.seedResetToken(), newPassword: NEW_PASSWORD } } });
    expect(plain.body.data!.resetPassword.ok).toBe(true);
    expect(plain.response.cookies).toHaveLength(0);

    const failed = await gql(app, RESET, { variables: { input: { token: backend.seedResetToken('expired'), newPassword: NEW_PASSWORD } }, cookies: { portal_session: 'abc' } });
    expect(failed.body.data!.resetPassword).toEqual({ ok: false, error: userError('RESET_TOKEN_EXPIRED') });
    expect(failed.response.cookies).toHaveLength(0);
  });

  it('gives the password policy codes on newPassword, and never echoes the password', async () => {
    harness = await startGateway();
    const { app, backend } = harness;
    const token = backend.seedResetToken();
    const cases = [
      ['short pass', 'PASSWORD_TOO_SHORT'],
      ['x'.repeat(129), 'PASSWORD_TOO_LONG'],
      ['password1234', 'PASSWORD_TOO_COMMON'],
      [`my name is ${LOGIN_ID} ok`, 'PASSWORD_CONTAINS_LOGIN_ID'],
      ['mail taro@example.com ok', 'PASSWORD_CONTAINS_EMAIL'],
    ] as const;
    for (const [newPassword, code] of cases) {
      const { body, response } = await gql(app, RESET, { variables: { input: { token, newPassword } } });
      expect(body.data!.resetPassword).toEqual({ ok: false, error: userError(code, { field: 'newPassword' }) });
      expect(response.body).not.toContain(newPassword);
    }
    expect(backend.calls).toHaveLength(cases.length);
  });
});

describe('changePassword', () => {
  it('changes the password of the signed-in account: this session and its cookie stay, the others end', async () => {
    harness = await startGateway();
    const { app, backend } = harness;
    const session = backend.seedSession();
    const other = backend.seedSession();
    const input = { currentPassword: PASSWORD, newPassword: NEW_PASSWORD };
    const { body, response } = await gql(app, CHANGE, { variables: { input }, cookies: { portal_session: session } });
    expect(body.data!.changePassword).toEqual({
      viewer: { account: { loginId: LOGIN_ID, role: 'USER' }, session: { expiresAt: expect.any(String), absoluteExpiresAt: expect.any(String) } },
      error: noError,
    });
    // One call: the change itself, which carries the field's rule for the account service to check.
    expect(backend.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['PUT /v1/session/password']);
    expect(backend.calls[0]).toMatchObject({ method: 'PUT', path: '/v1/session/password', body: input });
    expect(backend.calls[0]!.headers.get('x-session-token')).toBe(session);
    expect([...backend.sessions]).toEqual([session]);
    expect(backend.sessions.has(other)).toBe(false);
    expect(response.cookies).toHaveLength(0);
    expect(response.body).not.toContain(PASSWORD);
    expect(response.body).not.toContain(NEW_PASSWORD);
  });

  it('works for programs with a bearer token, and reports a wrong current password on its field', async () => {
    harness = await startGateway();
    const { app, backend } = harness;
    const headers = { authorization: `Bearer ${backend.seedSession()}` };
    const wrong = await gql(app, CHANGE, { variables: { input: { currentPassword: 'not my password', newPassword: NEW_PASSWORD } }, headers });
    expect(wrong.body.data!.changePassword).toEqual({ viewer: null, error: userError('INVALID_CURRENT_PASSWORD', { field: 'currentPassword' }) });
    expect(wrong.response.body).not.toContain('not my password');
    const ok = await gql(app, CHANGE, { variables: { input: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD } }, headers });
    expect(ok.body.data!.changePassword.error).toBeNull();
  });

  it('needs a session: UNAUTHENTICATED without a REST call; a dead cookie is cleared', async () => {
    harness = await startGateway();
    const { app, backend } = harness;
    const input = { currentPassword: PASSWORD, newPassword: NEW_PASSWORD };
    const none = await gql(app, CHANGE, { variables: { input } });
    expect(none.body.data!.changePassword).toEqual({ viewer: null, error: userError('UNAUTHENTICATED') });
    expect(backend.calls).toHaveLength(0);

    const dead = await gql(app, CHANGE, { variables: { input }, cookies: { portal_session: 'ended-session' } });
    expect(dead.body.data!.changePassword.error.code).toBe('UNAUTHENTICATED');
    expect(cookie(dead.response, 'portal_session')).toMatchObject({ value: '', maxAge: 0 });
  });
});

describe('input the contract forbids', () => {
  it('is VALIDATION_FAILED on the GraphQL field, without a REST call and without echoing it', async () => {
    harness = await startGateway();
    const { app, backend } = harness;
    const session = { portal_session: backend.seedSession() };
    const long = 'p'.repeat(1025);
    const cases = [
      [TOKEN_CHECK, { token: '' }, 'passwordResetToken', 'token', {}],
      [TOKEN_CHECK, { token: 't'.repeat(257) }, 'passwordResetToken', 'token', {}],
      [REISSUE, { input: { loginId: '' } }, 'requestPasswordReissue', 'loginId', {}],
      [REISSUE, { input: { loginId: 'l'.repeat(255) } }, 'requestPasswordReissue', 'loginId', {}],
      [RESET, { input: { token: '', newPassword: NEW_PASSWORD } }, 'resetPassword', 'token', {}],
      [RESET, { input: { token: 'tok', newPassword: long } }, 'resetPassword', 'newPassword', {}],
      [RESET, { input: { token: 'tok', newPassword: '' } }, 'resetPassword', 'newPassword', {}],
      [CHANGE, { input: { currentPassword: '', newPassword: NEW_PASSWORD } }, 'changePassword', 'currentPassword', session],
      [CHANGE, { input: { currentPassword: long, newPassword: NEW_PASSWORD } }, 'changePassword', 'currentPassword', session],
      [CHANGE, { input: { currentPassword: PASSWORD, newPassword: long } }, 'changePassword', 'newPassword', session],
    ] as const;
    for (const [query, variables, name, field, cookies] of cases) {
      const { body, response } = await gql(app, query, { variables, cookies });
      expect(body.data![name].error).toEqual(userError('VALIDATION_FAILED', { field }));
      expect(response.body).not.toContain(long);
      expect(response.cookies).toHaveLength(0);
    }
    // No call of the refused operation: only the @auth check of the signed-in cases, which made no
    // call the account service could check, on the session (one lookup per request).
    expect(backend.calls.map((c) => `${c.method} ${c.path}`)).toEqual(Array(3).fill('GET /v1/session'));
  });

  it('never echoes a password in a variable error, before and after JIT compilation', async () => {
    harness = await startGateway();
    const cookies = { portal_session: harness.backend.seedSession() };
    const secret = 'SECRET-PASSWORD; Field "x" of required type "String!" was not provided.';
    // graphql and graphql-jit word these differently; the value is gone either way.
    const cases = [
      [{ currentPassword: secret }, /^Variable "\$input" got an invalid value; Field "?(value\.)?newPassword"? of required type "?String!"? was not provided\.$/],
      [{ currentPassword: secret, newPassword: 5 }, /^Variable "\$\w+" got an invalid value; it does not fit its type\.$/],
      [{ currentPassword: { secret }, newPassword: secret }, /^Variable "\$input" got an invalid value; it does not fit its type\.$/],
    ] as const;
    for (let run = 0; run < 3; run++) {
      for (const [input, message] of cases) {
        const { body, response } = await gql(harness.app, CHANGE, { variables: { input }, cookies });
        expect(response.statusCode).toBe(400);
        expect(body.errors).toEqual([expect.objectContaining({ message: expect.stringMatching(message), extensions: { code: 'BAD_USER_INPUT' } })]);
        expect(response.body).not.toContain('SECRET');
      }
    }
    expect(harness.backend.calls).toHaveLength(0);
  });

  it('counts characters as the contract does (code points): 1024 emoji pass to the account service', async () => {
    harness = await startGateway();
    const newPassword = '🔑'.repeat(1024);
    const { body } = await gql(harness.app, RESET, { variables: { input: { token: harness.backend.seedResetToken(), newPassword } } });
    expect(body.data!.resetPassword.error).toMatchObject({ code: 'PASSWORD_TOO_LONG', field: 'newPassword' });
    expect(harness.backend.calls).toHaveLength(1);
  });
});

describe('back end down', () => {
  it('gives SERVICE_UNAVAILABLE in every payload and changes no cookie', async () => {
    harness = await startGateway();
    const { app, backend } = harness;
    const fail = () => {
      throw new TypeError('fetch failed');
    };
    for (const key of ['POST /v1/password-reissues', 'POST /v1/password-resets/verifications', 'POST /v1/password-resets']) backend.override(key, fail);
    backend.override('PUT /v1/session/password', () => restError(503, 'SERVICE_UNAVAILABLE'));
    const cookies = { portal_session: backend.seedSession() };
    const runs = [
      [TOKEN_CHECK, { token: 'tok' }, 'passwordResetToken', { info: null }],
      [REISSUE, { input: { loginId: LOGIN_ID } }, 'requestPasswordReissue', { accepted: false }],
      [RESET, { input: { token: 'tok', newPassword: NEW_PASSWORD } }, 'resetPassword', { ok: false }],
      [CHANGE, { input: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD } }, 'changePassword', { viewer: null }],
    ] as const;
    for (const [query, variables, name, empty] of runs) {
      const { body, response } = await gql(app, query, { variables, cookies });
      expect(response.statusCode).toBe(200);
      expect(body).toEqual({ data: { [name]: { ...empty, error: userError('SERVICE_UNAVAILABLE') } } });
      expect(response.cookies).toHaveLength(0);
    }
    // One call per run: changePassword's is checked by the account service itself.
    expect(backend.calls).toHaveLength(runs.length);
  });

  it('gives SERVICE_UNAVAILABLE when the gateway\'s own service credential is refused', async () => {
    harness = await startGateway({ serviceToken: 'not-the-right-service-token' });
    const { body } = await gql(harness.app, REISSUE, { variables: { input: { loginId: LOGIN_ID } } });
    expect(body.data!.requestPasswordReissue).toEqual({ accepted: false, error: userError('SERVICE_UNAVAILABLE') });
  });
});
