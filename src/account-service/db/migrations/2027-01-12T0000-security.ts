// The security page: sessions carry a public id (never the token or its hash), how and from where
// they were opened, and what device; the account's activity is a table of its own, written in the
// transaction of each change; "this was not me" links of new-device mails are single-use tokens.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time, not typed by today's schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('public_id', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('kind', 'text', (c) => c.notNull().defaultTo('browser')).execute();
  await db.schema.alterTable('sessions').addColumn('method', 'text', (c) => c.notNull().defaultTo('password_code')).execute();
  await db.schema.alterTable('sessions').addColumn('client_ip', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('browser', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('os', 'text').execute();
  // Sessions still open get a public id of their own (random: never derived from the hash); ended ones
  // are never listed again, and housekeeping removes them.
  const open: Array<{ token_hash: string }> = await db
    .selectFrom('sessions')
    .select('token_hash')
    .where('public_id', 'is', null)
    .where('revoked_at', 'is', null)
    .where('absolute_expires_at', '>', new Date().toISOString())
    .execute();
  for (const { token_hash } of open) {
    await db.updateTable('sessions').set({ public_id: randomBytes(16).toString('base64url') }).where('token_hash', '=', token_hash).execute();
  }
  await db.schema.createIndex('sessions_public_id_idx').on('sessions').column('public_id').unique().execute();

  await db.schema
    .createTable('account_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_at', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('actor', 'text', (c) => c.notNull().defaultTo('self'))
    .addColumn('actor_account_id', 'text')
    .addColumn('client_ip', 'text')
    .addColumn('browser', 'text')
    .addColumn('os', 'text')
    .addColumn('session_id', 'text')
    .addColumn('details', 'text')
    .addColumn('not_me_reported_at', 'text')
    .execute();
  // The activity page (newest first, by id), the new-device look-back, and the retention purge.
  await db.schema.createIndex('account_events_account_idx').on('account_events').columns(['account_id', 'id']).execute();
  await db.schema.createIndex('account_events_device_idx').on('account_events').columns(['account_id', 'kind', 'browser', 'os', 'created_at']).execute();
  await db.schema.createIndex('account_events_created_idx').on('account_events').column('created_at').execute();

  await db.schema
    .createTable('not_me_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('not_me_tokens_account_idx').on('not_me_tokens').column('account_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('not_me_tokens').execute();
  await db.schema.dropTable('account_events').execute();
  await db.schema.dropIndex('sessions_public_id_idx').execute();
  for (const column of ['os', 'browser', 'client_ip', 'method', 'kind', 'public_id']) {
    await db.schema.alterTable('sessions').dropColumn(column).execute();
  }
}
