// Turns queued reissue requests into reset links. Runs in the mail worker's rounds (before delivery),
// so a link requested a moment ago goes out in the same round, and mail.flush() covers both.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { findAccountByIdentifier, type AccountRow } from '../accounts/account.repository.js';
import { enqueueMail } from '../mail/outbox.repository.js';
import { passwordResetLink, reissueMail } from '../mail/password-templates.js';
import { hasInvitation, issuePasswordToken } from './password-reset-token.repository.js';

export interface ReissueWorkerOptions {
  db: Kysely<Database>;
  clock: { now(): Date };
  publicUrl: string;
}

const batchSize = 20;

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

/** Handles one request: claim, look up, and (maybe) issue a token with its mail, all in one transaction. */
async function processRequest(options: ReissueWorkerOptions, id: string, identifier: string): Promise<boolean> {
  const now = options.clock.now();
  return options.db.transaction().execute(async (trx) => {
    // The claim makes a request count once even with several workers (instances) on one database.
    const claimed = await trx
      .updateTable('password_reissue_requests')
      .set({ processed_at: now.toISOString() })
      .where('id', '=', id)
      .where('processed_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    const account = await findAccountByIdentifier(trx, identifier);
    if (!account || !(await mayReset(trx, account))) return false;
    const { token, row } = await issuePasswordToken(trx, account.id, 'reset', now);
    const mail = reissueMail({
      locale: account.locale,
      name: account.name,
      loginId: account.login_id,
      link: passwordResetLink(options.publicUrl, token),
      expiresAt: new Date(row.expires_at),
      publicUrl: options.publicUrl,
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
