// Step-up through the gateway, with the real account service over HTTP, on SQLite and PostgreSQL:
// a sensitive mutation answers the typed STEP_UP_REQUIRED with the method, Viewer.stepUp says so
// beforehand, and the step-up mutations (mailed code + password) let the same mutation through.
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildGateway } from '../../src/gateway/app';
import { startHarness, serviceToken, taro, type Harness } from '../account-service/support';
import { stepUpCodeOf } from '../account-service/step-up-support';
import { testDialects } from '../helpers/test-databases';
import { LOGIN, VERIFY, cookie, gql } from './gateway-harness';

const STEP_UP = 'query { viewer { stepUp { methods requiredMethod freshUntil } } }';
const REQUEST_EMAIL_CHANGE = `mutation ($input: RequestEmailChangeInput!) {
  requestEmailChange(input: $input) { pending { newEmail } error { code field stepUpMethod } }
}`;
const SEND = 'mutation { sendStepUpCode { maskedEmail expiresAt resendAvailableAt error { code retryAfterSeconds } } }';
const VERIFY_STEP_UP = `mutation ($input: VerifyStepUpCodeInput!) {
  verifyStepUpCode(input: $input) { stepUp { requiredMethod freshUntil } error { code field attemptsRemaining } }
}`;
const APP_STEP_UP = 'mutation { verifyAuthenticatorAppStepUp(input: { code: "123456" }) { stepUp { freshUntil } error { code stepUpMethod } } }';
const PASSKEY_STEP_UP = 'mutation { startPasskeyStepUp { ceremonyId error { code stepUpMethod } } }';

describe.each(testDialects)('step-up through the gateway (%s)', (dialect) => {
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

  async function signIn(): Promise<Record<string, string>> {
    const login = await gql(gateway, LOGIN, { variables: { input: { loginId: taro.loginId, password: taro.password } } });
    const attempt = cookie(login.response, 'portal_login_attempt')!;
    const verify = await gql(gateway, VERIFY, { variables: { input: { code: await h.latestCode() } }, cookies: { portal_login_attempt: attempt.value } });
    return { portal_session: cookie(verify.response, 'portal_session')!.value };
  }

  it('answers STEP_UP_REQUIRED with the method, and lets the same change through after the mailed code and the password', async () => {
    const cookies = await signIn();
    const change = { variables: { input: { newEmail: 'taro.new@example.com', currentPassword: taro.password } }, cookies };
    h.clock.advanceMinutes(6);
    expect((await gql(gateway, STEP_UP, { cookies })).body.data?.viewer.stepUp).toEqual({ methods: ['EMAIL_CODE_AND_PASSWORD'], requiredMethod: 'EMAIL_CODE_AND_PASSWORD', freshUntil: null });
    const refused = await gql(gateway, REQUEST_EMAIL_CHANGE, change);
    expect(refused.body.data?.requestEmailChange).toEqual({ pending: null, error: { code: 'STEP_UP_REQUIRED', field: null, stepUpMethod: 'EMAIL_CODE_AND_PASSWORD' } });

    // The other methods are not this account's: refused, naming the one to use.
    expect((await gql(gateway, APP_STEP_UP, { cookies })).body.data?.verifyAuthenticatorAppStepUp.error).toEqual({ code: 'STEP_UP_REQUIRED', stepUpMethod: 'EMAIL_CODE_AND_PASSWORD' });
    expect((await gql(gateway, PASSKEY_STEP_UP, { cookies })).body.data?.startPasskeyStepUp).toEqual({ ceremonyId: null, error: { code: 'STEP_UP_REQUIRED', stepUpMethod: 'EMAIL_CODE_AND_PASSWORD' } });

    const sent = await gql(gateway, SEND, { cookies });
    expect(sent.body.data?.sendStepUpCode).toMatchObject({ maskedEmail: 'T***@example.com', error: null });
    expect((await gql(gateway, SEND, { cookies })).body.data?.sendStepUpCode.error).toEqual({ code: 'RESEND_TOO_SOON', retryAfterSeconds: 60 });
    const code = stepUpCodeOf((await h.mails(taro.email))[0]!.text);
    const wrong = code === '000000' ? '111111' : '000000';
    const missed = await gql(gateway, VERIFY_STEP_UP, { variables: { input: { code: wrong, password: taro.password } }, cookies });
    expect(missed.body.data?.verifyStepUpCode).toEqual({ stepUp: null, error: { code: 'INVALID_CODE', field: null, attemptsRemaining: 4 } });
    const badPassword = await gql(gateway, VERIFY_STEP_UP, { variables: { input: { code, password: 'not the password' } }, cookies });
    expect(badPassword.body.data?.verifyStepUpCode.error).toMatchObject({ code: 'INVALID_CURRENT_PASSWORD' });
    const proven = await gql(gateway, VERIFY_STEP_UP, { variables: { input: { code, password: taro.password } }, cookies });
    expect(proven.body.data?.verifyStepUpCode).toMatchObject({ stepUp: { requiredMethod: 'EMAIL_CODE_AND_PASSWORD', freshUntil: expect.any(String) }, error: null });
    // Neither the code nor anything derived from it comes back.
    expect(proven.response.body).not.toContain(code);

    expect((await gql(gateway, REQUEST_EMAIL_CHANGE, change)).body.data?.requestEmailChange).toEqual({ pending: { newEmail: 'taro.new@example.com' }, error: null });
  });

  it('refuses the step-up operations without a session, as every signed-in operation', async () => {
    const res = await gql(gateway, SEND);
    expect(res.body.data?.sendStepUpCode.error).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
