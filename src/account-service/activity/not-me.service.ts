// 「これは自分ではない」: the owner says a sign-in or a change was not theirs. One confirmed action, in
// one transaction, takes every way in away from whoever it was (sessions, sign-ins waiting for their
// code, reset links, e-mail changes, other "not me" links), requires a new password at the next
// sign-in, and mails the owner a reset link, so the owner can always get back in and the intruder's
// session is gone at once. From the security page (signed in) or the new-device mail's link (signed
// out: a single-use token, 7 days, checked without acting when the page opens).
import type { Kysely } from 'kysely';
import type { ServiceContext } from '../context.js';
import { lockAccountRow, transactionWithRetry } from '../db/locks.js';
import type { Database } from '../db/schema.js';
import type { components } from '../generated/account-api.js';
import { AppError, appError } from '../http/errors.js';
import { sha256Hex } from '../lib/crypto.js';
import type { ClientInfo } from '../lib/device.js';
import { findAccountByEmail, findAccountById, updateAccount, type AccountRow } from '../accounts/account.repository.js';
import { maskEmail } from '../../shared/account-fields.js';
import { normalizeIdentifier } from '../../shared/text.js';
import { notMeMail, passwordResetLink } from '../mail/mails.js';
import { enqueueMail } from '../mail/outbox.repository.js';
import { issuePasswordToken } from '../password/password-reset-token.repository.js';
import { revokeSession, revokeSessionsOf } from '../sessions/session.repository.js';
import { requireLiveSession } from '../sessions/session.service.js';
import { checkIpLimit } from '../throttle/throttle.service.js';
import { findEvent, markNotMe, recordEvent } from './account-event.repository.js';
import { canReportNotMe } from './security.service.js';

export type NotMeLinkInfo = components['schemas']['NotMeLinkInfo'];

/**
 * The owner's address as it was when the reported event happened: an e-mail change applied since
 * then (by whoever the report is about) is undone, so the reset link reaches the owner. Returns the
 * address restored, if one was.
 */
async function restoreOwnersAddress(trx: Kysely<Database>, accountId: string, since: string, nowIso: string): Promise<string | null> {
  const first = await trx
    .selectFrom('email_changes')
    .select(['previous_email'])
    .where('account_id', '=', accountId)
    .where('applied_at', '>=', since)
    .where('previous_email', 'is not', null)
    .orderBy('applied_at')
    .limit(1)
    .executeTakeFirst();
  const previous = first?.previous_email;
  if (!previous) return null;
  const normalized = normalizeIdentifier(previous);
  // Taken by another account meanwhile (not likely): the account keeps the address it has.
  const holder = await findAccountByEmail(trx, normalized);
  if (holder && holder.id !== accountId) return null;
  await updateAccount(trx, accountId, { email: previous, email_normalized: normalized, updated_at: nowIso });
  return previous;
}

interface Report {
  eventId: string;
  client: ClientInfo | null;
  /** The session that reports (signed in): it must still be live under the account's lock. */
  reporterSessionHash?: string;
}

/**
 * Everything the report ends and requires, under the account's row lock, and the owner's reset mail.
 * Returns false when a concurrent report got there first (the reporter's session was already ended).
 */
async function lockOut(trx: Kysely<Database>, ctx: ServiceContext, account: AccountRow, report: Report, now: Date): Promise<boolean> {
  const nowIso = now.toISOString();
  await lockAccountRow(trx, account.id);
  // Ends the reporter's own session first: of two reports racing, the second finds it gone.
  if (report.reporterSessionHash !== undefined && !(await revokeSession(trx, report.reporterSessionHash, nowIso))) return false;
  const event = await findEvent(trx, account.id, report.eventId);
  const restored = event ? await restoreOwnersAddress(trx, account.id, event.created_at, nowIso) : null;
  const sessions = (await revokeSessionsOf(trx, account.id, null, nowIso)) + (report.reporterSessionHash !== undefined ? 1 : 0);
  await trx.updateTable('login_attempts').set({ status: 'void' }).where('account_id', '=', account.id).where('status', '=', 'pending').execute();
  await trx.updateTable('email_changes').set({ status: 'void' }).where('account_id', '=', account.id).where('status', '=', 'pending').execute();
  await trx.updateTable('not_me_tokens').set({ used_at: nowIso }).where('account_id', '=', account.id).where('used_at', 'is', null).execute();
  await trx.updateTable('accounts').set({ must_change_password: 1, updated_at: nowIso }).where('id', '=', account.id).execute();
  await markNotMe(trx, report.eventId, now);
  await recordEvent(trx, {
    accountId: account.id,
    kind: 'not_me_reported',
    now,
    client: report.client,
    details: restored ? { sessions, scope: 'all', maskedEmail: maskEmail(restored) } : { sessions, scope: 'all' },
  });
  // The reset link supersedes every older one (issuePasswordToken): only this mail's link works.
  const { token } = await issuePasswordToken(trx, account.id, 'reset', now);
  const mail = notMeMail({ locale: account.locale, name: account.name, publicUrl: ctx.publicUrl, at: now, resetLink: passwordResetLink(ctx.publicUrl, token) });
  await enqueueMail(trx, restored ?? (await findAccountById(trx, account.id))?.email ?? account.email, mail, now);
  return true;
}

/** From the security page: the event must be the caller's account's, and one "not me" applies to. */
export async function reportNotMe(ctx: ServiceContext, sessionToken: string | undefined, eventId: string, client: ClientInfo): Promise<void> {
  const now = ctx.clock.now();
  const { session, account } = await requireLiveSession(ctx, sessionToken, now);
  const event = await findEvent(ctx.db, account.id, eventId);
  if (!event) throw appError('EVENT_NOT_FOUND');
  if (!canReportNotMe(event)) throw new AppError('VALIDATION_FAILED', 400, { field: 'eventId' }, 'This event cannot be reported.');
  const done = await transactionWithRetry(ctx.db, (trx) => lockOut(trx, ctx, account, { eventId: event.id, client, reporterSessionHash: session.token_hash }, now));
  if (!done) throw new AppError('UNAUTHENTICATED', 401);
  ctx.mailQueued();
}

interface UsableLink {
  token: { id: string; account_id: string; event_id: string; expires_at: string };
  account: AccountRow;
}

async function loadLink(db: Kysely<Database>, plainToken: string, now: Date): Promise<UsableLink> {
  const token = await db.selectFrom('not_me_tokens').selectAll().where('token_hash', '=', sha256Hex(plainToken)).executeTakeFirst();
  const account = token ? await findAccountById(db, token.account_id) : undefined;
  if (!token || !account) throw appError('NOT_ME_LINK_INVALID');
  if (token.used_at !== null) throw appError('NOT_ME_LINK_USED');
  if (token.expires_at <= now.toISOString()) throw appError('NOT_ME_LINK_EXPIRED');
  return { token, account };
}

/** Opening the link: mail scanners prefetch links, so this only reads. */
export async function checkNotMeLink(ctx: ServiceContext, plainToken: string, clientIp: string): Promise<NotMeLinkInfo> {
  const now = ctx.clock.now();
  await checkIpLimit(ctx.db, ctx.throttle, 'reset', clientIp, now);
  const { token, account } = await loadLink(ctx.db, plainToken, now);
  const event = await findEvent(ctx.db, account.id, token.event_id);
  return {
    expiresAt: token.expires_at,
    signedInAt: event?.created_at ?? token.expires_at,
    device: { browser: event?.browser ?? null, os: event?.os ?? null },
  };
}

/** The link's confirmed action: the token is used up in the same transaction, so it works once. */
export async function reportNotMeByLink(ctx: ServiceContext, plainToken: string, client: ClientInfo): Promise<void> {
  const now = ctx.clock.now();
  await checkIpLimit(ctx.db, ctx.throttle, 'reset', client.ip, now);
  const { token, account } = await loadLink(ctx.db, plainToken, now);
  const done = await transactionWithRetry(ctx.db, async (trx) => {
    await lockAccountRow(trx, account.id);
    const used = await trx
      .updateTable('not_me_tokens')
      .set({ used_at: now.toISOString() })
      .where('id', '=', token.id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return false;
    return lockOut(trx, ctx, account, { eventId: token.event_id, client }, now);
  });
  // Lost a race with another use of the link (or it just expired): say which.
  if (!done) await loadLink(ctx.db, plainToken, now).then(() => Promise.reject(appError('NOT_ME_LINK_USED')));
  ctx.mailQueued();
}
