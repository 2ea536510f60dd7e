import { sql, type Kysely, type Selectable } from 'kysely';
import { compiledOnce } from '../db/compiled-once.js';
import type { Database, LoginAttemptTable } from '../db/schema.js';

export type LoginAttemptRow = Selectable<LoginAttemptTable>;

export async function insertLoginAttempt(db: Kysely<Database>, row: LoginAttemptRow): Promise<void> {
  await insertLoginAttemptStatement(db, row);
}

const insertLoginAttemptStatement = compiledOnce<LoginAttemptRow, never>((db, value) =>
  db.insertInto('login_attempts').values({
    id: value('id'),
    account_id: value('account_id'),
    code_salt: value('code_salt'),
    code_hash: value('code_hash'),
    code_expires_at: value('code_expires_at'),
    failed_tries: value('failed_tries'),
    resends: value('resends'),
    last_sent_at: value('last_sent_at'),
    status: value('status'),
    created_at: value('created_at'),
    second_step: value('second_step'),
    risk: value('risk'),
    mail_locale: value('mail_locale'),
    first_step: value('first_step'),
  }),
);

export function findLoginAttempt(db: Kysely<Database>, id: string): Promise<LoginAttemptRow | undefined> {
  return db.selectFrom('login_attempts').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Counts one wrong code in a single statement: the WHERE clause makes sure no request, however
 * concurrent, gets past maxTries. The try that reaches maxTries voids the attempt.
 * Returns the new count, or undefined when the attempt was no longer open.
 */
export async function recordWrongCode(db: Kysely<Database>, id: string, now: string, maxTries: number): Promise<number | undefined> {
  const row = await db
    .updateTable('login_attempts')
    .set({
      failed_tries: sql<number>`failed_tries + 1`,
      status: sql<'pending' | 'void'>`case when failed_tries + 1 >= ${maxTries} then 'void' else status end`,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('failed_tries', '<', maxTries)
    .where('code_expires_at', '>', now)
    .returning('failed_tries')
    .executeTakeFirst();
  return row ? Number(row.failed_tries) : undefined;
}

/** Uses the attempt up, in a single statement, so a code works once even when two requests race. */
export async function markLoginAttemptUsed(db: Kysely<Database>, id: string, codeHash: string, now: string, maxTries: number): Promise<boolean> {
  const result = await db
    .updateTable('login_attempts')
    .set({ status: 'used' })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('code_hash', '=', codeHash)
    .where('failed_tries', '<', maxTries)
    .where('code_expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface NewCode {
  codeSalt: string;
  codeHash: string;
  codeExpiresAt: string;
}

/** Swaps in a new code (the old one stops working) if the cooldown has passed and resends remain. */
export async function replaceLoginCode(
  db: Kysely<Database>,
  id: string,
  code: NewCode,
  now: string,
  sentBefore: string,
  maxResends: number,
): Promise<LoginAttemptRow | undefined> {
  return db
    .updateTable('login_attempts')
    .set({
      code_salt: code.codeSalt,
      code_hash: code.codeHash,
      code_expires_at: code.codeExpiresAt,
      resends: sql<number>`resends + 1`,
      last_sent_at: now,
      // The fallback of an attempt that asked for the authenticator app's code: from now on the mailed one.
      second_step: 'mail_code',
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('resends', '<', maxResends)
    .where('last_sent_at', '<=', sentBefore)
    .returningAll()
    .executeTakeFirst();
}

/** Voids the account's sign-ins that are half done (password given, code not yet): after a password change or reset, or a disable. */
export async function voidPendingLoginAttempts(db: Kysely<Database>, accountId: string): Promise<void> {
  await db.updateTable('login_attempts').set({ status: 'void' }).where('account_id', '=', accountId).where('status', '=', 'pending').execute();
}
