// The mail outbox claims messages with a short lease that its worker renews while sending (a worker
// that dies loses its lease within seconds), and sets aside as "dead" what failed ten times.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time, not typed by today's schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('leased_by', 'text').execute();
  await sql`update mail_outbox set status = 'dead' where status = 'failed'`.execute(db);
  await db.schema.createIndex('mail_outbox_status_created_idx').on('mail_outbox').columns(['status', 'created_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('mail_outbox_status_created_idx').execute();
  await sql`update mail_outbox set status = 'failed' where status = 'dead'`.execute(db);
  await db.schema.alterTable('mail_outbox').dropColumn('leased_by').execute();
}
