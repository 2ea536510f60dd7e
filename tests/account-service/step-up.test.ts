// Step-up on SQLite and PostgreSQL: every sensitive action refused without a fresh proof of the
// account's strongest method (403 STEP_UP_REQUIRED naming it), accepted within 5 minutes of one,
// refused after; a sign-in counts as a proof of its own kind; a weaker proof never counts; the mailed
// code's rules (wrong, replayed, expired, another session's, too many tries) and its throttling; the
// passkey's (another account's passkey, a replayed ceremony).
import { afterEach, describe, expect, it } from 'vitest';
import { createAccount } from '../../src/account-service/accounts/account-admin.service';
import { SoftAuthenticator } from '../helpers/soft-authenticator';
import { testDialects } from '../helpers/test-databases';
import { chromeOnWindows } from '../helpers/user-agents';
import { startHarness, taro, type Harness } from './support';
import { startStepUpWithCode, stepUpCodeOf, stepUpWithPasskey } from './step-up-support';

const origin = 'http://localhost:3000';
const browser = { 'x-client-user-agent': chromeOnWindows, 'x-client-ip': '203.0.113.7' };
const admin = { loginId: 'hanako', email: 'hanako@example.com', password: 'an administrator passphrase', name: '管理 花子', nameKana: 'カンリ ハナコ', role: 'admin' };

describe.each(testDialects)('step-up (%s)', (dialect) => {
  let h: Harness;
  afterEach(async () => h?.close());

  const as = (token: string) => ({ 'x-session-token': token, ...browser });
  const emailChange = (token: string, newEmail = 'taro.new@example.com') => h.api('POST', '/v1/session/email-changes', { newEmail, currentPassword: taro.password }, as(token));
  const status = async (token: string) => (await h.api('GET', '/v1/session/step-up', undefined, as(token))).json();

  async function signInAs(who: { loginId: string; password: string; email: string }) {
    const start = await h.startLogin(who.loginId, who.password, browser);
    expect(start.statusCode, start.body).toBe(201);
    const res = await h.verify(start.json().attemptId, await h.latestCode(who.email), browser);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().token as string;
  }

  async function addPasskey(token: string, authenticator: SoftAuthenticator) {
    const start = await h.api('POST', '/v1/session/passkey-registrations', { currentPassword: taro.password }, as(token));
    expect(start.statusCode, start.body).toBe(201);
    const { ceremonyId, options } = start.json();
    const added = await h.api('POST', `/v1/session/passkey-registrations/${ceremonyId}`, { response: authenticator.register(options) }, as(token));
    expect(added.statusCode, added.body).toBe(201);
    return added.json() as { id: string };
  }

  it('counts a password + mailed-code sign-in as a fresh proof for 5 minutes, then asks for the mailed code with the password', async () => {
    h = await startHarness(dialect);
    const token = await h.signIn(browser);
    expect(await status(token)).toMatchObject({ methods: ['EMAIL_CODE_AND_PASSWORD'], requiredMethod: 'EMAIL_CODE_AND_PASSWORD' });
    expect((await status(token)).freshUntil).not.toBeNull();
    h.clock.advanceMinutes(4);
    expect((await emailChange(token)).statusCode).toBe(202);

    h.clock.advanceMinutes(2);
    const refused = await emailChange(token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'STEP_UP_REQUIRED', stepUpMethod: 'EMAIL_CODE_AND_PASSWORD' });
    expect((await status(token)).freshUntil).toBeNull();

    const sent = await startStepUpWithCode(h, token, browser);
    expect(sent).toMatchObject({ maskedEmail: expect.stringContaining('@example.com') });
    const mail = (await h.mails(taro.email))[0]!;
    expect(mail.subject).toContain('本人確認用のコード');
    // It names the device that asked (review L6): a code asked for elsewhere is not to be given.
    expect(mail.text).toContain('端末: WindowsのChrome');
    expect(mail.text).toContain('IPアドレス: 203.0.113.7');
    const proven = await h.api('POST', '/v1/session/step-up/email-code-verifications', { code: stepUpCodeOf(mail.text), password: taro.password }, as(token));
    expect(proven.statusCode, proven.body).toBe(200);
    expect(proven.json().freshUntil).toBe(new Date(h.clock.now().getTime() + 5 * 60_000).toISOString());
    expect((await emailChange(token)).statusCode).toBe(202);

    h.clock.advanceMinutes(5);
    expect((await emailChange(token)).json()).toMatchObject({ code: 'STEP_UP_REQUIRED' });
  });

  it('guards every sensitive action of a user and of an administrator, and lets each through after a step-up', async () => {
    h = await startHarness(dialect);
    await createAccount(h.service.db, admin, h.clock);
    const user = await h.signIn(browser);
    const adminToken = await signInAs(admin);
    const taroCode = (await h.service.db.selectFrom('accounts').select('account_code').where('login_id', '=', 'taro').executeTakeFirstOrThrow()).account_code;
    const calls: [string, string, string, unknown][] = [
      [user, 'POST', '/v1/session/email-changes', { newEmail: 'taro.new@example.com', currentPassword: taro.password }],
      [user, 'PUT', '/v1/session/password', { currentPassword: taro.password, newPassword: 'a brand new passphrase' }],
      [user, 'POST', '/v1/session/passkey-registrations', { currentPassword: taro.password }],
      [user, 'POST', '/v1/session/passkeys/01ARZ3NDEKTSV4RRFFQ69G5FAV/deletion', { currentPassword: taro.password }],
      [adminToken, 'POST', `/v1/admin/accounts/${taroCode}/actions`, { action: 'unlock' }],
      [adminToken, 'POST', '/v1/admin/invitations', { loginId: 'newbie', email: 'newbie@example.jp', name: '新人' }],
      [adminToken, 'POST', '/v1/admin/oauth-clients', { name: 'アプリ', redirectUris: ['https://app.example.jp/cb'], public: true, scopes: ['openid'] }],
      [adminToken, 'POST', '/v1/admin/oauth-clients/unknown-client/secret-rotations', undefined],
      [adminToken, 'POST', '/v1/admin/oauth-clients/unknown-client/disabling', undefined],
    ];
    h.clock.advanceMinutes(6);
    for (const [token, method, url, body] of calls) {
      const res = await h.api(method as 'POST', url, body, as(token));
      expect([url, res.statusCode, res.json()]).toEqual([url, 403, expect.objectContaining({ code: 'STEP_UP_REQUIRED', stepUpMethod: 'EMAIL_CODE_AND_PASSWORD' })]);
    }
    // Reading is never guarded.
    expect((await h.api('GET', '/v1/admin/oauth-clients', undefined, as(adminToken))).statusCode).toBe(200);
    expect((await h.api('GET', '/v1/session/passkeys', undefined, as(user))).statusCode).toBe(200);

    for (const [token, who] of [[user, taro], [adminToken, admin]] as const) {
      await startStepUpWithCode(h, token, browser);
      const code = stepUpCodeOf((await h.mails(who.email))[0]!.text);
      expect((await h.api('POST', '/v1/session/step-up/email-code-verifications', { code, password: who.password }, as(token))).statusCode).toBe(200);
    }
    for (const [token, method, url, body] of calls) {
      const res = await h.api(method as 'POST', url, body, as(token));
      expect([url, res.statusCode === 403 ? res.json().code : 'passed']).not.toEqual([url, 'STEP_UP_REQUIRED']);
    }
  });

  it('asks an account with a passkey for a passkey: its password sign-in and a mailed code are weaker and do not count', async () => {
    h = await startHarness(dialect);
    const token = await h.signIn(browser);
    const authenticator = new SoftAuthenticator(origin);
    await addPasskey(token, authenticator);
    // Fresh as it is, this session's proof is a password sign-in: weaker than the passkey the account now has.
    expect(await status(token)).toMatchObject({ methods: ['PASSKEY', 'EMAIL_CODE_AND_PASSWORD'], requiredMethod: 'PASSKEY', freshUntil: null });
    expect((await emailChange(token)).json()).toMatchObject({ code: 'STEP_UP_REQUIRED', stepUpMethod: 'PASSKEY' });
    // The weaker method cannot even be started or finished: it would not count.
    expect((await h.api('POST', '/v1/session/step-up/email-codes', undefined, as(token))).json()).toMatchObject({ code: 'STEP_UP_REQUIRED', stepUpMethod: 'PASSKEY' });
    expect((await h.api('POST', '/v1/session/step-up/email-code-verifications', { code: '123456', password: taro.password }, as(token))).json()).toMatchObject({ code: 'STEP_UP_REQUIRED', stepUpMethod: 'PASSKEY' });
    expect((await h.api('POST', '/v1/session/step-up/authenticator-app-verifications', { code: '123456' }, as(token))).json()).toMatchObject({ code: 'STEP_UP_REQUIRED', stepUpMethod: 'PASSKEY' });

    const proven = await stepUpWithPasskey(h, token, authenticator, browser);
    expect(proven.statusCode, proven.body).toBe(200);
    expect((await emailChange(token)).statusCode).toBe(202);
    h.clock.advanceMinutes(5);
    expect((await emailChange(token)).json()).toMatchObject({ code: 'STEP_UP_REQUIRED', stepUpMethod: 'PASSKEY' });
  });

  it('counts a passkey sign-in as a fresh passkey proof', async () => {
    h = await startHarness(dialect);
    const authenticator = new SoftAuthenticator(origin);
    await addPasskey(await h.signIn(browser), authenticator);
    const start = (await h.api('POST', '/v1/passkey-sign-ins', undefined, browser)).json();
    const grant = await h.api('POST', `/v1/passkey-sign-ins/${start.ceremonyId}`, { response: authenticator.authenticate(start.options) }, browser);
    const token = grant.json().token as string;
    expect((await status(token)).freshUntil).not.toBeNull();
    expect((await emailChange(token)).statusCode).toBe(202);
  });

  it('refuses another account\'s passkey, a replayed ceremony and a ceremony of another session', async () => {
    h = await startHarness(dialect);
    await createAccount(h.service.db, admin, h.clock);
    const token = await h.signIn(browser);
    const mine = new SoftAuthenticator(origin);
    await addPasskey(token, mine);
    // Hanako's passkey, registered by her own session.
    const hers = new SoftAuthenticator(origin);
    const hanako = await signInAs(admin);
    const reg = (await h.api('POST', '/v1/session/passkey-registrations', { currentPassword: admin.password }, as(hanako))).json();
    expect((await h.api('POST', `/v1/session/passkey-registrations/${reg.ceremonyId}`, { response: hers.register(reg.options) }, as(hanako))).statusCode).toBe(201);

    const start = (await h.api('POST', '/v1/session/step-up/passkey-assertions', undefined, as(token))).json();
    expect(start.options.allowCredentials).toHaveLength(1);
    const foreign = await h.api('POST', `/v1/session/step-up/passkey-assertions/${start.ceremonyId}`, { response: hers.authenticate(start.options) }, as(token));
    expect(foreign.json()).toMatchObject({ code: 'PASSKEY_VERIFICATION_FAILED' });
    // That ceremony is used up, even by the right passkey.
    const replayed = await h.api('POST', `/v1/session/step-up/passkey-assertions/${start.ceremonyId}`, { response: mine.authenticate(start.options) }, as(token));
    expect(replayed.json()).toMatchObject({ code: 'PASSKEY_VERIFICATION_FAILED' });
    // Another session of the same account cannot finish this session's ceremony.
    const other = await h.signIn(browser);
    const next = (await h.api('POST', '/v1/session/step-up/passkey-assertions', undefined, as(token))).json();
    expect((await h.api('POST', `/v1/session/step-up/passkey-assertions/${next.ceremonyId}`, { response: mine.authenticate(next.options) }, as(other))).json()).toMatchObject({ code: 'PASSKEY_VERIFICATION_FAILED' });
    expect((await status(token)).freshUntil).toBeNull();
  });

  it('refuses wrong, replayed, expired and other sessions\' codes, and a wrong password, with the sign-in code\'s limits', async () => {
    h = await startHarness(dialect);
    const token = await h.signIn(browser);
    h.clock.advanceMinutes(6);
    const verify = (code: string, password = taro.password, who = token) => h.api('POST', '/v1/session/step-up/email-code-verifications', { code, password }, as(who));
    expect((await verify('123456')).json()).toMatchObject({ code: 'CODE_EXPIRED' });

    await startStepUpWithCode(h, token, browser);
    const code = stepUpCodeOf((await h.mails(taro.email))[0]!.text);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await verify(wrong)).json()).toMatchObject({ code: 'INVALID_CODE', attemptsRemaining: 4 });
    expect((await verify(code, 'not the password')).json()).toMatchObject({ code: 'INVALID_CURRENT_PASSWORD' });
    expect((await verify('12345')).json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'code' });
    // Bound to the session that asked for it.
    const other = await h.signIn(browser);
    h.clock.advanceMinutes(6);
    expect((await verify(code, taro.password, other)).json()).toMatchObject({ code: 'CODE_EXPIRED' });
    expect((await verify(code)).statusCode).toBe(200);
    expect((await verify(code)).json()).toMatchObject({ code: 'CODE_EXPIRED' });

    // Expired after 10 minutes.
    h.clock.advanceMinutes(1);
    await startStepUpWithCode(h, token, browser);
    const late = stepUpCodeOf((await h.mails(taro.email))[0]!.text);
    h.clock.advanceMinutes(11);
    expect((await verify(late)).json()).toMatchObject({ code: 'CODE_EXPIRED' });

    // Five wrong codes void it, the right one included.
    await startStepUpWithCode(h, token, browser);
    const fresh = stepUpCodeOf((await h.mails(taro.email))[0]!.text);
    const miss = fresh === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) expect((await verify(miss)).json().code).toBe('INVALID_CODE');
    expect((await verify(miss)).json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect((await verify(fresh)).json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
  });

  it('a new code replaces the older one; mails are 60 s apart and at most 4 an hour per account', async () => {
    h = await startHarness(dialect);
    const token = await h.signIn(browser);
    const send = () => h.api('POST', '/v1/session/step-up/email-codes', undefined, as(token));
    expect((await send()).statusCode).toBe(201);
    const first = stepUpCodeOf((await h.mails(taro.email))[0]!.text);
    const tooSoon = await send();
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({ code: 'RESEND_TOO_SOON', retryAfterSeconds: 60 });
    h.clock.advanceSeconds(61);
    expect((await send()).statusCode).toBe(201);
    const second = stepUpCodeOf((await h.mails(taro.email))[0]!.text);
    if (first !== second) {
      expect((await h.api('POST', '/v1/session/step-up/email-code-verifications', { code: first, password: taro.password }, as(token))).json()).toMatchObject({ code: 'INVALID_CODE' });
    }
    for (let i = 0; i < 2; i++) {
      h.clock.advanceSeconds(61);
      expect((await send()).statusCode).toBe(201);
    }
    h.clock.advanceSeconds(61);
    // A second session of the same account shares the account's limit.
    const other = await h.signIn(browser);
    const limited = await h.api('POST', '/v1/session/step-up/email-codes', undefined, as(other));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RESEND_LIMIT_REACHED' });
    h.clock.advanceMinutes(60);
    const later = await h.signIn(browser);
    expect((await h.api('POST', '/v1/session/step-up/email-codes', undefined, as(later))).statusCode).toBe(201);
  });

  it('answers 401 without a session, and never shows a code or its hash', async () => {
    h = await startHarness(dialect);
    expect((await h.api('GET', '/v1/session/step-up', undefined, browser)).statusCode).toBe(401);
    expect((await h.api('POST', '/v1/session/step-up/email-codes', undefined, browser)).statusCode).toBe(401);
    const token = await h.signIn(browser);
    const sent = await h.api('POST', '/v1/session/step-up/email-codes', undefined, as(token));
    const code = stepUpCodeOf((await h.mails(taro.email))[0]!.text);
    expect(sent.body).not.toContain(code);
    const row = await h.service.db.selectFrom('step_up_codes').selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(code);
  });
});
