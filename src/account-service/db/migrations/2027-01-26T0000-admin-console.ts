// The admin console. Every page of the account list is read through an index, never OFFSET and never
// a table scan:
// - accounts.seq numbers the accounts in the order they were created (newest first = seq descending),
//   with an index alone and within a role or a status;
// - account_search_terms holds, per account, the terms a search looks up (accounts/account-search.ts
//   makes them; the service fills them in for accounts whose search_version is older than its rules),
//   each term's accounts readable newest first straight from the primary key;
// - on PostgreSQL the prefix searches on login ID, e-mail and account code compare in the "C"
//   collation, so a prefix is one range of an index whatever the database's collation.
// admin_audit is the audit log of administrative actions.
import { sql, SqliteAdapter, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time, not typed by today's schema
export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;

  await db.schema.alterTable('accounts').addColumn('seq', 'integer').execute();
  await sql`update accounts set seq = numbered.n
            from (select id, row_number() over (order by created_at, id) as n from accounts) as numbered
            where accounts.id = numbered.id`.execute(db);
  if (!sqlite) {
    // New accounts take the next number from a sequence; on SQLite (one writer at a time) the insert
    // takes max(seq) + 1 from the index.
    await sql`create sequence accounts_seq owned by accounts.seq`.execute(db);
    await sql`select setval('accounts_seq', coalesce((select max(seq) from accounts), 0) + 1, false)`.execute(db);
    await sql`alter table accounts alter column seq set default nextval('accounts_seq')`.execute(db);
    await sql`alter table accounts alter column seq set not null`.execute(db);
  }
  await db.schema.createIndex('accounts_seq_idx').on('accounts').column('seq').unique().execute();
  await db.schema.createIndex('accounts_role_seq_idx').on('accounts').columns(['role', 'seq']).execute();
  await db.schema.createIndex('accounts_status_seq_idx').on('accounts').columns(['status', 'seq']).execute();
  if (!sqlite) {
    for (const column of ['login_id_normalized', 'email_normalized', 'account_code']) {
      await sql`create index ${sql.raw(`accounts_${column}_c_idx`)} on accounts (${sql.raw(column)} collate "C")`.execute(db);
    }
  }

  // The version of the search term rules this account's terms were made with (0: none yet).
  await db.schema.alterTable('accounts').addColumn('search_version', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.createIndex('accounts_search_version_idx').on('accounts').column('search_version').execute();

  let terms = db.schema
    .createTable('account_search_terms')
    .addColumn('term', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('account_search_terms_pk', ['term', 'seq']);
  // The primary key is the table: no second copy of a million rows of terms.
  if (sqlite) terms = terms.modifyEnd(sql`without rowid`);
  await terms.execute();

  await db.schema
    .createTable('admin_audit')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('actor_account_id', 'text')
    .addColumn('actor_account_code', 'text')
    .addColumn('actor_login_id', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    // No foreign key: the log outlives what it tells about.
    .addColumn('target_account_id', 'text', (c) => c.notNull())
    .addColumn('target_account_code', 'text', (c) => c.notNull())
    .addColumn('target_login_id', 'text', (c) => c.notNull())
    .addColumn('role', 'text')
    .addColumn('client_ip', 'text')
    .execute();
  await db.schema.createIndex('admin_audit_target_idx').on('admin_audit').columns(['target_account_code', 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema.dropTable('admin_audit').execute();
  await db.schema.dropTable('account_search_terms').execute();
  const indexes = ['accounts_search_version_idx', 'accounts_status_seq_idx', 'accounts_role_seq_idx', 'accounts_seq_idx'];
  if (!sqlite) indexes.push('accounts_login_id_normalized_c_idx', 'accounts_email_normalized_c_idx', 'accounts_account_code_c_idx');
  for (const index of indexes) await db.schema.dropIndex(index).execute();
  await db.schema.alterTable('accounts').dropColumn('search_version').execute();
  await db.schema.alterTable('accounts').dropColumn('seq').execute();
  if (!sqlite) await sql`drop sequence if exists accounts_seq`.execute(db);
}
