// The plain data of mock mode's back end (times in epoch ms), kept in sessionStorage across reloads.

export interface MockAccount {
  accountCode: string;
  loginId: string;
  email: string;
  /** '' for an invited account whose owner has not set one yet. */
  password: string;
  name: string;
  nameKana: string;
  phone: string | null;
  department?: string | null;
  locale: 'JA' | 'EN';
  role: 'USER' | 'ADMIN';
  status: 'ACTIVE' | 'LOCKED' | 'DISABLED';
  mustChangePassword: boolean;
  lastLoginAt: number | null;
  previousLoginAt: number | null;
  createdAt: number;
  // The admin console's fields; absent in a snapshot from before it (read as none).
  updatedAt?: number;
  invitationPending?: boolean;
  /** When a temporary lock runs out; null for a lock only an administrator lifts. */
  lockedUntil?: number | null;
  failedLoginCount?: number;
}

/** A live session of an account other than the browser's own (the admin console shows them). */
export interface MockDeviceSession {
  id: string;
  kind: 'BROWSER' | 'API_TOKEN';
  browser: string | null;
  os: string | null;
  ipAddress: string;
  signedInAt: number;
  lastUsedAt: number;
}

/** An event of an account's activity, as the admin console reads it. */
export interface MockAccountEvent {
  id: string;
  kind: 'SIGN_IN' | 'SIGN_IN_FAILED' | 'ACCOUNT_LOCKED' | 'ACCOUNT_UNLOCKED' | 'ADMIN_ACTION';
  at: number;
  count: number;
  actor: 'SELF' | 'ADMINISTRATOR' | 'OPERATOR' | 'SYSTEM';
  ipAddress: string | null;
  browser: string | null;
  os: string | null;
  action?: string;
  unlockedBy?: 'ADMINISTRATOR' | 'OPERATOR';
  lockedUntil?: number;
  failedStep?: 'PASSWORD';
}

export type MockAuditAction =
  | 'UNLOCK'
  | 'DISABLE'
  | 'ENABLE'
  | 'SET_ROLE'
  | 'REQUIRE_PASSWORD_CHANGE'
  | 'SEND_RESET_LINK'
  | 'RESEND_INVITATION'
  | 'END_SESSIONS'
  | 'INVITE'
  | 'CREATE';

export interface MockAuditEntry {
  id: string;
  at: number;
  actor: 'ADMINISTRATOR' | 'OPERATOR';
  actorAccountCode: string | null;
  actorLoginId: string | null;
  action: MockAuditAction;
  targetAccountCode: string;
  targetLoginId: string;
  role: 'USER' | 'ADMIN' | null;
  ipAddress: string | null;
}

/** What the admin console adds to the mock back end. */
export interface MockAdminData {
  sessions: Record<string, MockDeviceSession[]>;
  events: Record<string, MockAccountEvent[]>;
  /** Newest first. */
  audit: MockAuditEntry[];
  sequence: number;
}
