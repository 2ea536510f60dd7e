// The authenticator app and recovery codes through the gateway and the real account service over
// HTTP, as a program signs in (BEARER): set up the app from the secret the answer shows, make recovery
// codes, then sign in with the app's code and with a recovery code. No secret, code or hash appears in
// any log line of either room, nor in any GraphQL answer but the one that shows it once.
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildGateway } from '../../src/gateway/app';
import { startHarness, serviceToken, taro, type Harness } from '../account-service/support';
import { testDialects } from '../helpers/test-databases';
import { appCode } from '../helpers/totp';
import { LOGIN, VERIFY, gql } from './gateway-harness';

const VERIFY_KIND = /* GraphQL */ `
  mutation ($input: VerifyLoginCodeInput!) { verifyLoginCode(input: $input) { token error { code attemptsRemaining } } }
`;

describe.each(testDialects)('second factors through the gateway (%s)', (dialect) => {
  let h: Harness;
  let gateway: FastifyInstance;
  const lines: string[] = [];
  const answers: string[] = [];
  afterEach(async () => {
    await gateway?.close();
    await h?.close();
  });

  async function call(query: string, variables: Record<string, unknown>, token?: string) {
    const { body } = await gql(gateway, query, { variables, ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}) });
    return body;
  }

  async function bearerLogin() {
    const body = await call(LOGIN.replace('maskedEmail', 'maskedEmail secondStep recoveryCodesAvailable'), { input: { loginId: taro.loginId, password: taro.password, delivery: 'BEARER' } });
    answers.push(JSON.stringify(body));
    return body.data!.login.challenge as { attemptId: string; secondStep: string; recoveryCodesAvailable: boolean };
  }

  it('a program enrols the app, makes recovery codes and signs in with each; nothing secret is logged or answered twice', async () => {
    const log = { write: (line: string) => void lines.push(line) };
    h = await startHarness(dialect, { logLevel: 'debug', http: { logStream: log } });
    await h.service.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (h.service.app.server.address() as { port: number }).port;
    gateway = await buildGateway({ accountServiceUrl: `http://127.0.0.1:${port}`, serviceToken, publicUrl: 'http://localhost:3000', logLevel: 'debug', http: { logStream: log } });

    const first = await bearerLogin();
    expect(first.secondStep).toBe('MAIL_CODE');
    const mailed = await call(VERIFY, { input: { attemptId: first.attemptId, code: await h.latestCode() } });
    const token = mailed.data!.verifyLoginCode.token as string;

    const started = await call('mutation ($input: CurrentPasswordInput!) { startAuthenticatorEnrolment(input: $input) { secret otpauthUri error { code } } }', { input: { currentPassword: taro.password } }, token);
    const { secret } = started.data!.startAuthenticatorEnrolment as { secret: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const enrolCode = appCode(secret, h.clock.now());
    const confirmed = await call('mutation ($input: ConfirmAuthenticatorEnrolmentInput!) { confirmAuthenticatorEnrolment(input: $input) { secondFactors { authenticatorApp { confirmedAt } } error { code } } }', { input: { code: enrolCode } }, token);
    answers.push(JSON.stringify(confirmed));
    expect(confirmed.data!.confirmAuthenticatorEnrolment.secondFactors.authenticatorApp.confirmedAt).toEqual(expect.any(String));
    const made = await call('mutation ($input: CurrentPasswordInput!) { generateRecoveryCodes(input: $input) { codes secondFactors { recoveryCodes { remaining } } error { code } } }', { input: { currentPassword: taro.password } }, token);
    const codes = made.data!.generateRecoveryCodes.codes as string[];
    expect(codes).toHaveLength(10);

    h.clock.advanceSeconds(30);
    const second = await bearerLogin();
    expect(second).toMatchObject({ secondStep: 'AUTHENTICATOR_APP', recoveryCodesAvailable: true });
    const signInCode = appCode(secret, h.clock.now());
    const byApp = await call(VERIFY_KIND, { input: { attemptId: second.attemptId, code: signInCode } });
    answers.push(JSON.stringify(byApp));
    expect(byApp.data!.verifyLoginCode.token).toEqual(expect.any(String));
    // The same code again: refused, and counted.
    const replay = await call(VERIFY_KIND, { input: { attemptId: (await bearerLogin()).attemptId, code: signInCode } });
    expect(replay.data!.verifyLoginCode.error).toEqual({ code: 'INVALID_CODE', attemptsRemaining: 4 });

    const third = await bearerLogin();
    const byRecovery = await call(VERIFY_KIND, { input: { attemptId: third.attemptId, code: codes[0], kind: 'RECOVERY_CODE' } });
    answers.push(JSON.stringify(byRecovery));
    expect(byRecovery.data!.verifyLoginCode.token).toEqual(expect.any(String));
    expect((await h.mails(taro.email)).map((m) => m.subject)).toContain('【アカウントポータル】リカバリーコードでログインしました');

    const state = await call('{ viewer { secondFactors { authenticatorApp { confirmedAt } recoveryCodes { remaining } } } }', {}, token);
    answers.push(JSON.stringify(state));
    expect(state.data!.viewer.secondFactors.recoveryCodes.remaining).toBe(9);

    const rows = await h.service.db.selectFrom('recovery_codes').select('code_hash').execute();
    const sealed = await h.service.db.selectFrom('authenticator_apps').select('secret_ciphertext').executeTakeFirstOrThrow();
    const secrets = [secret, enrolCode, signInCode, ...codes, ...rows.map((r) => r.code_hash), sealed.secret_ciphertext];
    expect(lines.length).toBeGreaterThan(0);
    for (const value of secrets) {
      for (const line of lines) expect(line).not.toContain(value);
      for (const answer of answers) expect(answer).not.toContain(value);
    }
  });
});
