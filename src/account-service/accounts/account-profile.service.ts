// The signed-in user's own details (name, フリガナ, phone, language) and the administrators' account
// list. Both need a session whose account is not waiting for a password change.
import type { Updateable } from 'kysely';
import type { ServiceContext } from '../context.js';
import type { AccountTable } from '../db/schema.js';
import type { components } from '../generated/account-api.js';
import { AppError, appError } from '../http/errors.js';
import { normalizeName, normalizeNameKana, normalizePhone } from '../lib/account-fields.js';
import { currentSessionOf, recordActivity, requireUnrestrictedSession, type CurrentSession } from '../sessions/session.service.js';
import { toApiAccount, type ApiAccount } from './account.model.js';
import { findAccountById, listNewestAccounts, updateAccount } from './account.repository.js';

export type UpdateAccountRequest = components['schemas']['UpdateAccountRequest'];

/** The most accounts one answer of the admin list holds. */
export const adminListLimit = 200;

/** The columns to change, each normalised by its rule; the first field that breaks its rule is refused. */
function changesOf(request: UpdateAccountRequest): Updateable<AccountTable> {
  const changes: Updateable<AccountTable> = {};
  if (request.name !== undefined) {
    const name = normalizeName(request.name);
    if (name === null) throw appError('NAME_INVALID', { field: 'name' });
    changes.name = name;
  }
  if (request.nameKana !== undefined) {
    const kana = normalizeNameKana(request.nameKana);
    if (kana === null) throw appError('NAME_KANA_INVALID', { field: 'nameKana' });
    changes.name_kana = kana;
  }
  if (request.phone !== undefined) {
    const phone = normalizePhone(request.phone);
    if (phone === null) throw appError('PHONE_INVALID', { field: 'phone' });
    // undefined from the rule means "no number": the column is cleared.
    changes.phone = phone ?? null;
  }
  // Mails from now on (codes, notices) are written in this language.
  if (request.locale !== undefined) changes.locale = request.locale;
  return changes;
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
