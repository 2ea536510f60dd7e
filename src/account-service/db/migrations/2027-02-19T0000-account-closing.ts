// 退会 (issue 24): an account's owner asks to close it; 30 days later its personal data is deleted.
// While the request stands the account keeps when it was made and when the deletion is due (both null
// otherwise). The deleted accounts' codes are kept (closed_accounts, no personal data), so a code is
// never given to another account and the audit log's codes stay unambiguous.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time, not typed by today's schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('accounts').addColumn('closing_requested_at', 'text').execute();
  await db.schema.alterTable('accounts').addColumn('closing_deletes_at', 'text').execute();
  await db.schema.createIndex('accounts_closing_idx').on('accounts').column('closing_deletes_at').execute();
  await db.schema
    .createTable('closed_accounts')
    .addColumn('account_code', 'text', (c) => c.primaryKey())
    .addColumn('closing_requested_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('closed_accounts').execute();
  await db.schema.dropIndex('accounts_closing_idx').execute();
  await db.schema.alterTable('accounts').dropColumn('closing_deletes_at').execute();
  await db.schema.alterTable('accounts').dropColumn('closing_requested_at').execute();
}
