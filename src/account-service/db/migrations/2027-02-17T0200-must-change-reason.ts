// Why the password must be changed (review N8): an administrator asked, a 「心当たりがない」 report, or
// a password found in a data breach at sign-in. The dialog that asks for a new password says which.
// Null: no reason on record (a request made before this column, or none pending).
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time, not typed by today's schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('accounts').addColumn('must_change_reason', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('accounts').dropColumn('must_change_reason').execute();
}
