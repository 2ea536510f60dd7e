// Recovery that cannot be turned against the owner (issue 21):
// - an applied e-mail change remembers the session that made it: "this was not me" gives an address
//   back only when the reported sign-in's own session changed it;
// - a "this was not me" link can be voided (an e-mail change voids the links mailed to the old
//   address), which the link's page tells apart from a used one;
// - service_secrets: keys the instances of one deployment share, made once by whichever instance
//   needs one first (the signed, stateless passkey sign-in ceremony).
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time, not typed by today's schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('email_changes').addColumn('applied_session_id', 'text').execute();
  await db.schema.alterTable('not_me_tokens').addColumn('voided_at', 'text').execute();
  await db.schema
    .createTable('service_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('service_secrets').execute();
  await db.schema.alterTable('not_me_tokens').dropColumn('voided_at').execute();
  await db.schema.alterTable('email_changes').dropColumn('applied_session_id').execute();
}
