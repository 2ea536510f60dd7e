// Delivers the outbox. Each request commits its mail with its state change; this worker sends it at
// once (the request wakes it after the commit) over `concurrency` connections, and again with backoff
// when the transport fails, so a mail server outage delays mail but never loses it. Messages are
// leased: a worker claims a few (other instances skip them), renews its lease every few seconds while
// it holds them, and a worker that dies loses it within LEASE_MS, after which any instance sends the
// message again, with the same Message-ID. A request may also queue its mail already leased to this
// worker and hand it over after the commit (login step 1's code: no claim per sign-in); mail handed
// over goes before mail claimed (new-device notices and the like), whenever a connection is free.
// What went out is recorded (sent-marks.ts) before anything else is sent.
import { AsyncLocalStorage } from 'node:async_hooks';
import { addMs } from '../lib/clock.js';
import { HAND_OVER_MIN_LEASE_MS, LEASE_MS, markRetryMs, messageOf, PROBE_EVERY_MS, answered, recordFailure, refusedForGood, RENEW_EVERY_MS, workerId, type DeliveryOptions, type MailEvents } from './delivery.js';
import { createMailTransport, type MailTransport, type TransportOptions } from './mail-transport.js';
import { bringForwardRetries, claimDueMails, claimMailToProbe, renewLeases, returnProbedMail, type MailLease, type OutboxRow } from './outbox.repository.js';
import { createSentMarks } from './sent-marks.js';

export { deliverMailNow, HAND_OVER_MIN_LEASE_MS, LEASE_MS, maxTries, PROBE_EVERY_MS, retryDelayMs, type MailEvents } from './delivery.js';

export interface MailWorkerOptions extends DeliveryOptions {
  /** How often to look for mail due (retries, and mail other instances queued). */
  pollIntervalMs: number;
  /** How often to ask a mail server that failed whether it answers again (PROBE_EVERY_MS). */
  probeIntervalMs?: number;
  /** Messages sent at once (and SMTP connections kept open). Default 4. */
  concurrency?: number;
  events?: MailEvents;
  onError?: (error: unknown) => void;
  /** Tests shorten the SMTP waits (mail-transport.ts). */
  smtpTimeouts?: TransportOptions['timeouts'];
}

export interface MailWorker {
  /** Asks for a delivery round now (after an enqueue). */
  wake(): void;
  /** The lease under which a request queues mail it will hand over (enqueueLeasedMail). */
  lease(now: Date): MailLease;
  /** Takes mail queued under lease() once its transaction has committed, and sends it first. */
  handOver(mails: OutboxRow[]): void;
  /** Delivers everything due now and records it, and waits until that is done. */
  flush(): Promise<void>;
  /** Stops claiming, lets the messages being sent finish, closes the transport. */
  stop(): Promise<void>;
}

export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, clock, events } = options;
  const concurrency = options.concurrency ?? 4;
  const probeEveryMs = options.probeIntervalMs ?? PROBE_EVERY_MS;
  const transport: MailTransport = createMailTransport({ ...options, connections: concurrency, ...(options.smtpTimeouts ? { timeouts: options.smtpTimeouts } : {}) });
  const id = workerId();
  const reportError = (error: unknown) => options.onError?.(error);
  // Woken by a request, the work still runs as the worker's own: in the context the worker started
  // in, under no request's deadline (http/deadline.ts).
  const asWorker = AsyncLocalStorage.snapshot();

  /** Mail leased to this worker and not yet recorded (waiting, being sent, or sent), with when its lease ends (ms). */
  const leases = new Map<string, number>();
  /** Waiting for a connection: mail handed over by requests (sign-in codes) before mail claimed from the outbox. */
  const handed: OutboxRow[] = [];
  const claimed: OutboxRow[] = [];
  let sending = 0;
  let claiming = false;
  /** The outbox may hold mail due (a wake, a poll, a flush, a full claim). */
  let claimWanted = false;
  /** Other work under way that a flush waits for (bringing retries forward, recording a failure). */
  let chores = 0;
  let stopped = false;
  let closed = false;
  /**
   * Since the last send that went out, one failed for a reason of the server's (it was away, or
   * deferred the mail; not a permanent refusal of one recipient): mail waits in backoff for it.
   */
  let serverAway = false;
  /** The mail a probe took from the backlog to try, with when it was due; probes since that found mail still refused. */
  let probed: { id: string; dueAt: string } | null = null;
  let refusedProbes = 0;
  let probesToSkip = 0;
  let probing = false;
  let markRetry: NodeJS.Timeout | null = null;
  const idleWaiters: Array<() => void> = [];

  const marks = createSentMarks({
    db,
    clock,
    transport,
    recorded(mails, now) {
      for (const mail of mails) {
        leases.delete(mail.id);
        events?.delivered?.({ id: mail.id, tries: mail.tries + 1, latencyMs: Math.max(0, now.getTime() - Date.parse(mail.created_at)) });
      }
    },
    failed: reportError,
  });

  const isIdle = () =>
    sending === 0 &&
    !claiming &&
    chores === 0 &&
    !marks.writing &&
    (marks.behind || (handed.length === 0 && claimed.length === 0 && (stopped || !claimWanted)));

  /** Starts what can start now. Called after anything that may let more work start. */
  function pump(): void {
    if (closed) return;
    if (marks.behind) {
      // Mail that went out is recorded before any other goes.
      if (!marks.writing) retryMarksSoon();
    } else {
      while (sending < concurrency) {
        const mail = nextToSend();
        if (!mail) break;
        void send(mail);
      }
      if (sending < concurrency && handed.length === 0 && claimed.length === 0 && claimWanted && !claiming && !stopped) void claim(concurrency - sending);
    }
    if (isIdle()) for (const resolve of idleWaiters.splice(0)) resolve();
  }

  const whenIdle = () => new Promise<void>((resolve) => (isIdle() ? resolve() : idleWaiters.push(resolve)));

  function nextToSend(): OutboxRow | undefined {
    const now = clock.now().getTime();
    for (;;) {
      const mail = handed.shift() ?? claimed.shift();
      if (!mail) return undefined;
      if ((leases.get(mail.id) ?? 0) - now >= HAND_OVER_MIN_LEASE_MS) return mail;
      // Too little lease left: no longer renewed, it runs out, and a claim decides who sends it.
      leases.delete(mail.id);
    }
  }

  async function send(mail: OutboxRow): Promise<void> {
    sending += 1;
    try {
      await transport.send(mail, clock.now());
    } catch (error) {
      await failed(mail, error);
      sending -= 1;
      pump();
      return;
    }
    if (serverAway) recovered();
    // Its mark is under way before the connection is free: a flush waits for it.
    void marks.add(mail).catch(reportError).finally(pump);
    sending -= 1;
    pump();
  }

  async function failed(mail: OutboxRow, error: unknown): Promise<void> {
    if (!refusedForGood(error)) serverAway = true;
    try {
      const probedMail = probed?.id === mail.id ? probed : null;
      if (probedMail) {
        // The server greets but still fails mail: the probes wait a little longer (a few seconds at
        // most: a server that comes back must be noticed quickly).
        probed = null;
        refusedProbes += 1;
        probesToSkip = Math.min(refusedProbes, 3);
      }
      // A refusal (an answer) leaves the mail as it was, no try counted. No answer at all (the server
      // may have kept it) is a try like any: the next probe takes another mail, not this one again.
      if (probedMail && answered(error)) await returnProbedMail(db, id, mail.id, probedMail.dueAt, messageOf(error));
      else await recordFailure(options, id, mail, error);
    } catch (recordError) {
      reportError(recordError); // the lease runs out instead, and the mail is tried again then
    } finally {
      leases.delete(mail.id);
    }
  }

  /** A send went out after failures: what failed meanwhile is due now, not at its backed-off time. */
  function recovered(): void {
    serverAway = false;
    probed = null;
    refusedProbes = 0;
    probesToSkip = 0;
    chores += 1;
    bringForwardRetries(db, clock.now())
      .then(() => (claimWanted = true))
      .catch(reportError)
      .finally(() => {
        chores -= 1;
        pump();
      });
  }

  async function claim(count: number): Promise<void> {
    claiming = true;
    claimWanted = false;
    try {
      const now = clock.now();
      const until = addMs(now, LEASE_MS);
      const rows = await claimDueMails(db, id, now, until, count);
      for (const row of rows) {
        leases.set(row.id, until.getTime());
        claimed.push(row);
      }
      // A full claim: more may be due.
      if (rows.length === count) claimWanted = true;
    } catch (error) {
      reportError(error);
    } finally {
      claiming = false;
      pump();
    }
  }

  function retryMarksSoon(): void {
    if (markRetry || closed) return;
    markRetry = setTimeout(() => {
      markRetry = null;
      void asWorker(() => marks.retry().then(pump));
    }, markRetryMs(marks.failures));
    markRetry.unref();
  }

  // Everything leased to this worker and not yet recorded keeps its lease, so no other instance takes
  // it over: mail waiting for a connection, being sent, or sent with its mark still to be written.
  const renewal = setInterval(() => {
    if (leases.size === 0) return;
    const until = addMs(clock.now(), LEASE_MS);
    renewLeases(db, id, [...leases.keys()], until)
      .then((renewed) => {
        for (const mailId of renewed) if (leases.has(mailId)) leases.set(mailId, until.getTime());
      })
      .catch(reportError);
  }, RENEW_EVERY_MS);
  renewal.unref();

  // While mail waits in backoff for a server that failed, ask the server every few seconds whether it
  // answers (connection, greeting, EHLO: nothing is sent). When it does, the mail due soonest is tried;
  // if it goes out, the rest follows at once (recovered). If the server still refuses it, the mail
  // goes back as it was: probing costs the backlog no tries.
  async function probe(): Promise<void> {
    if (!serverAway || probing || stopped || sending > 0 || !transport.probe) return;
    if (probed && leases.has(probed.id)) return; // still being tried
    if (probesToSkip > 0) {
      probesToSkip -= 1;
      return;
    }
    probing = true;
    try {
      await transport.probe();
    } catch {
      probing = false;
      return; // still away
    }
    if (stopped) {
      probing = false;
      return;
    }
    chores += 1;
    try {
      const now = clock.now();
      const until = addMs(now, LEASE_MS);
      const taken = await claimMailToProbe(db, id, now, until);
      if (taken) {
        probed = { id: taken.mail.id, dueAt: taken.dueAt };
        leases.set(taken.mail.id, until.getTime());
        claimed.unshift(taken.mail);
      } else {
        // Nothing waits in backoff any more (another instance may have sent it): no need to probe.
        serverAway = false;
        claimWanted = true;
      }
    } catch (error) {
      reportError(error);
    } finally {
      probing = false;
      chores -= 1;
      pump();
    }
  }
  const probes = setInterval(() => void asWorker(probe), probeEveryMs);
  probes.unref();

  const claimSoon = () => {
    claimWanted = true;
    asWorker(pump);
  };
  const poll = setInterval(() => {
    if (!stopped) claimSoon();
  }, options.pollIntervalMs);
  poll.unref();

  return {
    wake() {
      if (!stopped) claimSoon();
    },
    lease: (now) => ({ worker: id, until: addMs(now, LEASE_MS) }),
    handOver(mails) {
      // After a stop the lease runs out instead, and any worker sends the mail.
      if (stopped) return;
      for (const mail of mails) {
        leases.set(mail.id, Date.parse(mail.next_try_at));
        handed.push(mail);
      }
      // Not on the request's own path: it answers first.
      setImmediate(() => asWorker(pump));
    },
    async flush() {
      if (marks.behind && !marks.writing) await asWorker(() => marks.retry());
      claimWanted = true;
      asWorker(pump);
      await whenIdle();
    },
    async stop() {
      stopped = true;
      clearInterval(poll);
      clearInterval(probes);
      // What is being sent, and what requests handed over before the stop, goes now.
      asWorker(pump);
      await whenIdle();
      // A mark still failing gets one more try (and then what waited for it goes); if that fails too,
      // the lease runs out and the mail may go again.
      if (marks.behind) {
        await asWorker(() => marks.retry());
        asWorker(pump);
        await whenIdle();
      }
      closed = true;
      if (markRetry) clearTimeout(markRetry);
      clearInterval(renewal);
      transport.close();
    },
  };
}
