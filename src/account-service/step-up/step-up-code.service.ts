// The e-mail + password step-up: a 6-digit code mailed to the account's own address, entered with the
// current password. The code rules are the sign-in code's (login-code.ts: 10 minutes, 5 tries, 60 s
// between mails, 3 more mails), per account across its sessions (an hour), so a stolen session
// cannot flood the owner's mailbox; the password check is verifyCurrentPassword's (its progressive
// delay, and failures count towards the account's lock like a failed sign-in).
import { sql, type Kysely } from 'kysely';
import type { ServiceContext } from '../context.js';
import type { Database, StepUpCodeStatus } from '../db/schema.js';
import { lockAccountRow, runTransaction } from '../db/locks.js';
import type { components } from '../generated/account-api.js';
import { AppError } from '../http/errors.js';
import { addMs, secondsUntil } from '../lib/clock.js';
import { constantTimeEqual, randomSixDigitCode, secureRandomBytes, sortableId } from '../lib/crypto.js';
import type { ClientInfo } from '../lib/device.js';
import { maskEmail } from '../../shared/account-fields.js';
import { normalizeCode } from '../../shared/code.js';
import { codeValidityMs, hashCode, maxCodeTries, maxResends, resendCooldownMs } from '../login/login-code.js';
import { stepUpCodeMail } from '../mail/mails.js';
import { enqueueMail } from '../mail/outbox.repository.js';
import { verifyCurrentPassword } from '../password/current-password.js';
import { requireLiveSession } from '../sessions/session.service.js';
import { checkIpLimit } from '../throttle/throttle.service.js';
import { recordProof } from './step-up-methods.js';
import { requireMethodAllowed, stepUpStatusOf, type StepUpStatus } from './step-up.guard.js';

export type StepUpCodeSent = components['schemas']['StepUpCodeSent'];

const sendWindowMs = 60 * 60_000;

export async function sendStepUpCode(ctx: ServiceContext, token: string | undefined, client: ClientInfo): Promise<StepUpCodeSent> {
  const now = ctx.clock.now();
  const nowIso = now.toISOString();
  const { session, account } = await requireLiveSession(ctx, token, now);
  await checkIpLimit(ctx.db, ctx.throttle, 'code', client.ip, now);
  await requireMethodAllowed(ctx, account, 'EMAIL_CODE_AND_PASSWORD');
  const code = randomSixDigitCode();
  const codeSalt = secureRandomBytes(16).toString('hex');
  const expiresAt = addMs(now, codeValidityMs);
  await runTransaction(ctx.db, async (trx) => {
    // One sender at a time per account: the limits below cannot be passed by requests in parallel.
    await lockAccountRow(trx, account.id);
    const sent = await trx
      .selectFrom('step_up_codes')
      .select('created_at')
      .where('account_id', '=', account.id)
      .where('created_at', '>', addMs(now, -sendWindowMs).toISOString())
      .orderBy('created_at', 'desc')
      .execute();
    const last = sent[0];
    if (last) {
      const availableAt = addMs(new Date(last.created_at), resendCooldownMs);
      if (availableAt > now) throw new AppError('RESEND_TOO_SOON', 429, { retryAfterSeconds: secondsUntil(availableAt, now) });
    }
    if (sent.length > maxResends) throw new AppError('RESEND_LIMIT_REACHED', 429, { retryAfterSeconds: secondsUntil(addMs(new Date(sent[sent.length - 1]!.created_at), sendWindowMs), now) });
    // The newest code is the only one that works: an older mail's code stops.
    await trx.updateTable('step_up_codes').set({ status: 'superseded' }).where('session_hash', '=', session.token_hash).where('status', '=', 'pending').execute();
    await trx
      .insertInto('step_up_codes')
      .values({ id: sortableId(), account_id: account.id, session_hash: session.token_hash, code_salt: codeSalt, code_hash: hashCode(codeSalt, code), status: 'pending', failed_tries: 0, created_at: nowIso, expires_at: expiresAt.toISOString() })
      .execute();
    await enqueueMail(trx, account.email, stepUpCodeMail({ locale: account.locale, name: account.name, code, expiresAt, publicUrl: ctx.publicUrl, device: { browser: session.browser, os: session.os }, ip: session.client_ip }), now);
  });
  ctx.mailQueued();
  return { maskedEmail: maskEmail(account.email), expiresAt: expiresAt.toISOString(), resendAvailableAt: addMs(now, resendCooldownMs).toISOString() };
}

export interface VerifyStepUpCodeInput {
  sessionToken: string | undefined;
  code: string;
  password: string;
  client: ClientInfo;
}

/** The session's newest code, whatever its state: it says why a code no longer works. */
function latestCode(db: Kysely<Database>, sessionHash: string) {
  return db.selectFrom('step_up_codes').selectAll().where('session_hash', '=', sessionHash).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
}

type CodeRow = NonNullable<Awaited<ReturnType<typeof latestCode>>>;

function closedCodeError(row: CodeRow | undefined, now: Date): AppError | null {
  // Used, replaced, or never sent: a new code is needed.
  if (!row || row.status === 'used' || row.status === 'superseded') return new AppError('CODE_EXPIRED', 410, {}, 'No code is waiting for this session; send a new one.');
  if (row.status === 'void' || row.failed_tries >= maxCodeTries) return new AppError('TOO_MANY_ATTEMPTS', 410, {}, 'Too many wrong codes; send a new one.');
  if (row.expires_at <= now.toISOString()) return new AppError('CODE_EXPIRED', 410, {}, 'The code has expired; send a new one.');
  return null;
}

export async function verifyStepUpCode(ctx: ServiceContext, input: VerifyStepUpCodeInput): Promise<StepUpStatus> {
  const now = ctx.clock.now();
  const nowIso = now.toISOString();
  const { session, account } = await requireLiveSession(ctx, input.sessionToken, now);
  await checkIpLimit(ctx.db, ctx.throttle, 'code', input.client.ip, now);
  await requireMethodAllowed(ctx, account, 'EMAIL_CODE_AND_PASSWORD');
  // Not 6 digits at all is a typing slip, not a guess: no try used.
  const code = normalizeCode(input.code);
  if (code === null) throw new AppError('VALIDATION_FAILED', 400, { field: 'code' }, 'The code must be 6 digits.');
  const row = await latestCode(ctx.db, session.token_hash);
  const closed = closedCodeError(row, now);
  if (closed || !row) throw closed ?? new AppError('CODE_EXPIRED', 410);
  // The password first, in its own throttling: a wrong one uses no code try.
  await verifyCurrentPassword(ctx, account, input.password, now, input.client);
  const codeHash = hashCode(row.code_salt, code);
  if (!constantTimeEqual(codeHash, row.code_hash)) {
    // Counted in one statement: no request, however concurrent, gets past maxCodeTries.
    const counted = await ctx.db
      .updateTable('step_up_codes')
      .set({ failed_tries: sql<number>`failed_tries + 1`, status: sql<StepUpCodeStatus>`case when failed_tries + 1 >= ${maxCodeTries} then 'void' else status end` })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .where('failed_tries', '<', maxCodeTries)
      .returning('failed_tries')
      .executeTakeFirst();
    if (!counted) throw closedCodeError(await latestCode(ctx.db, session.token_hash), now) ?? new AppError('CODE_EXPIRED', 410);
    const tries = Number(counted.failed_tries);
    if (tries >= maxCodeTries) throw new AppError('TOO_MANY_ATTEMPTS', 410, {}, 'Too many wrong codes; send a new one.');
    throw new AppError('INVALID_CODE', 400, { attemptsRemaining: maxCodeTries - tries });
  }
  // Used up in one conditional statement: a code works once, even for two requests at the same time.
  const used = await ctx.db
    .updateTable('step_up_codes')
    .set({ status: 'used' })
    .where('id', '=', row.id)
    .where('status', '=', 'pending')
    .where('code_hash', '=', codeHash)
    .where('failed_tries', '<', maxCodeTries)
    .where('expires_at', '>', nowIso)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw closedCodeError(await latestCode(ctx.db, session.token_hash), now) ?? new AppError('CODE_EXPIRED', 410);
  await recordProof(ctx.db, session.token_hash, 'EMAIL_CODE_AND_PASSWORD', now);
  return stepUpStatusOf(ctx, { ...session, step_up_method: 'EMAIL_CODE_AND_PASSWORD', step_up_at: nowIso }, account, now);
}
