// Step-up (issue 23): the last proof a session made of the account's methods (its kind and time), and
// the codes mailed to the account's own address for an e-mail + password step-up (stored as salted
// HMACs, single use, bound to the session that asked for them).
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time, not typed by today's schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('step_up_method', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('step_up_at', 'text').execute();
  await db.schema
    .createTable('step_up_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('session_hash', 'text', (c) => c.notNull())
    .addColumn('code_salt', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('failed_tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('step_up_codes_session_idx').on('step_up_codes').columns(['session_hash', 'created_at']).execute();
  await db.schema.createIndex('step_up_codes_account_idx').on('step_up_codes').columns(['account_id', 'created_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('step_up_codes').execute();
  await db.schema.alterTable('sessions').dropColumn('step_up_at').execute();
  await db.schema.alterTable('sessions').dropColumn('step_up_method').execute();
}
