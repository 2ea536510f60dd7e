// The signed-in user's own details (the profile fields and the language); a session whose account is
// not waiting for a password change.
import type { Updateable } from 'kysely';
import type { ServiceContext } from '../context.js';
import type { AccountTable } from '../db/schema.js';
import type { components } from '../generated/account-api.js';
import { AppError } from '../http/errors.js';
import { judgeProfileField, profileFields } from '../../shared/profile-fields.js';
import { appOfCaller, currentCallerOf, requireCaller, sessionIdOfCaller, type CurrentSession } from '../sessions/session.service.js';
import { appScopeOf } from '../http/app-scopes.js';
import { findAccountById, updateAccount, type AccountRow } from './account.repository.js';
import { recordEvent } from '../activity/account-event.repository.js';
import { lockAccountRow, runTransaction } from '../db/locks.js';
import type { ClientInfo } from '../lib/device.js';

export type UpdateAccountRequest = components['schemas']['UpdateAccountRequest'];

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

/** The API names of the fields whose stored value a change really changes (the activity names them). */
function changedFields(before: AccountRow, changes: Updateable<AccountTable>): string[] {
  const stored = before as unknown as Record<string, unknown>;
  const next = changes as Record<string, unknown>;
  const named = [...profileFields.map((field) => ({ name: field.name, column: field.column })), { name: 'locale', column: 'locale' }];
  return named.filter(({ column }) => column in next && next[column] !== stored[column]).map(({ name }) => name);
}

export async function updateOwnAccount(ctx: ServiceContext, sessionToken: string | undefined, request: UpdateAccountRequest, client: ClientInfo | null): Promise<CurrentSession> {
  const now = ctx.clock.now();
  // A portal session, or an app with account:write (its name goes into the activity's event).
  const caller = await requireCaller(ctx, sessionToken, now, { roles: null, allowMustChangePassword: false }, appScopeOf('updateAccount'));
  const { account } = caller;
  const changes = changesOf(request);
  await runTransaction(ctx.db, async (trx) => {
    await lockAccountRow(trx, account.id);
    const before = await findAccountById(trx, account.id);
    if (!before) throw new AppError('UNAUTHENTICATED', 401);
    const fields = changedFields(before, changes);
    await updateAccount(trx, account.id, { ...changes, updated_at: now.toISOString() });
    if (fields.length > 0) await recordEvent(trx, { accountId: account.id, kind: 'details_changed', now, client, sessionId: sessionIdOfCaller(caller), details: { fields, ...appOfCaller(caller) } });
  });
  // Read back: the answer shows the row as stored, with any change made meanwhile by another request.
  const fresh = await findAccountById(ctx.db, account.id);
  if (!fresh) throw new AppError('UNAUTHENTICATED', 401);
  return currentCallerOf(ctx, { ...caller, account: fresh }, now);
}
