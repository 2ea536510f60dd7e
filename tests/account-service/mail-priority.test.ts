// Sign-in codes go before other mail: a code handed over by its request takes the next free
// connection, ahead of new-device notices and the like claimed from the outbox, however many wait.
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { migrateToLatest, openDatabase, type Database } from '../../src/account-service/db/database';
import { startMailWorker } from '../../src/account-service/mail/mail-worker';
import { enqueueLeasedMail, enqueueMail } from '../../src/account-service/mail/outbox.repository';
import { ManualClock } from '../helpers/manual-clock';
import { startSmtpSink } from '../helpers/smtp-sink';
import { createTestDatabaseUrl, testDialects } from '../helpers/test-databases';

const from = '"アカウントポータル" <no-reply@portal.example.jp>';
const mail = (subject: string) => ({ subject, text: `${subject}の本文`, html: `<p>${subject}の本文</p>` });

describe.each(testDialects)('mail priority (%s)', (dialect) => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('sends a sign-in code handed over while notices wait before all of them', async () => {
    const database = await createTestDatabaseUrl(dialect);
    const { db }: { db: Kysely<Database> } = openDatabase(database.url);
    await migrateToLatest(db, database.url);
    const sink = await startSmtpSink();
    cleanups.push(
      () => database.drop(),
      () => db.destroy(),
      () => sink.close(),
    );
    const clock = new ManualClock();
    // One connection, so the order is the order of sending.
    const w = startMailWorker({ db, clock, smtpUrl: sink.url, from, pollIntervalMs: 60_000, probeIntervalMs: 60_000, concurrency: 1 });
    cleanups.push(() => w.stop());

    for (let i = 0; i < 4; i++) await enqueueMail(db, `notice${i}@example.jp`, mail(`通知 ${i}`), clock.now());
    // The server holds the first notice while the code comes.
    sink.setMode('stall');
    w.wake();
    await vi.waitFor(() => expect(sink.held).toBe(1));
    const code = await enqueueLeasedMail(db, 'code@example.jp', mail('ログイン確認コード'), clock.now(), w.lease(clock.now()));
    w.handOver([code]);
    sink.setMode('accept');
    await w.flush();

    const recipients = sink.received.map((m) => m.to[0]);
    expect(recipients).toHaveLength(5);
    expect(recipients[0]).toMatch(/^notice\d@/);
    expect(recipients[1]).toBe('code@example.jp');
  });
});
