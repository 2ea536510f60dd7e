import type { Kysely, Selectable, Insertable, Updateable } from 'kysely';
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

export async function insertAccount(db: Kysely<Database>, row: Insertable<AccountTable>): Promise<void> {
  await db.insertInto('accounts').values(row).execute();
}

export async function updateAccount(db: Kysely<Database>, id: string, changes: Updateable<AccountTable>): Promise<void> {
  await db.updateTable('accounts').set(changes).where('id', '=', id).execute();
}
