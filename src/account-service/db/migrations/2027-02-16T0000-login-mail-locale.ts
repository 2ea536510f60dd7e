// A sign-in attempt remembers the language of the page it was made on (issue 24, D2): its code mails,
// the first and every resend, are in that language, so the mail and the code page agree. Null: the
// account's own language (API consumers, and attempts made before this column).
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time, not typed by today's schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('login_attempts').addColumn('mail_locale', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('login_attempts').dropColumn('mail_locale').execute();
}
