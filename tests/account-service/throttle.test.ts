import { afterEach, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-databases';
import { clearAccountLoginDelays } from '../../src/account-service/throttle/throttle.service';
import { startHarness, taro, type Harness } from './support';

describe.each(testDialects)('throttling (%s)', (dialect) => {
  let h: Harness | undefined;
  afterEach(async () => {
    await h?.close();
    h = undefined;
  });

  /** Fails once after waiting out any delay; returns the answer. */
  async function failOnce(harness: Harness, identifier: string) {
    harness.clock.advanceSeconds(31);
    return harness.startLogin(identifier, 'definitely the wrong password');
  }

  it('delays after repeated failures, before the password is even checked, for known and unknown identifiers alike', async () => {
    h = await startHarness(dialect);
    for (const identifier of [taro.loginId, 'nobody-here']) {
      for (let i = 0; i < 3; i++) expect((await h.startLogin(identifier, 'wrong password')).statusCode).toBe(401);
      expect((await h.startLogin(identifier, 'wrong password')).statusCode).toBe(401); // 4th failure: 1 s delay follows
      const delayed = await h.startLogin(identifier, taro.password);
      expect(delayed.statusCode).toBe(429);
      expect(delayed.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: expect.any(String), retryAfterSeconds: 1 });
      h.clock.advanceSeconds(1);
      expect((await h.startLogin(identifier, 'wrong password')).statusCode).toBe(401); // 5th: 2 s
      h.clock.advanceSeconds(1);
      expect((await h.startLogin(identifier, taro.password)).json().retryAfterSeconds).toBe(1);
      h.clock.advanceSeconds(1);
    }
    // After the delay the right password works, and success forgets the failures.
    expect((await h.startLogin()).statusCode).toBe(201);
    for (let i = 0; i < 3; i++) expect((await h.startLogin(taro.loginId, 'wrong password')).statusCode).toBe(401);
  });

  it('answers a delayed try with 429 before anything else: nothing is checked or counted', async () => {
    h = await startHarness(dialect);
    for (let i = 0; i < 4; i++) expect((await h.startLogin(taro.loginId, 'wrong password')).statusCode).toBe(401);
    for (let i = 0; i < 10; i++) expect((await h.startLogin(taro.loginId, 'wrong password')).json().retryAfterSeconds).toBe(1);
    const row = await h.service.db.selectFrom('accounts').select(['status', 'failed_login_count']).where('login_id', '=', 'taro').executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'active', failed_login_count: 4 });
    h.clock.advanceSeconds(1);
    expect((await h.startLogin()).statusCode).toBe(201);
  });

  it('forgets the delays of both of an account\'s identifiers on request', async () => {
    h = await startHarness(dialect);
    for (const identifier of [taro.loginId, taro.email]) {
      for (let i = 0; i < 4; i++) await h.startLogin(identifier, 'wrong password');
      expect((await h.startLogin(identifier)).statusCode).toBe(429);
    }
    await clearAccountLoginDelays(h.service.db, { login_id_normalized: 'taro', email_normalized: 'taro.yamada@example.com' });
    expect((await h.startLogin(taro.loginId)).statusCode).toBe(201);
    expect((await h.startLogin(taro.email)).statusCode).toBe(201);
  });

  it('locks the account for 15 minutes after 10 consecutive failures and mails the owner', async () => {
    h = await startHarness(dialect);
    for (let i = 0; i < 10; i++) expect((await failOnce(h, taro.loginId)).statusCode).toBe(401);

    const account = await h.service.db.selectFrom('accounts').selectAll().where('login_id', '=', 'taro').executeTakeFirstOrThrow();
    expect(account.status).toBe('locked');
    expect(account.locked_until).toBe(new Date(h.clock.now().getTime() + 15 * 60_000).toISOString());
    const notices = await h.mails(taro.email);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.subject).toContain('ロック');
    expect(notices[0]?.text).toContain('/passwordReissue');

    // Locked: even the right password gets the same 401 as everything else.
    h.clock.advanceSeconds(1);
    const whileLocked = await h.startLogin();
    expect(whileLocked.statusCode).toBe(401);
    expect(whileLocked.json().code).toBe('INVALID_CREDENTIALS');

    h.clock.advanceMinutes(15);
    expect((await h.startLogin()).statusCode).toBe(201);
    const after = await h.service.db.selectFrom('accounts').select(['status', 'locked_until', 'failed_login_count']).where('login_id', '=', 'taro').executeTakeFirstOrThrow();
    expect(after).toEqual({ status: 'active', locked_until: null, failed_login_count: 0 });
  });

  it('limits login starts per client IP', async () => {
    h = await startHarness(dialect, { throttle: { perIpLoginLimit: 3, perIpLoginWindowSeconds: 60 } });
    const ip = { 'x-client-ip': '203.0.113.7' };
    for (let i = 0; i < 3; i++) expect((await h.startLogin(taro.loginId, taro.password, ip)).statusCode).toBe(201);
    const limited = await h.startLogin(taro.loginId, taro.password, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 60 });
    expect((await h.startLogin(taro.loginId, taro.password, { 'x-client-ip': '198.51.100.1' })).statusCode).toBe(201);
    h.clock.advanceSeconds(60);
    expect((await h.startLogin(taro.loginId, taro.password, ip)).statusCode).toBe(201);
  });

  it('counts an IPv6 client by its /64, and an IPv4-mapped address as its IPv4 one', async () => {
    h = await startHarness(dialect, { throttle: { perIpLoginLimit: 3, perIpLoginWindowSeconds: 60 } });
    // Three addresses of one /64: one budget.
    for (const ip of ['2001:db8:1:2::1', '2001:db8:1:2::abcd', '2001:db8:1:2:ffff:ffff:ffff:ffff']) {
      expect((await h.startLogin(taro.loginId, taro.password, { 'x-client-ip': ip })).statusCode).toBe(201);
    }
    expect((await h.startLogin(taro.loginId, taro.password, { 'x-client-ip': '2001:db8:1:2:5::9' })).statusCode).toBe(429);
    // The next /64 is another client.
    expect((await h.startLogin(taro.loginId, taro.password, { 'x-client-ip': '2001:db8:1:3::1' })).statusCode).toBe(201);
    for (let i = 0; i < 2; i++) expect((await h.startLogin(taro.loginId, taro.password, { 'x-client-ip': '192.0.2.5' })).statusCode).toBe(201);
    expect((await h.startLogin(taro.loginId, taro.password, { 'x-client-ip': '::ffff:192.0.2.5' })).statusCode).toBe(201);
    expect((await h.startLogin(taro.loginId, taro.password, { 'x-client-ip': '192.0.2.5' })).statusCode).toBe(429);
  });

  it('counts a try refused while its identifier waits against the client IP, too', async () => {
    h = await startHarness(dialect, { throttle: { perIpLoginLimit: 6, perIpLoginWindowSeconds: 60 } });
    const ip = { 'x-client-ip': '203.0.113.7' };
    for (let i = 0; i < 4; i++) expect((await h.startLogin(taro.loginId, 'wrong password', ip)).statusCode).toBe(401);
    // The identifier waits (1 s): these two are refused by the delay, and still use up the IP's window.
    for (let i = 0; i < 2; i++) expect((await h.startLogin(taro.loginId, taro.password, ip)).json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 1 });
    h.clock.advanceSeconds(1);
    expect((await h.startLogin(taro.loginId, taro.password, ip)).json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 59 });
    expect((await h.startLogin(taro.loginId, taro.password, { 'x-client-ip': '198.51.100.1' })).statusCode).toBe(201);
  });

  it('limits code verifications per client IP', async () => {
    h = await startHarness(dialect, { throttle: { perIpCodeLimit: 2, perIpCodeWindowSeconds: 60 } });
    const ip = { 'x-client-ip': '203.0.113.9' };
    const { attemptId } = (await h.startLogin()).json();
    const code = await h.latestCode();
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await h.verify(attemptId, wrong, ip)).statusCode).toBe(400);
    expect((await h.verify(attemptId, wrong, ip)).statusCode).toBe(400);
    const limited = await h.verify(attemptId, code, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('TOO_MANY_REQUESTS');
    h.clock.advanceSeconds(60);
    expect((await h.verify(attemptId, code, ip)).statusCode).toBe(201);
  });
});
