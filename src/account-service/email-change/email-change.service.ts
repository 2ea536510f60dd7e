// The signed-in e-mail change: the current password, then a 6-digit code mailed to the NEW address.
// The address changes only when that code comes back for exactly that address; the old address is
// told afterwards. Codes are stored as salted HMACs and their tries are counted in single statements.
import type { Kysely } from 'kysely';
import type { ServiceContext } from '../context.js';
import type { Database } from '../db/schema.js';
import { isUniqueViolation } from '../db/errors.js';
import { lockAccountRow, transactionWithRetry, runTransaction } from '../db/locks.js';
import type { components } from '../generated/account-api.js';
import { AppError, appError } from '../http/errors.js';
import { displayEmailAddress, normalizeEmailAddress } from '../../shared/account-fields.js';
import { addMs } from '../lib/clock.js';
import { constantTimeEqual, randomSixDigitCode, secureRandomBytes, sortableId } from '../lib/crypto.js';
import { maskEmail } from '../../shared/account-fields.js';
import { normalizeCode } from '../../shared/code.js';
import { normalizeIdentifier } from '../../shared/text.js';
import { findAccountByEmail, findAccountById, updateAccount } from '../accounts/account.repository.js';
import { hashCode } from '../login/login-code.js';
import { emailChangeCodeMail, emailChangedNoticeMail } from '../mail/mails.js';
import { enqueueMail } from '../mail/outbox.repository.js';
import { requireFreshProof } from '../step-up/step-up.guard.js';
import { reauthenticate } from '../password/current-password.js';
import { currentSessionOf, recordActivity, requireUnrestrictedSession, type CurrentSession } from '../sessions/session.service.js';
import { checkEmailChangeLimit, checkIpLimit } from '../throttle/throttle.service.js';
import { recordEvent } from '../activity/account-event.repository.js';
import { voidNotMeLinks } from '../activity/not-me-links.js';
import type { ClientInfo } from '../lib/device.js';
import {
  findEmailChange,
  findLatestEmailChange,
  markEmailChangeUsed,
  recordWrongEmailCode,
  supersedeAndInsertEmailChange,
  type EmailChangeRow,
} from './email-change.repository.js';

export type PendingEmailChange = components['schemas']['PendingEmailChange'];

export const emailChangeValidityMs = 30 * 60_000;
export const maxEmailCodeTries = 5;

/**
 * One answer for "this is your address already" and "another account has it": the same status, code,
 * message and field, so the endpoint cannot be used to find out which addresses have accounts.
 */
const emailUnavailable = () => appError('EMAIL_UNAVAILABLE', { field: 'newEmail' });

export interface RequestEmailChangeInput {
  sessionToken: string | undefined;
  newEmail: string;
  /** Not asked of a passkey-first account (its passkey step-up is the re-authentication). */
  currentPassword?: string | undefined;
  client: ClientInfo;
}

export async function requestEmailChange(ctx: ServiceContext, input: RequestEmailChangeInput): Promise<PendingEmailChange> {
  const now = ctx.clock.now();
  const { session, account } = await requireUnrestrictedSession(ctx, input.sessionToken, now);
  await checkIpLimit(ctx.db, ctx.throttle, 'login', input.client.ip, now);
  // A malformed address is a typing slip: refused before the password check, so it costs no try.
  const normalized = normalizeEmailAddress(input.newEmail);
  if (normalized === null) throw appError('EMAIL_INVALID', { field: 'newEmail' });
  await requireFreshProof(ctx, session, account, now);
  await reauthenticate(ctx, session, account, input.currentPassword, now, input.client);
  // Every request past the password counts towards the hourly limit, taken address or not: otherwise
  // a taken address would keep answering EMAIL_UNAVAILABLE after the limit while a free one answers
  // 429, and the difference would reveal which addresses have accounts.
  await checkEmailChangeLimit(ctx.db, ctx.throttle, account.id, now);
  // Only after the password: whether an address is taken is worth knowing, so it costs a throttled
  // password check to ask. The account's own address is found here as well (see emailUnavailable).
  if (await findAccountByEmail(ctx.db, normalized)) throw emailUnavailable();

  const code = randomSixDigitCode();
  const codeSalt = secureRandomBytes(16).toString('hex');
  const change: EmailChangeRow = {
    id: sortableId(),
    account_id: account.id,
    new_email: displayEmailAddress(input.newEmail),
    new_email_normalized: normalized,
    code_salt: codeSalt,
    code_hash: hashCode(codeSalt, code),
    expires_at: addMs(now, emailChangeValidityMs).toISOString(),
    failed_tries: 0,
    status: 'pending',
    created_at: now.toISOString(),
    previous_email: null,
    applied_at: null,
    applied_session_id: null,
  };
  const mail = emailChangeCodeMail({ locale: account.locale, code, expiresAt: new Date(change.expires_at), publicUrl: ctx.publicUrl });
  // Two requests of one account racing: the unique index keeps one pending change, and the loser
  // runs again, superseding the winner (the later request wins, as it would one after the other).
  for (let round = 1; ; round++) {
    try {
      await runTransaction(ctx.db, async (trx) => {
        await supersedeAndInsertEmailChange(trx, change);
        await enqueueMail(trx, change.new_email, mail, now);
      });
      break;
    } catch (error) {
      if (!isUniqueViolation(error) || round >= 3) throw error;
    }
  }
  ctx.mailQueued();
  // Like every other signed-in action, this counts as activity for the idle timeout.
  await recordActivity(ctx, session, now);
  return { newEmail: normalized, expiresAt: change.expires_at };
}

/** Why a change can no longer be confirmed, as the contract's error; null while it is open. */
function closedChangeError(change: EmailChangeRow | undefined, now: Date): AppError | null {
  // Used, replaced by a newer request, or never asked for: nothing is waiting for this address.
  if (!change || change.status === 'used' || change.status === 'superseded') return appError('EMAIL_CHANGE_NOT_PENDING', { field: 'newEmail' });
  if (change.status === 'void' || change.failed_tries >= maxEmailCodeTries) {
    return new AppError('TOO_MANY_ATTEMPTS', 410, {}, 'Too many wrong codes; request the e-mail change again.');
  }
  if (change.expires_at <= now.toISOString()) return new AppError('CODE_EXPIRED', 410, {}, 'The code has expired; request the e-mail change again.');
  return null;
}

async function currentStateError(db: Kysely<Database>, id: string, now: Date): Promise<AppError> {
  const current = await findEmailChange(db, id);
  return closedChangeError(current, now) ?? new AppError('INVALID_CODE', 400, { attemptsRemaining: Math.max(0, maxEmailCodeTries - (current?.failed_tries ?? 0)) });
}

export interface ConfirmEmailChangeInput {
  sessionToken: string | undefined;
  newEmail: string;
  code: string;
  client: ClientInfo;
}

export async function confirmEmailChange(ctx: ServiceContext, input: ConfirmEmailChangeInput): Promise<CurrentSession> {
  const now = ctx.clock.now();
  const nowIso = now.toISOString();
  const { session, account } = await requireUnrestrictedSession(ctx, input.sessionToken, now);
  await checkIpLimit(ctx.db, ctx.throttle, 'code', input.client.ip, now);
  // Something that is not a 6-digit code at all is a typing slip, not a guess: it does not use up a try.
  const code = normalizeCode(input.code);
  if (code === null) throw new AppError('VALIDATION_FAILED', 400, { field: 'code' }, 'The code must be 6 digits.');

  // The code is looked up by the address it was sent to, so a code can only ever confirm that address.
  const change = await findLatestEmailChange(ctx.db, account.id, normalizeIdentifier(input.newEmail));
  const closed = closedChangeError(change, now);
  if (closed || !change) throw closed ?? appError('EMAIL_CHANGE_NOT_PENDING');

  const codeHash = hashCode(change.code_salt, code);
  if (!constantTimeEqual(codeHash, change.code_hash)) {
    const tries = await recordWrongEmailCode(ctx.db, change.id, nowIso, maxEmailCodeTries);
    if (tries === undefined) throw await currentStateError(ctx.db, change.id, now);
    if (tries >= maxEmailCodeTries) throw new AppError('TOO_MANY_ATTEMPTS', 410, {}, 'Too many wrong codes; the e-mail change is void.');
    throw new AppError('INVALID_CODE', 400, { attemptsRemaining: maxEmailCodeTries - tries });
  }

  let applied: boolean;
  try {
    // The account row first: the one lock order of db/locks.ts (a reset locks the account, then tokens).
    applied = await transactionWithRetry(ctx.db, async (trx) => {
      await lockAccountRow(trx, account.id);
      if (!(await markEmailChangeUsed(trx, change.id, codeHash, nowIso, maxEmailCodeTries))) return false;
      // Checked again here (another account may have taken the address since the request); the unique
      // index on email_normalized settles a race with a change committing right now (caught below).
      if (await findAccountByEmail(trx, change.new_email_normalized)) throw emailUnavailable();
      const old = await findAccountById(trx, account.id);
      if (!old) throw new AppError('UNAUTHENTICATED', 401);
      await updateAccount(trx, account.id, { email: change.new_email, email_normalized: change.new_email_normalized, updated_at: nowIso });
      // Kept for "this was not me": when the sign-in reported is the one whose session made this change,
      // the address it replaced goes back to the owner (and only then: not-me.service.ts).
      await trx.updateTable('email_changes').set({ previous_email: old.email, applied_at: nowIso, applied_session_id: session.public_id }).where('id', '=', change.id).execute();
      await closeWhatTheOldAddressOpens(trx, account.id, nowIso);
      const notice = emailChangedNoticeMail({ locale: old.locale, name: old.name, maskedNewEmail: maskEmail(change.new_email), changedAt: now, publicUrl: ctx.publicUrl, supportContact: ctx.supportContact });
      await enqueueMail(trx, old.email, notice, now);
      await recordEvent(trx, { accountId: account.id, kind: 'email_changed', now, client: input.client, sessionId: session.public_id, details: { maskedEmail: maskEmail(change.new_email) } });
      return true;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailUnavailable();
    throw error;
  }
  // Lost a race (used by a parallel request, voided, superseded): answer from the current state.
  if (!applied) throw await currentStateError(ctx.db, change.id, now);
  ctx.mailQueued();
  const fresh = await findAccountById(ctx.db, account.id);
  if (!fresh) throw new AppError('UNAUTHENTICATED', 401);
  return currentSessionOf(ctx, session, fresh, now);
}

/**
 * A user may change the address because the old mailbox is no longer theirs: password-reset links,
 * sign-in codes and "this was not me" links already mailed there stop working, so that mailbox can
 * neither get in nor take the account back to itself.
 */
async function closeWhatTheOldAddressOpens(db: Kysely<Database>, accountId: string, now: string): Promise<void> {
  await db
    .updateTable('password_reset_tokens')
    .set({ superseded_at: now })
    .where('account_id', '=', accountId)
    .where('used_at', 'is', null)
    .where('superseded_at', 'is', null)
    .execute();
  await db.updateTable('login_attempts').set({ status: 'void' }).where('account_id', '=', accountId).where('status', '=', 'pending').execute();
  await voidNotMeLinks(db, accountId, now);
}
