// Login step 1 (password), the pending attempt's state, and code resends.
import type { ServiceContext } from '../context.js';
import { AppError } from '../http/errors.js';
import { addMs, secondsUntil } from '../lib/clock.js';
import { randomToken, sha256Hex } from '../lib/crypto.js';
import { normalizeIdentifier } from '../../shared/text.js';
import { verifyAgainstDummy, verifyPassword } from '../lib/password.js';
import { effectiveStatus } from '../accounts/account.model.js';
import { addFailedLogin, beginSignIn, findAccountById, findAccountByIdentifier, lockAfterFailures, type AccountRow } from '../accounts/account.repository.js';
import { enqueueLeasedMail, enqueueMail } from '../mail/outbox.repository.js';
import { SignInRefused } from '../metrics.js';
import { lockNoticeMail } from '../mail/mails.js';
import { checkIpLimit, clearLoginDelay, loginDelayKey, reserveLoginTry } from '../throttle/throttle.service.js';
import { findLoginAttempt, insertLoginAttempt, replaceLoginCode, type LoginAttemptRow } from './login-attempt.repository.js';
import { codeMail, maxCodeTries, maxResends, newCode, resendCooldownMs, toChallenge, type LoginChallenge } from './login-code.js';
import { oneCommitOnSqlite, runTransaction } from '../db/locks.js';
import { recordFailedSignIn, recordFolded } from '../activity/account-event.repository.js';
import type { ClientInfo } from '../lib/device.js';

export interface StartLoginInput {
  identifier: string;
  password: string;
  client: ClientInfo;
}

/** Every step-1 failure looks the same: unknown, wrong password, locked, disabled, no password (only metrics tell locked apart). */
const invalidCredentials = (account: AccountRow | undefined, now: Date) =>
  new SignInRefused(account && effectiveStatus(account, now) === 'locked' ? 'locked' : 'invalid');

export async function startLogin(ctx: ServiceContext, input: StartLoginInput): Promise<LoginChallenge> {
  const now = ctx.clock.now();
  const normalized = normalizeIdentifier(input.identifier);
  // Keyed by the identifier, known or not, and reserved before the password is checked: a read-only
  // check would let parallel guesses all pass before the first failure is counted.
  const delayKey = loginDelayKey(normalized);
  // A refusal still counts: the IP's hit and the try are committed before the 429 is answered.
  const before = await oneCommitOnSqlite(ctx.db, async (db) => {
    try {
      await checkIpLimit(db, ctx.throttle, 'login', input.client.ip, now);
      await reserveLoginTry(db, ctx.throttle, delayKey, now);
    } catch (error) {
      if (error instanceof AppError && error.code === 'TOO_MANY_REQUESTS') return { refused: error };
      throw error;
    }
    return { account: await findAccountByIdentifier(db, normalized) };
  });
  if ('refused' in before) throw before.refused;

  const { account } = before;
  const passwordHash = account?.password_hash ?? null;
  const passwordOk = passwordHash ? await verifyPassword(passwordHash, input.password) : await verifyAgainstDummy(input.password);
  if (!account || !passwordHash || !passwordOk || effectiveStatus(account, now) !== 'active') {
    if (account) await countAccountFailure(ctx, account.id, now, input.client);
    throw invalidCredentials(account, now);
  }

  const attemptId = randomToken();
  const code = newCode(now);
  const attempt: LoginAttemptRow = {
    id: sha256Hex(attemptId),
    account_id: account.id,
    code_salt: code.codeSalt,
    code_hash: code.codeHash,
    code_expires_at: code.codeExpiresAt,
    failed_tries: 0,
    resends: 0,
    last_sent_at: now.toISOString(),
    status: 'pending',
    created_at: now.toISOString(),
  };
  const current = await runTransaction(ctx.db, async (trx) => {
    // The row read above is ~50 ms old: concurrent failures may have locked the account meanwhile.
    const row = await beginSignIn(trx, account.id, passwordHash, now.toISOString());
    if (!row) return undefined;
    await clearLoginDelay(trx, delayKey);
    await insertLoginAttempt(trx, attempt);
    // The lease runs from now, not from the request's start: a slow password check (a queue of
    // hashes) must not commit the mail with its lease already running out (mail-worker.ts).
    const lease = ctx.mail.lease(ctx.clock.now());
    const mail = await enqueueLeasedMail(trx, row.email, codeMail(row, code.code, attempt.code_expires_at, ctx.publicUrl), now, lease);
    return { row, mail };
  });
  if (!current) {
    // Exactly like a wrong password: no attempt, no mail, and the try counts.
    await countAccountFailure(ctx, account.id, now, input.client);
    throw new SignInRefused('locked');
  }
  ctx.mail.handOver([current.mail]);
  return toChallenge(attemptId, attempt, current.row.email);
}

/**
 * Counts a failed try of an existing account; the failure that reaches the threshold locks it for a
 * while and tells its owner. Both are conditional updates, so concurrent failures lock (and mail) once.
 */
export async function countAccountFailure(
  ctx: ServiceContext,
  accountId: string,
  now: Date,
  client: ClientInfo | null,
  failure: { step: 'password' | 'passkey'; reason?: 'counter_regression' } = { step: 'password' },
): Promise<void> {
  const { lockAfterFailures: threshold, lockMinutes } = ctx.throttle;
  const lockedUntil = addMs(now, lockMinutes * 60_000);
  const locked = await runTransaction(ctx.db, async (trx) => {
    const failures = await addFailedLogin(trx, accountId);
    if (failures === undefined) return undefined;
    await recordFailedSignIn(trx, accountId, failure.step, now, client, failure.reason);
    if (failures < threshold) return undefined;
    const row = await lockAfterFailures(trx, accountId, threshold, lockedUntil.toISOString(), now.toISOString());
    if (!row) return undefined;
    // Locks again and again (a stranger guessing for hours) fold into one event, and the owner is
    // mailed once a day, not at every lock.
    const event = { accountId, kind: 'account_locked' as const, now, client, actor: 'system' as const, details: { lockedUntil: lockedUntil.toISOString() } };
    const folded = await recordFolded(trx, event, lockFoldWindowMs, () => true);
    if (folded) return undefined;
    await enqueueMail(trx, row.email, lockNoticeMail({ locale: row.locale, name: row.name, lockedUntil, publicUrl: ctx.publicUrl }), now);
    return row;
  });
  if (locked) ctx.mailQueued();
}

/** Locks within a day of the last one fold into its event, and mail the owner no more. */
const lockFoldWindowMs = 24 * 3_600_000;

export type AttemptUse = 'view' | 'verify' | 'resend';

/** Why an attempt can no longer be used, as the contract's error. */
export function closedAttemptError(attempt: LoginAttemptRow | undefined, now: Date, use: AttemptUse): AppError | null {
  if (!attempt || attempt.status === 'used') return new AppError('LOGIN_ATTEMPT_INVALID', 404);
  if (attempt.status === 'void' || attempt.failed_tries >= maxCodeTries) {
    return use === 'view' ? new AppError('LOGIN_ATTEMPT_INVALID', 404) : new AppError('TOO_MANY_ATTEMPTS', 410);
  }
  // An expired code can still be replaced by a resend.
  if (use !== 'resend' && attempt.code_expires_at <= now.toISOString()) return new AppError('CODE_EXPIRED', 410);
  return null;
}

export async function loadOpenAttempt(ctx: ServiceContext, attemptId: string, now: Date, use: AttemptUse): Promise<{ attempt: LoginAttemptRow; account: AccountRow }> {
  const attempt = await findLoginAttempt(ctx.db, sha256Hex(attemptId));
  const closed = closedAttemptError(attempt, now, use);
  if (closed || !attempt) throw closed ?? new AppError('LOGIN_ATTEMPT_INVALID', 404);
  const account = await findAccountById(ctx.db, attempt.account_id);
  // An account disabled or locked after step 1 cannot finish signing in.
  if (!account || effectiveStatus(account, now) !== 'active') throw new AppError('LOGIN_ATTEMPT_INVALID', 404);
  return { attempt, account };
}

export async function getLogin(ctx: ServiceContext, attemptId: string): Promise<LoginChallenge> {
  const { attempt, account } = await loadOpenAttempt(ctx, attemptId, ctx.clock.now(), 'view');
  return toChallenge(attemptId, attempt, account.email);
}

export async function resendLoginCode(ctx: ServiceContext, attemptId: string, clientIp: string): Promise<LoginChallenge> {
  const now = ctx.clock.now();
  await checkIpLimit(ctx.db, ctx.throttle, 'code', clientIp, now);
  const { attempt, account } = await loadOpenAttempt(ctx, attemptId, now, 'resend');
  const resendErr = resendError(attempt, now);
  if (resendErr) throw resendErr;

  const code = newCode(now);
  const sentBefore = addMs(now, -resendCooldownMs).toISOString();
  const updated = await runTransaction(ctx.db, async (trx) => {
    const row = await replaceLoginCode(trx, attempt.id, code, now.toISOString(), sentBefore, maxResends);
    if (row) await enqueueMail(trx, account.email, codeMail(account, code.code, row.code_expires_at, ctx.publicUrl), now);
    return row;
  });
  if (!updated) {
    // Another request changed the attempt in the meantime: answer from its current state.
    const current = await findLoginAttempt(ctx.db, attempt.id);
    throw closedAttemptError(current, now, 'resend') ?? (current && resendError(current, now)) ?? new AppError('LOGIN_ATTEMPT_INVALID', 404);
  }
  ctx.mailQueued();
  return toChallenge(attemptId, updated, account.email);
}

function resendError(attempt: LoginAttemptRow, now: Date): AppError | null {
  if (attempt.resends >= maxResends) return new AppError('RESEND_LIMIT_REACHED', 429);
  const availableAt = addMs(new Date(attempt.last_sent_at), resendCooldownMs);
  if (availableAt > now) return new AppError('RESEND_TOO_SOON', 429, { retryAfterSeconds: secondsUntil(availableAt, now) });
  return null;
}
