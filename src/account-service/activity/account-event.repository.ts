// The account's own activity (account_events). Every event is written by the service that makes the
// change, inside that change's transaction, so an event exists exactly when its change committed.
import type { Kysely, Selectable } from 'kysely';
import type { AccountEventKind, AccountEventTable, Database, EventActor } from '../db/schema.js';
import type { components } from '../generated/account-api.js';
import { addMs } from '../lib/clock.js';
import { sortableId } from '../lib/crypto.js';
import type { ClientInfo, Device } from '../lib/device.js';

export type AccountEventRow = Selectable<AccountEventTable>;
export type EventDetails = components['schemas']['AccountEventDetails'];

export interface NewEvent {
  accountId: string;
  kind: AccountEventKind;
  now: Date;
  /** Where it came from; none for what the system or an operator's CLI did. */
  client?: ClientInfo | null;
  /** The public id of the session it opened or happened in. */
  sessionId?: string | null;
  details?: EventDetails;
  actor?: EventActor;
  actorAccountId?: string | null;
}

/** Records an event; call it with the transaction of the change it records. Returns its id. */
export async function recordEvent(db: Kysely<Database>, event: NewEvent): Promise<string> {
  const id = sortableId();
  const at = event.now.toISOString();
  await db
    .insertInto('account_events')
    .values({
      id,
      account_id: event.accountId,
      kind: event.kind,
      created_at: at,
      last_at: at,
      count: 1,
      actor: event.actor ?? 'self',
      actor_account_id: event.actorAccountId ?? null,
      client_ip: event.client?.ip ?? null,
      browser: event.client?.device.browser ?? null,
      os: event.client?.device.os ?? null,
      session_id: event.sessionId ?? null,
      details: event.details && Object.keys(event.details).length > 0 ? JSON.stringify(event.details) : null,
      not_me_reported_at: null,
    })
    .execute();
  return id;
}

/** Failed sign-ins of one step within this long of each other fold into one event with a count. */
const foldWindowMs = 3_600_000;

/**
 * A failed sign-in step against the account. Repeated failures of the same step within an hour are
 * folded into the newest such event (its count and last time), so a guessing stranger cannot bury
 * the owner's history; the identifier the stranger typed is never stored.
 */
export async function recordFailedSignIn(db: Kysely<Database>, accountId: string, step: 'password' | 'code' | 'passkey', now: Date, client: ClientInfo | null): Promise<void> {
  const at = now.toISOString();
  const recent = await db
    .selectFrom('account_events')
    .select(['id', 'details'])
    .where('account_id', '=', accountId)
    .where('kind', '=', 'sign_in_failed')
    .where('last_at', '>=', addMs(now, -foldWindowMs).toISOString())
    .where('not_me_reported_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (recent && (JSON.parse(recent.details ?? '{}') as EventDetails).step === step) {
    await db
      .updateTable('account_events')
      .set((eb) => ({ count: eb('count', '+', 1), last_at: at, client_ip: client?.ip ?? null, browser: client?.device.browser ?? null, os: client?.device.os ?? null }))
      .where('id', '=', recent.id)
      .execute();
    return;
  }
  await recordEvent(db, { accountId, kind: 'sign_in_failed', now, client, details: { step } });
}

/** One page of the account's events, newest first; `after` is the last id of the previous page. */
export function listEvents(db: Kysely<Database>, accountId: string, limit: number, after?: string): Promise<AccountEventRow[]> {
  let query = db.selectFrom('account_events').selectAll().where('account_id', '=', accountId);
  if (after !== undefined) query = query.where('id', '<', after);
  return query.orderBy('id', 'desc').limit(limit).execute();
}

export function findEvent(db: Kysely<Database>, accountId: string, id: string): Promise<AccountEventRow | undefined> {
  return db.selectFrom('account_events').selectAll().where('account_id', '=', accountId).where('id', '=', id).executeTakeFirst();
}

/** Whether the account signed in from this device (browser and OS families) since `since`. */
export async function signedInFromSince(db: Kysely<Database>, accountId: string, device: Device, since: Date): Promise<boolean> {
  const row = await db
    .selectFrom('account_events')
    .select('id')
    .where('account_id', '=', accountId)
    .where('kind', '=', 'sign_in')
    // A device whose families are unknown (a program's own client, say) is one device of its own.
    .where('browser', device.browser === null ? 'is' : '=', device.browser)
    .where('os', device.os === null ? 'is' : '=', device.os)
    .where('created_at', '>=', since.toISOString())
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the account has any sign-in on record (a first sign-in is nobody's "new device"). */
export async function hasSignedInBefore(db: Kysely<Database>, accountId: string): Promise<boolean> {
  const row = await db.selectFrom('account_events').select('id').where('account_id', '=', accountId).where('kind', '=', 'sign_in').limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function markNotMe(db: Kysely<Database>, id: string, now: Date): Promise<void> {
  await db.updateTable('account_events').set({ not_me_reported_at: now.toISOString() }).where('id', '=', id).where('not_me_reported_at', 'is', null).execute();
}

/** Events past the retention period go (housekeeping). */
export async function purgeOldEvents(db: Kysely<Database>, olderThan: Date): Promise<void> {
  await db.deleteFrom('account_events').where('created_at', '<', olderThan.toISOString()).execute();
}
