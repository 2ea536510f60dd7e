// The signed-in account and session as the gateway answers them (Viewer), from mock mode's records.
import { profileFields } from '../../shared/profile-fields';
import { sessionIdleMs, type MockAccount, type MockSession } from './mock-state';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function accountOut(account: MockAccount) {
  const { password: _password, createdAt: _createdAt, ...fields } = account;
  // A profile field the seed data does not mention is simply not set.
  const profile = Object.fromEntries(profileFields.map((field) => [field.name, (account as unknown as Record<string, unknown>)[field.name] ?? null]));
  return {
    ...fields,
    ...profile,
    mustChangePasswordReason: account.mustChangePassword ? (account.mustChangePasswordReason ?? null) : null,
    lastLoginAt: iso(account.lastLoginAt),
    previousLoginAt: iso(account.previousLoginAt),
    closingRequestedAt: iso(account.closingRequestedAt ?? null),
    closingDeletesAt: iso(account.closingDeletesAt ?? null),
  };
}

export function viewerOut(account: MockAccount, session: MockSession) {
  return {
    account: accountOut(account),
    session: { expiresAt: iso(session.expiresAt), absoluteExpiresAt: iso(session.absoluteExpiresAt), idleTimeoutSeconds: Math.round(sessionIdleMs / 1000) },
  };
}
