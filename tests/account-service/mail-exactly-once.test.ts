// A mail goes out once, as the person receiving it counts: a sent mark the database could not write
// is written before anything else is sent (never a second copy when the lease runs out), the worker's
// lease renewals never deadlock with its sent marks, and a mail server that comes back is noticed by
// a probe, so the backlog leaves at once even when no new mail succeeds to bring it forward.
import { ColumnNode, sql, type Kysely, type KyselyPlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs, type QueryId, type QueryResult, type RootOperationNode, type UnknownRow } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { migrateToLatest, openDatabase, type Database } from '../../src/account-service/db/database';
import { LEASE_MS, startMailWorker, type MailEvents, type MailWorker } from '../../src/account-service/mail/mail-worker';
import { messageIdOf } from '../../src/account-service/mail/mail-transport';
import { claimDueMails, enqueueLeasedMail, enqueueMail, renewLeases, type MailLease, type OutboxRow } from '../../src/account-service/mail/outbox.repository';
import { ManualClock } from '../helpers/manual-clock';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink';
import { createTestDatabaseUrl, testDialects, type TestDatabase, type TestDialect } from '../helpers/test-databases';

const from = '"アカウントポータル" <no-reply@portal.example.jp>';
const mail = (n: number) => ({ subject: `件名 ${n}`, text: `本文 ${n}`, html: `<p>本文 ${n}</p>` });

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function openTestDatabase(dialect: TestDialect, statementTimeoutMs = 3000): Promise<{ db: Kysely<Database>; database: TestDatabase }> {
  const database = await createTestDatabaseUrl(dialect);
  const { db } = openDatabase(database.url, { poolMax: 10, connectTimeoutMs: 2000, statementTimeoutMs });
  await migrateToLatest(db, database.url);
  cleanups.push(
    () => database.drop(),
    () => db.destroy(),
  );
  return { db, database };
}

interface WorkerOptions {
  db: Kysely<Database>;
  clock: ManualClock;
  sink?: SmtpSink;
  events?: MailEvents;
  errors?: unknown[];
  /** How often it probes a mail server that failed: the production interval, or another (default: not within a test). */
  probes?: 'production' | number;
}

/** A worker that polls only when a test says so, and probes when the test asks for it. */
function worker(options: WorkerOptions): MailWorker {
  const w = startMailWorker({
    db: options.db,
    clock: options.clock,
    ...(options.sink ? { smtpUrl: options.sink.url } : {}),
    from,
    pollIntervalMs: 60_000,
    ...(options.probes === 'production' ? {} : { probeIntervalMs: options.probes ?? 60_000 }),
    ...(options.events ? { events: options.events } : {}),
    onError: (error) => options.errors?.push(error),
  });
  cleanups.push(() => w.stop());
  return w;
}

const enqueueLeased = async (db: Kysely<Database>, clock: ManualClock, lease: MailLease, count: number) => {
  const rows: OutboxRow[] = [];
  for (let i = 0; i < count; i++) rows.push(await enqueueLeasedMail(db, `user${i}@example.jp`, mail(i), clock.now(), lease));
  return rows;
};

const statuses = async (db: Kysely<Database>) => (await db.selectFrom('mail_outbox').select('status').orderBy('id').execute()).map((row) => row.status);

/** Every one of these mails arrived, and exactly once, by Message-ID (and nothing else did). */
const expectEachSentOnce = (sink: SmtpSink, rows: Array<{ id: string }>) =>
  expect(sink.received.map((m) => m.messageId).sort()).toEqual(rows.map((row) => messageIdOf(row.id, from)).sort());

/**
 * Another connection writes to a mail's row and keeps its transaction open: on PostgreSQL that row is
 * locked, on SQLite the whole database, as a long transaction or a stuck connection would hold them.
 */
async function holdMailRow(url: string, id: string): Promise<{ release(): Promise<void> }> {
  const { db } = openDatabase(url);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const holding = new Promise<void>((resolve) => (held = resolve));
  const done = db.transaction().execute(async (trx) => {
    await trx
      .updateTable('mail_outbox')
      .set((eb) => ({ subject: eb.ref('subject') }))
      .where('id', '=', id)
      .execute();
    held();
    await released;
  });
  await holding;
  return {
    release: async () => {
      release();
      await done;
      await db.destroy();
    },
  };
}

describe.each(testDialects)('mail exactly once (%s)', (dialect) => {
  it('writes a sent mark that failed before it sends anything else, and never sends that mail again', async () => {
    // The worker's database gives up on a held lock after 300 ms, as it would on a longer one after 3 s.
    const { db, database } = await openTestDatabase(dialect, 300);
    const clock = new ManualClock();
    const sink = await startSmtpSink();
    cleanups.push(() => sink.close());
    const errors: unknown[] = [];
    const w = worker({ db, clock, sink, errors });
    const [first, second] = await enqueueLeased(db, clock, w.lease(clock.now()), 2);

    const holder = await holdMailRow(database.url, first!.id);
    w.handOver([first!]);
    // The server took the mail; its mark could not be written.
    await vi.waitFor(() => expect(errors.length).toBeGreaterThan(0), { timeout: 5000 });
    expectEachSentOnce(sink, [first!]);
    // Mail that comes meanwhile waits: the mark is tried again first, and still cannot be written.
    w.handOver([second!]);
    await w.flush();
    expectEachSentOnce(sink, [first!]);

    await holder.release();
    await w.flush();
    expectEachSentOnce(sink, [first!, second!]);
    expect(await statuses(db)).toEqual(['sent', 'sent']);
    // Once the lease would have run out, no worker sends either mail again.
    clock.advance(LEASE_MS + 1);
    const other = worker({ db, clock, sink });
    await other.flush();
    await w.flush();
    expectEachSentOnce(sink, [first!, second!]);
  });

  it('sends the backlog as soon as the mail server answers again, with no new mail and no backoff ended', async () => {
    const { db } = await openTestDatabase(dialect);
    const clock = new ManualClock();
    const sink = await startSmtpSink();
    cleanups.push(() => sink.close());
    sink.setMode('down');
    const failures: number[] = [];
    // The production probe interval: the backlog must leave within 10 s of the server's return.
    const w = worker({ db, clock, sink, probes: 'production', events: { failed: ({ tries }) => failures.push(tries) } });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(await enqueueMail(db, `user${i}@example.jp`, mail(i), clock.now()));
    w.wake();
    await w.flush();
    expect(failures).toEqual([1, 1, 1]);

    // While the server is down the worker asks it whether it answers, and tries no mail.
    const refused = sink.refusedConnections;
    await vi.waitFor(() => expect(sink.refusedConnections).toBeGreaterThan(refused), { timeout: 10_000, interval: 50 });
    expect(failures).toEqual([1, 1, 1]);

    // The server is back. The clock stands still (no backoff ends) and no mail is queued: the probe alone brings the backlog.
    sink.setMode('accept');
    await vi.waitFor(() => expect(sink.received).toHaveLength(3), { timeout: 10_000, interval: 50 });
    expectEachSentOnce(
      sink,
      ids.map((id) => ({ id })),
    );
    expect(failures).toEqual([1, 1, 1]);
    await vi.waitFor(async () => expect(await statuses(db)).toEqual(['sent', 'sent', 'sent']));
  });

  it('claims no more mail than asked, so instances share a backlog', async () => {
    const { db } = await openTestDatabase(dialect);
    const clock = new ManualClock();
    for (let i = 0; i < 6; i++) await enqueueMail(db, `user${i}@example.jp`, mail(i), clock.now());
    const until = new Date(clock.now().getTime() + LEASE_MS);
    expect(await claimDueMails(db, 'one', clock.now(), until, 2)).toHaveLength(2);
    expect(await claimDueMails(db, 'two', clock.now(), until, 3)).toHaveLength(3);
    expect(await claimDueMails(db, 'three', clock.now(), until, 4)).toHaveLength(1);
  });

  it('tries one mail when a server that refuses mail answers a probe, and puts it back as it was: probing costs no tries', async () => {
    const { db } = await openTestDatabase(dialect);
    const clock = new ManualClock();
    const sink = await startSmtpSink();
    cleanups.push(() => sink.close());
    sink.setMode('refuse');
    const failures: number[] = [];
    const w = worker({ db, clock, sink, probes: 20, events: { failed: ({ tries }) => failures.push(tries) } });
    for (let i = 0; i < 3; i++) await enqueueMail(db, `user${i}@example.jp`, mail(i), clock.now());
    w.wake();
    await w.flush();
    expect(failures).toEqual([1, 1, 1]);
    expect(sink.refusedMessages).toBe(3);
    const backedOff = await db.selectFrom('mail_outbox').select(['id', 'tries', 'next_try_at', 'leased_by']).orderBy('id').execute();

    // The server greets a probe, so the mail due soonest is tried, and refused again.
    await vi.waitFor(() => expect(sink.refusedMessages).toBeGreaterThan(3), { timeout: 5000 });
    await vi.waitFor(async () => expect(await db.selectFrom('mail_outbox').select(['id', 'tries', 'next_try_at', 'leased_by']).orderBy('id').execute()).toEqual(backedOff));
    expect(failures).toEqual([1, 1, 1]);
  });

  it('counts a probed mail that got no answer as a try, so the next probe takes another mail, not that one again', async () => {
    const { db } = await openTestDatabase(dialect);
    const clock = new ManualClock();
    const sink = await startSmtpSink();
    cleanups.push(() => sink.close());
    // The server greets, takes each mail and never answers (it may have kept it).
    sink.setMode('hang');
    const failures: Array<{ id: string; tries: number }> = [];
    const w = startMailWorker({ db, clock, smtpUrl: sink.url, from, pollIntervalMs: 60_000, probeIntervalMs: 20, smtpTimeouts: { socketMs: 300 }, events: { failed: ({ id, tries }) => failures.push({ id, tries }) } });
    cleanups.push(() => w.stop());
    const ids = [await enqueueMail(db, 'user0@example.jp', mail(0), clock.now()), await enqueueMail(db, 'user1@example.jp', mail(1), clock.now())].sort();
    w.wake();
    await w.flush();
    expect(failures.map((f) => f.tries)).toEqual([1, 1]);
    await vi.waitFor(() => expect(failures.length).toBeGreaterThanOrEqual(4), { timeout: 5000 });
    expect(failures.slice(2, 4)).toEqual([
      { id: ids[0], tries: 2 },
      { id: ids[1], tries: 2 },
    ]);
  });
});

/**
 * Holds the first sent mark's transaction open after its first statement, until released: the row
 * that mark wrote stays locked meanwhile, as when its COMMIT is a moment away.
 */
class PauseAfterFirstSentMark implements KyselyPlugin {
  readonly #marks = new WeakSet<QueryId>();
  #paused = false;
  #reached!: () => void;
  readonly reached = new Promise<void>((resolve) => (this.#reached = resolve));
  release!: () => void;
  readonly #released = new Promise<void>((resolve) => (this.release = resolve));

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const { node } = args;
    if (node.kind === 'UpdateQueryNode' && node.updates?.some((update) => ColumnNode.is(update.column) && update.column.column.name === 'sent_at')) this.#marks.add(args.queryId);
    return node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.#marks.has(args.queryId) && !this.#paused) {
      this.#paused = true;
      this.#reached();
      await this.#released;
    }
    return args.result;
  }
}

describe('mail exactly once (postgres): lease renewals during the sent marks', () => {
  it('never deadlocks: a renewal that meets a row being marked skips it, and every mail is recorded once', async () => {
    const { db } = await openTestDatabase('postgres');
    const clock = new ManualClock();
    const gate = new PauseAfterFirstSentMark();
    const errors: unknown[] = [];
    const delivered: string[] = [];
    const events: MailEvents = { delivered: ({ id }) => delivered.push(id) };
    // Two instances on the dev mailbox (its copies are written in the marks' transaction).
    const one = worker({ db: db.withPlugin(gate), clock, events, errors });
    const two = worker({ db, clock, events, errors });
    const lease = one.lease(clock.now());
    const [first, second] = await enqueueLeased(db, clock, lease, 2);

    // Handed over in this order, they go out in this order and are recorded together.
    one.handOver([second!, first!]);
    await gate.reached;
    // Meanwhile the worker renews its leases on both (every 2 s while it holds them).
    let settled = false;
    const renewal = renewLeases(db, lease.worker, [first!.id, second!.id], new Date(clock.now().getTime() + LEASE_MS)).then(
      () => 'renewed',
      (error: unknown) => error,
    );
    void renewal.finally(() => (settled = true));
    // The renewal ends, or waits for a row lock the marks hold (it locked the other row first).
    await vi.waitFor(async () => {
      if (settled) return;
      const { rows } = await sql<{ count: string }>`select count(*) as count from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
      expect(Number(rows[0]!.count)).toBeGreaterThan(0);
    });
    gate.release();

    expect(await renewal).toBe('renewed');
    await one.flush();
    expect(errors).toEqual([]);
    expect(await statuses(db)).toEqual(['sent', 'sent']);
    expect(await db.selectFrom('dev_mailbox').select('id').orderBy('id').execute()).toEqual([{ id: first!.id }, { id: second!.id }]);
    // Long after the lease, neither instance has anything to send again.
    clock.advance(LEASE_MS + 1);
    await two.flush();
    await one.flush();
    expect(delivered.sort()).toEqual([first!.id, second!.id].sort());
  });
});
