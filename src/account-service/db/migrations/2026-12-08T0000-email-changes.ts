// E-mail changes confirmed by a code mailed to the new address. Portable types only, so the same file
// runs on SQLite and PostgreSQL (see the initial migration).
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time, not typed by today's schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('email_changes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('new_email', 'text', (c) => c.notNull())
    .addColumn('new_email_normalized', 'text', (c) => c.notNull())
    // HMAC-SHA256 of the code under a per-change salt, like login codes.
    .addColumn('code_salt', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('failed_tries', 'integer', (c) => c.notNull().defaultTo(0))
    // pending | used | void | superseded
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('email_changes_account_idx').on('email_changes').columns(['account_id', 'new_email_normalized']).execute();
  // At most one pending change per account, even when two requests race: the later insert fails and
  // the service retries it, superseding the earlier one. (Partial indexes: SQLite 3.8+, PostgreSQL.)
  await db.schema
    .createIndex('email_changes_one_pending_idx')
    .on('email_changes')
    .column('account_id')
    .unique()
    .where(sql<boolean>`status = 'pending'`)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('email_changes').ifExists().execute();
}
