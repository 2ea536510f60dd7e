// Login step 2: the mailed code, the authenticator app's code (an attempt whose secondStep is
// authenticator_app) or a recovery code opens a session. Tries of all three are counted atomically on
// the attempt, in the same throttling: 5 wrong entries void it.
import type { ServiceContext } from '../context.js';
import { lockAccountRow, runTransaction, transactionWithRetry } from '../db/locks.js';
import { recordFailedSignIn } from '../activity/account-event.repository.js';
import { recordSignIn } from '../activity/sign-in.js';
import type { SessionKind } from '../db/schema.js';
import type { ClientInfo } from '../lib/device.js';
import type { components } from '../generated/account-api.js';
import { AppError } from '../http/errors.js';
import { constantTimeEqual } from '../lib/crypto.js';
import { normalizeCode } from '../../shared/code.js';
import { effectiveStatus, toApiAccount } from '../accounts/account.model.js';
import { findAccountById, updateAccount } from '../accounts/account.repository.js';
import { checkIpLimit } from '../throttle/throttle.service.js';
import { openSession, sessionInfo } from '../sessions/session.service.js';
import { signInIsProof } from '../step-up/step-up-methods.js';
import { findLoginAttempt, markLoginAttemptUsed, recordWrongCode } from './login-attempt.repository.js';
import { closedAttemptError, loadOpenAttempt } from './login.service.js';
import { hashCode, maxCodeTries } from './login-code.js';
import { verifyAuthenticatorCode } from '../authenticator/authenticator.service.js';
import { normalizeRecoveryCode, useRecoveryCode } from '../authenticator/recovery-codes.service.js';
import type { SignInMethod } from '../db/schema.js';
import { parseAttemptRisk, type AttemptRisk } from './risk/sign-in-risk.js';

export type SessionGrant = components['schemas']['SessionGrant'];

export interface VerifyCodeInput {
  attemptId: string;
  code: string;
  client: ClientInfo;
  /** A browser's cookie session, or a program's bearer token. */
  sessionKind?: SessionKind;
  /** recovery_code: one of the account's recovery codes instead of the attempt's code. */
  method?: 'code' | 'recovery_code';
}

/** Rolls back a check that spent a code (an app's step, a recovery code) when the attempt was lost to a parallel request. */
class LostRace extends Error {}

export async function verifyLoginCode(ctx: ServiceContext, input: VerifyCodeInput): Promise<SessionGrant> {
  const now = ctx.clock.now();
  const nowIso = now.toISOString();
  await checkIpLimit(ctx.db, ctx.throttle, 'code', input.client.ip, now);
  // Something that is not a code at all is a typing slip, not a guess: it does not use up a try.
  const byRecovery = input.method === 'recovery_code';
  const code = byRecovery ? normalizeRecoveryCode(input.code) : normalizeCode(input.code);
  if (code === null) throw new AppError('VALIDATION_FAILED', 400, { field: 'code' }, byRecovery ? 'A recovery code is 10 letters and digits.' : 'The code must be 6 digits.');

  const { attempt } = await loadOpenAttempt(ctx, input.attemptId, now, 'verify');
  // A recovery sign-in (its step 1 was a recovery code) takes the mailed code only: a second recovery
  // code is no second factor. Refused as a typing slip would be, costing no try.
  if (byRecovery && attempt.first_step === 'recovery_code') throw new AppError('VALIDATION_FAILED', 400, { field: 'code' }, 'This sign-in needs the code mailed to the account.');
  const method: SignInMethod =
    attempt.first_step === 'recovery_code' ? 'recovery_code_code' : byRecovery ? 'password_recovery_code' : attempt.second_step === 'authenticator_app' ? 'password_app' : 'password_code';
  // The app's and the recovery codes are checked where they are spent, in the sign-in's transaction.
  const mailed = method === 'password_code' || method === 'recovery_code_code';
  const codeHash = mailed ? hashCode(attempt.code_salt, code) : attempt.code_hash;
  const spent = mailed ? constantTimeEqual(codeHash, attempt.code_hash) : null;

  const grant = spent === false ? 'wrong' : await openSignedInSession(ctx, input, attempt.account_id, attempt.id, codeHash, method, code, now, parseAttemptRisk(attempt.risk));
  if (grant === 'wrong') {
    // The wrong code and its event commit together: the owner's activity shows every counted try.
    const tries = await runTransaction(ctx.db, async (trx) => {
      const counted = await recordWrongCode(trx, attempt.id, nowIso, maxCodeTries);
      if (counted !== undefined) await recordFailedSignIn(trx, attempt.account_id, 'code', now, input.client);
      return counted;
    });
    if (tries === undefined) throw await currentStateError(ctx, attempt.id, now);
    if (tries >= maxCodeTries) throw new AppError('TOO_MANY_ATTEMPTS', 410, {}, 'Too many wrong codes; the login attempt is void.');
    throw new AppError('INVALID_CODE', 400, { attemptsRemaining: maxCodeTries - tries });
  }
  // Lost a race (used by a parallel request, voided, replaced by a resend): answer from the current state.
  if (!grant) throw await currentStateError(ctx, attempt.id, now);
  if (grant.mailQueued) ctx.mailQueued();
  return grant.grant;
}

/**
 * Uses the attempt up and opens the session; for the app's code or a recovery code, spends it first
 * (null: lost to a parallel request; 'wrong': the code does not match or was used already).
 */
async function openSignedInSession(
  ctx: ServiceContext,
  input: VerifyCodeInput,
  accountId: string,
  attemptHash: string,
  codeHash: string,
  method: SignInMethod,
  code: string,
  now: Date,
  /** Step 1's risk decision, stored on the attempt: the sign-in event records it, and it decides the notice. */
  risk: AttemptRisk | null,
): Promise<{ grant: SessionGrant; mailQueued: boolean } | 'wrong' | null> {
  const nowIso = now.toISOString();
  // The account row first, then the attempt: the lock order of every account write (db/locks.ts), so
  // this cannot deadlock with a password reset, which voids the account's attempts.
  try {
    return await transactionWithRetry(ctx.db, async (trx) => {
      await lockAccountRow(trx, accountId);
      const account = await findAccountById(trx, accountId);
      if (!account || effectiveStatus(account, now) !== 'active') throw new AppError('LOGIN_ATTEMPT_INVALID', 404);
      let recoveryMailed = false;
      if (method === 'password_app' && !(await verifyAuthenticatorCode(ctx, trx, accountId, code, now))) return 'wrong' as const;
      if (method === 'password_recovery_code') {
        if (!(await useRecoveryCode(ctx, trx, account, code, now, input.client))) return 'wrong' as const;
        recoveryMailed = true;
      }
      if (!(await markLoginAttemptUsed(trx, attemptHash, codeHash, nowIso, maxCodeTries))) {
        if (method === 'password_code' || method === 'recovery_code_code') return null;
        throw new LostRace();
      }
      await updateAccount(trx, account.id, { previous_login_at: account.last_login_at, last_login_at: nowIso });
      const opening = { client: input.client, kind: input.sessionKind ?? 'browser', method, proof: signInIsProof(method, risk) } as const;
      const { token, row } = await openSession(trx, ctx, account.id, now, opening);
      const noticeQueued = await recordSignIn(trx, ctx, account, row, input.client, now, risk);
      const signedIn = { ...account, previous_login_at: account.last_login_at, last_login_at: nowIso };
      return { grant: { token, account: toApiAccount(signedIn, now), session: sessionInfo(ctx, row) }, mailQueued: noticeQueued || recoveryMailed };
    });
  } catch (error) {
    if (error instanceof LostRace) return null;
    throw error;
  }
}

async function currentStateError(ctx: ServiceContext, attemptHash: string, now: Date): Promise<AppError> {
  const current = await findLoginAttempt(ctx.db, attemptHash);
  return closedAttemptError(current, now, 'verify') ?? new AppError('INVALID_CODE', 400, { attemptsRemaining: Math.max(0, maxCodeTries - (current?.failed_tries ?? 0)) });
}
