import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-databases';
import { disableAccount } from '../../src/account-service/accounts/account-admin.service';
import { purgeExpiredRows } from '../../src/account-service/housekeeping';
import { startHarness, type Harness } from './support';

describe.each(testDialects)('sessions (%s)', (dialect) => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness(dialect);
  });
  afterEach(async () => {
    await h?.close();
  });

  const current = (token?: string) => h.api('GET', '/v1/session', undefined, token ? { 'x-session-token': token } : {});

  it('answers the current account and session', async () => {
    const token = await h.signIn();
    const res = await current(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().account.loginId).toBe('taro');
    expect(res.json().session).toEqual({ expiresAt: '2026-11-21T00:30:00.000Z', absoluteExpiresAt: '2026-11-21T12:00:00.000Z', idleTimeoutSeconds: 1800 });
  });

  it('answers 401 UNAUTHENTICATED without a token or with an unknown one', async () => {
    for (const res of [await current(), await current('not-a-real-token')]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
  });

  it('ends at logout (204, also when repeated)', async () => {
    const token = await h.signIn();
    const out = await h.api('DELETE', '/v1/session', undefined, { 'x-session-token': token });
    expect(out.statusCode).toBe(204);
    expect((await current(token)).statusCode).toBe(401);
    expect((await h.api('DELETE', '/v1/session', undefined, { 'x-session-token': token })).statusCode).toBe(204);
    expect((await h.api('DELETE', '/v1/session')).statusCode).toBe(204);
  });

  it('ends after 30 idle minutes, and activity keeps it alive', async () => {
    const token = await h.signIn();
    h.clock.advanceMinutes(20);
    const used = await current(token);
    expect(used.json().session.expiresAt).toBe('2026-11-21T00:50:00.000Z');
    h.clock.advanceMinutes(29);
    expect((await current(token)).statusCode).toBe(200);
    h.clock.advanceMinutes(30);
    const idle = await current(token);
    expect(idle.statusCode).toBe(401);
    expect(idle.json().code).toBe('UNAUTHENTICATED');
  });

  it('ends after 12 hours however active it is', async () => {
    const token = await h.signIn();
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      h.clock.advanceMinutes(20);
      expect((await current(token)).statusCode).toBe(200);
    }
    const last = await current(token);
    expect(last.json().session.expiresAt).toBe('2026-11-21T12:00:00.000Z');
    h.clock.advanceMinutes(20);
    expect((await current(token)).statusCode).toBe(401);
  });

  it('ends when the account is disabled', async () => {
    const token = await h.signIn();
    await disableAccount(h.service.db, 'taro', h.clock);
    expect((await current(token)).statusCode).toBe(401);
  });

  it('survives a temporary lock caused by failed sign-ins (nobody can sign the owner out that way)', async () => {
    const token = await h.signIn();
    const later = new Date(h.clock.now().getTime() + 15 * 60_000).toISOString();
    await h.service.db.updateTable('accounts').set({ status: 'locked', locked_until: later }).execute();
    expect((await current(token)).statusCode).toBe(200);
  });

  it('ends while the account is locked by an operator', async () => {
    const token = await h.signIn();
    await h.service.db.updateTable('accounts').set({ status: 'locked', locked_until: null }).execute();
    expect((await current(token)).statusCode).toBe(401);
  });
});

describe.each(testDialects)('housekeeping (%s)', (dialect) => {
  it('removes ended sessions, old attempts and stale throttles a day later, and keeps live ones', async () => {
    const h = await startHarness(dialect);
    try {
      const old = await h.signIn();
      await h.startLogin('nobody', 'wrong password');
      h.clock.advanceHours(12 + 25);
      const fresh = await h.signIn();
      await purgeExpiredRows(h.service.db, h.clock.now());
      expect(await h.service.db.selectFrom('sessions').selectAll().execute()).toHaveLength(1);
      expect(await h.service.db.selectFrom('login_attempts').selectAll().execute()).toHaveLength(1);
      expect((await h.service.db.selectFrom('throttles').select('key').execute()).some((t) => t.key.startsWith('login:identifier:'))).toBe(false);
      expect((await h.api('GET', '/v1/session', undefined, { 'x-session-token': fresh })).statusCode).toBe(200);
      expect((await h.api('GET', '/v1/session', undefined, { 'x-session-token': old })).statusCode).toBe(401);
    } finally {
      await h.close();
    }
  });
});
