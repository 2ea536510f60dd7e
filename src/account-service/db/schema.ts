// Row types of the account service's tables. Timestamps are ISO-8601 UTC strings; booleans are 0/1.
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

export interface SessionTable {
  token_hash: string;
  account_id: string;
  created_at: string;
  last_seen_at: string;
  absolute_expires_at: string;
  revoked_at: string | null;
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
}
