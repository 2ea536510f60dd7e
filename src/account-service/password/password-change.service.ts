// The signed-in password change: current password + new password. A wrong current password is
// throttled and counted like a failed sign-in (current-password.ts), so a stolen session cannot guess it.
import { voidPendingLoginAttempts } from '../login/login-attempt.repository.js';
import type { ServiceContext } from '../context.js';
import { appError } from '../http/errors.js';
import { hashPassword } from '../lib/password.js';
import { checkPasswordPolicy } from '../lib/password-policy.js';
import { enqueueMail } from '../mail/outbox.repository.js';
import { passwordChangedMail } from '../mail/mails.js';
import { currentSessionOf, requireLiveSession, type CurrentSession } from '../sessions/session.service.js';
import { requireFreshProof } from '../step-up/step-up.guard.js';
import { verifyCurrentPassword } from './current-password.js';
import { runTransaction } from '../db/locks.js';
import { recordEvent } from '../activity/account-event.repository.js';
import type { ClientInfo } from '../lib/device.js';
import { revokeSessionsOf } from '../sessions/session.repository.js';
import { endOidcSessions } from '../oidc/backchannel.js';

export interface ChangePasswordInput {
  sessionToken: string | undefined;
  currentPassword: string;
  newPassword: string;
  client: ClientInfo;
}

export async function changePassword(ctx: ServiceContext, input: ChangePasswordInput): Promise<CurrentSession> {
  const now = ctx.clock.now();
  const nowIso = now.toISOString();
  const { session, account } = await requireLiveSession(ctx, input.sessionToken, now);
  await requireFreshProof(ctx, session, account, now);

  const oldHash = await verifyCurrentPassword(ctx, account, input.currentPassword, now, input.client);

  const violation = checkPasswordPolicy(input.newPassword, { loginId: account.login_id, email: account.email });
  if (violation) throw appError(violation, { field: 'newPassword' });
  const passwordHash = await hashPassword(input.newPassword);

  const updated = await runTransaction(ctx.db, async (trx) => {
    // Conditional on the hash just verified: of two concurrent changes (or a reset meanwhile) only one applies.
    const row = await trx
      .updateTable('accounts')
      .set({ password_hash: passwordHash, must_change_password: 0, must_change_reason: null, failed_login_count: 0, updated_at: nowIso })
      .where('id', '=', account.id)
      .where('password_hash', '=', oldHash)
      .returningAll()
      .executeTakeFirst();
    if (!row) return undefined;
    // This browser stays signed in; every other session, and any sign-in waiting for its code, ends.
    const ended = await revokeSessionsOf(trx, account.id, session.token_hash, nowIso);
    await endOidcSessions(trx, { accountId: account.id, keepPortalSessionId: session.public_id }, now);
    await voidPendingLoginAttempts(trx, account.id);
    await enqueueMail(trx, row.email, passwordChangedMail({ locale: row.locale, name: row.name, changedAt: now, publicUrl: ctx.publicUrl, supportContact: ctx.supportContact, via: 'change' }), now);
    await recordEvent(trx, { accountId: account.id, kind: 'password_changed', now, client: input.client, sessionId: session.public_id, details: { sessions: ended } });
    return row;
  });
  // The password changed under us: the current password given here is no longer the current one.
  if (!updated) throw appError('INVALID_CURRENT_PASSWORD', { field: 'currentPassword' });
  ctx.mailQueued();
  // Read again: the answer shows the account as it is now (and a logout in another tab meanwhile gives 401).
  const { session: live, account: fresh } = await requireLiveSession(ctx, input.sessionToken, now);
  return currentSessionOf(ctx, live, fresh, now);
}
