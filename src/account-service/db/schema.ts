// Row types of the account service's tables. Timestamps are ISO-8601 UTC strings; booleans are 0/1.
import type { ColumnType, Generated } from 'kysely';

export type Role = 'user' | 'admin';
export type Locale = 'ja' | 'en';
/** Why an account must change its password: an administrator (or operator) asked, a 「心当たりがない」 report, a breached password at sign-in. */
export type MustChangeReason = 'administrator' | 'not_me_report' | 'breached_password';

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
  /** Why the password must be changed (null: none on record); cleared with must_change_password. */
  must_change_reason: ColumnType<MustChangeReason | null, MustChangeReason | null | undefined, MustChangeReason | null>;
  /** Null for an invited account that has not set one yet, and for a passkey-first account (passwordless_at). */
  password_hash: string | null;
  /** When the account removed its password (「パスワードを使わない」); null while it has one (or is invited). */
  passwordless_at: string | null;
  last_login_at: string | null;
  previous_login_at: string | null;
  created_at: string;
  updated_at: string;
  /** The account's place in creation order (newest first = descending): what the admin list pages by. */
  seq: Generated<number>;
  /** The version of the search term rules (accounts/account-search.ts) its terms were made with; 0: none yet. */
  search_version: Generated<number>;
  /**
   * The `sub` apps see through the OpenID Provider: random, never the login ID, never changed. Every
   * account has one (the migration, insertAccount); null only for a row written around insertAccount.
   */
  oidc_subject: string | null;
  /** The strongest sign-in method beside the password (accounts/account-level.ts keeps it): what the admin list's level filter reads. */
  strongest_factor: Generated<StrongestFactor>;
  /** 退会 (closing/): when the owner asked to close the account, and when its data is deleted; null when not asked (or cancelled). */
  closing_requested_at: string | null;
  closing_deletes_at: string | null;
}

/** The code of an account whose data was deleted after its closing (closing/): never given again. No personal data. */
export interface ClosedAccountTable {
  account_code: string;
  closing_requested_at: string;
  deleted_at: string;
}

/** An account's strongest method beside its password: a passkey, else a confirmed authenticator app, else none (the mailed code). */
export type StrongestFactor = 'none' | 'authenticator_app' | 'passkey';

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
  | 'reset_second_factors'
  | 'invite'
  | 'create'
  // On a registered app of the OpenID Provider (oauth-clients/), not on an account.
  | 'client_create'
  | 'client_rotate_secret'
  | 'client_disable';

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
  /** The account acted on; null for an action on a registered app (client_*). */
  target_account_id: string | null;
  target_account_code: string | null;
  target_login_id: string | null;
  /** The registered app acted on (client_*), with its name at the time; null for an action on an account. */
  target_client_id: string | null;
  target_client_name: string | null;
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
  /** The language of the page the sign-in was made on, for its code mails; null: the account's. */
  mail_locale: Locale | null;
  /** JSON of the step-1 risk decision (login/risk/sign-in-risk.ts: AttemptRisk); null for attempts made before it existed. */
  risk: string | null;
  /** What the attempt asks for: the mailed code, or the authenticator app's (the mailed code stays the fallback). */
  second_step: Generated<SecondStep>;
  /** What step 1 checked: the password, or a passkey-first account's recovery code (its recovery, then the mailed code). */
  first_step: Generated<FirstStep>;
}

export type SecondStep = 'mail_code' | 'authenticator_app';
export type FirstStep = 'password' | 'recovery_code';

/** An account's authenticator app (one at most); pending until its first code confirms it. */
export interface AuthenticatorAppTable {
  account_id: string;
  /** AES-256-GCM of the TOTP secret (authenticator/secret-box.ts): nonce, tag and ciphertext, base64url. */
  secret_ciphertext: string;
  /** Which key sealed it (a rotated key stays readable as the previous one). */
  key_id: string;
  confirmed_at: string | null;
  /** The newest time step whose code was accepted: a code works once, and never an older one. */
  last_used_step: number | null;
  created_at: string;
}

/** One of an account's ten recovery codes; the code itself is never stored. */
export interface RecoveryCodeTable {
  id: string;
  account_id: string;
  /** HMAC-SHA256 of the normalised code under the account's id. */
  code_hash: string;
  created_at: string;
  used_at: string | null;
}

export type SessionKind = 'browser' | 'api';
/** password_app: the password, then the authenticator app's code; password_recovery_code: then a recovery code. */
/** recovery_code_code: a passkey-first account's recovery (a recovery code, then the mailed code). */
export type SignInMethod = 'password_code' | 'passkey' | 'password_app' | 'password_recovery_code' | 'recovery_code_code';

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
  /** The last proof this session made of one of the account's methods (step-up/), and when; a sign-in is one. */
  step_up_method: StepUpMethod | null;
  step_up_at: string | null;
}

/** The kinds of proof a step-up accepts, as the contract names them (step-up/step-up-methods.ts orders them). */
export type StepUpMethod = 'PASSKEY' | 'AUTHENTICATOR_APP' | 'EMAIL_CODE_AND_PASSWORD';

export type StepUpCodeStatus = 'pending' | 'used' | 'void' | 'superseded';

/** A code mailed to the account's own address for a step-up, bound to the session that asked for it. */
export interface StepUpCodeTable {
  id: string;
  account_id: string;
  session_hash: string;
  code_salt: string;
  /** HMAC-SHA256 of the code under code_salt; the code itself exists only in the mail. */
  code_hash: string;
  status: StepUpCodeStatus;
  failed_tries: number;
  created_at: string;
  expires_at: string;
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
  | 'admin_action'
  | 'oauth_app_allowed'
  | 'oauth_app_revoked'
  | 'authenticator_added'
  | 'authenticator_removed'
  | 'recovery_codes_generated'
  | 'recovery_code_used'
  | 'password_removed'
  | 'password_set'
  | 'data_export_requested'
  | 'data_export_downloaded'
  | 'closing_requested'
  | 'closing_cancelled';

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

/** A mailed link to a copy of the account's data (data-export/): 24 hours, any number of downloads. */
export interface DataExportTable {
  id: string;
  account_id: string;
  /** sha256 hex of the token the link carries. */
  token_hash: string;
  created_at: string;
  expires_at: string;
  download_count: number;
  last_downloaded_at: string | null;
}

export interface NotMeTokenTable {
  id: string;
  account_id: string;
  /** sha256 hex of the token the mail's link carries. */
  token_hash: string;
  /** The event the mail was about (a sign-in from a new device, a passkey added). */
  event_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  /** Set when the link stopped working unused (an e-mail change: it went to the old address). */
  voided_at: string | null;
}

/** A device cookie bound to an account it signed in (login/risk). */
export interface KnownDeviceTable {
  device_id: string;
  account_id: string;
  created_at: string;
  last_seen_at: string;
}

/** A network (/24, /48) an account has signed in from (login/risk). */
export interface KnownNetworkTable {
  account_id: string;
  network: string;
  created_at: string;
  last_seen_at: string;
}

/** Identifiers tried from a device cookie, or failed from an address (login/risk: the impossible patterns). */
export interface SignInSourceTable {
  source: string;
  identifier_hash: string;
  last_at: string;
}

/** Keys the instances of one deployment share (made once, by the first instance that needs one). */
export interface ServiceSecretTable {
  name: string;
  /** base64url. */
  secret: string;
  created_at: string;
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
  /** Once applied: the public id of the session that applied it. */
  applied_session_id: string | null;
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

export type ChallengePurpose = 'registration' | 'authentication' | 'step_up';

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

/** What oidc-provider stores (oidc/adapter.ts): one row per model and hashed id. */
export interface OidcPayloadTable {
  /** The provider's model name: Session, Interaction, Grant, AuthorizationCode, AccessToken, RefreshToken, DeviceCode. */
  model: string;
  /** base64url SHA-256 of the provider's id: ids are bearer secrets (token and cookie values). */
  id_hash: string;
  /** The provider's JSON, as it gave it. */
  payload: string;
  /** The grant a token belongs to; a Grant row holds its own id. */
  grant_id: string | null;
  /** The account's oidc_subject. */
  subject: string | null;
  client_id: string | null;
  /** Session rows: the provider session's uid. */
  session_uid: string | null;
  /** DeviceCode rows: base64url SHA-256 of the normalised user code. */
  user_code_hash: string | null;
  /** Session rows: the public id of the portal session of the browser that signed in (sessions.public_id). */
  portal_session_id: string | null;
  consumed_at: string | null;
  expires_at: string | null;
  created_at: string;
  /** Grant rows: the app's last use, written at most once a minute. */
  last_used_at: string | null;
}

/** Apps registered by administrators to sign users in with their portal account. */
export interface OidcClientTable {
  /** Random, 22 characters base64url. */
  client_id: string;
  name: string;
  /** JSON array of absolute URIs, matched exactly. */
  redirect_uris: string;
  /** JSON array of absolute URIs. */
  post_logout_redirect_uris: string;
  /** 1: a public app (PKCE, no secret); 0: confidential. */
  is_public: number;
  /** base64url SHA-256 of the secret; null for a public app. */
  secret_hash: string | null;
  /** Space-separated: the scopes the app may ask for. */
  scopes: string;
  backchannel_logout_uri: string | null;
  created_at: string;
  /** The administrator who registered it; null: an operator, with the CLI. */
  created_by_account_id: string | null;
  secret_rotated_at: string | null;
  disabled_at: string | null;
}

export type OidcKeyKind = 'signing' | 'cookie';
export type OidcKeyState = 'current' | 'previous' | 'retired';

/** The provider's keys: signing keys (private JWK as JSON) and the secrets that sign its cookies. */
export interface OidcKeyTable {
  kid: string;
  kind: OidcKeyKind;
  private_key: string;
  state: OidcKeyState;
  created_at: string;
  retired_at: string | null;
}

/** One row (id 1): bumped by every change to oidc_keys, which each instance watches. */
export interface OidcKeyVersionTable {
  id: number;
  version: number;
  updated_at: string;
}

/** Back-channel logout notices to apps (oidc/logout-outbox.ts). */
export interface OidcLogoutOutboxTable {
  id: string;
  client_id: string;
  subject: string;
  /** The provider session's id for this app (the logout token's sid). */
  sid: string | null;
  status: 'pending' | 'sent' | 'dead';
  tries: number;
  /** When it is due; while a worker sends it, the end of that worker's lease. */
  next_try_at: string;
  leased_by: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
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
  data_exports: DataExportTable;
  closed_accounts: ClosedAccountTable;
  passkeys: PasskeyTable;
  webauthn_challenges: WebauthnChallengeTable;
  service_secrets: ServiceSecretTable;
  known_devices: KnownDeviceTable;
  known_networks: KnownNetworkTable;
  sign_in_sources: SignInSourceTable;
  account_search_terms: AccountSearchTermTable;
  admin_audit: AdminAuditTable;
  oidc_payload: OidcPayloadTable;
  oidc_clients: OidcClientTable;
  oidc_keys: OidcKeyTable;
  oidc_key_version: OidcKeyVersionTable;
  oidc_logout_outbox: OidcLogoutOutboxTable;
  authenticator_apps: AuthenticatorAppTable;
  recovery_codes: RecoveryCodeTable;
  step_up_codes: StepUpCodeTable;
}
