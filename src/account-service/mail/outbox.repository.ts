import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, DevMailboxTable, MailOutboxTable } from '../db/schema.js';
import { sortableId } from '../lib/crypto.js';
import { normalizeIdentifier } from '../lib/normalize.js';
import type { RenderedMail } from './templates.js';

export type OutboxRow = Selectable<MailOutboxTable>;
export type DevMailRow = Selectable<DevMailboxTable>;

/** Queues a mail; call it inside the transaction of the state change it reports. Returns the outbox id. */
export async function enqueueMail(db: Kysely<Database>, to: string, mail: RenderedMail, now: Date): Promise<string> {
  const id = sortableId();
  await db
    .insertInto('mail_outbox')
    .values({
      id,
      recipient: to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      status: 'pending',
      tries: 0,
      next_try_at: now.toISOString(),
      last_error: null,
      created_at: now.toISOString(),
      sent_at: null,
    })
    .execute();
  return id;
}

export function findDueMails(db: Kysely<Database>, now: Date, limit: number): Promise<OutboxRow[]> {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('status', '=', 'pending')
    .where('next_try_at', '<=', now.toISOString())
    .orderBy('id')
    .limit(limit)
    .execute();
}

export function findDueMail(db: Kysely<Database>, id: string, now: Date): Promise<OutboxRow | undefined> {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('next_try_at', '<=', now.toISOString())
    .executeTakeFirst();
}

/** Takes a mail for delivery: pushes its next try into the future so other workers leave it alone. */
export async function claimMail(db: Kysely<Database>, id: string, now: Date, leaseUntil: Date): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ next_try_at: leaseUntil.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('next_try_at', '<=', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Records a delivery and blanks the bodies: they carry live reset and invitation links and sign-in or
 * e-mail-change codes, which must not sit in the database (or its backups) once the mail is out. The
 * recipient, subject and timestamps stay, as the record of what was sent when.
 */
export async function markMailSent(db: Kysely<Database>, id: string, now: Date): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set((eb) => ({ status: 'sent', sent_at: now.toISOString(), tries: eb('tries', '+', 1), last_error: null, text_body: '', html_body: '' }))
    .where('id', '=', id)
    .execute();
}

/** A mail given up on is never read again: its bodies (links, codes) are blanked as after a delivery. */
export async function markMailFailed(db: Kysely<Database>, id: string, error: string, nextTryAt: Date, giveUp: boolean): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set((eb) => ({
      ...(giveUp ? { text_body: '', html_body: '' } : {}),
      status: giveUp ? 'failed' : 'pending',
      tries: eb('tries', '+', 1),
      last_error: error.slice(0, 1000),
      next_try_at: nextTryAt.toISOString(),
    }))
    .where('id', '=', id)
    .execute();
}

export async function insertDevMail(db: Kysely<Database>, to: string, mail: RenderedMail, now: Date): Promise<void> {
  await db
    .insertInto('dev_mailbox')
    .values({ id: sortableId(), recipient: to, subject: mail.subject, text_body: mail.text, html_body: mail.html, created_at: now.toISOString() })
    .execute();
}

export function listDevMails(db: Kysely<Database>, to: string | undefined, limit = 200): Promise<DevMailRow[]> {
  let query = db.selectFrom('dev_mailbox').selectAll();
  if (to) query = query.where(sql<string>`lower(recipient)`, '=', normalizeIdentifier(to));
  return query.orderBy('id', 'desc').limit(limit).execute();
}
