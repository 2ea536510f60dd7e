import type { components } from '../generated/account-api.js';
import type { AccountStatus } from '../db/schema.js';
import type { AccountRow } from './account.repository.js';
import { profileFields, type ProfileFieldName } from '../../shared/profile-fields.js';

export type ApiAccount = components['schemas']['Account'];

/** A lock whose time has passed no longer counts: the account is active again. */
export function effectiveStatus(row: Pick<AccountRow, 'status' | 'locked_until'>, now: Date): AccountStatus {
  if (row.status === 'locked' && row.locked_until !== null && row.locked_until <= now.toISOString()) return 'active';
  return row.status;
}

/** Disabled, or locked by an operator with no end: such an account's sessions end too. */
export function isBlockedByOperator(row: Pick<AccountRow, 'status' | 'locked_until'>): boolean {
  return row.status === 'disabled' || (row.status === 'locked' && row.locked_until === null);
}

/** A passkey-first account: it removed its password (「パスワードを使わない」) and signs in with a passkey. */
export function isPasswordless(row: Pick<AccountRow, 'passwordless_at'>): boolean {
  return row.passwordless_at !== null;
}

/** An invited account that has not set its first password (a passkey-first account has none either, but is no invitation). */
export function isInvitationPending(row: Pick<AccountRow, 'password_hash' | 'passwordless_at'>): boolean {
  return row.password_hash === null && row.passwordless_at === null;
}

/** The profile fields (src/shared/profile-fields.ts) of a row, by their API names. */
function profileOf(row: AccountRow): Pick<ApiAccount, ProfileFieldName> {
  const columns = row as unknown as Record<string, string | null>;
  return Object.fromEntries(profileFields.map((field) => [field.name, columns[field.column] ?? null])) as Pick<ApiAccount, ProfileFieldName>;
}

export function toApiAccount(row: AccountRow, now: Date): ApiAccount {
  return {
    accountCode: row.account_code,
    loginId: row.login_id,
    email: row.email,
    ...profileOf(row),
    locale: row.locale,
    role: row.role,
    status: effectiveStatus(row, now),
    mustChangePassword: Boolean(row.must_change_password),
    mustChangePasswordReason: row.must_change_password ? row.must_change_reason : null,
    lastLoginAt: row.last_login_at,
    previousLoginAt: row.previous_login_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    closingRequestedAt: row.closing_requested_at,
    closingDeletesAt: row.closing_deletes_at,
  };
}
