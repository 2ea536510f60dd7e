// Step 1 under concurrency and against probing: parallel guesses, identifier probing, equal work.
import argon2 from 'argon2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testDialects } from '../helpers/test-databases';
import type * as passwordModule from '../../src/account-service/lib/password';
import { startHarness, taro, type Harness } from './support';

// A hook that runs after a real password verify, to act "during" it (as a concurrent request would).
const hooks = vi.hoisted(() => ({ afterVerify: null as null | ((password: string) => Promise<void>) }));
vi.mock('../../src/account-service/lib/password', async (importOriginal) => {
  const actual = await importOriginal<typeof passwordModule>();
  return {
    ...actual,
    verifyPassword: async (hash: string, password: string) => {
      const ok = await actual.verifyPassword(hash, password);
      await hooks.afterVerify?.(password);
      return ok;
    },
  };
});

const wrongPassword = 'definitely the wrong password';
const ip = (i: number) => ({ 'x-client-ip': `203.0.113.${i + 1}` });

async function waitUntil(condition: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

describe.each(testDialects)('login under concurrency and probing (%s)', (dialect) => {
  let h: Harness | undefined;
  afterEach(async () => {
    hooks.afterVerify = null;
    await h?.close();
    h = undefined;
  });

  const account = (harness: Harness) =>
    harness.service.db.selectFrom('accounts').select(['status', 'locked_until', 'failed_login_count']).where('login_id', '=', 'taro').executeTakeFirstOrThrow();
  const lockMails = async (harness: Harness) => (await harness.mails(taro.email)).filter((m) => m.subject.includes('ロック'));
  const codeMails = async (harness: Harness) => (await harness.mails(taro.email)).filter((m) => /確認コード|sign-in code/.test(m.subject));

  it('lets at most 4 parallel guesses through before the delay, and the right password after them gets no code', async () => {
    h = await startHarness(dialect);
    // 6 earlier failures with the e-mail address (a different delay key, same account), spaced out.
    for (let i = 0; i < 6; i++) {
      h.clock.advanceSeconds(31);
      expect((await h.startLogin(taro.email, wrongPassword)).statusCode).toBe(401);
    }
    h.clock.advanceSeconds(31);
    const harness = h;
    const wrong = Array.from({ length: 14 }, (_, i) => harness.startLogin(taro.loginId, wrongPassword, ip(i)));
    // The right password goes out while those are still being verified, once they have reserved their tries.
    await waitUntil(async () => {
      const rows = await harness.service.db.selectFrom('throttles').select('next_allowed_at').where('key', 'like', 'login:identifier:%').execute();
      return rows.some((r) => r.next_allowed_at !== null && r.next_allowed_at > harness.clock.now().toISOString());
    });
    const right = harness.startLogin(taro.loginId, taro.password, ip(99));
    const results = await Promise.all([...wrong, right]);

    const evaluated = results.filter((r) => r.statusCode !== 429);
    expect(evaluated).toHaveLength(4);
    expect(evaluated.every((r) => r.statusCode === 401)).toBe(true);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(11);
    expect((await right).statusCode).not.toBe(201);
    // 6 + 4 consecutive failures: locked once, one notice, no code.
    expect((await account(h)).status).toBe('locked');
    expect(await lockMails(h)).toHaveLength(1);
    expect(await codeMails(h)).toHaveLength(0);
    expect(await h.service.db.selectFrom('login_attempts').selectAll().execute()).toHaveLength(0);
  });

  it('locks exactly once when more than 10 failures run at once, and the right password in that burst is refused', async () => {
    // Delay out of the way, so that only the account lock stands between the burst and the right password.
    h = await startHarness(dialect, { throttle: { freeFailures: 1_000 } });
    const harness = h;
    const wrong = Array.from({ length: 14 }, (_, i) => harness.startLogin(taro.loginId, wrongPassword, ip(i)));
    // The right password's verify ends after the wrong ones have been answered (the reproduced race).
    hooks.afterVerify = async (password) => {
      if (password === taro.password) await Promise.allSettled(wrong);
    };
    const right = harness.startLogin(taro.loginId, taro.password, ip(99));
    const results = await Promise.all([...wrong, right]);
    expect(results.map((r) => r.statusCode)).toEqual(Array(15).fill(401));
    expect(new Set(results.map((r) => r.body)).size).toBe(1);
    expect((await account(h)).status).toBe('locked');
    expect(await lockMails(h)).toHaveLength(1);
    expect(await codeMails(h)).toHaveLength(0);
    expect(await h.service.db.selectFrom('login_attempts').selectAll().execute()).toHaveLength(0);
  });

  it('refuses the right password like a wrong one when the account is locked while it is being verified', async () => {
    h = await startHarness(dialect);
    const wrong = await h.startLogin(taro.loginId, wrongPassword);
    const harness = h;
    hooks.afterVerify = async () => {
      hooks.afterVerify = null;
      const until = new Date(harness.clock.now().getTime() + 15 * 60_000).toISOString();
      await harness.service.db.updateTable('accounts').set({ status: 'locked', locked_until: until }).where('login_id', '=', 'taro').execute();
    };
    const right = await h.startLogin();
    expect(right.statusCode).toBe(401);
    expect(right.body).toBe(wrong.body);
    expect(await codeMails(h)).toHaveLength(0);
    expect(await h.service.db.selectFrom('login_attempts').selectAll().execute()).toHaveLength(0);
  });

  it('does not reveal that a login ID and an e-mail address belong to one account', async () => {
    h = await startHarness(dialect);
    const probe = async (first: string, second: string) => {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await h!.startLogin(first, wrongPassword)).statusCode);
      statuses.push((await h!.startLogin(second, wrongPassword)).statusCode);
      statuses.push((await h!.startLogin(first, wrongPassword)).statusCode);
      return statuses;
    };
    const known = await probe(taro.loginId, taro.email);
    const unknown = await probe('nobody', 'nobody@example.com');
    expect(known).toEqual([401, 401, 401, 401, 401, 429]);
    expect(unknown).toEqual(known);
  });

  it('does the same password work for an unknown login ID as for a known one with a wrong password', async () => {
    // The answer's timing is argon2's: one verify against a hash of the same cost either way (a dummy
    // hash for unknown accounts). Counted as work, not timed, so machine load cannot make it flaky.
    h = await startHarness(dialect, { throttle: { perIpLoginLimit: 10_000, freeFailures: 10_000, lockAfterFailures: 10_000 } });
    const verify = vi.spyOn(argon2, 'verify');
    const costs: string[] = [];
    for (const identifier of ['nobody', taro.loginId, 'nobody@example.com', taro.email]) {
      verify.mockClear();
      expect((await h.startLogin(identifier, wrongPassword)).statusCode).toBe(401);
      expect(verify).toHaveBeenCalledTimes(1);
      costs.push(/^\$argon2id\$v=\d+\$([^$]+)\$/.exec(String(verify.mock.calls[0]![0]))?.[1] ?? 'not argon2id');
    }
    expect(new Set(costs).size).toBe(1);
    verify.mockRestore();
  });
});
