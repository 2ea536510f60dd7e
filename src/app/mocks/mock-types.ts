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
  /** Why (absent: none on record). */
  mustChangePasswordReason?: 'ADMINISTRATOR' | 'NOT_ME_REPORT' | 'BREACHED_PASSWORD' | null;
  lastLoginAt: number | null;
  previousLoginAt: number | null;
  createdAt: number;
  /** 退会: when asked, and when the account would be deleted (absent or null: not closing). */
  closingRequestedAt?: number | null;
  closingDeletesAt?: number | null;
  // The admin console's fields; absent in a snapshot from before it (read as none).
  updatedAt?: number;
  invitationPending?: boolean;
  /** When a temporary lock runs out; null for a lock only an administrator lifts. */
  lockedUntil?: number | null;
  failedLoginCount?: number;
  /** A generated account's sign-in methods (the admin scenario); the live mock stores add to them. */
  methods?: MockAccountMethods;
}

/** What an account signs in with besides the password, as the admin console counts it. */
export interface MockAccountMethods {
  passkeys: number;
  authenticatorApp: boolean;
  /** Unused recovery codes; null when none were made. */
  recoveryCodes: number | null;
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
  | 'RESET_SECOND_FACTORS'
  | 'INVITE'
  | 'CREATE'
  | 'CLIENT_CREATE'
  | 'CLIENT_ROTATE_SECRET'
  | 'CLIENT_DISABLE';

export interface MockAuditEntry {
  id: string;
  at: number;
  actor: 'ADMINISTRATOR' | 'OPERATOR';
  actorAccountCode: string | null;
  actorLoginId: string | null;
  action: MockAuditAction;
  /** null for an action on a registered app. */
  targetAccountCode: string | null;
  targetLoginId: string | null;
  /** The registered app of a CLIENT_* action, with its name then; absent (null) otherwise. */
  targetClientId?: string | null;
  targetClientName?: string | null;
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
  /** 「連携アプリ」, newest first (mock-admin-clients.ts); absent in a snapshot from before it. */
  clients?: MockOAuthClient[];
}

/** An app registered with the OpenID Provider, as the admin console reads it (its secret is never kept). */
export interface MockOAuthClient {
  clientId: string;
  name: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  type: 'CONFIDENTIAL' | 'PUBLIC';
  scopes: ('OPENID' | 'PROFILE' | 'EMAIL' | 'OFFLINE_ACCESS' | 'ACCOUNT_READ' | 'ACCOUNT_WRITE')[];
  backchannelLogoutUri: string | null;
  createdAt: number;
  createdByAccountCode: string | null;
  createdByLoginId: string | null;
  secretRotatedAt: number | null;
  disabledAt: number | null;
}
