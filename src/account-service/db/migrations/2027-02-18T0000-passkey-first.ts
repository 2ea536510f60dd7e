// Passkey-first accounts (issue 23): an account that removed its password (「パスワードを使わない」)
// says so and since when; its password_hash is null then, a column that was nullable from the first
// schema (an invitation's account has none yet), so no column is rebuilt on SQLite. A sign-in attempt
// says what its first step was: the password, or (a passkey-first account's recovery) a recovery code.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time, not typed by today's schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('accounts').addColumn('passwordless_at', 'text').execute();
  await db.schema.alterTable('login_attempts').addColumn('first_step', 'text', (c) => c.notNull().defaultTo('password')).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('login_attempts').dropColumn('first_step').execute();
  await db.schema.alterTable('accounts').dropColumn('passwordless_at').execute();
}
