// Reset and invitation tokens: 256-bit random, stored only as their sha256, single use, and voided by
// a newer token for the same account (a partial unique index allows one live token per account).
import type { Kysely, Selectable } from 'kysely';
import { lockAccountRow } from '../db/locks.js';
import type { Database, PasswordResetPurpose, PasswordResetTokenTable } from '../db/schema.js';
import { addMs } from '../lib/clock.js';
import { randomToken, sha256Hex, sortableId } from '../lib/crypto.js';

export type PasswordResetTokenRow = Selectable<PasswordResetTokenTable>;

export const tokenLifetimeMs: Record<PasswordResetPurpose, number> = {
  reset: 30 * 60_000,
  invitation: 72 * 3_600_000,
};

/**
 * Issues a token for an account and supersedes its older unused ones, so only the newest link works.
 * Call it inside the transaction that also queues the mail carrying the token. Returns the plain token.
 * The account row is locked first: two concurrent issues then run one after the other, and the
 * second one sees (and supersedes) the first one's token instead of both staying usable.
 */
export async function issuePasswordToken(
  db: Kysely<Database>,
  accountId: string,
  purpose: PasswordResetPurpose,
  now: Date,
): Promise<{ token: string; row: PasswordResetTokenRow }> {
  const nowIso = now.toISOString();
  await lockAccountRow(db, accountId);
  await db
    .updateTable('password_reset_tokens')
    .set({ superseded_at: nowIso })
    .where('account_id', '=', accountId)
    .where('used_at', 'is', null)
    .where('superseded_at', 'is', null)
    .execute();
  const token = randomToken();
  const row: PasswordResetTokenRow = {
    id: sortableId(),
    account_id: accountId,
    token_hash: sha256Hex(token),
    purpose,
    created_at: nowIso,
    expires_at: addMs(now, tokenLifetimeMs[purpose]).toISOString(),
    used_at: null,
    superseded_at: null,
  };
  await db.insertInto('password_reset_tokens').values(row).execute();
  return { token, row };
}

export function findPasswordToken(db: Kysely<Database>, tokenHash: string): Promise<PasswordResetTokenRow | undefined> {
  return db.selectFrom('password_reset_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/**
 * Uses a token up in ONE conditional statement: of two racing requests exactly one gets the row
 * (PostgreSQL re-checks the WHERE clause after the other's commit; SQLite runs one writer at a time).
 */
export function consumePasswordToken(db: Kysely<Database>, tokenHash: string, now: string): Promise<PasswordResetTokenRow | undefined> {
  return db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('superseded_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
}

/** Whether the account was ever invited: an invited account without a password may still ask for a reset link. */
export async function hasInvitation(db: Kysely<Database>, accountId: string): Promise<boolean> {
  const row = await db
    .selectFrom('password_reset_tokens')
    .select('id')
    .where('account_id', '=', accountId)
    .where('purpose', '=', 'invitation')
    .executeTakeFirst();
  return row !== undefined;
}

/** How many reset links the account was sent since a moment: the reissue worker's per-account cap. */
export async function countResetTokensSince(db: Kysely<Database>, accountId: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('password_reset_tokens')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('account_id', '=', accountId)
    .where('purpose', '=', 'reset')
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
