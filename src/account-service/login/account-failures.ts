// A failed sign-in try of an existing account (a wrong password, code or passkey, a refused
// re-authentication): counted, and at the threshold a temporary lock with a notice mail. Split out of
// login.service.ts, which re-exports it.
import type { ServiceContext } from '../context.js';
import { addMs } from '../lib/clock.js';
import type { ClientInfo } from '../lib/device.js';
import { runTransaction } from '../db/locks.js';
import { addFailedLogin, findAccountById, lockAfterFailures } from '../accounts/account.repository.js';
import { counterRegressionSince, recordFailedSignIn, recordFolded } from '../activity/account-event.repository.js';
import { enqueueMail } from '../mail/outbox.repository.js';
import { lockNoticeMail, passkeyClonedMail } from '../mail/mails.js';

/**
 * Counts a failed try of an existing account; the failure that reaches the threshold locks it for a
 * while and tells its owner. Both are conditional updates, so concurrent failures lock (and mail) once.
 * A passkey refused because its counter went back (`clonedPasskey`, its name) is on the owner's record
 * as such, and the owner is mailed at once (once a day: a copy tried again and again mails no more).
 */
export async function countAccountFailure(
  ctx: ServiceContext,
  accountId: string,
  now: Date,
  client: ClientInfo | null,
  failure: { step: 'password' | 'passkey'; clonedPasskey?: string } = { step: 'password' },
): Promise<void> {
  const { lockAfterFailures: threshold, lockMinutes } = ctx.throttle;
  const lockedUntil = addMs(now, lockMinutes * 60_000);
  let mailed = false;
  const locked = await runTransaction(ctx.db, async (trx) => {
    const failures = await addFailedLogin(trx, accountId);
    if (failures === undefined) return undefined;
    const cloned = failure.clonedPasskey;
    const toldToday = cloned !== undefined && (await counterRegressionSince(trx, accountId, addMs(now, -clonedNoticeWindowMs)));
    await recordFailedSignIn(trx, accountId, failure.step, now, client, cloned !== undefined ? 'counter_regression' : undefined);
    if (cloned !== undefined && !toldToday) {
      const owner = await findAccountById(trx, accountId);
      if (owner) {
        await enqueueMail(trx, owner.email, passkeyClonedMail({ locale: owner.locale, name: owner.name, publicUrl: ctx.publicUrl, passkeyName: cloned, at: now }), now);
        mailed = true;
      }
    }
    if (failures < threshold) return undefined;
    const row = await lockAfterFailures(trx, accountId, threshold, lockedUntil.toISOString(), now.toISOString());
    if (!row) return undefined;
    // Locks again and again (a stranger guessing for hours) fold into one event, and the owner is
    // mailed once a day, not at every lock.
    const event = { accountId, kind: 'account_locked' as const, now, client, actor: 'system' as const, details: { lockedUntil: lockedUntil.toISOString() } };
    const folded = await recordFolded(trx, event, lockFoldWindowMs, () => true);
    if (folded) return undefined;
    await enqueueMail(trx, row.email, lockNoticeMail({ locale: row.locale, name: row.name, lockedUntil, publicUrl: ctx.publicUrl }), now);
    return row;
  });
  if (locked || mailed) ctx.mailQueued();
}

/** Locks within a day of the last one fold into its event, and mail the owner no more. */
const lockFoldWindowMs = 24 * 3_600_000;
/** A copied passkey refused again within a day of the last is recorded, but mails nobody. */
const clonedNoticeWindowMs = 24 * 3_600_000;
