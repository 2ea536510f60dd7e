// The authenticator app (TOTP) on SQLite and PostgreSQL: enrolment (password first, then one code),
// sign-in with the app's code instead of a mailed one, the mailed fallback, codes accepted once (also
// under 20 parallel tries), wrong / expired / replayed / full-width codes, the shared throttling,
// the secret sealed in the database and the key's rotation.
import { afterEach, describe, expect, it } from 'vitest';
import { buildAccountService } from '../../src/account-service/app';
import { base32Decode, hotp } from '../../src/account-service/authenticator/totp';
import { keyOf, open } from '../../src/account-service/authenticator/secret-box';
import { resealAuthenticator } from '../../src/account-service/authenticator/authenticator.repository';
import { runAccountsCommand } from '../../src/account-service/cli/accounts-cli';
import { testDialects } from '../helpers/test-databases';
import { appCode, fullWidth } from '../helpers/totp';
import { startHarness, taro, type Harness } from './support';

const browser = { 'x-client-user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'x-client-ip': '203.0.113.7' };
const withPassword = { currentPassword: taro.password };

describe('RFC 6238 test vectors (SHA-1)', () => {
  it('the portal and the test app compute the RFC codes', () => {
    const secret = Buffer.from('12345678901234567890');
    const vectors: Array<[number, string]> = [[59, '94287082'], [1111111109, '07081804'], [1234567890, '89005924'], [2000000000, '69279037']];
    for (const [seconds, code] of vectors) {
      expect(appCode(secret, new Date(seconds * 1000), 8)).toBe(code);
      expect(hotp(secret, Math.floor(seconds / 30))).toBe(code.slice(2));
    }
  });
});

describe.each(testDialects)('authenticator app (%s)', (dialect) => {
  let h: Harness;
  afterEach(async () => h?.close());
  const as = (token: string) => ({ 'x-session-token': token, ...browser });

  async function enrolled(options: Parameters<typeof startHarness>[1] = {}) {
    h = await startHarness(dialect, options);
    const token = await h.signIn(browser);
    const start = await h.api('POST', '/v1/session/authenticator-app/enrolments', withPassword, as(token));
    expect(start.statusCode, start.body).toBe(201);
    const { secret, otpauthUri } = start.json() as { secret: string; otpauthUri: string };
    const confirm = await h.api('POST', '/v1/session/authenticator-app/confirmations', { code: appCode(secret, h.clock.now()) }, as(token));
    expect(confirm.statusCode, confirm.body).toBe(200);
    // The next code: the confirming step is spent.
    h.clock.advanceSeconds(30);
    return { token, secret, otpauthUri, factors: confirm.json() };
  }

  async function appAttempt() {
    const start = await h.startLogin(taro.loginId, taro.password, browser);
    expect(start.statusCode, start.body).toBe(201);
    expect(start.json()).toMatchObject({ secondStep: 'authenticator_app' });
    return start.json().attemptId as string;
  }

  it('enrols with the current password and one code; a notice mail and an event; sign-in then asks for the app and mails nothing', async () => {
    const { secret, otpauthUri, factors } = await enrolled();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/.+:taro\?/);
    expect(factors.authenticatorApp).toEqual({ confirmedAt: expect.any(String) });
    expect((await h.mails(taro.email))[0]!.subject).toBe('【アカウントポータル】認証アプリが設定されました');
    const kinds = (await h.service.db.selectFrom('account_events').select('kind').execute()).map((e) => e.kind);
    expect(kinds).toContain('authenticator_added');

    const before = (await h.mails(taro.email)).length;
    const attemptId = await appAttempt();
    expect(await h.mails(taro.email)).toHaveLength(before);
    const res = await h.verify(attemptId, appCode(secret, h.clock.now()), browser);
    expect(res.statusCode, res.body).toBe(201);
    const methods = (await h.service.db.selectFrom('sessions').select('method').execute()).map((row) => row.method);
    expect(methods.sort()).toEqual(['password_code', 'password_app'].sort());
  });

  it('needs the current password to start, and a code of the new secret to count', async () => {
    h = await startHarness(dialect);
    const token = await h.signIn(browser);
    const wrong = await h.api('POST', '/v1/session/authenticator-app/enrolments', { currentPassword: 'not the password at all' }, as(token));
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CURRENT_PASSWORD' });
    const start = await h.api('POST', '/v1/session/authenticator-app/enrolments', withPassword, as(token));
    const { secret } = start.json() as { secret: string };
    const bad = await h.api('POST', '/v1/session/authenticator-app/confirmations', { code: appCode(secret, new Date(h.clock.now().getTime() + 120_000)) }, as(token));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'INVALID_CODE' });
    // Not confirmed: sign-in still mails the code.
    expect((await h.startLogin(taro.loginId, taro.password, browser)).json()).toMatchObject({ secondStep: 'mail_code' });
    h.clock.advanceMinutes(11);
    const late = await h.api('POST', '/v1/session/authenticator-app/confirmations', { code: appCode(secret, h.clock.now()) }, as(token));
    expect(late.json()).toMatchObject({ code: 'AUTHENTICATOR_NOT_PENDING' });
  });

  it('accepts the neighbouring steps, refuses older ones, a replayed code, and takes full-width digits', async () => {
    const { secret } = await enrolled();
    h.clock.advanceSeconds(60);
    const now = () => h.clock.now().getTime();
    // One step behind (a slow phone) is fine…
    const slow = await h.verify(await appAttempt(), appCode(secret, new Date(now() - 30_000)), browser);
    expect(slow.statusCode, slow.body).toBe(201);
    // …but the same code again, or an older one, never.
    const replay = await h.verify(await appAttempt(), appCode(secret, new Date(now() - 30_000)), browser);
    expect(replay.json()).toMatchObject({ code: 'INVALID_CODE', attemptsRemaining: 4 });
    const expired = await h.verify(await appAttempt(), appCode(secret, new Date(now() - 60_000)), browser);
    expect(expired.json()).toMatchObject({ code: 'INVALID_CODE' });
    // Full-width digits from an IME, one step ahead.
    const typed = await h.verify(await appAttempt(), fullWidth(appCode(secret, new Date(now() + 30_000))), browser);
    expect(typed.statusCode, typed.body).toBe(201);
    // The current step is older than the one just used: refused.
    const older = await h.verify(await appAttempt(), appCode(secret, h.clock.now()), browser);
    expect(older.json()).toMatchObject({ code: 'INVALID_CODE' });
  });

  it('five wrong codes void the attempt, and the failures are on the record like mailed codes', async () => {
    const { secret } = await enrolled();
    const attemptId = await appAttempt();
    for (let i = 1; i <= 4; i += 1) expect((await h.verify(attemptId, '000000', browser)).json()).toMatchObject({ code: 'INVALID_CODE', attemptsRemaining: 5 - i });
    const fifth = await h.verify(attemptId, '000001', browser);
    expect(fifth.statusCode).toBe(410);
    expect(fifth.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    const right = await h.verify(attemptId, appCode(secret, h.clock.now()), browser);
    expect(right.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    const failed = await h.service.db.selectFrom('account_events').select(['kind', 'count']).where('kind', '=', 'sign_in_failed').execute();
    expect(failed.reduce((n, e) => n + e.count, 0)).toBe(5);
  });

  it('「メールで確認コードを受け取る」: the resend mails a code at once and the attempt then takes the mailed one', async () => {
    const { secret } = await enrolled();
    const attemptId = await appAttempt();
    const resend = await h.api('POST', `/v1/logins/${attemptId}/code-resends`, undefined, browser);
    expect(resend.statusCode, resend.body).toBe(200);
    expect(resend.json()).toMatchObject({ secondStep: 'mail_code', resendsRemaining: 2 });
    // The app's code no longer answers this attempt; the mailed one does.
    expect((await h.verify(attemptId, appCode(secret, h.clock.now()), browser)).json()).toMatchObject({ code: 'INVALID_CODE' });
    const res = await h.verify(attemptId, await h.latestCode(), browser);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('one code, 20 parallel sign-ins: exactly one opens a session', async () => {
    const { secret } = await enrolled();
    const attempts = [];
    for (let i = 0; i < 20; i += 1) attempts.push(await appAttempt());
    const code = appCode(secret, h.clock.now());
    const results = await Promise.all(attempts.map((id) => h.verify(id, code, browser)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 201)) expect(r.json()).toMatchObject({ code: 'INVALID_CODE' });
  });

  it('keeps the secret sealed (AES-256-GCM under the key id), and a rotated key still opens it and seals it anew', async () => {
    const oldKey = Buffer.alloc(32, 7);
    const { secret } = await enrolled({ authenticatorKeys: { current: oldKey } });
    const row = await h.service.db.selectFrom('authenticator_apps').selectAll().executeTakeFirstOrThrow();
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(secret);
    expect(stored).not.toContain(Buffer.from(secret).toString('hex'));
    const firstKeyId = row.key_id;
    // The same database under a new key, with the old one as the previous.
    const url = h.databaseUrl;
    await h.service.close();
    const service = await buildAccountService({
      databaseUrl: url, serviceToken: 'test-service-token-0123456789abcdef', publicUrl: 'http://localhost:3000', devMailbox: true,
      sessionIdleMinutes: 30, sessionAbsoluteHours: 12, clock: h.clock, mailPollIntervalMs: 60_000,
      authenticatorKeys: { current: Buffer.alloc(32, 9), previous: oldKey },
    });
    try {
      const auth = { authorization: 'Bearer test-service-token-0123456789abcdef', ...browser };
      const start = await service.app.inject({ method: 'POST', url: '/v1/logins', headers: auth, payload: { identifier: taro.loginId, password: taro.password } });
      const res = await service.app.inject({ method: 'POST', url: `/v1/logins/${start.json().attemptId}/code-verifications`, headers: auth, payload: { code: appCode(secret, h.clock.now()) } });
      expect(res.statusCode, res.body).toBe(201);
      const resealed = await service.db.selectFrom('authenticator_apps').select('key_id').executeTakeFirstOrThrow();
      expect(resealed.key_id).not.toBe(firstKeyId);
    } finally {
      await service.close();
    }
  });

  it('`accounts authenticator rekey` seals every secret under the current key at once; one it cannot open is named, and the run fails', async () => {
    const oldKey = Buffer.alloc(32, 7);
    const newKey = Buffer.alloc(32, 9);
    const { secret } = await enrolled({ authenticatorKeys: { current: oldKey } });
    const db = h.service.db;
    const sealedBefore = await db.selectFrom('authenticator_apps').selectAll().executeTakeFirstOrThrow();
    // Without the new key set, nothing to seal with.
    await expect(runAccountsCommand(db, ['authenticator', 'rekey'], { publicUrl: 'http://localhost:3000' })).rejects.toMatchObject({ code: 'MISSING_OPTION' });
    // The previous key missing: the secret opens with neither key; named by login ID, left as it was.
    await expect(runAccountsCommand(db, ['authenticator', 'rekey'], { publicUrl: 'http://localhost:3000', authenticatorKeys: { current: newKey } })).rejects.toMatchObject({
      code: 'SECRETS_UNREADABLE',
      messageEn: expect.stringContaining(': taro.'),
    });
    expect(await db.selectFrom('authenticator_apps').selectAll().executeTakeFirstOrThrow()).toEqual(sealedBefore);

    const lines = await runAccountsCommand(db, ['authenticator', 'rekey'], { publicUrl: 'http://localhost:3000', authenticatorKeys: { current: newKey, previous: oldKey } });
    expect(lines.join('\n')).toContain('Sealed again: 1');
    expect(lines.join('\n')).toContain('TOTP_ENCRYPTION_KEY_PREVIOUS can go');
    const after = await db.selectFrom('authenticator_apps').selectAll().executeTakeFirstOrThrow();
    expect(after.key_id).toBe(keyOf(newKey).id);
    expect(JSON.stringify(after)).not.toContain(secret);
    // The new key alone opens it now: the app's code signs in with no previous key given.
    expect(await open(db, { current: keyOf(newKey) }, { keyId: after.key_id, ciphertext: after.secret_ciphertext }, after.account_id)).toEqual(base32Decode(secret));
    // A row read before an enrolment replaced it (an instance still on the old key, say) is not written
    // over: the reseal matches the very ciphertext it read.
    const stale = { ...after, secret_ciphertext: sealedBefore.secret_ciphertext, key_id: after.key_id };
    expect(await resealAuthenticator(db, stale, { keyId: 'other', ciphertext: 'x' })).toBe(false);
    expect(await db.selectFrom('authenticator_apps').selectAll().executeTakeFirstOrThrow()).toEqual(after);
    // A second run has nothing to do.
    expect((await runAccountsCommand(db, ['authenticator', 'rekey'], { publicUrl: 'http://localhost:3000', authenticatorKeys: { current: newKey } })).join('\n')).toContain('Sealed again: 0');
  });

  it('removes the app with the current password: a notice, an event, and sign-in mails the code again', async () => {
    const { token } = await enrolled();
    const res = await h.api('POST', '/v1/session/authenticator-app/removals', withPassword, as(token));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ authenticatorApp: null });
    expect((await h.mails(taro.email))[0]!.subject).toBe('【アカウントポータル】認証アプリが削除されました');
    expect((await h.startLogin(taro.loginId, taro.password, browser)).json()).toMatchObject({ secondStep: 'mail_code' });
    const again = await h.api('POST', '/v1/session/authenticator-app/removals', withPassword, as(token));
    expect(again.json()).toMatchObject({ code: 'AUTHENTICATOR_NOT_FOUND' });
  });
});
