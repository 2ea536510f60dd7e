// The signed-in account's authenticator app (issue 23): enrolment (a new secret that does not count
// until one of its codes confirms it), removal, and the check of a code (sign-in; the step-up calls
// verifyAuthenticatorCode and hasConfirmedAuthenticator). Starting an enrolment and removing need the
// current password, as adding a passkey does: a session alone must not plant a way in. Both changes
// leave an event in the account's activity and mail the owner, in the change's transaction.
import type { Kysely } from 'kysely';
import type { ServiceContext } from '../context.js';
import type { Database } from '../db/schema.js';
import { lockAccountRow, runTransaction } from '../db/locks.js';
import type { components } from '../generated/account-api.js';
import { AppError, appError } from '../http/errors.js';
import { addMs } from '../lib/clock.js';
import { secureRandomBytes } from '../lib/crypto.js';
import type { ClientInfo } from '../lib/device.js';
import { recordEvent } from '../activity/account-event.repository.js';
import { enqueueMail } from '../mail/outbox.repository.js';
import { authenticatorChangedMail } from '../mail/second-factor-mails.js';
import { reauthenticate } from '../password/current-password.js';
import { requireFreshProof } from '../step-up/step-up.guard.js';
import { recordProof } from '../step-up/step-up-methods.js';
import { recordActivity, requireUnrestrictedSession } from '../sessions/session.service.js';
import { normalizeCode } from '../../shared/code.js';
import {
  confirmAuthenticator,
  deleteAuthenticator,
  findAuthenticatorApp,
  putPendingAuthenticator,
  resealAuthenticator,
  spendTimeStep,
  type AuthenticatorAppRow,
} from './authenticator.repository.js';
import { open, seal } from './secret-box.js';
import { base32Encode, matchingStep, otpauthUri, totpSecretBytes } from './totp.js';
import { recoveryCodeSummary } from './authenticator.repository.js';

type Schemas = components['schemas'];

/** How long a started enrolment waits for its first code. */
export const enrolmentLifetimeMs = 10 * 60_000;
const issuer = 'アカウントポータル';

async function secretOf(ctx: ServiceContext, db: Kysely<Database>, row: AuthenticatorAppRow): Promise<Buffer> {
  const ring = await ctx.authenticatorKeys();
  const secret = await open(db, ring, { keyId: row.key_id, ciphertext: row.secret_ciphertext }, row.account_id);
  // Sealed with a previous key (or the database's own): sealed again with the current one on use.
  if (row.key_id !== ring.current.id) await resealAuthenticator(db, row, seal(ring, secret, row.account_id));
  return secret;
}

/** Whether the account signs in with an authenticator app (a confirmed one). */
export async function hasConfirmedAuthenticator(db: Kysely<Database>, accountId: string): Promise<boolean> {
  const row = await db.selectFrom('authenticator_apps').select('confirmed_at').where('account_id', '=', accountId).executeTakeFirst();
  return row !== undefined && row.confirmed_at !== null;
}

/**
 * Checks a code of the account's confirmed app and spends its time step, in the caller's transaction:
 * true for exactly one caller per code, however many race. Full-width digits and spaces are accepted
 * (NFKC). Counting a wrong code (throttling) is the caller's: sign-in counts it on the login attempt.
 */
export async function verifyAuthenticatorCode(ctx: ServiceContext, trx: Kysely<Database>, accountId: string, code: string, now: Date): Promise<boolean> {
  const normalized = normalizeCode(code);
  if (normalized === null) return false;
  const row = await findAuthenticatorApp(trx, accountId);
  if (!row || row.confirmed_at === null) return false;
  const step = matchingStep(await secretOf(ctx, trx, row), normalized, now);
  return step !== null && (await spendTimeStep(trx, accountId, step));
}

export interface PasswordConfirmedInput {
  sessionToken: string | undefined;
  /** Not asked of a passkey-first account (its passkey step-up is the re-authentication). */
  currentPassword?: string | undefined;
  client: ClientInfo;
}

export async function startAuthenticatorEnrolment(ctx: ServiceContext, input: PasswordConfirmedInput): Promise<Schemas['AuthenticatorEnrolment']> {
  const now = ctx.clock.now();
  const { session, account } = await requireUnrestrictedSession(ctx, input.sessionToken, now);
  await reauthenticate(ctx, session, account, input.currentPassword, now, input.client);
  // Step-up: a fresh proof of the account's strongest method (step-up/), besides the password.
  await requireFreshProof(ctx, session, account, now);
  const secret = secureRandomBytes(totpSecretBytes);
  const sealed = seal(await ctx.authenticatorKeys(), secret, account.id);
  const row: AuthenticatorAppRow = { account_id: account.id, secret_ciphertext: sealed.ciphertext, key_id: sealed.keyId, confirmed_at: null, last_used_step: null, created_at: now.toISOString() };
  const put = await runTransaction(ctx.db, (trx) => putPendingAuthenticator(trx, row));
  if (!put) throw appError('AUTHENTICATOR_ALREADY_ENROLLED');
  await recordActivity(ctx, session, now);
  const base32 = base32Encode(secret);
  // The secret goes to its owner once, here, to be put in the app; it is never logged nor shown again.
  return { secret: base32, otpauthUri: otpauthUri(base32, issuer, account.login_id), expiresAt: addMs(now, enrolmentLifetimeMs).toISOString() };
}

export async function confirmAuthenticatorEnrolment(ctx: ServiceContext, input: { sessionToken: string | undefined; code: string; client: ClientInfo }): Promise<Schemas['SecondFactors']> {
  const now = ctx.clock.now();
  const { session, account } = await requireUnrestrictedSession(ctx, input.sessionToken, now);
  const code = normalizeCode(input.code);
  if (code === null) throw new AppError('VALIDATION_FAILED', 400, { field: 'code' }, 'The code must be 6 digits.');
  const pending = await findAuthenticatorApp(ctx.db, account.id);
  if (!pending || pending.confirmed_at !== null || addMs(new Date(pending.created_at), enrolmentLifetimeMs) <= now) throw appError('AUTHENTICATOR_NOT_PENDING');
  const step = matchingStep(await secretOf(ctx, ctx.db, pending), code, now);
  if (step === null) throw new AppError('INVALID_CODE', 400);
  const confirmed = await runTransaction(ctx.db, async (trx) => {
    await lockAccountRow(trx, account.id);
    if (!(await confirmAuthenticator(trx, account.id, pending.created_at, step, now.toISOString()))) return false;
    await recordEvent(trx, { accountId: account.id, kind: 'authenticator_added', now, client: input.client, sessionId: session.public_id });
    await enqueueMail(trx, account.email, authenticatorChangedMail({ locale: account.locale, name: account.name, publicUrl: ctx.publicUrl, change: 'added', at: now }), now);
    return true;
  });
  if (!confirmed) throw appError('AUTHENTICATOR_NOT_PENDING');
  ctx.mailQueued();
  // The code that confirmed the app is a proof of it: what step-up guards next (the recovery codes,
  // most often) goes on without asking for another one at once.
  await recordProof(ctx.db, session.token_hash, 'AUTHENTICATOR_APP', now);
  await recordActivity(ctx, session, now);
  return secondFactorsOf(ctx.db, account.id);
}

export async function removeAuthenticator(ctx: ServiceContext, input: PasswordConfirmedInput): Promise<Schemas['SecondFactors']> {
  const now = ctx.clock.now();
  const { session, account } = await requireUnrestrictedSession(ctx, input.sessionToken, now);
  await reauthenticate(ctx, session, account, input.currentPassword, now, input.client);
  // Step-up: a fresh proof of the account's strongest method (step-up/), besides the password.
  await requireFreshProof(ctx, session, account, now);
  const removed = await runTransaction(ctx.db, async (trx) => {
    const row = await deleteAuthenticator(trx, account.id);
    if (!row || row.confirmed_at === null) return false;
    await recordEvent(trx, { accountId: account.id, kind: 'authenticator_removed', now, client: input.client, sessionId: session.public_id });
    await enqueueMail(trx, account.email, authenticatorChangedMail({ locale: account.locale, name: account.name, publicUrl: ctx.publicUrl, change: 'removed', at: now }), now);
    return true;
  });
  if (!removed) throw appError('AUTHENTICATOR_NOT_FOUND');
  ctx.mailQueued();
  await recordActivity(ctx, session, now);
  return secondFactorsOf(ctx.db, account.id);
}

/** What /security shows of the account's second factors: never a secret, a code or a hash. */
export async function secondFactorsOf(db: Kysely<Database>, accountId: string): Promise<Schemas['SecondFactors']> {
  const app = await findAuthenticatorApp(db, accountId);
  const codes = await recoveryCodeSummary(db, accountId);
  const account = await db.selectFrom('accounts').select('passwordless_at').where('id', '=', accountId).executeTakeFirst();
  return {
    passwordless: Boolean(account?.passwordless_at),
    authenticatorApp: app?.confirmed_at ? { confirmedAt: app.confirmed_at } : null,
    recoveryCodes: codes.total > 0 && codes.createdAt ? { remaining: codes.remaining, createdAt: codes.createdAt } : null,
  };
}

export async function getSecondFactors(ctx: ServiceContext, token: string | undefined): Promise<Schemas['SecondFactors']> {
  const now = ctx.clock.now();
  const { session, account } = await requireUnrestrictedSession(ctx, token, now);
  await recordActivity(ctx, session, now);
  return secondFactorsOf(ctx.db, account.id);
}
