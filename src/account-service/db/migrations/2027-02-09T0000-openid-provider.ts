// The OpenID Provider (issue 22), which runs in the account service on oidc-provider:
// - accounts.oidc_subject: the `sub` other apps see. Random (128 bits, base64url), never the login ID
//   (which its owner sees and others can guess), never changed; existing accounts get theirs here.
// - oidc_payload: what the provider stores (sessions, interactions, grants, codes, tokens, device
//   codes), one row per model and id. Ids are bearer secrets (token values, cookie values): only their
//   SHA-256 is kept. The columns beside the JSON are what the portal looks rows up by.
// - oidc_clients: the apps administrators register (no dynamic registration); a confidential app's
//   secret only as its SHA-256.
// - oidc_keys and oidc_key_version: the signing keys (and the provider's cookie keys), rotated with an
//   overlap; every change bumps the version, which each instance watches.
// - oidc_logout_outbox: back-channel logout notices to apps, delivered with retries by a worker.
// Timestamps are ISO-8601 UTC text, as everywhere else.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time, not typed by today's schema
export async function up(db: Kysely<any>): Promise<void> {
  // Nullable in the table (SQLite cannot add a NOT NULL column without a constant default); every
  // account gets one here and at its creation.
  await db.schema.alterTable('accounts').addColumn('oidc_subject', 'text').execute();
  const accounts: Array<{ id: string }> = await db.selectFrom('accounts').select('id').where('oidc_subject', 'is', null).execute();
  for (const { id } of accounts) {
    await db.updateTable('accounts').set({ oidc_subject: randomBytes(16).toString('base64url') }).where('id', '=', id).execute();
  }
  await db.schema.createIndex('accounts_oidc_subject_idx').on('accounts').column('oidc_subject').unique().execute();

  await db.schema
    .createTable('oidc_payload')
    .addColumn('model', 'text', (c) => c.notNull())
    // base64url SHA-256 of the provider's id (a token's value, a session cookie's value…).
    .addColumn('id_hash', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    // The grant a token belongs to; a Grant row holds its own id here.
    .addColumn('grant_id', 'text')
    // The account's oidc_subject (the provider's accountId).
    .addColumn('subject', 'text')
    .addColumn('client_id', 'text')
    // Session rows: the provider session's uid (Session.findByUid).
    .addColumn('session_uid', 'text')
    // DeviceCode rows: base64url SHA-256 of the normalised user code.
    .addColumn('user_code_hash', 'text')
    // Session rows: the public id of the portal session of the browser that signed in.
    .addColumn('portal_session_id', 'text')
    .addColumn('consumed_at', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    // Grant rows: last use by the app (「連携中のアプリ」), written at most once a minute.
    .addColumn('last_used_at', 'text')
    .addPrimaryKeyConstraint('oidc_payload_pk', ['model', 'id_hash'])
    .execute();
  await db.schema.createIndex('oidc_payload_grant_idx').on('oidc_payload').column('grant_id').where('grant_id', 'is not', null).execute();
  await db.schema.createIndex('oidc_payload_session_uid_idx').on('oidc_payload').column('session_uid').unique().where('session_uid', 'is not', null).execute();
  await db.schema.createIndex('oidc_payload_user_code_idx').on('oidc_payload').column('user_code_hash').unique().where('user_code_hash', 'is not', null).execute();
  await db.schema.createIndex('oidc_payload_subject_idx').on('oidc_payload').columns(['subject', 'model', 'client_id']).where('subject', 'is not', null).execute();
  await db.schema.createIndex('oidc_payload_portal_session_idx').on('oidc_payload').column('portal_session_id').where('portal_session_id', 'is not', null).execute();
  await db.schema.createIndex('oidc_payload_expires_idx').on('oidc_payload').column('expires_at').execute();

  await db.schema
    .createTable('oidc_clients')
    // Random, 22 characters base64url.
    .addColumn('client_id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    // JSON arrays of absolute URIs, matched exactly.
    .addColumn('redirect_uris', 'text', (c) => c.notNull())
    .addColumn('post_logout_redirect_uris', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(0))
    // base64url SHA-256 of the secret; null for a public app.
    .addColumn('secret_hash', 'text')
    // Space-separated: the scopes the app may ask for.
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('backchannel_logout_uri', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    // No foreign key: the app outlives the administrator's account (null: an operator, with the CLI).
    .addColumn('created_by_account_id', 'text')
    .addColumn('secret_rotated_at', 'text')
    .addColumn('disabled_at', 'text')
    .execute();
  await db.schema.createIndex('oidc_clients_created_idx').on('oidc_clients').column('created_at').execute();

  await db.schema
    .createTable('oidc_keys')
    .addColumn('kid', 'text', (c) => c.primaryKey())
    // signing: a private JWK (JSON); cookie: a random secret (base64url) that signs the provider's cookies.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('private_key', 'text', (c) => c.notNull())
    // current signs; previous is published and verifies only; retired is kept a while, unused.
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('retired_at', 'text')
    .execute();
  await db.schema.createIndex('oidc_keys_kind_state_idx').on('oidc_keys').columns(['kind', 'state']).execute();
  await db.schema
    .createTable('oidc_key_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.insertInto('oidc_key_version').values({ id: 1, version: 0, updated_at: new Date().toISOString() }).execute();

  await db.schema
    .createTable('oidc_logout_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    // The provider session's id for this app (the logout token's sid).
    .addColumn('sid', 'text')
    // pending (waiting, or leased while being sent), sent, or dead (failed too often).
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_try_at', 'text', (c) => c.notNull())
    .addColumn('leased_by', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('oidc_logout_outbox_due_idx').on('oidc_logout_outbox').columns(['status', 'next_try_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('oidc_logout_outbox').execute();
  await db.schema.dropTable('oidc_key_version').execute();
  await db.schema.dropTable('oidc_keys').execute();
  await db.schema.dropTable('oidc_clients').execute();
  await db.schema.dropTable('oidc_payload').execute();
  await db.schema.dropIndex('accounts_oidc_subject_idx').execute();
  await db.schema.alterTable('accounts').dropColumn('oidc_subject').execute();
}
