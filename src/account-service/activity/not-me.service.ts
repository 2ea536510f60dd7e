// 「心当たりがない」: the owner says a sign-in or a change was not theirs. One confirmed action, in
// one transaction, takes every way in away from whoever it was (sessions, sign-ins waiting for their
// code, reset links, e-mail changes, other "not me" links, every passkey added since the event or an
// earlier one whose link is still unused, and the passkey a reported sign-in was made with), requires a
// new password at the next sign-in, ends the grants of apps allowed or given a token since then
// (connected-apps/), and mails the owner a reset link, so the owner can
// always get back in and the intruder's session is gone at once. From the security page (signed in)
// or a notice mail's link (signed out: a single-use token, 7 days, checked without acting when the
// page opens; an e-mail change voids it, see not-me-links.ts).
//
// The report must not be a way to take the account: an e-mail address is given back only when the
// reported event's own session changed it (an intruder's change), never an address the owner moved
// away from, and the address the account had before the report is always told.
import { forgetDevices } from '../login/risk/risk-signals.repository.js';
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
import { notMeMail, notMeRestoredMail, passwordResetLink } from '../mail/mails.js';
import { enqueueMail } from '../mail/outbox.repository.js';
import { issuePasswordToken } from '../password/password-reset-token.repository.js';
import { deletePasskeysAddedSince } from '../passkeys/passkey.repository.js';
import { deleteSecondFactorsSince } from '../authenticator/authenticator.repository.js';
import { revokeSession, revokeSessionsOf } from '../sessions/session.repository.js';
import { endOidcSessions } from '../oidc/backchannel.js';
import { endGrantsSince } from '../connected-apps/connected-app.service.js';
import { requireLiveSession } from '../sessions/session.service.js';
import { requireFreshProof } from '../step-up/step-up.guard.js';
import { checkIpLimit } from '../throttle/throttle.service.js';
import { findEvent, markNotMe, recordEvent, type AccountEventRow, type EventDetails } from './account-event.repository.js';
import { canReportNotMe } from './security.service.js';

export type NotMeLinkInfo = components['schemas']['NotMeLinkInfo'];
export type NotMeReport = components['schemas']['NotMeReport'];

/**
 * The address the account had before the reported event's session changed it, when the account's
 * current address is that session's doing: the change is undone, so the reset link reaches the owner.
 * A change any other session made (the owner moving away from a mailbox that is no longer theirs)
 * is never undone. Returns the address restored, if one was.
 */
async function restoreOwnersAddress(trx: Kysely<Database>, accountId: string, event: AccountEventRow, nowIso: string, reporterSince: string | null): Promise<string | null> {
  if (event.session_id === null) return null;
  const since = trx.selectFrom('email_changes').where('account_id', '=', accountId).where('applied_at', '>=', event.created_at).where('previous_email', 'is not', null);
  // The change that set today's address must be the reported session's own.
  const latest = await since.select(['applied_session_id']).orderBy('applied_at', 'desc').limit(1).executeTakeFirst();
  if (!latest || latest.applied_session_id !== event.session_id) return null;
  const first = await since.select(['previous_email', 'applied_at']).where('applied_session_id', '=', event.session_id).orderBy('applied_at').limit(1).executeTakeFirst();
  // A session signed in after the change cannot speak for the address it replaced: whoever it is came
  // in when the new address was already the account's (the owner moving away from a mailbox they left,
  // reported by whoever holds that mailbox and the password, would otherwise give it back to them).
  if (reporterSince !== null && first && first.applied_at !== null && first.applied_at < reporterSince) return null;
  const previous = first?.previous_email;
  if (!previous) return null;
  const normalized = normalizeIdentifier(previous);
  // Taken by another account meanwhile (not likely): the account keeps the address it has.
  const holder = await findAccountByEmail(trx, normalized);
  if (holder && holder.id !== accountId) return null;
  await updateAccount(trx, accountId, { email: previous, email_normalized: normalized, updated_at: nowIso });
  return previous;
}

/**
 * Since when a report takes away what was added: the reported event, or an earlier sign-in from a new
 * device whose notice link is still unused (not confirmed as the owner's, and the report uses it up).
 * The owner may act on the newest of several mails: an intruder's sign-in with a passkey it added
 * earlier is newer than that passkey. The owner's own passkeys' notices do not move it.
 */
async function reportedSince(trx: Kysely<Database>, accountId: string, event: AccountEventRow, nowIso: string): Promise<string> {
  const earliest = await trx
    .selectFrom('not_me_tokens as t')
    .innerJoin('account_events as e', 'e.id', 't.event_id')
    .select((eb) => eb.fn.min<string>('e.created_at').as('at'))
    .where('t.account_id', '=', accountId)
    .where('e.kind', '=', 'sign_in')
    .where('t.used_at', 'is', null)
    .where('t.voided_at', 'is', null)
    .where('t.expires_at', '>', nowIso)
    .executeTakeFirst();
  const at = earliest?.at ?? null;
  return at !== null && at < event.created_at ? at : event.created_at;
}

interface Report {
  eventId: string;
  client: ClientInfo | null;
  /** The session that reports (signed in): it must still be live under the account's lock. */
  reporterSessionHash?: string;
  /** When that session signed in. */
  reporterSince?: string;
}

/**
 * Everything the report ends and requires, under the account's row lock, and the owner's reset mail.
 * Returns null when a concurrent report got there first (the reporter's session was already ended).
 */
async function lockOut(trx: Kysely<Database>, ctx: ServiceContext, account: AccountRow, report: Report, now: Date): Promise<NotMeReport | null> {
  const nowIso = now.toISOString();
  await lockAccountRow(trx, account.id);
  // Ends the reporter's own session first: of two reports racing, the second finds it gone.
  if (report.reporterSessionHash !== undefined && !(await revokeSession(trx, report.reporterSessionHash, nowIso))) return null;
  const current = (await findAccountById(trx, account.id)) ?? account;
  const event = await findEvent(trx, account.id, report.eventId);
  const restored = event ? await restoreOwnersAddress(trx, account.id, event, nowIso, report.reporterSince ?? null) : null;
  const since = event ? await reportedSince(trx, account.id, event, nowIso) : null;
  const details = (event?.details ? JSON.parse(event.details) : {}) as EventDetails;
  // Whoever it was may have added a passkey, which no password change would end; a reported sign-in
  // made with a passkey was made with one that is not the owner's, whenever it was added.
  const removedPasskeys = since !== null ? await deletePasskeysAddedSince(trx, account.id, since, details.passkeyId !== undefined ? [details.passkeyId] : []) : [];
  // So may an authenticator app or recovery codes made since then: a second step of its own, which
  // would outlast the reset (and, as the strongest method, hold every later step-up).
  const removedSecondFactors = since !== null ? await deleteSecondFactorsSince(trx, account.id, since) : { authenticatorApp: false, recoveryCodes: false };
  const sessions = (await revokeSessionsOf(trx, account.id, null, nowIso)) + (report.reporterSessionHash !== undefined ? 1 : 0);
  await endOidcSessions(trx, { accountId: account.id }, now);
  // Apps allowed (or allowed more), or given a token, since then may be the intruder's way back in, and
  // so is the app that made the reported change; others stay.
  const disconnectedApps = since !== null ? await endGrantsSince(trx, current, since, now, details.app?.clientId) : [];
  await trx.updateTable('login_attempts').set({ status: 'void' }).where('account_id', '=', account.id).where('status', '=', 'pending').execute();
  await trx.updateTable('email_changes').set({ status: 'void' }).where('account_id', '=', account.id).where('status', '=', 'pending').execute();
  await trx.updateTable('not_me_tokens').set({ used_at: nowIso }).where('account_id', '=', account.id).where('used_at', 'is', null).execute();
  // The password must be changed; a passkey-first account has none to change (its way back in is its
  // own passkey, or a recovery code, or the mailed link, which sets one): it is not asked for one.
  if (current.password_hash !== null) {
    await trx.updateTable('accounts').set({ must_change_password: 1, must_change_reason: 'not_me_report', updated_at: nowIso }).where('id', '=', account.id).execute();
  }
  // A device on record may be the intruder's: none counts as known any more (and for 7 days every
  // sign-in gets the notice: login/risk).
  await forgetDevices(trx, account.id);
  await markNotMe(trx, report.eventId, now);
  await recordEvent(trx, {
    accountId: account.id,
    kind: 'not_me_reported',
    now,
    client: report.client,
    details: {
      sessions,
      scope: 'all',
      ...(restored ? { maskedEmail: maskEmail(restored) } : {}),
      ...(removedPasskeys.length > 0 ? { removedPasskeys } : {}),
      ...(removedSecondFactors.authenticatorApp ? { removedAuthenticatorApp: true } : {}),
      ...(removedSecondFactors.recoveryCodes ? { removedRecoveryCodes: true } : {}),
      ...(disconnectedApps.length > 0 ? { disconnectedApps } : {}),
    },
  });
  // The reset link supersedes every older one (issuePasswordToken): only this mail's link works.
  const { token } = await issuePasswordToken(trx, account.id, 'reset', now);
  const to = restored ?? current.email;
  const addressee = { locale: current.locale, name: current.name, publicUrl: ctx.publicUrl, supportContact: ctx.supportContact };
  await enqueueMail(trx, to, notMeMail({ ...addressee, at: now, resetLink: passwordResetLink(ctx.publicUrl, token), removedPasskeys, addressRestored: restored !== null }), now);
  // The address the report took the account from is told where it went.
  if (restored) await enqueueMail(trx, current.email, notMeRestoredMail({ ...addressee, at: now, maskedEmail: maskEmail(restored) }), now);
  return { removedPasskeys, resetLinkSentTo: maskEmail(to), addressRestored: restored !== null };
}

/** From the security page: the event must be the caller's account's, and one "not me" applies to. */
export async function reportNotMe(ctx: ServiceContext, sessionToken: string | undefined, eventId: string, client: ClientInfo): Promise<NotMeReport> {
  const now = ctx.clock.now();
  const { session, account } = await requireLiveSession(ctx, sessionToken, now);
  const event = await findEvent(ctx.db, account.id, eventId);
  if (!event) throw appError('EVENT_NOT_FOUND');
  if (!canReportNotMe(event)) throw new AppError('VALIDATION_FAILED', 400, { field: 'eventId' }, 'This event cannot be reported.');
  // An event from before this session signed in: the report speaks against what happened before it
  // came, which only the owner may do, so it needs a fresh proof (step-up) first. A session that saw
  // the event happen (its own, or an older session of the owner's) reports without one: the owner's
  // device still signed in is the way back when the intruder has changed the address.
  if (event.created_at < session.created_at) await requireFreshProof(ctx, session, account, now);
  const report = { eventId: event.id, client, reporterSessionHash: session.token_hash, reporterSince: session.created_at };
  const done = await transactionWithRetry(ctx.db, (trx) => lockOut(trx, ctx, account, report, now));
  if (!done) throw new AppError('UNAUTHENTICATED', 401);
  ctx.mailQueued();
  return done;
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
  if (token.voided_at !== null) throw appError('NOT_ME_LINK_VOID');
  if (token.expires_at <= now.toISOString()) throw appError('NOT_ME_LINK_EXPIRED');
  return { token, account };
}

/** Opening the link: mail scanners prefetch links, so this only reads. */
export async function checkNotMeLink(ctx: ServiceContext, plainToken: string, clientIp: string): Promise<NotMeLinkInfo> {
  const now = ctx.clock.now();
  await checkIpLimit(ctx.db, ctx.throttle, 'reset', clientIp, now);
  const { token, account } = await loadLink(ctx.db, plainToken, now);
  const event = await findEvent(ctx.db, account.id, token.event_id);
  const passkeyAdded = event?.kind === 'passkey_added';
  const details = passkeyAdded && event.details ? (JSON.parse(event.details) as { passkeyName?: string }) : {};
  return {
    expiresAt: token.expires_at,
    signedInAt: event?.created_at ?? token.expires_at,
    device: { browser: event?.browser ?? null, os: event?.os ?? null },
    kind: passkeyAdded ? 'passkey_added' : 'sign_in',
    passkeyName: details.passkeyName ?? null,
  };
}

/** The link's confirmed action: the token is used up in the same transaction, so it works once. */
export async function reportNotMeByLink(ctx: ServiceContext, plainToken: string, client: ClientInfo): Promise<NotMeReport> {
  const now = ctx.clock.now();
  await checkIpLimit(ctx.db, ctx.throttle, 'reset', client.ip, now);
  const { token, account } = await loadLink(ctx.db, plainToken, now);
  const done = await transactionWithRetry(ctx.db, async (trx) => {
    await lockAccountRow(trx, account.id);
    // Unused, not voided by an e-mail change, not expired: checked again under the account's lock,
    // which an e-mail change takes too, so a change committing now and this report are in one order.
    const used = await trx
      .updateTable('not_me_tokens')
      .set({ used_at: now.toISOString() })
      .where('id', '=', token.id)
      .where('used_at', 'is', null)
      .where('voided_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return null;
    return lockOut(trx, ctx, account, { eventId: token.event_id, client }, now);
  });
  // Lost a race with another use of the link, an e-mail change, or it just expired: say which.
  if (!done) return loadLink(ctx.db, plainToken, now).then(() => Promise.reject(appError('NOT_ME_LINK_USED')));
  ctx.mailQueued();
  return done;
}
