// Forgotten password and invitations: the reset tokens and the reissue queue. Portable types only, so
// the same file runs on SQLite and PostgreSQL (see the initial migration).
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time, not typed by today's schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    // sha256 hex of the token in the link; the token itself exists only in the mail.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('superseded_at', 'text')
    .execute();
  await db.schema.createIndex('password_reset_tokens_account_idx').on('password_reset_tokens').column('account_id').execute();

  // A reissue request is answered at once and looked up later by a worker, so the answer cannot
  // depend (in content or timing) on whether an account matched.
  await db.schema
    .createTable('password_reissue_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('identifier_normalized', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('processed_at', 'text')
    .execute();
  await db.schema.createIndex('password_reissue_requests_pending_idx').on('password_reissue_requests').columns(['processed_at', 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('password_reissue_requests').ifExists().execute();
  await db.schema.dropTable('password_reset_tokens').ifExists().execute();
}
