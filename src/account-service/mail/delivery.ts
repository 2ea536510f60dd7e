// What every delivery of the outbox shares: the lease and retry rules, the record of a failed try,
// and one mail delivered here and now (the accounts CLI). The portal's worker is mail-worker.ts.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { addMs, type Clock } from '../lib/clock.js';
import { createMailTransport } from './mail-transport.js';
import { claimDueMails, markMailFailed, type OutboxRow } from './outbox.repository.js';
import { createSentMarks } from './sent-marks.js';

export interface MailEvents {
  delivered?(info: { id: string; tries: number; latencyMs: number }): void;
  /** Every failed try; `dead` when it was the last one. */
  failed?(info: { id: string; tries: number; error: string; dead: boolean }): void;
}

export interface DeliveryOptions {
  db: Kysely<Database>;
  clock: Clock;
  /** SMTP transport when set; otherwise mails go to the dev mailbox table. */
  smtpUrl?: string | undefined;
  from: string;
}

/** Tries before a message is set aside as dead. */
export const maxTries = 10;
/** A lease outlives its renewals by this much: a dead worker's messages are free again within it. */
export const LEASE_MS = 6000;
export const RENEW_EVERY_MS = 2000;
/**
 * Mail waiting for a connection is sent only while its lease has this long left: long enough for the
 * next renewal to come first. Any less (the request was slow to commit, renewals failed, this process
 * stalled) and it is left to the claims, where the outbox decides which one worker sends it: never twice.
 */
export const HAND_OVER_MIN_LEASE_MS = RENEW_EVERY_MS + 1000;
/** While mail waits in backoff, the mail server is asked this often whether it answers again. */
export const PROBE_EVERY_MS = 2000;
/** A sent mark that could not be written is tried again after 0.5 s, 1 s, then every 2 s (the worker sends nothing meanwhile). */
export const markRetryMs = (failures: number) => Math.min(500 * 2 ** Math.max(0, failures - 1), RENEW_EVERY_MS);

/** 5 s, 10 s, 20 s … at most 15 minutes between tries: ten tries span about 40 minutes. */
export function retryDelayMs(tries: number): number {
  return Math.min(5000 * 2 ** Math.max(0, tries - 1), 15 * 60_000);
}

export const workerId = () => `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
const responseCodeOf = (error: unknown): unknown => (typeof error === 'object' && error !== null ? (error as { responseCode?: unknown }).responseCode : undefined);

/** The SMTP server answered the send with a refusal (rather than no answer: a timeout, a dropped connection). */
export const answered = (error: unknown): boolean => typeof responseCodeOf(error) === 'number';

/** An SMTP refusal for good (5xx: this recipient or this mail), as opposed to a server that is away or defers mail (4xx, no answer). */
export function refusedForGood(error: unknown): boolean {
  const code = responseCodeOf(error);
  return typeof code === 'number' && code >= 500;
}

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Records a failed try under the worker's lease: due again after its backoff, or dead. */
export async function recordFailure(options: DeliveryOptions & { events?: MailEvents | undefined }, worker: string, mail: OutboxRow, error: unknown): Promise<void> {
  const tries = mail.tries + 1;
  const message = messageOf(error);
  const dead = tries >= maxTries;
  await markMailFailed(options.db, worker, mail.id, message, addMs(options.clock.now(), retryDelayMs(tries)), dead);
  options.events?.failed?.({ id: mail.id, tries, error: message, dead });
}

/**
 * Delivers ONE outbox mail, here and now (the accounts CLI: its invitation goes out even when the
 * portal is not running, and nobody else's mail is touched). Returns whether it was sent; if not, it
 * stays queued for the portal's worker.
 */
export async function deliverMailNow(options: DeliveryOptions, mailId: string): Promise<boolean> {
  const { db, clock } = options;
  const now = clock.now();
  const worker = workerId();
  const [mail] = await claimDueMails(db, worker, now, addMs(now, LEASE_MS), 1, mailId);
  if (!mail) return false;
  const transport = createMailTransport({ ...options, connections: 1 });
  try {
    try {
      await transport.send(mail, clock.now());
    } catch (error) {
      await recordFailure(options, worker, mail, error);
      return false;
    }
    let lastError: unknown;
    const marks = createSentMarks({ db, clock, transport, recorded: () => undefined, failed: (error) => (lastError = error) });
    await marks.add(mail);
    // The mail is out: its record is worth a few more tries before giving up.
    for (let i = 0; i < 3 && marks.behind; i++) {
      await new Promise((done) => setTimeout(done, markRetryMs(marks.failures)));
      await marks.retry();
    }
    if (marks.behind) throw lastError;
    return true;
  } finally {
    transport.close();
  }
}

