// The device cookie through the gateway, over HTTP to the real account service (SQLite and
// PostgreSQL): a browser's first sign-in is given one (HttpOnly, SameSite=Lax, __Host- and Secure on
// https), carries it back so the next sign-in is from a known device (no notice, KNOWN_DEVICE in the
// activity), a passkey with it signs in with no code and no notice, and a program's bearer sign-in
// neither sends nor gets one (a new device every time).
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildGateway } from '../../src/gateway/app';
import { startHarness, serviceToken, taro, type Harness } from '../account-service/support';
import { SoftAuthenticator } from '../helpers/soft-authenticator';
import { testDialects } from '../helpers/test-databases';
import { chromeOnWindows } from '../helpers/user-agents';
import { LOGIN, VERIFY, cookie, gql } from './gateway-harness';

const ACTIVITY = 'query { viewer { activity(first: 1) { nodes { kind signInMethod riskReasons } } } }';
const START_REGISTRATION = 'mutation ($input: StartPasskeyRegistrationInput!) { startPasskeyRegistration(input: $input) { ceremonyId options { rp { id name } user { id name displayName } challenge pubKeyCredParams { alg type } } error { code } } }';
const FINISH_REGISTRATION = 'mutation ($input: FinishPasskeyRegistrationInput!) { finishPasskeyRegistration(input: $input) { passkey { id } error { code } } }';
const START_SIGN_IN = 'mutation { startPasskeySignIn { ceremonyId options { challenge rpId timeout userVerification } error { code } } }';
const FINISH_SIGN_IN = 'mutation ($input: FinishPasskeySignInInput!) { finishPasskeySignIn(input: $input) { viewer { account { loginId } } error { code } } }';

describe.each(testDialects)('the device cookie through the gateway (%s)', (dialect) => {
  let h: Harness;
  let gateway: FastifyInstance;
  let port: number;
  const headers = { 'user-agent': chromeOnWindows };
  const noticeMails = async () => (await h.mails(taro.email)).filter((m) => /新しい端末/.test(m.subject));

  beforeEach(async () => {
    h = await startHarness(dialect);
    await h.service.app.listen({ host: '127.0.0.1', port: 0 });
    port = (h.service.app.server.address() as { port: number }).port;
    gateway = await buildGateway({ accountServiceUrl: `http://127.0.0.1:${port}`, serviceToken, publicUrl: 'http://localhost:3000' });
  });
  afterEach(async () => {
    await gateway.close();
    await h.close();
  });

  /** Both steps as a browser, with the cookies it has; returns its session and the device cookie set, if any. */
  async function browserSignIn(app: FastifyInstance, jar: Record<string, string> = {}, device = 'portal_device') {
    const login = await gql(app, LOGIN, { variables: { input: { loginId: taro.loginId, password: taro.password } }, headers, cookies: jar });
    const attempt = cookie(login.response, 'portal_login_attempt')!.value;
    const verify = await gql(app, VERIFY, { variables: { input: { code: await h.latestCode() } }, cookies: { ...jar, portal_login_attempt: attempt }, headers });
    const session = cookie(verify.response, 'portal_session') ?? cookie(verify.response, '__Host-portal_session');
    return { session: session!.value, device: cookie(login.response, device) };
  }

  it('gives a browser a device cookie at its first sign-in, and knows the browser by it next time', async () => {
    const first = await browserSignIn(gateway);
    expect(first.device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(first.device!.secure).toBeFalsy();
    expect(first.device!.maxAge).toBeGreaterThan(365 * 24 * 3600);
    const jar = { portal_device: first.device!.value };
    const second = await browserSignIn(gateway, jar);
    expect(second.device).toBeUndefined(); // kept, not replaced
    const nodes = (await gql(gateway, ACTIVITY, { cookies: { portal_session: second.session } })).body.data!.viewer.activity.nodes;
    expect(nodes).toEqual([{ kind: 'SIGN_IN', signInMethod: 'PASSWORD_AND_CODE', riskReasons: ['KNOWN_DEVICE'] }]);
    expect(await noticeMails()).toHaveLength(0);
    // Without it (another browser, or the cookie cleared) the sign-in is from a new device: the owner is told.
    const third = await browserSignIn(gateway);
    expect(third.device).toBeDefined();
    expect(await noticeMails()).toHaveLength(1);
  });

  it('names it __Host-portal_device, Secure, on https', async () => {
    const secure = await buildGateway({ accountServiceUrl: `http://127.0.0.1:${port}`, serviceToken, publicUrl: 'https://portal.example.jp' });
    try {
      const { device } = await browserSignIn(secure, {}, '__Host-portal_device');
      expect(device).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
      expect(device!.domain).toBeUndefined();
    } finally {
      await secure.close();
    }
  });

  it('signs a known browser in with its passkey: no code, no notice, KNOWN_DEVICE', async () => {
    const first = await browserSignIn(gateway);
    const jar = { portal_device: first.device!.value };
    const authenticator = new SoftAuthenticator('http://localhost:3000');
    const cookies = { ...jar, portal_session: first.session };
    const start = (await gql(gateway, START_REGISTRATION, { variables: { input: { currentPassword: taro.password } }, cookies, headers })).body.data!.startPasskeyRegistration;
    const added = await gql(gateway, FINISH_REGISTRATION, { variables: { input: { ceremonyId: start.ceremonyId, name: '', response: authenticator.register(start.options) } }, cookies, headers });
    expect(added.body.data!.finishPasskeyRegistration.error).toBeNull();
    const mails = (await h.mails(taro.email)).length;

    const ceremony = (await gql(gateway, START_SIGN_IN, { cookies: jar })).body.data!.startPasskeySignIn;
    const finish = await gql(gateway, FINISH_SIGN_IN, { variables: { input: { ceremonyId: ceremony.ceremonyId, response: authenticator.authenticate(ceremony.options) } }, cookies: jar, headers });
    expect(finish.body.data!.finishPasskeySignIn).toEqual({ viewer: { account: { loginId: taro.loginId } }, error: null });
    expect((await h.mails(taro.email)).length).toBe(mails);
    const session = cookie(finish.response, 'portal_session')!.value;
    const nodes = (await gql(gateway, ACTIVITY, { cookies: { portal_session: session } })).body.data!.viewer.activity.nodes;
    expect(nodes).toEqual([{ kind: 'SIGN_IN', signInMethod: 'PASSKEY', riskReasons: ['KNOWN_DEVICE'] }]);
  });

  it("a program's bearer sign-in neither sends nor gets a device cookie: a new device, and the owner is told", async () => {
    const first = await browserSignIn(gateway);
    const login = await gql(gateway, LOGIN, {
      variables: { input: { loginId: taro.loginId, password: taro.password, delivery: 'BEARER' } },
      cookies: { portal_device: first.device!.value },
    });
    const challenge = login.body.data!.login.challenge;
    expect(cookie(login.response, 'portal_device')).toBeUndefined();
    const verify = await gql(gateway, VERIFY, { variables: { input: { attemptId: challenge.attemptId, code: await h.latestCode() } } });
    const token = verify.body.data!.verifyLoginCode.token as string;
    const nodes = (await gql(gateway, ACTIVITY, { headers: { authorization: `Bearer ${token}` } })).body.data!.viewer.activity.nodes;
    expect(nodes[0].riskReasons).toEqual(['NEW_DEVICE']);
    expect(await noticeMails()).toHaveLength(1);
  });
});
