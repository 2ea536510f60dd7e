import { AsyncLocalStorage } from 'node:async_hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testDialects } from '../helpers/test-databases';
import { disableAccount } from '../../src/account-service/accounts/account-admin.service';
import { resetTokenIn, startHarness, taro, type Harness } from './support';

describe.each(testDialects)('password reissue (%s)', (dialect) => {
  let h: Harness | undefined;
  afterEach(async () => {
    await h?.close();
    h = undefined;
  });

  it("names the operator's SUPPORT_CONTACT in the reset mail (and in the password-changed notice after it)", async () => {
    h = await startHarness(dialect, { supportContact: 'support@example.jp' });
    expect((await h.reissue(taro.loginId)).statusCode).toBe(202);
    const token = await h.latestResetToken();
    expect((await h.mails(taro.email))[0]!.text).toContain('繰り返し届く場合は、次の窓口にご連絡ください：support@example.jp');
    expect((await h.resetPassword(token, 'a brand new passphrase')).statusCode).toBeLessThan(300);
    expect((await h.mails(taro.email))[0]!.text).toContain('あわせて、次の窓口にご連絡ください：support@example.jp');
  });

  it('answers known and unknown identifiers with the same status and body', async () => {
    h = await startHarness(dialect);
    const known = await h.reissue(taro.loginId);
    const byEmail = await h.reissue('ＴＡＲＯ.yamada@EXAMPLE.com');
    const unknown = await h.reissue('nobody');
    for (const res of [known, byEmail, unknown]) {
      expect(res.statusCode).toBe(202);
      expect(res.body).toBe('{"accepted":true}');
    }
  });

  // The answer comes before any look-up: a request only queues a row, the same statements whether or
  // not the identifier matches an account, and the worker does the rest on its own schedule (below).
  // Compared as the work done (the statements each request ran), not timed, so machine load cannot
  // make it flaky. With fast ticks (5–15 ms) the worker runs among the requests, and still none of
  // its work lands on a request: what a known identifier causes never follows it on its path.
  it.each([
    ['the worker idle', { minMs: 60_000, maxMs: 60_001 }],
    ['the worker ticking among the requests (5–15 ms)', { minMs: 5, maxMs: 15 }],
  ])('does the same work on the request path for known and unknown identifiers, %s', async (_label, reissueTickMs) => {
    const requestPath = new AsyncLocalStorage<true>();
    const statements: string[] = [];
    h = await startHarness(dialect, {
      reissueTickMs,
      throttle: { perIpReissueLimit: 10_000, perIdentifierReissueLimit: 10_000 },
      database: { onQuery: (sql) => void (requestPath.getStore() && statements.push(sql)) },
    });
    // Marks the requests' own work: an async context entered around app.inject does not reach the routes.
    h.service.app.addHook('onRequest', (_request, _reply, done) => requestPath.run(true, done));
    const work = async (identifier: string) => {
      statements.length = 0;
      expect((await h!.reissue(identifier)).statusCode).toBe(202);
      return [...statements];
    };
    await work('warm-up');
    const known = await work(taro.loginId);
    expect(known.length).toBeGreaterThan(0);
    for (let i = 0; i < 12; i++) {
      for (const identifier of i % 2 ? [taro.loginId, 'nobody', taro.email] : ['nobody', taro.email, taro.loginId]) {
        expect(await work(identifier), identifier).toEqual(known);
        await new Promise((resolve) => setTimeout(resolve, 3));
      }
    }
    expect(known.join('\n')).not.toMatch(/from "?accounts"?/i);
    if (reissueTickMs.minMs < 1000) {
      // The worker did run meanwhile: requests were processed while others came in.
      const processed = await h.service.db.selectFrom('password_reissue_requests').select('id').where('processed_at', 'is not', null).execute();
      expect(processed.length).toBeGreaterThan(0);
    }
  });

  it('leaves a request to the worker: nothing is processed until its tick (or a flush)', async () => {
    h = await startHarness(dialect, { reissueTickMs: { minMs: 60_000, maxMs: 60_001 } });
    await h.reissue(taro.loginId);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await h.service.db.selectFrom('password_reissue_requests').where('processed_at', 'is', null).selectAll().execute()).toHaveLength(1);
    expect(await h.service.db.selectFrom('password_reset_tokens').selectAll().execute()).toHaveLength(0);
    expect(await h.mails(taro.email)).toHaveLength(1);
  });

  it('processes requests on its own tick, without a flush', async () => {
    h = await startHarness(dialect, { reissueTickMs: { minMs: 10, maxMs: 20 } });
    await h.reissue(taro.loginId);
    await vi.waitFor(async () => expect(await h!.service.db.selectFrom('password_reset_tokens').selectAll().execute()).toHaveLength(1), { timeout: 5000 });
  });

  it('mails a working link to a known account and nothing for an unknown identifier', async () => {
    h = await startHarness(dialect);
    await h.reissue('nobody@example.com');
    expect(await h.mails('nobody@example.com')).toHaveLength(0);
    expect(await h.mails()).toHaveLength(0);

    await h.reissue(taro.loginId);
    const [mail] = await h.mails(taro.email);
    expect(mail?.subject).toBe('【アカウントポータル】パスワード再設定のご案内');
    expect(mail?.text).toContain('30分以内');
    expect(mail?.text).toContain('お心当たりがない場合');
    const token = resetTokenIn(mail!.text)!;
    expect(mail?.html).toContain(`http://localhost:3000/passwordReset?token=${token}`);
    const check = await h.checkToken(token);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ purpose: 'reset', loginId: 'taro', expiresAt: '2026-11-21T00:30:00.000Z' });
    // The request was processed once: another flush sends nothing more.
    expect(await h.mails(taro.email)).toHaveLength(1);
    expect(await h.service.db.selectFrom('password_reissue_requests').where('processed_at', 'is', null).selectAll().execute()).toHaveLength(0);
  });

  it('mails a temporarily locked account, but not a disabled or operator-locked one', async () => {
    h = await startHarness(dialect);
    const later = new Date(h.clock.now().getTime() + 15 * 60_000).toISOString();
    await h.service.db.updateTable('accounts').set({ status: 'locked', locked_until: later }).execute();
    await h.reissue(taro.loginId);
    expect(await h.mails(taro.email)).toHaveLength(1);

    await h.service.db.updateTable('accounts').set({ status: 'locked', locked_until: null }).execute();
    await h.reissue(taro.loginId);
    await disableAccount(h.service.db, 'taro', h.clock);
    await h.reissue(taro.email);
    expect(await h.mails(taro.email)).toHaveLength(1);
  });

  it('limits requests per identifier, known and unknown alike, and per IP', async () => {
    h = await startHarness(dialect);
    for (const identifier of [taro.loginId, 'nobody']) {
      for (let i = 0; i < 5; i++) expect((await h.reissue(identifier, { 'x-client-ip': `192.0.2.${i}` })).statusCode).toBe(202);
      const limited = await h.reissue(identifier, { 'x-client-ip': '192.0.2.99' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 3600 });
      expect(limited.headers['retry-after']).toBe('3600');
    }
    expect(await h.mails(taro.email)).toHaveLength(5);
    h.clock.advanceHours(1);
    expect((await h.reissue(taro.loginId)).statusCode).toBe(202);

    for (let i = 0; i < 20; i++) await h.reissue(`someone-${i}`, { 'x-client-ip': '198.51.100.7' });
    const perIp = await h.reissue('someone-else', { 'x-client-ip': '198.51.100.7' });
    expect(perIp.statusCode).toBe(429);
    expect(perIp.json().code).toBe('TOO_MANY_REQUESTS');
  });

  it('sends one account at most 5 reset mails an hour, however it is named', async () => {
    h = await startHarness(dialect);
    // 5 requests by login ID and 5 by e-mail pass the per-identifier limits; the account gets 5 mails.
    for (let i = 0; i < 5; i++) {
      expect((await h.reissue(taro.loginId)).statusCode).toBe(202);
      expect((await h.reissue(taro.email)).statusCode).toBe(202);
    }
    expect(await h.mails(taro.email)).toHaveLength(5);
    expect(await h.service.db.selectFrom('password_reissue_requests').where('processed_at', 'is', null).selectAll().execute()).toHaveLength(0);
    h.clock.advanceMinutes(61);
    await h.reissue(taro.email);
    expect(await h.mails(taro.email)).toHaveLength(6);
  });

  it.each([
    ['an empty identifier', { identifier: '' }, 'identifier'],
    ['only spaces', { identifier: '   ' }, 'identifier'],
    ['a missing identifier', {}, 'identifier'],
    ['a number', { identifier: 42 }, 'identifier'],
    ['an extra property', { identifier: 'taro', admin: true }, 'admin'],
    ['a 255-character identifier', { identifier: 'x'.repeat(255) }, 'identifier'],
    ['a 1 MB identifier', { identifier: 'x'.repeat(1_000_000) }, 'body'],
    ['null', null, 'body'],
  ])('answers 400 VALIDATION_FAILED to %s', async (_label, payload, field) => {
    h = await startHarness(dialect);
    const res = await h.api('POST', '/v1/password-reissues', JSON.stringify(payload), { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', field });
  });
});
