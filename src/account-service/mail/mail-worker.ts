// Delivers the outbox. Each request commits its mail with its state change; this worker sends it at
// once (the request wakes it after the commit), several at a time, and again with backoff when the
// transport fails, so a mail server outage delays mail but never loses it. Messages are leased: a
// worker claims a few (other instances skip them), renews its lease every few seconds while sending,
// and a worker that dies loses it within LEASE_MS, after which any instance sends the message again,
// with the same Message-ID. A request may also queue its mail already leased to this worker and hand
// it over after the commit (login step 1: no claim per sign-in), with enough of its lease left; the
// worker gathers what is handed over for a moment, sends it together and records what went out in
// the same turn in one transaction.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import { runTransaction } from '../db/locks.js';
import type { Database } from '../db/schema.js';
import { addMs, type Clock } from '../lib/clock.js';
import { createMailTransport, type MailTransport, type TransportOptions } from './mail-transport.js';
import { bringForwardRetries, claimDueMails, markMailFailed, markMailSent, renewLeases, type MailLease, type OutboxRow } from './outbox.repository.js';

export interface MailEvents {
  delivered?(info: { id: string; tries: number; latencyMs: number }): void;
  /** Every failed try; `dead` when it was the last one. */
  failed?(info: { id: string; tries: number; error: string; dead: boolean }): void;
}

export interface MailWorkerOptions {
  db: Kysely<Database>;
  clock: Clock;
  /** SMTP transport when set; otherwise mails go to the dev mailbox table. */
  smtpUrl?: string;
  from: string;
  /** How often to look for mail due (retries, and mail other instances queued). */
  pollIntervalMs: number;
  /** Messages sent at once (and SMTP connections kept open). Default 4. */
  concurrency?: number;
  events?: MailEvents;
  onError?: (error: unknown) => void;
  /** Tests shorten the SMTP waits (mail-transport.ts). */
  smtpTimeouts?: TransportOptions['timeouts'];
}

export type DeliveryOptions = Pick<MailWorkerOptions, 'db' | 'clock' | 'smtpUrl' | 'from'>;

export interface MailWorker {
  /** Asks for a delivery round now (after an enqueue). */
  wake(): void;
  /** The lease under which a request queues mail it will hand over (enqueueLeasedMail). */
  lease(now: Date): MailLease;
  /** Takes mail queued under lease() once its transaction has committed, and sends it within HAND_OVER_GATHER_MS. */
  handOver(mails: OutboxRow[]): void;
  /** Delivers everything due now, waiting for any round already running. */
  flush(): Promise<void>;
  /** Stops claiming, lets the messages being sent finish, closes the transport. */
  stop(): Promise<void>;
}

/** Tries before a message is set aside as dead. */
export const maxTries = 10;
/** A lease outlives its renewals by this much: a dead worker's messages are free again within it. */
export const LEASE_MS = 6000;
const RENEW_EVERY_MS = 2000;
/**
 * Mail handed over is sent here only while its lease has this long left: long enough for the next
 * renewal to come first. Any less (the request was slow to commit, or this process stalled) and it is
 * left to the claims, where the outbox decides which one worker sends it: never twice.
 */
export const HAND_OVER_MIN_LEASE_MS = RENEW_EVERY_MS + 1000;
/**
 * Mail handed over waits this long for more to join it: sent together, what goes out in the same
 * turn is recorded in one transaction instead of a commit per mail (npm run bench: login step 1).
 * Small against the sign-in code's delivery time (README: mail latency).
 */
export const HAND_OVER_GATHER_MS = 20;

/** 5 s, 10 s, 20 s … at most 15 minutes between tries: ten tries span about 40 minutes. */
export function retryDelayMs(tries: number): number {
  return Math.min(5000 * 2 ** Math.max(0, tries - 1), 15 * 60_000);
}

const workerId = () => `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

/** Sends one leased message; a failure is recorded at once (due again later, or dead). Returns whether it was sent. */
async function send(options: DeliveryOptions & Pick<MailWorkerOptions, 'events'>, transport: MailTransport, worker: string, mail: OutboxRow): Promise<boolean> {
  const { db, clock, events } = options;
  try {
    await transport.send(mail, clock.now());
    return true;
  } catch (error) {
    const tries = mail.tries + 1;
    const message = error instanceof Error ? error.message : String(error);
    const dead = tries >= maxTries;
    await markMailFailed(db, worker, mail.id, message, addMs(clock.now(), retryDelayMs(tries)), dead);
    events?.failed?.({ id: mail.id, tries, error: message, dead });
    return false;
  }
}

/**
 * Sends messages at once and records each as it goes out: those sent in the same turn of the event
 * loop together, their outbox rows and what the transport keeps of them (the dev mailbox's copy) in
 * one transaction, so one slow send never holds the others' records back (a crash meanwhile would
 * send them again). Returns whether each was sent.
 */
async function deliver(options: DeliveryOptions & Pick<MailWorkerOptions, 'events'>, transport: MailTransport, worker: string, mails: OutboxRow[]): Promise<boolean[]> {
  const { db, clock, events } = options;
  let joining: OutboxRow[] = [];
  let recording: Promise<void> | null = null;
  const recordSent = (mail: OutboxRow): Promise<void> => {
    joining.push(mail);
    recording ??= (async () => {
      await new Promise<void>((done) => setImmediate(done));
      const sent = joining;
      joining = [];
      recording = null;
      const now = clock.now();
      const record = async (trx: Kysely<Database>) => {
        await transport.recordSent?.(trx, sent, now);
        for (const each of sent) await markMailSent(trx, each.id, now);
      };
      // One statement needs no transaction (on PostgreSQL, BEGIN and COMMIT would be two more round trips).
      await (sent.length === 1 && !transport.recordSent ? record(db) : runTransaction(db, record));
      for (const each of sent) events?.delivered?.({ id: each.id, tries: each.tries + 1, latencyMs: Math.max(0, now.getTime() - Date.parse(each.created_at)) });
    })();
    return recording;
  };
  // Every send is waited for, even when a record failed: the batch's leases are renewed until the
  // last of its sends is over, so no other worker takes a message still being sent.
  const settled = await Promise.allSettled(
    mails.map(async (mail) => {
      const sent = await send(options, transport, worker, mail);
      if (sent) await recordSent(mail);
      return sent;
    }),
  );
  const failure = settled.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
  return settled.map((outcome) => (outcome as PromiseFulfilledResult<boolean>).value);
}

/**
 * Delivers ONE outbox mail, here and now (the accounts CLI: its invitation goes out even when the
 * portal is not running, and nobody else's mail is touched). Returns whether it was sent; if not, it
 * stays queued for the portal's worker.
 */
export async function deliverMailNow(options: DeliveryOptions, mailId: string): Promise<boolean> {
  const now = options.clock.now();
  const worker = workerId();
  const [mail] = await claimDueMails(options.db, worker, now, addMs(now, LEASE_MS), 1, mailId);
  if (!mail) return false;
  const transport = createMailTransport({ ...options, connections: 1 });
  try {
    const [sent] = await deliver(options, transport, worker, [mail]);
    return sent === true;
  } finally {
    transport.close();
  }
}

export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, clock } = options;
  const concurrency = options.concurrency ?? 4;
  const transport = createMailTransport({ ...options, connections: concurrency, ...(options.smtpTimeouts ? { timeouts: options.smtpTimeouts } : {}) });
  const id = workerId();
  // Woken by a request, the rounds still run as the worker's own work: in the context the worker
  // started in, under no request's deadline (http/deadline.ts).
  const asWorker = AsyncLocalStorage.snapshot();
  const sending = new Set<string>();
  /** Mail handed over by requests (leased to this worker), waiting for the next batch. */
  const handed: OutboxRow[] = [];
  let gathering: NodeJS.Timeout | null = null;
  const stopGathering = () => {
    if (gathering) clearTimeout(gathering);
    gathering = null;
  };
  let running: Promise<void> | null = null;
  /** Another round is wanted (asked for while one ran). */
  let again = false;
  /** The next round also claims due mail from the outbox (a wake, a poll, a flush). */
  let claimWanted = false;
  let stopped = false;
  let failing = false;

  // While messages are being sent, their leases are renewed, so no other instance takes them over.
  const renewal = setInterval(() => {
    if (sending.size === 0) return;
    renewLeases(db, id, [...sending], addMs(clock.now(), LEASE_MS)).catch((error: unknown) => options.onError?.(error));
  }, RENEW_EVERY_MS);
  renewal.unref();

  /** Sends one batch: mail handed over, or else mail claimed from the outbox. Returns its size. */
  async function sendBatch(fromOutbox: boolean): Promise<number> {
    let batch: OutboxRow[];
    if (fromOutbox) {
      const now = clock.now();
      batch = await claimDueMails(db, id, now, addMs(now, LEASE_MS), concurrency);
      for (const mail of batch) sending.add(mail.id);
    } else {
      const now = clock.now().getTime();
      batch = [];
      for (const mail of handed.splice(0, concurrency)) {
        if (Date.parse(mail.next_try_at) - now >= HAND_OVER_MIN_LEASE_MS) batch.push(mail);
        else sending.delete(mail.id); // claimed by some worker once its lease has run out
      }
    }
    try {
      const outcomes = await deliver(options, transport, id, batch);
      if (outcomes.some((sent) => !sent)) failing = true;
      else if (failing && outcomes.length > 0) {
        // The transport works again: what failed meanwhile goes now, not at its backed-off time.
        failing = false;
        await bringForwardRetries(db, clock.now());
        claimWanted = true;
      }
    } finally {
      for (const mail of batch) sending.delete(mail.id);
    }
    return batch.length;
  }

  async function rounds(): Promise<void> {
    do {
      again = false;
      // Mail handed over is committed and leased to this worker: it goes even while stopping.
      while (handed.length > 0) await sendBatch(false);
      if (claimWanted && !stopped) {
        claimWanted = false;
        while (!stopped && (await sendBatch(true)) === concurrency);
      }
    } while ((again || claimWanted) && (!stopped || handed.length > 0));
  }

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = asWorker(rounds)
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = null;
      });
    return running;
  }

  const claim = () => {
    claimWanted = true;
    return run();
  };
  const poll = setInterval(() => void claim(), options.pollIntervalMs);
  poll.unref();

  return {
    wake() {
      if (!stopped) void claim();
    },
    lease: (now) => ({ worker: id, until: addMs(now, LEASE_MS) }),
    handOver(mails) {
      // After a stop the lease runs out instead, and any worker sends the mail.
      if (stopped) return;
      for (const mail of mails) {
        handed.push(mail);
        sending.add(mail.id);
      }
      gathering ??= setTimeout(() => {
        gathering = null;
        void run();
      }, HAND_OVER_GATHER_MS);
    },
    async flush() {
      await running;
      stopGathering();
      await claim();
    },
    async stop() {
      stopped = true;
      clearInterval(poll);
      stopGathering();
      await running;
      // What requests handed over before the stop goes now.
      if (handed.length > 0) await run();
      clearInterval(renewal);
      transport.close();
    },
  };
}
