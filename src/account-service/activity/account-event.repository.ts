// The account's own activity (account_events). Every event is written by the service that makes the
// change, inside that change's transaction, so an event exists exactly when its change committed.
import type { Kysely, Selectable } from 'kysely';
import type { AccountEventKind, AccountEventTable, Database, EventActor } from '../db/schema.js';
import type { components } from '../generated/account-api.js';
import { addMs } from '../lib/clock.js';
import { sortableId } from '../lib/crypto.js';
import { isKnownDevice, type ClientInfo, type Device } from '../lib/device.js';

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

/**
 * Records an event, or folds it into the newest event of its kind when that one is recent (within
 * `windowMs` of its last time), alike (`alike` on its details) and not reported: its count goes up
 * and its last time moves on. Returns whether it was folded.
 */
export async function recordFolded(db: Kysely<Database>, event: NewEvent, windowMs: number, alike: (details: EventDetails) => boolean): Promise<boolean> {
  const recent = await db
    .selectFrom('account_events')
    .select(['id', 'details'])
    .where('account_id', '=', event.accountId)
    .where('kind', '=', event.kind)
    .where('last_at', '>=', addMs(event.now, -windowMs).toISOString())
    .where('not_me_reported_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (recent && alike(JSON.parse(recent.details ?? '{}') as EventDetails)) {
    await db
      .updateTable('account_events')
      .set((eb) => ({
        count: eb('count', '+', 1),
        last_at: event.now.toISOString(),
        client_ip: event.client?.ip ?? null,
        browser: event.client?.device.browser ?? null,
        os: event.client?.device.os ?? null,
        ...(event.details ? { details: JSON.stringify(event.details) } : {}),
      }))
      .where('id', '=', recent.id)
      .execute();
    return true;
  }
  await recordEvent(db, event);
  return false;
}

/** Failed sign-ins of one step within this long of each other fold into one event with a count. */
const failureFoldWindowMs = 3_600_000;

/**
 * A failed sign-in step against the account. Repeated failures of the same step within an hour are
 * folded into one counted event, so a guessing stranger cannot bury the owner's history; the
 * identifier the stranger typed is never stored. A cloned authenticator (a counter that went back) is
 * an event of its own, never folded.
 */
export async function recordFailedSignIn(
  db: Kysely<Database>,
  accountId: string,
  step: 'password' | 'code' | 'passkey',
  now: Date,
  client: ClientInfo | null,
  reason?: 'counter_regression',
): Promise<void> {
  const event: NewEvent = { accountId, kind: 'sign_in_failed', now, client, details: reason ? { step, reason } : { step } };
  if (reason) await recordEvent(db, event);
  else await recordFolded(db, event, failureFoldWindowMs, (details) => details.step === step && !details.reason);
}

/** Whether a passkey of the account was refused for a counter that went back since `since`. */
export async function counterRegressionSince(db: Kysely<Database>, accountId: string, since: Date): Promise<boolean> {
  const row = await db
    .selectFrom('account_events')
    .select('id')
    .where('account_id', '=', accountId)
    .where('kind', '=', 'sign_in_failed')
    .where('created_at', '>=', since.toISOString())
    .where('details', 'like', '%"reason":"counter_regression"%')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
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

/**
 * Whether the account signed in from this device (browser and OS families) since `since`. A device
 * nothing is known of is never the same as another, and a sign-in reported as "not me" does not
 * make its device known.
 */
export async function signedInFromSince(db: Kysely<Database>, accountId: string, device: Device, since: Date): Promise<boolean> {
  if (!isKnownDevice(device)) return false;
  const row = await db
    .selectFrom('account_events')
    .select('id')
    .where('account_id', '=', accountId)
    .where('kind', '=', 'sign_in')
    .where('browser', device.browser === null ? 'is' : '=', device.browser)
    .where('os', device.os === null ? 'is' : '=', device.os)
    .where('created_at', '>=', since.toISOString())
    .where('not_me_reported_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks an event reported; false when it was already. */
export async function markNotMe(db: Kysely<Database>, id: string, now: Date): Promise<boolean> {
  const result = await db.updateTable('account_events').set({ not_me_reported_at: now.toISOString() }).where('id', '=', id).where('not_me_reported_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Events past the retention period go (housekeeping), a thousand at a time, so a long backlog (or a
 * shorter retention) never makes one statement outlast its timeout.
 */
export async function purgeOldEvents(db: Kysely<Database>, olderThan: Date): Promise<void> {
  for (;;) {
    const batch = db.selectFrom('account_events').select('id').where('created_at', '<', olderThan.toISOString()).limit(1000);
    const result = await db.deleteFrom('account_events').where('id', 'in', batch).executeTakeFirst();
    if (Number(result.numDeletedRows) < 1000) return;
  }
}
