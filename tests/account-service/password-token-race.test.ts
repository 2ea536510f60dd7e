// Races around password tokens and sign-ins: "a newer request voids older ones" under concurrency,
// and one lock order (account row first) so a reset and a code verification cannot deadlock.
import { afterEach, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-databases';
import { createAccount } from '../../src/account-service/accounts/account-admin.service';
import { isTransientConflict, lockAccountRow, transactionWithRetry } from '../../src/account-service/db/locks';
import { issuePasswordToken } from '../../src/account-service/password/password-reset-token.repository';
import { startHarness, taro, type Harness } from './support';

describe.each(testDialects)('password token races (%s)', (dialect) => {
  let h: Harness | undefined;
  afterEach(async () => {
    await h?.close();
    h = undefined;
  });

  const accountId = async (harness: Harness, loginId = taro.loginId) =>
    (await harness.service.db.selectFrom('accounts').select('id').where('login_id', '=', loginId).executeTakeFirstOrThrow()).id;

  const liveTokens = (harness: Harness, id: string) =>
    harness.service.db.selectFrom('password_reset_tokens').selectAll().where('account_id', '=', id).where('used_at', 'is', null).where('superseded_at', 'is', null).execute();

  it('leaves exactly one usable token after 10 concurrent issues for one account', async () => {
    h = await startHarness(dialect);
    const harness = h;
    const id = await accountId(harness);
    const issued = await Promise.all(
      Array.from({ length: 10 }, () => harness.service.db.transaction().execute((trx) => issuePasswordToken(trx, id, 'reset', harness.clock.now()))),
    );
    expect(await liveTokens(harness, id)).toHaveLength(1);
    const usable = [];
    for (const { token } of issued) if ((await harness.checkToken(token)).statusCode === 200) usable.push(token);
    expect(usable).toHaveLength(1);
    expect(await harness.service.db.selectFrom('password_reset_tokens').selectAll().execute()).toHaveLength(10);
  });

  it('refuses a second live token for an account at the database (partial unique index)', async () => {
    h = await startHarness(dialect);
    const id = await accountId(h);
    const { row } = await h.service.db.transaction().execute((trx) => issuePasswordToken(trx, id, 'reset', h!.clock.now()));
    await expect(h.service.db.insertInto('password_reset_tokens').values({ ...row, id: `${row.id}x`, token_hash: 'another' }).execute()).rejects.toThrow();
    // A used or superseded token does not count.
    await h.service.db.updateTable('password_reset_tokens').set({ superseded_at: row.created_at }).execute();
    await h.service.db.insertInto('password_reset_tokens').values({ ...row, id: `${row.id}y`, token_hash: 'another' }).execute();
  });

  it('never answers a 5xx when a reset and a code verification of one account race', async () => {
    h = await startHarness(dialect);
    let password = taro.password;
    for (let round = 0; round < 4; round++) {
      const start = await h.startLogin(taro.loginId, password);
      expect(start.statusCode).toBe(201);
      const code = await h.latestCode();
      h.clock.advanceMinutes(13);
      await h.reissue(taro.loginId);
      const token = await h.latestResetToken();
      password = `a brand new passphrase ${round}`;
      const [reset, verify] = await Promise.all([h.resetPassword(token, password), h.verify(start.json().attemptId, code)]);
      expect(reset.statusCode).toBe(204);
      expect([201, 404, 410]).toContain(verify.statusCode);
    }
  });
});

describe('transactionWithRetry (postgres)', () => {
  let h: Harness | undefined;
  afterEach(async () => {
    await h?.close();
    h = undefined;
  });

  it('runs a deadlock victim again, so both transactions complete', async () => {
    h = await startHarness('postgres');
    const db = h.service.db;
    await createAccount(db, { loginId: 'jiro', email: 'jiro@example.jp', password: 'a long enough passphrase', name: '次郎' }, h.clock);
    const ids = (await db.selectFrom('accounts').select('id').orderBy('login_id').execute()).map((r) => r.id);
    let arrived = 0;
    const bothHoldTheirFirstLock = new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (arrived >= 2) resolve();
        if (arrived >= 2) clearInterval(check);
      }, 5);
    });
    let runs = 0;
    // Opposite lock orders on purpose: the one thing the services never do.
    const crossed = (first: string, second: string) =>
      transactionWithRetry(db, async (trx) => {
        runs += 1;
        await lockAccountRow(trx, first);
        if (runs <= 2) {
          arrived += 1;
          await bothHoldTheirFirstLock;
        }
        await lockAccountRow(trx, second);
        return 'done';
      });
    expect(await Promise.all([crossed(ids[0]!, ids[1]!), crossed(ids[1]!, ids[0]!)])).toEqual(['done', 'done']);
    // One victim runs again (twice, should the retry meet the survivor once more under load).
    expect(runs).toBeGreaterThanOrEqual(3);
  });

  it('recognises only deadlocks and serialization failures as worth a retry', () => {
    expect(isTransientConflict({ code: '40P01' })).toBe(true);
    expect(isTransientConflict({ code: '40001' })).toBe(true);
    expect(isTransientConflict({ code: '23505' })).toBe(false);
    expect(isTransientConflict(new Error('boom'))).toBe(false);
  });
});
