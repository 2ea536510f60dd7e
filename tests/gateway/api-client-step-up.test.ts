// The API consumers' typed client (clients/api-client) against the gateway and the real account service
// over HTTP: a program's session past its proof's 5 minutes is asked to step up (PortalUserError
// STEP_UP_REQUIRED naming the method), proves it with the typed step-up operations, and the same
// operation then goes through; the second step of its sign-in is told in the typed challenge.
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createPortalClient,
  LoginDocument,
  PortalUserError,
  RequestEmailChangeDocument,
  SendStepUpCodeDocument,
  StepUpStatusDocument,
  unwrap,
  VerifyLoginCodeDocument,
  VerifyStepUpCodeDocument,
} from '../../clients/api-client/src/index.ts';
import { buildGateway } from '../../src/gateway/app';
import { stepUpCodeOf } from '../account-service/step-up-support';
import { startHarness, serviceToken, taro, type Harness } from '../account-service/support';
import { testDialects } from '../helpers/test-databases';

describe.each(testDialects)('step-up with the typed API client (%s)', (dialect) => {
  let h: Harness;
  let gateway: FastifyInstance;
  afterEach(async () => {
    await gateway?.close();
    await h?.close();
  });

  it('STEP_UP_REQUIRED names the method; the step-up operations prove it, and the operation goes through', async () => {
    h = await startHarness(dialect);
    await h.service.app.listen({ host: '127.0.0.1', port: 0 });
    const servicePort = (h.service.app.server.address() as { port: number }).port;
    gateway = await buildGateway({ accountServiceUrl: `http://127.0.0.1:${servicePort}`, serviceToken, publicUrl: 'http://localhost:3000' });
    await gateway.listen({ host: '127.0.0.1', port: 0 });
    const client = createPortalClient({ url: `http://127.0.0.1:${(gateway.server.address() as { port: number }).port}/graphql` });

    const challenge = unwrap((await client.request(LoginDocument, { input: { loginId: taro.loginId, password: taro.password, delivery: 'BEARER' } })).login, 'challenge');
    expect(challenge).toMatchObject({ secondStep: 'MAIL_CODE', recoveryCodesAvailable: false });
    unwrap((await client.request(VerifyLoginCodeDocument, { input: { attemptId: challenge.attemptId, code: await h.latestCode() } })).verifyLoginCode);
    expect(client.token).toEqual(expect.any(String));

    // The sign-in's own proof holds 5 minutes; then a sensitive operation asks for a new one.
    h.clock.advanceMinutes(6);
    const change = { input: { newEmail: 'taro.new@example.net', currentPassword: taro.password } };
    const refused = (await client.request(RequestEmailChangeDocument, change)).requestEmailChange;
    const error = (() => {
      try {
        unwrap(refused);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(PortalUserError);
    expect(error).toMatchObject({ code: 'STEP_UP_REQUIRED', stepUpMethod: 'EMAIL_CODE_AND_PASSWORD' });
    expect((await client.request(StepUpStatusDocument)).viewer?.stepUp).toEqual({ methods: ['EMAIL_CODE_AND_PASSWORD'], requiredMethod: 'EMAIL_CODE_AND_PASSWORD', freshUntil: null });

    const sent = unwrap((await client.request(SendStepUpCodeDocument)).sendStepUpCode);
    expect(sent.maskedEmail).toEqual(expect.any(String));
    const mail = (await h.mails(taro.email)).find((m) => /本人確認用のコード|confirmation code/.test(m.subject))!;
    const proven = unwrap((await client.request(VerifyStepUpCodeDocument, { input: { code: stepUpCodeOf(mail.text), password: taro.password } })).verifyStepUpCode, 'stepUp');
    expect(proven.freshUntil).toEqual(expect.any(String));
    expect(unwrap((await client.request(RequestEmailChangeDocument, change)).requestEmailChange)).toMatchObject({ pending: expect.anything() });
  });
});
