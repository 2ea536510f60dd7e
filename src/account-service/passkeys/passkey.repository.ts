import type { Kysely, Selectable } from 'kysely';
import type { Database, PasskeyTable } from '../db/schema.js';
import type { components } from '../generated/account-api.js';
import { refreshStrongestFactor } from '../accounts/account-level.js';
import { passkeyProviderOf } from '../../shared/passkey-providers.js';

export type PasskeyRow = Selectable<PasskeyTable>;
export type ApiPasskey = components['schemas']['Passkey'];

/** At most this many passkeys per account. */
export const maxPasskeysPerAccount = 10;

export function toApiPasskey(row: PasskeyRow): ApiPasskey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    synced: row.device_type === 'multiDevice' || row.backed_up === 1,
    credentialId: row.credential_id,
    provider: passkeyProviderOf(row.aaguid),
  };
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
  await refreshStrongestFactor(db, row.account_id);
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

export async function deleteOwnPasskey(db: Kysely<Database>, accountId: string, id: string): Promise<PasskeyRow | undefined> {
  const row = await db.deleteFrom('passkeys').where('account_id', '=', accountId).where('id', '=', id).returningAll().executeTakeFirst();
  if (row) await refreshStrongestFactor(db, accountId);
  return row;
}

/** Removes the account's passkeys added at or after `since` (a "this was not me" report); their names, oldest first. */
export async function deletePasskeysAddedSince(db: Kysely<Database>, accountId: string, since: string, alsoIds: readonly string[] = []): Promise<string[]> {
  const rows = await db
    .deleteFrom('passkeys')
    .where('account_id', '=', accountId)
    .where((eb) => (alsoIds.length > 0 ? eb.or([eb('created_at', '>=', since), eb('id', 'in', alsoIds)]) : eb('created_at', '>=', since)))
    .returning(['id', 'name'])
    .execute();
  if (rows.length > 0) await refreshStrongestFactor(db, accountId);
  return rows.sort((a, b) => (a.id < b.id ? -1 : 1)).map((row) => row.name);
}
