// Forgotten password, step 2 (and an invitation's first password): check the token without using it,
// then set the new password with it, once.
import { voidPendingLoginAttempts } from '../login/login-attempt.repository.js';
import { endOidcSessions } from '../oidc/backchannel.js';
import type { Kysely } from 'kysely';
import type { ServiceContext } from '../context.js';
import { lockAccountRow, transactionWithRetry } from '../db/locks.js';
import type { Database } from '../db/schema.js';
import type { components } from '../generated/account-api.js';
import { appError, type AppError } from '../http/errors.js';
import { sha256Hex } from '../lib/crypto.js';
import { hashPassword } from '../lib/password.js';
import { checkPasswordPolicy } from '../lib/password-policy.js';
import { isBlockedByOperator } from '../accounts/account.model.js';
import { findAccountById, type AccountRow } from '../accounts/account.repository.js';
import { enqueueMail } from '../mail/outbox.repository.js';
import { passwordChangedMail } from '../mail/mails.js';
import { checkIpLimit, clearAccountLoginDelays } from '../throttle/throttle.service.js';
import { recordEvent } from '../activity/account-event.repository.js';
import type { ClientInfo } from '../lib/device.js';
import { consumePasswordToken, findPasswordToken, type PasswordResetTokenRow } from './password-reset-token.repository.js';

export type PasswordResetTokenInfo = components['schemas']['PasswordResetTokenInfo'];

/** Why a token cannot be used, in the contract's order: unknown, used, superseded, expired. Null when it can. */
function tokenError(token: PasswordResetTokenRow | undefined, account: AccountRow | undefined, now: string): AppError | null {
  // A token of a disabled (or operator-locked) account is as good as unknown: a reset must not undo that decision.
  if (!token || !account || isBlockedByOperator(account)) return appError('RESET_TOKEN_INVALID');
  if (token.used_at !== null) return appError('RESET_TOKEN_USED');
  if (token.superseded_at !== null) return appError('RESET_TOKEN_SUPERSEDED');
  if (token.expires_at <= now) return appError('RESET_TOKEN_EXPIRED');
  return null;
}

async function loadUsableToken(db: Kysely<Database>, tokenHash: string, now: string): Promise<{ token: PasswordResetTokenRow; account: AccountRow }> {
  const token = await findPasswordToken(db, tokenHash);
  const account = token ? await findAccountById(db, token.account_id) : undefined;
  const error = tokenError(token, account, now);
  if (error) throw error;
  return { token: token!, account: account! };
}

/** Opening the link: mail scanners prefetch links, so this only reads. */
export async function checkPasswordResetToken(ctx: ServiceContext, plainToken: string, clientIp: string): Promise<PasswordResetTokenInfo> {
  const now = ctx.clock.now();
  await checkIpLimit(ctx.db, ctx.throttle, 'reset', clientIp, now);
  const { token, account } = await loadUsableToken(ctx.db, sha256Hex(plainToken), now.toISOString());
  return { purpose: token.purpose, loginId: account.login_id, expiresAt: token.expires_at };
}

export interface ResetPasswordInput {
  token: string;
  newPassword: string;
  client: ClientInfo;
}

export async function resetPassword(ctx: ServiceContext, input: ResetPasswordInput): Promise<void> {
  const now = ctx.clock.now();
  const nowIso = now.toISOString();
  await checkIpLimit(ctx.db, ctx.throttle, 'reset', input.client.ip, now);
  const tokenHash = sha256Hex(input.token);
  const { account } = await loadUsableToken(ctx.db, tokenHash, nowIso);
  // Before the token is used: a refused password leaves the link working for the next try.
  const violation = checkPasswordPolicy(input.newPassword, { loginId: account.login_id, email: account.email });
  if (violation) throw appError(violation, { field: 'newPassword' });
  // argon2 takes tens of milliseconds: outside the transaction, which must stay short.
  const passwordHash = await hashPassword(input.newPassword);

  const done = await transactionWithRetry(ctx.db, async (trx) => {
    // The account row before the token and the sign-ins: the one lock order of db/locks.ts (an e-mail
    // change, for one, locks the account and then supersedes its tokens).
    await lockAccountRow(trx, account.id);
    const before = await findAccountById(trx, account.id);
    const used = await consumePasswordToken(trx, tokenHash, nowIso);
    if (!used) return false;
    // Also the state of the account as of now: a disable between the check and here wins.
    const updated = await trx
      .updateTable('accounts')
      // A passkey-first account given a reset link by an administrator has a password again.
      .set({ password_hash: passwordHash, passwordless_at: null, must_change_password: 0, must_change_reason: null, status: 'active', locked_until: null, failed_login_count: 0, updated_at: nowIso })
      .where('id', '=', used.account_id)
      .where('status', '!=', 'disabled')
      .where((eb) => eb.or([eb('status', '!=', 'locked'), eb('locked_until', 'is not', null)]))
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw appError('RESET_TOKEN_INVALID');
    // What the account was, read under the row lock: a temporary lock that this reset clears is worth a line.
    const wasLocked = before?.status === 'locked' && before.locked_until !== null && before.locked_until > nowIso;
    await clearAccountLoginDelays(trx, updated);
    await endAllSignIns(trx, updated.id, nowIso);
    await enqueueMail(trx, updated.email, passwordChangedMail({ locale: updated.locale, name: updated.name, changedAt: now, publicUrl: ctx.publicUrl, supportContact: ctx.supportContact, via: 'reset' }), now);
    await recordEvent(trx, { accountId: updated.id, kind: 'password_reset', now, client: input.client });
    if (wasLocked) await recordEvent(trx, { accountId: updated.id, kind: 'account_unlocked', now, client: input.client, actor: 'system', details: { by: 'reset' } });
    return true;
  });
  if (!done) {
    // Lost a race (the other request used it) or the token turned stale meanwhile: say which.
    const current = await findPasswordToken(ctx.db, tokenHash);
    throw tokenError(current, account, nowIso) ?? appError('RESET_TOKEN_USED');
  }
  ctx.mailQueued();
}

/**
 * After a reset nobody keeps a way in that the old password opened: every session ends, and so does
 * every login attempt still waiting for its code.
 */
async function endAllSignIns(db: Kysely<Database>, accountId: string, now: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: now }).where('account_id', '=', accountId).where('revoked_at', 'is', null).execute();
  await endOidcSessions(db, { accountId }, new Date(now));
  await voidPendingLoginAttempts(db, accountId);
}
