import { sql, type Expression, type Kysely, type Selectable, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database, DevMailboxTable, MailOutboxTable } from '../db/schema.js';
import { compiledOnce } from '../db/compiled-once.js';
import { isSqlite } from '../db/locks.js';
import { sortableId } from '../lib/crypto.js';
import { normalizeIdentifier } from '../../shared/text.js';
import type { RenderedMail } from './mail-render.js';

export type OutboxRow = Selectable<MailOutboxTable>;
export type DevMailRow = Selectable<DevMailboxTable>;

/** Queues a mail; call it inside the transaction of the state change it reports. Returns the outbox id. */
export async function enqueueMail(db: Kysely<Database>, to: string, mail: RenderedMail, now: Date): Promise<string> {
  const id = sortableId();
  const at = now.toISOString();
  await enqueueStatement(db, { id, recipient: to, subject: mail.subject, text: mail.text, html: mail.html, now: at, nextTryAt: at, leasedBy: null });
  return id;
}

/** A worker's lease on the mail it is to send: no other worker claims the mail before `until`. */
export interface MailLease {
  worker: string;
  until: Date;
}

/**
 * Queues a mail already leased to a worker (enqueueMail otherwise), for the request to hand it to
 * that worker once its transaction has committed, so the worker sends it without claiming it. Should
 * the worker never get it, the lease runs out and any worker sends it, as one that died mid-send.
 */
export async function enqueueLeasedMail(db: Kysely<Database>, to: string, mail: RenderedMail, now: Date, lease: MailLease): Promise<OutboxRow> {
  const id = sortableId();
  const at = now.toISOString();
  const nextTryAt = lease.until.toISOString();
  await enqueueStatement(db, { id, recipient: to, subject: mail.subject, text: mail.text, html: mail.html, now: at, nextTryAt, leasedBy: lease.worker });
  return {
    id,
    recipient: to,
    subject: mail.subject,
    text_body: mail.text,
    html_body: mail.html,
    status: 'pending',
    tries: 0,
    next_try_at: nextTryAt,
    leased_by: lease.worker,
    last_error: null,
    created_at: at,
    sent_at: null,
  };
}

type EnqueueValues = { id: string; recipient: string; subject: string; text: string; html: string; now: string; nextTryAt: string; leasedBy: string | null };

const enqueueStatement = compiledOnce<EnqueueValues, never>((db, value) =>
  db.insertInto('mail_outbox').values({
    id: value('id'),
    recipient: value('recipient'),
    subject: value('subject'),
    text_body: value('text'),
    html_body: value('html'),
    status: 'pending',
    tries: 0,
    next_try_at: value('nextTryAt'),
    leased_by: value('leasedBy'),
    last_error: null,
    created_at: value('now'),
    sent_at: null,
  }),
);

/**
 * Leases up to `limit` due messages to one worker until `leaseUntil`, oldest due first. On PostgreSQL
 * the rows are picked FOR UPDATE SKIP LOCKED, so several instances claim disjoint messages without
 * waiting on each other; SQLite has one writer at a time, so its plain conditional update suffices.
 * `only` restricts the claim to one message (the CLI's invitation).
 */
export async function claimDueMails(
  db: Kysely<Database>,
  worker: string,
  now: Date,
  leaseUntil: Date,
  limit: number,
  only?: string,
): Promise<OutboxRow[]> {
  let due = db
    .selectFrom('mail_outbox')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_try_at', '<=', now.toISOString())
    .orderBy('next_try_at')
    .limit(limit);
  if (only !== undefined) due = due.where('id', '=', only);
  if (!isSqlite(db)) due = due.forUpdate().skipLocked();
  return db
    .updateTable('mail_outbox')
    .set({ next_try_at: leaseUntil.toISOString(), leased_by: worker })
    .where(idPicked(db, due))
    .where('status', '=', 'pending')
    .returningAll()
    .execute();
}

/**
 * The row is one of those `picked` chose (at most LIMIT of them). On PostgreSQL the pick runs once,
 * as an InitPlan: as `id IN (…)` the planner may run it again for each row the update visits
 * (a nested-loop semi-join), and each run, skipping the rows the update already changed, picks more.
 */
function idPicked(db: Kysely<Database>, picked: SelectQueryBuilder<Database, 'mail_outbox', { id: string }>): Expression<SqlBool> {
  return isSqlite(db) ? sql<SqlBool>`${sql.ref('id')} in (${picked})` : sql<SqlBool>`${sql.ref('id')} = any(array(${picked}))`;
}

/**
 * Extends a worker's leases on messages it still holds (waiting for a connection, being sent, or sent
 * and not yet recorded).
 * Returns the ids renewed. It never waits for a row lock: on PostgreSQL it skips a row another
 * transaction holds (the worker's own sent-marks, most likely; otherwise the next renewal, 2 s later,
 * takes it), so it can never be one half of a deadlock with the sent-marks, whose rows it shares.
 */
export async function renewLeases(db: Kysely<Database>, worker: string, ids: string[], leaseUntil: Date): Promise<string[]> {
  if (ids.length === 0) return [];
  let held = db.selectFrom('mail_outbox').select('id').where('id', 'in', ids).where('leased_by', '=', worker).where('status', '=', 'pending');
  if (!isSqlite(db)) held = held.forUpdate().skipLocked();
  const rows = await db
    .updateTable('mail_outbox')
    .set({ next_try_at: leaseUntil.toISOString() })
    .where('id', 'in', held)
    .where('leased_by', '=', worker)
    .where('status', '=', 'pending')
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Records a delivery and blanks the bodies: they carry live reset and invitation links and sign-in or
 * e-mail-change codes, which must not sit in the database (or its backups) once the mail is out. The
 * recipient, subject and timestamps stay, as the record of what was sent when.
 */
export async function markMailSent(db: Kysely<Database>, id: string, now: Date): Promise<void> {
  // Whoever holds the lease now, the mail did go out: record it, once.
  await markSentStatement(db, { id, now: now.toISOString() });
}

/**
 * Records several deliveries (markMailSent), in the order of their ids. Run in one transaction, the
 * marks lock their rows in that order; every other statement that takes several outbox rows skips
 * rows others hold (claims, renewals, bringing retries forward), so no two wait for each other.
 */
export async function markMailsSent(db: Kysely<Database>, ids: string[], now: Date): Promise<void> {
  for (const id of [...ids].sort()) await markMailSent(db, id, now);
}

const markSentStatement = compiledOnce<{ id: string; now: string }, never>((db, value) =>
  db
    .updateTable('mail_outbox')
    .set((eb) => ({ status: 'sent', sent_at: value('now'), tries: eb('tries', '+', 1), last_error: null, leased_by: null, text_body: '', html_body: '' }))
    .where('id', '=', value('id'))
    .where('status', '<>', 'sent'),
);

/**
 * Records a failed try: due again at `nextTryAt`, or set aside as dead. A dead mail keeps its bodies,
 * so an operator can send it again (`npm run accounts -- mail retry ID`); housekeeping deletes dead
 * mails after a week, by when every code and link in them has expired.
 */
export async function markMailFailed(db: Kysely<Database>, worker: string, id: string, error: string, nextTryAt: Date, dead: boolean): Promise<void> {
  // Only under this worker's own lease: a worker that lost it (stalled past LEASE_MS) must not undo
  // what the instance that took the message over recorded, such as its successful delivery.
  await db
    .updateTable('mail_outbox')
    .set((eb) => ({
      status: dead ? 'dead' : 'pending',
      tries: eb('tries', '+', 1),
      last_error: error.slice(0, 1000),
      next_try_at: nextTryAt.toISOString(),
      leased_by: null,
    }))
    .where('id', '=', id)
    .where('leased_by', '=', worker)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * What failed and waits for its next try is due now instead: the transport worked again. Like the
 * claims, it skips rows another transaction holds on PostgreSQL, and never waits for one.
 */
export async function bringForwardRetries(db: Kysely<Database>, now: Date): Promise<void> {
  let waiting = db.selectFrom('mail_outbox').select('id').where('status', '=', 'pending').where('tries', '>', 0).where('leased_by', 'is', null).where('next_try_at', '>', now.toISOString());
  if (!isSqlite(db)) waiting = waiting.forUpdate().skipLocked();
  await db
    .updateTable('mail_outbox')
    .set({ next_try_at: now.toISOString() })
    .where('id', 'in', waiting)
    .where('status', '=', 'pending')
    .where('leased_by', 'is', null)
    .execute();
}

/**
 * Leases to a worker the mail that waits in backoff and is due soonest, to try whether the mail server
 * takes mail again. Returns it with the time it was due, for returnProbedMail; undefined when none waits.
 */
export async function claimMailToProbe(db: Kysely<Database>, worker: string, now: Date, leaseUntil: Date): Promise<{ mail: OutboxRow; dueAt: string } | undefined> {
  const waiting = await db
    .selectFrom('mail_outbox')
    .select(['id', 'next_try_at'])
    .where('status', '=', 'pending')
    .where('tries', '>', 0)
    .where('leased_by', 'is', null)
    .where('next_try_at', '>', now.toISOString())
    .orderBy('next_try_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!waiting) return undefined;
  // One row, taken only as it was read: another worker that took it meanwhile wins.
  const mail = await db
    .updateTable('mail_outbox')
    .set({ next_try_at: leaseUntil.toISOString(), leased_by: worker })
    .where('id', '=', waiting.id)
    .where('status', '=', 'pending')
    .where('leased_by', 'is', null)
    .where('next_try_at', '=', waiting.next_try_at)
    .returningAll()
    .executeTakeFirst();
  return mail ? { mail, dueAt: waiting.next_try_at } : undefined;
}

/** A probe's mail the server refused again goes back as it was: no try counted, due when it was due. */
export async function returnProbedMail(db: Kysely<Database>, worker: string, id: string, dueAt: string, error: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ next_try_at: dueAt, leased_by: null, last_error: error.slice(0, 1000) })
    .where('id', '=', id)
    .where('leased_by', '=', worker)
    .where('status', '=', 'pending')
    .execute();
}

export interface OutboxStats {
  pending: number;
  oldestPendingAgeSeconds: number | null;
  dead: number;
}

/** What /metrics reports of the outbox (the status indexes serve both counts and the minimum). */
export async function outboxStats(db: Kysely<Database>, now: Date): Promise<OutboxStats> {
  const pending = await db
    .selectFrom('mail_outbox')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('created_at').as('oldest')])
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  const dead = await db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll<number>().as('count')).where('status', '=', 'dead').executeTakeFirstOrThrow();
  const oldest = pending.oldest ? Math.max(0, (now.getTime() - Date.parse(pending.oldest)) / 1000) : null;
  return { pending: Number(pending.count), oldestPendingAgeSeconds: oldest, dead: Number(dead.count) };
}

export function listDeadMails(db: Kysely<Database>, limit = 100): Promise<Array<Pick<OutboxRow, 'id' | 'recipient' | 'subject' | 'tries' | 'last_error' | 'created_at'>>> {
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'recipient', 'subject', 'tries', 'last_error', 'created_at'])
    .where('status', '=', 'dead')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** A dead mail becomes due again, with a fresh count of tries. Returns whether there was one. */
export async function reviveDeadMail(db: Kysely<Database>, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ status: 'pending', tries: 0, next_try_at: now.toISOString(), leased_by: null })
    .where('id', '=', id)
    .where('status', '=', 'dead')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The dev mailbox keeps a message once, however often a retry delivers it (its id is the outbox id). */
export async function insertDevMail(db: Kysely<Database>, id: string, to: string, mail: RenderedMail, now: Date): Promise<void> {
  await insertDevMailStatement(db, { id, recipient: to, subject: mail.subject, text: mail.text, html: mail.html, now: now.toISOString() });
}

const insertDevMailStatement = compiledOnce<{ id: string; recipient: string; subject: string; text: string; html: string; now: string }, never>((db, value) =>
  db
    .insertInto('dev_mailbox')
    .values({ id: value('id'), recipient: value('recipient'), subject: value('subject'), text_body: value('text'), html_body: value('html'), created_at: value('now') })
    .onConflict((oc) => oc.column('id').doNothing()),
);

export function listDevMails(db: Kysely<Database>, to: string | undefined, limit = 200): Promise<DevMailRow[]> {
  let query = db.selectFrom('dev_mailbox').selectAll();
  if (to) query = query.where(sql<string>`lower(recipient)`, '=', normalizeIdentifier(to));
  return query.orderBy('id', 'desc').limit(limit).execute();
}
