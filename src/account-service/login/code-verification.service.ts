// Login step 2: the mailed code opens a session. Tries are counted atomically in the database.
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
import { findLoginAttempt, markLoginAttemptUsed, recordWrongCode } from './login-attempt.repository.js';
import { closedAttemptError, loadOpenAttempt } from './login.service.js';
import { hashCode, maxCodeTries } from './login-code.js';

export type SessionGrant = components['schemas']['SessionGrant'];

export interface VerifyCodeInput {
  attemptId: string;
  code: string;
  client: ClientInfo;
  /** A browser's cookie session, or a program's bearer token. */
  sessionKind?: SessionKind;
}

export async function verifyLoginCode(ctx: ServiceContext, input: VerifyCodeInput): Promise<SessionGrant> {
  const now = ctx.clock.now();
  const nowIso = now.toISOString();
  await checkIpLimit(ctx.db, ctx.throttle, 'code', input.client.ip, now);
  // Something that is not a 6-digit code at all is a typing slip, not a guess: it does not use up a try.
  const code = normalizeCode(input.code);
  if (code === null) throw new AppError('VALIDATION_FAILED', 400, { field: 'code' }, 'The code must be 6 digits.');

  const { attempt } = await loadOpenAttempt(ctx, input.attemptId, now, 'verify');
  const codeHash = hashCode(attempt.code_salt, code);

  if (!constantTimeEqual(codeHash, attempt.code_hash)) {
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

  // The account row first, then the attempt: the lock order of every account write (db/locks.ts), so
  // this cannot deadlock with a password reset, which voids the account's attempts.
  const grant = await transactionWithRetry(ctx.db, async (trx) => {
    await lockAccountRow(trx, attempt.account_id);
    if (!(await markLoginAttemptUsed(trx, attempt.id, codeHash, nowIso, maxCodeTries))) return null;
    const account = await findAccountById(trx, attempt.account_id);
    if (!account || effectiveStatus(account, now) !== 'active') throw new AppError('LOGIN_ATTEMPT_INVALID', 404);
    await updateAccount(trx, account.id, { previous_login_at: account.last_login_at, last_login_at: nowIso });
    const opening = { client: input.client, kind: input.sessionKind ?? 'browser', method: 'password_code' } as const;
    const { token, row } = await openSession(trx, ctx, account.id, now, opening);
    const noticeQueued = await recordSignIn(trx, ctx, account, row, input.client, now);
    const signedIn = { ...account, previous_login_at: account.last_login_at, last_login_at: nowIso };
    return { grant: { token, account: toApiAccount(signedIn, now), session: sessionInfo(ctx, row) }, noticeQueued };
  });
  // Lost a race (used by a parallel request, voided, replaced by a resend): answer from the current state.
  if (!grant) throw await currentStateError(ctx, attempt.id, now);
  if (grant.noticeQueued) ctx.mailQueued();
  return grant.grant;
}

async function currentStateError(ctx: ServiceContext, attemptHash: string, now: Date): Promise<AppError> {
  const current = await findLoginAttempt(ctx.db, attemptHash);
  return closedAttemptError(current, now, 'verify') ?? new AppError('INVALID_CODE', 400, { attemptsRemaining: Math.max(0, maxCodeTries - (current?.failed_tries ?? 0)) });
}
