// Row types of the account service's tables. Timestamps are ISO-8601 UTC strings; booleans are 0/1.
import type { Generated } from 'kysely';

export type Role = 'user' | 'admin';
export type Locale = 'ja' | 'en';
export type AccountStatus = 'active' | 'locked' | 'disabled';

export interface AccountTable {
  id: string;
  account_code: string;
  login_id: string;
  login_id_normalized: string;
  email: string;
  email_normalized: string;
  name: string;
  name_kana: string;
  phone: string | null;
  department: string | null;
  locale: Locale;
  role: Role;
  status: AccountStatus;
  locked_until: string | null;
  failed_login_count: number;
  must_change_password: number;
  password_hash: string | null;
  last_login_at: string | null;
  previous_login_at: string | null;
  created_at: string;
  updated_at: string;
  /** The account's place in creation order (newest first = descending): what the admin list pages by. */
  seq: Generated<number>;
  /** The version of the search term rules (accounts/account-search.ts) its terms were made with; 0: none yet. */
  search_version: Generated<number>;
}

/** One search term of an account (accounts/account-search.ts); the primary key is (term, seq). */
export interface AccountSearchTermTable {
  term: string;
  seq: number;
}

export type AuditActor = 'administrator' | 'operator';
export type AuditAction =
  | 'unlock'
  | 'disable'
  | 'enable'
  | 'set_role'
  | 'require_password_change'
  | 'send_reset_link'
  | 'resend_invitation'
  | 'end_sessions'
  | 'invite'
  | 'create';

/** The audit log of administrative actions; written in the action's transaction. */
export interface AdminAuditTable {
  /** Sortable (time first): newest first is id descending. */
  id: string;
  created_at: string;
  actor: AuditActor;
  actor_account_id: string | null;
  actor_account_code: string | null;
  actor_login_id: string | null;
  action: AuditAction;
  target_account_id: string;
  target_account_code: string;
  target_login_id: string;
  role: Role | null;
  client_ip: string | null;
}

export interface LoginAttemptTable {
  /** sha256 hex of the attempt id the client holds. */
  id: string;
  account_id: string;
  code_salt: string;
  code_hash: string;
  code_expires_at: string;
  failed_tries: number;
  resends: number;
  last_sent_at: string;
  status: 'pending' | 'used' | 'void';
  created_at: string;
}

export type SessionKind = 'browser' | 'api';
export type SignInMethod = 'password_code' | 'passkey';

export interface SessionTable {
  token_hash: string;
  /** What the account's owner sees and names a session by: random, never the token or its hash. */
  public_id: string;
  account_id: string;
  kind: SessionKind;
  method: SignInMethod;
  client_ip: string | null;
  /** Browser and OS families from the User-Agent at sign-in (lib/device.ts). */
  browser: string | null;
  os: string | null;
  created_at: string;
  /** The last use, written at most once a minute: the idle clock and the security page's "last used". */
  last_seen_at: string;
  absolute_expires_at: string;
  revoked_at: string | null;
}

export type AccountEventKind =
  | 'sign_in'
  | 'sign_in_failed'
  | 'account_locked'
  | 'account_unlocked'
  | 'password_changed'
  | 'password_reset'
  | 'email_changed'
  | 'details_changed'
  | 'passkey_added'
  | 'passkey_removed'
  | 'sessions_ended'
  | 'signed_out'
  | 'not_me_reported'
  | 'admin_action';

export type EventActor = 'self' | 'administrator' | 'operator' | 'system';

export interface AccountEventTable {
  /** Sortable: newest first is id descending. */
  id: string;
  account_id: string;
  kind: AccountEventKind;
  created_at: string;
  /** The latest of the like events folded into this one (count); created_at otherwise. */
  last_at: string;
  count: number;
  actor: EventActor;
  actor_account_id: string | null;
  client_ip: string | null;
  browser: string | null;
  os: string | null;
  /** The public id of the session it opened or happened in. */
  session_id: string | null;
  /** JSON of the contract's AccountEventDetails: never a secret or someone else's address. */
  details: string | null;
  not_me_reported_at: string | null;
}

export interface NotMeTokenTable {
  id: string;
  account_id: string;
  /** sha256 hex of the token the mail's link carries. */
  token_hash: string;
  /** The sign-in the mail was about. */
  event_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface ThrottleTable {
  key: string;
  count: number;
  window_started_at: string;
  next_allowed_at: string | null;
  updated_at: string;
}

export interface MailOutboxTable {
  id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** pending (waiting, or leased while being sent), sent, or dead (failed ten times; an operator may retry it). */
  status: 'pending' | 'sent' | 'dead';
  tries: number;
  /** When it is due; while a worker sends it, the end of that worker's lease. */
  next_try_at: string;
  /** The worker holding the lease, while one does. */
  leased_by: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface DevMailboxTable {
  id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: string;
}

export type PasswordResetPurpose = 'reset' | 'invitation';

export interface PasswordResetTokenTable {
  id: string;
  account_id: string;
  /** sha256 hex of the token the link carries. */
  token_hash: string;
  purpose: PasswordResetPurpose;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  /** Set when a newer token was issued for the same account. */
  superseded_at: string | null;
}

export interface PasswordReissueRequestTable {
  id: string;
  identifier_normalized: string;
  created_at: string;
  processed_at: string | null;
}

export type EmailChangeStatus = 'pending' | 'used' | 'void' | 'superseded';

export interface EmailChangeTable {
  id: string;
  account_id: string;
  /** The new address as typed (NFKC, trimmed): what the mail goes to and the account will show. */
  new_email: string;
  new_email_normalized: string;
  code_salt: string;
  /** HMAC-SHA256 of the code under code_salt; the code itself exists only in the mail. */
  code_hash: string;
  expires_at: string;
  failed_tries: number;
  status: EmailChangeStatus;
  created_at: string;
  /** Once applied: the address it replaced (the owner's own) and when, for "this was not me". */
  previous_email: string | null;
  applied_at: string | null;
}

export interface PasskeyTable {
  /** The passkey's id on the security page (sortable). */
  id: string;
  account_id: string;
  /** The credential's id (base64url), unique across accounts. */
  credential_id: string;
  /** COSE public key, base64url. */
  public_key: string;
  counter: number;
  /** JSON array of the authenticator's transports, when it said. */
  transports: string | null;
  /** singleDevice (this device only) or multiDevice (synced). */
  device_type: 'singleDevice' | 'multiDevice';
  backed_up: number;
  aaguid: string | null;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

export type ChallengePurpose = 'registration' | 'authentication';

export interface WebauthnChallengeTable {
  /** sha256 hex of the ceremony id the client holds. */
  id: string;
  purpose: ChallengePurpose;
  /** sha256 hex of the challenge the authenticator signs: the response must carry that challenge. */
  challenge_hash: string;
  /** A registration's account and session (token hash). */
  account_id: string | null;
  session_hash: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface Database {
  accounts: AccountTable;
  login_attempts: LoginAttemptTable;
  sessions: SessionTable;
  throttles: ThrottleTable;
  mail_outbox: MailOutboxTable;
  dev_mailbox: DevMailboxTable;
  password_reset_tokens: PasswordResetTokenTable;
  password_reissue_requests: PasswordReissueRequestTable;
  email_changes: EmailChangeTable;
  account_events: AccountEventTable;
  not_me_tokens: NotMeTokenTable;
  passkeys: PasskeyTable;
  webauthn_challenges: WebauthnChallengeTable;
  account_search_terms: AccountSearchTermTable;
  admin_audit: AdminAuditTable;
}
