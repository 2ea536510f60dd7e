// The admin console shows each account's level and filters by it (issue 23). The level is the
// account's strongest sign-in method beside its password (accounts/account-level.ts): this column
// keeps that method, kept up to date by the repositories that add and remove passkeys and
// authenticator apps, so a level filter at a million accounts reads one index, (strongest_factor, seq),
// newest first, as the role and status filters do. Whether a password exists is the row's own
// password_hash, so PASSKEY_ONLY needs no second copy of it.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time, not typed by today's schema
export async function up(db: Kysely<any>): Promise<void> {
  // A constant default: PostgreSQL adds the column without rewriting the table.
  await db.schema.alterTable('accounts').addColumn('strongest_factor', 'text', (c) => c.notNull().defaultTo('none')).execute();
  // Only the accounts that have more than the password are written.
  await sql`update accounts set strongest_factor = 'authenticator_app'
            where id in (select account_id from authenticator_apps where confirmed_at is not null)`.execute(db);
  await sql`update accounts set strongest_factor = 'passkey' where id in (select account_id from passkeys)`.execute(db);
  await db.schema.createIndex('accounts_strongest_factor_seq_idx').on('accounts').columns(['strongest_factor', 'seq']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('accounts_strongest_factor_seq_idx').execute();
  await db.schema.alterTable('accounts').dropColumn('strongest_factor').execute();
}
