// What mock mode's admin console answers with: its accounts, events and cursors in the contract's shapes.
import { effectiveStatus } from './mock-admin-data';
import type { MockAccount, MockAccountEvent, MockAccountMethods } from './mock-types';

export const iso = (ms: number | null | undefined) => (ms == null ? null : new Date(ms).toISOString());

export type MockLevel = 'PASSWORD_MAIL' | 'AUTHENTICATOR_APP' | 'PASSKEY' | 'PASSKEY_ONLY';

/** The account service's rule (accounts/account-level.ts): passkeys, else the app, else the mailed code; no password makes passkeys "only". */
export function levelOf(account: MockAccount, methods: MockAccountMethods): MockLevel {
  if (methods.passkeys > 0) return account.password === '' ? 'PASSKEY_ONLY' : 'PASSKEY';
  return methods.authenticatorApp ? 'AUTHENTICATOR_APP' : 'PASSWORD_MAIL';
}

export function adminAccountOut(account: MockAccount, methods: MockAccountMethods) {
  const status = effectiveStatus(account);
  return {
    accountCode: account.accountCode,
    loginId: account.loginId,
    email: account.email,
    name: account.name,
    nameKana: account.nameKana,
    role: account.role,
    status,
    mustChangePassword: account.mustChangePassword,
    invitationPending: account.invitationPending === true,
    lockedUntil: status === 'LOCKED' ? iso(account.lockedUntil) : null,
    lastLoginAt: iso(account.lastLoginAt),
    createdAt: iso(account.createdAt),
    level: levelOf(account, methods),
  };
}

/** The detail's methods: counts and flags, never a secret. */
export const methodsOut = (account: MockAccount, methods: MockAccountMethods) => ({
  password: account.password !== '',
  passkeys: methods.passkeys,
  authenticatorApp: methods.authenticatorApp,
  recoveryCodesRemaining: methods.recoveryCodes,
});

/** Newest first; the cursor names the last account looked at. */
export const byNewest = (a: MockAccount, b: MockAccount) => b.createdAt - a.createdAt || (a.accountCode < b.accountCode ? 1 : a.accountCode > b.accountCode ? -1 : 0);
export const cursorOf = (account: MockAccount) => `c${account.createdAt.toString(36)}_${account.accountCode}`;
export function isAfter(account: MockAccount, cursor: string): boolean {
  const match = /^c([0-9a-z]+)_(.+)$/.exec(cursor);
  if (!match) return true;
  const createdAt = parseInt(match[1]!, 36);
  return account.createdAt < createdAt || (account.createdAt === createdAt && account.accountCode < match[2]!);
}

export function eventOut(event: MockAccountEvent) {
  return {
    id: event.id,
    kind: event.kind,
    at: iso(event.at),
    lastAt: iso(event.at),
    count: event.count,
    ipAddress: event.ipAddress,
    device: { browser: event.browser, os: event.os },
    actor: event.actor,
    signInMethod: event.kind === 'SIGN_IN' ? 'PASSWORD_AND_CODE' : null,
    failedStep: event.failedStep ?? null,
    riskReasons: event.kind === 'SIGN_IN' ? ['KNOWN_DEVICE'] : null,
    changedFields: null,
    maskedEmail: null,
    sessionsEnded: null,
    action: event.action ?? null,
    unlockedBy: event.unlockedBy ?? null,
    lockedUntil: iso(event.lockedUntil),
    passkeyName: null,
    notMeReported: false,
    canReportNotMe: false,
  };
}
