import { randomBytes } from 'node:crypto';
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool, type Selectable, type Insertable, type Updateable } from 'kysely';
import type { AccountTable, Database } from '../db/schema.js';
import { compiledOnce } from '../db/compiled-once.js';
import { isSqlite } from '../db/locks.js';
import { searchTermsOf, searchTermsVersion, writeSearchTerms } from './account-search.js';

/** The `sub` apps see (OpenID Provider): 128 random bits, base64url; never the login ID. */
export const newOidcSubject = (): string => randomBytes(16).toString('base64url');

export type AccountRow = Selectable<AccountTable>;

export function findAccountById(db: Kysely<Database>, id: string): Promise<AccountRow | undefined> {
  return db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Matches a normalised identifier against login IDs and e-mail addresses (login IDs never contain '@'). */
export async function findAccountByIdentifier(db: Kysely<Database>, normalized: string): Promise<AccountRow | undefined> {
  const { rows } = await findByIdentifierStatement(db, { normalized });
  return rows[0];
}

const findByIdentifierStatement = compiledOnce<{ normalized: string }, AccountRow>((db, value) =>
  db
    .selectFrom('accounts')
    .selectAll()
    .where((eb) => eb.or([eb('login_id_normalized', '=', value('normalized')), eb('email_normalized', '=', value('normalized'))])),
);

export function findAccountByLoginId(db: Kysely<Database>, normalized: string): Promise<AccountRow | undefined> {
  return db.selectFrom('accounts').selectAll().where('login_id_normalized', '=', normalized).executeTakeFirst();
}

export function findAccountByEmail(db: Kysely<Database>, normalized: string): Promise<AccountRow | undefined> {
  return db.selectFrom('accounts').selectAll().where('email_normalized', '=', normalized).executeTakeFirst();
}

export function findAccountByCode(db: Kysely<Database>, accountCode: string): Promise<AccountRow | undefined> {
  return db.selectFrom('accounts').selectAll().where('account_code', '=', accountCode).executeTakeFirst();
}

/** Whether an account has the code, or had it (a deleted account's code is never given again: closing/). */
export async function accountCodeExists(db: Kysely<Database>, code: string): Promise<boolean> {
  const row = await db.selectFrom('accounts').select('id').where('account_code', '=', code).executeTakeFirst();
  if (row !== undefined) return true;
  return (await db.selectFrom('closed_accounts').select('account_code').where('account_code', '=', code).executeTakeFirst()) !== undefined;
}

export async function countAccounts(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('accounts').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Inserts an account with its place in creation order (seq) and its search terms. On PostgreSQL the
 * column's sequence numbers it; SQLite, with one writer at a time, takes the next number from the index.
 */
export async function insertAccount(db: Kysely<Database>, row: Insertable<AccountTable>): Promise<void> {
  const values = { ...row, oidc_subject: row.oidc_subject ?? newOidcSubject(), search_version: searchTermsVersion };
  const inserted = await db
    .insertInto('accounts')
    .values(isSqlite(db) ? { ...values, seq: sql<number>`(select coalesce(max(seq), 0) + 1 from accounts)` } : values)
    .returning('seq')
    .executeTakeFirstOrThrow();
  await writeSearchTerms(db, inserted.seq, [], searchTermsOf(row));
}

/** The columns the search terms are made of: a change to one of them makes new terms. */
const searchedColumns = ['login_id_normalized', 'email_normalized', 'name', 'name_kana'] as const;

/** Updates an account; when a searched column changes, its search terms follow in the same statement's transaction. */
export async function updateAccount(db: Kysely<Database>, id: string, changes: Updateable<AccountTable>): Promise<void> {
  if (!searchedColumns.some((column) => changes[column] !== undefined)) {
    await db.updateTable('accounts').set(changes).where('id', '=', id).execute();
    return;
  }
  const before = await db.selectFrom('accounts').select(['seq', 'search_version', ...searchedColumns]).where('id', '=', id).executeTakeFirst();
  await db.updateTable('accounts').set(changes).where('id', '=', id).execute();
  if (!before || before.search_version < searchTermsVersion) return; // the background fill makes them
  const after = { ...before, ...(changes as Partial<typeof before>) };
  await writeSearchTerms(db, before.seq, searchTermsOf(before), searchTermsOf(after));
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
 * Returns what the code mail needs of the current row, or undefined when sign-in must be refused.
 */
export async function beginSignIn(db: Kysely<Database>, id: string, passwordHash: string, now: string): Promise<SignInAddressee | undefined> {
  const { rows } = await beginSignInStatement(db, { id, passwordHash, now });
  return rows[0];
}

export type SignInAddressee = Pick<AccountRow, 'email' | 'locale' | 'name'>;

/** beginSignIn for a passkey-first account's recovery (its first step was a recovery code): it must still be passkey-first. */
export async function beginRecoverySignIn(db: Kysely<Database>, id: string, now: string): Promise<SignInAddressee | undefined> {
  const { rows } = await beginRecoverySignInStatement(db, { id, now });
  return rows[0];
}

const beginRecoverySignInStatement = compiledOnce<{ id: string; now: string }, SignInAddressee>((db, value) =>
  db
    .updateTable('accounts')
    .set({
      status: 'active',
      locked_until: null,
      failed_login_count: 0,
      updated_at: sql<string>`case when status = 'locked' then ${value('now')} else updated_at end`,
    })
    .where('id', '=', value('id'))
    .where('passwordless_at', 'is not', null)
    .where((eb) => canSignIn(eb, value('now')))
    .returning(['email', 'locale', 'name']),
);

const beginSignInStatement = compiledOnce<{ id: string; passwordHash: string; now: string }, SignInAddressee>((db, value) =>
  db
    .updateTable('accounts')
    .set({
      status: 'active',
      locked_until: null,
      failed_login_count: 0,
      updated_at: sql<string>`case when status = 'locked' then ${value('now')} else updated_at end`,
    })
    .where('id', '=', value('id'))
    .where('password_hash', '=', value('passwordHash'))
    .where((eb) => canSignIn(eb, value('now')))
    .returning(['email', 'locale', 'name']),
);
