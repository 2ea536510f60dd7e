import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-databases';
import { startHarness, taro, type Harness } from './support';
import { stepUpWithCode } from './step-up-support';

const newPassword = 'kaki no tane 2027';

describe.each(testDialects)('signed-in password change (%s)', (dialect) => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness(dialect);
  });
  afterEach(async () => {
    await h?.close();
  });

  const change = (token: string | undefined, currentPassword: string, password = newPassword) =>
    h.api('PUT', '/v1/session/password', { currentPassword, newPassword: password }, token ? { 'x-session-token': token } : {});
  const session = (token: string) => h.api('GET', '/v1/session', undefined, { 'x-session-token': token });

  it('changes the password, keeps this session, ends the other one, and mails a notice', async () => {
    const here = await h.signIn();
    const elsewhere = await h.signIn();
    await h.service.db.updateTable('accounts').set({ must_change_password: 1 }).execute();
    const res = await change(here, taro.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().account).toMatchObject({ loginId: 'taro', mustChangePassword: false, mustChangePasswordReason: null });
    expect(res.json().session.expiresAt).toBe('2026-11-21T00:30:00.000Z');
    expect((await session(here)).statusCode).toBe(200);
    expect((await session(elsewhere)).statusCode).toBe(401);

    const notice = (await h.mails(taro.email)).find((m) => m.subject.includes('パスワードが変更されました'));
    expect(notice?.text).toContain('心当たりがない場合は');
    expect((await h.startLogin(taro.loginId, taro.password)).statusCode).toBe(401);
    expect((await h.startLogin(taro.loginId, newPassword)).statusCode).toBe(201);
  });

  it('answers 401 UNAUTHENTICATED without a live session', async () => {
    const token = await h.signIn();
    await h.api('DELETE', '/v1/session', undefined, { 'x-session-token': token });
    for (const res of [await change(undefined, taro.password), await change('unknown-token', taro.password), await change(token, taro.password)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
  });

  it('answers a wrong current password with 400 INVALID_CURRENT_PASSWORD, then 429 like a login', async () => {
    const token = await h.signIn();
    for (let i = 0; i < 4; i++) {
      const wrong = await change(token, 'not my password');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().code).toBe('INVALID_CURRENT_PASSWORD');
    }
    // Even the right password waits now: the delay is reserved before the verify.
    const limited = await change(token, taro.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 1 });
    expect((await h.service.db.selectFrom('accounts').select('failed_login_count').executeTakeFirstOrThrow()).failed_login_count).toBe(4);

    h.clock.advanceSeconds(1);
    expect((await change(token, taro.password)).statusCode).toBe(200);
  });

  it('lets only one of many parallel wrong guesses through before the delay applies', async () => {
    const token = await h.signIn();
    const results = await Promise.all(Array.from({ length: 10 }, () => change(token, 'not my password')));
    const codes = results.map((r) => r.json().code);
    expect(codes.filter((c) => c === 'INVALID_CURRENT_PASSWORD')).toHaveLength(4);
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS')).toHaveLength(6);
  });

  it('locks the account for a while after 10 wrong current passwords, and the session survives', async () => {
    const token = await h.signIn();
    for (let i = 0; i < 10; i++) {
      h.clock.advanceSeconds(31);
      // The sign-in counts as a step-up for 5 minutes; then the owner steps up with the mailed code and the password.
      if (i === 9) await stepUpWithCode(h, token, taro.email, taro.password);
      expect((await change(token, 'not my password')).json().code).toBe('INVALID_CURRENT_PASSWORD');
    }
    expect((await h.service.db.selectFrom('accounts').select('status').executeTakeFirstOrThrow()).status).toBe('locked');
    expect((await session(token)).statusCode).toBe(200);
    expect((await h.mails(taro.email)).some((m) => m.subject.includes('ロック'))).toBe(true);
  });

  it.each([
    ['PASSWORD_TOO_SHORT', 'short pass'],
    ['PASSWORD_TOO_LONG', 'x'.repeat(129)],
    ['PASSWORD_TOO_COMMON', '1q2w3e4r5t6y'],
    ['PASSWORD_CONTAINS_LOGIN_ID', 'hello TARO my friend'],
  ])('refuses a new password with 400 %s and keeps the old one', async (code, password) => {
    const token = await h.signIn();
    const res = await change(token, taro.password, password);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(code);
    expect((await h.startLogin(taro.loginId, taro.password)).statusCode).toBe(201);
  });

  it.each([
    [{ currentPassword: '', newPassword }, 'currentPassword'],
    [{ currentPassword: taro.password }, 'newPassword'],
    [{ currentPassword: taro.password, newPassword: 123456789012 }, 'newPassword'],
    [{ currentPassword: taro.password, newPassword, confirm: newPassword }, 'confirm'],
    [{ currentPassword: 'x'.repeat(1025), newPassword }, 'currentPassword'],
  ])('answers 400 VALIDATION_FAILED to bad input (%#)', async (payload, field) => {
    const token = await h.signIn();
    const res = await h.api('PUT', '/v1/session/password', payload, { 'x-session-token': token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', field });
  });
});
