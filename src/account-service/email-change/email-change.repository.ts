import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, EmailChangeStatus, EmailChangeTable } from '../db/schema.js';

export type EmailChangeRow = Selectable<EmailChangeTable>;

/** Replaces the account's pending change (if any) with a new one; the old code stops working. */
export async function supersedeAndInsertEmailChange(db: Kysely<Database>, row: EmailChangeRow): Promise<void> {
  await db.updateTable('email_changes').set({ status: 'superseded' }).where('account_id', '=', row.account_id).where('status', '=', 'pending').execute();
  await db.insertInto('email_changes').values(row).execute();
}

/** The account's newest change to an address, whatever its state: it says why a code no longer works. */
export function findLatestEmailChange(db: Kysely<Database>, accountId: string, newEmailNormalized: string): Promise<EmailChangeRow | undefined> {
  return db
    .selectFrom('email_changes')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('new_email_normalized', '=', newEmailNormalized)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function findEmailChange(db: Kysely<Database>, id: string): Promise<EmailChangeRow | undefined> {
  return db.selectFrom('email_changes').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Counts one wrong code in a single statement: the WHERE clause makes sure no request, however
 * concurrent, gets past maxTries. The try that reaches maxTries voids the change.
 * Returns the new count, or undefined when the change was no longer open.
 */
export async function recordWrongEmailCode(db: Kysely<Database>, id: string, now: string, maxTries: number): Promise<number | undefined> {
  const row = await db
    .updateTable('email_changes')
    .set({
      failed_tries: sql<number>`failed_tries + 1`,
      status: sql<EmailChangeStatus>`case when failed_tries + 1 >= ${maxTries} then 'void' else status end`,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('failed_tries', '<', maxTries)
    .where('expires_at', '>', now)
    .returning('failed_tries')
    .executeTakeFirst();
  return row ? Number(row.failed_tries) : undefined;
}

/** Uses the change up, in a single statement, so a code works once even when two requests race. */
export async function markEmailChangeUsed(db: Kysely<Database>, id: string, codeHash: string, now: string, maxTries: number): Promise<boolean> {
  const result = await db
    .updateTable('email_changes')
    .set({ status: 'used' })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('code_hash', '=', codeHash)
    .where('failed_tries', '<', maxTries)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
