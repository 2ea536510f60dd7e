import type { Kysely, Selectable } from 'kysely';
import type { Database, PasskeyTable } from '../db/schema.js';
import type { components } from '../generated/account-api.js';

export type PasskeyRow = Selectable<PasskeyTable>;
export type ApiPasskey = components['schemas']['Passkey'];

/** At most this many passkeys per account. */
export const maxPasskeysPerAccount = 10;

export function toApiPasskey(row: PasskeyRow): ApiPasskey {
  return { id: row.id, name: row.name, createdAt: row.created_at, lastUsedAt: row.last_used_at, synced: row.device_type === 'multiDevice' || row.backed_up === 1 };
}

export function listPasskeys(db: Kysely<Database>, accountId: string): Promise<PasskeyRow[]> {
  return db.selectFrom('passkeys').selectAll().where('account_id', '=', accountId).orderBy('id').execute();
}

export async function countPasskeys(db: Kysely<Database>, accountId: string): Promise<number> {
  const row = await db.selectFrom('passkeys').select((eb) => eb.fn.countAll<number>().as('n')).where('account_id', '=', accountId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findPasskeyByCredentialId(db: Kysely<Database>, credentialId: string): Promise<PasskeyRow | undefined> {
  return db.selectFrom('passkeys').selectAll().where('credential_id', '=', credentialId).executeTakeFirst();
}

export function findOwnPasskey(db: Kysely<Database>, accountId: string, id: string): Promise<PasskeyRow | undefined> {
  return db.selectFrom('passkeys').selectAll().where('account_id', '=', accountId).where('id', '=', id).executeTakeFirst();
}

export async function insertPasskey(db: Kysely<Database>, row: PasskeyRow): Promise<void> {
  await db.insertInto('passkeys').values(row).execute();
}

/** After a verified assertion: the new counter (only forward), the backup state, the time of use. */
export async function recordPasskeyUse(db: Kysely<Database>, id: string, counter: number, backedUp: boolean, now: string): Promise<boolean> {
  const result = await db
    .updateTable('passkeys')
    .set({ counter, backed_up: backedUp ? 1 : 0, last_used_at: now })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('counter', '<', counter), eb('counter', '=', 0)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function renameOwnPasskey(db: Kysely<Database>, accountId: string, id: string, name: string): Promise<PasskeyRow | undefined> {
  return db.updateTable('passkeys').set({ name }).where('account_id', '=', accountId).where('id', '=', id).returningAll().executeTakeFirst();
}

export function deleteOwnPasskey(db: Kysely<Database>, accountId: string, id: string): Promise<PasskeyRow | undefined> {
  return db.deleteFrom('passkeys').where('account_id', '=', accountId).where('id', '=', id).returningAll().executeTakeFirst();
}
