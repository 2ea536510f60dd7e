// 退会 (issue 24): the owner closes the account. Asking needs a fresh step-up and is refused to the
// last active administrator (admin-actions.service.ts keepAnAdmin, the one statement of that rule).
// The request ends every session (this one too) and every app's sign-in, and mails the owner the day
// of deletion. For 30 days the account can still sign in, but only to cancel or log out (the access
// rule: session.service.ts accessRefusal). Then housekeeping deletes it (closing-deletion.ts).
import type { ServiceContext } from '../context.js';
import type { components } from '../generated/account-api.js';
import { runTransaction, lockAccountRow } from '../db/locks.js';
import { addMs, type Clock } from '../lib/clock.js';
import type { ClientInfo } from '../lib/device.js';
import { recordEvent } from '../activity/account-event.repository.js';
import { findAccountById, findAccountByLoginId, updateAccount, type AccountRow } from '../accounts/account.repository.js';
import { keepAnAdmin, lockActiveAdmins } from '../admin/admin-actions.service.js';
import { AdminError, validateLoginId } from '../accounts/account-admin.service.js';
import { closingCancelledMail, closingRequestedMail } from '../mail/closing-mail.js';
import { enqueueMail } from '../mail/outbox.repository.js';
import { endOidcSessions } from '../oidc/backchannel.js';
import { endAllGrants } from '../connected-apps/connected-app.service.js';
import { revokeSessionsOf } from '../sessions/session.repository.js';
import { requireLiveSession, requireUnrestrictedSession } from '../sessions/session.service.js';
import { requireFreshProof } from '../step-up/step-up.guard.js';
import { voidPendingLoginAttempts } from '../login/login-attempt.repository.js';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export type AccountClosing = components['schemas']['AccountClosing'];

/** The grace period: how long after the request the account's data is deleted. */
export const closingGraceDays = 30;
export const closingGraceMs = closingGraceDays * 24 * 3_600_000;

/** Whether the account asked to be closed and the deletion has not happened (nor been cancelled). */
export const isClosing = (account: Pick<AccountRow, 'closing_requested_at'>): boolean => account.closing_requested_at !== null;

const closingOf = (account: Pick<AccountRow, 'closing_requested_at' | 'closing_deletes_at'>): AccountClosing => ({
  requestedAt: account.closing_requested_at,
  deletesAt: account.closing_deletes_at,
});

/** POST /v1/session/closing: asks to close the signed-in account (fresh step-up; not the last active administrator). */
export async function requestClosing(ctx: ServiceContext, sessionToken: string | undefined, client: ClientInfo): Promise<AccountClosing> {
  const now = ctx.clock.now();
  const { session, account } = await requireUnrestrictedSession(ctx, sessionToken, now);
  await requireFreshProof(ctx, session, account, now);
  const deletesAt = addMs(now, closingGraceMs);
  const { closing, appsTold } = await runTransaction(ctx.db, async (trx) => {
    // Administrators are locked in id order before the row, as the admin actions do (no deadlock).
    if (account.role === 'admin') await lockActiveAdmins(trx);
    await lockAccountRow(trx, account.id);
    const current = (await findAccountById(trx, account.id))!;
    if (isClosing(current)) return { closing: closingOf(current), appsTold: 0 };
    await keepAnAdmin(trx, current);
    await updateAccount(trx, current.id, { closing_requested_at: now.toISOString(), closing_deletes_at: deletesAt.toISOString(), updated_at: now.toISOString() });
    await recordEvent(trx, { accountId: current.id, kind: 'closing_requested', now, client, sessionId: session.public_id });
    // Every session ends, this one too: signing in again is what offers the cancel.
    await revokeSessionsOf(trx, current.id, null, now.toISOString());
    await voidPendingLoginAttempts(trx, current.id);
    const told = await endOidcSessions(trx, { accountId: current.id }, now);
    // Apps lose their grants now, as when an account is disabled; after a cancel each app asks again.
    await endAllGrants(trx, current, now);
    await enqueueMail(trx, current.email, closingRequestedMail({ locale: current.locale, name: current.name, publicUrl: ctx.publicUrl, at: now, deletesAt }), now);
    return { closing: { requestedAt: now.toISOString(), deletesAt: deletesAt.toISOString() }, appsTold: told };
  });
  ctx.mailQueued();
  if (appsTold > 0) ctx.backchannelQueued();
  return closing;
}

async function cancelIn(db: Kysely<Database>, accountId: string, now: Date, publicUrl: string, event: { client?: ClientInfo | null; sessionId?: string | null; actor?: 'self' | 'operator' }): Promise<AccountRow | null> {
  return runTransaction(db, async (trx) => {
    await lockAccountRow(trx, accountId);
    const current = await findAccountById(trx, accountId);
    if (!current || !isClosing(current)) return null;
    await updateAccount(trx, current.id, { closing_requested_at: null, closing_deletes_at: null, updated_at: now.toISOString() });
    await recordEvent(trx, { accountId: current.id, kind: 'closing_cancelled', now, ...event });
    await enqueueMail(trx, current.email, closingCancelledMail({ locale: current.locale, name: current.name, publicUrl, at: now }), now);
    return { ...current, closing_requested_at: null, closing_deletes_at: null };
  });
}

/**
 * DELETE /v1/session/closing: the owner, signed in during the grace period, cancels. The session is
 * kept (it is the one signed in to cancel); answers the closing as it now is (both null). Cancelling
 * what is not closing changes nothing.
 */
export async function cancelClosing(ctx: ServiceContext, sessionToken: string | undefined, client: ClientInfo): Promise<AccountClosing> {
  const now = ctx.clock.now();
  const { session, account } = await requireLiveSession(ctx, sessionToken, now);
  if (isClosing(account) && (await cancelIn(ctx.db, account.id, now, ctx.publicUrl, { client, sessionId: session.public_id }))) ctx.mailQueued();
  return { requestedAt: null, deletesAt: null };
}

/** The accounts waiting for deletion, the soonest first (the admin console, `closing list`). */
export async function listClosingAccounts(db: Kysely<Database>, limit = 200): Promise<AccountRow[]> {
  return db.selectFrom('accounts').selectAll().where('closing_deletes_at', 'is not', null).orderBy('closing_deletes_at').orderBy('id').limit(limit).execute();
}

/** `closing cancel --login-id ID` (operators): the same cancel, recorded in the account's activity as the operator's. */
export async function cancelClosingByOperator(db: Kysely<Database>, loginId: string, publicUrl: string, clock: Clock): Promise<AccountRow> {
  const account = await findAccountByLoginId(db, validateLoginId(loginId));
  if (!account) throw new AdminError('ACCOUNT_NOT_FOUND', `アカウントが見つかりません: ${loginId}`, `No account with login ID ${loginId}`);
  const cancelled = await cancelIn(db, account.id, clock.now(), publicUrl, { actor: 'operator' });
  if (!cancelled) throw new AdminError('ACTION_NOT_APPLICABLE', `このアカウントは退会手続き中ではありません: ${loginId}`, `This account is not closing: ${loginId}`);
  return cancelled;
}
