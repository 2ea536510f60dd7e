// Back-channel logout (OpenID Connect Back-Channel Logout 1.0): when portal sessions end, the
// provider sessions signed in through them end too, and every app that registered a back-channel
// logout URI and was used in one of them is told, through an outbox of its own (logout-worker.ts
// delivers it with retries, a fresh logout token each try).
//
// A provider session is linked to the portal session of the browser that signed in (the adapter
// stores that session's public id on the provider's Session row). So:
// - logout, and ending one session from /security, end the provider sessions of that portal session;
// - 「ほかのすべての端末からログアウト」 ends those of the other portal sessions (by their ids: a sweep
//   over the account would end this browser's too);
// - 「心当たりがない」, a password reset, an administrator's disable or end-all end every provider
//   session of the account.
// Call endOidcSessions in the transaction that ends the portal sessions, then wake the worker.
// Tokens bound to an ended provider session stop working with it (the provider checks the binding);
// grants stay, so consent is still remembered.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { sortableId } from '../lib/crypto.js';

export interface BackchannelNotice {
  clientId: string;
  subject: string;
  /** The provider session's id for that app (the logout token's sid). */
  sid: string | null;
}

export async function enqueueBackchannelLogout(db: Kysely<Database>, notices: BackchannelNotice[], now: Date): Promise<void> {
  if (notices.length === 0) return;
  const at = now.toISOString();
  await db
    .insertInto('oidc_logout_outbox')
    .values(
      notices.map((n) => ({
        id: sortableId(),
        client_id: n.clientId,
        subject: n.subject,
        sid: n.sid,
        status: 'pending' as const,
        tries: 0,
        next_try_at: at,
        leased_by: null,
        last_error: null,
        created_at: at,
        sent_at: null,
      })),
    )
    .execute();
}

export type EndedPortalSessions =
  /** These portal sessions (their public ids) ended. */
  | { portalSessionIds: readonly string[] }
  /** Every session of the account ended (but the one kept: 「ほかのすべての端末からログアウト」, a password change). */
  | { accountId: string; keepPortalSessionId?: string };

interface StoredSession {
  accountId?: string;
  authorizations?: Record<string, { sid?: string }>;
}

/**
 * Ends the provider sessions of the portal sessions that ended, and queues a back-channel logout to
 * each app with a back-channel URI that was signed in through them. Returns how many were queued.
 */
export async function endOidcSessions(db: Kysely<Database>, ended: EndedPortalSessions, now: Date): Promise<number> {
  let sessions = db.selectFrom('oidc_payload').select(['id_hash', 'payload', 'subject']).where('model', '=', 'Session');
  if ('accountId' in ended) {
    const account = await db.selectFrom('accounts').select('oidc_subject').where('id', '=', ended.accountId).executeTakeFirst();
    if (!account?.oidc_subject) return 0;
    sessions = sessions.where('subject', '=', account.oidc_subject);
    const keep = ended.keepPortalSessionId;
    if (keep !== undefined) sessions = sessions.where((eb) => eb.or([eb('portal_session_id', 'is', null), eb('portal_session_id', '!=', keep)]));
  } else {
    if (ended.portalSessionIds.length === 0) return 0;
    sessions = sessions.where('portal_session_id', 'in', ended.portalSessionIds);
  }
  const rows = await sessions.execute();
  if (rows.length === 0) return 0;

  const wanted: BackchannelNotice[] = [];
  for (const row of rows) {
    const session = JSON.parse(row.payload) as StoredSession;
    const subject = row.subject ?? session.accountId;
    if (!subject) continue;
    for (const [clientId, authorization] of Object.entries(session.authorizations ?? {})) {
      wanted.push({ clientId, subject, sid: authorization.sid ?? null });
    }
  }
  await db
    .deleteFrom('oidc_payload')
    .where('model', '=', 'Session')
    .where(
      'id_hash',
      'in',
      rows.map((r) => r.id_hash),
    )
    .execute();
  if (wanted.length === 0) return 0;

  const clientIds = [...new Set(wanted.map((n) => n.clientId))];
  const listening = await db
    .selectFrom('oidc_clients')
    .select('client_id')
    .where('client_id', 'in', clientIds)
    .where('backchannel_logout_uri', 'is not', null)
    .where('disabled_at', 'is', null)
    .execute();
  const told = new Set(listening.map((c) => c.client_id));
  const notices = wanted.filter((n) => told.has(n.clientId));
  await enqueueBackchannelLogout(db, notices, now);
  return notices.length;
}
