// The authenticator_apps and recovery_codes tables. Every use of a code is one conditional update,
// so however many requests race with the same code, exactly one of them changes a row.
import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type { AuthenticatorAppTable, Database } from '../db/schema.js';
import { refreshStrongestFactor } from '../accounts/account-level.js';

export type AuthenticatorAppRow = Selectable<AuthenticatorAppTable>;

export function findAuthenticatorApp(db: Kysely<Database>, accountId: string): Promise<AuthenticatorAppRow | undefined> {
  return db.selectFrom('authenticator_apps').selectAll().where('account_id', '=', accountId).executeTakeFirst();
}

/** A new pending enrolment, replacing an earlier pending one; never a confirmed app (false then). */
export async function putPendingAuthenticator(db: Kysely<Database>, row: AuthenticatorAppRow): Promise<boolean> {
  await db.deleteFrom('authenticator_apps').where('account_id', '=', row.account_id).where('confirmed_at', 'is', null).execute();
  const inserted = await db.insertInto('authenticator_apps').values(row).onConflict((oc) => oc.column('account_id').doNothing()).returning('account_id').executeTakeFirst();
  return inserted !== undefined;
}

/** The first code makes a pending app count; it is also that code's use (its step is spent). */
export async function confirmAuthenticator(db: Kysely<Database>, accountId: string, createdAt: string, step: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('authenticator_apps')
    .set({ confirmed_at: now, last_used_step: step })
    .where('account_id', '=', accountId)
    .where('confirmed_at', 'is', null)
    // The very enrolment whose secret was checked, not one a parallel start put in its place.
    .where('created_at', '=', createdAt)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await refreshStrongestFactor(db, accountId);
  return true;
}

/**
 * Spends a time step: succeeds only when the step is newer than the last accepted one. A code is
 * therefore never accepted twice, nor an older code after a newer one.
 */
export async function spendTimeStep(db: Kysely<Database>, accountId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('authenticator_apps')
    .set({ last_used_step: step })
    .where('account_id', '=', accountId)
    .where('confirmed_at', 'is not', null)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Seals a secret again, unless its row changed meanwhile (sealed again already, removed, or enrolled
 * anew: the very ciphertext that was read): whether it did.
 */
export async function resealAuthenticator(db: Kysely<Database>, row: Pick<AuthenticatorAppRow, 'account_id' | 'key_id' | 'secret_ciphertext'>, sealed: { keyId: string; ciphertext: string }): Promise<boolean> {
  const result = await db
    .updateTable('authenticator_apps')
    .set({ key_id: sealed.keyId, secret_ciphertext: sealed.ciphertext })
    .where('account_id', '=', row.account_id)
    .where('key_id', '=', row.key_id)
    .where('secret_ciphertext', '=', row.secret_ciphertext)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteAuthenticator(db: Kysely<Database>, accountId: string): Promise<AuthenticatorAppRow | undefined> {
  const row = await db.deleteFrom('authenticator_apps').where('account_id', '=', accountId).returningAll().executeTakeFirst();
  if (row?.confirmed_at) await refreshStrongestFactor(db, accountId);
  return row;
}

/** How many apps are sealed with another key than `keyId`. */
export async function countSealedWithOtherKeys(db: Kysely<Database>, keyId: string): Promise<number> {
  const row = await db.selectFrom('authenticator_apps').select((eb) => eb.fn.countAll<number | string>().as('n')).where('key_id', '<>', keyId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A page of the apps sealed with another key than `keyId`, in account order after `after`. */
export function authenticatorsSealedWithOtherKeys(db: Kysely<Database>, keyId: string, after: string, limit: number): Promise<AuthenticatorAppRow[]> {
  return db.selectFrom('authenticator_apps').selectAll().where('key_id', '<>', keyId).where('account_id', '>', after).orderBy('account_id').limit(limit).execute();
}

export async function replaceRecoveryCodes(db: Kysely<Database>, accountId: string, rows: Array<{ id: string; code_hash: string }>, now: string): Promise<void> {
  await db.deleteFrom('recovery_codes').where('account_id', '=', accountId).execute();
  await db
    .insertInto('recovery_codes')
    .values(rows.map((row) => ({ ...row, account_id: accountId, created_at: now, used_at: null })))
    .execute();
}

/** Uses one recovery code, once: true for the one request that did. */
export async function spendRecoveryCode(db: Kysely<Database>, accountId: string, codeHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: now })
    .where('account_id', '=', accountId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function recoveryCodeSummary(db: Kysely<Database>, accountId: string): Promise<{ remaining: number; total: number; createdAt: string | null }> {
  const rows = await db.selectFrom('recovery_codes').select(['used_at', 'created_at']).where('account_id', '=', accountId).execute();
  return { remaining: rows.filter((row) => row.used_at === null).length, total: rows.length, createdAt: rows[0]?.created_at ?? null };
}

export async function deleteRecoveryCodes(db: Kysely<Database>, accountId: string): Promise<void> {
  await db.deleteFrom('recovery_codes').where('account_id', '=', accountId).execute();
}

/**
 * A 「心当たりがない」 report's part: the authenticator app set up, and the recovery codes made, since
 * `since` may be whoever it was's second step, so they go (the owner's older ones stay). Says which went.
 */
export async function deleteSecondFactorsSince(db: Kysely<Database>, accountId: string, since: string): Promise<{ authenticatorApp: boolean; recoveryCodes: boolean }> {
  const app = await findAuthenticatorApp(db, accountId);
  const authenticatorApp = app !== undefined && app.created_at >= since;
  if (authenticatorApp) await deleteAuthenticator(db, accountId);
  const codes = await db.deleteFrom('recovery_codes').where('account_id', '=', accountId).where('created_at', '>=', since).executeTakeFirst();
  return { authenticatorApp, recoveryCodes: Number(codes.numDeletedRows) > 0 };
}

/**
 * The second steps an account has, as the select's columns `app` (a confirmed authenticator app) and
 * `codes` (unused recovery codes): the one rule, for secondStepOptions and login step 1's single read.
 */
export function secondStepColumns(eb: ExpressionBuilder<Database, never>, accountId: string) {
  return [
    eb.exists(eb.selectFrom('authenticator_apps').select('account_id').where('account_id', '=', accountId).where('confirmed_at', 'is not', null)).as('app'),
    eb.exists(eb.selectFrom('recovery_codes').select('id').where('account_id', '=', accountId).where('used_at', 'is', null)).as('codes'),
  ] as const;
}

/** What the second sign-in step may use: a confirmed app, unused recovery codes (one query, on the sign-in path). */
export async function secondStepOptions(db: Kysely<Database>, accountId: string): Promise<{ authenticatorApp: boolean; recoveryCodes: boolean }> {
  const row = await db.selectNoFrom((eb) => secondStepColumns(eb, accountId)).executeTakeFirstOrThrow();
  return { authenticatorApp: Boolean(Number(row.app)), recoveryCodes: Boolean(Number(row.codes)) };
}
