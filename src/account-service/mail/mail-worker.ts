// Delivers the outbox. Each request commits its mail with its state change; this worker sends it at
// once (the request wakes it after the commit), several at a time, and again with backoff when the
// transport fails, so a mail server outage delays mail but never loses it. Messages are leased: a
// worker claims a few (other instances skip them), renews its lease every few seconds while sending,
// and a worker that dies loses it within LEASE_MS, after which any instance sends the message again,
// with the same Message-ID.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { addMs, type Clock } from '../lib/clock.js';
import { createMailTransport, type MailTransport, type TransportOptions } from './mail-transport.js';
import { bringForwardRetries, claimDueMails, markMailFailed, markMailSent, renewLeases, type OutboxRow } from './outbox.repository.js';

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

/** 5 s, 10 s, 20 s … at most 15 minutes between tries: ten tries span about 40 minutes. */
export function retryDelayMs(tries: number): number {
  return Math.min(5000 * 2 ** Math.max(0, tries - 1), 15 * 60_000);
}

const workerId = () => `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

/** Sends one claimed message and records the outcome. Returns whether it was sent. */
async function deliver(options: DeliveryOptions & Pick<MailWorkerOptions, 'events'>, transport: MailTransport, worker: string, mail: OutboxRow): Promise<boolean> {
  const { db, clock, events } = options;
  try {
    await transport.send(mail, clock.now());
  } catch (error) {
    const tries = mail.tries + 1;
    const message = error instanceof Error ? error.message : String(error);
    const dead = tries >= maxTries;
    await markMailFailed(db, worker, mail.id, message, addMs(clock.now(), retryDelayMs(tries)), dead);
    events?.failed?.({ id: mail.id, tries, error: message, dead });
    return false;
  }
  const now = clock.now();
  await markMailSent(db, mail.id, now);
  events?.delivered?.({ id: mail.id, tries: mail.tries + 1, latencyMs: Math.max(0, now.getTime() - Date.parse(mail.created_at)) });
  return true;
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
    return await deliver(options, transport, worker, mail);
  } finally {
    transport.close();
  }
}

export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, clock } = options;
  const concurrency = options.concurrency ?? 4;
  const transport = createMailTransport({ ...options, connections: concurrency, ...(options.smtpTimeouts ? { timeouts: options.smtpTimeouts } : {}) });
  const id = workerId();
  const sending = new Set<string>();
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let failing = false;

  // While messages are being sent, their leases are renewed, so no other instance takes them over.
  const renewal = setInterval(() => {
    if (sending.size === 0) return;
    renewLeases(db, id, [...sending], addMs(clock.now(), LEASE_MS)).catch((error: unknown) => options.onError?.(error));
  }, RENEW_EVERY_MS);
  renewal.unref();

  async function sendBatch(): Promise<number> {
    const now = clock.now();
    const claimed = await claimDueMails(db, id, now, addMs(now, LEASE_MS), concurrency);
    for (const mail of claimed) sending.add(mail.id);
    const outcomes = await Promise.all(
      claimed.map((mail) => deliver(options, transport, id, mail).finally(() => sending.delete(mail.id))),
    );
    if (outcomes.some((sent) => !sent)) failing = true;
    else if (failing && outcomes.length > 0) {
      // The transport works again: what failed meanwhile goes now, not at its backed-off time.
      failing = false;
      await bringForwardRetries(db, clock.now());
      again = true;
    }
    return claimed.length;
  }

  async function rounds(): Promise<void> {
    do {
      again = false;
      while (!stopped && (await sendBatch()) === concurrency);
    } while (again && !stopped);
  }

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = rounds()
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = null;
      });
    return running;
  }

  const poll = setInterval(() => void run(), options.pollIntervalMs);
  poll.unref();

  return {
    wake() {
      if (!stopped) void run();
    },
    async flush() {
      await running;
      await run();
    },
    async stop() {
      stopped = true;
      clearInterval(poll);
      await running;
      clearInterval(renewal);
      transport.close();
    },
  };
}
