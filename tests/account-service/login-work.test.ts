// The work login step 1 does, counted in statements (never timed): the request reserves its tries and
// reads the account before the password check, and writes the attempt and its mail in one transaction
// after it; the code mail reaches the worker from the request, so delivering it claims nothing, and the
// mails of several sign-ins are recorded as sent in one transaction.
import { AsyncLocalStorage } from 'node:async_hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccount } from '../../src/account-service/accounts/account-admin.service';
import { testDialects } from '../helpers/test-databases';
import { startHarness, taro, type Harness } from './support';

/** A statement by what it does, for comparing lists. */
function kind(sql: string): string {
  const text = sql.replace(/"/g, '').toLowerCase().trim();
  if (/^(begin|commit|rollback)/.test(text)) return text.split(/\s/)[0]!;
  const m = /^(select) .*? from (\w+)|^(insert) into (\w+)|^(update) (\w+)|^(delete) from (\w+)/.exec(text);
  if (!m) return text.slice(0, 40);
  const [verb, table] = m.slice(1).filter(Boolean) as [string, string];
  return `${verb} ${table}${/ in \(select| = any\(array\(\(select/.test(text) ? ' (claim)' : ''}`;
}

describe.each(testDialects)('login step 1, its work (%s)', (dialect) => {
  let h: Harness | undefined;
  afterEach(async () => {
    await h?.close();
    h = undefined;
  });

  const requestPath = new AsyncLocalStorage<true>();
  const onRequest: string[] = [];
  const elsewhere: string[] = [];
  const start = async () => {
    onRequest.length = 0;
    elsewhere.length = 0;
    // The password-reissue worker's poll (every 1–2 s) is no part of a sign-in: out of the way, so a
    // slow run (a loaded machine) does not count it among the mail's delivery.
    h = await startHarness(dialect, {
      reissueTickMs: { minMs: 60_000, maxMs: 60_001 },
      database: { onQuery: (sql) => void (requestPath.getStore() ? onRequest : elsewhere).push(kind(sql)) },
    });
    // Marks the requests' own work (an async context entered around app.inject does not reach the routes).
    h.service.app.addHook('onRequest', (_request, _reply, done) => requestPath.run(true, done));
    return h;
  };

  it('runs the same statements for each sign-in, committing twice, and its mail is sent with no claim', async () => {
    const harness = await start();
    const signIn = async () => {
      onRequest.length = 0;
      const res = await harness.startLogin();
      expect(res.statusCode).toBe(201);
      return [...onRequest];
    };
    // The first sign-in of a fresh database also makes the device cookie's key (once, ever).
    await signIn();
    await vi.waitFor(async () => expect(await harness.service.db.selectFrom('dev_mailbox').select('id').execute()).toHaveLength(1), { timeout: 5000 });
    elsewhere.length = 0;
    const first = await signIn();
    // Before the password check: the client IP's window, the identifier's try, the risk rules' device
    // and address patterns (issue 23), the account; one commit on SQLite (where each statement alone
    // would commit), one round trip each on PostgreSQL.
    const before = ['insert throttles', 'insert throttles', 'select sign_in_sources', 'select accounts'];
    expect(first).toEqual([
      ...(dialect === 'sqlite' ? ['begin', ...before, 'commit'] : before),
      // While the password is checked, one statement: the risk rules' signals (this device bound, the
      // networks seen, a recent report) and which second step the account has (issue 23).
      'select known_devices',
      // Then one transaction: the account re-checked, the identifier's delay forgotten, the attempt and its mail.
      'begin',
      'update accounts',
      'delete throttles',
      'insert login_attempts',
      'insert mail_outbox',
      'commit',
    ]);
    expect(await signIn()).toEqual(first);

    // The worker sends both mails without a flush or a claim: their dev-mailbox copies and sent marks only.
    await vi.waitFor(async () => expect(await harness.service.db.selectFrom('dev_mailbox').select('id').execute()).toHaveLength(3), { timeout: 5000 });
    const delivery = elsewhere.filter((statement) => !/^select (dev_mailbox|mail_outbox)/.test(statement));
    expect(new Set(delivery)).toEqual(new Set(['begin', 'insert dev_mailbox', 'update mail_outbox', 'commit']));
    expect(delivery.filter((statement) => statement === 'insert dev_mailbox')).toHaveLength(2);
    expect(delivery.filter((statement) => statement === 'update mail_outbox')).toHaveLength(2);
    expect(await harness.latestCode()).toMatch(/^\d{6}$/);
    const rows = await harness.service.db.selectFrom('mail_outbox').select(['status', 'leased_by', 'text_body']).execute();
    expect(rows).toEqual([
      { status: 'sent', leased_by: null, text_body: '' },
      { status: 'sent', leased_by: null, text_body: '' },
      { status: 'sent', leased_by: null, text_body: '' },
    ]);
  });

  it('mails the codes of sign-ins at once without a flush or a claim', async () => {
    const harness = await start();
    await createAccount(harness.service.db, { loginId: 'hanako', email: 'hanako@example.com', password: taro.password, name: '山田 花子' }, harness.clock);
    const [a, b] = await Promise.all([harness.startLogin(), harness.startLogin('hanako')]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    await vi.waitFor(
      async () => {
        const mailed = await harness.service.db.selectFrom('dev_mailbox').select('recipient').orderBy('recipient').execute();
        expect(mailed.map((row) => row.recipient)).toEqual(['Taro.Yamada@example.com', 'hanako@example.com']);
      },
      { timeout: 5000, interval: 20 },
    );
    expect(elsewhere.filter((statement) => statement.endsWith('(claim)'))).toEqual([]);
  });
});
