import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool, type Selectable, type Insertable, type Updateable } from 'kysely';
import type { AccountTable, Database } from '../db/schema.js';

export type AccountRow = Selectable<AccountTable>;

export function findAccountById(db: Kysely<Database>, id: string): Promise<AccountRow | undefined> {
  return db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Matches a normalised identifier against login IDs and e-mail addresses (login IDs never contain '@'). */
export function findAccountByIdentifier(db: Kysely<Database>, normalized: string): Promise<AccountRow | undefined> {
  return db
    .selectFrom('accounts')
    .selectAll()
    .where((eb) => eb.or([eb('login_id_normalized', '=', normalized), eb('email_normalized', '=', normalized)]))
    .executeTakeFirst();
}

export function findAccountByLoginId(db: Kysely<Database>, normalized: string): Promise<AccountRow | undefined> {
  return db.selectFrom('accounts').selectAll().where('login_id_normalized', '=', normalized).executeTakeFirst();
}

export function findAccountByEmail(db: Kysely<Database>, normalized: string): Promise<AccountRow | undefined> {
  return db.selectFrom('accounts').selectAll().where('email_normalized', '=', normalized).executeTakeFirst();
}

export async function accountCodeExists(db: Kysely<Database>, code: string): Promise<boolean> {
  const row = await db.selectFrom('accounts').select('id').where('account_code', '=', code).executeTakeFirst();
  return row !== undefined;
}

export async function countAccounts(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('accounts').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export function listAccounts(db: Kysely<Database>): Promise<AccountRow[]> {
  return db.selectFrom('accounts').selectAll().orderBy('created_at').orderBy('account_code').execute();
}

/** Newest first; the account code breaks ties between accounts created in the same millisecond. */
export function listNewestAccounts(db: Kysely<Database>, limit: number): Promise<AccountRow[]> {
  return db.selectFrom('accounts').selectAll().orderBy('created_at', 'desc').orderBy('account_code', 'desc').limit(limit).execute();
}

export async function insertAccount(db: Kysely<Database>, row: Insertable<AccountTable>): Promise<void> {
  await db.insertInto('accounts').values(row).execute();
}

export async function updateAccount(db: Kysely<Database>, id: string, changes: Updateable<AccountTable>): Promise<void> {
  await db.updateTable('accounts').set(changes).where('id', '=', id).execute();
}

/** An account that may sign in at `now`: active, or locked with a lock that has run out (see effectiveStatus). */
function canSignIn(eb: ExpressionBuilder<Database, 'accounts'>, now: string): Expression<SqlBool> {
  return eb.or([eb('status', '=', 'active'), eb.and([eb('status', '=', 'locked'), eb('locked_until', 'is not', null), eb('locked_until', '<=', now)])]);
}

/** Counts one failed sign-in in a single statement, so concurrent failures are never lost; undefined if the account is gone. */
export async function addFailedLogin(db: Kysely<Database>, id: string): Promise<number | undefined> {
  const row = await db
    .updateTable('accounts')
    .set((eb) => ({ failed_login_count: eb('failed_login_count', '+', 1) }))
    .where('id', '=', id)
    .returning('failed_login_count')
    .executeTakeFirst();
  return row ? Number(row.failed_login_count) : undefined;
}

/**
 * Locks an account that has reached `threshold` failures, unless it is locked already: a conditional
 * update, so of many concurrent failures exactly one performs the transition (and mails the owner).
 * The count starts over. Disabled accounts and open-ended operator locks are left as they are.
 */
export function lockAfterFailures(db: Kysely<Database>, id: string, threshold: number, lockedUntil: string, now: string): Promise<AccountRow | undefined> {
  return db
    .updateTable('accounts')
    .set({ status: 'locked', locked_until: lockedUntil, failed_login_count: 0, updated_at: now })
    .where('id', '=', id)
    .where('failed_login_count', '>=', threshold)
    .where((eb) => canSignIn(eb, now))
    .returningAll()
    .executeTakeFirst();
}

/**
 * The re-check of a successful step 1, inside its transaction and as one conditional statement: the
 * account must still be able to sign in and still have the password just verified (a lock, disable or
 * password change during the verify wins). Clears the failure count and lifts a lock that has run out.
 * Returns the current row, or undefined when sign-in must be refused.
 */
export function beginSignIn(db: Kysely<Database>, id: string, passwordHash: string, now: string): Promise<AccountRow | undefined> {
  return db
    .updateTable('accounts')
    .set({
      status: 'active',
      locked_until: null,
      failed_login_count: 0,
      updated_at: sql<string>`case when status = 'locked' then ${now} else updated_at end`,
    })
    .where('id', '=', id)
    .where('password_hash', '=', passwordHash)
    .where((eb) => canSignIn(eb, now))
    .returningAll()
    .executeTakeFirst();
}
