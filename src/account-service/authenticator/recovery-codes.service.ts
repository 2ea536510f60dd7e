// Recovery codes (issue 23): ten single-use codes that replace the second sign-in step when the phone
// or the mailbox is lost. Shown once, when made; stored as HMAC-SHA256 under the account's id (each
// code carries 50 random bits, so a slow hash would add nothing but cost). Making a new set voids the
// old one. Using one mails the owner with the number left.
import type { Kysely } from 'kysely';
import { normalizeRecoveryCode } from '../../shared/code.js';
import type { ServiceContext } from '../context.js';
import type { Database } from '../db/schema.js';
import { lockAccountRow, runTransaction } from '../db/locks.js';
import type { components } from '../generated/account-api.js';
import { hmacHex, secureRandomBytes, sortableId } from '../lib/crypto.js';
import { recordEvent } from '../activity/account-event.repository.js';
import { enqueueMail } from '../mail/outbox.repository.js';
import { recoveryCodeUsedMail } from '../mail/second-factor-mails.js';
import { reauthenticate } from '../password/current-password.js';
import { requireFreshProof } from '../step-up/step-up.guard.js';
import { recordActivity, requireUnrestrictedSession } from '../sessions/session.service.js';
import type { AccountRow } from '../accounts/account.repository.js';
import type { ClientInfo } from '../lib/device.js';
import { recoveryCodeSummary, replaceRecoveryCodes, spendRecoveryCode } from './authenticator.repository.js';
import type { PasswordConfirmedInput } from './authenticator.service.js';

export const recoveryCodeCount = 10;
/** 32 letters and digits without 0/o and 1/l: less to mistake when copying from paper. */
const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';

/** Ten characters (50 bits) written xxxxx-xxxxx. */
export function newRecoveryCode(): string {
  const bytes = secureRandomBytes(10);
  const chars = [...bytes].map((byte) => alphabet[byte & 31]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** What is compared (src/shared/code.ts, the SPA's rule too). */
export { normalizeRecoveryCode };

const hashOf = (accountId: string, normalized: string) => hmacHex(accountId, normalized);

export async function generateRecoveryCodes(ctx: ServiceContext, input: PasswordConfirmedInput): Promise<components['schemas']['RecoveryCodeSet']> {
  const now = ctx.clock.now();
  const { session, account } = await requireUnrestrictedSession(ctx, input.sessionToken, now);
  await reauthenticate(ctx, session, account, input.currentPassword, now, input.client);
  // Step-up: a fresh proof of the account's strongest method (step-up/), besides the password.
  await requireFreshProof(ctx, session, account, now);
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  const rows = codes.map((code) => ({ id: sortableId(), code_hash: hashOf(account.id, normalizeRecoveryCode(code)!) }));
  await runTransaction(ctx.db, async (trx) => {
    await lockAccountRow(trx, account.id);
    await replaceRecoveryCodes(trx, account.id, rows, now.toISOString());
    await recordEvent(trx, { accountId: account.id, kind: 'recovery_codes_generated', now, client: input.client, sessionId: session.public_id });
  });
  await recordActivity(ctx, session, now);
  // The only time the codes exist outside the owner's hands: this answer.
  return { codes, createdAt: now.toISOString() };
}

/**
 * Uses one of the account's recovery codes in the caller's transaction: true for exactly one caller
 * per code, however many race. Records the use and mails the owner with the number left (the caller
 * wakes the mail worker after its commit).
 */
export async function useRecoveryCode(ctx: ServiceContext, trx: Kysely<Database>, account: AccountRow, code: string, now: Date, client: ClientInfo | null): Promise<boolean> {
  const normalized = normalizeRecoveryCode(code);
  if (normalized === null) return false;
  if (!(await spendRecoveryCode(trx, account.id, hashOf(account.id, normalized), now.toISOString()))) return false;
  const { remaining } = await recoveryCodeSummary(trx, account.id);
  await recordEvent(trx, { accountId: account.id, kind: 'recovery_code_used', now, client, details: { recoveryCodesRemaining: remaining } });
  await enqueueMail(trx, account.email, recoveryCodeUsedMail({ locale: account.locale, name: account.name, publicUrl: ctx.publicUrl, remaining, at: now }), now);
  return true;
}

/**
 * Whether `code` is one of the account's unused recovery codes, without spending it (a recovery
 * sign-in's step 1 spends it in its transaction). For no account (null) the same hash and query run
 * with nothing to find, so the answer takes as long either way.
 */
export async function isUnusedRecoveryCode(db: Kysely<Database>, accountId: string | null, code: string): Promise<boolean> {
  const normalized = normalizeRecoveryCode(code);
  const owner = accountId ?? '-';
  const row = await db
    .selectFrom('recovery_codes')
    .select('id')
    .where('account_id', '=', owner)
    .where('code_hash', '=', hashOf(owner, normalized ?? '-'))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return accountId !== null && normalized !== null && row !== undefined;
}

export async function hasRecoveryCodes(db: Kysely<Database>, accountId: string): Promise<boolean> {
  return (await recoveryCodeSummary(db, accountId)).remaining > 0;
}
