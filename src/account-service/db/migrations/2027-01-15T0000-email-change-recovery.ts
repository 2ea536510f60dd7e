// An applied e-mail change keeps the address it replaced and when it was applied: "this was not me"
// on a change an intruder made gives the account back its owner's address, so the reset link goes
// to the owner and not to the intruder.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time, not typed by today's schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('email_changes').addColumn('previous_email', 'text').execute();
  await db.schema.alterTable('email_changes').addColumn('applied_at', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('email_changes').dropColumn('applied_at').execute();
  await db.schema.alterTable('email_changes').dropColumn('previous_email').execute();
}
