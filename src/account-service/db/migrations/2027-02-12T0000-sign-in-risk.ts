// Sign-in that weighs the risk (issue 23): the devices (signed device cookies) and networks (/24,
// /48) each account has signed in from, the identifiers tried per device cookie and failed per
// address (the impossible patterns), and the decision a pending login attempt was given at step 1
// (kept until its sign-in completes and is recorded).
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time, not typed by today's schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('known_devices')
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('known_devices_pk', ['device_id', 'account_id'])
    .execute();
  await db.schema.createIndex('known_devices_account_idx').on('known_devices').columns(['account_id', 'last_seen_at']).execute();

  await db.schema
    .createTable('known_networks')
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('network', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('known_networks_pk', ['account_id', 'network'])
    .execute();

  await db.schema
    .createTable('sign_in_sources')
    // 'device:<id>' or 'address:<sha256 of the address key>'.
    .addColumn('source', 'text', (c) => c.notNull())
    // sha256 hex of the normalised identifier, known or not.
    .addColumn('identifier_hash', 'text', (c) => c.notNull())
    .addColumn('last_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('sign_in_sources_pk', ['source', 'identifier_hash'])
    .execute();
  await db.schema.createIndex('sign_in_sources_recent_idx').on('sign_in_sources').columns(['source', 'last_at']).execute();
  await db.schema.createIndex('sign_in_sources_age_idx').on('sign_in_sources').column('last_at').execute();

  // JSON: the reasons, whether to notify, and the device id the attempt was made with.
  await db.schema.alterTable('login_attempts').addColumn('risk', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('login_attempts').dropColumn('risk').execute();
  await db.schema.dropTable('sign_in_sources').execute();
  await db.schema.dropTable('known_networks').execute();
  await db.schema.dropTable('known_devices').execute();
}
