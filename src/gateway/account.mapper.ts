// REST representations → GraphQL types, in one place. REST enums are lower-case words; GraphQL enums
// are upper-case names. An unknown value is a contract breach, so it throws (and is masked).
import type {
  RestAccount, RestCurrentSession, RestLoginChallenge, RestPasswordResetTokenInfo, RestPendingEmailChange,
} from './account-api.client';
import type {
  Account, AccountStatus, Locale, LoginChallenge, MustChangePasswordReason, PasswordResetPurpose, PasswordResetTokenInfo, PendingEmailChange, Role, Viewer,
} from './generated/resolvers';
import { profileFields, type ProfileFieldName } from '../shared/profile-fields';

const roles: Record<RestAccount['role'], Role> = { user: 'USER', admin: 'ADMIN' };
const statuses: Record<RestAccount['status'], AccountStatus> = { active: 'ACTIVE', locked: 'LOCKED', disabled: 'DISABLED' };
const locales: Record<RestAccount['locale'], Locale> = { ja: 'JA', en: 'EN' };
const restLocales: Record<Locale, RestAccount['locale']> = { JA: 'ja', EN: 'en' };
const mustChangeReasons: Record<NonNullable<RestAccount['mustChangePasswordReason']>, MustChangePasswordReason> = {
  administrator: 'ADMINISTRATOR',
  not_me_report: 'NOT_ME_REPORT',
  breached_password: 'BREACHED_PASSWORD',
};
const purposes: Record<RestPasswordResetTokenInfo['purpose'], PasswordResetPurpose> = { reset: 'RESET', invitation: 'INVITATION' };

export function mapEnum<K extends string, V>(table: Record<K, V>, value: string, what: string): V {
  if (!Object.hasOwn(table, value)) throw new Error(`Account service sent an unknown ${what}: ${value}`);
  return table[value as K];
}

export function toRole(role: string): Role {
  return mapEnum(roles, role, 'role');
}

export function toAccountStatus(status: string): AccountStatus {
  return mapEnum(statuses, status, 'status');
}

export function toLocale(locale: string): Locale {
  return mapEnum(locales, locale, 'locale');
}

/** GraphQL enum → REST word, for the few inputs that carry one (the tables above, turned around). */
export function toRestRole(role: Role): RestAccount['role'] {
  return role === 'ADMIN' ? 'admin' : 'user';
}

export function toRestStatus(status: AccountStatus): RestAccount['status'] {
  return status.toLowerCase() as RestAccount['status'];
}

/** The profile fields (src/shared/profile-fields.ts) carry the same names in both contracts. */
const profileFieldNames: readonly ProfileFieldName[] = profileFields.map((field) => field.name);

function profileOf(account: RestAccount): Pick<Account, ProfileFieldName> {
  const fields = account as unknown as Record<string, string | null>;
  const profile: Record<string, string | null> = {};
  for (const name of profileFieldNames) profile[name] = fields[name] ?? null;
  return profile as Pick<Account, ProfileFieldName>;
}

export function toAccount(account: RestAccount): Account {
  return {
    accountCode: account.accountCode,
    loginId: account.loginId,
    email: account.email,
    ...profileOf(account),
    locale: toLocale(account.locale),
    role: toRole(account.role),
    status: toAccountStatus(account.status),
    mustChangePassword: account.mustChangePassword,
    mustChangePasswordReason: account.mustChangePasswordReason ? mapEnum(mustChangeReasons, account.mustChangePasswordReason, 'reason for a password change') : null,
    lastLoginAt: account.lastLoginAt,
    previousLoginAt: account.previousLoginAt,
    closingRequestedAt: account.closingRequestedAt ?? null,
    closingDeletesAt: account.closingDeletesAt ?? null,
  };
}

/** What a Viewer resolves from: the session's account and expiry (sessions, activity, passkeys, connected apps, second factors and step-up are fields of their own). */
export type ViewerModel = Omit<Viewer, 'sessions' | 'activity' | 'passkeys' | 'passkeyOwner' | 'connectedApps' | 'secondFactors' | 'stepUp'>;

export function toViewer(current: RestCurrentSession): ViewerModel {
  return {
    account: toAccount(current.account),
    session: { expiresAt: current.session.expiresAt, absoluteExpiresAt: current.session.absoluteExpiresAt, idleTimeoutSeconds: current.session.idleTimeoutSeconds },
  };
}

/** The attempt id is shown only to programs (BEARER); a browser keeps it in an HttpOnly cookie. */
export function toLoginChallenge(challenge: RestLoginChallenge, showAttemptId: boolean): LoginChallenge {
  return {
    attemptId: showAttemptId ? challenge.attemptId : null,
    secondStep: challenge.secondStep === 'authenticator_app' ? 'AUTHENTICATOR_APP' : 'MAIL_CODE',
    recoveryCodesAvailable: challenge.recoveryCodes,
    recovery: challenge.recovery === true,
    maskedEmail: challenge.maskedEmail,
    expiresAt: challenge.expiresAt,
    resendAvailableAt: challenge.resendAvailableAt,
    resendsRemaining: challenge.resendsRemaining,
  };
}

export function toPasswordResetTokenInfo(info: RestPasswordResetTokenInfo): PasswordResetTokenInfo {
  return { purpose: mapEnum(purposes, info.purpose, 'reset purpose'), loginId: info.loginId, expiresAt: info.expiresAt };
}

/** GraphQL → REST, for inputs: the GraphQL layer has already refused values outside the enum. */
export function toRestLocale(locale: Locale): RestAccount['locale'] {
  return restLocales[locale];
}

export function toPendingEmailChange(pending: RestPendingEmailChange): PendingEmailChange {
  return { newEmail: pending.newEmail, expiresAt: pending.expiresAt };
}
