// Turns queued reissue requests into reset links, on the worker's OWN schedule: a tick every 1–2 s
// with random jitter, never prompted by a request. Whatever a batch costs then lands on whichever
// requests happen to run at that moment, not on the one right after a known identifier; and an
// identifier that matches nothing gets comparable dummy work, so a batch's cost does not say which
// of its requests matched. The mails go out with the mail worker's own rounds.
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { lockAccountRow, transactionWithRetry } from '../db/locks.js';
import type { Database } from '../db/schema.js';
import { findAccountByIdentifier, type AccountRow } from '../accounts/account.repository.js';
import { addMs } from '../lib/clock.js';
import { randomToken, sha256Hex } from '../lib/crypto.js';
import { enqueueMail } from '../mail/outbox.repository.js';
import { passwordResetLink, reissueMail } from '../mail/mails.js';
import { countResetTokensSince, hasInvitation, issuePasswordToken, tokenLifetimeMs } from './password-reset-token.repository.js';

export interface ReissueWorkerOptions {
  db: Kysely<Database>;
  clock: { now(): Date };
  publicUrl: string;
  /** SUPPORT_CONTACT, named in the mail. */
  supportContact?: string;
}

export interface ReissueSchedule {
  /** Pause between ticks: a random value in [minMs, maxMs). */
  minMs: number;
  maxMs: number;
  onError?: (error: unknown) => void;
}

export interface ReissueWorker {
  /** Processes every pending request now (tests, and the service's mail.flush()). */
  processNow(): Promise<number>;
  stop(): Promise<void>;
}

const batchSize = 20;
/**
 * Reset mails per account per hour. The per-identifier limit alone would let one inbox get its limit
 * twice (once via the login ID, once via the e-mail address); beyond this cap a request is dropped
 * silently (its answer went out long ago and was the same anyway).
 */
export const perAccountReissueMailsPerHour = 5;

/**
 * Who gets a link: an account that can sign in, or is only locked for a while (a reset is the way
 * out of a temporary lock), and that has a password or was invited. Disabled accounts and open-ended
 * operator locks get nothing: a reset must not undo an operator's decision.
 */
async function mayReset(db: Kysely<Database>, account: AccountRow): Promise<boolean> {
  const blocked = account.status === 'disabled' || (account.status === 'locked' && account.locked_until === null);
  if (blocked) return false;
  return account.password_hash !== null || (await hasInvitation(db, account.id));
}

/** What a mailed request costs besides its writes (a query, a token and its hash, the rendered mail), for a request that mails nothing. */
async function dummyWork(db: Kysely<Database>, publicUrl: string, now: Date): Promise<void> {
  await countResetTokensSince(db, '', now.toISOString());
  const token = randomToken();
  sha256Hex(token);
  const expiresAt = addMs(now, tokenLifetimeMs.reset);
  reissueMail({ locale: 'ja', name: '-', loginId: '-', link: passwordResetLink(publicUrl, token), expiresAt, publicUrl });
}

/** Handles one request: claim, look up, and (maybe) issue a token with its mail, all in one transaction. */
async function processRequest(options: ReissueWorkerOptions, id: string, identifier: string): Promise<boolean> {
  const now = options.clock.now();
  return transactionWithRetry(options.db, async (trx) => {
    // The claim makes a request count once even with several workers (instances) on one database.
    const claimed = await trx
      .updateTable('password_reissue_requests')
      .set({ processed_at: now.toISOString() })
      .where('id', '=', id)
      .where('processed_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    const account = await findAccountByIdentifier(trx, identifier);
    // Locked before counting, so two workers cannot both see room under the cap.
    const eligible = account !== undefined && (await mayReset(trx, account)) && (await lockAccountRow(trx, account.id));
    const hourAgo = addMs(now, -3_600_000).toISOString();
    if (!account || !eligible || (await countResetTokensSince(trx, account.id, hourAgo)) >= perAccountReissueMailsPerHour) {
      await dummyWork(trx, options.publicUrl, now);
      return false;
    }
    const { token, row } = await issuePasswordToken(trx, account.id, 'reset', now);
    const mail = reissueMail({
      locale: account.locale,
      name: account.name,
      loginId: account.login_id,
      link: passwordResetLink(options.publicUrl, token),
      expiresAt: new Date(row.expires_at),
      publicUrl: options.publicUrl,
      supportContact: options.supportContact,
    });
    await enqueueMail(trx, account.email, mail, now);
    return true;
  });
}

/** Processes every pending request; returns how many mails were queued. */
export async function processReissueQueue(options: ReissueWorkerOptions): Promise<number> {
  let mailed = 0;
  for (;;) {
    const pending = await options.db
      .selectFrom('password_reissue_requests')
      .select(['id', 'identifier_normalized'])
      .where('processed_at', 'is', null)
      .orderBy('id')
      .limit(batchSize)
      .execute();
    for (const request of pending) {
      if (await processRequest(options, request.id, request.identifier_normalized)) mailed += 1;
    }
    if (pending.length < batchSize) return mailed;
  }
}

/** Starts the jittered ticks. Rounds never overlap: processNow() waits for a tick already running. */
export function startReissueWorker(options: ReissueWorkerOptions, schedule: ReissueSchedule): ReissueWorker {
  let chain: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const processNow = (): Promise<number> => {
    const round = chain.then(() => processReissueQueue(options));
    chain = round.catch(() => undefined);
    return round;
  };

  const scheduleNext = (): void => {
    if (stopped) return;
    const pause = schedule.maxMs > schedule.minMs ? randomInt(schedule.minMs, schedule.maxMs) : schedule.minMs;
    timer = setTimeout(() => {
      processNow()
        .catch((error: unknown) => schedule.onError?.(error))
        .finally(scheduleNext);
    }, pause);
    timer.unref();
  };
  scheduleNext();

  return {
    processNow,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await chain;
    },
  };
}
