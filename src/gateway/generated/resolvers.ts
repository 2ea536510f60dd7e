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

/** One event of the account's activity. It never holds a secret or someone else's address. */
export type AccountEvent = {
  __typename?: 'AccountEvent';
  /** ADMIN_ACTION: what was done (disable, enable, set_role_admin, set_role_user, require_password_change…). */
  action?: Maybe<Scalars['String']['output']>;
  /** Who did it. */
  actor: EventActor;
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
  /** SIGN_IN_FAILED: the step that failed. */
  failedStep?: Maybe<SignInStep>;
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
  /** Account details changed (changedFields). */
  DetailsChanged: 'DETAILS_CHANGED',
  /** The e-mail address changed (maskedEmail). */
  EmailChanged: 'EMAIL_CHANGED',
  /** "This was not me" reported: every session ended, a new password required. */
  NotMeReported: 'NOT_ME_REPORTED',
  /** A passkey added (passkeyName). */
  PasskeyAdded: 'PASSKEY_ADDED',
  /** A passkey removed (passkeyName). */
  PasskeyRemoved: 'PASSKEY_REMOVED',
  /** The password changed while signed in. */
  PasswordChanged: 'PASSWORD_CHANGED',
  /** The password set with a reset link. */
  PasswordReset: 'PASSWORD_RESET',
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
  /** The account's activity, newest first, `first` at a time (at most 50). */
  activity: AccountEventConnection;
  /** Team or department (所属), if given. */
  department?: Maybe<Scalars['String']['output']>;
  /** Wrong passwords since the last sign-in or lock. */
  failedLoginCount: Scalars['Int']['output'];
  /** Preferred language (of its mails). */
  locale: Locale;
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

/** Result of an administrator's action, or of an invitation. */
export type AdminAccountPayload = {
  __typename?: 'AdminAccountPayload';
  /** The account as it is now. */
  account?: Maybe<AdminAccountDetail>;
  /** The failure, if any. */
  error?: Maybe<UserError>;
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

/** An administrative action recorded in the audit log. */
export const AuditAction = {
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
  /** The account it was done to. */
  targetAccountCode: Scalars['ID']['output'];
  /** That account's login ID at the time. */
  targetLoginId: Scalars['String']['output'];
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

/** Input for deleting a passkey. */
export type DeletePasskeyInput = {
  /** The current password. */
  currentPassword: Scalars['String']['input'];
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
  /** An administrator cannot disable their own account. */
  CannotDisableSelf: 'CANNOT_DISABLE_SELF',
  /** The one-time code or the login attempt has expired; sign in again. */
  CodeExpired: 'CODE_EXPIRED',
  /** There is no pending e-mail change for this address; ask for a new code. */
  EmailChangeNotPending: 'EMAIL_CHANGE_NOT_PENDING',
  /** The e-mail address is not valid. */
  EmailInvalid: 'EMAIL_INVALID',
  /** The e-mail address cannot be used (the same as now, or taken). Deliberately unspecific. */
  EmailUnavailable: 'EMAIL_UNAVAILABLE',
  /** No such event in this account's activity. */
  EventNotFound: 'EVENT_NOT_FOUND',
  /** Signed in, but the role or account state does not allow this. */
  Forbidden: 'FORBIDDEN',
  /** The one-time code is wrong; `attemptsRemaining` tells how many tries are left. */
  InvalidCode: 'INVALID_CODE',
  /** Login ID or password is wrong, or the account cannot sign in. Deliberately unspecific. */
  InvalidCredentials: 'INVALID_CREDENTIALS',
  /** The current password is wrong. */
  InvalidCurrentPassword: 'INVALID_CURRENT_PASSWORD',
  /** The action would leave no active administrator. */
  LastActiveAdmin: 'LAST_ACTIVE_ADMIN',
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
  /** The back end cannot be reached just now; nothing was changed. Try again. */
  ServiceUnavailable: 'SERVICE_UNAVAILABLE',
  /** No such session of this account: it may have ended already. */
  SessionNotFound: 'SESSION_NOT_FOUND',
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

/** A user interface and mail language. */
export const Locale = {
  /** English. */
  En: 'EN',
  /** Japanese (the default). */
  Ja: 'JA'
} as const;

export type Locale = typeof Locale[keyof typeof Locale];
/** A pending login attempt waiting for its mailed code. */
export type LoginChallenge = {
  __typename?: 'LoginChallenge';
  /** The attempt id, only for BEARER delivery (browsers keep it in an HttpOnly cookie). */
  attemptId?: Maybe<Scalars['String']['output']>;
  /** When the code expires. */
  expiresAt: Scalars['DateTime']['output'];
  /** The address the code went to, masked (t***@example.com). */
  maskedEmail: Scalars['String']['output'];
  /** When a new code may be asked for. */
  resendAvailableAt: Scalars['DateTime']['output'];
  /** How many more codes may be sent. */
  resendsRemaining: Scalars['Int']['output'];
};

/** Login step 1 input. */
export type LoginInput = {
  /** How the session is handed over after the code step. */
  delivery?: InputMaybe<TokenDelivery>;
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

/** What can be changed: signing in and out, passwords, the account's details and e-mail address. */
export type Mutation = {
  __typename?: 'Mutation';
  /** An administrator's action on an account; audited, and written to the account's activity. Administrators only. */
  adminAccountAction: AdminAccountPayload;
  /** Invites an account: created without a password; the owner gets a link to set one (72 hours). Administrators only. */
  adminInviteAccount: AdminAccountPayload;
  /** Changes the signed-in account's password; its other sessions end. */
  changePassword: ChangePasswordPayload;
  /** Applies a pending e-mail change with the code from the new address; the old address is told. */
  confirmEmailChange: ConfirmEmailChangePayload;
  /** Deletes a passkey (current password required); a notice mail goes out. */
  deletePasskey: DeletePasskeyPayload;
  /** Finishes adding a passkey with the browser's answer; a notice mail goes out. */
  finishPasskeyRegistration: FinishPasskeyRegistrationPayload;
  /** Finishes a passkey sign-in: with user verification it is a complete sign-in, no password and no mailed code. */
  finishPasskeySignIn: FinishPasskeySignInPayload;
  /** Login step 1: checks login ID and password, and mails a 6-digit code. */
  login: LoginPayload;
  /** Ends the session on the server and clears the cookie. */
  logout: LogoutPayload;
  /** Renames a passkey. */
  renamePasskey: PasskeyPayload;
  /** "This was not me" on an event: every session ends (this one too), codes and links stop working, a new password is required, and a reset link is mailed. */
  reportNotMe: ReportNotMePayload;
  /** "This was not me" from the new-device mail's link, signed out; the link works once. */
  reportNotMeByLink: ReportNotMePayload;
  /** Starts an e-mail change: a 6-digit code goes to the new address (30 minutes, 5 tries). */
  requestEmailChange: RequestEmailChangePayload;
  /** Forgotten password: mails a reset link if an account matches (the answer never says whether one did). */
  requestPasswordReissue: RequestPasswordReissuePayload;
  /** Mails a new code for the pending attempt (60 s apart, at most 3 times). */
  resendLoginCode: ResendLoginCodePayload;
  /** Sets a new password with a reset or invitation link; the link is used up. */
  resetPassword: ResetPasswordPayload;
  /** Ends every session of the account but the current one. */
  revokeOtherSessions: RevokeSessionsPayload;
  /** Ends one of the account's other sessions (the current one ends by logout). */
  revokeSession: RevokeSessionsPayload;
  /** Starts adding a passkey: the current password, unless this session signed in within 5 minutes. */
  startPasskeyRegistration: StartPasskeyRegistrationPayload;
  /** Starts a passkey sign-in (browsers: the session comes as the HttpOnly cookie). */
  startPasskeySignIn: StartPasskeySignInPayload;
  /** Edits the signed-in account's details. Only the fields given change; phone "" removes it. */
  updateAccount: UpdateAccountPayload;
  /** Login step 2: checks the mailed code and signs in. */
  verifyLoginCode: VerifyLoginCodePayload;
};


/** What can be changed: signing in and out, passwords, the account's details and e-mail address. */
export type MutationAdminAccountActionArgs = {
  input: AdminAccountActionInput;
};


/** What can be changed: signing in and out, passwords, the account's details and e-mail address. */
export type MutationAdminInviteAccountArgs = {
  input: AdminInviteAccountInput;
};


/** What can be changed: signing in and out, passwords, the account's details and e-mail address. */
export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


/** What can be changed: signing in and out, passwords, the account's details and e-mail address. */
export type MutationConfirmEmailChangeArgs = {
  input: ConfirmEmailChangeInput;
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
export type MutationLoginArgs = {
  input: LoginInput;
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
export type MutationRevokeSessionArgs = {
  id: Scalars['ID']['input'];
};


/** What can be changed: signing in and out, passwords, the account's details and e-mail address. */
export type MutationStartPasskeyRegistrationArgs = {
  input: StartPasskeyRegistrationInput;
};


/** What can be changed: signing in and out, passwords, the account's details and e-mail address. */
export type MutationUpdateAccountArgs = {
  input: UpdateAccountInput;
};


/** What can be changed: signing in and out, passwords, the account's details and e-mail address. */
export type MutationVerifyLoginCodeArgs = {
  input: VerifyLoginCodeInput;
};

/** A usable "this was not me" link. */
export type NotMeLinkInfo = {
  __typename?: 'NotMeLinkInfo';
  /** The device of that sign-in. */
  device: Device;
  /** When the link stops working. */
  expiresAt: Scalars['DateTime']['output'];
  /** When the sign-in the mail was about happened. */
  signedInAt: Scalars['DateTime']['output'];
};

/** Input with a "this was not me" link's token. */
export type NotMeLinkInput = {
  /** The token from the link. */
  token: Scalars['String']['input'];
};

/** Result of checking a "this was not me" link. */
export type NotMeLinkPayload = {
  __typename?: 'NotMeLinkPayload';
  /** Why it cannot be used (NOT_ME_LINK_*), if so. */
  error?: Maybe<UserError>;
  /** The link's details, when it can be used. */
  info?: Maybe<NotMeLinkInfo>;
};

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
  /** The passkey's id on this page. */
  id: Scalars['ID']['output'];
  /** When it last signed in, if ever. */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The name the user gave it (by default the device it was made on). */
  name: Scalars['String']['output'];
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

/** Result of renaming a passkey. */
export type PasskeyPayload = {
  __typename?: 'PasskeyPayload';
  /** The failure, if any. */
  error?: Maybe<UserError>;
  /** The passkey as it now is. */
  passkey?: Maybe<Passkey>;
};

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
  /** Searches the accounts, newest first, a page at a time. Administrators only. */
  adminAccountSearch: AdminAccountConnection;
  /**
   * The newest accounts (at most 200). Administrators only.
   * @deprecated Since 2027-01-26: use adminAccountSearch, which searches and pages with a cursor.
   */
  adminAccounts: Array<Account>;
  /** Every administrative action (the admin console's and the accounts CLI's), newest first. Administrators only. */
  adminAudit: AuditConnection;
  /** The pending login attempt of this browser (from its cookie) or of `attemptId`; null when none. */
  loginChallenge?: Maybe<LoginChallenge>;
  /** Checks the "this was not me" link of a new-device mail without acting on it. */
  notMeLink: NotMeLinkPayload;
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
export type QueryLoginChallengeArgs = {
  attemptId?: InputMaybe<Scalars['String']['input']>;
};


/** What can be read: the signed-in account, a pending login, a password link. */
export type QueryNotMeLinkArgs = {
  token: Scalars['String']['input'];
};


/** What can be read: the signed-in account, a pending login, a password link. */
export type QueryPasswordResetTokenArgs = {
  token: Scalars['String']['input'];
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
  /** The failure, if any. */
  error?: Maybe<UserError>;
  /** True when done: every session has ended and a reset link was mailed. */
  ok: Scalars['Boolean']['output'];
};

/** Input for starting an e-mail change. */
export type RequestEmailChangeInput = {
  /** The current password. */
  currentPassword: Scalars['String']['input'];
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
/** How a session was opened. */
export const SignInMethod = {
  /** A passkey. */
  Passkey: 'PASSKEY',
  /** The password, then the code mailed to the account. */
  PasswordAndCode: 'PASSWORD_AND_CODE'
} as const;

export type SignInMethod = typeof SignInMethod[keyof typeof SignInMethod];
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
/** Input for starting a passkey registration. */
export type StartPasskeyRegistrationInput = {
  /** The current password; needed unless this session signed in within the last 5 minutes. */
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
};

/** Login step 2 input. */
export type VerifyLoginCodeInput = {
  /** The attempt id, for BEARER delivery; browsers omit it. */
  attemptId?: InputMaybe<Scalars['String']['input']>;
  /** The 6-digit code from the mail. Full-width digits are accepted. */
  code: Scalars['String']['input'];
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

/** The signed-in account and its session. */
export type Viewer = {
  __typename?: 'Viewer';
  /** The account. */
  account: Account;
  /** The account's own activity, newest first, `first` at a time (at most 50); `after` is the previous page's `endCursor`. */
  activity: AccountEventConnection;
  /** The account's passkeys, oldest first. */
  passkeys: Array<Passkey>;
  /** The session. */
  session: Session;
  /** Every live session of the account (browsers and API tokens), the most recently used first. */
  sessions: Array<DeviceSession>;
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
  AccountEvent: ResolverTypeWrapper<AccountEvent>;
  AccountEventConnection: ResolverTypeWrapper<AccountEventConnection>;
  AccountEventKind: AccountEventKind;
  AccountStatus: AccountStatus;
  AdminAccount: ResolverTypeWrapper<AdminAccount>;
  AdminAccountAction: AdminAccountAction;
  AdminAccountActionInput: AdminAccountActionInput;
  AdminAccountConnection: ResolverTypeWrapper<AdminAccountConnection>;
  AdminAccountDetail: ResolverTypeWrapper<AdminAccountDetailModel>;
  AdminAccountPayload: ResolverTypeWrapper<Omit<AdminAccountPayload, 'account'> & { account?: Maybe<ResolversTypes['AdminAccountDetail']> }>;
  AdminInviteAccountInput: AdminInviteAccountInput;
  AuditAction: AuditAction;
  AuditActor: AuditActor;
  AuditConnection: ResolverTypeWrapper<AuditConnection>;
  AuditEntry: ResolverTypeWrapper<AuditEntry>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ChangePasswordInput: ChangePasswordInput;
  ChangePasswordPayload: ResolverTypeWrapper<Omit<ChangePasswordPayload, 'viewer'> & { viewer?: Maybe<ResolversTypes['Viewer']> }>;
  ConfirmEmailChangeInput: ConfirmEmailChangeInput;
  ConfirmEmailChangePayload: ResolverTypeWrapper<Omit<ConfirmEmailChangePayload, 'viewer'> & { viewer?: Maybe<ResolversTypes['Viewer']> }>;
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
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Locale: Locale;
  LoginChallenge: ResolverTypeWrapper<LoginChallenge>;
  LoginInput: LoginInput;
  LoginPayload: ResolverTypeWrapper<LoginPayload>;
  LogoutPayload: ResolverTypeWrapper<LogoutPayload>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NotMeLinkInfo: ResolverTypeWrapper<NotMeLinkInfo>;
  NotMeLinkInput: NotMeLinkInput;
  NotMeLinkPayload: ResolverTypeWrapper<NotMeLinkPayload>;
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
  PasskeyPayload: ResolverTypeWrapper<PasskeyPayload>;
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
  RevokeSessionsPayload: ResolverTypeWrapper<RevokeSessionsPayload>;
  Role: Role;
  Session: ResolverTypeWrapper<Session>;
  SessionKind: SessionKind;
  SignInMethod: SignInMethod;
  SignInStep: SignInStep;
  StartPasskeyRegistrationInput: StartPasskeyRegistrationInput;
  StartPasskeyRegistrationPayload: ResolverTypeWrapper<StartPasskeyRegistrationPayload>;
  StartPasskeySignInPayload: ResolverTypeWrapper<StartPasskeySignInPayload>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TokenDelivery: TokenDelivery;
  UnlockedBy: UnlockedBy;
  UpdateAccountInput: UpdateAccountInput;
  UpdateAccountPayload: ResolverTypeWrapper<Omit<UpdateAccountPayload, 'viewer'> & { viewer?: Maybe<ResolversTypes['Viewer']> }>;
  UserError: ResolverTypeWrapper<UserError>;
  VerifyLoginCodeInput: VerifyLoginCodeInput;
  VerifyLoginCodePayload: ResolverTypeWrapper<Omit<VerifyLoginCodePayload, 'viewer'> & { viewer?: Maybe<ResolversTypes['Viewer']> }>;
  Viewer: ResolverTypeWrapper<ViewerModel>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Account: Account;
  AccountEvent: AccountEvent;
  AccountEventConnection: AccountEventConnection;
  AdminAccount: AdminAccount;
  AdminAccountActionInput: AdminAccountActionInput;
  AdminAccountConnection: AdminAccountConnection;
  AdminAccountDetail: AdminAccountDetailModel;
  AdminAccountPayload: Omit<AdminAccountPayload, 'account'> & { account?: Maybe<ResolversParentTypes['AdminAccountDetail']> };
  AdminInviteAccountInput: AdminInviteAccountInput;
  AuditConnection: AuditConnection;
  AuditEntry: AuditEntry;
  Boolean: Scalars['Boolean']['output'];
  ChangePasswordInput: ChangePasswordInput;
  ChangePasswordPayload: Omit<ChangePasswordPayload, 'viewer'> & { viewer?: Maybe<ResolversParentTypes['Viewer']> };
  ConfirmEmailChangeInput: ConfirmEmailChangeInput;
  ConfirmEmailChangePayload: Omit<ConfirmEmailChangePayload, 'viewer'> & { viewer?: Maybe<ResolversParentTypes['Viewer']> };
  DateTime: Scalars['DateTime']['output'];
  DeletePasskeyInput: DeletePasskeyInput;
  DeletePasskeyPayload: DeletePasskeyPayload;
  Device: Device;
  DeviceSession: DeviceSession;
  FinishPasskeyRegistrationInput: FinishPasskeyRegistrationInput;
  FinishPasskeyRegistrationPayload: FinishPasskeyRegistrationPayload;
  FinishPasskeySignInInput: FinishPasskeySignInInput;
  FinishPasskeySignInPayload: Omit<FinishPasskeySignInPayload, 'viewer'> & { viewer?: Maybe<ResolversParentTypes['Viewer']> };
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
  RevokeSessionsPayload: RevokeSessionsPayload;
  Session: Session;
  StartPasskeyRegistrationInput: StartPasskeyRegistrationInput;
  StartPasskeyRegistrationPayload: StartPasskeyRegistrationPayload;
  StartPasskeySignInPayload: StartPasskeySignInPayload;
  String: Scalars['String']['output'];
  UpdateAccountInput: UpdateAccountInput;
  UpdateAccountPayload: Omit<UpdateAccountPayload, 'viewer'> & { viewer?: Maybe<ResolversParentTypes['Viewer']> };
  UserError: UserError;
  VerifyLoginCodeInput: VerifyLoginCodeInput;
  VerifyLoginCodePayload: Omit<VerifyLoginCodePayload, 'viewer'> & { viewer?: Maybe<ResolversParentTypes['Viewer']> };
  Viewer: ViewerModel;
};

export type AuthDirectiveArgs = {
  allowMustChangePassword?: Scalars['Boolean']['input'];
  roles?: Array<Role>;
};

export type AuthDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = AuthDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Account'] = ResolversParentTypes['Account']> = {
  accountCode?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  department?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastLoginAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['Locale'], ParentType, ContextType>;
  loginId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mustChangePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameKana?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  previousLoginAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AccountStatus'], ParentType, ContextType>;
};

export type AccountEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountEvent'] = ResolversParentTypes['AccountEvent']> = {
  action?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  actor?: Resolver<ResolversTypes['EventActor'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  canReportNotMe?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  changedFields?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  device?: Resolver<ResolversTypes['Device'], ParentType, ContextType>;
  failedStep?: Resolver<Maybe<ResolversTypes['SignInStep']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ipAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['AccountEventKind'], ParentType, ContextType>;
  lastAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  lockedUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  maskedEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notMeReported?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  passkeyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  self?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sessions?: Resolver<Array<ResolversTypes['DeviceSession']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type AdminAccountPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminAccountPayload'] = ResolversParentTypes['AdminAccountPayload']> = {
  account?: Resolver<Maybe<ResolversTypes['AdminAccountDetail']>, ParentType, ContextType>;
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
  targetAccountCode?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  targetLoginId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChangePasswordPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChangePasswordPayload'] = ResolversParentTypes['ChangePasswordPayload']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
};

export type ConfirmEmailChangePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConfirmEmailChangePayload'] = ResolversParentTypes['ConfirmEmailChangePayload']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
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

export type LoginChallengeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginChallenge'] = ResolversParentTypes['LoginChallenge']> = {
  attemptId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  maskedEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resendAvailableAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  resendsRemaining?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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
  adminInviteAccount?: Resolver<ResolversTypes['AdminAccountPayload'], ParentType, ContextType, RequireFields<MutationAdminInviteAccountArgs, 'input'>>;
  changePassword?: Resolver<ResolversTypes['ChangePasswordPayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  confirmEmailChange?: Resolver<ResolversTypes['ConfirmEmailChangePayload'], ParentType, ContextType, RequireFields<MutationConfirmEmailChangeArgs, 'input'>>;
  deletePasskey?: Resolver<ResolversTypes['DeletePasskeyPayload'], ParentType, ContextType, RequireFields<MutationDeletePasskeyArgs, 'input'>>;
  finishPasskeyRegistration?: Resolver<ResolversTypes['FinishPasskeyRegistrationPayload'], ParentType, ContextType, RequireFields<MutationFinishPasskeyRegistrationArgs, 'input'>>;
  finishPasskeySignIn?: Resolver<ResolversTypes['FinishPasskeySignInPayload'], ParentType, ContextType, RequireFields<MutationFinishPasskeySignInArgs, 'input'>>;
  login?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['LogoutPayload'], ParentType, ContextType>;
  renamePasskey?: Resolver<ResolversTypes['PasskeyPayload'], ParentType, ContextType, RequireFields<MutationRenamePasskeyArgs, 'input'>>;
  reportNotMe?: Resolver<ResolversTypes['ReportNotMePayload'], ParentType, ContextType, RequireFields<MutationReportNotMeArgs, 'input'>>;
  reportNotMeByLink?: Resolver<ResolversTypes['ReportNotMePayload'], ParentType, ContextType, RequireFields<MutationReportNotMeByLinkArgs, 'input'>>;
  requestEmailChange?: Resolver<ResolversTypes['RequestEmailChangePayload'], ParentType, ContextType, RequireFields<MutationRequestEmailChangeArgs, 'input'>>;
  requestPasswordReissue?: Resolver<ResolversTypes['RequestPasswordReissuePayload'], ParentType, ContextType, RequireFields<MutationRequestPasswordReissueArgs, 'input'>>;
  resendLoginCode?: Resolver<ResolversTypes['ResendLoginCodePayload'], ParentType, ContextType, Partial<MutationResendLoginCodeArgs>>;
  resetPassword?: Resolver<ResolversTypes['ResetPasswordPayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  revokeOtherSessions?: Resolver<ResolversTypes['RevokeSessionsPayload'], ParentType, ContextType>;
  revokeSession?: Resolver<ResolversTypes['RevokeSessionsPayload'], ParentType, ContextType, RequireFields<MutationRevokeSessionArgs, 'id'>>;
  startPasskeyRegistration?: Resolver<ResolversTypes['StartPasskeyRegistrationPayload'], ParentType, ContextType, RequireFields<MutationStartPasskeyRegistrationArgs, 'input'>>;
  startPasskeySignIn?: Resolver<ResolversTypes['StartPasskeySignInPayload'], ParentType, ContextType>;
  updateAccount?: Resolver<ResolversTypes['UpdateAccountPayload'], ParentType, ContextType, RequireFields<MutationUpdateAccountArgs, 'input'>>;
  verifyLoginCode?: Resolver<ResolversTypes['VerifyLoginCodePayload'], ParentType, ContextType, RequireFields<MutationVerifyLoginCodeArgs, 'input'>>;
};

export type NotMeLinkInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotMeLinkInfo'] = ResolversParentTypes['NotMeLinkInfo']> = {
  device?: Resolver<ResolversTypes['Device'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  signedInAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type NotMeLinkPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotMeLinkPayload'] = ResolversParentTypes['NotMeLinkPayload']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  info?: Resolver<Maybe<ResolversTypes['NotMeLinkInfo']>, ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PasskeyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Passkey'] = ResolversParentTypes['Passkey']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  loginChallenge?: Resolver<Maybe<ResolversTypes['LoginChallenge']>, ParentType, ContextType, Partial<QueryLoginChallengeArgs>>;
  notMeLink?: Resolver<ResolversTypes['NotMeLinkPayload'], ParentType, ContextType, RequireFields<QueryNotMeLinkArgs, 'token'>>;
  passwordResetToken?: Resolver<ResolversTypes['PasswordResetTokenPayload'], ParentType, ContextType, RequireFields<QueryPasswordResetTokenArgs, 'token'>>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
};

export type ReportNotMePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportNotMePayload'] = ResolversParentTypes['ReportNotMePayload']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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

export type RevokeSessionsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RevokeSessionsPayload'] = ResolversParentTypes['RevokeSessionsPayload']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  revoked?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sessions?: Resolver<Maybe<Array<ResolversTypes['DeviceSession']>>, ParentType, ContextType>;
};

export type SessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = {
  absoluteExpiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  idleTimeoutSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type UpdateAccountPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateAccountPayload'] = ResolversParentTypes['UpdateAccountPayload']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
};

export type UserErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = {
  attemptsRemaining?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  retryAfterSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type VerifyLoginCodePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VerifyLoginCodePayload'] = ResolversParentTypes['VerifyLoginCodePayload']> = {
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
};

export type ViewerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = {
  account?: Resolver<ResolversTypes['Account'], ParentType, ContextType>;
  activity?: Resolver<ResolversTypes['AccountEventConnection'], ParentType, ContextType, RequireFields<ViewerActivityArgs, 'first'>>;
  passkeys?: Resolver<Array<ResolversTypes['Passkey']>, ParentType, ContextType>;
  session?: Resolver<ResolversTypes['Session'], ParentType, ContextType>;
  sessions?: Resolver<Array<ResolversTypes['DeviceSession']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  Account?: AccountResolvers<ContextType>;
  AccountEvent?: AccountEventResolvers<ContextType>;
  AccountEventConnection?: AccountEventConnectionResolvers<ContextType>;
  AdminAccount?: AdminAccountResolvers<ContextType>;
  AdminAccountConnection?: AdminAccountConnectionResolvers<ContextType>;
  AdminAccountDetail?: AdminAccountDetailResolvers<ContextType>;
  AdminAccountPayload?: AdminAccountPayloadResolvers<ContextType>;
  AuditConnection?: AuditConnectionResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  ChangePasswordPayload?: ChangePasswordPayloadResolvers<ContextType>;
  ConfirmEmailChangePayload?: ConfirmEmailChangePayloadResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DeletePasskeyPayload?: DeletePasskeyPayloadResolvers<ContextType>;
  Device?: DeviceResolvers<ContextType>;
  DeviceSession?: DeviceSessionResolvers<ContextType>;
  FinishPasskeyRegistrationPayload?: FinishPasskeyRegistrationPayloadResolvers<ContextType>;
  FinishPasskeySignInPayload?: FinishPasskeySignInPayloadResolvers<ContextType>;
  LoginChallenge?: LoginChallengeResolvers<ContextType>;
  LoginPayload?: LoginPayloadResolvers<ContextType>;
  LogoutPayload?: LogoutPayloadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NotMeLinkInfo?: NotMeLinkInfoResolvers<ContextType>;
  NotMeLinkPayload?: NotMeLinkPayloadResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Passkey?: PasskeyResolvers<ContextType>;
  PasskeyAuthenticatorSelection?: PasskeyAuthenticatorSelectionResolvers<ContextType>;
  PasskeyCreationOptions?: PasskeyCreationOptionsResolvers<ContextType>;
  PasskeyCredentialDescriptor?: PasskeyCredentialDescriptorResolvers<ContextType>;
  PasskeyCredentialParameter?: PasskeyCredentialParameterResolvers<ContextType>;
  PasskeyPayload?: PasskeyPayloadResolvers<ContextType>;
  PasskeyRegistrationExtensions?: PasskeyRegistrationExtensionsResolvers<ContextType>;
  PasskeyRelyingParty?: PasskeyRelyingPartyResolvers<ContextType>;
  PasskeyRequestOptions?: PasskeyRequestOptionsResolvers<ContextType>;
  PasskeyUser?: PasskeyUserResolvers<ContextType>;
  PasswordResetTokenInfo?: PasswordResetTokenInfoResolvers<ContextType>;
  PasswordResetTokenPayload?: PasswordResetTokenPayloadResolvers<ContextType>;
  PendingEmailChange?: PendingEmailChangeResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ReportNotMePayload?: ReportNotMePayloadResolvers<ContextType>;
  RequestEmailChangePayload?: RequestEmailChangePayloadResolvers<ContextType>;
  RequestPasswordReissuePayload?: RequestPasswordReissuePayloadResolvers<ContextType>;
  ResendLoginCodePayload?: ResendLoginCodePayloadResolvers<ContextType>;
  ResetPasswordPayload?: ResetPasswordPayloadResolvers<ContextType>;
  RevokeSessionsPayload?: RevokeSessionsPayloadResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  StartPasskeyRegistrationPayload?: StartPasskeyRegistrationPayloadResolvers<ContextType>;
  StartPasskeySignInPayload?: StartPasskeySignInPayloadResolvers<ContextType>;
  UpdateAccountPayload?: UpdateAccountPayloadResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  VerifyLoginCodePayload?: VerifyLoginCodePayloadResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GatewayContext> = {
  auth?: AuthDirectiveResolver<any, any, ContextType>;
};
