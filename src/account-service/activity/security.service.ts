// The security page's data: the account's live sessions (ended one at a time or all but this one) and
// its own activity, a page at a time. Only the owner's session reaches any of it.
import type { ServiceContext } from '../context.js';
import type { components } from '../generated/account-api.js';
import { AppError, appError } from '../http/errors.js';
import type { ClientInfo } from '../lib/device.js';
import { runTransaction } from '../db/locks.js';
import { listOpenSessions, revokeSessionByPublicId, revokeSessionsOf, type SessionRow } from '../sessions/session.repository.js';
import { endOidcSessions } from '../oidc/backchannel.js';
import { isLive, recordActivity, requireUnrestrictedSession } from '../sessions/session.service.js';
import { listEvents, recordEvent, type AccountEventRow, type EventDetails } from './account-event.repository.js';

type Schemas = components['schemas'];
export type SessionSummary = Schemas['SessionSummary'];
export type AccountEvent = Schemas['AccountEvent'];

function toSummary(row: SessionRow, current: SessionRow | null): SessionSummary {
  return {
    id: row.public_id,
    kind: row.kind,
    method: row.method,
    current: row.token_hash === current?.token_hash,
    createdAt: row.created_at,
    lastUsedAt: row.last_seen_at,
    ipAddress: row.client_ip,
    device: { browser: row.browser, os: row.os },
  };
}

/** The account's live sessions, `current` marking the caller's own (none for an administrator looking at another account). */
export async function liveSessions(ctx: ServiceContext, accountId: string, current: SessionRow | null, now: Date): Promise<SessionSummary[]> {
  const rows = await listOpenSessions(ctx.db, accountId);
  return rows.filter((row) => isLive(ctx, row, now)).map((row) => toSummary(row, current));
}

export async function listOwnSessions(ctx: ServiceContext, token: string | undefined): Promise<{ sessions: SessionSummary[] }> {
  const now = ctx.clock.now();
  const { session, account } = await requireUnrestrictedSession(ctx, token, now);
  const seen = await recordActivity(ctx, session, now);
  return { sessions: await liveSessions(ctx, account.id, seen, now) };
}

/**
 * Ends one of the account's other sessions. Unknown, already ended and another account's ids get the
 * same 404, so the endpoint says nothing about sessions that are not the caller's. The caller's own
 * session is ended by logging out.
 */
export async function revokeOwnSession(ctx: ServiceContext, token: string | undefined, publicId: string, client: ClientInfo): Promise<{ revoked: number; sessions: SessionSummary[] }> {
  const now = ctx.clock.now();
  const { session, account } = await requireUnrestrictedSession(ctx, token, now);
  if (publicId === session.public_id) throw new AppError('VALIDATION_FAILED', 400, { field: 'sessionId' }, 'This is the current session: log out instead.');
  const ended = await runTransaction(ctx.db, async (trx) => {
    // Only a live session: one that expired already is as gone as an unknown one.
    const open = (await listOpenSessions(trx, account.id)).find((row) => row.public_id === publicId);
    if (!open || !isLive(ctx, open, now)) return undefined;
    const row = await revokeSessionByPublicId(trx, account.id, publicId, now.toISOString());
    if (row) await recordEvent(trx, { accountId: account.id, kind: 'sessions_ended', now, client, sessionId: session.public_id, details: { scope: 'one', sessions: 1 } });
    if (row) await endOidcSessions(trx, { portalSessionIds: [row.public_id] }, now);
    return row;
  });
  if (!ended) throw appError('SESSION_NOT_FOUND');
  const seen = await recordActivity(ctx, session, now);
  return { revoked: 1, sessions: await liveSessions(ctx, account.id, seen, now) };
}

/** Ends every session of the account but the caller's. */
export async function revokeOtherOwnSessions(ctx: ServiceContext, token: string | undefined, client: ClientInfo): Promise<{ revoked: number; sessions: SessionSummary[] }> {
  const now = ctx.clock.now();
  const { session, account } = await requireUnrestrictedSession(ctx, token, now);
  const revoked = await runTransaction(ctx.db, async (trx) => {
    const count = await revokeSessionsOf(trx, account.id, session.token_hash, now.toISOString());
    await endOidcSessions(trx, { accountId: account.id, keepPortalSessionId: session.public_id }, now);
    if (count > 0) await recordEvent(trx, { accountId: account.id, kind: 'sessions_ended', now, client, sessionId: session.public_id, details: { scope: 'others', sessions: count } });
    return count;
  });
  const seen = await recordActivity(ctx, session, now);
  return { revoked, sessions: await liveSessions(ctx, account.id, seen, now) };
}

/** The events "this was not me" applies to: a sign-in, or a change made from a session. */
const reportable: ReadonlySet<AccountEventRow['kind']> = new Set(['sign_in', 'password_changed', 'password_reset', 'email_changed', 'details_changed', 'passkey_added', 'passkey_removed', 'oauth_app_allowed', 'data_export_requested']);

export function canReportNotMe(row: AccountEventRow): boolean {
  return row.not_me_reported_at === null && row.actor === 'self' && reportable.has(row.kind);
}

export function toApiEvent(row: AccountEventRow): AccountEvent {
  return {
    id: row.id,
    kind: row.kind,
    at: row.created_at,
    lastAt: row.last_at,
    count: row.count,
    ipAddress: row.client_ip,
    device: { browser: row.browser, os: row.os },
    actor: row.actor,
    details: row.details ? (JSON.parse(row.details) as EventDetails) : {},
    notMeReported: row.not_me_reported_at !== null,
    canReportNotMe: canReportNotMe(row),
  };
}

/** One page of an account's activity, newest first. */
export async function eventPage(ctx: ServiceContext, accountId: string, limit: number, after: string | undefined): Promise<{ events: AccountEvent[]; nextCursor: string | null }> {
  // One more than a page tells whether another page follows, without a count over the table.
  const rows = await listEvents(ctx.db, accountId, limit + 1, after);
  const page = rows.slice(0, limit);
  return { events: page.map(toApiEvent), nextCursor: rows.length > limit ? page.at(-1)!.id : null };
}

export async function listOwnEvents(ctx: ServiceContext, token: string | undefined, limit: number, after: string | undefined): Promise<{ events: AccountEvent[]; nextCursor: string | null }> {
  const now = ctx.clock.now();
  const { session, account } = await requireUnrestrictedSession(ctx, token, now);
  await recordActivity(ctx, session, now);
  return eventPage(ctx, account.id, limit, after);
}
