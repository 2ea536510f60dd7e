// The admin console's REST side. Every route checks the acting session itself: signed in, not waiting
// for a password change, and role admin (403 FORBIDDEN otherwise), whatever the gateway checked.
import type { ServiceContext } from '../context.js';
import type { Role } from '../db/schema.js';
import type { components } from '../generated/account-api.js';
import { AppError, appError, type ErrorCode } from '../http/errors.js';
import { requireFreshProof } from '../step-up/step-up.guard.js';
import { isInvitationPending, toApiAccount } from '../accounts/account.model.js';
import { findAccountByCode, type AccountRow } from '../accounts/account.repository.js';
import { AdminError, type CreateAccountInput } from '../accounts/account-admin.service.js';
import { inviteAccount } from '../accounts/invitation.service.js';
import { eventPage, liveSessions, type AccountEvent } from '../activity/security.service.js';
import { recordActivity, requireSession } from '../sessions/session.service.js';
import type { SessionRow } from '../sessions/session.repository.js';
import { listAccountPage, type AccountListQuery } from './account-list.js';
import { takeAdminAction } from './admin-actions.service.js';
import { accountLevelOf } from '../accounts/account-level.js';
import { countPasskeys } from '../passkeys/passkey.repository.js';
import { hasConfirmedAuthenticator } from '../authenticator/authenticator.service.js';
import { recoveryCodeSummary } from '../authenticator/authenticator.repository.js';
import { listAuditRows, toAuditEntry, type AdminActor, type AuditEntry } from './audit.repository.js';

type Schemas = components['schemas'];
export type AdminAccount = Schemas['AdminAccount'];
export type AdminAccountDetail = Schemas['AdminAccountDetail'];

interface Admin {
  session: SessionRow;
  account: AccountRow;
}

/** The acting administrator, or 401/403. */
export async function requireAdmin(ctx: ServiceContext, token: string | undefined, now: Date): Promise<Admin> {
  const { session, account } = await requireSession(ctx, token, now, { roles: ['admin'], allowMustChangePassword: false });
  return { session: await recordActivity(ctx, session, now), account };
}

export function toAdminAccount(row: AccountRow, now: Date): AdminAccount {
  const account = toApiAccount(row, now);
  return {
    ...account,
    // Invited accounts have no password yet (the CLI's create sets one); passkey-first ones removed theirs.
    invitationPending: isInvitationPending(row),
    lockedUntil: account.status === 'locked' ? row.locked_until : null,
    level: accountLevelOf(row),
  };
}

/** What the account signs in with, as counts and flags: never a secret, a code, a hash or a key. */
async function methodsOf(ctx: ServiceContext, row: AccountRow): Promise<Schemas['AccountMethods']> {
  const [passkeys, authenticatorApp, codes] = await Promise.all([countPasskeys(ctx.db, row.id), hasConfirmedAuthenticator(ctx.db, row.id), recoveryCodeSummary(ctx.db, row.id)]);
  return { password: row.password_hash !== null, passkeys, authenticatorApp, recoveryCodesRemaining: codes.total > 0 ? codes.remaining : null };
}

async function detailOf(ctx: ServiceContext, row: AccountRow, admin: Admin, now: Date): Promise<AdminAccountDetail> {
  return {
    account: toAdminAccount(row, now),
    failedLoginCount: row.failed_login_count,
    self: row.id === admin.account.id,
    sessions: await liveSessions(ctx, row.id, null, now),
    methods: await methodsOf(ctx, row),
  };
}

async function requireAccount(ctx: ServiceContext, accountCode: string): Promise<AccountRow> {
  const row = await findAccountByCode(ctx.db, accountCode.toUpperCase());
  if (!row) throw appError('ACCOUNT_NOT_FOUND');
  return row;
}

export async function searchAccounts(ctx: ServiceContext, token: string | undefined, query: AccountListQuery): Promise<Schemas['AdminAccountPage']> {
  const now = ctx.clock.now();
  await requireAdmin(ctx, token, now);
  const page = await listAccountPage(ctx.db, query, now);
  return { accounts: page.rows.map((row) => toAdminAccount(row, now)), nextCursor: page.nextCursor, complete: page.complete };
}

export async function getAccount(ctx: ServiceContext, token: string | undefined, accountCode: string): Promise<AdminAccountDetail> {
  const now = ctx.clock.now();
  const admin = await requireAdmin(ctx, token, now);
  return detailOf(ctx, await requireAccount(ctx, accountCode), admin, now);
}

export async function listAccountEvents(ctx: ServiceContext, token: string | undefined, accountCode: string, limit: number, after: string | undefined): Promise<{ events: AccountEvent[]; nextCursor: string | null }> {
  await requireAdmin(ctx, token, ctx.clock.now());
  return eventPage(ctx, (await requireAccount(ctx, accountCode)).id, limit, after);
}

export async function actOnAccount(ctx: ServiceContext, token: string | undefined, ip: string | null, accountCode: string, request: Schemas['AdminActionRequest']): Promise<AdminAccountDetail> {
  const now = ctx.clock.now();
  const admin = await requireAdmin(ctx, token, now);
  await requireFreshProof(ctx, admin.session, admin.account, now);
  if (request.action === 'set_role' && !request.role) throw new AppError('VALIDATION_FAILED', 400, { field: 'role' }, 'set_role needs a role.');
  const target = await requireAccount(ctx, accountCode);
  const actor: AdminActor = { kind: 'administrator', account: admin.account, ip };
  const after = await takeAdminAction(ctx, actor, target.id, request.action, request.role as Role | undefined);
  return detailOf(ctx, after, admin, ctx.clock.now());
}

/** The field each of the operator's validation codes is about. */
const inviteFields: Partial<Record<ErrorCode, string>> = {
  LOGIN_ID_INVALID: 'loginId',
  LOGIN_ID_UNAVAILABLE: 'loginId',
  EMAIL_INVALID: 'email',
  EMAIL_UNAVAILABLE: 'email',
  NAME_INVALID: 'name',
  NAME_KANA_INVALID: 'nameKana',
};

export async function invite(ctx: ServiceContext, token: string | undefined, ip: string | null, request: Schemas['InviteAccountRequest']): Promise<AdminAccountDetail> {
  const now = ctx.clock.now();
  const admin = await requireAdmin(ctx, token, now);
  await requireFreshProof(ctx, admin.session, admin.account, now);
  const input: Omit<CreateAccountInput, 'password'> = { ...request };
  try {
    const { account } = await inviteAccount(ctx.db, input, ctx.publicUrl, ctx.clock, { kind: 'administrator', account: admin.account, ip });
    ctx.mailQueued();
    return detailOf(ctx, (await findAccountByCode(ctx.db, account.accountCode))!, admin, ctx.clock.now());
  } catch (error) {
    // The rules are the CLI's (account-admin.service.ts); their codes are the contract's.
    if (error instanceof AdminError && inviteFields[error.code as ErrorCode]) {
      const code = error.code as keyof typeof inviteFields & Parameters<typeof appError>[0];
      throw appError(code, { field: inviteFields[code] });
    }
    throw error;
  }
}

export async function listAudit(ctx: ServiceContext, token: string | undefined, options: { accountCode?: string; limit: number; after?: string }): Promise<{ entries: AuditEntry[]; nextCursor: string | null }> {
  await requireAdmin(ctx, token, ctx.clock.now());
  const rows = await listAuditRows(ctx.db, { ...options, accountCode: options.accountCode?.toUpperCase() });
  const page = rows.slice(0, options.limit);
  return { entries: page.map(toAuditEntry), nextCursor: rows.length > options.limit ? page.at(-1)!.id : null };
}
