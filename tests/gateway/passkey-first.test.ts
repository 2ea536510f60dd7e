// Passkey-first accounts through the gateway over HTTP to the real account service (SQLite and
// PostgreSQL): 「パスワードを使わない」's refusals as typed codes, the removal after a passkey step-up,
// the password sign-in answered as a wrong password, the recovery (startRecoveryLogin with the
// attempt in its HttpOnly cookie, then the mailed code) and LAST_WAY_IN on the last passkey.
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildGateway } from '../../src/gateway/app';
import { startHarness, serviceToken, taro, type Harness } from '../account-service/support';
import { stepUpWithPasskey } from '../account-service/step-up-support';
import { SoftAuthenticator } from '../helpers/soft-authenticator';
import { testDialects } from '../helpers/test-databases';
import { chromeOnWindows } from '../helpers/user-agents';
import { LOGIN, VERIFY, cookie, gql } from './gateway-harness';

const REMOVE = 'mutation { removePassword { secondFactors { passwordless recoveryCodes { remaining } } error { code stepUpMethod } } }';
const SET = 'mutation ($input: SetPasswordInput!) { setPassword(input: $input) { secondFactors { passwordless } error { code field } } }';
const RECOVER = 'mutation ($input: RecoveryLoginInput!) { startRecoveryLogin(input: $input) { challenge { attemptId recovery recoveryCodesAvailable secondStep maskedEmail } error { code field } } }';
const DELETE = 'mutation ($input: DeletePasskeyInput!) { deletePasskey(input: $input) { ok error { code } } }';
const FACTORS = 'query { viewer { secondFactors { passwordless } passkeys { id } } }';

describe.each(testDialects)('passkey-first accounts through the gateway (%s)', (dialect) => {
  let h: Harness;
  let gateway: FastifyInstance;
  const headers = { 'user-agent': chromeOnWindows };
  const rest = { 'x-client-user-agent': chromeOnWindows, 'x-client-ip': '127.0.0.1' };

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

  async function browserSession(): Promise<{ portal_session: string }> {
    const login = await gql(gateway, LOGIN, { variables: { input: { loginId: taro.loginId, password: taro.password } }, headers });
    const attempt = cookie(login.response, 'portal_login_attempt')!.value;
    const verify = await gql(gateway, VERIFY, { variables: { input: { code: await h.latestCode() } }, cookies: { portal_login_attempt: attempt }, headers });
    return { portal_session: cookie(verify.response, 'portal_session')!.value };
  }

  /** Through the account service's REST with the browser's session token (the cookie's value). */
  async function addPasskey(token: string, authenticator: SoftAuthenticator) {
    const as = { 'x-session-token': token, ...rest };
    const start = (await h.api('POST', '/v1/session/passkey-registrations', { currentPassword: taro.password }, as)).json();
    const done = await h.api('POST', `/v1/session/passkey-registrations/${start.ceremonyId}`, { response: authenticator.register(start.options) }, as);
    expect(done.statusCode, done.body).toBe(201);
    return done.json() as { id: string };
  }

  it('refuses with typed codes, removes the password after a passkey step-up, and answers the password as a wrong one', async () => {
    const cookies = await browserSession();
    const token = cookies.portal_session;
    expect((await gql(gateway, REMOVE, { cookies })).body.data!.removePassword).toEqual({ secondFactors: null, error: { code: 'PASSWORDLESS_NEEDS_PASSKEY', stepUpMethod: null } });
    const codes = (await h.api('POST', '/v1/session/recovery-codes', { currentPassword: taro.password }, { 'x-session-token': token, ...rest })).json().codes as string[];
    const authenticator = new SoftAuthenticator('http://localhost:3000');
    const passkey = await addPasskey(token, authenticator);
    expect((await gql(gateway, REMOVE, { cookies })).body.data!.removePassword.error).toEqual({ code: 'STEP_UP_REQUIRED', stepUpMethod: 'PASSKEY' });
    await stepUpWithPasskey(h, token, authenticator, rest);
    expect((await gql(gateway, REMOVE, { cookies })).body.data!.removePassword).toEqual({ secondFactors: { passwordless: true, recoveryCodes: { remaining: 10 } }, error: null });
    expect((await gql(gateway, FACTORS, { cookies })).body.data!.viewer.secondFactors).toEqual({ passwordless: true });

    const wrong = await gql(gateway, LOGIN, { variables: { input: { loginId: 'nobody-here', password: taro.password } }, headers });
    const old = await gql(gateway, LOGIN, { variables: { input: { loginId: taro.loginId, password: taro.password } }, headers });
    expect(old.body).toEqual(wrong.body);
    expect(old.body.data!.login.error.code).toBe('INVALID_CREDENTIALS');

    // The last passkey is the way in: refused, with no current password asked.
    expect((await gql(gateway, DELETE, { variables: { input: { id: passkey.id } }, cookies })).body.data!.deletePasskey).toEqual({ ok: false, error: { code: 'LAST_WAY_IN' } });

    // Recovery: a recovery code, then the mailed code; the session comes as the HttpOnly cookie.
    const start = await gql(gateway, RECOVER, { variables: { input: { loginId: taro.loginId, recoveryCode: codes[0] } }, headers });
    expect(start.body.data!.startRecoveryLogin).toMatchObject({ challenge: { attemptId: null, recovery: true, recoveryCodesAvailable: false, secondStep: 'MAIL_CODE' }, error: null });
    const attempt = cookie(start.response, 'portal_login_attempt')!;
    const verify = await gql(gateway, VERIFY, { variables: { input: { code: await h.latestCode() } }, cookies: { portal_login_attempt: attempt.value }, headers });
    expect(verify.body.data!.verifyLoginCode.error).toBeNull();
    const recovered = { portal_session: cookie(verify.response, 'portal_session')!.value };
    // Right after the recovery the owner may set a password (the recovery stands in for the lost passkey).
    expect((await gql(gateway, SET, { variables: { input: { newPassword: 'short' } }, cookies: recovered })).body.data!.setPassword.error).toEqual({ code: 'PASSWORD_TOO_SHORT', field: 'newPassword' });
    expect((await gql(gateway, SET, { variables: { input: { newPassword: 'a long new passphrase again' } }, cookies: recovered })).body.data!.setPassword).toEqual({ secondFactors: { passwordless: false }, error: null });
  });

  it('answers a recovery with a wrong code like a wrong password, and checks its input', async () => {
    const wrong = await gql(gateway, RECOVER, { variables: { input: { loginId: taro.loginId, recoveryCode: 'aaaaa-bbbbb' } }, headers });
    expect(wrong.body.data!.startRecoveryLogin).toEqual({ challenge: null, error: { code: 'INVALID_CREDENTIALS', field: null } });
    expect(cookie(wrong.response, 'portal_login_attempt')).toBeUndefined();
    const long = await gql(gateway, RECOVER, { variables: { input: { loginId: taro.loginId, recoveryCode: 'x'.repeat(65) } }, headers });
    expect(long.body.data!.startRecoveryLogin.error).toEqual({ code: 'VALIDATION_FAILED', field: 'recoveryCode' });
  });
});
