// At most one live (unused, unsuperseded) password token per account, enforced by the database: "a
// newer request voids older ones" then holds even if two issues ever race past the account row lock.
// Per account, not per purpose: issuing any token supersedes all older ones (an invitation included).
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time, not typed by today's schema
export async function up(db: Kysely<any>): Promise<void> {
  // Races before this migration may have left several live tokens: keep the newest (ids sort by
  // creation) and supersede the rest, so the index can be built.
  await sql`
    update password_reset_tokens set superseded_at = created_at
    where used_at is null and superseded_at is null
      and exists (
        select 1 from password_reset_tokens newer
        where newer.account_id = password_reset_tokens.account_id
          and newer.used_at is null and newer.superseded_at is null
          and newer.id > password_reset_tokens.id
      )`.execute(db);
  // Partial unique index: SQLite 3.8+ and PostgreSQL both have them.
  await db.schema
    .createIndex('password_reset_tokens_one_live_idx')
    .on('password_reset_tokens')
    .column('account_id')
    .unique()
    .where(sql<boolean>`used_at is null and superseded_at is null`)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('password_reset_tokens_one_live_idx').ifExists().execute();
}
