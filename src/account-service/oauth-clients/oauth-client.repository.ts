// The apps registered with the OpenID Provider (oidc_clients, created by the provider's migration).
// The provider reads the same rows (oidc/), and no longer finds one once disabled_at is set.
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, OidcClientTable } from '../db/schema.js';
import { isSqlite } from '../db/locks.js';

export type OAuthClientRow = Selectable<OidcClientTable>;

/** A row with the administrator who created it, as the list shows it (null: an operator, or an account gone). */
export type OAuthClientListRow = OAuthClientRow & { creator_account_code: string | null; creator_login_id: string | null };

export async function insertClient(db: Kysely<Database>, row: Insertable<OidcClientTable>): Promise<void> {
  await db.insertInto('oidc_clients').values(row).execute();
}

/** Every app, newest first (an administrator registers a handful: the list is not paged). */
export function listClientRows(db: Kysely<Database>): Promise<OAuthClientListRow[]> {
  return db
    .selectFrom('oidc_clients')
    .leftJoin('accounts', 'accounts.id', 'oidc_clients.created_by_account_id')
    .selectAll('oidc_clients')
    .select(['accounts.account_code as creator_account_code', 'accounts.login_id as creator_login_id'])
    .orderBy('oidc_clients.created_at', 'desc')
    .orderBy('oidc_clients.client_id', 'desc')
    .execute();
}

/** One app with its creator; with `lock`, its row is locked until the transaction ends (PostgreSQL). */
export async function findClientRow(db: Kysely<Database>, clientId: string, lock = false): Promise<OAuthClientListRow | undefined> {
  if (lock && !isSqlite(db)) await db.selectFrom('oidc_clients').select('client_id').where('client_id', '=', clientId).forUpdate().execute();
  return db
    .selectFrom('oidc_clients')
    .leftJoin('accounts', 'accounts.id', 'oidc_clients.created_by_account_id')
    .selectAll('oidc_clients')
    .select(['accounts.account_code as creator_account_code', 'accounts.login_id as creator_login_id'])
    .where('oidc_clients.client_id', '=', clientId)
    .executeTakeFirst();
}

export async function updateClient(db: Kysely<Database>, clientId: string, changes: Partial<Pick<OidcClientTable, 'secret_hash' | 'secret_rotated_at' | 'disabled_at'>>): Promise<void> {
  await db.updateTable('oidc_clients').set(changes).where('client_id', '=', clientId).execute();
}

/**
 * Ends everything the provider keeps for an app: its grants, codes, tokens and device codes (every
 * oidc_payload row of the app). Returns how many rows went.
 */
export async function deleteClientPayloads(db: Kysely<Database>, clientId: string): Promise<number> {
  const result = await db.deleteFrom('oidc_payload').where('client_id', '=', clientId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
