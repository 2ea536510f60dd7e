// Passkey-first accounts (issue 23): 「パスワードを使わない」 removes the password of an account that has
// a passkey and unused recovery codes; 「パスワードを設定する」 gives it one again. Both need a fresh
// passkey proof (step-up: a passkey is then the account's strongest method), mail the owner and leave
// an event, in the change's transaction.
//
// The one rule they keep: an account always has a way back in. Without a password that is a passkey
// (sign-in) or a recovery code with the mailed code (recovery, login.service's startRecoveryLogin);
// so the password goes only when both exist, and the last passkey of a passkey-first account cannot
// be deleted (passkey.service: LAST_WAY_IN). Each check runs under the account row's lock, so a
// deletion in another tab cannot slip between the check and the change.
import type { Kysely } from 'kysely';
import type { ServiceContext } from '../context.js';
import type { Database } from '../db/schema.js';
import { lockAccountRow, runTransaction } from '../db/locks.js';
import type { components } from '../generated/account-api.js';
import { AppError, appError } from '../http/errors.js';
import type { ClientInfo } from '../lib/device.js';
import { hashPassword } from '../lib/password.js';
import { checkPasswordPolicy } from '../lib/password-policy.js';
import { isPasswordless } from '../accounts/account.model.js';
import { findAccountById, type AccountRow } from '../accounts/account.repository.js';
import { recordEvent } from '../activity/account-event.repository.js';
import { secondFactorsOf } from '../authenticator/authenticator.service.js';
import { recoveryCodeSummary } from '../authenticator/authenticator.repository.js';
import { enqueueMail } from '../mail/outbox.repository.js';
import { passwordlessChangedMail } from '../mail/second-factor-mails.js';
import { countPasskeys } from '../passkeys/passkey.repository.js';
import { recordActivity, requireUnrestrictedSession } from '../sessions/session.service.js';
import { requireFreshProof } from '../step-up/step-up.guard.js';

type SecondFactors = components['schemas']['SecondFactors'];

export interface PasswordlessInput {
  sessionToken: string | undefined;
  client: ClientInfo;
}

/** Why the account may not drop its password now (checked in this order), or null when it may. */
export async function passwordRemovalRefusal(db: Kysely<Database>, account: AccountRow): Promise<AppError | null> {
  if (isPasswordless(account)) return appError('ALREADY_PASSWORDLESS');
  if ((await countPasskeys(db, account.id)) === 0) return appError('PASSWORDLESS_NEEDS_PASSKEY');
  if ((await recoveryCodeSummary(db, account.id)).remaining === 0) return appError('PASSWORDLESS_NEEDS_RECOVERY_CODES');
  return null;
}

export async function removePassword(ctx: ServiceContext, input: PasswordlessInput): Promise<SecondFactors> {
  const now = ctx.clock.now();
  const { session, account } = await requireUnrestrictedSession(ctx, input.sessionToken, now);
  // The refusal first: an account without a passkey would otherwise be asked for a step-up it cannot
  // give, and not told why.
  const refused = await passwordRemovalRefusal(ctx.db, account);
  if (refused) throw refused;
  await requireFreshProof(ctx, session, account, now);
  await runTransaction(ctx.db, async (trx) => {
    await lockAccountRow(trx, account.id);
    const current = await findAccountById(trx, account.id);
    if (!current) throw new AppError('UNAUTHENTICATED', 401);
    const again = await passwordRemovalRefusal(trx, current);
    if (again) throw again;
    await trx.updateTable('accounts').set({ password_hash: null, passwordless_at: now.toISOString(), updated_at: now.toISOString() }).where('id', '=', account.id).execute();
    await recordEvent(trx, { accountId: account.id, kind: 'password_removed', now, client: input.client, sessionId: session.public_id });
    await enqueueMail(trx, current.email, passwordlessChangedMail({ locale: current.locale, name: current.name, publicUrl: ctx.publicUrl, change: 'removed', at: now }), now);
  });
  ctx.mailQueued();
  await recordActivity(ctx, session, now);
  return secondFactorsOf(ctx.db, account.id);
}

export async function setPassword(ctx: ServiceContext, input: PasswordlessInput & { newPassword: string }): Promise<SecondFactors> {
  const now = ctx.clock.now();
  const { session, account } = await requireUnrestrictedSession(ctx, input.sessionToken, now);
  if (!isPasswordless(account)) throw appError('PASSWORD_ALREADY_SET');
  await requireFreshProof(ctx, session, account, now);
  const violation = checkPasswordPolicy(input.newPassword, { loginId: account.login_id, email: account.email });
  if (violation) throw appError(violation, { field: 'newPassword' });
  const passwordHash = await hashPassword(input.newPassword);
  const updated = await runTransaction(ctx.db, async (trx) => {
    // Conditional: of two tabs setting a password, one wins; the other is told the account has one.
    const row = await trx
      .updateTable('accounts')
      .set({ password_hash: passwordHash, passwordless_at: null, updated_at: now.toISOString() })
      .where('id', '=', account.id)
      .where('passwordless_at', 'is not', null)
      .returningAll()
      .executeTakeFirst();
    if (!row) return undefined;
    await recordEvent(trx, { accountId: account.id, kind: 'password_set', now, client: input.client, sessionId: session.public_id });
    await enqueueMail(trx, row.email, passwordlessChangedMail({ locale: row.locale, name: row.name, publicUrl: ctx.publicUrl, change: 'set', at: now }), now);
    return row;
  });
  if (!updated) throw appError('PASSWORD_ALREADY_SET');
  ctx.mailQueued();
  await recordActivity(ctx, session, now);
  return secondFactorsOf(ctx.db, account.id);
}
