// Issue 23: an account's authenticator app (TOTP) and its recovery codes, and which second step a
// login attempt expects. The app's secret is stored encrypted (AES-256-GCM, authenticator/secret-box.ts)
// with the id of the key that sealed it, so a key can be rotated; last_used_step makes a code work
// once (a conditional update). Recovery codes are stored hashed, one row each, used_at set once.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time, not typed by today's schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('authenticator_apps')
    .addColumn('account_id', 'text', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('secret_ciphertext', 'text', (c) => c.notNull())
    .addColumn('key_id', 'text', (c) => c.notNull())
    // null while the enrolment waits for its first code: such an app does not count yet.
    .addColumn('confirmed_at', 'text')
    .addColumn('last_used_step', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('recovery_codes_account_idx').on('recovery_codes').columns(['account_id', 'code_hash']).unique().execute();

  await db.schema.alterTable('login_attempts').addColumn('second_step', 'text', (c) => c.notNull().defaultTo('mail_code')).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('login_attempts').dropColumn('second_step').execute();
  await db.schema.dropTable('recovery_codes').execute();
  await db.schema.dropTable('authenticator_apps').execute();
}
