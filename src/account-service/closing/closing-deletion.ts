// 退会's end (issue 24): 30 days after the request, housekeeping deletes the account. The accounts row
// goes, and with it (ON DELETE CASCADE) everything keyed by the account: sessions, login attempts,
// passkeys, the authenticator app, recovery codes, devices and networks, the activity, e-mail changes,
// reset and not-me tokens, data-download links. Besides the cascade, in the same transaction: the
// apps' grants and tokens and their provider sessions (with back-channel logouts), the search terms,
// the outbox's mails to the address, the reissue requests naming it, and the login ID kept by the
// audit log and others' activity (the audit rows stay, with the account code only). The code goes to
// closed_accounts, so it is never given again. The deletion mail is queued in the same transaction, to
// the address it erases. Each account is one transaction that first locks and re-reads its row, so
// several instances (or a cancel at the same moment) never delete twice or delete a cancelled account.
import type { Kysely } from 'kysely';
import type { ServiceContext } from '../context.js';
import type { Database } from '../db/schema.js';
import { lockAccountRow, runTransaction } from '../db/locks.js';
import { findAccountById } from '../accounts/account.repository.js';
import { endAllGrants } from '../connected-apps/connected-app.service.js';
import { accountDeletedMail } from '../mail/closing-mail.js';
import { enqueueMail } from '../mail/outbox.repository.js';
import { endOidcSessions } from '../oidc/backchannel.js';

export interface DeletionReport {
  /** The codes of the accounts deleted by this run. */
  deleted: string[];
}

/** Deletes every account whose grace period is over at `now`, `batch` at a time. Safe to run anywhere, any number of times. */
export async function deleteClosedAccounts(ctx: Pick<ServiceContext, 'db' | 'publicUrl' | 'mailQueued' | 'backchannelQueued'>, now: Date, batch = 100): Promise<DeletionReport> {
  const deleted: string[] = [];
  for (;;) {
    const due = await ctx.db.selectFrom('accounts').select('id').where('closing_deletes_at', '<=', now.toISOString()).orderBy('closing_deletes_at').limit(batch).execute();
    let appsTold = 0;
    let done = 0;
    for (const { id } of due) {
      const result = await deleteOne(ctx.db, id, now, ctx.publicUrl);
      if (!result) continue;
      done++;
      deleted.push(result.accountCode);
      appsTold += result.appsTold;
    }
    if (done > 0) ctx.mailQueued();
    if (appsTold > 0) ctx.backchannelQueued();
    // Another instance took this batch's rows: the next query finds the rest (or nothing).
    if (due.length < batch || done === 0) return { deleted };
  }
}

async function deleteOne(db: Kysely<Database>, accountId: string, now: Date, publicUrl: string): Promise<{ accountCode: string; appsTold: number } | null> {
  return runTransaction(db, async (trx) => {
    if (!(await lockAccountRow(trx, accountId))) return null;
    const account = await findAccountById(trx, accountId);
    // Deleted meanwhile by another instance, or cancelled: nothing to do.
    if (!account || account.closing_deletes_at === null || account.closing_deletes_at > now.toISOString()) return null;
    const appsTold = await endOidcSessions(trx, { accountId }, now);
    await endAllGrants(trx, account, now);
    if (account.oidc_subject) await trx.deleteFrom('oidc_payload').where('subject', '=', account.oidc_subject).execute();
    await trx.deleteFrom('account_search_terms').where('seq', '=', account.seq).execute();
    await trx.deleteFrom('mail_outbox').where('recipient', '=', account.email).execute();
    await trx.deleteFrom('password_reissue_requests').where('identifier_normalized', 'in', [account.login_id_normalized, account.email_normalized]).execute();
    // The audit log keeps its rows, naming the account by its code only.
    await trx.updateTable('admin_audit').set({ target_account_id: null, target_login_id: null }).where('target_account_id', '=', accountId).execute();
    await trx.updateTable('admin_audit').set({ actor_account_id: null, actor_login_id: null }).where('actor_account_id', '=', accountId).execute();
    await trx.updateTable('account_events').set({ actor_account_id: null }).where('actor_account_id', '=', accountId).execute();
    await trx.updateTable('oidc_clients').set({ created_by_account_id: null }).where('created_by_account_id', '=', accountId).execute();
    await trx.deleteFrom('accounts').where('id', '=', accountId).execute();
    await trx
      .insertInto('closed_accounts')
      .values({ account_code: account.account_code, closing_requested_at: account.closing_requested_at ?? now.toISOString(), deleted_at: now.toISOString() })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const mail = accountDeletedMail({ locale: account.locale, name: account.name, publicUrl, at: now, requestedAt: new Date(account.closing_requested_at ?? now), accountCode: account.account_code });
    await enqueueMail(trx, account.email, mail, now);
    return { accountCode: account.account_code, appsTold };
  });
}
