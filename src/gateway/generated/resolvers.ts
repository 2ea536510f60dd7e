import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ViewerModel } from '../account.mapper';
import type { AdminAccountDetailModel } from '../admin.mapper';
import type { GatewayContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO 8601 date-time in UTC, for example 2026-11-21T12:00:00.000Z. */
  DateTime: { input: string; output: string; }
};

/** An account, as its owner sees it. */
export type Account = {
  __typename?: 'Account';
  /** The immutable account code shown to the user. */
  accountCode: Scalars['ID']['output'];
  /** 退会: when the account's personal data is deleted (30 days after the request); null when it is not closing. While set, only cancelAccountClosing and logout are allowed. */
  closingDeletesAt?: Maybe<Scalars['DateTime']['output']>;
  /** 退会: when the owner asked to close the account; null when it is not closing. */
  closingRequestedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Team or department (所属), if given. */
  department?: Maybe<Scalars['String']['output']>;
  /** The e-mail address codes and notices go to. */
  email: Scalars['String']['output'];
  /** When the current sign-in happened. */
  lastLoginAt?: Maybe<Scalars['DateTime']['output']>;
  /** Preferred language. */
  locale: Locale;
  /** The login ID. */
  loginId: Scalars['String']['output'];
  /** True when the account must set a new password before anything else. */
  mustChangePassword: Scalars['Boolean']['output'];
  /** Why it must (null when none is on record): the dialog that asks for the new password says so. */
  mustChangePasswordReason?: Maybe<MustChangePasswordReason>;
  /** Full name (氏名). */
  name: Scalars['String']['output'];
  /** Name in katakana (フリガナ). */
  nameKana: Scalars['String']['output'];
  /** Phone number, if given. */
  phone?: Maybe<Scalars['String']['output']>;
  /** When the sign-in before the current one happened; null on a first sign-in. */
  previousLoginAt?: Maybe<Scalars['DateTime']['output']>;
  /** Role. */
  role: Role;
  /** Account state. */
  status: AccountStatus;
};

/** Result of asking to close the account, or of cancelling that. */
export type AccountClosingPayload = {
  __typename?: 'AccountClosingPayload';
  /** When the account's personal data is deleted (null after a cancel). */
  deletesAt?: Maybe<Scalars['DateTime']['output']>;
  /** Why not (STEP_UP_REQUIRED, LAST_ACTIVE_ADMIN), if so. */
  error?: Maybe<UserError>;
  /** When the closing was asked for (null after a cancel). */
  requestedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** One event of the account's activity. It never holds a secret or someone else's address. */
export type AccountEvent = {
  __typename?: 'AccountEvent';
  /** ADMIN_ACTION: what was done (disable, enable, set_role_admin, set_role_user, require_password_change…). */
  action?: Maybe<Scalars['String']['output']>;
  /** Who did it. */
  actor: EventActor;
  /** The app whose access token made the change (through the gateway), or the app the event is about: its name as it was then. */
  appName?: Maybe<Scalars['String']['output']>;
  /** When it happened (the first, for a count). */
  at: Scalars['DateTime']['output'];
  /** True when reportNotMe applies (a sign-in or a change not yet reported). */
  canReportNotMe: Scalars['Boolean']['output'];
  /** DETAILS_CHANGED: the fields that changed (name, nameKana, phone, department, locale). */
  changedFields?: Maybe<Array<Scalars['String']['output']>>;
  /** How many like events this one stands for (failed tries within an hour). */
  count: Scalars['Int']['output'];
  /** The device it came from. */
  device: Device;
  /** NOT_ME_REPORTED, ADMIN_ACTION (disable): the names of the apps whose grants it ended. */
  disconnectedApps?: Maybe<Array<Scalars['String']['output']>>;
  /** SIGN_IN_FAILED: the step that failed. */
  failedStep?: Maybe<SignInStep>;
  /** SIGN_IN_FAILED: why, when it says more than the step (a copied passkey). */
  failureReason?: Maybe<SignInFailureReason>;
  /** The event's id (for reportNotMe). */
  id: Scalars['ID']['output'];
  /** Where it came from (null for what an operator or the portal did). */
  ipAddress?: Maybe<Scalars['String']['output']>;
  /** What happened. */
  kind: AccountEventKind;
  /** The latest of `count` like events folded into this one. */
  lastAt: Scalars['DateTime']['output'];
  /** ACCOUNT_LOCKED: until when. */
  lockedUntil?: Maybe<Scalars['DateTime']['output']>;
  /** EMAIL_CHANGED: the new address, masked. */
  maskedEmail?: Maybe<Scalars['String']['output']>;
  /** True once "this was not me" was reported on it. */
  notMeReported: Scalars['Boolean']['output'];
  /** PASSKEY_ADDED, PASSKEY_REMOVED: the passkey's name. */
  passkeyName?: Maybe<Scalars['String']['output']>;
  /** RECOVERY_CODE_USED: how many unused recovery codes are left. */
  recoveryCodesRemaining?: Maybe<Scalars['Int']['output']>;
  /** NOT_ME_REPORTED: the names of the passkeys it removed. */
  removedPasskeys?: Maybe<Array<Scalars['String']['output']>>;
  /** SIGN_IN: the reasons the sign-in risk rules gave (null for sign-ins before the rules). */
  riskReasons?: Maybe<Array<SignInRiskReason>>;
  /** SESSIONS_ENDED, NOT_ME_REPORTED, PASSWORD_CHANGED: how many sessions ended. */
  sessionsEnded?: Maybe<Scalars['Int']['output']>;
  /** SIGN_IN: how. */
  signInMethod?: Maybe<SignInMethod>;
  /** ACCOUNT_UNLOCKED: how. */
  unlockedBy?: Maybe<UnlockedBy>;
};

/** A page of the account's activity. */
export type AccountEventConnection = {
  __typename?: 'AccountEventConnection';
  /** The events of this page, newest first. */
  nodes: Array<AccountEvent>;
  /** Where the page ends. */
  pageInfo: PageInfo;
};

/** What happened to the account. */
export const AccountEventKind = {
  /** A temporary lock after repeated failures (lockedUntil). */
  AccountLocked: 'ACCOUNT_LOCKED',
  /** A lock lifted (unlockedBy). */
  AccountUnlocked: 'ACCOUNT_UNLOCKED',
  /** An administrator or operator acted on the account (action). */
  AdminAction: 'ADMIN_ACTION',
  /** An authenticator app set up (confirmed with its first code). */
  AuthenticatorAdded: 'AUTHENTICATOR_ADDED',
  /** The authenticator app removed. */
  AuthenticatorRemoved: 'AUTHENTICATOR_REMOVED',
  /** 退会 cancelled (by the owner, or by an operator's CLI). */
  ClosingCancelled: 'CLOSING_CANCELLED',
  /** 退会 asked for: the account's personal data is deleted 30 days later unless cancelled. */
  ClosingRequested: 'CLOSING_REQUESTED',
  /** The account's data downloaded with a mailed link. */
  DataExportDownloaded: 'DATA_EXPORT_DOWNLOADED',
  /** A copy of the account's data asked for (「データのダウンロード」): a link was mailed. */
  DataExportRequested: 'DATA_EXPORT_REQUESTED',
  /** Account details changed (changedFields). */
  DetailsChanged: 'DETAILS_CHANGED',
  /** The e-mail address changed (maskedEmail). */
  EmailChanged: 'EMAIL_CHANGED',
  /** "This was not me" reported: every session ended, a new password required. */
  NotMeReported: 'NOT_ME_REPORTED',
  /** The owner allowed an app to sign in with the account, or more of it (appName). */
  OauthAppAllowed: 'OAUTH_APP_ALLOWED',
  /** The owner disconnected an app (「連携を解除」): its grant and tokens ended (appName). */
  OauthAppRevoked: 'OAUTH_APP_REVOKED',
  /** A passkey added (passkeyName). */
  PasskeyAdded: 'PASSKEY_ADDED',
  /** A passkey removed (passkeyName). */
  PasskeyRemoved: 'PASSKEY_REMOVED',
  /** The password changed while signed in. */
  PasswordChanged: 'PASSWORD_CHANGED',
  /** 「パスワードを使わない」: the password removed; the account signs in with its passkeys. */
  PasswordRemoved: 'PASSWORD_REMOVED',
  /** The password set with a reset link. */
  PasswordReset: 'PASSWORD_RESET',
  /** 「パスワードを設定する」: a passkey-first account set a password again. */
  PasswordSet: 'PASSWORD_SET',
  /** A new set of recovery codes made (the old set void). */
  RecoveryCodesGenerated: 'RECOVERY_CODES_GENERATED',
  /** A recovery code used at sign-in (recoveryCodesRemaining). */
  RecoveryCodeUsed: 'RECOVERY_CODE_USED',
  /** Sessions ended from the security page (sessionsEnded). */
  SessionsEnded: 'SESSIONS_ENDED',
  /** A logout. */
  SignedOut: 'SIGNED_OUT',
  /** A sign-in (signInMethod says how). */
  SignIn: 'SIGN_IN',
  /** Failed sign-in tries (failedStep; count of them within an hour). */
  SignInFailed: 'SIGN_IN_FAILED'
} as const;

export type AccountEventKind = typeof AccountEventKind[keyof typeof AccountEventKind];
/** How an account signs in, weakest first (the admin console's level). */
export const AccountLevel = {
  /** The password, then a code of a confirmed authenticator app (認証アプリ). */
  AuthenticatorApp: 'AUTHENTICATOR_APP',
  /** At least one passkey, besides the password (パスキー). */
  Passkey: 'PASSKEY',
  /** Passkeys and no password (パスキーのみ). */
  PasskeyOnly: 'PASSKEY_ONLY',
  /** The password, then a code mailed to the account's address (パスワードとメール): every account has it. */
  PasswordMail: 'PASSWORD_MAIL'
} as const;

export type AccountLevel = typeof AccountLevel[keyof typeof AccountLevel];
/** The state of an account. */
export const AccountStatus = {
  /** Can sign in. */
  Active: 'ACTIVE',
  /** Disabled by an operator. */
  Disabled: 'DISABLED',
  /** Temporarily locked after repeated failures, or by an operator. */
  Locked: 'LOCKED'
} as const;

export type AccountStatus = typeof AccountStatus[keyof typeof AccountStatus];
/** An account as an administrator sees it in the list. */
export type AdminAccount = {
  __typename?: 'AdminAccount';
  /** The account code. */
  accountCode: Scalars['ID']['output'];
  /** When the account was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The e-mail address. */
  email: Scalars['String']['output'];
  /** True when the account was invited and its owner has not set a password yet. */
  invitationPending: Scalars['Boolean']['output'];
  /** When the account last signed in. */
  lastLoginAt?: Maybe<Scalars['DateTime']['output']>;
  /** How the account signs in (its strongest method). */
  level: AccountLevel;
  /** When a temporary lock runs out; null when not locked, or locked until an administrator unlocks it. */
  lockedUntil?: Maybe<Scalars['DateTime']['output']>;
  /** The login ID. */
  loginId: Scalars['String']['output'];
  /** True when the account must set a new password before anything else. */
  mustChangePassword: Scalars['Boolean']['output'];
  /** Full name (氏名). */
  name: Scalars['String']['output'];
  /** Name in katakana (フリガナ); empty until an invited owner sets it. */
  nameKana: Scalars['String']['output'];
  /** Role. */
  role: Role;
  /** Account state now (a temporary lock that has run out is ACTIVE). */
  status: AccountStatus;
};

/** What an administrator can do to an account. */
export const AdminAccountAction = {
  /** Disable the account (「無効にする」); its sessions end. */
  Disable: 'DISABLE',
  /** Enable a disabled account again (「有効にする」). */
  Enable: 'ENABLE',
  /** End every session of the account (「すべてのセッションを終了」). */
  EndSessions: 'END_SESSIONS',
  /** Make the owner set a new password at the next sign-in (「パスワード変更を求める」). */
  RequirePasswordChange: 'REQUIRE_PASSWORD_CHANGE',
  /** Mail an invited owner a new invitation link (「招待を再送する」); the old one stops working. */
  ResendInvitation: 'RESEND_INVITATION',
  /** Remove the authenticator app and the recovery codes (「2段階目の認証をリセット」); passkeys and the password stay, every session ends, the owner is mailed. Not for the administrator's own account, nor for one without a password (ACTION_NOT_APPLICABLE). */
  ResetSecondFactors: 'RESET_SECOND_FACTORS',
  /** Mail the owner a password reset link (「再設定リンクを送る」). */
  SendResetLink: 'SEND_RESET_LINK',
  /** Give the account the role `role` (「権限を変更」). */
  SetRole: 'SET_ROLE',
  /** Lift a lock (「ロック解除」); the failure count starts over. */
  Unlock: 'UNLOCK'
} as const;

export type AdminAccountAction = typeof AdminAccountAction[keyof typeof AdminAccountAction];
/** Input of adminAccountAction. */
export type AdminAccountActionInput = {
  /** The account code. */
  accountCode: Scalars['ID']['input'];
  /** What to do. */
  action: AdminAccountAction;
  /** SET_ROLE: the new role. */
  role?: InputMaybe<Role>;
};

/** A page of accounts. */
export type AdminAccountConnection = {
  __typename?: 'AdminAccountConnection';
  /** False when the page stopped early (it looked through as much as one page may, or ran out of time); the next page goes on from there. */
  complete: Scalars['Boolean']['output'];
  /** The accounts of this page, newest first. */
  nodes: Array<AdminAccount>;
  /** Where the page ends. */
  pageInfo: PageInfo;
};

/** One account with what an administrator needs to act on it. */
export type AdminAccountDetail = {
  __typename?: 'AdminAccountDetail';
  /** The account. */
  account: AdminAccount;
  /** The account's activity, newest first, `first` at a time (at most 50). Each page counts against the request's budget of list items (docs/api.md, Limits): one past it is refused with QUERY_TOO_COSTLY on `first`. */
  activity: AccountEventConnection;
  /** Team or department (所属), if given. */
  department?: Maybe<Scalars['String']['output']>;
  /** Wrong passwords since the last sign-in or lock. */
  failedLoginCount: Scalars['Int']['output'];
  /** Preferred language (of its mails). */
  locale: Locale;
  /** What the account signs in with. */
  methods: AdminAccountMethods;
  /** Phone number, if given. */
  phone?: Maybe<Scalars['String']['output']>;
  /** True for the administrator's own account. */
  self: Scalars['Boolean']['output'];
  /** The account's live sessions, most recently used first. */
  sessions: Array<DeviceSession>;
  /** When the account last changed. */
  updatedAt: Scalars['DateTime']['output'];
};


/** One account with what an administrator needs to act on it. */
export type AdminAccountDetailActivityArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** What an account signs in with, as counts and flags; never a secret, a code or a key. */
export type AdminAccountMethods = {
  __typename?: 'AdminAccountMethods';
  /** Whether a confirmed authenticator app gives the second step. */
  authenticatorApp: Scalars['Boolean']['output'];
  /** How many passkeys. */
  passkeys: Scalars['Int']['output'];
  /** Whether the account has a password (false while an invitation is pending, or once removed). */
  password: Scalars['Boolean']['output'];
  /** Unused recovery codes; null when the account has none (never made, or reset). */
  recoveryCodesRemaining?: Maybe<Scalars['Int']['output']>;
};

/** Result of an administrator's action, or of an invitation. */
export type AdminAccountPayload = {
  __typename?: 'AdminAccountPayload';
  /** The account as it is now. */
  account?: Maybe<AdminAccountDetail>;
  /** The failure, if any. */
  error?: Maybe<UserError>;
};

/** Input of adminCreateOAuthClient. */
export type AdminCreateOAuthClientInput = {
  /** Where logout tokens are sent when a user's portal session ends (the redirect URIs' rules); optional. */
  backchannelLogoutUri?: InputMaybe<Scalars['String']['input']>;
  /** The app's name (1 to 100 characters), shown to users on the consent page. */
  name: Scalars['String']['input'];
  /** Where the app may send the user after logging out (0 to 10, the same rules). */
  postLogoutRedirectUris?: InputMaybe<Array<Scalars['String']['input']>>;
  /** 1 to 10 redirect URIs, each absolute https (http only on localhost, 127.0.0.1 or [::1]), without a fragment. */
  redirectUris: Array<Scalars['String']['input']>;
  /** The scopes it may ask for; OPENID is required. */
  scopes: Array<OAuthScope>;
  /** Confidential (a server, with a secret) or public (a browser or native app). */
  type: OAuthClientType;
};

/** Input of adminInviteAccount. */
export type AdminInviteAccountInput = {
  /** The e-mail address the invitation goes to. */
  email: Scalars['String']['input'];
  /** The language of the invitation and later mails. */
  locale?: InputMaybe<Locale>;
  /** The login ID (3 to 64 of a-z 0-9 . _ -; full-width is accepted). */
  loginId: Scalars['String']['input'];
  /** Full name (氏名). */
  name: Scalars['String']['input'];
  /** Name in katakana (フリガナ); the owner can set it later. */
  nameKana?: InputMaybe<Scalars['String']['input']>;
  /** Role. */
  role?: InputMaybe<Role>;
};

/** Input naming a registered app. */
export type AdminOAuthClientInput = {
  /** The client id. */
  clientId: Scalars['ID']['input'];
};

/** Result of disabling a registered app. */
export type AdminOAuthClientPayload = {
  __typename?: 'AdminOAuthClientPayload';
  /** The app as it is now. */
  client?: Maybe<OAuthClient>;
  /** The failure, if any. */
  error?: Maybe<UserError>;
};

/** Result of registering an app or replacing its secret. */
export type AdminOAuthClientSecretPayload = {
  __typename?: 'AdminOAuthClientSecretPayload';
  /** The app as it is now. */
  client?: Maybe<OAuthClient>;
  /** A confidential app's client secret, in this answer only (only its hash is kept); null for a public app. */
  clientSecret?: Maybe<Scalars['String']['output']>;
  /** The failure, if any. */
  error?: Maybe<UserError>;
};

/** An administrative action recorded in the audit log. */
export const AuditAction = {
  /** An app registered (targetClientId). */
  ClientCreate: 'CLIENT_CREATE',
  /** A registered app disabled, its grants and tokens ended (targetClientId). */
  ClientDisable: 'CLIENT_DISABLE',
  /** A registered app's secret replaced (targetClientId). */
  ClientRotateSecret: 'CLIENT_ROTATE_SECRET',
  /** An account created with a password by an operator (the accounts CLI; role). */
  Create: 'CREATE',
  /** An account disabled. */
  Disable: 'DISABLE',
  /** An account enabled. */
  Enable: 'ENABLE',
  /** Every session ended. */
  EndSessions: 'END_SESSIONS',
  /** An account invited (role). */
  Invite: 'INVITE',
  /** A password change required. */
  RequirePasswordChange: 'REQUIRE_PASSWORD_CHANGE',
  /** An invitation mailed again. */
  ResendInvitation: 'RESEND_INVITATION',
  /** The authenticator app and recovery codes removed. */
  ResetSecondFactors: 'RESET_SECOND_FACTORS',
  /** A reset link mailed. */
  SendResetLink: 'SEND_RESET_LINK',
  /** A role given (role). */
  SetRole: 'SET_ROLE',
  /** A lock lifted. */
  Unlock: 'UNLOCK'
} as const;

export type AuditAction = typeof AuditAction[keyof typeof AuditAction];
/** Who took an administrative action. */
export const AuditActor = {
  /** An administrator, from the admin console. */
  Administrator: 'ADMINISTRATOR',
  /** An operator, with the accounts CLI on the server. */
  Operator: 'OPERATOR'
} as const;

export type AuditActor = typeof AuditActor[keyof typeof AuditActor];
/** A page of the audit log. */
export type AuditConnection = {
  __typename?: 'AuditConnection';
  /** The entries of this page, newest first. */
  nodes: Array<AuditEntry>;
  /** Where the page ends. */
  pageInfo: PageInfo;
};

/** One entry of the audit log. */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  /** What was done. */
  action: AuditAction;
  /** Who did it. */
  actor: AuditActor;
  /** The administrator's account code (null for an operator). */
  actorAccountCode?: Maybe<Scalars['ID']['output']>;
  /** The administrator's login ID (null for an operator). */
  actorLoginId?: Maybe<Scalars['String']['output']>;
  /** When it happened. */
  at: Scalars['DateTime']['output'];
  /** The entry's id. */
  id: Scalars['ID']['output'];
  /** The IP address it came from (null for an operator). */
  ipAddress?: Maybe<Scalars['String']['output']>;
  /** SET_ROLE and INVITE: the role given. */
  role?: Maybe<Role>;
  /** The account it was done to; null for an action on a registered app. */
  targetAccountCode?: Maybe<Scalars['ID']['output']>;
  /** The registered app it was done to (the CLIENT_* actions); null for an action on an account. */
  targetClientId?: Maybe<Scalars['ID']['output']>;
  /** That app's name at the time; null for an action on an account. */
  targetClientName?: Maybe<Scalars['String']['output']>;
  /** That account's login ID at the time; null for an action on a registered app. */
  targetLoginId?: Maybe<Scalars['String']['output']>;
};

/** The account's authenticator app, once confirmed. */
export type AuthenticatorApp = {
  __typename?: 'AuthenticatorApp';
  /** When its first code confirmed it. */
  confirmedAt: Scalars['DateTime']['output'];
};

/** Input for changing the password while signed in. */
export type ChangePasswordInput = {
  /** The current password. */
  currentPassword: Scalars['String']['input'];
  /** The new password (the same policy as a reset). */
  newPassword: Scalars['String']['input'];
};

/** Result of changing the password while signed in. */
export type ChangePasswordPayload = {
  __typename?: 'ChangePasswordPayload';
  /** The failure, if any. */
  error?: Maybe<UserError>;
  /** The signed-in account after the change (this session stays; the others end). */
  viewer?: Maybe<Viewer>;
};

/** Input of the first code of a new authenticator app. */
export type ConfirmAuthenticatorEnrolmentInput = {
  /** A 6-digit code of the app. Full-width digits are accepted. */
  code: Scalars['String']['input'];
};

/** Input for applying an e-mail change. */
export type ConfirmEmailChangeInput = {
  /** The 6-digit code from the mail to the new address. */
  code: Scalars['String']['input'];
  /** The new address (must be the one the code went to). */
  newEmail: Scalars['String']['input'];
};

/** Result of applying an e-mail change. */
export type ConfirmEmailChangePayload = {
  __typename?: 'ConfirmEmailChangePayload';
  /** The failure, if any. */
  error?: Maybe<UserError>;
  /** The account with its new address, on success. */
  viewer?: Maybe<Viewer>;
};

/** An app the account allowed to sign it in (「連携中のアプリ」). */
export type ConnectedApp = {
  __typename?: 'ConnectedApp';
  /** When the owner first allowed it. */
  allowedAt: Scalars['DateTime']['output'];
  /** The app's client id. */
  clientId: Scalars['ID']['output'];
  /** When it last used the grant (a sign-in, a token, a call), to the minute; null before its first use. */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The app's name. */
  name: Scalars['String']['output'];
  /** What it may do. */
  scopes: Array<OAuthScope>;
};

/** Input that needs the current password. */
export type CurrentPasswordInput = {
  /** The current password (REAUTHENTICATION_REQUIRED without it); not asked of a passkey-first account, whose passkey step-up is the re-authentication. */
  currentPassword?: InputMaybe<Scalars['String']['input']>;
};

/** Result of asking for or checking a data-download link. */
export type DataExportLinkPayload = {
  __typename?: 'DataExportLinkPayload';
  /** Why not (STEP_UP_REQUIRED, DATA_EXPORT_LINK_INVALID, DATA_EXPORT_LINK_EXPIRED), if so. */
  error?: Maybe<UserError>;
  /** When the link stops working (24 hours after it was asked for), when it works. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
};

/** Input for deleting a passkey. */
export type DeletePasskeyInput = {
  /** The current password (REAUTHENTICATION_REQUIRED without it); not asked of a passkey-first account, whose passkey step-up is the re-authentication. */
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  /** The passkey. */
  id: Scalars['ID']['input'];
};

/** Result of deleting a passkey. */
export type DeletePasskeyPayload = {
  __typename?: 'DeletePasskeyPayload';
  /** The failure, if any. */
  error?: Maybe<UserError>;
  /** True when the passkey no longer signs in. */
  ok: Scalars['Boolean']['output'];
};

/** A browser and an operating system, by family, as the User-Agent names them; null when not known. */
export type Device = {
  __typename?: 'Device';
  /** The browser, for example Chrome. */
  browser?: Maybe<Scalars['String']['output']>;
  /** The operating system, for example Windows. */
  os?: Maybe<Scalars['String']['output']>;
};

/** A live session of the signed-in account. */
export type DeviceSession = {
  __typename?: 'DeviceSession';
  /** True for the session of this request (「この端末」). */
  current: Scalars['Boolean']['output'];
  /** The device it signed in from. */
  device: Device;
  /** The session's id on this page (neither its token nor derived from it). */
  id: Scalars['ID']['output'];
  /** The IP address it signed in from. */
  ipAddress?: Maybe<Scalars['String']['output']>;
  /** A browser or a program's token. */
  kind: SessionKind;
  /** When it was last used, to the minute. */
  lastUsedAt: Scalars['DateTime']['output'];
  /** How it signed in. */
  signInMethod: SignInMethod;
  /** When it signed in. */
  signedInAt: Scalars['DateTime']['output'];
};

/** The closed set of expected error codes. */
export const ErrorCode = {
  /** No account has this account code. */
  AccountNotFound: 'ACCOUNT_NOT_FOUND',
  /** The action does not apply to the account as it is now (already unlocked, already enabled, no invitation pending…); reload it. */
  ActionNotApplicable: 'ACTION_NOT_APPLICABLE',
  /** The account has no password already. */
  AlreadyPasswordless: 'ALREADY_PASSWORDLESS',
  /** The account has an authenticator app already: remove it before setting up another. */
  AuthenticatorAlreadyEnrolled: 'AUTHENTICATOR_ALREADY_ENROLLED',
  /** The account has no authenticator app. */
  AuthenticatorNotFound: 'AUTHENTICATOR_NOT_FOUND',
  /** No authenticator app set-up is waiting for its first code (it took over 10 minutes, or another one replaced it): start again. */
  AuthenticatorNotPending: 'AUTHENTICATOR_NOT_PENDING',
  /** The back-channel logout URI breaks the redirect URIs' rules. */
  BackchannelLogoutUriInvalid: 'BACKCHANNEL_LOGOUT_URI_INVALID',
  /** An administrator cannot disable their own account. */
  CannotDisableSelf: 'CANNOT_DISABLE_SELF',
  /** The registered app is disabled; nothing more can be done to it. */
  ClientDisabled: 'CLIENT_DISABLED',
  /** A public app has no secret to replace. */
  ClientHasNoSecret: 'CLIENT_HAS_NO_SECRET',
  /** A registered app's name is 1 to 100 characters on one line. */
  ClientNameInvalid: 'CLIENT_NAME_INVALID',
  /** No registered app has this client id. */
  ClientNotFound: 'CLIENT_NOT_FOUND',
  /** The one-time code or the login attempt has expired; sign in again. */
  CodeExpired: 'CODE_EXPIRED',
  /** No app is connected to this account with this id: it may have been disconnected already. */
  ConnectedAppNotFound: 'CONNECTED_APP_NOT_FOUND',
  /** The data-download link's 24 hours are over: ask for a new one on the security page. */
  DataExportLinkExpired: 'DATA_EXPORT_LINK_EXPIRED',
  /** The data-download link is not valid (mistyped, or made for another account: it works only for the account that asked for it, signed in). */
  DataExportLinkInvalid: 'DATA_EXPORT_LINK_INVALID',
  /** There is no pending e-mail change for this address; ask for a new code. */
  EmailChangeNotPending: 'EMAIL_CHANGE_NOT_PENDING',
  /** The e-mail address is not valid. */
  EmailInvalid: 'EMAIL_INVALID',
  /** The e-mail address cannot be used (the same as now, or taken). Deliberately unspecific. */
  EmailUnavailable: 'EMAIL_UNAVAILABLE',
  /** No such event in this account's activity. */
  EventNotFound: 'EVENT_NOT_FOUND',
  /** Signed in, but the role or account state does not allow this; or an app's access token whose scopes do not allow it. */
  Forbidden: 'FORBIDDEN',
  /** The app asks for a sign-in newer than this session's (prompt=login, max_age): sign in again. */
  FreshSignInRequired: 'FRESH_SIGN_IN_REQUIRED',
  /** The app asks for another account than the one signed in (id_token_hint), or the sign-in was for another account: sign in with that account. */
  InteractionAccountMismatch: 'INTERACTION_ACCOUNT_MISMATCH',
  /** The sign-in for an app is over: it expired, was finished, or belongs to another browser. Start again from the app. */
  InteractionExpired: 'INTERACTION_EXPIRED',
  /** A newer sign-in for an app started in this browser and replaced this one: continue in the newest tab. */
  InteractionReplaced: 'INTERACTION_REPLACED',
  /** The one-time code is wrong; `attemptsRemaining` tells how many tries are left. */
  InvalidCode: 'INVALID_CODE',
  /** Login ID or password is wrong, or the account cannot sign in. Deliberately unspecific. */
  InvalidCredentials: 'INVALID_CREDENTIALS',
  /** The current password is wrong. */
  InvalidCurrentPassword: 'INVALID_CURRENT_PASSWORD',
  /** The action would leave no active administrator. */
  LastActiveAdmin: 'LAST_ACTIVE_ADMIN',
  /** The last passkey of an account without a password cannot be removed: it is the way in. Set a password or add another passkey first. */
  LastWayIn: 'LAST_WAY_IN',
  /** There is no pending login attempt (never started, already used or void). */
  LoginAttemptInvalid: 'LOGIN_ATTEMPT_INVALID',
  /** A login ID is 3 to 64 characters of a-z, 0-9 and . _ -, starting with a letter or digit. */
  LoginIdInvalid: 'LOGIN_ID_INVALID',
  /** The login ID is taken. */
  LoginIdUnavailable: 'LOGIN_ID_UNAVAILABLE',
  /** The name (氏名) is empty or longer than 100 characters. */
  NameInvalid: 'NAME_INVALID',
  /** The katakana name (フリガナ) is empty, too long, or not full-width katakana. */
  NameKanaInvalid: 'NAME_KANA_INVALID',
  /** The "this was not me" link has expired (it works for 7 days). */
  NotMeLinkExpired: 'NOT_ME_LINK_EXPIRED',
  /** The "this was not me" link is not valid (mistyped or unknown). */
  NotMeLinkInvalid: 'NOT_ME_LINK_INVALID',
  /** The "this was not me" link has already been used. */
  NotMeLinkUsed: 'NOT_ME_LINK_USED',
  /** The "this was not me" link no longer works: the account's e-mail address changed since it was mailed (to the old address). */
  NotMeLinkVoid: 'NOT_ME_LINK_VOID',
  /** This passkey is registered already (to this account or another). */
  PasskeyAlreadyRegistered: 'PASSKEY_ALREADY_REGISTERED',
  /** The account has 10 passkeys already; delete one first. */
  PasskeyLimitReached: 'PASSKEY_LIMIT_REACHED',
  /** A passkey's name is 1 to 50 characters on one line. */
  PasskeyNameInvalid: 'PASSKEY_NAME_INVALID',
  /** No such passkey of this account. */
  PasskeyNotFound: 'PASSKEY_NOT_FOUND',
  /** The passkey's answer could not be verified (expired, used, or not for this site); start again. */
  PasskeyVerificationFailed: 'PASSKEY_VERIFICATION_FAILED',
  /** 「パスワードを使わない」 needs a passkey first: without a password, the account signs in with its passkeys. */
  PasswordlessNeedsPasskey: 'PASSWORDLESS_NEEDS_PASSKEY',
  /** 「パスワードを使わない」 needs unused recovery codes first: without a password, a recovery code and the mailed code are the way back in. */
  PasswordlessNeedsRecoveryCodes: 'PASSWORDLESS_NEEDS_RECOVERY_CODES',
  /** The account has a password: change it (changePassword) rather than set one. */
  PasswordAlreadySet: 'PASSWORD_ALREADY_SET',
  /** The new password contains the e-mail address. */
  PasswordContainsEmail: 'PASSWORD_CONTAINS_EMAIL',
  /** The new password contains the login ID. */
  PasswordContainsLoginId: 'PASSWORD_CONTAINS_LOGIN_ID',
  /** The new password is on the list of common passwords. */
  PasswordTooCommon: 'PASSWORD_TOO_COMMON',
  /** The new password is longer than 128 characters. */
  PasswordTooLong: 'PASSWORD_TOO_LONG',
  /** The new password is shorter than 12 characters. */
  PasswordTooShort: 'PASSWORD_TOO_SHORT',
  /** The phone number is not a Japanese phone number. */
  PhoneInvalid: 'PHONE_INVALID',
  /** The current password is needed first (the sign-in is more than 5 minutes old). */
  ReauthenticationRequired: 'REAUTHENTICATION_REQUIRED',
  /** A redirect URI is not absolute https (http only on localhost, 127.0.0.1 or [::1]), has a fragment or a user name, or there are not 1 to 10 of them; `field` names the list. */
  RedirectUriInvalid: 'REDIRECT_URI_INVALID',
  /** No more codes can be sent for this login attempt. */
  ResendLimitReached: 'RESEND_LIMIT_REACHED',
  /** A new code was asked for too soon; wait `retryAfterSeconds`. */
  ResendTooSoon: 'RESEND_TOO_SOON',
  /** The reset or invitation link has expired; ask for a new one. */
  ResetTokenExpired: 'RESET_TOKEN_EXPIRED',
  /** The reset or invitation link is not valid (mistyped or unknown). */
  ResetTokenInvalid: 'RESET_TOKEN_INVALID',
  /** A newer reset link was sent; only the newest one works. */
  ResetTokenSuperseded: 'RESET_TOKEN_SUPERSEDED',
  /** The reset or invitation link has already been used. */
  ResetTokenUsed: 'RESET_TOKEN_USED',
  /** The scopes are not a subset of the provider's scopes, or openid is missing. */
  ScopeInvalid: 'SCOPE_INVALID',
  /** The back end cannot be reached just now; nothing was changed. Try again. */
  ServiceUnavailable: 'SERVICE_UNAVAILABLE',
  /** No such session of this account: it may have ended already. */
  SessionNotFound: 'SESSION_NOT_FOUND',
  /** The action needs a fresh proof (within the last 5 minutes) of the strongest method the account has: `stepUpMethod` names it. Step up (Viewer.stepUp, the step-up mutations), then try again. */
  StepUpRequired: 'STEP_UP_REQUIRED',
  /** Too many wrong codes; the login attempt is void. Sign in again. */
  TooManyAttempts: 'TOO_MANY_ATTEMPTS',
  /** Too many requests; try again after `retryAfterSeconds`. */
  TooManyRequests: 'TOO_MANY_REQUESTS',
  /** Not signed in, or the session has ended. */
  Unauthenticated: 'UNAUTHENTICATED',
  /** An input failed validation; `field` names it. */
  ValidationFailed: 'VALIDATION_FAILED'
} as const;

export type ErrorCode = typeof ErrorCode[keyof typeof ErrorCode];
/** Who did what an event records. */
export const EventActor = {
  /** An administrator, from the admin console. */
  Administrator: 'ADMINISTRATOR',
  /** An operator, with the accounts CLI. */
  Operator: 'OPERATOR',
  /** The account's owner (or whoever signed in as them). */
  Self: 'SELF',
  /** The portal itself (a temporary lock, a lock a reset lifted). */
  System: 'SYSTEM'
} as const;

export type EventActor = typeof EventActor[keyof typeof EventActor];
/** Input for finishing a passkey registration. */
export type FinishPasskeyRegistrationInput = {
  /** The ceremony's id. */
  ceremonyId: Scalars['String']['input'];
  /** The passkey's name (1 to 50 characters); by default the device. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** What navigator.credentials.create() answered. */
  response: PasskeyRegistrationResponseInput;
};

/** Result of adding a passkey. */
export type FinishPasskeyRegistrationPayload = {
  __typename?: 'FinishPasskeyRegistrationPayload';
  /** The failure, if any. */
  error?: Maybe<UserError>;
  /** The passkey added. */
  passkey?: Maybe<Passkey>;
};

/** Input for finishing a passkey sign-in. */
export type FinishPasskeySignInInput = {
  /** The ceremony's id. */
  ceremonyId: Scalars['String']['input'];
  /** What navigator.credentials.get() answered. */
  response: PasskeyAuthenticationResponseInput;
};

/** Result of a passkey sign-in. */
export type FinishPasskeySignInPayload = {
  __typename?: 'FinishPasskeySignInPayload';
  /** The failure, if any: INVALID_CREDENTIALS for every refusal, like a wrong password. */
  error?: Maybe<UserError>;
  /** The signed-in account and session. */
  viewer?: Maybe<Viewer>;
};

/** New recovery codes: shown this once. */
export type GenerateRecoveryCodesPayload = {
  __typename?: 'GenerateRecoveryCodesPayload';
  /** Ten single-use codes (xxxxx-xxxxx); the old set no longer works. */
  codes?: Maybe<Array<Scalars['String']['output']>>;
  /** The failure, if any. */
  error?: Maybe<UserError>;
  /** The second factors as they now are. */
  secondFactors?: Maybe<SecondFactors>;
};

/** A user interface and mail language. */
export const Locale = {
  /** English. */
  En: 'EN',
  /** Japanese (the default). */
  Ja: 'JA'
} as const;

export type Locale = typeof Locale[keyof typeof Locale];
/** A pending login attempt waiting for its second step. */
export type LoginChallenge = {
  __typename?: 'LoginChallenge';
  /** The attempt id, only for BEARER delivery (browsers keep it in an HttpOnly cookie). */
  attemptId?: Maybe<Scalars['String']['output']>;
  /** When the code expires. */
  expiresAt: Scalars['DateTime']['output'];
  /** The address the code went to, masked (t***@example.com). */
  maskedEmail: Scalars['String']['output'];
  /** True when step 1 was a recovery code (startRecoveryLogin): the mailed code is the only second step. */
  recovery: Scalars['Boolean']['output'];
  /** Whether the account has unused recovery codes (the code page offers them); false for a recovery sign-in. */
  recoveryCodesAvailable: Scalars['Boolean']['output'];
  /** When a new code may be asked for. */
  resendAvailableAt: Scalars['DateTime']['output'];
  /** How many more codes may be sent. */
  resendsRemaining: Scalars['Int']['output'];
  /** Which code it asks for. */
  secondStep: SecondStep;
};

/** Which code the second step is given. */
export const LoginCodeKind = {
  /** The code the attempt asks for (secondStep): mailed, or the authenticator app's. */
  Code: 'CODE',
  /** One of the account's recovery codes instead (xxxxx-xxxxx); a wrong one counts like a wrong code. */
  RecoveryCode: 'RECOVERY_CODE'
} as const;

export type LoginCodeKind = typeof LoginCodeKind[keyof typeof LoginCodeKind];
/** Login step 1 input. */
export type LoginInput = {
  /** How the session is handed over after the code step. */
  delivery?: InputMaybe<TokenDelivery>;
  /** The language of the page the sign-in is made on: the code mails of this attempt (the first and every resend) are in it, so the mail and the code page agree. Absent: the account's preferred language. */
  locale?: InputMaybe<Locale>;
  /** Login ID or e-mail address. Full-width letters and digits are accepted. */
  loginId: Scalars['String']['input'];
  /** Password. */
  password: Scalars['String']['input'];
};

/** Result of login step 1. */
export type LoginPayload = {
  __typename?: 'LoginPayload';
  /** The pending attempt, on success. */
  challenge?: Maybe<LoginChallenge>;
  /** The failure, if any. */
  error?: Maybe<UserError>;
};

/** Result of logout. */
export type LogoutPayload = {
  __typename?: 'LogoutPayload';
  /** The failure, if any. */
  error?: Maybe<UserError>;
  /** True when no session remains. */
  ok: Scalars['Boolean']['output'];
};

/** Why an account must change its password. */
export const MustChangePasswordReason = {
  /** An administrator (or an operator) asked for it. */
  Administrator: 'ADMINISTRATOR',
  /** The password was found in a data breach at sign-in. */
  BreachedPassword: 'BREACHED_PASSWORD',
  /** A 「心当たりがない」 report ended every session. */
  NotMeReport: 'NOT_ME_REPORT'
} as const;

export type MustChangePasswordReason = typeof MustChangePasswordReason[keyof typeof MustChangePasswordReason];
/** What can be changed: signing in and out, passwords, the account's details and e-mail address. */
export type Mutation = {
  __typename?: 'Mutation';
  /** An administrator's action on an account; audited, and written to the account's activity. Administrators only. */
  adminAccountAction: AdminAccountPayload;
  /** Registers an app that signs users in with their portal account; a confidential app's secret is answered this once. Audited. Administrators only. */
  adminCreateOAuthClient: AdminOAuthClientSecretPayload;
  /** Disables a registered app for good: its users' grants and tokens end at once. Audited. Administrators only. */
  adminDisableOAuthClient: AdminOAuthClientPayload;
  /** Invites an account: created without a password; the owner gets a link to set one (72 hours). Administrators only. */
  adminInviteAccount: AdminAccountPayload;
  /** Replaces a confidential app's secret at once (the old one stops working); the new one is answered this once. Audited. Administrators only. */
  adminRotateOAuthClientSecret: AdminOAuthClientSecretPayload;
  /** 退会を取り消す: cancels the signed-in account's closing during its 30 days; the session stays and the owner is mailed. */
  cancelAccountClosing: AccountClosingPayload;
  /** Changes the signed-in account's password; its other sessions end. */
  changePassword: ChangePasswordPayload;
  /** Signs an app's sign-in in with this browser's session (the account is the session's). Answers where the browser goes next. */
  completeOAuthLogin: OAuthInteractionStepPayload;
  /** Confirms the new authenticator app with one code; from then on sign-in asks for its code. A notice mail goes out. */
  confirmAuthenticatorEnrolment: SecondFactorsPayload;
  /** Applies a pending e-mail change with the code from the new address; the old address is told. */
  confirmEmailChange: ConfirmEmailChangePayload;
  /** Allows the app what it asks for (「許可する」: remembered for the account and app), or not (「許可しない」). Answers where the browser goes next. */
  decideOAuthConsent: OAuthInteractionStepPayload;
  /** Deletes a passkey (current password required); a notice mail goes out. */
  deletePasskey: DeletePasskeyPayload;
  /** Finishes adding a passkey with the browser's answer; a notice mail goes out. */
  finishPasskeyRegistration: FinishPasskeyRegistrationPayload;
  /** Finishes a passkey sign-in: with user verification it is a complete sign-in, no password and no mailed code. */
  finishPasskeySignIn: FinishPasskeySignInPayload;
  /** Finishes a passkey step-up with the browser's answer (PASSKEY_VERIFICATION_FAILED when it does not verify). */
  finishPasskeyStepUp: StepUpPayload;
  /** 「リカバリーコード」: ten new single-use codes (current password required), shown this once; the old set stops working. */
  generateRecoveryCodes: GenerateRecoveryCodesPayload;
  /** Login step 1: checks login ID and password; mails a 6-digit code, unless the account has an authenticator app (challenge.secondStep). */
  login: LoginPayload;
  /** Ends the session on the server and clears the cookie. */
  logout: LogoutPayload;
  /** Removes the authenticator app (current password required); a notice mail goes out. */
  removeAuthenticator: SecondFactorsPayload;
  /** 「パスワードを使わない」: removes the password; the account then signs in with its passkeys. Needs a passkey (PASSWORDLESS_NEEDS_PASSKEY) and unused recovery codes (PASSWORDLESS_NEEDS_RECOVERY_CODES), then a fresh passkey step-up (STEP_UP_REQUIRED). A notice mail goes out. */
  removePassword: SecondFactorsPayload;
  /** Renames a passkey. */
  renamePasskey: PasskeyPayload;
  /** "This was not me" on an event: every session ends (this one too), codes and links stop working, every passkey added since the event is removed, a new password is required, and a reset link is mailed. */
  reportNotMe: ReportNotMePayload;
  /** "This was not me" from the link of a new-device or passkey-added mail, signed out; the link works once, and an e-mail change voids it. */
  reportNotMeByLink: ReportNotMePayload;
  /** 退会: asks to close the signed-in account. Needs a fresh step-up (STEP_UP_REQUIRED); the last active administrator is refused (LAST_ACTIVE_ADMIN). Every session ends, this one too; the owner is mailed; 30 days later the account's personal data is deleted. Until then signing in offers only cancelAccountClosing and logout. */
  requestAccountClosing: AccountClosingPayload;
  /** 「データのダウンロード」: mails the account's owner a link to a copy of the account's data (JSON and an activity CSV), valid 24 hours. Needs a fresh step-up (STEP_UP_REQUIRED). The files are downloaded with POST /data-export (docs/api.md), signed in as the same account. */
  requestDataExport: DataExportLinkPayload;
  /** Starts an e-mail change: a 6-digit code goes to the new address (30 minutes, 5 tries). */
  requestEmailChange: RequestEmailChangePayload;
  /** Forgotten password: mails a reset link if an account matches (the answer never says whether one did). */
  requestPasswordReissue: RequestPasswordReissuePayload;
  /** Mails a new code for the pending attempt (60 s apart, at most 3 times). */
  resendLoginCode: ResendLoginCodePayload;
  /** Sets a new password with a reset or invitation link; the link is used up. */
  resetPassword: ResetPasswordPayload;
  /** 「連携を解除」: ends the account's grant to an app and every token issued under it at once; the app is told (back-channel logout). */
  revokeConnectedApp: RevokeConnectedAppPayload;
  /** Ends every session of the account but the current one. */
  revokeOtherSessions: RevokeSessionsPayload;
  /** Ends one of the account's other sessions (the current one ends by logout). */
  revokeSession: RevokeSessionsPayload;
  /** Mails a step-up code to the account's address (10 minutes, 5 tries; 60 s apart, at most 4 an hour). */
  sendStepUpCode: SendStepUpCodePayload;
  /** 「パスワードを設定する」: a passkey-first account sets a password again (a fresh passkey step-up first; the password policy applies; PASSWORD_ALREADY_SET when it has one). A notice mail goes out. */
  setPassword: SecondFactorsPayload;
  /** 「認証アプリを設定」: a new TOTP secret (current password required), counting once confirmAuthenticatorEnrolment gets one of its codes. */
  startAuthenticatorEnrolment: StartAuthenticatorEnrolmentPayload;
  /** Starts adding a passkey: the current password is required, whatever the session's age (REAUTHENTICATION_REQUIRED without it). */
  startPasskeyRegistration: StartPasskeyRegistrationPayload;
  /** Starts a passkey sign-in (browsers: the session comes as the HttpOnly cookie). */
  startPasskeySignIn: StartPasskeySignInPayload;
  /** Starts a passkey step-up: the options allow only this account's passkeys (STEP_UP_REQUIRED when a passkey is not its strongest method). */
  startPasskeyStepUp: StartPasskeySignInPayload;
  /** 「パスキーを使えないとき」: step 1 of a passkey-first account's recovery - a recovery code instead of the password (spent at once; the owner is mailed). The code mailed to the account is step 2 (verifyLoginCode). Any other account, or a wrong code, fails like a wrong password (INVALID_CREDENTIALS). */
  startRecoveryLogin: LoginPayload;
  /** Edits the signed-in account's details. Only the fields given change; phone "" removes it. */
  updateAccount: UpdateAccountPayload;
  /** Finishes a step-up with a code of the account's authenticator app. */
  verifyAuthenticatorAppStepUp: StepUpPayload;
  /** Login step 2: checks the mailed code, the authenticator app's code or a recovery code, and signs in. */
  verifyLoginCode: VerifyLoginCodePayload;
  /** Finishes an e-mail step-up with the mailed code and the current password. */
  verifyStepUpCode: StepUpPayload;
};


/** What can be changed: signing in and out, passwords, the account's details and e-mail address. */
export type MutationAdminAccountActionArgs = {
  input: AdminAccountActionInput;
};


/** What can be changed: signing in and out, passwords, the account's details and e-mail address. */
export type MutationAdminCreateOAuthClientArgs = {
  input: AdminCreateOAuthClientInput;
};


/** What can be changed: signing in and out, passwords, the account's details and e-mail address. */
export type MutationAdminDisableOAuthClientArgs = {
  input: AdminOAuthClientInput;
};


/** What can be changed: signing in and out, passwords, the account's details and e-mail address. */
export type MutationAdminInviteAccountArgs = {
  input: AdminInviteAccountInput;
};


/** What can be changed: signing in and out, passwords, the account's details and e-mail address. */
export type MutationAdminRotateOAuthClientSecretArgs = {
  input: AdminOAuthClientInput;
};


/** What can be changed: signing in and out, passwords, the account's details and e-mail address. */
export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


/** What can be changed: signing in and out, passwords, the account's details and e-mail address. */
export type MutationCompleteOAuthLoginArgs = {
  id: Scalars['ID']['input'];
};


/** What can be changed: signing in and out, passwords, the account's details and e-mail address. */
export type MutationConfirmAuthenticatorEnrolmentArgs = {
  input: ConfirmAuthenticatorEnrolmentInput;
};


/** What can be changed: signing in and out, passwords, the account's details and e-mail address. */
export type MutationConfirmEmailChangeArgs = {
  input: ConfirmEmailChangeInput;
};


/** What can be changed: signing in and out, passwords, the account's details and e-mail address. */
export type MutationDecideOAuthConsentArgs = {
  allow: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** What can be changed: signing in and out, passwords, the account's details and e-mail address. */
export type MutationDeletePasskeyArgs = {
  input: DeletePasskeyInput;
};


/** What can be changed: signing in and out, passwords, the account's details and e-mail address. */
export type MutationFinishPasskeyRegistrationArgs = {
  input: FinishPasskeyRegistrationInput;
};


/** What can be changed: signing in and out, passwords, the account's details and e-mail address. */
export type MutationFinishPasskeySignInArgs = {
  input: FinishPasskeySignInInput;
};


/** What can be changed: signing in and out, passwords, the account's details and e-mail address. */
export type MutationFinishPasskeyStepUpArgs = {
  input: FinishPasskeySignInInput;
};


/** What can be changed: signing in and out, passwords, the account's details and e-mail address. */
export type MutationGenerateRecoveryCodesArgs = {
  input: CurrentPasswordInput;
};


/** What can be changed: signing in and out, passwords, the account's details and e-mail address. */
export type MutationLoginArgs = {
  input: LoginInput;
};


/** What can be changed: signing in and out, passwords, the account's details and e-mail address. */
export type MutationRemoveAuthenticatorArgs = {
  input: CurrentPasswordInput;
};


/** What can be changed: signing in and out, passwords, the account's details and e-mail address. */
export type MutationRenamePasskeyArgs = {
  input: RenamePasskeyInput;
};


/** What can be changed: signing in and out, passwords, the account's details and e-mail address. */
export type MutationReportNotMeArgs = {
  input: ReportNotMeInput;
};


/** What can be changed: signing in and out, passwords, the account's details and e-mail address. */
export type MutationReportNotMeByLinkArgs = {
  input: NotMeLinkInput;
};


/** What can be changed: signing in and out, passwords, the account's details and e-mail address. */
export type MutationRequestEmailChangeArgs = {
  input: RequestEmailChangeInput;
};


/** What can be changed: signing in and out, passwords, the account's details and e-mail address. */
export type MutationRequestPasswordReissueArgs = {
  input: RequestPasswordReissueInput;
};


/** What can be changed: signing in and out, passwords, the account's details and e-mail address. */
export type MutationResendLoginCodeArgs = {
  input?: InputMaybe<ResendLoginCodeInput>;
};


/** What can be changed: signing in and out, passwords, the account's details and e-mail address. */
export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


/** What can be changed: signing in and out, passwords, the account's details and e-mail address. */
export type MutationRevokeConnectedAppArgs = {
  clientId: Scalars['ID']['input'];
};


/** What can be changed: signing in and out, passwords, the account's details and e-mail address. */
export type MutationRevokeSessionArgs = {
  id: Scalars['ID']['input'];
};


/** What can be changed: signing in and out, passwords, the account's details and e-mail address. */
export type MutationSetPasswordArgs = {
  input: SetPasswordInput;
};


/** What can be changed: signing in and out, passwords, the account's details and e-mail address. */
export type MutationStartAuthenticatorEnrolmentArgs = {
  input: CurrentPasswordInput;
};


/** What can be changed: signing in and out, passwords, the account's details and e-mail address. */
export type MutationStartPasskeyRegistrationArgs = {
  input: StartPasskeyRegistrationInput;
};


/** What can be changed: signing in and out, passwords, the account's details and e-mail address. */
export type MutationStartRecoveryLoginArgs = {
  input: RecoveryLoginInput;
};


/** What can be changed: signing in and out, passwords, the account's details and e-mail address. */
export type MutationUpdateAccountArgs = {
  input: UpdateAccountInput;
};


/** What can be changed: signing in and out, passwords, the account's details and e-mail address. */
export type MutationVerifyAuthenticatorAppStepUpArgs = {
  input: VerifyAuthenticatorAppStepUpInput;
};


/** What can be changed: signing in and out, passwords, the account's details and e-mail address. */
export type MutationVerifyLoginCodeArgs = {
  input: VerifyLoginCodeInput;
};


/** What can be changed: signing in and out, passwords, the account's details and e-mail address. */
export type MutationVerifyStepUpCodeArgs = {
  input: VerifyStepUpCodeInput;
};

/** A usable "this was not me" link. */
export type NotMeLinkInfo = {
  __typename?: 'NotMeLinkInfo';
  /** The device it came from. */
  device: Device;
  /** When the link stops working. */
  expiresAt: Scalars['DateTime']['output'];
  /** What the mail was about. */
  kind: NotMeLinkKind;
  /** PASSKEY_ADDED: the passkey's name. */
  passkeyName?: Maybe<Scalars['String']['output']>;
  /** When the event the mail was about happened (the sign-in, or the passkey's addition). */
  signedInAt: Scalars['DateTime']['output'];
};

/** Input with a "this was not me" link's token. */
export type NotMeLinkInput = {
  /** The token from the link. */
  token: Scalars['String']['input'];
};

/** What a "this was not me" link's mail was about. */
export const NotMeLinkKind = {
  /** A passkey added to the account. */
  PasskeyAdded: 'PASSKEY_ADDED',
  /** A sign-in from a new device. */
  SignIn: 'SIGN_IN'
} as const;

export type NotMeLinkKind = typeof NotMeLinkKind[keyof typeof NotMeLinkKind];
/** Result of checking a "this was not me" link. */
export type NotMeLinkPayload = {
  __typename?: 'NotMeLinkPayload';
  /** Why it cannot be used (NOT_ME_LINK_*), if so. */
  error?: Maybe<UserError>;
  /** The link's details, when it can be used. */
  info?: Maybe<NotMeLinkInfo>;
};

/** An app registered to sign users in with their portal account (OpenID Connect), as administrators see it. Its secret is never shown again. */
export type OAuthClient = {
  __typename?: 'OAuthClient';
  /** Where logout tokens are sent when a user's portal session ends; null when none. */
  backchannelLogoutUri?: Maybe<Scalars['String']['output']>;
  /** The client id (client_id). */
  clientId: Scalars['ID']['output'];
  /** When it was registered. */
  createdAt: Scalars['DateTime']['output'];
  /** The administrator who registered it (account code); null when an operator did with the accounts CLI. */
  createdByAccountCode?: Maybe<Scalars['ID']['output']>;
  /** That administrator's login ID; null as above. */
  createdByLoginId?: Maybe<Scalars['String']['output']>;
  /** When it was disabled; null while it can be used. */
  disabledAt?: Maybe<Scalars['DateTime']['output']>;
  /** The app's name, shown to users on the consent page. */
  name: Scalars['String']['output'];
  /** Where the app may send the user after logging out, matched exactly. */
  postLogoutRedirectUris: Array<Scalars['String']['output']>;
  /** Where the provider may send the user back, matched exactly. */
  redirectUris: Array<Scalars['String']['output']>;
  /** The scopes the app may ask for. */
  scopes: Array<OAuthScope>;
  /** When its secret was last replaced; null if never. */
  secretRotatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Whether it can be used. */
  status: OAuthClientStatus;
  /** Confidential or public. */
  type: OAuthClientType;
};

/** Whether a registered app can be used. */
export const OAuthClientStatus = {
  /** Users can sign in to it. */
  Active: 'ACTIVE',
  /** Disabled for good: the provider no longer knows it, and its grants and tokens have ended. */
  Disabled: 'DISABLED'
} as const;

export type OAuthClientStatus = typeof OAuthClientStatus[keyof typeof OAuthClientStatus];
/** How a registered app proves itself at the token endpoint. */
export const OAuthClientType = {
  /** A confidential app (a server): a client secret, and PKCE. */
  Confidential: 'CONFIDENTIAL',
  /** A public app (a browser or native app): no secret, PKCE alone. */
  Public: 'PUBLIC'
} as const;

export type OAuthClientType = typeof OAuthClientType[keyof typeof OAuthClientType];
/** What an app asks of the person in this browser (the page /oauth/interaction/:id): to sign in, or to allow it what it asks for. */
export type OAuthInteraction = {
  __typename?: 'OAuthInteraction';
  /** The app. */
  app: OAuthInteractionApp;
  /** When the interaction ends. */
  expiresAt: Scalars['DateTime']['output'];
  /** The interaction's id (from the page's address). */
  id: Scalars['ID']['output'];
  /** The language the app asked for (ui_locales), when the portal speaks it. */
  locale?: Maybe<Locale>;
  /** The app's login_hint (who it expects), as it sent it. */
  loginHint?: Maybe<Scalars['String']['output']>;
  /** At the consent step: what the app asks for that the person has not allowed it before. */
  newScopes: Array<OAuthScope>;
  /** Whether this request's session completes the sign-in. */
  portalSession: OAuthPortalSession;
  /** The step: sign in, or consent. */
  prompt: OAuthPrompt;
  /** The provider's reasons for this step (no_session, login_prompt, max_age, id_token_hint, portal_session; consent_prompt, op_scopes_missing…). */
  reasons: Array<Scalars['String']['output']>;
  /** Everything the app asks for. */
  scopes: Array<OAuthScope>;
};

/** The app that asks to sign the person in with their portal account. */
export type OAuthInteractionApp = {
  __typename?: 'OAuthInteractionApp';
  /** The app's client_id. */
  clientId: Scalars['ID']['output'];
  /** The app's name, as an administrator registered it. */
  name: Scalars['String']['output'];
};

/** An app's interaction, or why it cannot be shown (INTERACTION_EXPIRED, INTERACTION_REPLACED). */
export type OAuthInteractionPayload = {
  __typename?: 'OAuthInteractionPayload';
  /** Why not, if so. */
  error?: Maybe<UserError>;
  /** The interaction. */
  interaction?: Maybe<OAuthInteraction>;
};

/** Where the browser goes next, once a step of an app's sign-in is done. */
export type OAuthInteractionStepPayload = {
  __typename?: 'OAuthInteractionStepPayload';
  /** Why the step could not be done (INTERACTION_EXPIRED, INTERACTION_REPLACED, FRESH_SIGN_IN_REQUIRED, INTERACTION_ACCOUNT_MISMATCH, UNAUTHENTICATED…). */
  error?: Maybe<UserError>;
  /** The provider's address to navigate to (a top-level navigation, not a form). */
  returnTo?: Maybe<Scalars['String']['output']>;
};

/** Whether the session of this request completes an app's sign-in (completeOAuthLogin). */
export const OAuthPortalSession = {
  /** Signed out: sign in first. */
  Missing: 'MISSING',
  /** The app asks for another account (id_token_hint), or the sign-in was another account's: sign in with that account. */
  OtherAccount: 'OTHER_ACCOUNT',
  /** The app asks for a sign-in newer than this session's (prompt=login, max_age): sign in again. */
  TooOld: 'TOO_OLD',
  /** Yes. */
  Usable: 'USABLE'
} as const;

export type OAuthPortalSession = typeof OAuthPortalSession[keyof typeof OAuthPortalSession];
/** The step of an app's sign-in the person is at. */
export const OAuthPrompt = {
  /** Allowing the app what it asks for (「許可する」), or not (「許可しない」). */
  Consent: 'CONSENT',
  /** Signing in: the portal's own sign-in (password and mailed code, or a passkey). */
  Login: 'LOGIN'
} as const;

export type OAuthPrompt = typeof OAuthPrompt[keyof typeof OAuthPrompt];
/** A scope an app may ask for. ACCOUNT_READ and ACCOUNT_WRITE let its access tokens use this API. */
export const OAuthScope = {
  /** account:read: read the account through this API. */
  AccountRead: 'ACCOUNT_READ',
  /** account:write: change the account through this API. */
  AccountWrite: 'ACCOUNT_WRITE',
  /** email: the user's e-mail address. */
  Email: 'EMAIL',
  /** offline_access: stay connected while the user is away (refresh tokens). */
  OfflineAccess: 'OFFLINE_ACCESS',
  /** openid: sign the user in (required of every app). */
  Openid: 'OPENID',
  /** profile: the user's name, its reading and language. */
  Profile: 'PROFILE'
} as const;

export type OAuthScope = typeof OAuthScope[keyof typeof OAuthScope];
/** Where a page of a list ends. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** The cursor to ask for the next page with (`after`). */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** True when another page follows. */
  hasNextPage: Scalars['Boolean']['output'];
};

/** A passkey of the signed-in account. */
export type Passkey = {
  __typename?: 'Passkey';
  /** When it was added. */
  createdAt: Scalars['DateTime']['output'];
  /** The WebAuthn credential id (base64url): public, for the browser's WebAuthn Signals API. */
  credentialId: Scalars['String']['output'];
  /** The passkey's id on this page. */
  id: Scalars['ID']['output'];
  /** When it last signed in, if ever. */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The name the user gave it (by default the device it was made on). */
  name: Scalars['String']['output'];
  /** The password manager or platform that keeps it, from its authenticator's AAGUID; null when not known. */
  provider?: Maybe<PasskeyProvider>;
  /** True when the authenticator syncs it to the user's other devices; false for this device only. */
  synced: Scalars['Boolean']['output'];
};

/** The assertion part of a sign-in answer (AuthenticatorAssertionResponseJSON). */
export type PasskeyAssertionResponseInput = {
  /** authenticatorData, base64url. */
  authenticatorData: Scalars['String']['input'];
  /** clientDataJSON, base64url. */
  clientDataJSON: Scalars['String']['input'];
  /** The signature, base64url. */
  signature: Scalars['String']['input'];
  /** The user handle, base64url. */
  userHandle?: InputMaybe<Scalars['String']['input']>;
};

/** The attestation part of a registration answer (AuthenticatorAttestationResponseJSON). */
export type PasskeyAttestationResponseInput = {
  /** attestationObject, base64url. */
  attestationObject: Scalars['String']['input'];
  /** authenticatorData, base64url. */
  authenticatorData?: InputMaybe<Scalars['String']['input']>;
  /** clientDataJSON, base64url. */
  clientDataJSON: Scalars['String']['input'];
  /** The public key (SPKI), base64url. */
  publicKey?: InputMaybe<Scalars['String']['input']>;
  /** The public key's COSE algorithm. */
  publicKeyAlgorithm?: InputMaybe<Scalars['Int']['input']>;
  /** The authenticator's transports. */
  transports?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** What navigator.credentials.get() answered (AuthenticationResponseJSON). */
export type PasskeyAuthenticationResponseInput = {
  /** platform or cross-platform. */
  authenticatorAttachment?: InputMaybe<Scalars['String']['input']>;
  /** Extension results. */
  clientExtensionResults: PasskeyClientExtensionResultsInput;
  /** The credential id, base64url. */
  id: Scalars['String']['input'];
  /** The same, as raw id. */
  rawId: Scalars['String']['input'];
  /** The assertion. */
  response: PasskeyAssertionResponseInput;
  /** public-key. */
  type: Scalars['String']['input'];
};

/** What kind of authenticator a registration asks for. */
export type PasskeyAuthenticatorSelection = {
  __typename?: 'PasskeyAuthenticatorSelection';
  /** platform or cross-platform, when asked for. */
  authenticatorAttachment?: Maybe<Scalars['String']['output']>;
  /** True: a discoverable (resident) credential is required. */
  requireResidentKey?: Maybe<Scalars['Boolean']['output']>;
  /** required: a discoverable credential. */
  residentKey?: Maybe<Scalars['String']['output']>;
  /** required: the authenticator verifies the user (PIN, biometrics). */
  userVerification?: Maybe<Scalars['String']['output']>;
};

/** What the browser reports of the extensions asked for. */
export type PasskeyClientExtensionResultsInput = {
  /** Whether the credential is discoverable (credProps). */
  credProps?: InputMaybe<PasskeyCredPropsInput>;
};

/** PublicKeyCredentialCreationOptionsJSON: pass it to navigator.credentials.create() (for example through @simplewebauthn/browser's startRegistration). */
export type PasskeyCreationOptions = {
  __typename?: 'PasskeyCreationOptions';
  /** Attestation asked for (none). */
  attestation?: Maybe<Scalars['String']['output']>;
  /** What kind of authenticator. */
  authenticatorSelection?: Maybe<PasskeyAuthenticatorSelection>;
  /** The challenge, base64url. */
  challenge: Scalars['String']['output'];
  /** The account's passkeys, not to be created again on the same authenticator. */
  excludeCredentials?: Maybe<Array<PasskeyCredentialDescriptor>>;
  /** Extensions asked for. */
  extensions?: Maybe<PasskeyRegistrationExtensions>;
  /** Hints to the browser about the authenticator. */
  hints?: Maybe<Array<Scalars['String']['output']>>;
  /** The algorithms accepted, most preferred first. */
  pubKeyCredParams: Array<PasskeyCredentialParameter>;
  /** The relying party. */
  rp: PasskeyRelyingParty;
  /** Milliseconds the ceremony may take. */
  timeout?: Maybe<Scalars['Int']['output']>;
  /** The account. */
  user: PasskeyUser;
};

/** The credProps extension's answer. */
export type PasskeyCredPropsInput = {
  /** True for a discoverable (resident) credential. */
  rk?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A credential the authenticator should use, or not create again. */
export type PasskeyCredentialDescriptor = {
  __typename?: 'PasskeyCredentialDescriptor';
  /** The credential id, base64url. */
  id: Scalars['String']['output'];
  /** How the authenticator is reached (internal, hybrid, usb…). */
  transports?: Maybe<Array<Scalars['String']['output']>>;
  /** Always public-key. */
  type: Scalars['String']['output'];
};

/** A public-key algorithm the portal accepts (COSE). */
export type PasskeyCredentialParameter = {
  __typename?: 'PasskeyCredentialParameter';
  /** The COSE algorithm number, such as -7 (ES256). */
  alg: Scalars['Int']['output'];
  /** Always public-key. */
  type: Scalars['String']['output'];
};

/** What the browser's WebAuthn Signals API needs to tell the user's password manager which passkeys still count. */
export type PasskeyOwner = {
  __typename?: 'PasskeyOwner';
  /** The relying party id (the portal's host name). */
  rpId: Scalars['String']['output'];
  /** The account's WebAuthn user handle (base64url), as given when its passkeys were made. */
  userHandle: Scalars['String']['output'];
};

/** Result of renaming a passkey. */
export type PasskeyPayload = {
  __typename?: 'PasskeyPayload';
  /** The failure, if any. */
  error?: Maybe<UserError>;
  /** The passkey as it now is. */
  passkey?: Maybe<Passkey>;
};

/** A password manager or platform that keeps passkeys (known by its authenticator's AAGUID). */
export const PasskeyProvider = {
  /** Bitwarden. */
  Bitwarden: 'BITWARDEN',
  /** Chrome's own store on a Mac (device-bound). */
  ChromeOnMac: 'CHROME_ON_MAC',
  /** A Chromium browser's own store. */
  ChromiumBrowser: 'CHROMIUM_BROWSER',
  /** Dashlane. */
  Dashlane: 'DASHLANE',
  /** Microsoft Edge's own store on a Mac. */
  EdgeOnMac: 'EDGE_ON_MAC',
  /** Enpass. */
  Enpass: 'ENPASS',
  /** Google Password Manager (Chrome, Android). */
  GooglePasswordManager: 'GOOGLE_PASSWORD_MANAGER',
  /** iCloud Keychain / Apple Passwords (also its managed variant). */
  IcloudKeychain: 'ICLOUD_KEYCHAIN',
  /** KeePassDX. */
  Keepassdx: 'KEEPASSDX',
  /** KeePassXC. */
  Keepassxc: 'KEEPASSXC',
  /** Keeper. */
  Keeper: 'KEEPER',
  /** LastPass. */
  Lastpass: 'LASTPASS',
  /** Microsoft Password Manager (Edge). */
  MicrosoftPasswordManager: 'MICROSOFT_PASSWORD_MANAGER',
  /** NordPass. */
  Nordpass: 'NORDPASS',
  /** 1Password. */
  OnePassword: 'ONE_PASSWORD',
  /** Proton Pass. */
  ProtonPass: 'PROTON_PASS',
  /** Samsung Pass. */
  SamsungPass: 'SAMSUNG_PASS',
  /** Windows Hello. */
  WindowsHello: 'WINDOWS_HELLO',
  /** Zoho Vault. */
  ZohoVault: 'ZOHO_VAULT'
} as const;

export type PasskeyProvider = typeof PasskeyProvider[keyof typeof PasskeyProvider];
/** Extensions a registration asks for. */
export type PasskeyRegistrationExtensions = {
  __typename?: 'PasskeyRegistrationExtensions';
  /** Ask whether the credential is discoverable. */
  credProps?: Maybe<Scalars['Boolean']['output']>;
};

/** What navigator.credentials.create() answered (RegistrationResponseJSON). */
export type PasskeyRegistrationResponseInput = {
  /** platform or cross-platform. */
  authenticatorAttachment?: InputMaybe<Scalars['String']['input']>;
  /** Extension results. */
  clientExtensionResults: PasskeyClientExtensionResultsInput;
  /** The credential id, base64url. */
  id: Scalars['String']['input'];
  /** The same, as raw id. */
  rawId: Scalars['String']['input'];
  /** The attestation. */
  response: PasskeyAttestationResponseInput;
  /** public-key. */
  type: Scalars['String']['input'];
};

/** A WebAuthn relying party (PublicKeyCredentialRpEntity). */
export type PasskeyRelyingParty = {
  __typename?: 'PasskeyRelyingParty';
  /** The RP ID: the portal's host name. */
  id?: Maybe<Scalars['String']['output']>;
  /** The portal's name. */
  name: Scalars['String']['output'];
};

/** PublicKeyCredentialRequestOptionsJSON: pass it to navigator.credentials.get() (for example through @simplewebauthn/browser's startAuthentication). */
export type PasskeyRequestOptions = {
  __typename?: 'PasskeyRequestOptions';
  /** Empty: any passkey of this site may answer (discoverable credentials). */
  allowCredentials?: Maybe<Array<PasskeyCredentialDescriptor>>;
  /** The challenge, base64url. */
  challenge: Scalars['String']['output'];
  /** Hints to the browser about the authenticator. */
  hints?: Maybe<Array<Scalars['String']['output']>>;
  /** The RP ID. */
  rpId?: Maybe<Scalars['String']['output']>;
  /** Milliseconds the ceremony may take. */
  timeout?: Maybe<Scalars['Int']['output']>;
  /** required: the authenticator verifies the user. */
  userVerification?: Maybe<Scalars['String']['output']>;
};

/** The account as the authenticator stores it (PublicKeyCredentialUserEntityJSON). */
export type PasskeyUser = {
  __typename?: 'PasskeyUser';
  /** The account's name. */
  displayName: Scalars['String']['output'];
  /** The user handle, base64url: a random id, nothing a person could read. */
  id: Scalars['String']['output'];
  /** The login ID. */
  name: Scalars['String']['output'];
};

/** What a password link is for. */
export const PasswordResetPurpose = {
  /** A first password for an invited account (the link lives 72 hours). */
  Invitation: 'INVITATION',
  /** A forgotten password (the link lives 30 minutes). */
  Reset: 'RESET'
} as const;

export type PasswordResetPurpose = typeof PasswordResetPurpose[keyof typeof PasswordResetPurpose];
/** A usable reset or invitation link. */
export type PasswordResetTokenInfo = {
  __typename?: 'PasswordResetTokenInfo';
  /** When the link stops working. */
  expiresAt: Scalars['DateTime']['output'];
  /** The account's login ID (for the page and for password managers). */
  loginId: Scalars['String']['output'];
  /** What the link is for. */
  purpose: PasswordResetPurpose;
};

/** Result of checking a password link. */
export type PasswordResetTokenPayload = {
  __typename?: 'PasswordResetTokenPayload';
  /** Why it cannot be used (RESET_TOKEN_*), if so. */
  error?: Maybe<UserError>;
  /** The link's details, when it can be used. */
  info?: Maybe<PasswordResetTokenInfo>;
};

/** An e-mail change waiting for its code. */
export type PendingEmailChange = {
  __typename?: 'PendingEmailChange';
  /** When the code expires. */
  expiresAt: Scalars['DateTime']['output'];
  /** The new address the code went to. */
  newEmail: Scalars['String']['output'];
};

/** What can be read: the signed-in account, a pending login, a password link. */
export type Query = {
  __typename?: 'Query';
  /** One account as an administrator sees it; null when no account has the code. Administrators only. */
  adminAccount?: Maybe<AdminAccountDetail>;
  /** Searches the accounts, newest first, a page at a time. Administrators only. Each page counts against the request's budget of list items (docs/api.md, Limits): one past it is refused with QUERY_TOO_COSTLY on `first`. */
  adminAccountSearch: AdminAccountConnection;
  /**
   * The newest accounts (at most 50). Administrators only.
   * @deprecated Since 2027-01-26: use adminAccountSearch, which searches and pages with a cursor. Answers the newest 50 accounts (200 before 2027-02).
   */
  adminAccounts: Array<Account>;
  /** Every administrative action (the admin console's and the accounts CLI's), newest first, a page at a time. Administrators only. Each page counts against the request's budget of list items (docs/api.md, Limits): one past it is refused with QUERY_TOO_COSTLY on `first`. */
  adminAudit: AuditConnection;
  /** The accounts waiting for deletion after 退会, the soonest deletion first (at most 200). Administrators only. */
  adminClosingAccounts: Array<Account>;
  /** Every app registered to sign users in with their portal account, newest first, disabled ones included. Administrators only. */
  adminOAuthClients: Array<OAuthClient>;
  /** Checks a data-download link (from the mail) for the signed-in account, without using it up. */
  dataExportLink: DataExportLinkPayload;
  /** The pending login attempt of this browser (from its cookie) or of `attemptId`; null when none. */
  loginChallenge?: Maybe<LoginChallenge>;
  /** Checks the "this was not me" link of a new-device mail without acting on it. */
  notMeLink: NotMeLinkPayload;
  /** An app's sign-in in this browser (the page /oauth/interaction/:id). Only the browser that started it sees it: the gateway reads its interaction cookie. */
  oauthInteraction: OAuthInteractionPayload;
  /** Checks a reset or invitation link's token without using it up (mail scanners open links too). */
  passwordResetToken: PasswordResetTokenPayload;
  /** The signed-in account, or null when not signed in (or the session has ended). */
  viewer?: Maybe<Viewer>;
};


/** What can be read: the signed-in account, a pending login, a password link. */
export type QueryAdminAccountArgs = {
  accountCode: Scalars['ID']['input'];
};


/** What can be read: the signed-in account, a pending login, a password link. */
export type QueryAdminAccountSearchArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  level?: InputMaybe<AccountLevel>;
  role?: InputMaybe<Role>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<AccountStatus>;
};


/** What can be read: the signed-in account, a pending login, a password link. */
export type QueryAdminAuditArgs = {
  accountCode?: InputMaybe<Scalars['ID']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** What can be read: the signed-in account, a pending login, a password link. */
export type QueryDataExportLinkArgs = {
  token: Scalars['String']['input'];
};


/** What can be read: the signed-in account, a pending login, a password link. */
export type QueryLoginChallengeArgs = {
  attemptId?: InputMaybe<Scalars['String']['input']>;
};


/** What can be read: the signed-in account, a pending login, a password link. */
export type QueryNotMeLinkArgs = {
  token: Scalars['String']['input'];
};


/** What can be read: the signed-in account, a pending login, a password link. */
export type QueryOauthInteractionArgs = {
  id: Scalars['ID']['input'];
};


/** What can be read: the signed-in account, a pending login, a password link. */
export type QueryPasswordResetTokenArgs = {
  token: Scalars['String']['input'];
};

/** The account's recovery codes (how many are left; the codes themselves are shown once, when made). */
export type RecoveryCodesState = {
  __typename?: 'RecoveryCodesState';
  /** When the set was made. */
  createdAt: Scalars['DateTime']['output'];
  /** Unused codes. */
  remaining: Scalars['Int']['output'];
};

/** 「パスキーを使えないとき」's step 1 input: a passkey-first account's recovery. */
export type RecoveryLoginInput = {
  /** How the session is handed over after the code step. */
  delivery?: InputMaybe<TokenDelivery>;
  /** The language of the page: the code mails of this attempt are in it. */
  locale?: InputMaybe<Locale>;
  /** Login ID or e-mail address. Full-width letters and digits are accepted. */
  loginId: Scalars['String']['input'];
  /** One of the account's recovery codes (xxxxx-xxxxx; case, spaces, dashes and full width ignored). */
  recoveryCode: Scalars['String']['input'];
};

/** Input for renaming a passkey. */
export type RenamePasskeyInput = {
  /** The passkey. */
  id: Scalars['ID']['input'];
  /** The new name (1 to 50 characters). */
  name: Scalars['String']['input'];
};

/** Input of reportNotMe. */
export type ReportNotMeInput = {
  /** The event that was not the owner (AccountEvent.id). */
  eventId: Scalars['ID']['input'];
};

/** Result of "this was not me". */
export type ReportNotMePayload = {
  __typename?: 'ReportNotMePayload';
  /** When done: true when the address the reported event's session had set was given back to the earlier one. */
  addressRestored?: Maybe<Scalars['Boolean']['output']>;
  /** The failure, if any. */
  error?: Maybe<UserError>;
  /** True when done: every session has ended and a reset link was mailed. */
  ok: Scalars['Boolean']['output'];
  /** When done: the names of the passkeys removed (added since the reported event, its own included). */
  removedPasskeys?: Maybe<Array<Scalars['String']['output']>>;
  /** When done: the address the reset link went to, masked. */
  resetLinkSentTo?: Maybe<Scalars['String']['output']>;
};

/** Input for starting an e-mail change. */
export type RequestEmailChangeInput = {
  /** The current password (REAUTHENTICATION_REQUIRED without it); not asked of a passkey-first account, whose passkey step-up is the re-authentication. */
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  /** The new address. */
  newEmail: Scalars['String']['input'];
};

/** Result of starting an e-mail change. */
export type RequestEmailChangePayload = {
  __typename?: 'RequestEmailChangePayload';
  /** The failure, if any. */
  error?: Maybe<UserError>;
  /** The pending change, on success. */
  pending?: Maybe<PendingEmailChange>;
};

/** Input of a password reissue request. */
export type RequestPasswordReissueInput = {
  /** Login ID or e-mail address. Full-width letters and digits are accepted. */
  loginId: Scalars['String']['input'];
};

/** Result of a password reissue request: the same whether or not an account matched. */
export type RequestPasswordReissuePayload = {
  __typename?: 'RequestPasswordReissuePayload';
  /** True when the request was taken; a mail goes out if an account matches. */
  accepted: Scalars['Boolean']['output'];
  /** The failure, if any (validation or throttling only). */
  error?: Maybe<UserError>;
};

/** Input for a new code. */
export type ResendLoginCodeInput = {
  /** The attempt id, for BEARER delivery; browsers omit it. */
  attemptId?: InputMaybe<Scalars['String']['input']>;
};

/** Result of asking for a new code. */
export type ResendLoginCodePayload = {
  __typename?: 'ResendLoginCodePayload';
  /** The attempt with its new resend state, on success. */
  challenge?: Maybe<LoginChallenge>;
  /** The failure, if any. */
  error?: Maybe<UserError>;
};

/** Input for setting a new password with a link. */
export type ResetPasswordInput = {
  /** The new password (12 to 128 characters, not common, not containing the login ID or e-mail). */
  newPassword: Scalars['String']['input'];
  /** The token from the link. */
  token: Scalars['String']['input'];
};

/** Result of setting a new password with a link. */
export type ResetPasswordPayload = {
  __typename?: 'ResetPasswordPayload';
  /** The failure, if any. */
  error?: Maybe<UserError>;
  /** True when the password was set; every session has ended and the user signs in again. */
  ok: Scalars['Boolean']['output'];
};

/** Result of revokeConnectedApp. */
export type RevokeConnectedAppPayload = {
  __typename?: 'RevokeConnectedAppPayload';
  /** The apps still connected. */
  connectedApps?: Maybe<Array<ConnectedApp>>;
  /** The failure, if any. */
  error?: Maybe<UserError>;
};

/** Result of ending sessions. */
export type RevokeSessionsPayload = {
  __typename?: 'RevokeSessionsPayload';
  /** The failure, if any. */
  error?: Maybe<UserError>;
  /** How many sessions ended. */
  revoked?: Maybe<Scalars['Int']['output']>;
  /** The account's live sessions after it. */
  sessions?: Maybe<Array<DeviceSession>>;
};

/** A role decides which pages and operations an account may use. */
export const Role = {
  /** An administrator. */
  Admin: 'ADMIN',
  /** An end user looking after their own account. */
  User: 'USER'
} as const;

export type Role = typeof Role[keyof typeof Role];
/** The account's second factors besides the mailed code. */
export type SecondFactors = {
  __typename?: 'SecondFactors';
  /** The authenticator app, or null. */
  authenticatorApp?: Maybe<AuthenticatorApp>;
  /** True for a passkey-first account (「パスワードを使わない」): it has no password, signs in with a passkey and recovers with a recovery code and the mailed code. */
  passwordless: Scalars['Boolean']['output'];
  /** The recovery codes, or null when none were made. */
  recoveryCodes?: Maybe<RecoveryCodesState>;
};

/** The second factors after a change. */
export type SecondFactorsPayload = {
  __typename?: 'SecondFactorsPayload';
  /** The failure, if any. */
  error?: Maybe<UserError>;
  /** The second factors as they now are. */
  secondFactors?: Maybe<SecondFactors>;
};

/** What the second sign-in step asks for. */
export const SecondStep = {
  /** The authenticator app's 6-digit code (nothing was mailed; resendLoginCode is 「メールで確認コードを受け取る」). */
  AuthenticatorApp: 'AUTHENTICATOR_APP',
  /** The 6-digit code mailed to the account. */
  MailCode: 'MAIL_CODE'
} as const;

export type SecondStep = typeof SecondStep[keyof typeof SecondStep];
/** A step-up code was mailed. */
export type SendStepUpCodePayload = {
  __typename?: 'SendStepUpCodePayload';
  /** The failure, if any (RESEND_TOO_SOON, RESEND_LIMIT_REACHED, STEP_UP_REQUIRED). */
  error?: Maybe<UserError>;
  /** When the code stops working. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** The address it went to, masked. */
  maskedEmail?: Maybe<Scalars['String']['output']>;
  /** When another code may be mailed. */
  resendAvailableAt?: Maybe<Scalars['DateTime']['output']>;
};

/** The signed-in session. */
export type Session = {
  __typename?: 'Session';
  /** When the session ends at the latest. */
  absoluteExpiresAt: Scalars['DateTime']['output'];
  /** When the session ends unless used again (the earlier of idle and absolute expiry). */
  expiresAt: Scalars['DateTime']['output'];
  /** How long the session lives without use, in seconds: a client warns before `expiresAt` comes. */
  idleTimeoutSeconds: Scalars['Int']['output'];
};

/** What holds a session. */
export const SessionKind = {
  /** A program, with a bearer token. */
  ApiToken: 'API_TOKEN',
  /** A browser, with the HttpOnly session cookie. */
  Browser: 'BROWSER'
} as const;

export type SessionKind = typeof SessionKind[keyof typeof SessionKind];
/** 「パスワードを設定する」's input. */
export type SetPasswordInput = {
  /** The new password (the password policy applies). */
  newPassword: Scalars['String']['input'];
};

/** Why a sign-in failed, when it says more than the step. */
export const SignInFailureReason = {
  /** A passkey whose signature counter went back: the authenticator may have been copied. Refused, and the owner mailed. */
  CounterRegression: 'COUNTER_REGRESSION'
} as const;

export type SignInFailureReason = typeof SignInFailureReason[keyof typeof SignInFailureReason];
/** How a session was opened. */
export const SignInMethod = {
  /** A passkey. */
  Passkey: 'PASSKEY',
  /** The password, then the authenticator app's code. */
  PasswordAndApp: 'PASSWORD_AND_APP',
  /** The password, then the code mailed to the account. */
  PasswordAndCode: 'PASSWORD_AND_CODE',
  /** The password, then a recovery code. */
  PasswordAndRecoveryCode: 'PASSWORD_AND_RECOVERY_CODE',
  /** A passkey-first account's recovery: a recovery code, then the code mailed to the account. */
  RecoveryCodeAndCode: 'RECOVERY_CODE_AND_CODE'
} as const;

export type SignInMethod = typeof SignInMethod[keyof typeof SignInMethod];
/** Why the sign-in risk rules decided as they did (README: the sign-in risk rules). */
export const SignInRiskReason = {
  /** The password is in a breached-password list: it must be changed. */
  BreachedPassword: 'BREACHED_PASSWORD',
  /** The breached-password check did not answer in time; the sign-in went on without it. */
  BreachCheckUnavailable: 'BREACH_CHECK_UNAVAILABLE',
  /** This browser's device cookie is bound to the account (it signed in here before). */
  KnownDevice: 'KNOWN_DEVICE',
  /** This browser had no device cookie of the account's: the owner was told (except at the very first sign-in). */
  NewDevice: 'NEW_DEVICE',
  /** A network (/24, /48) the account had not signed in from: the owner was told. */
  NewNetwork: 'NEW_NETWORK',
  /** Within 7 days of a "this was not me" report: the owner was told. */
  RecentNotMe: 'RECENT_NOT_ME'
} as const;

export type SignInRiskReason = typeof SignInRiskReason[keyof typeof SignInRiskReason];
/** The step of a sign-in that failed. */
export const SignInStep = {
  /** The mailed code. */
  Code: 'CODE',
  /** A passkey. */
  Passkey: 'PASSKEY',
  /** The password. */
  Password: 'PASSWORD'
} as const;

export type SignInStep = typeof SignInStep[keyof typeof SignInStep];
/** A started authenticator app set-up: shown once. */
export type StartAuthenticatorEnrolmentPayload = {
  __typename?: 'StartAuthenticatorEnrolmentPayload';
  /** The failure, if any. */
  error?: Maybe<UserError>;
  /** When the set-up must be confirmed by. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** The otpauth:// URI the QR code holds. */
  otpauthUri?: Maybe<Scalars['String']['output']>;
  /** The secret in base32, for typing (shown in groups of four). */
  secret?: Maybe<Scalars['String']['output']>;
};

/** Input for starting a passkey registration. */
export type StartPasskeyRegistrationInput = {
  /** The current password (required; the type keeps it optional for clients written before it was). */
  currentPassword?: InputMaybe<Scalars['String']['input']>;
};

/** A started passkey registration. */
export type StartPasskeyRegistrationPayload = {
  __typename?: 'StartPasskeyRegistrationPayload';
  /** The ceremony's id (5 minutes, once, this session only). */
  ceremonyId?: Maybe<Scalars['String']['output']>;
  /** The failure, if any. */
  error?: Maybe<UserError>;
  /** The options for navigator.credentials.create(). */
  options?: Maybe<PasskeyCreationOptions>;
};

/** A started passkey sign-in. */
export type StartPasskeySignInPayload = {
  __typename?: 'StartPasskeySignInPayload';
  /** The ceremony's id (5 minutes, once). */
  ceremonyId?: Maybe<Scalars['String']['output']>;
  /** The failure, if any (TOO_MANY_REQUESTS). */
  error?: Maybe<UserError>;
  /** The options for navigator.credentials.get(). */
  options?: Maybe<PasskeyRequestOptions>;
};

/** Step-up: changing the e-mail address or the password, adding or removing a passkey, allowing an app and every administrator's action need a proof of `requiredMethod` within the last 5 minutes. A sign-in is a proof of its own kind. */
export type StepUp = {
  __typename?: 'StepUp';
  /** Until when this session may do sensitive things without stepping up; null when it must step up first. */
  freshUntil?: Maybe<Scalars['DateTime']['output']>;
  /** The methods the account has, strongest first. */
  methods: Array<StepUpMethod>;
  /** The method a sensitive action needs: the strongest the account has. */
  requiredMethod: StepUpMethod;
};

/** A kind of proof that the person at the session is the account's owner, for a step-up; strongest first. */
export const StepUpMethod = {
  /** A code of the account's authenticator app. */
  AuthenticatorApp: 'AUTHENTICATOR_APP',
  /** A code mailed to the account's address, with the password. */
  EmailCodeAndPassword: 'EMAIL_CODE_AND_PASSWORD',
  /** One of the account's passkeys (a WebAuthn assertion with user verification). */
  Passkey: 'PASSKEY'
} as const;

export type StepUpMethod = typeof StepUpMethod[keyof typeof StepUpMethod];
/** Result of a step-up. */
export type StepUpPayload = {
  __typename?: 'StepUpPayload';
  /** The failure, if any (INVALID_CODE, CODE_EXPIRED, TOO_MANY_ATTEMPTS, INVALID_CURRENT_PASSWORD, PASSKEY_VERIFICATION_FAILED, STEP_UP_REQUIRED for a method that is not the one needed). */
  error?: Maybe<UserError>;
  /** The session's step-up state after it. */
  stepUp?: Maybe<StepUp>;
};

/** How the session of a new login is handed over. */
export const TokenDelivery = {
  /** The token is returned in the payload, for programs that send it as a bearer token. */
  Bearer: 'BEARER',
  /** An HttpOnly cookie set by the gateway (browsers). Script never sees the token. */
  Cookie: 'COOKIE'
} as const;

export type TokenDelivery = typeof TokenDelivery[keyof typeof TokenDelivery];
/** How a lock was lifted. */
export const UnlockedBy = {
  /** An administrator. */
  Administrator: 'ADMINISTRATOR',
  /** An operator, with the accounts CLI. */
  Operator: 'OPERATOR',
  /** A password reset. */
  Reset: 'RESET'
} as const;

export type UnlockedBy = typeof UnlockedBy[keyof typeof UnlockedBy];
/** Details to change; fields left out stay as they are. */
export type UpdateAccountInput = {
  /** Team or department (所属), at most 100 characters; an empty string removes it. */
  department?: InputMaybe<Scalars['String']['input']>;
  /** Preferred language of the interface and the mails. */
  locale?: InputMaybe<Locale>;
  /** Full name (氏名). */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Name in full-width katakana (フリガナ); half-width katakana is converted. */
  nameKana?: InputMaybe<Scalars['String']['input']>;
  /** A Japanese phone number; an empty string removes it. */
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** Result of editing the account's details. */
export type UpdateAccountPayload = {
  __typename?: 'UpdateAccountPayload';
  /** The failure, if any (field names the input field). */
  error?: Maybe<UserError>;
  /** The account after the change. */
  viewer?: Maybe<Viewer>;
};

/** An expected failure. */
export type UserError = {
  __typename?: 'UserError';
  /** Tries left, for INVALID_CODE. */
  attemptsRemaining?: Maybe<Scalars['Int']['output']>;
  /** What went wrong. */
  code: ErrorCode;
  /** The input field at fault, when there is one. */
  field?: Maybe<Scalars['String']['output']>;
  /** Seconds to wait before trying again, for throttling codes. */
  retryAfterSeconds?: Maybe<Scalars['Int']['output']>;
  /** For STEP_UP_REQUIRED: the method to step up with. */
  stepUpMethod?: Maybe<StepUpMethod>;
};

/** Input for an authenticator-app step-up. */
export type VerifyAuthenticatorAppStepUpInput = {
  /** The app's 6-digit code. */
  code: Scalars['String']['input'];
};

/** Login step 2 input. */
export type VerifyLoginCodeInput = {
  /** The attempt id, for BEARER delivery; browsers omit it. */
  attemptId?: InputMaybe<Scalars['String']['input']>;
  /** The 6-digit code from the mail. Full-width digits are accepted. */
  code: Scalars['String']['input'];
  /** RECOVERY_CODE for a recovery code; CODE or absent for the code the attempt asks for. */
  kind?: InputMaybe<LoginCodeKind>;
};

/** Result of login step 2. */
export type VerifyLoginCodePayload = {
  __typename?: 'VerifyLoginCodePayload';
  /** The failure, if any. */
  error?: Maybe<UserError>;
  /** The session token, only for BEARER delivery. */
  token?: Maybe<Scalars['String']['output']>;
  /** The signed-in account and session, on success. */
  viewer?: Maybe<Viewer>;
};

/** Input for an e-mail step-up. */
export type VerifyStepUpCodeInput = {
  /** The 6-digit code from the mail. */
  code: Scalars['String']['input'];
  /** The current password. */
  password: Scalars['String']['input'];
};

/** The signed-in account and its session. */
export type Viewer = {
  __typename?: 'Viewer';
  /** The account. */
  account: Account;
  /** The account's own activity, newest first, `first` at a time (at most 50); `after` is the previous page's `endCursor`. Each page counts against the request's budget of list items (docs/api.md, Limits): one past it is refused with QUERY_TOO_COSTLY on `first`. */
  activity: AccountEventConnection;
  /** 「連携中のアプリ」: the apps the account allowed to sign it in, most recently used first. */
  connectedApps: Array<ConnectedApp>;
  /** The relying party and user handle of the account's passkeys (for the WebAuthn Signals API). */
  passkeyOwner: PasskeyOwner;
  /** The account's passkeys, oldest first. */
  passkeys: Array<Passkey>;
  /** The account's authenticator app and recovery codes: whether it has them, never a secret or a code. */
  secondFactors: SecondFactors;
  /** The session. */
  session: Session;
  /** Every live session of the account (browsers and API tokens), the most recently used first. */
  sessions: Array<DeviceSession>;
  /** Step-up: the methods, the one needed, and until when this session's proof holds. */
  stepUp: StepUp;
};


/** The signed-in account and its session. */
export type ViewerActivityArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Account: ResolverTypeWrapper<Account>;
  AccountClosingPayload: ResolverTypeWrapper<AccountClosingPayload>;
  AccountEvent: ResolverTypeWrapper<AccountEvent>;
  AccountEventConnection: ResolverTypeWrapper<AccountEventConnection>;
  AccountEventKind: AccountEventKind;
  AccountLevel: AccountLevel;
  AccountStatus: AccountStatus;
  AdminAccount: ResolverTypeWrapper<AdminAccount>;
  AdminAccountAction: AdminAccountAction;
  AdminAccountActionInput: AdminAccountActionInput;
  AdminAccountConnection: ResolverTypeWrapper<AdminAccountConnection>;
  AdminAccountDetail: ResolverTypeWrapper<AdminAccountDetailModel>;
  AdminAccountMethods: ResolverTypeWrapper<AdminAccountMethods>;
  AdminAccountPayload: ResolverTypeWrapper<Omit<AdminAccountPayload, 'account'> & { account?: Maybe<ResolversTypes['AdminAccountDetail']> }>;
  AdminCreateOAuthClientInput: AdminCreateOAuthClientInput;
  AdminInviteAccountInput: AdminInviteAccountInput;
  AdminOAuthClientInput: AdminOAuthClientInput;
  AdminOAuthClientPayload: ResolverTypeWrapper<AdminOAuthClientPayload>;
  AdminOAuthClientSecretPayload: ResolverTypeWrapper<AdminOAuthClientSecretPayload>;
  AuditAction: AuditAction;
  AuditActor: AuditActor;
  AuditConnection: ResolverTypeWrapper<AuditConnection>;
  AuditEntry: ResolverTypeWrapper<AuditEntry>;
  AuthenticatorApp: ResolverTypeWrapper<AuthenticatorApp>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ChangePasswordInput: ChangePasswordInput;
  ChangePasswordPayload: ResolverTypeWrapper<Omit<ChangePasswordPayload, 'viewer'> & { viewer?: Maybe<ResolversTypes['Viewer']> }>;
  ConfirmAuthenticatorEnrolmentInput: ConfirmAuthenticatorEnrolmentInput;
  ConfirmEmailChangeInput: ConfirmEmailChangeInput;
  ConfirmEmailChangePayload: ResolverTypeWrapper<Omit<ConfirmEmailChangePayload, 'viewer'> & { viewer?: Maybe<ResolversTypes['Viewer']> }>;
  ConnectedApp: ResolverTypeWrapper<ConnectedApp>;
  CurrentPasswordInput: CurrentPasswordInput;
  DataExportLinkPayload: ResolverTypeWrapper<DataExportLinkPayload>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeletePasskeyInput: DeletePasskeyInput;
  DeletePasskeyPayload: ResolverTypeWrapper<DeletePasskeyPayload>;
  Device: ResolverTypeWrapper<Device>;
  DeviceSession: ResolverTypeWrapper<DeviceSession>;
  ErrorCode: ErrorCode;
  EventActor: EventActor;
  FinishPasskeyRegistrationInput: FinishPasskeyRegistrationInput;
  FinishPasskeyRegistrationPayload: ResolverTypeWrapper<FinishPasskeyRegistrationPayload>;
  FinishPasskeySignInInput: FinishPasskeySignInInput;
  FinishPasskeySignInPayload: ResolverTypeWrapper<Omit<FinishPasskeySignInPayload, 'viewer'> & { viewer?: Maybe<ResolversTypes['Viewer']> }>;
  GenerateRecoveryCodesPayload: ResolverTypeWrapper<GenerateRecoveryCodesPayload>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Locale: Locale;
  LoginChallenge: ResolverTypeWrapper<LoginChallenge>;
  LoginCodeKind: LoginCodeKind;
  LoginInput: LoginInput;
  LoginPayload: ResolverTypeWrapper<LoginPayload>;
  LogoutPayload: ResolverTypeWrapper<LogoutPayload>;
  MustChangePasswordReason: MustChangePasswordReason;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NotMeLinkInfo: ResolverTypeWrapper<NotMeLinkInfo>;
  NotMeLinkInput: NotMeLinkInput;
  NotMeLinkKind: NotMeLinkKind;
  NotMeLinkPayload: ResolverTypeWrapper<NotMeLinkPayload>;
  OAuthClient: ResolverTypeWrapper<OAuthClient>;
  OAuthClientStatus: OAuthClientStatus;
  OAuthClientType: OAuthClientType;
  OAuthInteraction: ResolverTypeWrapper<OAuthInteraction>;
  OAuthInteractionApp: ResolverTypeWrapper<OAuthInteractionApp>;
  OAuthInteractionPayload: ResolverTypeWrapper<OAuthInteractionPayload>;
  OAuthInteractionStepPayload: ResolverTypeWrapper<OAuthInteractionStepPayload>;
  OAuthPortalSession: OAuthPortalSession;
  OAuthPrompt: OAuthPrompt;
  OAuthScope: OAuthScope;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Passkey: ResolverTypeWrapper<Passkey>;
  PasskeyAssertionResponseInput: PasskeyAssertionResponseInput;
  PasskeyAttestationResponseInput: PasskeyAttestationResponseInput;
  PasskeyAuthenticationResponseInput: PasskeyAuthenticationResponseInput;
  PasskeyAuthenticatorSelection: ResolverTypeWrapper<PasskeyAuthenticatorSelection>;
  PasskeyClientExtensionResultsInput: PasskeyClientExtensionResultsInput;
  PasskeyCreationOptions: ResolverTypeWrapper<PasskeyCreationOptions>;
  PasskeyCredPropsInput: PasskeyCredPropsInput;
  PasskeyCredentialDescriptor: ResolverTypeWrapper<PasskeyCredentialDescriptor>;
  PasskeyCredentialParameter: ResolverTypeWrapper<PasskeyCredentialParameter>;
  PasskeyOwner: ResolverTypeWrapper<PasskeyOwner>;
  PasskeyPayload: ResolverTypeWrapper<PasskeyPayload>;
  PasskeyProvider: PasskeyProvider;
  PasskeyRegistrationExtensions: ResolverTypeWrapper<PasskeyRegistrationExtensions>;
  PasskeyRegistrationResponseInput: PasskeyRegistrationResponseInput;
  PasskeyRelyingParty: ResolverTypeWrapper<PasskeyRelyingParty>;
  PasskeyRequestOptions: ResolverTypeWrapper<PasskeyRequestOptions>;
  PasskeyUser: ResolverTypeWrapper<PasskeyUser>;
  PasswordResetPurpose: PasswordResetPurpose;
  PasswordResetTokenInfo: ResolverTypeWrapper<PasswordResetTokenInfo>;
  PasswordResetTokenPayload: ResolverTypeWrapper<PasswordResetTokenPayload>;
  PendingEmailChange: ResolverTypeWrapper<PendingEmailChange>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RecoveryCodesState: ResolverTypeWrapper<RecoveryCodesState>;
  RecoveryLoginInput: RecoveryLoginInput;
  RenamePasskeyInput: RenamePasskeyInput;
  ReportNotMeInput: ReportNotMeInput;
  ReportNotMePayload: ResolverTypeWrapper<ReportNotMePayload>;
  RequestEmailChangeInput: RequestEmailChangeInput;
  RequestEmailChangePayload: ResolverTypeWrapper<RequestEmailChangePayload>;
  RequestPasswordReissueInput: RequestPasswordReissueInput;
  RequestPasswordReissuePayload: ResolverTypeWrapper<RequestPasswordReissuePayload>;
  ResendLoginCodeInput: ResendLoginCodeInput;
  ResendLoginCodePayload: ResolverTypeWrapper<ResendLoginCodePayload>;
  ResetPasswordInput: ResetPasswordInput;
  ResetPasswordPayload: ResolverTypeWrapper<ResetPasswordPayload>;
  RevokeConnectedAppPayload: ResolverTypeWrapper<RevokeConnectedAppPayload>;
  RevokeSessionsPayload: ResolverTypeWrapper<RevokeSessionsPayload>;
  Role: Role;
  SecondFactors: ResolverTypeWrapper<SecondFactors>;
  SecondFactorsPayload: ResolverTypeWrapper<SecondFactorsPayload>;
  SecondStep: SecondStep;
  SendStepUpCodePayload: ResolverTypeWrapper<SendStepUpCodePayload>;
  Session: ResolverTypeWrapper<Session>;
  SessionKind: SessionKind;
  SetPasswordInput: SetPasswordInput;
  SignInFailureReason: SignInFailureReason;
  SignInMethod: SignInMethod;
  SignInRiskReason: SignInRiskReason;
  SignInStep: SignInStep;
  StartAuthenticatorEnrolmentPayload: ResolverTypeWrapper<StartAuthenticatorEnrolmentPayload>;
  StartPasskeyRegistrationInput: StartPasskeyRegistrationInput;
  StartPasskeyRegistrationPayload: ResolverTypeWrapper<StartPasskeyRegistrationPayload>;
  StartPasskeySignInPayload: ResolverTypeWrapper<StartPasskeySignInPayload>;
  StepUp: ResolverTypeWrapper<StepUp>;
  StepUpMethod: StepUpMethod;
  StepUpPayload: ResolverTypeWrapper<StepUpPayload>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TokenDelivery: TokenDelivery;
  UnlockedBy: UnlockedBy;
  UpdateAccountInput: UpdateAccountInput;
  UpdateAccountPayload: ResolverTypeWrapper<Omit<UpdateAccountPayload, 'viewer'> & { viewer?: Maybe<ResolversTypes['Viewer']> }>;
  UserError: ResolverTypeWrapper<UserError>;
  VerifyAuthenticatorAppStepUpInput: VerifyAuthenticatorAppStepUpInput;
  VerifyLoginCodeInput: VerifyLoginCodeInput;
  VerifyLoginCodePayload: ResolverTypeWrapper<Omit<VerifyLoginCodePayload, 'viewer'> & { viewer?: Maybe<ResolversTypes['Viewer']> }>;
  VerifyStepUpCodeInput: VerifyStepUpCodeInput;
  Viewer: ResolverTypeWrapper<ViewerModel>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Account: Account;
  AccountClosingPayload: AccountClosingPayload;
  AccountEvent: AccountEvent;
  AccountEventConnection: AccountEventConnection;
  AdminAccount: AdminAccount;
  AdminAccountActionInput: AdminAccountActionInput;
  AdminAccountConnection: AdminAccountConnection;
  AdminAccountDetail: AdminAccountDetailModel;
  AdminAccountMethods: AdminAccountMethods;
  AdminAccountPayload: Omit<AdminAccountPayload, 'account'> & { account?: Maybe<ResolversParentTypes['AdminAccountDetail']> };
  AdminCreateOAuthClientInput: AdminCreateOAuthClientInput;
  AdminInviteAccountInput: AdminInviteAccountInput;
  AdminOAuthClientInput: AdminOAuthClientInput;
  AdminOAuthClientPayload: AdminOAuthClientPayload;
  AdminOAuthClientSecretPayload: AdminOAuthClientSecretPayload;
  AuditConnection: AuditConnection;
  AuditEntry: AuditEntry;
  AuthenticatorApp: AuthenticatorApp;
  Boolean: Scalars['Boolean']['output'];
  ChangePasswordInput: ChangePasswordInput;
  ChangePasswordPayload: Omit<ChangePasswordPayload, 'viewer'> & { viewer?: Maybe<ResolversParentTypes['Viewer']> };
  ConfirmAuthenticatorEnrolmentInput: ConfirmAuthenticatorEnrolmentInput;
  ConfirmEmailChangeInput: ConfirmEmailChangeInput;
  ConfirmEmailChangePayload: Omit<ConfirmEmailChangePayload, 'viewer'> & { viewer?: Maybe<ResolversParentTypes['Viewer']> };
  ConnectedApp: ConnectedApp;
  CurrentPasswordInput: CurrentPasswordInput;
  DataExportLinkPayload: DataExportLinkPayload;
  DateTime: Scalars['DateTime']['output'];
  DeletePasskeyInput: DeletePasskeyInput;
  DeletePasskeyPayload: DeletePasskeyPayload;
  Device: Device;
  DeviceSession: DeviceSession;
  FinishPasskeyRegistrationInput: FinishPasskeyRegistrationInput;
  FinishPasskeyRegistrationPayload: FinishPasskeyRegistrationPayload;
  FinishPasskeySignInInput: FinishPasskeySignInInput;
  FinishPasskeySignInPayload: Omit<FinishPasskeySignInPayload, 'viewer'> & { viewer?: Maybe<ResolversParentTypes['Viewer']> };
  GenerateRecoveryCodesPayload: GenerateRecoveryCodesPayload;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  LoginChallenge: LoginChallenge;
  LoginInput: LoginInput;
  LoginPayload: LoginPayload;
  LogoutPayload: LogoutPayload;
  Mutation: Record<PropertyKey, never>;
  NotMeLinkInfo: NotMeLinkInfo;
  NotMeLinkInput: NotMeLinkInput;
  NotMeLinkPayload: NotMeLinkPayload;
  OAuthClient: OAuthClient;
  OAuthInteraction: OAuthInteraction;
  OAuthInteractionApp: OAuthInteractionApp;
  OAuthInteractionPayload: OAuthInteractionPayload;
  OAuthInteractionStepPayload: OAuthInteractionStepPayload;
  PageInfo: PageInfo;
  Passkey: Passkey;
  PasskeyAssertionResponseInput: PasskeyAssertionResponseInput;
  PasskeyAttestationResponseInput: PasskeyAttestationResponseInput;
  PasskeyAuthenticationResponseInput: PasskeyAuthenticationResponseInput;
  PasskeyAuthenticatorSelection: PasskeyAuthenticatorSelection;
  PasskeyClientExtensionResultsInput: PasskeyClientExtensionResultsInput;
  PasskeyCreationOptions: PasskeyCreationOptions;
  PasskeyCredPropsInput: PasskeyCredPropsInput;
  PasskeyCredentialDescriptor: PasskeyCredentialDescriptor;
  PasskeyCredentialParameter: PasskeyCredentialParameter;
  PasskeyOwner: PasskeyOwner;
  PasskeyPayload: PasskeyPayload;
  PasskeyRegistrationExtensions: PasskeyRegistrationExtensions;
  PasskeyRegistrationResponseInput: PasskeyRegistrationResponseInput;
  PasskeyRelyingParty: PasskeyRelyingParty;
  PasskeyRequestOptions: PasskeyRequestOptions;
  PasskeyUser: PasskeyUser;
  PasswordResetTokenInfo: PasswordResetTokenInfo;
  PasswordResetTokenPayload: PasswordResetTokenPayload;
  PendingEmailChange: PendingEmailChange;
  Query: Record<PropertyKey, never>;
  RecoveryCodesState: RecoveryCodesState;
  RecoveryLoginInput: RecoveryLoginInput;
  RenamePasskeyInput: RenamePasskeyInput;
  ReportNotMeInput: ReportNotMeInput;
  ReportNotMePayload: ReportNotMePayload;
  RequestEmailChangeInput: RequestEmailChangeInput;
  RequestEmailChangePayload: RequestEmailChangePayload;
  RequestPasswordReissueInput: RequestPasswordReissueInput;
  RequestPasswordReissuePayload: RequestPasswordReissuePayload;
  ResendLoginCodeInput: ResendLoginCodeInput;
  ResendLoginCodePayload: ResendLoginCodePayload;
  ResetPasswordInput: ResetPasswordInput;
  ResetPasswordPayload: ResetPasswordPayload;
  RevokeConnectedAppPayload: RevokeConnectedAppPayload;
  RevokeSessionsPayload: RevokeSessionsPayload;
  SecondFactors: SecondFactors;
  SecondFactorsPayload: SecondFactorsPayload;
  SendStepUpCodePayload: SendStepUpCodePayload;
  Session: Session;
  SetPasswordInput: SetPasswordInput;
  StartAuthenticatorEnrolmentPayload: StartAuthenticatorEnrolmentPayload;
  StartPasskeyRegistrationInput: StartPasskeyRegistrationInput;
  StartPasskeyRegistrationPayload: StartPasskeyRegistrationPayload;
  StartPasskeySignInPayload: StartPasskeySignInPayload;
  StepUp: StepUp;
  StepUpPayload: StepUpPayload;
  String: Scalars['String']['output'];
  UpdateAccountInput: UpdateAccountInput;
  UpdateAccountPayload: Omit<UpdateAccountPayload, 'viewer'> & { viewer?: Maybe<ResolversParentTypes['Viewer']> };
  UserError: UserError;
  VerifyAuthenticatorAppStepUpInput: VerifyAuthenticatorAppStepUpInput;
  VerifyLoginCodeInput: VerifyLoginCodeInput;
  VerifyLoginCodePayload: Omit<VerifyLoginCodePayload, 'viewer'> & { viewer?: Maybe<ResolversParentTypes['Viewer']> };
  VerifyStepUpCodeInput: VerifyStepUpCodeInput;
  Viewer: ViewerModel;
};

export type AuthDirectiveArgs = {
  allowClosing?: Scalars['Boolean']['input'];
  allowMustChangePassword?: Scalars['Boolean']['input'];
  roles?: Array<Role>;
};

export type AuthDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = AuthDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Account'] = ResolversParentTypes['Account']> = {
  accountCode?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  closingDeletesAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  closingRequestedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  department?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastLoginAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['Locale'], ParentType, ContextType>;
  loginId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mustChangePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mustChangePasswordReason?: Resolver<Maybe<ResolversTypes['MustChangePasswordReason']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameKana?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  previousLoginAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AccountStatus'], ParentType, ContextType>;
};

export type AccountClosingPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountClosingPayload'] = ResolversParentTypes['AccountClosingPayload']> = {
  deletesAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  requestedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type AccountEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountEvent'] = ResolversParentTypes['AccountEvent']> = {
  action?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  actor?: Resolver<ResolversTypes['EventActor'], ParentType, ContextType>;
  appName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  canReportNotMe?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  changedFields?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  device?: Resolver<ResolversTypes['Device'], ParentType, ContextType>;
  disconnectedApps?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  failedStep?: Resolver<Maybe<ResolversTypes['SignInStep']>, ParentType, ContextType>;
  failureReason?: Resolver<Maybe<ResolversTypes['SignInFailureReason']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ipAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['AccountEventKind'], ParentType, ContextType>;
  lastAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  lockedUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  maskedEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notMeReported?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  passkeyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recoveryCodesRemaining?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  removedPasskeys?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  riskReasons?: Resolver<Maybe<Array<ResolversTypes['SignInRiskReason']>>, ParentType, ContextType>;
  sessionsEnded?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  signInMethod?: Resolver<Maybe<ResolversTypes['SignInMethod']>, ParentType, ContextType>;
  unlockedBy?: Resolver<Maybe<ResolversTypes['UnlockedBy']>, ParentType, ContextType>;
};

export type AccountEventConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountEventConnection'] = ResolversParentTypes['AccountEventConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['AccountEvent']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type AdminAccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminAccount'] = ResolversParentTypes['AdminAccount']> = {
  accountCode?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invitationPending?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastLoginAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  level?: Resolver<ResolversTypes['AccountLevel'], ParentType, ContextType>;
  lockedUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  loginId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mustChangePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameKana?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AccountStatus'], ParentType, ContextType>;
};

export type AdminAccountConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminAccountConnection'] = ResolversParentTypes['AdminAccountConnection']> = {
  complete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['AdminAccount']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type AdminAccountDetailResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminAccountDetail'] = ResolversParentTypes['AdminAccountDetail']> = {
  account?: Resolver<ResolversTypes['AdminAccount'], ParentType, ContextType>;
  activity?: Resolver<ResolversTypes['AccountEventConnection'], ParentType, ContextType, RequireFields<AdminAccountDetailActivityArgs, 'first'>>;
  department?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  failedLoginCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['Locale'], ParentType, ContextType>;
  methods?: Resolver<ResolversTypes['AdminAccountMethods'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  self?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sessions?: Resolver<Array<ResolversTypes['DeviceSession']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type AdminAccountMethodsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminAccountMethods'] = ResolversParentTypes['AdminAccountMethods']> = {
  authenticatorApp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  passkeys?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  password?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  recoveryCodesRemaining?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type AdminAccountPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminAccountPayload'] = ResolversParentTypes['AdminAccountPayload']> = {
  account?: Resolver<Maybe<ResolversTypes['AdminAccountDetail']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type AdminOAuthClientPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminOAuthClientPayload'] = ResolversParentTypes['AdminOAuthClientPayload']> = {
  client?: Resolver<Maybe<ResolversTypes['OAuthClient']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type AdminOAuthClientSecretPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminOAuthClientSecretPayload'] = ResolversParentTypes['AdminOAuthClientSecretPayload']> = {
  client?: Resolver<Maybe<ResolversTypes['OAuthClient']>, ParentType, ContextType>;
  clientSecret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type AuditConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditConnection'] = ResolversParentTypes['AuditConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type AuditEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = {
  action?: Resolver<ResolversTypes['AuditAction'], ParentType, ContextType>;
  actor?: Resolver<ResolversTypes['AuditActor'], ParentType, ContextType>;
  actorAccountCode?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  actorLoginId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ipAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['Role']>, ParentType, ContextType>;
  targetAccountCode?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  targetClientId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  targetClientName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  targetLoginId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AuthenticatorAppResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuthenticatorApp'] = ResolversParentTypes['AuthenticatorApp']> = {
  confirmedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ChangePasswordPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChangePasswordPayload'] = ResolversParentTypes['ChangePasswordPayload']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
};

export type ConfirmEmailChangePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConfirmEmailChangePayload'] = ResolversParentTypes['ConfirmEmailChangePayload']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
};

export type ConnectedAppResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConnectedApp'] = ResolversParentTypes['ConnectedApp']> = {
  allowedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['OAuthScope']>, ParentType, ContextType>;
};

export type DataExportLinkPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DataExportLinkPayload'] = ResolversParentTypes['DataExportLinkPayload']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeletePasskeyPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeletePasskeyPayload'] = ResolversParentTypes['DeletePasskeyPayload']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type DeviceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Device'] = ResolversParentTypes['Device']> = {
  browser?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  os?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DeviceSessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeviceSession'] = ResolversParentTypes['DeviceSession']> = {
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  device?: Resolver<ResolversTypes['Device'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ipAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SessionKind'], ParentType, ContextType>;
  lastUsedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  signInMethod?: Resolver<ResolversTypes['SignInMethod'], ParentType, ContextType>;
  signedInAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type FinishPasskeyRegistrationPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FinishPasskeyRegistrationPayload'] = ResolversParentTypes['FinishPasskeyRegistrationPayload']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  passkey?: Resolver<Maybe<ResolversTypes['Passkey']>, ParentType, ContextType>;
};

export type FinishPasskeySignInPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FinishPasskeySignInPayload'] = ResolversParentTypes['FinishPasskeySignInPayload']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
};

export type GenerateRecoveryCodesPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GenerateRecoveryCodesPayload'] = ResolversParentTypes['GenerateRecoveryCodesPayload']> = {
  codes?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  secondFactors?: Resolver<Maybe<ResolversTypes['SecondFactors']>, ParentType, ContextType>;
};

export type LoginChallengeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginChallenge'] = ResolversParentTypes['LoginChallenge']> = {
  attemptId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  maskedEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recovery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  recoveryCodesAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  resendAvailableAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  resendsRemaining?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  secondStep?: Resolver<ResolversTypes['SecondStep'], ParentType, ContextType>;
};

export type LoginPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginPayload'] = ResolversParentTypes['LoginPayload']> = {
  challenge?: Resolver<Maybe<ResolversTypes['LoginChallenge']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type LogoutPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LogoutPayload'] = ResolversParentTypes['LogoutPayload']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  adminAccountAction?: Resolver<ResolversTypes['AdminAccountPayload'], ParentType, ContextType, RequireFields<MutationAdminAccountActionArgs, 'input'>>;
  adminCreateOAuthClient?: Resolver<ResolversTypes['AdminOAuthClientSecretPayload'], ParentType, ContextType, RequireFields<MutationAdminCreateOAuthClientArgs, 'input'>>;
  adminDisableOAuthClient?: Resolver<ResolversTypes['AdminOAuthClientPayload'], ParentType, ContextType, RequireFields<MutationAdminDisableOAuthClientArgs, 'input'>>;
  adminInviteAccount?: Resolver<ResolversTypes['AdminAccountPayload'], ParentType, ContextType, RequireFields<MutationAdminInviteAccountArgs, 'input'>>;
  adminRotateOAuthClientSecret?: Resolver<ResolversTypes['AdminOAuthClientSecretPayload'], ParentType, ContextType, RequireFields<MutationAdminRotateOAuthClientSecretArgs, 'input'>>;
  cancelAccountClosing?: Resolver<ResolversTypes['AccountClosingPayload'], ParentType, ContextType>;
  changePassword?: Resolver<ResolversTypes['ChangePasswordPayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  completeOAuthLogin?: Resolver<ResolversTypes['OAuthInteractionStepPayload'], ParentType, ContextType, RequireFields<MutationCompleteOAuthLoginArgs, 'id'>>;
  confirmAuthenticatorEnrolment?: Resolver<ResolversTypes['SecondFactorsPayload'], ParentType, ContextType, RequireFields<MutationConfirmAuthenticatorEnrolmentArgs, 'input'>>;
  confirmEmailChange?: Resolver<ResolversTypes['ConfirmEmailChangePayload'], ParentType, ContextType, RequireFields<MutationConfirmEmailChangeArgs, 'input'>>;
  decideOAuthConsent?: Resolver<ResolversTypes['OAuthInteractionStepPayload'], ParentType, ContextType, RequireFields<MutationDecideOAuthConsentArgs, 'allow' | 'id'>>;
  deletePasskey?: Resolver<ResolversTypes['DeletePasskeyPayload'], ParentType, ContextType, RequireFields<MutationDeletePasskeyArgs, 'input'>>;
  finishPasskeyRegistration?: Resolver<ResolversTypes['FinishPasskeyRegistrationPayload'], ParentType, ContextType, RequireFields<MutationFinishPasskeyRegistrationArgs, 'input'>>;
  finishPasskeySignIn?: Resolver<ResolversTypes['FinishPasskeySignInPayload'], ParentType, ContextType, RequireFields<MutationFinishPasskeySignInArgs, 'input'>>;
  finishPasskeyStepUp?: Resolver<ResolversTypes['StepUpPayload'], ParentType, ContextType, RequireFields<MutationFinishPasskeyStepUpArgs, 'input'>>;
  generateRecoveryCodes?: Resolver<ResolversTypes['GenerateRecoveryCodesPayload'], ParentType, ContextType, RequireFields<MutationGenerateRecoveryCodesArgs, 'input'>>;
  login?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['LogoutPayload'], ParentType, ContextType>;
  removeAuthenticator?: Resolver<ResolversTypes['SecondFactorsPayload'], ParentType, ContextType, RequireFields<MutationRemoveAuthenticatorArgs, 'input'>>;
  removePassword?: Resolver<ResolversTypes['SecondFactorsPayload'], ParentType, ContextType>;
  renamePasskey?: Resolver<ResolversTypes['PasskeyPayload'], ParentType, ContextType, RequireFields<MutationRenamePasskeyArgs, 'input'>>;
  reportNotMe?: Resolver<ResolversTypes['ReportNotMePayload'], ParentType, ContextType, RequireFields<MutationReportNotMeArgs, 'input'>>;
  reportNotMeByLink?: Resolver<ResolversTypes['ReportNotMePayload'], ParentType, ContextType, RequireFields<MutationReportNotMeByLinkArgs, 'input'>>;
  requestAccountClosing?: Resolver<ResolversTypes['AccountClosingPayload'], ParentType, ContextType>;
  requestDataExport?: Resolver<ResolversTypes['DataExportLinkPayload'], ParentType, ContextType>;
  requestEmailChange?: Resolver<ResolversTypes['RequestEmailChangePayload'], ParentType, ContextType, RequireFields<MutationRequestEmailChangeArgs, 'input'>>;
  requestPasswordReissue?: Resolver<ResolversTypes['RequestPasswordReissuePayload'], ParentType, ContextType, RequireFields<MutationRequestPasswordReissueArgs, 'input'>>;
  resendLoginCode?: Resolver<ResolversTypes['ResendLoginCodePayload'], ParentType, ContextType, Partial<MutationResendLoginCodeArgs>>;
  resetPassword?: Resolver<ResolversTypes['ResetPasswordPayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  revokeConnectedApp?: Resolver<ResolversTypes['RevokeConnectedAppPayload'], ParentType, ContextType, RequireFields<MutationRevokeConnectedAppArgs, 'clientId'>>;
  revokeOtherSessions?: Resolver<ResolversTypes['RevokeSessionsPayload'], ParentType, ContextType>;
  revokeSession?: Resolver<ResolversTypes['RevokeSessionsPayload'], ParentType, ContextType, RequireFields<MutationRevokeSessionArgs, 'id'>>;
  sendStepUpCode?: Resolver<ResolversTypes['SendStepUpCodePayload'], ParentType, ContextType>;
  setPassword?: Resolver<ResolversTypes['SecondFactorsPayload'], ParentType, ContextType, RequireFields<MutationSetPasswordArgs, 'input'>>;
  startAuthenticatorEnrolment?: Resolver<ResolversTypes['StartAuthenticatorEnrolmentPayload'], ParentType, ContextType, RequireFields<MutationStartAuthenticatorEnrolmentArgs, 'input'>>;
  startPasskeyRegistration?: Resolver<ResolversTypes['StartPasskeyRegistrationPayload'], ParentType, ContextType, RequireFields<MutationStartPasskeyRegistrationArgs, 'input'>>;
  startPasskeySignIn?: Resolver<ResolversTypes['StartPasskeySignInPayload'], ParentType, ContextType>;
  startPasskeyStepUp?: Resolver<ResolversTypes['StartPasskeySignInPayload'], ParentType, ContextType>;
  startRecoveryLogin?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationStartRecoveryLoginArgs, 'input'>>;
  updateAccount?: Resolver<ResolversTypes['UpdateAccountPayload'], ParentType, ContextType, RequireFields<MutationUpdateAccountArgs, 'input'>>;
  verifyAuthenticatorAppStepUp?: Resolver<ResolversTypes['StepUpPayload'], ParentType, ContextType, RequireFields<MutationVerifyAuthenticatorAppStepUpArgs, 'input'>>;
  verifyLoginCode?: Resolver<ResolversTypes['VerifyLoginCodePayload'], ParentType, ContextType, RequireFields<MutationVerifyLoginCodeArgs, 'input'>>;
  verifyStepUpCode?: Resolver<ResolversTypes['StepUpPayload'], ParentType, ContextType, RequireFields<MutationVerifyStepUpCodeArgs, 'input'>>;
};

export type NotMeLinkInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotMeLinkInfo'] = ResolversParentTypes['NotMeLinkInfo']> = {
  device?: Resolver<ResolversTypes['Device'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['NotMeLinkKind'], ParentType, ContextType>;
  passkeyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  signedInAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type NotMeLinkPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotMeLinkPayload'] = ResolversParentTypes['NotMeLinkPayload']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  info?: Resolver<Maybe<ResolversTypes['NotMeLinkInfo']>, ParentType, ContextType>;
};

export type OAuthClientResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OAuthClient'] = ResolversParentTypes['OAuthClient']> = {
  backchannelLogoutUri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdByAccountCode?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdByLoginId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  disabledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postLogoutRedirectUris?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  redirectUris?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['OAuthScope']>, ParentType, ContextType>;
  secretRotatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OAuthClientStatus'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['OAuthClientType'], ParentType, ContextType>;
};

export type OAuthInteractionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OAuthInteraction'] = ResolversParentTypes['OAuthInteraction']> = {
  app?: Resolver<ResolversTypes['OAuthInteractionApp'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locale?: Resolver<Maybe<ResolversTypes['Locale']>, ParentType, ContextType>;
  loginHint?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  newScopes?: Resolver<Array<ResolversTypes['OAuthScope']>, ParentType, ContextType>;
  portalSession?: Resolver<ResolversTypes['OAuthPortalSession'], ParentType, ContextType>;
  prompt?: Resolver<ResolversTypes['OAuthPrompt'], ParentType, ContextType>;
  reasons?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['OAuthScope']>, ParentType, ContextType>;
};

export type OAuthInteractionAppResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OAuthInteractionApp'] = ResolversParentTypes['OAuthInteractionApp']> = {
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OAuthInteractionPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OAuthInteractionPayload'] = ResolversParentTypes['OAuthInteractionPayload']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  interaction?: Resolver<Maybe<ResolversTypes['OAuthInteraction']>, ParentType, ContextType>;
};

export type OAuthInteractionStepPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OAuthInteractionStepPayload'] = ResolversParentTypes['OAuthInteractionStepPayload']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  returnTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PasskeyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Passkey'] = ResolversParentTypes['Passkey']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  credentialId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provider?: Resolver<Maybe<ResolversTypes['PasskeyProvider']>, ParentType, ContextType>;
  synced?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PasskeyAuthenticatorSelectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PasskeyAuthenticatorSelection'] = ResolversParentTypes['PasskeyAuthenticatorSelection']> = {
  authenticatorAttachment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requireResidentKey?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  residentKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userVerification?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PasskeyCreationOptionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PasskeyCreationOptions'] = ResolversParentTypes['PasskeyCreationOptions']> = {
  attestation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  authenticatorSelection?: Resolver<Maybe<ResolversTypes['PasskeyAuthenticatorSelection']>, ParentType, ContextType>;
  challenge?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  excludeCredentials?: Resolver<Maybe<Array<ResolversTypes['PasskeyCredentialDescriptor']>>, ParentType, ContextType>;
  extensions?: Resolver<Maybe<ResolversTypes['PasskeyRegistrationExtensions']>, ParentType, ContextType>;
  hints?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  pubKeyCredParams?: Resolver<Array<ResolversTypes['PasskeyCredentialParameter']>, ParentType, ContextType>;
  rp?: Resolver<ResolversTypes['PasskeyRelyingParty'], ParentType, ContextType>;
  timeout?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['PasskeyUser'], ParentType, ContextType>;
};

export type PasskeyCredentialDescriptorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PasskeyCredentialDescriptor'] = ResolversParentTypes['PasskeyCredentialDescriptor']> = {
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transports?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PasskeyCredentialParameterResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PasskeyCredentialParameter'] = ResolversParentTypes['PasskeyCredentialParameter']> = {
  alg?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PasskeyOwnerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PasskeyOwner'] = ResolversParentTypes['PasskeyOwner']> = {
  rpId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userHandle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PasskeyPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PasskeyPayload'] = ResolversParentTypes['PasskeyPayload']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  passkey?: Resolver<Maybe<ResolversTypes['Passkey']>, ParentType, ContextType>;
};

export type PasskeyRegistrationExtensionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PasskeyRegistrationExtensions'] = ResolversParentTypes['PasskeyRegistrationExtensions']> = {
  credProps?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type PasskeyRelyingPartyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PasskeyRelyingParty'] = ResolversParentTypes['PasskeyRelyingParty']> = {
  id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PasskeyRequestOptionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PasskeyRequestOptions'] = ResolversParentTypes['PasskeyRequestOptions']> = {
  allowCredentials?: Resolver<Maybe<Array<ResolversTypes['PasskeyCredentialDescriptor']>>, ParentType, ContextType>;
  challenge?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hints?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  rpId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  timeout?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  userVerification?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PasskeyUserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PasskeyUser'] = ResolversParentTypes['PasskeyUser']> = {
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PasswordResetTokenInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PasswordResetTokenInfo'] = ResolversParentTypes['PasswordResetTokenInfo']> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  loginId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  purpose?: Resolver<ResolversTypes['PasswordResetPurpose'], ParentType, ContextType>;
};

export type PasswordResetTokenPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PasswordResetTokenPayload'] = ResolversParentTypes['PasswordResetTokenPayload']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  info?: Resolver<Maybe<ResolversTypes['PasswordResetTokenInfo']>, ParentType, ContextType>;
};

export type PendingEmailChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PendingEmailChange'] = ResolversParentTypes['PendingEmailChange']> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  newEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  adminAccount?: Resolver<Maybe<ResolversTypes['AdminAccountDetail']>, ParentType, ContextType, RequireFields<QueryAdminAccountArgs, 'accountCode'>>;
  adminAccountSearch?: Resolver<ResolversTypes['AdminAccountConnection'], ParentType, ContextType, RequireFields<QueryAdminAccountSearchArgs, 'first'>>;
  adminAccounts?: Resolver<Array<ResolversTypes['Account']>, ParentType, ContextType>;
  adminAudit?: Resolver<ResolversTypes['AuditConnection'], ParentType, ContextType, RequireFields<QueryAdminAuditArgs, 'first'>>;
  adminClosingAccounts?: Resolver<Array<ResolversTypes['Account']>, ParentType, ContextType>;
  adminOAuthClients?: Resolver<Array<ResolversTypes['OAuthClient']>, ParentType, ContextType>;
  dataExportLink?: Resolver<ResolversTypes['DataExportLinkPayload'], ParentType, ContextType, RequireFields<QueryDataExportLinkArgs, 'token'>>;
  loginChallenge?: Resolver<Maybe<ResolversTypes['LoginChallenge']>, ParentType, ContextType, Partial<QueryLoginChallengeArgs>>;
  notMeLink?: Resolver<ResolversTypes['NotMeLinkPayload'], ParentType, ContextType, RequireFields<QueryNotMeLinkArgs, 'token'>>;
  oauthInteraction?: Resolver<ResolversTypes['OAuthInteractionPayload'], ParentType, ContextType, RequireFields<QueryOauthInteractionArgs, 'id'>>;
  passwordResetToken?: Resolver<ResolversTypes['PasswordResetTokenPayload'], ParentType, ContextType, RequireFields<QueryPasswordResetTokenArgs, 'token'>>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
};

export type RecoveryCodesStateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RecoveryCodesState'] = ResolversParentTypes['RecoveryCodesState']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  remaining?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReportNotMePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportNotMePayload'] = ResolversParentTypes['ReportNotMePayload']> = {
  addressRestored?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  removedPasskeys?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  resetLinkSentTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RequestEmailChangePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RequestEmailChangePayload'] = ResolversParentTypes['RequestEmailChangePayload']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  pending?: Resolver<Maybe<ResolversTypes['PendingEmailChange']>, ParentType, ContextType>;
};

export type RequestPasswordReissuePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RequestPasswordReissuePayload'] = ResolversParentTypes['RequestPasswordReissuePayload']> = {
  accepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ResendLoginCodePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResendLoginCodePayload'] = ResolversParentTypes['ResendLoginCodePayload']> = {
  challenge?: Resolver<Maybe<ResolversTypes['LoginChallenge']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ResetPasswordPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResetPasswordPayload'] = ResolversParentTypes['ResetPasswordPayload']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RevokeConnectedAppPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RevokeConnectedAppPayload'] = ResolversParentTypes['RevokeConnectedAppPayload']> = {
  connectedApps?: Resolver<Maybe<Array<ResolversTypes['ConnectedApp']>>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type RevokeSessionsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RevokeSessionsPayload'] = ResolversParentTypes['RevokeSessionsPayload']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  revoked?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sessions?: Resolver<Maybe<Array<ResolversTypes['DeviceSession']>>, ParentType, ContextType>;
};

export type SecondFactorsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SecondFactors'] = ResolversParentTypes['SecondFactors']> = {
  authenticatorApp?: Resolver<Maybe<ResolversTypes['AuthenticatorApp']>, ParentType, ContextType>;
  passwordless?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  recoveryCodes?: Resolver<Maybe<ResolversTypes['RecoveryCodesState']>, ParentType, ContextType>;
};

export type SecondFactorsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SecondFactorsPayload'] = ResolversParentTypes['SecondFactorsPayload']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  secondFactors?: Resolver<Maybe<ResolversTypes['SecondFactors']>, ParentType, ContextType>;
};

export type SendStepUpCodePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SendStepUpCodePayload'] = ResolversParentTypes['SendStepUpCodePayload']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  maskedEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resendAvailableAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type SessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = {
  absoluteExpiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  idleTimeoutSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StartAuthenticatorEnrolmentPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StartAuthenticatorEnrolmentPayload'] = ResolversParentTypes['StartAuthenticatorEnrolmentPayload']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  otpauthUri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StartPasskeyRegistrationPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StartPasskeyRegistrationPayload'] = ResolversParentTypes['StartPasskeyRegistrationPayload']> = {
  ceremonyId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  options?: Resolver<Maybe<ResolversTypes['PasskeyCreationOptions']>, ParentType, ContextType>;
};

export type StartPasskeySignInPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StartPasskeySignInPayload'] = ResolversParentTypes['StartPasskeySignInPayload']> = {
  ceremonyId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  options?: Resolver<Maybe<ResolversTypes['PasskeyRequestOptions']>, ParentType, ContextType>;
};

export type StepUpResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StepUp'] = ResolversParentTypes['StepUp']> = {
  freshUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  methods?: Resolver<Array<ResolversTypes['StepUpMethod']>, ParentType, ContextType>;
  requiredMethod?: Resolver<ResolversTypes['StepUpMethod'], ParentType, ContextType>;
};

export type StepUpPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StepUpPayload'] = ResolversParentTypes['StepUpPayload']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  stepUp?: Resolver<Maybe<ResolversTypes['StepUp']>, ParentType, ContextType>;
};

export type UpdateAccountPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateAccountPayload'] = ResolversParentTypes['UpdateAccountPayload']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
};

export type UserErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = {
  attemptsRemaining?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  retryAfterSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  stepUpMethod?: Resolver<Maybe<ResolversTypes['StepUpMethod']>, ParentType, ContextType>;
};

export type VerifyLoginCodePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VerifyLoginCodePayload'] = ResolversParentTypes['VerifyLoginCodePayload']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
};

export type ViewerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = {
  account?: Resolver<ResolversTypes['Account'], ParentType, ContextType>;
  activity?: Resolver<ResolversTypes['AccountEventConnection'], ParentType, ContextType, RequireFields<ViewerActivityArgs, 'first'>>;
  connectedApps?: Resolver<Array<ResolversTypes['ConnectedApp']>, ParentType, ContextType>;
  passkeyOwner?: Resolver<ResolversTypes['PasskeyOwner'], ParentType, ContextType>;
  passkeys?: Resolver<Array<ResolversTypes['Passkey']>, ParentType, ContextType>;
  secondFactors?: Resolver<ResolversTypes['SecondFactors'], ParentType, ContextType>;
  session?: Resolver<ResolversTypes['Session'], ParentType, ContextType>;
  sessions?: Resolver<Array<ResolversTypes['DeviceSession']>, ParentType, ContextType>;
  stepUp?: Resolver<ResolversTypes['StepUp'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  Account?: AccountResolvers<ContextType>;
  AccountClosingPayload?: AccountClosingPayloadResolvers<ContextType>;
  AccountEvent?: AccountEventResolvers<ContextType>;
  AccountEventConnection?: AccountEventConnectionResolvers<ContextType>;
  AdminAccount?: AdminAccountResolvers<ContextType>;
  AdminAccountConnection?: AdminAccountConnectionResolvers<ContextType>;
  AdminAccountDetail?: AdminAccountDetailResolvers<ContextType>;
  AdminAccountMethods?: AdminAccountMethodsResolvers<ContextType>;
  AdminAccountPayload?: AdminAccountPayloadResolvers<ContextType>;
  AdminOAuthClientPayload?: AdminOAuthClientPayloadResolvers<ContextType>;
  AdminOAuthClientSecretPayload?: AdminOAuthClientSecretPayloadResolvers<ContextType>;
  AuditConnection?: AuditConnectionResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuthenticatorApp?: AuthenticatorAppResolvers<ContextType>;
  ChangePasswordPayload?: ChangePasswordPayloadResolvers<ContextType>;
  ConfirmEmailChangePayload?: ConfirmEmailChangePayloadResolvers<ContextType>;
  ConnectedApp?: ConnectedAppResolvers<ContextType>;
  DataExportLinkPayload?: DataExportLinkPayloadResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DeletePasskeyPayload?: DeletePasskeyPayloadResolvers<ContextType>;
  Device?: DeviceResolvers<ContextType>;
  DeviceSession?: DeviceSessionResolvers<ContextType>;
  FinishPasskeyRegistrationPayload?: FinishPasskeyRegistrationPayloadResolvers<ContextType>;
  FinishPasskeySignInPayload?: FinishPasskeySignInPayloadResolvers<ContextType>;
  GenerateRecoveryCodesPayload?: GenerateRecoveryCodesPayloadResolvers<ContextType>;
  LoginChallenge?: LoginChallengeResolvers<ContextType>;
  LoginPayload?: LoginPayloadResolvers<ContextType>;
  LogoutPayload?: LogoutPayloadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NotMeLinkInfo?: NotMeLinkInfoResolvers<ContextType>;
  NotMeLinkPayload?: NotMeLinkPayloadResolvers<ContextType>;
  OAuthClient?: OAuthClientResolvers<ContextType>;
  OAuthInteraction?: OAuthInteractionResolvers<ContextType>;
  OAuthInteractionApp?: OAuthInteractionAppResolvers<ContextType>;
  OAuthInteractionPayload?: OAuthInteractionPayloadResolvers<ContextType>;
  OAuthInteractionStepPayload?: OAuthInteractionStepPayloadResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Passkey?: PasskeyResolvers<ContextType>;
  PasskeyAuthenticatorSelection?: PasskeyAuthenticatorSelectionResolvers<ContextType>;
  PasskeyCreationOptions?: PasskeyCreationOptionsResolvers<ContextType>;
  PasskeyCredentialDescriptor?: PasskeyCredentialDescriptorResolvers<ContextType>;
  PasskeyCredentialParameter?: PasskeyCredentialParameterResolvers<ContextType>;
  PasskeyOwner?: PasskeyOwnerResolvers<ContextType>;
  PasskeyPayload?: PasskeyPayloadResolvers<ContextType>;
  PasskeyRegistrationExtensions?: PasskeyRegistrationExtensionsResolvers<ContextType>;
  PasskeyRelyingParty?: PasskeyRelyingPartyResolvers<ContextType>;
  PasskeyRequestOptions?: PasskeyRequestOptionsResolvers<ContextType>;
  PasskeyUser?: PasskeyUserResolvers<ContextType>;
  PasswordResetTokenInfo?: PasswordResetTokenInfoResolvers<ContextType>;
  PasswordResetTokenPayload?: PasswordResetTokenPayloadResolvers<ContextType>;
  PendingEmailChange?: PendingEmailChangeResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RecoveryCodesState?: RecoveryCodesStateResolvers<ContextType>;
  ReportNotMePayload?: ReportNotMePayloadResolvers<ContextType>;
  RequestEmailChangePayload?: RequestEmailChangePayloadResolvers<ContextType>;
  RequestPasswordReissuePayload?: RequestPasswordReissuePayloadResolvers<ContextType>;
  ResendLoginCodePayload?: ResendLoginCodePayloadResolvers<ContextType>;
  ResetPasswordPayload?: ResetPasswordPayloadResolvers<ContextType>;
  RevokeConnectedAppPayload?: RevokeConnectedAppPayloadResolvers<ContextType>;
  RevokeSessionsPayload?: RevokeSessionsPayloadResolvers<ContextType>;
  SecondFactors?: SecondFactorsResolvers<ContextType>;
  SecondFactorsPayload?: SecondFactorsPayloadResolvers<ContextType>;
  SendStepUpCodePayload?: SendStepUpCodePayloadResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  StartAuthenticatorEnrolmentPayload?: StartAuthenticatorEnrolmentPayloadResolvers<ContextType>;
  StartPasskeyRegistrationPayload?: StartPasskeyRegistrationPayloadResolvers<ContextType>;
  StartPasskeySignInPayload?: StartPasskeySignInPayloadResolvers<ContextType>;
  StepUp?: StepUpResolvers<ContextType>;
  StepUpPayload?: StepUpPayloadResolvers<ContextType>;
  UpdateAccountPayload?: UpdateAccountPayloadResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  VerifyLoginCodePayload?: VerifyLoginCodePayloadResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GatewayContext> = {
  auth?: AuthDirectiveResolver<any, any, ContextType>;
};
