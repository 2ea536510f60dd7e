// 退会 through the gateway and the real account service over HTTP: the mutation needs a step-up, then
// ends the session; signed in again during the 30 days, the viewer says when the account is deleted,
// every other guarded field answers FORBIDDEN, and cancelAccountClosing works; the last administrator
// is refused with LAST_ACTIVE_ADMIN; administrators list the accounts waiting for deletion.
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildGateway } from '../../src/gateway/app';
import { createAccount } from '../../src/account-service/accounts/account-admin.service';
import { startHarness, serviceToken, taro, type Harness } from '../account-service/support';
import { testDialects } from '../helpers/test-databases';
import { LOGIN, VERIFY, gql } from './gateway-harness';

const REQUEST = 'mutation { requestAccountClosing { requestedAt deletesAt error { code stepUpMethod } } }';
const CANCEL = 'mutation { cancelAccountClosing { deletesAt error { code } } }';
const VIEWER = 'query { viewer { account { loginId closingRequestedAt closingDeletesAt } } }';
const hanako = { loginId: 'hanako', email: 'hanako@example.com', password: 'sakura no hana 2026', name: '佐藤 花子', nameKana: 'サトウ ハナコ', role: 'admin' };

describe.each(testDialects)('closing through the gateway (%s)', (dialect) => {
  let h: Harness;
  let gateway: FastifyInstance;
  afterEach(async () => {
    await gateway?.close();
    await h?.close();
  });

  const call = async (query: string, token: string, variables: Record<string, unknown> = {}) => (await gql(gateway, query, { variables, headers: { authorization: `Bearer ${token}` } })).body;
  async function signIn(who: { loginId: string; email: string; password: string } = taro): Promise<string> {
    const login = await call(LOGIN, '', { input: { loginId: who.loginId, password: who.password, delivery: 'BEARER' } });
    const verified = await call(VERIFY, '', { input: { attemptId: login.data!.login.challenge.attemptId, code: await h.latestCode(who.email) } });
    return verified.data!.verifyLoginCode.token as string;
  }
  async function start() {
    h = await startHarness(dialect);
    await h.service.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (h.service.app.server.address() as { port: number }).port;
    gateway = await buildGateway({ accountServiceUrl: `http://127.0.0.1:${port}`, serviceToken, publicUrl: 'http://localhost:3000', logLevel: false });
  }

  it('asks after a step-up, ends the session, and during the grace period allows only the cancel', async () => {
    await start();
    const token = await signIn();
    h.clock.advanceMinutes(6);
    expect((await call(REQUEST, token)).data!.requestAccountClosing).toEqual({ requestedAt: null, deletesAt: null, error: { code: 'STEP_UP_REQUIRED', stepUpMethod: 'EMAIL_CODE_AND_PASSWORD' } });
    await call('mutation { sendStepUpCode { error { code } } }', token);
    const code = /(?:本人確認用のコード): (\d{6})/.exec((await h.mails(taro.email))[0]!.text)![1]!;
    expect((await call('mutation ($input: VerifyStepUpCodeInput!) { verifyStepUpCode(input: $input) { error { code } } }', token, { input: { code, password: taro.password } })).errors).toBeUndefined();

    const asked = (await call(REQUEST, token)).data!.requestAccountClosing;
    expect(asked).toEqual({ requestedAt: expect.any(String), deletesAt: expect.any(String), error: null });
    expect((await call(VIEWER, token)).data!.viewer).toBeNull();

    const again = await signIn();
    expect((await call(VIEWER, again)).data!.viewer.account).toEqual({ loginId: 'taro', closingRequestedAt: asked.requestedAt, closingDeletesAt: asked.deletesAt });
    const refused = await call('query { viewer { sessions { id } } }', again);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await call('mutation { requestDataExport { error { code } } }', again)).data!.requestDataExport.error.code).toBe('FORBIDDEN');

    expect((await call(CANCEL, again)).data!.cancelAccountClosing).toEqual({ deletesAt: null, error: null });
    expect((await call(VIEWER, again)).data!.viewer.account).toMatchObject({ closingDeletesAt: null });
    expect((await call('query { viewer { sessions { id } } }', again)).errors).toBeUndefined();
  });

  it('refuses the last administrator, and lists the accounts waiting for deletion to administrators', async () => {
    await start();
    await createAccount(h.service.db, hanako, h.clock);
    const admin = await signIn(hanako);
    expect((await call(REQUEST, admin)).data!.requestAccountClosing.error).toEqual({ code: 'LAST_ACTIVE_ADMIN', stepUpMethod: null });
    expect((await call(REQUEST, await signIn())).data!.requestAccountClosing.error).toBeNull();
    const listed = await call('query { adminClosingAccounts { loginId closingDeletesAt } }', admin);
    expect(listed.data!.adminClosingAccounts).toEqual([{ loginId: 'taro', closingDeletesAt: expect.any(String) }]);
  });
});
