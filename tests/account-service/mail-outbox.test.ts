// The mail outbox as an operator relies on it, on SQLite and PostgreSQL: sent at once, several at a
// time, exactly once across instances (by Message-ID), never stuck behind a dead worker, retried with
// backoff and set aside after ten failures for an operator, and finished on a graceful stop.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, migrateToLatest, type Database } from '../../src/account-service/db/database';
import type { Kysely } from 'kysely';
import { runAccountsCommand } from '../../src/account-service/cli/accounts-cli';
import { HAND_OVER_MIN_LEASE_MS, LEASE_MS, maxTries, startMailWorker, type MailEvents, type MailWorker } from '../../src/account-service/mail/mail-worker';
import { messageIdOf } from '../../src/account-service/mail/mail-transport';
import { claimDueMails, enqueueLeasedMail, enqueueMail, markMailFailed, markMailSent, type MailLease, type OutboxRow } from '../../src/account-service/mail/outbox.repository';
import { ManualClock } from '../helpers/manual-clock';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink';
import { createTestDatabaseUrl, testDialects, type TestDatabase } from '../helpers/test-databases';

const from = '"アカウントポータル" <no-reply@portal.example.jp>';
const mail = (n: number) => ({ subject: `件名 ${n}`, text: `本文 ${n}`, html: `<p>本文 ${n}</p>` });

describe.each(testDialects)('mail outbox (%s)', (dialect) => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function setup(onQuery?: (sql: string) => void): Promise<{ db: Kysely<Database>; clock: ManualClock; sink: SmtpSink }> {
    const database: TestDatabase = await createTestDatabaseUrl(dialect);
    const { db } = openDatabase(database.url, onQuery ? { poolMax: 10, connectTimeoutMs: 2000, statementTimeoutMs: 3000, onQuery } : undefined);
    await migrateToLatest(db, database.url);
    const sink = await startSmtpSink();
    cleanups.push(() => database.drop(), () => db.destroy(), () => sink.close());
    return { db, clock: new ManualClock(), sink };
  }

  function worker(db: Kysely<Database>, clock: ManualClock, sink: SmtpSink, more: { events?: MailEvents; pollIntervalMs?: number; socketMs?: number } = {}): MailWorker {
    const w = startMailWorker({
      db,
      clock,
      smtpUrl: sink.url,
      from,
      pollIntervalMs: more.pollIntervalMs ?? 60_000,
      // No probes of a failing server here either (mail-exactly-once.test.ts tests them).
      probeIntervalMs: 60_000,
      ...(more.events ? { events: more.events } : {}),
      ...(more.socketMs ? { smtpTimeouts: { socketMs: more.socketMs } } : {}),
    });
    cleanups.push(() => w.stop());
    return w;
  }

  const enqueue = async (db: Kysely<Database>, clock: ManualClock, count: number) => {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) ids.push(await enqueueMail(db, `user${i}@example.jp`, mail(i), clock.now()));
    return ids;
  };

  /** Mails queued as a request does it for the worker it hands them to (login step 1). */
  const enqueueLeased = async (db: Kysely<Database>, clock: ManualClock, lease: MailLease, count: number) => {
    const rows: OutboxRow[] = [];
    for (let i = 0; i < count; i++) rows.push(await enqueueLeasedMail(db, `user${i}@example.jp`, mail(i), clock.now(), lease));
    return rows;
  };

  /** Every one of these mails arrived, and exactly once, by Message-ID (and nothing else did). */
  const expectEachSentOnce = (sink: SmtpSink, rows: OutboxRow[]) =>
    expect(sink.received.map((m) => m.messageId).sort()).toEqual(rows.map((row) => messageIdOf(row.id, from)).sort());

  it('sends mail handed over by the request that queued it, with no claim and no statement but their sent marks', async () => {
    const statements: string[] = [];
    const { db, clock, sink } = await setup((sql) => statements.push(sql.replace(/"/g, '')));
    const w = worker(db, clock, sink);
    const rows = await enqueueLeased(db, clock, w.lease(clock.now()), 3);
    // Leased: no other worker claims them meanwhile.
    expect(await claimDueMails(db, 'another-worker', clock.now(), new Date(clock.now().getTime() + LEASE_MS), 10)).toEqual([]);
    statements.length = 0;
    w.handOver(rows);
    await sink.waitFor(3);
    await vi.waitFor(async () => expect(await db.selectFrom('mail_outbox').select('status').where('status', '=', 'sent').execute()).toHaveLength(3));
    expectEachSentOnce(sink, rows);
    const writes = statements.filter((sql) => !sql.startsWith('select') && !sql.startsWith('begin') && !sql.startsWith('commit'));
    // Three sent marks and nothing else: no claim, no renewal.
    expect(writes).toHaveLength(3);
    for (const sql of writes) expect(sql).toMatch(/^update mail_outbox set status = .* where id = /);
  });

  it('sends mail handed over at once on a flush, without waiting for more to gather', async () => {
    const { db, clock, sink } = await setup();
    const w = worker(db, clock, sink);
    const lease = w.lease(clock.now());
    w.handOver(await enqueueLeased(db, clock, lease, 1));
    w.handOver(await enqueueLeased(db, clock, lease, 1));
    await w.flush();
    expect(sink.received).toHaveLength(2);
  });

  it('never sends a handed-over mail twice, even when a claim finds its lease run out first', async () => {
    const { db, clock, sink } = await setup();
    const w = worker(db, clock, sink);
    const rows = await enqueueLeased(db, clock, w.lease(clock.now()), 2);
    w.handOver(rows);
    clock.advance(LEASE_MS + 1);
    await w.flush();
    await w.flush();
    expectEachSentOnce(sink, rows);
  });

  it('leaves handed-over mail whose lease is nearly out to the claims: one instance sends it, once', async () => {
    const { db, clock, sink } = await setup();
    const a = worker(db, clock, sink);
    const b = worker(db, clock, sink);
    // A slow request: its mail committed with less of its lease left than a renewal needs.
    const rows = await enqueueLeased(db, clock, a.lease(clock.now()), 2);
    clock.advance(LEASE_MS - HAND_OVER_MIN_LEASE_MS + 1);
    a.handOver(rows);
    await a.flush();
    await b.flush();
    expect(sink.received).toHaveLength(0);
    clock.advance(HAND_OVER_MIN_LEASE_MS);
    await Promise.all([a.flush(), b.flush()]);
    await a.flush();
    await b.flush();
    expectEachSentOnce(sink, rows);
  });

  it('records each mail as it goes out: one slow send holds back no other record', async () => {
    const { db, clock, sink } = await setup();
    const w = worker(db, clock, sink);
    const rows = await enqueueLeased(db, clock, w.lease(clock.now()), 3);
    sink.stallTo(rows[0]!.recipient);
    w.handOver(rows);
    await vi.waitFor(async () => expect(await db.selectFrom('mail_outbox').select('id').where('status', '=', 'sent').execute()).toHaveLength(2));
    expect((await db.selectFrom('mail_outbox').select('status').where('id', '=', rows[0]!.id).executeTakeFirstOrThrow()).status).toBe('pending');
    sink.stallTo(null);
    await vi.waitFor(async () => expect(await db.selectFrom('mail_outbox').select('id').where('status', '=', 'sent').execute()).toHaveLength(3));
    expect(sink.received).toHaveLength(3);
  });

  it('sends mail queued under a lease but never handed over (its process died) once the lease runs out, with the same Message-ID', async () => {
    const { db, clock, sink } = await setup();
    const [row] = await enqueueLeased(db, clock, { worker: 'killed-worker', until: new Date(clock.now().getTime() + LEASE_MS) }, 1);
    const w = worker(db, clock, sink);
    await w.flush();
    expect(sink.received).toHaveLength(0);
    clock.advance(LEASE_MS + 1);
    await w.flush();
    expect(sink.received.map((m) => m.messageId)).toEqual([messageIdOf(row!.id, from)]);
  });

  it('sends what was handed over before it was stopped', async () => {
    const { db, clock, sink } = await setup();
    const w = worker(db, clock, sink);
    const rows = await enqueueLeased(db, clock, w.lease(clock.now()), 2);
    w.handOver(rows);
    await w.stop();
    expect(sink.received).toHaveLength(2);
    expect(await db.selectFrom('mail_outbox').select('status').where('status', '!=', 'sent').execute()).toEqual([]);
  });

  it('sends a new mail at once, without waiting for the next poll', async () => {
    const { db, clock, sink } = await setup();
    let resolveDelivered!: () => void;
    const delivered = new Promise<void>((resolve) => (resolveDelivered = resolve));
    const w = worker(db, clock, sink, { events: { delivered: () => resolveDelivered() } });
    const [id] = await enqueue(db, clock, 1);
    w.wake();
    await delivered;
    expect(sink.received.map((m) => m.messageId)).toEqual([messageIdOf(id!, from)]);
  });

  it('never sends one message twice when two instances deliver the same outbox', async () => {
    const { db, clock, sink } = await setup();
    const ids = await enqueue(db, clock, 40);
    const one = worker(db, clock, sink);
    const two = worker(db, clock, sink);
    one.wake();
    two.wake();
    await Promise.all([one.flush(), two.flush()]);
    const received = sink.received.map((m) => m.messageId).sort();
    expect(received).toEqual(ids.map((id) => messageIdOf(id, from)).sort());
    expect(await db.selectFrom('mail_outbox').select('status').where('status', '!=', 'sent').execute()).toEqual([]);
  });

  it('sends a message whose worker died mid-send once its lease runs out, with the same Message-ID', async () => {
    const { db, clock, sink } = await setup();
    const [id] = await enqueue(db, clock, 1);
    // Another instance claimed it and was killed before it could send.
    expect(await claimDueMails(db, 'killed-worker', clock.now(), new Date(clock.now().getTime() + LEASE_MS), 5)).toHaveLength(1);
    const w = worker(db, clock, sink);
    await w.flush();
    expect(sink.received).toHaveLength(0);
    clock.advance(LEASE_MS + 1);
    await w.flush();
    expect(sink.received.map((m) => m.messageId)).toEqual([messageIdOf(id!, from)]);
  });

  it('retries a refused message with the same Message-ID, and sends what failed meanwhile as soon as the server is back', async () => {
    const { db, clock, sink } = await setup();
    const failures: number[] = [];
    const w = worker(db, clock, sink, { events: { failed: ({ tries }) => failures.push(tries) } });
    sink.setMode('refuse');
    const [first] = await enqueue(db, clock, 1);
    await w.flush();
    expect(failures).toEqual([1]);
    expect(sink.received).toHaveLength(0);
    const row = await db.selectFrom('mail_outbox').selectAll().where('id', '=', first!).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', tries: 1, leased_by: null });
    expect(row.next_try_at > clock.now().toISOString()).toBe(true);

    // The server is back: the next new mail goes out, and takes the backlog with it (no wait for the backoff).
    sink.setMode('accept');
    const [second] = await enqueue(db, clock, 1);
    w.wake();
    await w.flush();
    await sink.waitFor(2);
    expect(sink.received.map((m) => m.messageId).sort()).toEqual([messageIdOf(first!, from), messageIdOf(second!, from)].sort());
  });

  it('gives up on a server that takes a message and never answers, and sends it again later, once', async () => {
    const { db, clock, sink } = await setup();
    const failures: string[] = [];
    const w = worker(db, clock, sink, { socketMs: 300, events: { failed: ({ error }) => failures.push(error) } });
    sink.setMode('hang');
    const [id] = await enqueue(db, clock, 1);
    await w.flush();
    expect(failures).toHaveLength(1);
    sink.setMode('accept');
    clock.advance(60_000);
    await w.flush();
    expect(sink.received.map((m) => m.messageId)).toEqual([messageIdOf(id!, from)]);
  });

  it('a worker that lost its lease cannot undo what the instance that took over recorded', async () => {
    const { db, clock } = await setup();
    const [id] = await enqueue(db, clock, 1);
    const lease = () => new Date(clock.now().getTime() + LEASE_MS);
    expect(await claimDueMails(db, 'stalled-worker', clock.now(), lease(), 1)).toHaveLength(1);
    clock.advance(LEASE_MS + 1);
    // Another instance takes the message over and delivers it; then the stalled one gives up on it.
    expect(await claimDueMails(db, 'second-worker', clock.now(), lease(), 1)).toHaveLength(1);
    await markMailSent(db, id!, clock.now());
    await markMailFailed(db, 'stalled-worker', id!, 'timed out', clock.now(), false);
    const row = await db.selectFrom('mail_outbox').select(['status', 'tries']).where('id', '=', id!).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'sent', tries: 1 });
  });

  it('sets a message aside as dead after ten failures; an operator lists it and sends it again', async () => {
    const { db, clock, sink } = await setup();
    const dead: boolean[] = [];
    const w = worker(db, clock, sink, { events: { failed: (info) => dead.push(info.dead) } });
    sink.setMode('refuse');
    const [id] = await enqueue(db, clock, 1);
    for (let i = 0; i < maxTries + 2; i++) {
      await w.flush();
      clock.advance(60 * 60_000);
    }
    expect(dead).toEqual([...Array(maxTries - 1).fill(false), true]);
    const listed = await runAccountsCommand(db, ['mail', 'list-dead']);
    expect(listed.join('\n')).toContain(id!);
    expect(listed.join('\n')).toContain('件名 0');

    sink.setMode('accept');
    expect(await runAccountsCommand(db, ['mail', 'retry', id!], { publicUrl: 'http://localhost:3000', clock })).toEqual([`送信待ちに戻しました / Queued again: ${id}`]);
    await w.flush();
    expect(sink.received.map((m) => m.messageId)).toEqual([messageIdOf(id!, from)]);
    await expect(runAccountsCommand(db, ['mail', 'retry', id!])).rejects.toThrow(/No dead mail/);
    expect(await runAccountsCommand(db, ['mail', 'list-dead'])).toEqual(['保留されたメールはありません / No dead mails']);
  });

  it('finishes the message it is sending when stopped', async () => {
    const { db, clock, sink } = await setup();
    const w = worker(db, clock, sink, { socketMs: 1000 });
    sink.setMode('hang');
    await enqueue(db, clock, 1);
    w.wake();
    // Stopping waits for the send in flight; it ends when the server gives up (here, its timeout).
    await w.stop();
    const row = await db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', tries: 1, leased_by: null });
  });
});
