// Login step 1 (password), the pending attempt's state, and code resends.
import type { ServiceContext } from '../context.js';
import { AppError } from '../http/errors.js';
import { addMs, secondsUntil } from '../lib/clock.js';
import { randomToken, sha256Hex } from '../lib/crypto.js';
import { normalizeIdentifier } from '../../shared/text.js';
import { verifyAgainstDummy, verifyPassword } from '../lib/password.js';
import { effectiveStatus, isPasswordless } from '../accounts/account.model.js';
import { beginRecoverySignIn, beginSignIn, findAccountById, findAccountByIdentifier, type AccountRow } from '../accounts/account.repository.js';
import { countAccountFailure } from './account-failures.js';
import { enqueueLeasedMail, enqueueMail } from '../mail/outbox.repository.js';
import { SignInRefused } from '../metrics.js';
import { checkIpLimit, clearLoginDelay, loginDelayKey, reserveLoginTry } from '../throttle/throttle.service.js';
import { findLoginAttempt, insertLoginAttempt, replaceLoginCode, type LoginAttemptRow } from './login-attempt.repository.js';
import { codeMail, maxCodeTries, maxResends, newCode, resendCooldownMs, toChallenge, type LoginChallenge } from './login-code.js';
import { oneCommitOnSqlite, runTransaction } from '../db/locks.js';
import type { ClientInfo } from '../lib/device.js';
import { secondStepOptions } from '../authenticator/authenticator.repository.js';
import { isUnusedRecoveryCode, useRecoveryCode } from '../authenticator/recovery-codes.service.js';
import { newDeviceToken, verifyDeviceToken } from './risk/device-token.js';
import { decideSignIn, type RiskDecision } from './risk/risk-decision.js';
import { attemptRiskOf, notePatternFailure, notePatternTry, signInStanding, type AccountSignals, type PatternSignals, type SignInStanding } from './risk/sign-in-risk.js';
import type { BreachOutcome } from './risk/breached-passwords.js';
import type { Locale } from '../db/schema.js';

export interface StartLoginInput {
  identifier: string;
  password: string;
  /** The language of the page the sign-in is made on: the attempt's code mails are in it. */
  locale?: Locale;
  client: ClientInfo;
  /** This browser's device cookie, as the gateway carried it (none for a program). */
  deviceToken?: string | undefined;
  /** A program's bearer sign-in: it keeps no device cookie (risk/sign-in-risk.ts). */
  program?: boolean | undefined;
}

/**
 * A passkey-first account's recovery (「パスキーを使えないとき」): step 1 with one of its recovery codes
 * instead of the password, then the mailed code. The same path as a password's step 1 (throttling,
 * risk rules, the attempt), so every failure is a wrong password's.
 */
export type StartRecoveryLoginInput = Omit<StartLoginInput, 'password'> & { recoveryCode: string };

type FirstStep = { kind: 'password'; password: string } | { kind: 'recovery_code'; code: string };

export { countAccountFailure };

/** Every step-1 failure looks the same: unknown, wrong password, locked, disabled, no password (only metrics tell locked apart). */
const invalidCredentials = (account: AccountRow | undefined, now: Date) =>
  new SignInRefused(account && effectiveStatus(account, now) === 'locked' ? 'locked' : 'invalid');

export function startLogin(ctx: ServiceContext, input: StartLoginInput): Promise<LoginChallenge> {
  return startSignIn(ctx, input, { kind: 'password', password: input.password });
}

export function startRecoveryLogin(ctx: ServiceContext, input: StartRecoveryLoginInput): Promise<LoginChallenge> {
  return startSignIn(ctx, input, { kind: 'recovery_code', code: input.recoveryCode });
}

async function startSignIn(ctx: ServiceContext, input: Omit<StartLoginInput, 'password'>, first: FirstStep): Promise<LoginChallenge> {
  const now = ctx.clock.now();
  const normalized = normalizeIdentifier(input.identifier);
  // Keyed by the identifier, known or not, and reserved before the password is checked: a read-only
  // check would let parallel guesses all pass before the first failure is counted.
  const delayKey = loginDelayKey(normalized);
  const identifierHash = sha256Hex(normalized);
  const deviceId = await verifyDeviceToken(ctx.db, input.deviceToken);
  // A refusal still counts: the IP's hit and the try are committed before the 429 is answered.
  const before = await oneCommitOnSqlite(ctx.db, async (db) => {
    try {
      await checkIpLimit(db, ctx.throttle, 'login', input.client.ip, now);
      await reserveLoginTry(db, ctx.throttle, delayKey, now);
    } catch (error) {
      if (error instanceof AppError && error.code === 'TOO_MANY_REQUESTS') return { refused: error };
      throw error;
    }
    // The impossible patterns are read for every identifier, known or not, before the password: a
    // refusal then costs exactly what a wrong password costs.
    const started = performance.now();
    const pattern = await notePatternTry(db, ctx.risk.limits, { deviceId, identifierHash, ip: input.client.ip, now });
    return { account: await findAccountByIdentifier(db, normalized), pattern, patternSeconds: (performance.now() - started) / 1000 };
  });
  if ('refused' in before) throw before.refused;

  const { account, pattern, patternSeconds } = before;
  const byRecovery = first.kind === 'recovery_code';
  // A password signs in an account that has one (a passkey-first account has none: a wrong password,
  // with the dummy hash's timing); a recovery code signs in only a passkey-first account.
  const passwordHash = byRecovery ? null : (account?.password_hash ?? null);
  const recoverable = byRecovery && account !== undefined && isPasswordless(account) ? account : undefined;
  const usable = byRecovery ? recoverable !== undefined : passwordHash !== null;
  // The range check and the account's signals (with its second steps: one statement) run beside the
  // password hash's verification (~50 ms), so neither adds its time unless it is slower than the hash.
  const breach = first.kind === 'password' && passwordHash && ctx.risk.breachedPasswords ? ctx.risk.breachedPasswords.check(first.password) : null;
  const standing = account && usable ? signInStanding(ctx.db, ctx.activity.newDeviceLookbackDays, account, input.client, deviceId, now, input.program === true) : null;
  const passwordOk =
    first.kind === 'recovery_code'
      ? await isUnusedRecoveryCode(ctx.db, recoverable?.id ?? null, first.code)
      : passwordHash
        ? await verifyPassword(passwordHash, first.password)
        : await verifyAgainstDummy(first.password);
  const decided = await decide(ctx, { pattern, patternSeconds, standing, breach: passwordOk ? breach : null });
  const decision = decided.decision;
  if (decision.outcome === 'refuse') {
    for (const reason of decision.reasons) ctx.metrics.riskRefusals.inc({ pattern: reason });
    // No identifier, no address: a count and the patterns only (the address's hash is in the row).
    ctx.risk.log({ reasons: decision.reasons, known: Boolean(account) }, 'sign-in refused for an impossible pattern');
  }
  if (decision.outcome === 'refuse' || !account || !usable || !passwordOk || effectiveStatus(account, now) !== 'active') {
    await notePatternFailure(ctx.db, { identifierHash, ip: input.client.ip, now });
    if (account) await countAccountFailure(ctx, account.id, now, input.client);
    throw decision.outcome === 'refuse' ? new SignInRefused('blocked') : invalidCredentials(account, now);
  }
  for (const reason of decision.reasons) ctx.metrics.riskReasons.inc({ reason, method: 'password' });

  // An account with a confirmed authenticator app is asked for the app's code, and nothing is mailed;
  // the attempt still holds a code (never sent) so that every attempt has the same shape, and its
  // resend is available at once: that is 「メールで確認コードを受け取る」. (decide() has awaited it.)
  const { signals, secondStep: options } = (await standing)!;
  // A recovery is a recovery code and the mailed code (the rule), never the app's.
  const byApp = options.authenticatorApp && !byRecovery;
  const attemptId = randomToken();
  const code = newCode(now);
  const device = deviceId !== null ? { deviceId, token: undefined } : await newDeviceToken(ctx.db);
  const attempt: LoginAttemptRow = {
    id: sha256Hex(attemptId),
    account_id: account.id,
    code_salt: code.codeSalt,
    code_hash: code.codeHash,
    code_expires_at: code.codeExpiresAt,
    failed_tries: 0,
    resends: 0,
    last_sent_at: (byApp ? addMs(now, -resendCooldownMs) : now).toISOString(),
    status: 'pending',
    created_at: now.toISOString(),
    second_step: byApp ? 'authenticator_app' : 'mail_code',
    risk: JSON.stringify(attemptRiskOf(decision, device.deviceId, signals)),
    mail_locale: input.locale ?? null,
    first_step: first.kind,
  };
  const current = await (async () => {
    try {
      return await runTransaction(ctx.db, async (trx) => {
        // The row read above is ~50 ms old: concurrent failures may have locked the account meanwhile.
        const row = first.kind === 'recovery_code' ? await beginRecoverySignIn(trx, account.id, now.toISOString()) : await beginSignIn(trx, account.id, passwordHash!, now.toISOString());
        if (!row) return undefined;
        // The recovery code is spent with the attempt (once, however many race; the owner is mailed with
        // the number left): a code that opened an attempt never opens another.
        if (first.kind === 'recovery_code' && !(await useRecoveryCode(ctx, trx, account, first.code, now, input.client))) throw new RecoveryCodeSpent();
        await clearLoginDelay(trx, delayKey);
        // A breached password: the sign-in goes on, and the password-change dialog comes first after it
        // (the account's must-change-password state, as an operator's requirement would set it).
        if (decision.requirePasswordChange) await trx.updateTable('accounts').set({ must_change_password: 1, must_change_reason: 'breached_password' }).where('id', '=', account.id).execute();
        await insertLoginAttempt(trx, attempt);
        if (byApp) return { row, mail: null };
        // The lease runs from now, not from the request's start: a slow password check (a queue of
        // hashes) must not commit the mail with its lease already running out (mail-worker.ts).
        const lease = ctx.mail.lease(ctx.clock.now());
        const mail = await enqueueLeasedMail(trx, row.email, codeMail(row, attempt, code.code, attempt.code_expires_at, ctx.publicUrl), now, lease);
        return { row, mail };
      });
    } catch (error) {
      // Spent by a parallel request since it was read: rolled back, and answered as a wrong code.
      if (error instanceof RecoveryCodeSpent) return 'spent' as const;
      throw error;
    }
  })();
  if (!current || current === 'spent') {
    // Exactly like a wrong password: no attempt, no mail, and the try counts.
    await countAccountFailure(ctx, account.id, now, input.client);
    throw new SignInRefused(current === 'spent' ? 'invalid' : 'locked');
  }
  if (current.mail) ctx.mail.handOver([current.mail]);
  if (byRecovery) ctx.mailQueued();
  const challenge = toChallenge(attemptId, attempt, current.row.email, options.recoveryCodes);
  return device.token ? { ...challenge, deviceToken: device.token } : challenge;
}

/** A recovery code spent by a parallel request between its check and its use. */
class RecoveryCodeSpent extends Error {}

const unknownAccount: AccountSignals = { knownDevice: false, boundDevice: false, newNetwork: false, recentNotMe: false, firstSignIn: false };

/**
 * The one decision of a password sign-in, from what was gathered (risk/risk-decision.ts). Called as
 * the password check ends: what it waits for here (signals or a range answer slower than the hash),
 * plus the pattern reads before the hash, is what the rules add to the sign-in path (the histogram).
 */
async function decide(
  ctx: ServiceContext,
  gathered: { pattern: PatternSignals; patternSeconds: number; standing: Promise<SignInStanding> | null; breach: Promise<BreachOutcome> | null },
): Promise<{ decision: RiskDecision }> {
  const started = performance.now();
  const signals = gathered.standing ? (await gathered.standing).signals : unknownAccount;
  const signalsWait = performance.now() - started;
  const breached = gathered.breach ? await gathered.breach : 'not_checked';
  const rangeWait = performance.now() - started - signalsWait;
  const decisionStarted = performance.now();
  const decision = decideSignIn({ method: 'password', ...signals, breached, ...gathered.pattern }, ctx.risk.limits);
  // The rules' own cost (their reads and the decision) apart from a range service slower than the hash.
  ctx.metrics.riskSeconds.observe({ method: 'password', part: 'rules' }, gathered.patternSeconds + (signalsWait + performance.now() - decisionStarted) / 1000);
  if (gathered.breach) ctx.metrics.riskSeconds.observe({ method: 'password', part: 'range_wait' }, rangeWait / 1000);
  return { decision };
}


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
  return toChallenge(attemptId, attempt, account.email, (await secondStepOptions(ctx.db, account.id)).recoveryCodes);
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
    if (row) await enqueueMail(trx, account.email, codeMail(account, row, code.code, row.code_expires_at, ctx.publicUrl), now);
    return row;
  });
  if (!updated) {
    // Another request changed the attempt in the meantime: answer from its current state.
    const current = await findLoginAttempt(ctx.db, attempt.id);
    throw closedAttemptError(current, now, 'resend') ?? (current && resendError(current, now)) ?? new AppError('LOGIN_ATTEMPT_INVALID', 404);
  }
  ctx.mailQueued();
  return toChallenge(attemptId, updated, account.email, (await secondStepOptions(ctx.db, account.id)).recoveryCodes);
}

function resendError(attempt: LoginAttemptRow, now: Date): AppError | null {
  if (attempt.resends >= maxResends) return new AppError('RESEND_LIMIT_REACHED', 429);
  const availableAt = addMs(new Date(attempt.last_sent_at), resendCooldownMs);
  if (availableAt > now) return new AppError('RESEND_TOO_SOON', 429, { retryAfterSeconds: secondsUntil(availableAt, now) });
  return null;
}
