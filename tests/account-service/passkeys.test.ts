// Passkeys on SQLite and PostgreSQL, with a software authenticator: registration (with the current
// password however fresh the sign-in, once per ceremony, one account per credential, at most 10), a
// passkey sign-in that needs no password and no mail, and every way it must fail like a wrong
// password: a replayed or expired challenge, another origin or RP ID, no user verification, a counter
// that went back, another account's credential, a locked account; throttled like passwords.
import { afterEach, describe, expect, it } from 'vitest';
import { createAccount } from '../../src/account-service/accounts/account-admin.service';
import { SoftAuthenticator } from '../helpers/soft-authenticator';
import { testDialects } from '../helpers/test-databases';
import { chromeOnWindows } from '../helpers/user-agents';
import { startHarness, taro, type Harness } from './support';
import { stepUpWithCode, stepUpWithPasskey } from './step-up-support';

const origin = 'http://localhost:3000';
const jiro = { loginId: 'jiro', email: 'jiro@example.com', password: 'another long passphrase', name: '山田 次郎', nameKana: 'ヤマダ ジロウ' };
const browser = { 'x-client-user-agent': chromeOnWindows, 'x-client-ip': '203.0.113.7' };
const withPassword = { currentPassword: taro.password };

describe.each(testDialects)('passkeys (%s)', (dialect) => {
  let h: Harness;
  afterEach(async () => h?.close());

  const as = (token: string) => ({ 'x-session-token': token, ...browser });

  /** Registers a passkey for the session's account; returns what the service answered. */
  async function register(token: string, authenticator: SoftAuthenticator, body: Record<string, unknown> = withPassword) {
    const start = await h.api('POST', '/v1/session/passkey-registrations', body, as(token));
    expect(start.statusCode, start.body).toBe(201);
    const { ceremonyId, options } = start.json();
    return h.api('POST', `/v1/session/passkey-registrations/${ceremonyId}`, { response: authenticator.register(options) }, as(token));
  }

  async function startSignIn() {
    const start = await h.api('POST', '/v1/passkey-sign-ins', undefined, browser);
    expect(start.statusCode).toBe(201);
    return start.json() as { ceremonyId: string; options: { challenge: string; rpId: string } };
  }

  // The browser keeps the device cookie its password sign-in was given (the sign-in risk rules: a
  // passkey on a browser without it is a new device, and its owner is told).
  const finishSignIn = (ceremonyId: string, response: unknown) => {
    const deviceToken = [...h.devices.values()][0];
    return h.api('POST', `/v1/passkey-sign-ins/${ceremonyId}`, { response, ...(deviceToken ? { deviceToken } : {}) }, browser);
  };

  async function withPasskey(startCounter = 1, options: Parameters<typeof startHarness>[1] = {}) {
    h = await startHarness(dialect, options);
    const token = await h.signIn(browser);
    const authenticator = new SoftAuthenticator(origin, startCounter);
    const added = await register(token, authenticator);
    expect(added.statusCode, added.body).toBe(201);
    return { token, authenticator, passkey: added.json() };
  }

  it('registers a passkey right after a sign-in, named after the device, with an event and a notice mail', async () => {
    const { token, passkey } = await withPasskey();
    expect(passkey).toMatchObject({ name: 'WindowsのChrome', synced: true, lastUsedAt: null });
    const listed = await h.api('GET', '/v1/session/passkeys', undefined, as(token));
    expect(listed.json().passkeys).toEqual([passkey]);
    expect((await h.mails(taro.email))[0]!.subject).toContain('パスキーが追加されました');
    const event = await h.service.db.selectFrom('account_events').select(['kind', 'details']).where('kind', '=', 'passkey_added').executeTakeFirstOrThrow();
    expect(JSON.parse(event.details!)).toEqual({ passkeyName: 'WindowsのChrome' });
  });

  it('numbers the default name when the account has a passkey of that name already; a chosen name and a rename stay free', async () => {
    const { token, authenticator } = await withPasskey();
    await stepUpWithPasskey(h, token, authenticator, browser);
    const second = await register(token, new SoftAuthenticator(origin));
    expect(second.json().name).toBe('WindowsのChrome (2)');
    const third = await register(token, new SoftAuthenticator(origin));
    expect(third.json().name).toBe('WindowsのChrome (3)');
    // The event and the notice mail name it as the list does.
    const events = await h.service.db.selectFrom('account_events').select('details').where('kind', '=', 'passkey_added').orderBy('id').execute();
    expect(events.map((e) => JSON.parse(e.details!).passkeyName)).toEqual(['WindowsのChrome', 'WindowsのChrome (2)', 'WindowsのChrome (3)']);
    expect((await h.mails(taro.email))[0]!.text).toContain('WindowsのChrome (3)');
    // Renamed away, the number is free again; a name the user gives is theirs, even one in use.
    expect((await h.api('PATCH', `/v1/session/passkeys/${String(second.json().id)}`, { name: 'WindowsのChrome' }, as(token))).json().name).toBe('WindowsのChrome');
    expect((await register(token, new SoftAuthenticator(origin))).json().name).toBe('WindowsのChrome (2)');
    const start = (await h.api('POST', '/v1/session/passkey-registrations', withPassword, as(token))).json();
    const chosen = await h.api('POST', `/v1/session/passkey-registrations/${String(start.ceremonyId)}`, { name: 'WindowsのChrome', response: new SoftAuthenticator(origin).register(start.options) }, as(token));
    expect(chosen.json().name).toBe('WindowsのChrome');
    const listed = (await h.api('GET', '/v1/session/passkeys', undefined, as(token))).json();
    expect(listed.passkeys.map((p: { name: string }) => p.name)).toEqual(['WindowsのChrome', 'WindowsのChrome', 'WindowsのChrome (3)', 'WindowsのChrome (2)', 'WindowsのChrome']);
  });

  it("names each passkey's provider from its AAGUID, and gives what the WebAuthn Signals API needs", async () => {
    const { token, passkey, authenticator } = await withPasskey();
    // All zeros (no attestation): not known.
    expect(passkey).toMatchObject({ provider: null, credentialId: Buffer.from(authenticator.credentials[0]!.id).toString('base64url') });
    authenticator.aaguid = 'EA9B8D66-4D01-1D21-3CE4-B6B48CB575D4';
    await stepUpWithPasskey(h, token, authenticator, browser);
    const google = await register(token, authenticator);
    expect(google.json()).toMatchObject({ provider: 'google_password_manager' });
    authenticator.aaguid = 'fbfc3007-154e-4ecc-8c0b-6e020557d7bd';
    const icloud = await register(token, authenticator);
    expect(icloud.json()).toMatchObject({ provider: 'icloud_keychain' });
    const listed = (await h.api('GET', '/v1/session/passkeys', undefined, as(token))).json();
    expect(listed.passkeys.map((p: { provider: string | null }) => p.provider)).toEqual([null, 'google_password_manager', 'icloud_keychain']);
    expect(listed.rpId).toBe('localhost');
    // The user handle the registrations were given.
    const start = (await h.api('POST', '/v1/session/passkey-registrations', withPassword, as(token))).json();
    expect(listed.userHandle).toBe(start.options.user.id);
  });

  it('signs in with the passkey alone: no password, no mailed code, a session whose method is passkey', async () => {
    const { authenticator } = await withPasskey();
    const mailsBefore = (await h.mails(taro.email)).length;
    const { ceremonyId, options } = await startSignIn();
    const grant = await finishSignIn(ceremonyId, authenticator.authenticate(options));
    expect(grant.statusCode, grant.body).toBe(201);
    const token = grant.json().token as string;
    expect((await h.api('GET', '/v1/session/sessions', undefined, as(token))).json().sessions.find((s: { current: boolean }) => s.current)).toMatchObject({ method: 'passkey' });
    expect((await h.mails(taro.email)).length).toBe(mailsBefore);
    const passkeys = (await h.api('GET', '/v1/session/passkeys', undefined, as(token))).json().passkeys;
    expect(passkeys[0].lastUsedAt).not.toBeNull();
  });

  it('needs the current password to add a passkey, however fresh the sign-in (a session alone plants no way in)', async () => {
    h = await startHarness(dialect);
    const token = await h.signIn(browser);
    const refused = await h.api('POST', '/v1/session/passkey-registrations', {}, as(token));
    expect(refused.json()).toMatchObject({ code: 'REAUTHENTICATION_REQUIRED', field: 'currentPassword' });
    h.clock.advanceMinutes(6);
    // Past the sign-in's 5 minutes a step-up comes first; the current password is needed after it all the same.
    expect((await h.api('POST', '/v1/session/passkey-registrations', {}, as(token))).json()).toMatchObject({ code: 'STEP_UP_REQUIRED', stepUpMethod: 'EMAIL_CODE_AND_PASSWORD' });
    await stepUpWithCode(h, token, taro.email, taro.password, browser);
    expect((await h.api('POST', '/v1/session/passkey-registrations', {}, as(token))).json().code).toBe('REAUTHENTICATION_REQUIRED');
    expect((await h.api('POST', '/v1/session/passkey-registrations', { currentPassword: 'wrong password!!' }, as(token))).json().code).toBe('INVALID_CURRENT_PASSWORD');
    const added = await register(token, new SoftAuthenticator(origin), { currentPassword: taro.password });
    expect(added.statusCode).toBe(201);
  });

  it('refuses a registration ceremony used twice, of another session, or expired', async () => {
    h = await startHarness(dialect);
    const token = await h.signIn(browser);
    const other = await h.signIn(browser);
    const authenticator = new SoftAuthenticator(origin);
    const start = (await h.api('POST', '/v1/session/passkey-registrations', withPassword, as(token))).json();
    const response = authenticator.register(start.options);
    const url = `/v1/session/passkey-registrations/${start.ceremonyId}`;
    expect((await h.api('POST', url, { response }, as(other))).json().code).toBe('PASSKEY_VERIFICATION_FAILED');
    // The other session's try did not use it up; the right session can finish, once.
    expect((await h.api('POST', url, { response }, as(token))).statusCode).toBe(201);
    expect((await h.api('POST', url, { response }, as(token))).json().code).toBe('PASSKEY_VERIFICATION_FAILED');

    // The account has a passkey now: adding another needs a passkey step-up.
    expect((await stepUpWithPasskey(h, token, authenticator, browser)).statusCode).toBe(200);
    const late = (await h.api('POST', '/v1/session/passkey-registrations', withPassword, as(token))).json();
    h.clock.advanceMinutes(6);
    const expired = await h.api('POST', `/v1/session/passkey-registrations/${late.ceremonyId}`, { response: authenticator.register(late.options) }, as(token));
    expect(expired.json().code).toBe('PASSKEY_VERIFICATION_FAILED');
  });

  it('refuses a registration from another origin, for another RP ID, or without user verification', async () => {
    h = await startHarness(dialect);
    const token = await h.signIn(browser);
    const authenticator = new SoftAuthenticator(origin);
    for (const bad of [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }, { userVerified: false }]) {
      const start = (await h.api('POST', '/v1/session/passkey-registrations', withPassword, as(token))).json();
      const answer = await h.api('POST', `/v1/session/passkey-registrations/${start.ceremonyId}`, { response: authenticator.register(start.options, bad) }, as(token));
      expect(answer.json().code, JSON.stringify(bad)).toBe('PASSKEY_VERIFICATION_FAILED');
    }
    expect((await h.api('GET', '/v1/session/passkeys', undefined, as(token))).json().passkeys).toEqual([]);
  });

  it('keeps a credential to one account: registering it again, here or elsewhere, is refused', async () => {
    const { token, authenticator } = await withPasskey();
    const replay = async (sessionToken: string, currentPassword = taro.password) => {
      const start = (await h.api('POST', '/v1/session/passkey-registrations', { currentPassword }, as(sessionToken))).json();
      const response = authenticator.register(start.options, { reuse: 0 });
      return h.api('POST', `/v1/session/passkey-registrations/${start.ceremonyId}`, { response }, as(sessionToken));
    };
    expect((await stepUpWithPasskey(h, token, authenticator, browser)).statusCode).toBe(200);
    expect((await replay(token)).json().code).toBe('PASSKEY_ALREADY_REGISTERED');
    await createAccount(h.service.db, jiro, h.clock);
    const start = await h.startLogin(jiro.loginId, jiro.password, browser);
    const jirosToken = (await h.verify(start.json().attemptId, await h.latestCode(jiro.email), browser)).json().token as string;
    expect((await replay(jirosToken, jiro.password)).json().code).toBe('PASSKEY_ALREADY_REGISTERED');
    const count = await h.service.db.selectFrom('passkeys').select('account_id').execute();
    expect(count).toHaveLength(1);
  });

  it('answers every failed passkey sign-in like a wrong password', async () => {
    // The delay between tries is out of the way here (the throttling test below is about it).
    const { authenticator } = await withPasskey(1, { throttle: { freeFailures: 100, lockAfterFailures: 100 } });
    const wrongPassword = (await h.startLogin(taro.loginId, 'not the password at all', browser)).json();
    const cases: Array<[string, (options: { challenge: string; rpId: string }) => unknown]> = [
      ['another origin', (o) => authenticator.authenticate(o, { origin: 'https://evil.example' })],
      ['another RP ID', (o) => authenticator.authenticate(o, { rpId: 'evil.example' })],
      ['no user verification', (o) => authenticator.authenticate(o, { userVerified: false })],
      ['another challenge', (o) => authenticator.authenticate(o, { challenge: 'x'.repeat(43) })],
      ['an unknown credential', (o) => new SoftAuthenticator(origin).register({ challenge: o.challenge, rp: {}, user: { id: 'x' } }) && authenticator.authenticate(o, { credentialId: 'AAAA' })],
    ];
    for (const [name, make] of cases) {
      const { ceremonyId, options } = await startSignIn();
      let response: unknown;
      try {
        response = make(options);
      } catch {
        response = { ...(authenticator.authenticate(options) as object), id: 'unknown-credential', rawId: 'unknown-credential' };
      }
      const answer = await finishSignIn(ceremonyId, response);
      expect(answer.statusCode, name).toBe(401);
      expect(answer.json(), name).toEqual(wrongPassword);
    }
  });

  it('refuses a replayed challenge and an expired one', async () => {
    const { authenticator } = await withPasskey();
    const { ceremonyId, options } = await startSignIn();
    const response = authenticator.authenticate(options);
    expect((await finishSignIn(ceremonyId, response)).statusCode).toBe(201);
    expect((await finishSignIn(ceremonyId, response)).statusCode).toBe(401);
    const late = await startSignIn();
    h.clock.advanceMinutes(6);
    expect((await finishSignIn(late.ceremonyId, authenticator.authenticate(late.options))).statusCode).toBe(401);
  });

  it('refuses a counter that went back, and records it', async () => {
    const { authenticator } = await withPasskey(5);
    const first = await startSignIn();
    expect((await finishSignIn(first.ceremonyId, authenticator.authenticate(first.options, { counter: 10 }))).statusCode).toBe(201);
    const cloned = await startSignIn();
    expect((await finishSignIn(cloned.ceremonyId, authenticator.authenticate(cloned.options, { counter: 7 }))).statusCode).toBe(401);
    const event = await h.service.db.selectFrom('account_events').select('details').where('kind', '=', 'sign_in_failed').executeTakeFirstOrThrow();
    expect(JSON.parse(event.details!)).toEqual({ step: 'passkey', reason: 'counter_regression' });
  });

  it('a locked or disabled account cannot sign in with its passkey', async () => {
    const { authenticator } = await withPasskey();
    await h.service.db.updateTable('accounts').set({ status: 'locked', locked_until: new Date(h.clock.now().getTime() + 600_000).toISOString() }).execute();
    const { ceremonyId, options } = await startSignIn();
    expect((await finishSignIn(ceremonyId, authenticator.authenticate(options))).json().code).toBe('INVALID_CREDENTIALS');
    await h.service.db.updateTable('accounts').set({ status: 'disabled', locked_until: null }).execute();
    const again = await startSignIn();
    expect((await finishSignIn(again.ceremonyId, authenticator.authenticate(again.options))).json().code).toBe('INVALID_CREDENTIALS');
  });

  it('throttles passkey failures like wrong passwords, sharing the account\'s delay and lock', async () => {
    h = await startHarness(dialect, { throttle: { freeFailures: 2, delaysSeconds: [30], lockAfterFailures: 50 } });
    const token = await h.signIn(browser);
    const authenticator = new SoftAuthenticator(origin);
    await register(token, authenticator);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const { ceremonyId, options } = await startSignIn();
      statuses.push((await finishSignIn(ceremonyId, authenticator.authenticate(options, { userVerified: false }))).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    // The delay is the account's: its password is held back too.
    expect((await h.startLogin(taro.loginId, taro.password, browser)).statusCode).toBe(429);
  });

  it('renames, and deletes with the current password (with a notice); a deleted passkey signs in no more', async () => {
    const { token, authenticator, passkey } = await withPasskey();
    // Removing a passkey needs a passkey step-up (the password sign-in is weaker than the account's passkey).
    expect((await h.api('POST', `/v1/session/passkeys/${String(passkey.id)}/deletion`, { currentPassword: taro.password }, as(token))).json()).toMatchObject({ code: 'STEP_UP_REQUIRED', stepUpMethod: 'PASSKEY' });
    expect((await stepUpWithPasskey(h, token, authenticator, browser)).statusCode).toBe(200);
    const renamed = await h.api('PATCH', `/v1/session/passkeys/${String(passkey.id)}`, { name: '  仕事用のPC ' }, as(token));
    expect(renamed.json().name).toBe('仕事用のPC');
    expect((await h.api('PATCH', `/v1/session/passkeys/${String(passkey.id)}`, { name: '   ' }, as(token))).json().code).toBe('PASSKEY_NAME_INVALID');
    const wrong = await h.api('POST', `/v1/session/passkeys/${String(passkey.id)}/deletion`, { currentPassword: 'not the password at all' }, as(token));
    expect(wrong.json().code).toBe('INVALID_CURRENT_PASSWORD');
    const deleted = await h.api('POST', `/v1/session/passkeys/${String(passkey.id)}/deletion`, { currentPassword: taro.password }, as(token));
    expect(deleted.statusCode).toBe(204);
    expect((await h.mails(taro.email))[0]!.subject).toContain('パスキーが削除されました');
    const { ceremonyId, options } = await startSignIn();
    expect((await finishSignIn(ceremonyId, authenticator.authenticate(options))).json().code).toBe('INVALID_CREDENTIALS');
  });

  it('keeps at most 10 passkeys per account', async () => {
    h = await startHarness(dialect);
    const token = await h.signIn(browser);
    const first = new SoftAuthenticator(origin);
    expect((await register(token, first)).statusCode).toBe(201);
    // From the first passkey on, adding one needs a passkey step-up; one lasts 5 minutes.
    expect((await stepUpWithPasskey(h, token, first, browser)).statusCode).toBe(200);
    for (let i = 1; i < 10; i++) expect((await register(token, new SoftAuthenticator(origin))).statusCode).toBe(201);
    const eleventh = await h.api('POST', '/v1/session/passkey-registrations', withPassword, as(token));
    expect(eleventh.json().code).toBe('PASSKEY_LIMIT_REACHED');
  });
});
