// The signed-in user's own details (the profile fields and the language) and the administrators' account
// list. Both need a session whose account is not waiting for a password change.
import type { Updateable } from 'kysely';
import type { ServiceContext } from '../context.js';
import type { AccountTable } from '../db/schema.js';
import type { components } from '../generated/account-api.js';
import { AppError } from '../http/errors.js';
import { judgeProfileField, profileFields } from '../../shared/profile-fields.js';
import { currentSessionOf, recordActivity, requireUnrestrictedSession, type CurrentSession } from '../sessions/session.service.js';
import { toApiAccount, type ApiAccount } from './account.model.js';
import { findAccountById, listNewestAccounts, updateAccount } from './account.repository.js';

export type UpdateAccountRequest = components['schemas']['UpdateAccountRequest'];

/** The most accounts one answer of the admin list holds. */
export const adminListLimit = 200;

/** The columns to change, each normalised by its rule (src/shared/profile-fields.ts); the first field that breaks its rule is refused. */
function changesOf(request: UpdateAccountRequest): Updateable<AccountTable> {
  const sent = request as Record<string, string | null | undefined>;
  const changes: Record<string, string | null> = {};
  for (const field of profileFields) {
    if (sent[field.name] === undefined) continue;
    const verdict = judgeProfileField(field, sent[field.name] ?? null);
    if (!verdict.ok) throw new AppError(field.errorCode, 400, { field: field.name });
    changes[field.column] = verdict.value;
  }
  // Mails from now on (codes, notices) are written in this language.
  if (request.locale !== undefined) changes.locale = request.locale;
  return changes as Updateable<AccountTable>;
}

export async function updateOwnAccount(ctx: ServiceContext, sessionToken: string | undefined, request: UpdateAccountRequest): Promise<CurrentSession> {
  const now = ctx.clock.now();
  const { session, account } = await requireUnrestrictedSession(ctx, sessionToken, now);
  const changes = changesOf(request);
  await updateAccount(ctx.db, account.id, { ...changes, updated_at: now.toISOString() });
  // Read back: the answer shows the row as stored, with any change made meanwhile by another request.
  const fresh = await findAccountById(ctx.db, account.id);
  if (!fresh) throw new AppError('UNAUTHENTICATED', 401);
  return currentSessionOf(ctx, session, fresh, now);
}

/** The newest accounts first, for administrators only (the gateway checks the role too; this is the guard). */
export async function listAccountsForAdmin(ctx: ServiceContext, sessionToken: string | undefined): Promise<ApiAccount[]> {
  const now = ctx.clock.now();
  const { session, account } = await requireUnrestrictedSession(ctx, sessionToken, now);
  if (account.role !== 'admin') throw new AppError('FORBIDDEN', 403, {}, 'Only administrators may list accounts.');
  await recordActivity(ctx, session, now);
  return (await listNewestAccounts(ctx.db, adminListLimit)).map((row) => toApiAccount(row, now));
}
