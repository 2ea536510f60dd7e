// The audit log also records actions on the apps registered with the OpenID Provider (issue 22:
// client_create, client_rotate_secret, client_disable): such an entry names the app (its client id and
// its name at the time) instead of an account, so the account columns may be null. SQLite cannot drop
// a NOT NULL, so there the table is copied into a new one, in a transaction of its own (Kysely runs
// SQLite's migrations outside one).
import { sql, SqliteAdapter, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time, not typed by today's schema
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await db.transaction().execute(async (trx) => copyWithNullableTargets(trx));
    return;
  }
  for (const column of ['target_account_id', 'target_account_code', 'target_login_id']) {
    await db.schema.alterTable('admin_audit').alterColumn(column, (c) => c.dropNotNull()).execute();
  }
  await db.schema.alterTable('admin_audit').addColumn('target_client_id', 'text').execute();
  await db.schema.alterTable('admin_audit').addColumn('target_client_name', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function copyWithNullableTargets(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('admin_audit_new')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('actor_account_id', 'text')
    .addColumn('actor_account_code', 'text')
    .addColumn('actor_login_id', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_account_id', 'text')
    .addColumn('target_account_code', 'text')
    .addColumn('target_login_id', 'text')
    .addColumn('role', 'text')
    .addColumn('client_ip', 'text')
    .addColumn('target_client_id', 'text')
    .addColumn('target_client_name', 'text')
    .execute();
  await sql`insert into admin_audit_new (id, created_at, actor, actor_account_id, actor_account_code, actor_login_id, action,
              target_account_id, target_account_code, target_login_id, role, client_ip)
            select id, created_at, actor, actor_account_id, actor_account_code, actor_login_id, action,
              target_account_id, target_account_code, target_login_id, role, client_ip from admin_audit`.execute(db);
  await db.schema.dropTable('admin_audit').execute();
  await db.schema.alterTable('admin_audit_new').renameTo('admin_audit').execute();
  await db.schema.createIndex('admin_audit_target_idx').on('admin_audit').columns(['target_account_code', 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  // The entries about apps have no account to keep them under.
  await db.deleteFrom('admin_audit').where('target_account_id', 'is', null).execute();
  await db.schema.alterTable('admin_audit').dropColumn('target_client_name').execute();
  await db.schema.alterTable('admin_audit').dropColumn('target_client_id').execute();
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  for (const column of ['target_account_id', 'target_account_code', 'target_login_id']) {
    await db.schema.alterTable('admin_audit').alterColumn(column, (c) => c.setNotNull()).execute();
  }
}
