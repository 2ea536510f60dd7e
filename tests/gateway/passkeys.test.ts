// Passkeys through the gateway over HTTP to the real account service (SQLite and PostgreSQL): the
// WebAuthn JSON typed both ways, a browser's passkey sign-in that sets the session cookie and sends
// no mail, and every refusal answered as INVALID_CREDENTIALS.
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildGateway } from '../../src/gateway/app';
import { startHarness, serviceToken, taro, type Harness } from '../account-service/support';
import { SoftAuthenticator } from '../helpers/soft-authenticator';
import { testDialects } from '../helpers/test-databases';
import { chromeOnWindows } from '../helpers/user-agents';
import { LOGIN, VERIFY, VIEWER, cookie, gql } from './gateway-harness';

const OPTIONS = 'rp { id name } user { id name displayName } challenge pubKeyCredParams { alg type } timeout excludeCredentials { id type transports } authenticatorSelection { residentKey requireResidentKey userVerification } attestation extensions { credProps }';
const START_REGISTRATION = `mutation ($input: StartPasskeyRegistrationInput!) { startPasskeyRegistration(input: $input) { ceremonyId options { ${OPTIONS} } error { code field } } }`;
const FINISH_REGISTRATION = 'mutation ($input: FinishPasskeyRegistrationInput!) { finishPasskeyRegistration(input: $input) { passkey { id name synced lastUsedAt } error { code field } } }';
const PASSKEYS = 'query { viewer { passkeys { id name createdAt lastUsedAt synced credentialId provider } passkeyOwner { rpId userHandle } } }';
const START_SIGN_IN = 'mutation { startPasskeySignIn { ceremonyId options { challenge rpId timeout userVerification allowCredentials { id } } error { code } } }';
const FINISH_SIGN_IN = 'mutation ($input: FinishPasskeySignInInput!) { finishPasskeySignIn(input: $input) { viewer { account { loginId } } error { code } } }';

describe.each(testDialects)('passkeys through the gateway (%s)', (dialect) => {
  let h: Harness;
  let gateway: FastifyInstance;
  const headers = { 'user-agent': chromeOnWindows };

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

  // The browser keeps the device cookie its first sign-in was given (the sign-in risk rules: a passkey
  // sign-in in a browser without it is a new device, and its owner is mailed).
  let device: Record<string, string> = {};
  async function browserSession(): Promise<{ portal_session: string }> {
    const login = await gql(gateway, LOGIN, { variables: { input: { loginId: taro.loginId, password: taro.password } }, headers });
    const attempt = cookie(login.response, 'portal_login_attempt')!.value;
    device = { portal_device: cookie(login.response, 'portal_device')!.value };
    const verify = await gql(gateway, VERIFY, { variables: { input: { code: await h.latestCode() } }, cookies: { portal_login_attempt: attempt }, headers });
    return { portal_session: cookie(verify.response, 'portal_session')!.value };
  }

  async function addPasskey(cookies: { portal_session: string }, authenticator: SoftAuthenticator) {
    const start = (await gql(gateway, START_REGISTRATION, { variables: { input: { currentPassword: taro.password } }, cookies, headers })).body.data!.startPasskeyRegistration;
    expect(start.error).toBeNull();
    expect(start.options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(start.options.rp).toEqual({ id: 'localhost', name: 'アカウントポータル' });
    const response = authenticator.register(start.options);
    return (await gql(gateway, FINISH_REGISTRATION, { variables: { input: { ceremonyId: start.ceremonyId, name: '', response } }, cookies, headers })).body.data!.finishPasskeyRegistration;
  }

  it('adds a passkey, lists it, and signs a browser in with it: cookie set, no mail', async () => {
    const cookies = await browserSession();
    const authenticator = new SoftAuthenticator('http://localhost:3000');
    authenticator.aaguid = 'd548826e-79b4-db40-a3d8-11116f7e8349';
    const added = await addPasskey(cookies, authenticator);
    expect(added).toMatchObject({ passkey: { name: 'WindowsのChrome', synced: true, lastUsedAt: null }, error: null });
    const listed = (await gql(gateway, PASSKEYS, { cookies })).body.data!.viewer;
    expect(listed.passkeys).toHaveLength(1);
    expect(listed.passkeys[0]).toMatchObject({ credentialId: Buffer.from(authenticator.credentials[0]!.id).toString('base64url'), provider: 'BITWARDEN' });
    expect(listed.passkeyOwner).toEqual({ rpId: 'localhost', userHandle: authenticator.credentials[0]!.userHandle });

    const mails = (await h.mails(taro.email)).length;
    const start = (await gql(gateway, START_SIGN_IN)).body.data!.startPasskeySignIn;
    expect(start.options).toMatchObject({ rpId: 'localhost', userVerification: 'required', allowCredentials: null });
    const finish = await gql(gateway, FINISH_SIGN_IN, { variables: { input: { ceremonyId: start.ceremonyId, response: authenticator.authenticate(start.options) } }, headers, cookies: device });
    expect(finish.body.data!.finishPasskeySignIn).toEqual({ viewer: { account: { loginId: taro.loginId } }, error: null });
    const session = cookie(finish.response, 'portal_session')!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(finish.response.body).not.toContain(session.value);
    expect((await gql(gateway, VIEWER, { cookies: { portal_session: session.value } })).body.data!.viewer.account.loginId).toBe(taro.loginId);
    expect((await h.mails(taro.email)).length).toBe(mails);
  });

  it('answers a refused passkey sign-in as INVALID_CREDENTIALS and sets no cookie', async () => {
    const cookies = await browserSession();
    const authenticator = new SoftAuthenticator('http://localhost:3000');
    await addPasskey(cookies, authenticator);
    const start = (await gql(gateway, START_SIGN_IN)).body.data!.startPasskeySignIn;
    const finish = await gql(gateway, FINISH_SIGN_IN, { variables: { input: { ceremonyId: start.ceremonyId, response: authenticator.authenticate(start.options, { origin: 'https://evil.example' }) } } });
    expect(finish.body.data!.finishPasskeySignIn).toEqual({ viewer: null, error: { code: 'INVALID_CREDENTIALS' } });
    expect(cookie(finish.response, 'portal_session')).toBeUndefined();
    const bogus = await gql(gateway, FINISH_SIGN_IN, { variables: { input: { ceremonyId: 'nope', response: authenticator.authenticate(start.options) } } });
    expect(bogus.body.data!.finishPasskeySignIn.error).toEqual({ code: 'INVALID_CREDENTIALS' });
  });

  it('refuses the passkey fields signed out', async () => {
    expect((await gql(gateway, START_REGISTRATION, { variables: { input: {} } })).body.data!.startPasskeyRegistration.error).toEqual({ code: 'UNAUTHENTICATED', field: null });
  });
});
