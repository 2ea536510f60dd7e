// An account's level, as the admin console shows it and filters by it (issue 23), and the column
// behind the filter. Weakest first:
// - password_mail: the specification's flow, the password then a mailed code (every account has it);
// - authenticator_app: a confirmed authenticator app's code as the second step;
// - passkey: at least one passkey, besides a password;
// - passkey_only: passkeys and no password (a passkey-first account that removed it).
// The strongest method beside the password is kept in accounts.strongest_factor by the repositories that
// add or remove passkeys and authenticator apps (refreshStrongestFactor); the password is the row's own.
import { sql, type Kysely } from 'kysely';
import type { Database, StrongestFactor } from '../db/schema.js';
import type { components } from '../generated/account-api.js';
import { isSqlite } from '../db/locks.js';

export type AccountLevel = components['schemas']['AccountLevel'];

/** Every level, weakest first (the contract's order). */
export const accountLevels: readonly AccountLevel[] = ['password_mail', 'authenticator_app', 'passkey', 'passkey_only'];

export function accountLevelOf(row: { strongest_factor: StrongestFactor; password_hash: string | null }): AccountLevel {
  switch (row.strongest_factor) {
    case 'passkey':
      return row.password_hash === null ? 'passkey_only' : 'passkey';
    case 'authenticator_app':
      return 'authenticator_app';
    default:
      return 'password_mail';
  }
}

/** The stored method a level is found under (passkey and passkey_only share one; the password tells them apart). */
export function strongestFactorOf(level: AccountLevel): StrongestFactor {
  return level === 'passkey' || level === 'passkey_only' ? 'passkey' : level === 'authenticator_app' ? 'authenticator_app' : 'none';
}

/**
 * Sets accounts.strongest_factor from the account's passkeys and authenticator app, in the caller's
 * transaction, after its change. The account row is locked first (FOR NO KEY UPDATE: the passkeys'
 * foreign keys only share-lock it), so the update reads what every transaction before it committed,
 * and one that changes a factor at the same time waits, then sets it again from both changes.
 */
export async function refreshStrongestFactor(db: Kysely<Database>, accountId: string): Promise<void> {
  if (!isSqlite(db)) await db.selectFrom('accounts').select('id').where('id', '=', accountId).forNoKeyUpdate().execute();
  await db
    .updateTable('accounts')
    .set({
      strongest_factor: sql<StrongestFactor>`case
        when exists (select 1 from passkeys where passkeys.account_id = accounts.id) then 'passkey'
        when exists (select 1 from authenticator_apps where authenticator_apps.account_id = accounts.id and authenticator_apps.confirmed_at is not null) then 'authenticator_app'
        else 'none' end`,
    })
    .where('id', '=', accountId)
    .execute();
}
