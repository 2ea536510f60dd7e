// Re-authentication of a signed-in user by their current password, before a sensitive change (password,
// e-mail address). A stolen session must not become a password-guessing oracle: every check shares one
// throttle key per account, with the login's progressive delay, and every failure counts towards the
// account's temporary lock exactly like a failed sign-in.
import type { ServiceContext } from '../context.js';
import { AppError, appError } from '../http/errors.js';
import { secondsUntil } from '../lib/clock.js';
import { verifyAgainstDummy, verifyPassword } from '../lib/password.js';
import { effectiveStatus, isPasswordless } from '../accounts/account.model.js';
import type { AccountRow } from '../accounts/account.repository.js';
import { countAccountFailure } from '../login/login.service.js';
import type { ClientInfo } from '../lib/device.js';
import { clearLoginDelay, reauthDelayKey, reserveLoginTry } from '../throttle/throttle.service.js';
import type { SessionRow } from '../sessions/session.repository.js';
import { requireFreshProof } from '../step-up/step-up.guard.js';

/**
 * Checks the current password; 400 INVALID_CURRENT_PASSWORD when wrong, 429 TOO_MANY_REQUESTS while
 * the account must wait. Returns the verified hash, so the caller can make its update conditional on it.
 */
export async function verifyCurrentPassword(ctx: ServiceContext, account: AccountRow, password: string, now: Date, client: ClientInfo | null): Promise<string> {
  // The failures that locked the account also started its delay over: without this, a stolen session
  // could go on guessing at full speed through the lock that stops sign-ins.
  if (effectiveStatus(account, now) === 'locked' && account.locked_until !== null) {
    throw new AppError('TOO_MANY_REQUESTS', 429, { retryAfterSeconds: secondsUntil(account.locked_until, now) });
  }
  // Reserved before the verify, like a login try: parallel guesses cannot all pass before the first
  // failure is counted.
  const delayKey = reauthDelayKey(account.id);
  await reserveLoginTry(ctx.db, ctx.throttle, delayKey, now);
  const hash = account.password_hash;
  const ok = hash ? await verifyPassword(hash, password) : await verifyAgainstDummy(password);
  if (!hash || !ok) {
    await countAccountFailure(ctx, account.id, now, client);
    throw appError('INVALID_CURRENT_PASSWORD', { field: 'currentPassword' });
  }
  await clearLoginDelay(ctx.db, delayKey);
  return hash;
}

/**
 * The re-authentication of a sensitive change (adding or removing a passkey, the app, the recovery
 * codes, the e-mail address): the current password, as verifyCurrentPassword checks it; for a
 * passkey-first account, which has none, the session's fresh passkey proof (step-up) is the
 * re-authentication, and a password sent along is ignored.
 */
export async function reauthenticate(ctx: ServiceContext, session: SessionRow, account: AccountRow, password: string | undefined, now: Date, client: ClientInfo | null): Promise<void> {
  if (isPasswordless(account)) {
    await requireFreshProof(ctx, session, account, now);
    return;
  }
  if (!password) throw appError('REAUTHENTICATION_REQUIRED', { field: 'currentPassword' });
  await verifyCurrentPassword(ctx, account, password, now, client);
}
