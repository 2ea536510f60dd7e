// Passkey-first accounts on SQLite and PostgreSQL, through the REST contract: 「パスワードを使わない」
// (only with a passkey and recovery codes, after a passkey step-up; the refusals say why), a password
// sign-in that then fails exactly like a wrong password, the passkey sign-in, the recovery (a recovery
// code, then the mailed code), the refusal to delete the last passkey, and 「パスワードを設定する」.
import { afterEach, describe, expect, it } from 'vitest';
import { SoftAuthenticator } from '../helpers/soft-authenticator';
import { testDialects } from '../helpers/test-databases';
import { chromeOnWindows } from '../helpers/user-agents';
import { startHarness, taro, type Harness } from './support';
import { stepUpWithPasskey } from './step-up-support';

const origin = 'http://localhost:3000';
const browser = { 'x-client-user-agent': chromeOnWindows, 'x-client-ip': '203.0.113.7' };
const newPassword = 'a brand new passphrase, twelve plus';

describe.each(testDialects)('passkey-first accounts (%s)', (dialect) => {
  let h: Harness;
  afterEach(async () => h?.close());

  const as = (token: string) => ({ 'x-session-token': token, ...browser });
  const device = () => [...h.devices.values()][0];

  async function addPasskey(token: string, authenticator: SoftAuthenticator, body: Record<string, unknown> = { currentPassword: taro.password }) {
    const start = await h.api('POST', '/v1/session/passkey-registrations', body, as(token));
    expect(start.statusCode, start.body).toBe(201);
    const { ceremonyId, options } = start.json();
    const done = await h.api('POST', `/v1/session/passkey-registrations/${ceremonyId}`, { response: authenticator.register(options) }, as(token));
    expect(done.statusCode, done.body).toBe(201);
    return done.json() as { id: string };
  }

  async function makeRecoveryCodes(token: string, body: Record<string, unknown> = { currentPassword: taro.password }) {
    const res = await h.api('POST', '/v1/session/recovery-codes', body, as(token));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().codes as string[];
  }

  const removePassword = (token: string) => h.api('POST', '/v1/session/password-removals', undefined, as(token));
  const recoveryLogin = (recoveryCode: string, identifier = taro.loginId) => {
    const deviceToken = device();
    return h.api('POST', '/v1/recovery-logins', { identifier, recoveryCode, ...(deviceToken ? { deviceToken } : {}) }, browser);
  };

  async function passkeySignIn(authenticator: SoftAuthenticator) {
    const start = (await h.api('POST', '/v1/passkey-sign-ins', undefined, browser)).json();
    const deviceToken = device();
    return h.api('POST', `/v1/passkey-sign-ins/${start.ceremonyId}`, { response: authenticator.authenticate(start.options), ...(deviceToken ? { deviceToken } : {}) }, browser);
  }

  /** An account with recovery codes and a passkey that has removed its password. */
  async function passkeyFirst() {
    h = await startHarness(dialect);
    const token = await h.signIn(browser);
    const codes = await makeRecoveryCodes(token);
    const authenticator = new SoftAuthenticator(origin);
    const passkey = await addPasskey(token, authenticator);
    expect((await stepUpWithPasskey(h, token, authenticator, browser)).statusCode).toBe(200);
    const removed = await removePassword(token);
    expect(removed.statusCode, removed.body).toBe(200);
    return { token, codes, authenticator, passkey, removed: removed.json() };
  }

  it('refuses 「パスワードを使わない」 without a passkey, then without recovery codes, and says why', async () => {
    h = await startHarness(dialect);
    const token = await h.signIn(browser);
    const noPasskey = await removePassword(token);
    expect(noPasskey.statusCode).toBe(409);
    expect(noPasskey.json()).toMatchObject({ code: 'PASSWORDLESS_NEEDS_PASSKEY' });
    const authenticator = new SoftAuthenticator(origin);
    await addPasskey(token, authenticator);
    const noCodes = await removePassword(token);
    expect(noCodes.statusCode).toBe(409);
    expect(noCodes.json()).toMatchObject({ code: 'PASSWORDLESS_NEEDS_RECOVERY_CODES' });
    const account = await h.service.db.selectFrom('accounts').select(['password_hash', 'passwordless_at']).executeTakeFirstOrThrow();
    expect(account.password_hash).not.toBeNull();
    expect(account.passwordless_at).toBeNull();
  });

  it('needs a fresh passkey proof: the password sign-in does not count once the account has a passkey', async () => {
    h = await startHarness(dialect);
    const token = await h.signIn(browser);
    await makeRecoveryCodes(token);
    const authenticator = new SoftAuthenticator(origin);
    await addPasskey(token, authenticator);
    const refused = await removePassword(token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'STEP_UP_REQUIRED', stepUpMethod: 'PASSKEY' });
    await stepUpWithPasskey(h, token, authenticator, browser);
    expect((await removePassword(token)).statusCode).toBe(200);
  });

  it('removes the password: mailed, in the activity, sessions kept, and said in the second factors', async () => {
    const { token, removed } = await passkeyFirst();
    expect(removed).toMatchObject({ passwordless: true, recoveryCodes: { remaining: 10 } });
    const account = await h.service.db.selectFrom('accounts').select(['password_hash', 'passwordless_at']).executeTakeFirstOrThrow();
    expect(account).toMatchObject({ password_hash: null, passwordless_at: expect.any(String) });
    const mail = (await h.mails(taro.email)).find((m) => m.subject.includes('パスワードを使わない'))!;
    expect(mail.subject).toBe('【アカウントポータル】パスワードを使わない設定にしました');
    expect(mail.text).toContain('パスキーを使えないとき');
    const event = await h.service.db.selectFrom('account_events').select('kind').where('kind', '=', 'password_removed').executeTakeFirst();
    expect(event).toBeDefined();
    expect((await h.api('GET', '/v1/session/second-factors', undefined, as(token))).json()).toMatchObject({ passwordless: true });
    expect((await removePassword(token)).json()).toMatchObject({ code: 'ALREADY_PASSWORDLESS' });
  });

  it('a 「心当たりがない」 report does not ask a passkey-first account to change a password it does not have; what was added since goes, and the mailed reset link signs in to a usable session', async () => {
    const { token, authenticator, codes } = await passkeyFirst();
    const signIn = (await h.api('GET', '/v1/session/events?limit=50', undefined, as(token))).json().events.find((e: { kind: string }) => e.kind === 'sign_in');
    expect((await h.api('POST', '/v1/session/not-me-reports', { eventId: signIn.id }, as(token))).statusCode).toBe(200);
    const account = await h.service.db.selectFrom('accounts').select(['must_change_password', 'must_change_reason']).executeTakeFirstOrThrow();
    expect(account).toEqual({ must_change_password: 0, must_change_reason: null });
    // The passkey and the recovery codes were made after the reported sign-in, so they went with the
    // report; the way back is the reset link it mailed, which gives the account a password, and the
    // session it opens is not held at a password dialog.
    expect((await passkeySignIn(authenticator)).statusCode).toBe(401);
    expect((await recoveryLogin(codes[0]!)).statusCode).toBe(401);
    expect((await h.resetPassword(await h.latestResetToken(), 'a brand new passphrase')).statusCode).toBeLessThan(300);
    const start = await h.startLogin(taro.loginId, 'a brand new passphrase', browser);
    const done = await h.verify(start.json().attemptId, await h.latestCode(), browser);
    expect(done.statusCode, done.body).toBe(201);
    expect((await h.api('GET', '/v1/session', undefined, as(done.json().token))).json().account).toMatchObject({ mustChangePassword: false });
  });

  it('answers a password sign-in like a wrong password (same status and body as an unknown account), and signs in with the passkey', async () => {
    const { authenticator } = await passkeyFirst();
    const unknown = await h.startLogin('nobody-here', taro.password, browser);
    const withOld = await h.startLogin(taro.loginId, taro.password, browser);
    const withEmpty = await h.startLogin(taro.email, 'anything at all', browser);
    for (const res of [withOld, withEmpty]) {
      expect(res.statusCode).toBe(unknown.statusCode);
      expect(res.json()).toEqual(unknown.json());
    }
    expect(unknown.statusCode).toBe(401);
    const signedIn = await passkeySignIn(authenticator);
    expect(signedIn.statusCode, signedIn.body).toBe(201);
  });

  it('recovers with a recovery code and the mailed code, once per code; never with a recovery code twice', async () => {
    const { codes } = await passkeyFirst();
    const start = await recoveryLogin(codes[0]!.toUpperCase());
    expect(start.statusCode, start.body).toBe(201);
    expect(start.json()).toMatchObject({ recovery: true, recoveryCodes: false, secondStep: 'mail_code' });
    const used = (await h.mails(taro.email)).find((m) => m.subject.includes('リカバリーコード'))!;
    expect(used.text).toContain('残りのリカバリーコードは9個です');
    // Another recovery code is no second step.
    const twice = await h.api('POST', `/v1/logins/${start.json().attemptId}/code-verifications`, { code: codes[1], method: 'recovery_code' }, browser);
    expect(twice.statusCode).toBe(400);
    const done = await h.verify(start.json().attemptId, await h.latestCode(), browser);
    expect(done.statusCode, done.body).toBe(201);
    const sessions = await h.service.db.selectFrom('sessions').select(['method', 'step_up_method']).execute();
    expect(sessions).toContainEqual({ method: 'recovery_code_code', step_up_method: 'PASSKEY' });
    // A recovered owner may add a passkey at once (the recovery stands in for the lost one), with no password.
    const recovered = done.json().token as string;
    await addPasskey(recovered, new SoftAuthenticator(origin), {});
    // The code is spent: it works no more.
    const again = await recoveryLogin(codes[0]!);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it('answers a recovery attempt like a wrong password for a wrong code, an unknown account and an account with a password', async () => {
    const { codes, authenticator } = await passkeyFirst();
    const wrong = await recoveryLogin('aaaaa-bbbbb');
    const unknown = await recoveryLogin(codes[1]!, 'nobody-here');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    // Give the account a password again: its recovery codes then no longer open a recovery.
    const signedIn = await passkeySignIn(authenticator);
    expect(signedIn.statusCode, signedIn.body).toBe(201);
    const token = signedIn.json().token as string;
    expect((await h.api('POST', '/v1/session/passwords', { newPassword }, as(token))).statusCode).toBe(200);
    const withPassword = await recoveryLogin(codes[1]!);
    expect(withPassword.statusCode).toBe(401);
    expect(withPassword.json()).toEqual(wrong.json());
    const failures = await h.service.db.selectFrom('accounts').select('failed_login_count').executeTakeFirstOrThrow();
    expect(Number(failures.failed_login_count)).toBeGreaterThan(0);
  });

  it('refuses to delete the last passkey (LAST_WAY_IN), needs no password to delete another, and regenerates recovery codes', async () => {
    const { token, authenticator, passkey } = await passkeyFirst();
    const last = await h.api('POST', `/v1/session/passkeys/${passkey.id}/deletion`, {}, as(token));
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ code: 'LAST_WAY_IN' });
    const second = await addPasskey(token, authenticator, {});
    expect((await h.api('POST', `/v1/session/passkeys/${passkey.id}/deletion`, {}, as(token))).statusCode).toBe(204);
    expect((await h.api('POST', `/v1/session/passkeys/${second.id}/deletion`, {}, as(token))).json()).toMatchObject({ code: 'LAST_WAY_IN' });
    const codes = await makeRecoveryCodes(token, {});
    expect(codes).toHaveLength(10);
  });

  it('「パスワードを設定する」: only without a password, after a passkey proof, with the policy; then the password signs in again', async () => {
    h = await startHarness(dialect);
    const plain = await h.signIn(browser);
    expect((await h.api('POST', '/v1/session/passwords', { newPassword }, as(plain))).json()).toMatchObject({ code: 'PASSWORD_ALREADY_SET' });
    await h.close();
    const { token, authenticator } = await passkeyFirst();
    expect((await h.api('POST', '/v1/session/passwords', { newPassword: 'short' }, as(token))).json()).toMatchObject({ code: 'PASSWORD_TOO_SHORT', field: 'newPassword' });
    h.clock.advance(6 * 60_000);
    expect((await h.api('POST', '/v1/session/passwords', { newPassword }, as(token))).json()).toMatchObject({ code: 'STEP_UP_REQUIRED', stepUpMethod: 'PASSKEY' });
    await stepUpWithPasskey(h, token, authenticator, browser);
    const set = await h.api('POST', '/v1/session/passwords', { newPassword }, as(token));
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ passwordless: false });
    expect((await h.mails(taro.email)).some((m) => m.subject === '【アカウントポータル】パスワードを設定しました')).toBe(true);
    expect((await h.startLogin(taro.loginId, newPassword, browser)).statusCode).toBe(201);
  });
});
