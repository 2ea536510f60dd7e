// Delivers the outbox. Each request commits its mail with its state change; this worker sends it
// afterwards, with retries and backoff, so a mail server outage delays mail but never loses it.
import nodemailer from 'nodemailer';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';
import { addMs } from '../lib/clock.js';
import { claimMail, findDueMail, findDueMails, insertDevMail, markMailFailed, markMailSent, type OutboxRow } from './outbox.repository.js';

export interface MailWorkerOptions {
  db: Kysely<Database>;
  clock: Clock;
  /** SMTP transport when set; otherwise mails go to the dev mailbox table. */
  smtpUrl?: string;
  from: string;
  pollIntervalMs: number;
  onError?: (error: unknown) => void;
}

export type DeliveryOptions = Pick<MailWorkerOptions, 'db' | 'clock' | 'smtpUrl' | 'from'>;

export interface MailWorker {
  /** Asks for a delivery round soon (after an enqueue). */
  wake(): void;
  /** Delivers everything due now, waiting for any round already running. */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

const batchSize = 20;
const maxTries = 12;
const leaseMs = 2 * 60_000;

/** 30 s, 1 min, 2 min … at most 1 hour between tries. */
export function retryDelayMs(tries: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, tries - 1), 3_600_000);
}

interface Deliverer {
  send(mail: OutboxRow, now: Date): Promise<void>;
  close(): void;
}

function createDeliverer(options: DeliveryOptions): Deliverer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    } as Parameters<typeof nodemailer.createTransport>[0]);
    return {
      send: async (mail) => {
        await transport.sendMail({ from: options.from, to: mail.recipient, subject: mail.subject, text: mail.text_body, html: mail.html_body });
      },
      close: () => transport.close(),
    };
  }
  // The dev mailbox: nodemailer still composes the message (so bad addresses fail as they would on SMTP),
  // and the result lands in a table that /dev/mailbox shows.
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    send: async (mail, now) => {
      await transport.sendMail({ from: options.from, to: mail.recipient, subject: mail.subject, text: mail.text_body, html: mail.html_body });
      await insertDevMail(options.db, mail.recipient, { subject: mail.subject, text: mail.text_body, html: mail.html_body }, now);
    },
    close: () => transport.close(),
  };
}

/** Claims one mail and tries to send it; a failure schedules the next try. Returns whether it was sent. */
async function deliverOne(options: DeliveryOptions, deliverer: Deliverer, mail: OutboxRow): Promise<boolean> {
  const { db, clock } = options;
  const now = clock.now();
  if (!(await claimMail(db, mail.id, now, addMs(now, leaseMs)))) return false;
  try {
    await deliverer.send(mail, now);
  } catch (error) {
    const tries = mail.tries + 1;
    const message = error instanceof Error ? error.message : String(error);
    await markMailFailed(db, mail.id, message, addMs(clock.now(), retryDelayMs(tries)), tries >= maxTries);
    return false;
  }
  await markMailSent(db, mail.id, clock.now());
  return true;
}

/**
 * Delivers ONE outbox mail, here and now (the accounts CLI: its invitation goes out even when the
 * portal is not running, and nobody else's mail is touched). Returns whether it was sent; if not, it
 * stays queued for the portal's worker.
 */
export async function deliverMailNow(options: DeliveryOptions, mailId: string): Promise<boolean> {
  const mail = await findDueMail(options.db, mailId, options.clock.now());
  if (!mail) return false;
  const deliverer = createDeliverer(options);
  try {
    return await deliverOne(options, deliverer, mail);
  } finally {
    deliverer.close();
  }
}

export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, clock } = options;
  const deliverer = createDeliverer(options);
  let chain: Promise<void> = Promise.resolve();
  let queued = false;
  let stopped = false;

  async function deliverDue(): Promise<void> {
    for (;;) {
      const due = await findDueMails(db, clock.now(), batchSize);
      for (const mail of due) await deliverOne(options, deliverer, mail);
      if (due.length < batchSize || stopped) return;
    }
  }

  function run(): Promise<void> {
    chain = chain
      .then(async () => {
        queued = false;
        await deliverDue();
      })
      .catch((error: unknown) => options.onError?.(error));
    return chain;
  }

  const timer = setInterval(() => worker.wake(), options.pollIntervalMs);
  timer.unref();

  const worker: MailWorker = {
    wake() {
      if (stopped || queued) return;
      queued = true;
      void run();
    },
    flush: () => run(),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await chain;
      deliverer.close();
    },
  };
  return worker;
}
