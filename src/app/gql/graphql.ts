/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** What happened to the account. */
export type AccountEventKind =
  /** A temporary lock after repeated failures (lockedUntil). */
  | 'ACCOUNT_LOCKED'
  /** A lock lifted (unlockedBy). */
  | 'ACCOUNT_UNLOCKED'
  /** An administrator or operator acted on the account (action). */
  | 'ADMIN_ACTION'
  /** Account details changed (changedFields). */
  | 'DETAILS_CHANGED'
  /** The e-mail address changed (maskedEmail). */
  | 'EMAIL_CHANGED'
  /** "This was not me" reported: every session ended, a new password required. */
  | 'NOT_ME_REPORTED'
  /** A passkey added (passkeyName). */
  | 'PASSKEY_ADDED'
  /** A passkey removed (passkeyName). */
  | 'PASSKEY_REMOVED'
  /** The password changed while signed in. */
  | 'PASSWORD_CHANGED'
  /** The password set with a reset link. */
  | 'PASSWORD_RESET'
  /** Sessions ended from the security page (sessionsEnded). */
  | 'SESSIONS_ENDED'
  /** A logout. */
  | 'SIGNED_OUT'
  /** A sign-in (signInMethod says how). */
  | 'SIGN_IN'
  /** Failed sign-in tries (failedStep; count of them within an hour). */
  | 'SIGN_IN_FAILED';

/** The state of an account. */
export type AccountStatus =
  /** Can sign in. */
  | 'ACTIVE'
  /** Disabled by an operator. */
  | 'DISABLED'
  /** Temporarily locked after repeated failures, or by an operator. */
  | 'LOCKED';

/** What an administrator can do to an account. */
export type AdminAccountAction =
  /** Disable the account (「無効にする」); its sessions end. */
  | 'DISABLE'
  /** Enable a disabled account again (「有効にする」). */
  | 'ENABLE'
  /** End every session of the account (「すべてのセッションを終了」). */
  | 'END_SESSIONS'
  /** Make the owner set a new password at the next sign-in (「パスワード変更を求める」). */
  | 'REQUIRE_PASSWORD_CHANGE'
  /** Mail an invited owner a new invitation link (「招待を再送する」); the old one stops working. */
  | 'RESEND_INVITATION'
  /** Mail the owner a password reset link (「再設定リンクを送る」). */
  | 'SEND_RESET_LINK'
  /** Give the account the role `role` (「権限を変更」). */
  | 'SET_ROLE'
  /** Lift a lock (「ロック解除」); the failure count starts over. */
  | 'UNLOCK';

/** Input of adminAccountAction. */
export type AdminAccountActionInput = {
  /** The account code. */
  accountCode: string | number;
  /** What to do. */
  action: AdminAccountAction;
  /** SET_ROLE: the new role. */
  role?: Role | null | undefined;
};

/** Input of adminInviteAccount. */
export type AdminInviteAccountInput = {
  /** The e-mail address the invitation goes to. */
  email: string;
  /** The language of the invitation and later mails. */
  locale?: Locale | null | undefined;
  /** The login ID (3 to 64 of a-z 0-9 . _ -; full-width is accepted). */
  loginId: string;
  /** Full name (氏名). */
  name: string;
  /** Name in katakana (フリガナ); the owner can set it later. */
  nameKana?: string | null | undefined;
  /** Role. */
  role?: Role | null | undefined;
};

/** An administrative action recorded in the audit log. */
export type AuditAction =
  /** An account created with a password by an operator (the accounts CLI; role). */
  | 'CREATE'
  /** An account disabled. */
  | 'DISABLE'
  /** An account enabled. */
  | 'ENABLE'
  /** Every session ended. */
  | 'END_SESSIONS'
  /** An account invited (role). */
  | 'INVITE'
  /** A password change required. */
  | 'REQUIRE_PASSWORD_CHANGE'
  /** An invitation mailed again. */
  | 'RESEND_INVITATION'
  /** A reset link mailed. */
  | 'SEND_RESET_LINK'
  /** A role given (role). */
  | 'SET_ROLE'
  /** A lock lifted. */
  | 'UNLOCK';

/** Who took an administrative action. */
export type AuditActor =
  /** An administrator, from the admin console. */
  | 'ADMINISTRATOR'
  /** An operator, with the accounts CLI on the server. */
  | 'OPERATOR';

/** Input for changing the password while signed in. */
export type ChangePasswordInput = {
  /** The current password. */
  currentPassword: string;
  /** The new password (the same policy as a reset). */
  newPassword: string;
};

/** Input for applying an e-mail change. */
export type ConfirmEmailChangeInput = {
  /** The 6-digit code from the mail to the new address. */
  code: string;
  /** The new address (must be the one the code went to). */
  newEmail: string;
};

/** Input for deleting a passkey. */
export type DeletePasskeyInput = {
  /** The current password. */
  currentPassword: string;
  /** The passkey. */
  id: string | number;
};

/** The closed set of expected error codes. */
export type ErrorCode =
  /** No account has this account code. */
  | 'ACCOUNT_NOT_FOUND'
  /** The action does not apply to the account as it is now (already unlocked, already enabled, no invitation pending…); reload it. */
  | 'ACTION_NOT_APPLICABLE'
  /** An administrator cannot disable their own account. */
  | 'CANNOT_DISABLE_SELF'
  /** The one-time code or the login attempt has expired; sign in again. */
  | 'CODE_EXPIRED'
  /** There is no pending e-mail change for this address; ask for a new code. */
  | 'EMAIL_CHANGE_NOT_PENDING'
  /** The e-mail address is not valid. */
  | 'EMAIL_INVALID'
  /** The e-mail address cannot be used (the same as now, or taken). Deliberately unspecific. */
  | 'EMAIL_UNAVAILABLE'
  /** No such event in this account's activity. */
  | 'EVENT_NOT_FOUND'
  /** Signed in, but the role or account state does not allow this. */
  | 'FORBIDDEN'
  /** The one-time code is wrong; `attemptsRemaining` tells how many tries are left. */
  | 'INVALID_CODE'
  /** Login ID or password is wrong, or the account cannot sign in. Deliberately unspecific. */
  | 'INVALID_CREDENTIALS'
  /** The current password is wrong. */
  | 'INVALID_CURRENT_PASSWORD'
  /** The action would leave no active administrator. */
  | 'LAST_ACTIVE_ADMIN'
  /** There is no pending login attempt (never started, already used or void). */
  | 'LOGIN_ATTEMPT_INVALID'
  /** A login ID is 3 to 64 characters of a-z, 0-9 and . _ -, starting with a letter or digit. */
  | 'LOGIN_ID_INVALID'
  /** The login ID is taken. */
  | 'LOGIN_ID_UNAVAILABLE'
  /** The name (氏名) is empty or longer than 100 characters. */
  | 'NAME_INVALID'
  /** The katakana name (フリガナ) is empty, too long, or not full-width katakana. */
  | 'NAME_KANA_INVALID'
  /** The "this was not me" link has expired (it works for 7 days). */
  | 'NOT_ME_LINK_EXPIRED'
  /** The "this was not me" link is not valid (mistyped or unknown). */
  | 'NOT_ME_LINK_INVALID'
  /** The "this was not me" link has already been used. */
  | 'NOT_ME_LINK_USED'
  /** This passkey is registered already (to this account or another). */
  | 'PASSKEY_ALREADY_REGISTERED'
  /** The account has 10 passkeys already; delete one first. */
  | 'PASSKEY_LIMIT_REACHED'
  /** A passkey's name is 1 to 50 characters on one line. */
  | 'PASSKEY_NAME_INVALID'
  /** No such passkey of this account. */
  | 'PASSKEY_NOT_FOUND'
  /** The passkey's answer could not be verified (expired, used, or not for this site); start again. */
  | 'PASSKEY_VERIFICATION_FAILED'
  /** The new password contains the e-mail address. */
  | 'PASSWORD_CONTAINS_EMAIL'
  /** The new password contains the login ID. */
  | 'PASSWORD_CONTAINS_LOGIN_ID'
  /** The new password is on the list of common passwords. */
  | 'PASSWORD_TOO_COMMON'
  /** The new password is longer than 128 characters. */
  | 'PASSWORD_TOO_LONG'
  /** The new password is shorter than 12 characters. */
  | 'PASSWORD_TOO_SHORT'
  /** The phone number is not a Japanese phone number. */
  | 'PHONE_INVALID'
  /** The current password is needed first (the sign-in is more than 5 minutes old). */
  | 'REAUTHENTICATION_REQUIRED'
  /** No more codes can be sent for this login attempt. */
  | 'RESEND_LIMIT_REACHED'
  /** A new code was asked for too soon; wait `retryAfterSeconds`. */
  | 'RESEND_TOO_SOON'
  /** The reset or invitation link has expired; ask for a new one. */
  | 'RESET_TOKEN_EXPIRED'
  /** The reset or invitation link is not valid (mistyped or unknown). */
  | 'RESET_TOKEN_INVALID'
  /** A newer reset link was sent; only the newest one works. */
  | 'RESET_TOKEN_SUPERSEDED'
  /** The reset or invitation link has already been used. */
  | 'RESET_TOKEN_USED'
  /** The back end cannot be reached just now; nothing was changed. Try again. */
  | 'SERVICE_UNAVAILABLE'
  /** No such session of this account: it may have ended already. */
  | 'SESSION_NOT_FOUND'
  /** Too many wrong codes; the login attempt is void. Sign in again. */
  | 'TOO_MANY_ATTEMPTS'
  /** Too many requests; try again after `retryAfterSeconds`. */
  | 'TOO_MANY_REQUESTS'
  /** Not signed in, or the session has ended. */
  | 'UNAUTHENTICATED'
  /** An input failed validation; `field` names it. */
  | 'VALIDATION_FAILED';

/** Who did what an event records. */
export type EventActor =
  /** An administrator, from the admin console. */
  | 'ADMINISTRATOR'
  /** An operator, with the accounts CLI. */
  | 'OPERATOR'
  /** The account's owner (or whoever signed in as them). */
  | 'SELF'
  /** The portal itself (a temporary lock, a lock a reset lifted). */
  | 'SYSTEM';

/** Input for finishing a passkey registration. */
export type FinishPasskeyRegistrationInput = {
  /** The ceremony's id. */
  ceremonyId: string;
  /** The passkey's name (1 to 50 characters); by default the device. */
  name?: string | null | undefined;
  /** What navigator.credentials.create() answered. */
  response: PasskeyRegistrationResponseInput;
};

/** Input for finishing a passkey sign-in. */
export type FinishPasskeySignInInput = {
  /** The ceremony's id. */
  ceremonyId: string;
  /** What navigator.credentials.get() answered. */
  response: PasskeyAuthenticationResponseInput;
};

/** A user interface and mail language. */
export type Locale =
  /** English. */
  | 'EN'
  /** Japanese (the default). */
  | 'JA';

/** Login step 1 input. */
export type LoginInput = {
  /** How the session is handed over after the code step. */
  delivery?: TokenDelivery | null | undefined;
  /** Login ID or e-mail address. Full-width letters and digits are accepted. */
  loginId: string;
  /** Password. */
  password: string;
};

/** Input with a "this was not me" link's token. */
export type NotMeLinkInput = {
  /** The token from the link. */
  token: string;
};

/** The assertion part of a sign-in answer (AuthenticatorAssertionResponseJSON). */
export type PasskeyAssertionResponseInput = {
  /** authenticatorData, base64url. */
  authenticatorData: string;
  /** clientDataJSON, base64url. */
  clientDataJSON: string;
  /** The signature, base64url. */
  signature: string;
  /** The user handle, base64url. */
  userHandle?: string | null | undefined;
};

/** The attestation part of a registration answer (AuthenticatorAttestationResponseJSON). */
export type PasskeyAttestationResponseInput = {
  /** attestationObject, base64url. */
  attestationObject: string;
  /** authenticatorData, base64url. */
  authenticatorData?: string | null | undefined;
  /** clientDataJSON, base64url. */
  clientDataJSON: string;
  /** The public key (SPKI), base64url. */
  publicKey?: string | null | undefined;
  /** The public key's COSE algorithm. */
  publicKeyAlgorithm?: number | null | undefined;
  /** The authenticator's transports. */
  transports?: Array<string> | null | undefined;
};

/** What navigator.credentials.get() answered (AuthenticationResponseJSON). */
export type PasskeyAuthenticationResponseInput = {
  /** platform or cross-platform. */
  authenticatorAttachment?: string | null | undefined;
  /** Extension results. */
  clientExtensionResults: PasskeyClientExtensionResultsInput;
  /** The credential id, base64url. */
  id: string;
  /** The same, as raw id. */
  rawId: string;
  /** The assertion. */
  response: PasskeyAssertionResponseInput;
  /** public-key. */
  type: string;
};

/** What the browser reports of the extensions asked for. */
export type PasskeyClientExtensionResultsInput = {
  /** Whether the credential is discoverable (credProps). */
  credProps?: PasskeyCredPropsInput | null | undefined;
};

/** The credProps extension's answer. */
export type PasskeyCredPropsInput = {
  /** True for a discoverable (resident) credential. */
  rk?: boolean | null | undefined;
};

/** What navigator.credentials.create() answered (RegistrationResponseJSON). */
export type PasskeyRegistrationResponseInput = {
  /** platform or cross-platform. */
  authenticatorAttachment?: string | null | undefined;
  /** Extension results. */
  clientExtensionResults: PasskeyClientExtensionResultsInput;
  /** The credential id, base64url. */
  id: string;
  /** The same, as raw id. */
  rawId: string;
  /** The attestation. */
  response: PasskeyAttestationResponseInput;
  /** public-key. */
  type: string;
};

/** What a password link is for. */
export type PasswordResetPurpose =
  /** A first password for an invited account (the link lives 72 hours). */
  | 'INVITATION'
  /** A forgotten password (the link lives 30 minutes). */
  | 'RESET';

/** Input for renaming a passkey. */
export type RenamePasskeyInput = {
  /** The passkey. */
  id: string | number;
  /** The new name (1 to 50 characters). */
  name: string;
};

/** Input of reportNotMe. */
export type ReportNotMeInput = {
  /** The event that was not the owner (AccountEvent.id). */
  eventId: string | number;
};

/** Input for starting an e-mail change. */
export type RequestEmailChangeInput = {
  /** The current password. */
  currentPassword: string;
  /** The new address. */
  newEmail: string;
};

/** Input of a password reissue request. */
export type RequestPasswordReissueInput = {
  /** Login ID or e-mail address. Full-width letters and digits are accepted. */
  loginId: string;
};

/** Input for setting a new password with a link. */
export type ResetPasswordInput = {
  /** The new password (12 to 128 characters, not common, not containing the login ID or e-mail). */
  newPassword: string;
  /** The token from the link. */
  token: string;
};

/** A role decides which pages and operations an account may use. */
export type Role =
  /** An administrator. */
  | 'ADMIN'
  /** An end user looking after their own account. */
  | 'USER';

/** What holds a session. */
export type SessionKind =
  /** A program, with a bearer token. */
  | 'API_TOKEN'
  /** A browser, with the HttpOnly session cookie. */
  | 'BROWSER';

/** How a session was opened. */
export type SignInMethod =
  /** A passkey. */
  | 'PASSKEY'
  /** The password, then the code mailed to the account. */
  | 'PASSWORD_AND_CODE';

/** The step of a sign-in that failed. */
export type SignInStep =
  /** The mailed code. */
  | 'CODE'
  /** A passkey. */
  | 'PASSKEY'
  /** The password. */
  | 'PASSWORD';

/** Input for starting a passkey registration. */
export type StartPasskeyRegistrationInput = {
  /** The current password; needed unless this session signed in within the last 5 minutes. */
  currentPassword?: string | null | undefined;
};

/** How the session of a new login is handed over. */
export type TokenDelivery =
  /** The token is returned in the payload, for programs that send it as a bearer token. */
  | 'BEARER'
  /** An HttpOnly cookie set by the gateway (browsers). Script never sees the token. */
  | 'COOKIE';

/** How a lock was lifted. */
export type UnlockedBy =
  /** An administrator. */
  | 'ADMINISTRATOR'
  /** An operator, with the accounts CLI. */
  | 'OPERATOR'
  /** A password reset. */
  | 'RESET';

/** Details to change; fields left out stay as they are. */
export type UpdateAccountInput = {
  /** Team or department (所属), at most 100 characters; an empty string removes it. */
  department?: string | null | undefined;
  /** Preferred language of the interface and the mails. */
  locale?: Locale | null | undefined;
  /** Full name (氏名). */
  name?: string | null | undefined;
  /** Name in full-width katakana (フリガナ); half-width katakana is converted. */
  nameKana?: string | null | undefined;
  /** A Japanese phone number; an empty string removes it. */
  phone?: string | null | undefined;
};

/** Login step 2 input. */
export type VerifyLoginCodeInput = {
  /** The attempt id, for BEARER delivery; browsers omit it. */
  attemptId?: string | null | undefined;
  /** The 6-digit code from the mail. Full-width digits are accepted. */
  code: string;
};

export type PasswordOwnerQueryVariables = Exact<{ [key: string]: never; }>;


export type PasswordOwnerQuery = { viewer: { __typename: 'Viewer', account: { __typename: 'Account', accountCode: string, loginId: string, email: string } } | null };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: { __typename: 'ChangePasswordPayload', viewer: { __typename: 'Viewer', account: { __typename: 'Account', accountCode: string, name: string, role: Role, locale: Locale, mustChangePassword: boolean, previousLoginAt: string | null }, session: { __typename: 'Session', expiresAt: string, idleTimeoutSeconds: number } } | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null } | null } };

export type DeviceSessionFieldsFragment = { __typename: 'DeviceSession', id: string, kind: SessionKind, signInMethod: SignInMethod, current: boolean, signedInAt: string, lastUsedAt: string, ipAddress: string | null, device: { __typename: 'Device', browser: string | null, os: string | null } };

export type AccountEventFieldsFragment = { __typename: 'AccountEvent', id: string, kind: AccountEventKind, at: string, lastAt: string, count: number, ipAddress: string | null, actor: EventActor, signInMethod: SignInMethod | null, failedStep: SignInStep | null, changedFields: Array<string> | null, maskedEmail: string | null, sessionsEnded: number | null, action: string | null, unlockedBy: UnlockedBy | null, lockedUntil: string | null, passkeyName: string | null, notMeReported: boolean, canReportNotMe: boolean, device: { __typename: 'Device', browser: string | null, os: string | null } };

export type UserErrorFieldsFragment = { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null };

export type AccountDetailsFieldsFragment = { __typename: 'Account', accountCode: string, loginId: string, email: string, name: string, nameKana: string, phone: string | null, department: string | null, locale: Locale };

export type AccountViewerFieldsFragment = { __typename: 'Viewer', account: { __typename: 'Account', accountCode: string, name: string, role: Role, locale: Locale, mustChangePassword: boolean, previousLoginAt: string | null, loginId: string, email: string, nameKana: string, phone: string | null, department: string | null }, session: { __typename: 'Session', expiresAt: string, idleTimeoutSeconds: number } };

export type AccountDetailsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountDetailsQuery = { viewer: { __typename: 'Viewer', account: { __typename: 'Account', accountCode: string, name: string, role: Role, locale: Locale, mustChangePassword: boolean, previousLoginAt: string | null, loginId: string, email: string, nameKana: string, phone: string | null, department: string | null }, session: { __typename: 'Session', expiresAt: string, idleTimeoutSeconds: number } } | null };

export type UpdateAccountMutationVariables = Exact<{
  input: UpdateAccountInput;
}>;


export type UpdateAccountMutation = { updateAccount: { __typename: 'UpdateAccountPayload', viewer: { __typename: 'Viewer', account: { __typename: 'Account', accountCode: string, name: string, role: Role, locale: Locale, mustChangePassword: boolean, previousLoginAt: string | null, loginId: string, email: string, nameKana: string, phone: string | null, department: string | null }, session: { __typename: 'Session', expiresAt: string, idleTimeoutSeconds: number } } | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null } | null } };

export type RequestEmailChangeMutationVariables = Exact<{
  input: RequestEmailChangeInput;
}>;


export type RequestEmailChangeMutation = { requestEmailChange: { __typename: 'RequestEmailChangePayload', pending: { __typename: 'PendingEmailChange', newEmail: string, expiresAt: string } | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null } | null } };

export type ConfirmEmailChangeMutationVariables = Exact<{
  input: ConfirmEmailChangeInput;
}>;


export type ConfirmEmailChangeMutation = { confirmEmailChange: { __typename: 'ConfirmEmailChangePayload', viewer: { __typename: 'Viewer', account: { __typename: 'Account', accountCode: string, name: string, role: Role, locale: Locale, mustChangePassword: boolean, previousLoginAt: string | null, loginId: string, email: string, nameKana: string, phone: string | null, department: string | null }, session: { __typename: 'Session', expiresAt: string, idleTimeoutSeconds: number } } | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null } | null } };

export type AdminAccountDetailFieldsFragment = { __typename: 'AdminAccountDetail', phone: string | null, department: string | null, locale: Locale, updatedAt: string, failedLoginCount: number, self: boolean, account: { __typename: 'AdminAccount', accountCode: string, loginId: string, email: string, name: string, nameKana: string, role: Role, status: AccountStatus, mustChangePassword: boolean, invitationPending: boolean, lockedUntil: string | null, lastLoginAt: string | null, createdAt: string }, sessions: Array<{ __typename: 'DeviceSession', id: string, kind: SessionKind, signInMethod: SignInMethod, current: boolean, signedInAt: string, lastUsedAt: string, ipAddress: string | null, device: { __typename: 'Device', browser: string | null, os: string | null } }> };

export type AdminAccountQueryVariables = Exact<{
  accountCode: string | number;
}>;


export type AdminAccountQuery = { adminAccount: { __typename: 'AdminAccountDetail', phone: string | null, department: string | null, locale: Locale, updatedAt: string, failedLoginCount: number, self: boolean, account: { __typename: 'AdminAccount', accountCode: string, loginId: string, email: string, name: string, nameKana: string, role: Role, status: AccountStatus, mustChangePassword: boolean, invitationPending: boolean, lockedUntil: string | null, lastLoginAt: string | null, createdAt: string }, sessions: Array<{ __typename: 'DeviceSession', id: string, kind: SessionKind, signInMethod: SignInMethod, current: boolean, signedInAt: string, lastUsedAt: string, ipAddress: string | null, device: { __typename: 'Device', browser: string | null, os: string | null } }> } | null };

export type AdminAccountActivityQueryVariables = Exact<{
  accountCode: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminAccountActivityQuery = { adminAccount: { __typename: 'AdminAccountDetail', activity: { __typename: 'AccountEventConnection', nodes: Array<{ __typename: 'AccountEvent', id: string, kind: AccountEventKind, at: string, lastAt: string, count: number, ipAddress: string | null, actor: EventActor, signInMethod: SignInMethod | null, failedStep: SignInStep | null, changedFields: Array<string> | null, maskedEmail: string | null, sessionsEnded: number | null, action: string | null, unlockedBy: UnlockedBy | null, lockedUntil: string | null, passkeyName: string | null, notMeReported: boolean, canReportNotMe: boolean, device: { __typename: 'Device', browser: string | null, os: string | null } }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } } | null };

export type AdminAccountActionMutationVariables = Exact<{
  input: AdminAccountActionInput;
}>;


export type AdminAccountActionMutation = { adminAccountAction: { __typename: 'AdminAccountPayload', account: { __typename: 'AdminAccountDetail', phone: string | null, department: string | null, locale: Locale, updatedAt: string, failedLoginCount: number, self: boolean, account: { __typename: 'AdminAccount', accountCode: string, loginId: string, email: string, name: string, nameKana: string, role: Role, status: AccountStatus, mustChangePassword: boolean, invitationPending: boolean, lockedUntil: string | null, lastLoginAt: string | null, createdAt: string }, sessions: Array<{ __typename: 'DeviceSession', id: string, kind: SessionKind, signInMethod: SignInMethod, current: boolean, signedInAt: string, lastUsedAt: string, ipAddress: string | null, device: { __typename: 'Device', browser: string | null, os: string | null } }> } | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null } | null } };

export type AdminAccountSearchQueryVariables = Exact<{
  search?: string | null | undefined;
  role?: Role | null | undefined;
  status?: AccountStatus | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminAccountSearchQuery = { adminAccountSearch: { __typename: 'AdminAccountConnection', complete: boolean, nodes: Array<{ __typename: 'AdminAccount', accountCode: string, loginId: string, email: string, name: string, nameKana: string, role: Role, status: AccountStatus, mustChangePassword: boolean, invitationPending: boolean, lockedUntil: string | null, lastLoginAt: string | null, createdAt: string }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type AdminAccountFieldsFragment = { __typename: 'AdminAccount', accountCode: string, loginId: string, email: string, name: string, nameKana: string, role: Role, status: AccountStatus, mustChangePassword: boolean, invitationPending: boolean, lockedUntil: string | null, lastLoginAt: string | null, createdAt: string };

export type AdminAuditQueryVariables = Exact<{
  accountCode?: string | number | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminAuditQuery = { adminAudit: { __typename: 'AuditConnection', nodes: Array<{ __typename: 'AuditEntry', id: string, at: string, actor: AuditActor, actorAccountCode: string | null, actorLoginId: string | null, action: AuditAction, targetAccountCode: string, targetLoginId: string, role: Role | null, ipAddress: string | null }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type AdminInviteAccountMutationVariables = Exact<{
  input: AdminInviteAccountInput;
}>;


export type AdminInviteAccountMutation = { adminInviteAccount: { __typename: 'AdminAccountPayload', account: { __typename: 'AdminAccountDetail', account: { __typename: 'AdminAccount', accountCode: string, email: string } } | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null } | null } };

export type LoginChallengeFieldsFragment = { __typename: 'LoginChallenge', maskedEmail: string, expiresAt: string, resendAvailableAt: string, resendsRemaining: number };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { __typename: 'LoginPayload', challenge: { __typename: 'LoginChallenge', maskedEmail: string, expiresAt: string, resendAvailableAt: string, resendsRemaining: number } | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null } | null } };

export type StartPasskeySignInMutationVariables = Exact<{ [key: string]: never; }>;


export type StartPasskeySignInMutation = { startPasskeySignIn: { __typename: 'StartPasskeySignInPayload', ceremonyId: string | null, options: { __typename: 'PasskeyRequestOptions', challenge: string, timeout: number | null, rpId: string | null, userVerification: string | null, hints: Array<string> | null, allowCredentials: Array<{ __typename: 'PasskeyCredentialDescriptor', id: string, type: string, transports: Array<string> | null }> | null } | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null } | null } };

export type FinishPasskeySignInMutationVariables = Exact<{
  input: FinishPasskeySignInInput;
}>;


export type FinishPasskeySignInMutation = { finishPasskeySignIn: { __typename: 'FinishPasskeySignInPayload', viewer: { __typename: 'Viewer', account: { __typename: 'Account', accountCode: string, name: string, role: Role, locale: Locale, mustChangePassword: boolean, previousLoginAt: string | null }, session: { __typename: 'Session', expiresAt: string, idleTimeoutSeconds: number } } | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null } | null } };

export type NotMeLinkQueryVariables = Exact<{
  token: string;
}>;


export type NotMeLinkQuery = { notMeLink: { __typename: 'NotMeLinkPayload', info: { __typename: 'NotMeLinkInfo', expiresAt: string, signedInAt: string, device: { __typename: 'Device', browser: string | null, os: string | null } } | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null } | null } };

export type ReportNotMeByLinkMutationVariables = Exact<{
  input: NotMeLinkInput;
}>;


export type ReportNotMeByLinkMutation = { reportNotMeByLink: { __typename: 'ReportNotMePayload', ok: boolean, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null } | null } };

export type LoginChallengeQueryVariables = Exact<{ [key: string]: never; }>;


export type LoginChallengeQuery = { loginChallenge: { __typename: 'LoginChallenge', maskedEmail: string, expiresAt: string, resendAvailableAt: string, resendsRemaining: number } | null };

export type VerifyLoginCodeMutationVariables = Exact<{
  input: VerifyLoginCodeInput;
}>;


export type VerifyLoginCodeMutation = { verifyLoginCode: { __typename: 'VerifyLoginCodePayload', viewer: { __typename: 'Viewer', account: { __typename: 'Account', accountCode: string, name: string, role: Role, locale: Locale, mustChangePassword: boolean, previousLoginAt: string | null }, session: { __typename: 'Session', expiresAt: string, idleTimeoutSeconds: number } } | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null } | null } };

export type ResendLoginCodeMutationVariables = Exact<{ [key: string]: never; }>;


export type ResendLoginCodeMutation = { resendLoginCode: { __typename: 'ResendLoginCodePayload', challenge: { __typename: 'LoginChallenge', maskedEmail: string, expiresAt: string, resendAvailableAt: string, resendsRemaining: number } | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null } | null } };

export type RequestPasswordReissueMutationVariables = Exact<{
  input: RequestPasswordReissueInput;
}>;


export type RequestPasswordReissueMutation = { requestPasswordReissue: { __typename: 'RequestPasswordReissuePayload', accepted: boolean, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null } | null } };

export type PasswordResetTokenQueryVariables = Exact<{
  token: string;
}>;


export type PasswordResetTokenQuery = { passwordResetToken: { __typename: 'PasswordResetTokenPayload', info: { __typename: 'PasswordResetTokenInfo', purpose: PasswordResetPurpose, loginId: string, expiresAt: string } | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null } | null } };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: { __typename: 'ResetPasswordPayload', ok: boolean, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null } | null } };

export type PasskeyFieldsFragment = { __typename: 'Passkey', id: string, name: string, createdAt: string, lastUsedAt: string | null, synced: boolean };

export type PasskeysQueryVariables = Exact<{ [key: string]: never; }>;


export type PasskeysQuery = { viewer: { __typename: 'Viewer', passkeys: Array<{ __typename: 'Passkey', id: string, name: string, createdAt: string, lastUsedAt: string | null, synced: boolean }> } | null };

export type StartPasskeyRegistrationMutationVariables = Exact<{
  input: StartPasskeyRegistrationInput;
}>;


export type StartPasskeyRegistrationMutation = { startPasskeyRegistration: { __typename: 'StartPasskeyRegistrationPayload', ceremonyId: string | null, options: { __typename: 'PasskeyCreationOptions', challenge: string, timeout: number | null, attestation: string | null, hints: Array<string> | null, rp: { __typename: 'PasskeyRelyingParty', id: string | null, name: string }, user: { __typename: 'PasskeyUser', id: string, name: string, displayName: string }, pubKeyCredParams: Array<{ __typename: 'PasskeyCredentialParameter', alg: number, type: string }>, excludeCredentials: Array<{ __typename: 'PasskeyCredentialDescriptor', id: string, type: string, transports: Array<string> | null }> | null, authenticatorSelection: { __typename: 'PasskeyAuthenticatorSelection', authenticatorAttachment: string | null, requireResidentKey: boolean | null, residentKey: string | null, userVerification: string | null } | null, extensions: { __typename: 'PasskeyRegistrationExtensions', credProps: boolean | null } | null } | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null } | null } };

export type FinishPasskeyRegistrationMutationVariables = Exact<{
  input: FinishPasskeyRegistrationInput;
}>;


export type FinishPasskeyRegistrationMutation = { finishPasskeyRegistration: { __typename: 'FinishPasskeyRegistrationPayload', passkey: { __typename: 'Passkey', id: string, name: string, createdAt: string, lastUsedAt: string | null, synced: boolean } | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null } | null } };

export type RenamePasskeyMutationVariables = Exact<{
  input: RenamePasskeyInput;
}>;


export type RenamePasskeyMutation = { renamePasskey: { __typename: 'PasskeyPayload', passkey: { __typename: 'Passkey', id: string, name: string, createdAt: string, lastUsedAt: string | null, synced: boolean } | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null } | null } };

export type DeletePasskeyMutationVariables = Exact<{
  input: DeletePasskeyInput;
}>;


export type DeletePasskeyMutation = { deletePasskey: { __typename: 'DeletePasskeyPayload', ok: boolean, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null } | null } };

export type SecuritySessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SecuritySessionsQuery = { viewer: { __typename: 'Viewer', sessions: Array<{ __typename: 'DeviceSession', id: string, kind: SessionKind, signInMethod: SignInMethod, current: boolean, signedInAt: string, lastUsedAt: string, ipAddress: string | null, device: { __typename: 'Device', browser: string | null, os: string | null } }> } | null };

export type SecurityActivityQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type SecurityActivityQuery = { viewer: { __typename: 'Viewer', activity: { __typename: 'AccountEventConnection', nodes: Array<{ __typename: 'AccountEvent', id: string, kind: AccountEventKind, at: string, lastAt: string, count: number, ipAddress: string | null, actor: EventActor, signInMethod: SignInMethod | null, failedStep: SignInStep | null, changedFields: Array<string> | null, maskedEmail: string | null, sessionsEnded: number | null, action: string | null, unlockedBy: UnlockedBy | null, lockedUntil: string | null, passkeyName: string | null, notMeReported: boolean, canReportNotMe: boolean, device: { __typename: 'Device', browser: string | null, os: string | null } }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } } | null };

export type RevokeSessionMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeSessionMutation = { revokeSession: { __typename: 'RevokeSessionsPayload', revoked: number | null, sessions: Array<{ __typename: 'DeviceSession', id: string, kind: SessionKind, signInMethod: SignInMethod, current: boolean, signedInAt: string, lastUsedAt: string, ipAddress: string | null, device: { __typename: 'Device', browser: string | null, os: string | null } }> | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null } | null } };

export type RevokeOtherSessionsMutationVariables = Exact<{ [key: string]: never; }>;


export type RevokeOtherSessionsMutation = { revokeOtherSessions: { __typename: 'RevokeSessionsPayload', revoked: number | null, sessions: Array<{ __typename: 'DeviceSession', id: string, kind: SessionKind, signInMethod: SignInMethod, current: boolean, signedInAt: string, lastUsedAt: string, ipAddress: string | null, device: { __typename: 'Device', browser: string | null, os: string | null } }> | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null } | null } };

export type ReportNotMeMutationVariables = Exact<{
  input: ReportNotMeInput;
}>;


export type ReportNotMeMutation = { reportNotMe: { __typename: 'ReportNotMePayload', ok: boolean, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null } | null } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: { __typename: 'LogoutPayload', ok: boolean, error: { __typename: 'UserError', code: ErrorCode } | null } };

export type ViewerFieldsFragment = { __typename: 'Viewer', account: { __typename: 'Account', accountCode: string, name: string, role: Role, locale: Locale, mustChangePassword: boolean, previousLoginAt: string | null }, session: { __typename: 'Session', expiresAt: string, idleTimeoutSeconds: number } };

export type ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerQuery = { viewer: { __typename: 'Viewer', account: { __typename: 'Account', accountCode: string, name: string, role: Role, locale: Locale, mustChangePassword: boolean, previousLoginAt: string | null }, session: { __typename: 'Session', expiresAt: string, idleTimeoutSeconds: number } } | null };

export const AccountEventFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"lastAt"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"browser"}},{"kind":"Field","name":{"kind":"Name","value":"os"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"signInMethod"}},{"kind":"Field","name":{"kind":"Name","value":"failedStep"}},{"kind":"Field","name":{"kind":"Name","value":"changedFields"}},{"kind":"Field","name":{"kind":"Name","value":"maskedEmail"}},{"kind":"Field","name":{"kind":"Name","value":"sessionsEnded"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"unlockedBy"}},{"kind":"Field","name":{"kind":"Name","value":"lockedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"passkeyName"}},{"kind":"Field","name":{"kind":"Name","value":"notMeReported"}},{"kind":"Field","name":{"kind":"Name","value":"canReportNotMe"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AccountEventFieldsFragment, unknown>;
export const UserErrorFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<UserErrorFieldsFragment, unknown>;
export const ViewerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"previousLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"idleTimeoutSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<ViewerFieldsFragment, unknown>;
export const AccountDetailsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountCode"}},{"kind":"Field","name":{"kind":"Name","value":"loginId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameKana"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AccountDetailsFieldsFragment, unknown>;
export const AccountViewerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountDetailsFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"previousLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"idleTimeoutSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountCode"}},{"kind":"Field","name":{"kind":"Name","value":"loginId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameKana"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AccountViewerFieldsFragment, unknown>;
export const AdminAccountFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountCode"}},{"kind":"Field","name":{"kind":"Name","value":"loginId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameKana"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"invitationPending"}},{"kind":"Field","name":{"kind":"Name","value":"lockedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AdminAccountFieldsFragment, unknown>;
export const DeviceSessionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeviceSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeviceSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"signInMethod"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"signedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"browser"}},{"kind":"Field","name":{"kind":"Name","value":"os"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<DeviceSessionFieldsFragment, unknown>;
export const AdminAccountDetailFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAccountDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminAccountDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAccountFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"failedLoginCount"}},{"kind":"Field","name":{"kind":"Name","value":"self"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeviceSessionFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountCode"}},{"kind":"Field","name":{"kind":"Name","value":"loginId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameKana"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"invitationPending"}},{"kind":"Field","name":{"kind":"Name","value":"lockedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeviceSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeviceSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"signInMethod"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"signedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"browser"}},{"kind":"Field","name":{"kind":"Name","value":"os"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AdminAccountDetailFieldsFragment, unknown>;
export const LoginChallengeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginChallengeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginChallenge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maskedEmail"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"resendAvailableAt"}},{"kind":"Field","name":{"kind":"Name","value":"resendsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<LoginChallengeFieldsFragment, unknown>;
export const PasskeyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PasskeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Passkey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"synced"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<PasskeyFieldsFragment, unknown>;
export const PasswordOwnerDocument = {"__meta__":{"hash":"sha256:efba6753717cbf5eb55eb21080f9700e28701d41cfba607dc135a3b1712a8486"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PasswordOwner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountCode"}},{"kind":"Field","name":{"kind":"Name","value":"loginId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<PasswordOwnerQuery, PasswordOwnerQueryVariables>;
export const ChangePasswordDocument = {"__meta__":{"hash":"sha256:0b0d533b0dd32a171cdd63609263d6a1bddc887178d81be0d285ed1e7229a7bb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"previousLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"idleTimeoutSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const AccountDetailsDocument = {"__meta__":{"hash":"sha256:6cdaef3fd5948ab5e7b6b12d55e4a232871d03d3dfc5af106a96a5a0e5d35d3e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountViewerFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"previousLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"idleTimeoutSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountCode"}},{"kind":"Field","name":{"kind":"Name","value":"loginId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameKana"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountDetailsFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AccountDetailsQuery, AccountDetailsQueryVariables>;
export const UpdateAccountDocument = {"__meta__":{"hash":"sha256:a44e308aeeb013b03f4d0bdf99cfd8f556290fe75958e6be832b7929377d5f7f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountViewerFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"previousLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"idleTimeoutSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountCode"}},{"kind":"Field","name":{"kind":"Name","value":"loginId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameKana"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountDetailsFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<UpdateAccountMutation, UpdateAccountMutationVariables>;
export const RequestEmailChangeDocument = {"__meta__":{"hash":"sha256:3eba56338744f00af1a1bcd26c52b6c8adfd6b488e6b0c75f827a066a6c6e60a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestEmailChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestEmailChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestEmailChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newEmail"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<RequestEmailChangeMutation, RequestEmailChangeMutationVariables>;
export const ConfirmEmailChangeDocument = {"__meta__":{"hash":"sha256:5b34e2462f774059f1ceba4be81af6a17b2d35dc5c963631a9f6f070e0ffcd3c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmEmailChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmEmailChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmEmailChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountViewerFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"previousLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"idleTimeoutSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountCode"}},{"kind":"Field","name":{"kind":"Name","value":"loginId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameKana"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountDetailsFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<ConfirmEmailChangeMutation, ConfirmEmailChangeMutationVariables>;
export const AdminAccountDocument = {"__meta__":{"hash":"sha256:ef0d9856de4ebb13050852626f823c2c00e0380e34d1a3e7ee19b94f98a01f32"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAccountDetailFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountCode"}},{"kind":"Field","name":{"kind":"Name","value":"loginId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameKana"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"invitationPending"}},{"kind":"Field","name":{"kind":"Name","value":"lockedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeviceSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeviceSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"signInMethod"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"signedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"browser"}},{"kind":"Field","name":{"kind":"Name","value":"os"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAccountDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminAccountDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAccountFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"failedLoginCount"}},{"kind":"Field","name":{"kind":"Name","value":"self"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeviceSessionFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AdminAccountQuery, AdminAccountQueryVariables>;
export const AdminAccountActivityDocument = {"__meta__":{"hash":"sha256:43bd9302b7bb56e3e09cf3611e0e208b36b96cfaa5502db71fe11a351b261bad"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAccountActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountEventFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"lastAt"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"browser"}},{"kind":"Field","name":{"kind":"Name","value":"os"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"signInMethod"}},{"kind":"Field","name":{"kind":"Name","value":"failedStep"}},{"kind":"Field","name":{"kind":"Name","value":"changedFields"}},{"kind":"Field","name":{"kind":"Name","value":"maskedEmail"}},{"kind":"Field","name":{"kind":"Name","value":"sessionsEnded"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"unlockedBy"}},{"kind":"Field","name":{"kind":"Name","value":"lockedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"passkeyName"}},{"kind":"Field","name":{"kind":"Name","value":"notMeReported"}},{"kind":"Field","name":{"kind":"Name","value":"canReportNotMe"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AdminAccountActivityQuery, AdminAccountActivityQueryVariables>;
export const AdminAccountActionDocument = {"__meta__":{"hash":"sha256:e8b9fb0aec345343d404e320ab28eb59b139ce004c2032d99a7c35f90b98c117"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminAccountAction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminAccountActionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminAccountAction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAccountDetailFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountCode"}},{"kind":"Field","name":{"kind":"Name","value":"loginId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameKana"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"invitationPending"}},{"kind":"Field","name":{"kind":"Name","value":"lockedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeviceSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeviceSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"signInMethod"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"signedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"browser"}},{"kind":"Field","name":{"kind":"Name","value":"os"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAccountDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminAccountDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAccountFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"failedLoginCount"}},{"kind":"Field","name":{"kind":"Name","value":"self"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeviceSessionFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AdminAccountActionMutation, AdminAccountActionMutationVariables>;
export const AdminAccountSearchDocument = {"__meta__":{"hash":"sha256:18b451b7a0ee41d5e2adefe0bdfae222945898df974b201052d5e6e95a6959b8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAccountSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AccountStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminAccountSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAccountFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountCode"}},{"kind":"Field","name":{"kind":"Name","value":"loginId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameKana"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"invitationPending"}},{"kind":"Field","name":{"kind":"Name","value":"lockedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AdminAccountSearchQuery, AdminAccountSearchQueryVariables>;
export const AdminAuditDocument = {"__meta__":{"hash":"sha256:700b9c46665bf0eeffaf1ee79a4e35227466d7bb7a878ed9f2e2d8118af8b84d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAudit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminAudit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"actorAccountCode"}},{"kind":"Field","name":{"kind":"Name","value":"actorLoginId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"targetAccountCode"}},{"kind":"Field","name":{"kind":"Name","value":"targetLoginId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<AdminAuditQuery, AdminAuditQueryVariables>;
export const AdminInviteAccountDocument = {"__meta__":{"hash":"sha256:d44fc8b5af8140547f3dc015a725ceabf5ffed078eceac65b2e2ee5547eb04ef"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminInviteAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminInviteAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminInviteAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountCode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AdminInviteAccountMutation, AdminInviteAccountMutationVariables>;
export const LoginDocument = {"__meta__":{"hash":"sha256:07f408faf7a10d3bd2e9dffcfc89a029dc51d713efb67db42b14c3cfafa864e5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"challenge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoginChallengeFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginChallengeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginChallenge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maskedEmail"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"resendAvailableAt"}},{"kind":"Field","name":{"kind":"Name","value":"resendsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const StartPasskeySignInDocument = {"__meta__":{"hash":"sha256:3120675c97c5913093e21441d3bafc7a7883ffd42252bd49dcbdb4bb00e02502"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartPasskeySignIn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startPasskeySignIn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ceremonyId"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"challenge"}},{"kind":"Field","name":{"kind":"Name","value":"timeout"}},{"kind":"Field","name":{"kind":"Name","value":"rpId"}},{"kind":"Field","name":{"kind":"Name","value":"allowCredentials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"transports"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userVerification"}},{"kind":"Field","name":{"kind":"Name","value":"hints"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<StartPasskeySignInMutation, StartPasskeySignInMutationVariables>;
export const FinishPasskeySignInDocument = {"__meta__":{"hash":"sha256:153662efe4b43d23e4a84dca42899581e03943db8147880c6c5a01554da1a4ec"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FinishPasskeySignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FinishPasskeySignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finishPasskeySignIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"previousLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"idleTimeoutSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<FinishPasskeySignInMutation, FinishPasskeySignInMutationVariables>;
export const NotMeLinkDocument = {"__meta__":{"hash":"sha256:9b5ec3f59c2b3585a7e8d21a5ed09227529831effdb615b8c021f32ced3dae49"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotMeLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notMeLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"info"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"signedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"browser"}},{"kind":"Field","name":{"kind":"Name","value":"os"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<NotMeLinkQuery, NotMeLinkQueryVariables>;
export const ReportNotMeByLinkDocument = {"__meta__":{"hash":"sha256:a38b4ebdd3ea96d419f66ef65ad1c571ee4908aeda736b7b5dabcf821d01e9ce"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReportNotMeByLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotMeLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportNotMeByLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<ReportNotMeByLinkMutation, ReportNotMeByLinkMutationVariables>;
export const LoginChallengeDocument = {"__meta__":{"hash":"sha256:f960ce4d57e1ac7c37adaf7a57e723a6e47a9854ad6b606c3df3b2d54b433c1d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LoginChallenge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginChallenge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoginChallengeFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginChallengeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginChallenge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maskedEmail"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"resendAvailableAt"}},{"kind":"Field","name":{"kind":"Name","value":"resendsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<LoginChallengeQuery, LoginChallengeQueryVariables>;
export const VerifyLoginCodeDocument = {"__meta__":{"hash":"sha256:ae18aa9ed45d81722e1ffda96867e20729da5f1dbeb3a1bc5971591e77a8e3bb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyLoginCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerifyLoginCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyLoginCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"previousLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"idleTimeoutSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<VerifyLoginCodeMutation, VerifyLoginCodeMutationVariables>;
export const ResendLoginCodeDocument = {"__meta__":{"hash":"sha256:7c3602d1ccb82fc8c418b0dc7c79fe10e7b3f15c1969309f5f7fdfa2c3941c03"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendLoginCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendLoginCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"challenge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoginChallengeFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginChallengeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginChallenge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maskedEmail"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"resendAvailableAt"}},{"kind":"Field","name":{"kind":"Name","value":"resendsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<ResendLoginCodeMutation, ResendLoginCodeMutationVariables>;
export const RequestPasswordReissueDocument = {"__meta__":{"hash":"sha256:dda2873ed32fd40644d49a7622bd68666d839ebfe5ed67033459e5dd885a60ce"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReissue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestPasswordReissueInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReissue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<RequestPasswordReissueMutation, RequestPasswordReissueMutationVariables>;
export const PasswordResetTokenDocument = {"__meta__":{"hash":"sha256:01a91ac21e7bf88c2ee73e5f82a7c953dd66f90db7a47d6baa71741ec07b5756"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PasswordResetToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passwordResetToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"info"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"loginId"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<PasswordResetTokenQuery, PasswordResetTokenQueryVariables>;
export const ResetPasswordDocument = {"__meta__":{"hash":"sha256:4fc135e07bfe1cb90fbf9be8167b65210fd61c97ce3f07b75ea9a369f75732e5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const PasskeysDocument = {"__meta__":{"hash":"sha256:d8496481a6b1473041cb02218471905c64dc27926c76ea6606875e3ac6ccfddd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Passkeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passkeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PasskeyFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PasskeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Passkey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"synced"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<PasskeysQuery, PasskeysQueryVariables>;
export const StartPasskeyRegistrationDocument = {"__meta__":{"hash":"sha256:87109b15041e3d435afee8fe5ee7822ba7d5e74574112fc679141fb0d7071753"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartPasskeyRegistration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartPasskeyRegistrationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startPasskeyRegistration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ceremonyId"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"challenge"}},{"kind":"Field","name":{"kind":"Name","value":"pubKeyCredParams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alg"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeout"}},{"kind":"Field","name":{"kind":"Name","value":"excludeCredentials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"transports"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"authenticatorSelection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authenticatorAttachment"}},{"kind":"Field","name":{"kind":"Name","value":"requireResidentKey"}},{"kind":"Field","name":{"kind":"Name","value":"residentKey"}},{"kind":"Field","name":{"kind":"Name","value":"userVerification"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attestation"}},{"kind":"Field","name":{"kind":"Name","value":"extensions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"credProps"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hints"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<StartPasskeyRegistrationMutation, StartPasskeyRegistrationMutationVariables>;
export const FinishPasskeyRegistrationDocument = {"__meta__":{"hash":"sha256:3d10b9d45369ef0466e4e9ccb52f625ccb1c98d3e85c0dea98f962d21d0591a1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FinishPasskeyRegistration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FinishPasskeyRegistrationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finishPasskeyRegistration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passkey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PasskeyFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PasskeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Passkey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"synced"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<FinishPasskeyRegistrationMutation, FinishPasskeyRegistrationMutationVariables>;
export const RenamePasskeyDocument = {"__meta__":{"hash":"sha256:a09f72def8ed40eb690887e2fbe4e26a262a339e056b06723b08cfda29d279c2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenamePasskey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RenamePasskeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renamePasskey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passkey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PasskeyFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PasskeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Passkey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"synced"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<RenamePasskeyMutation, RenamePasskeyMutationVariables>;
export const DeletePasskeyDocument = {"__meta__":{"hash":"sha256:a84c7482be5a2d8a69efe3190e4d2ea59aaa79c094e20f4d49ad6cdd5a16344b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePasskey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeletePasskeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePasskey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<DeletePasskeyMutation, DeletePasskeyMutationVariables>;
export const SecuritySessionsDocument = {"__meta__":{"hash":"sha256:5eb096329bd802250bb0a88f9cb839ae1d683a0e0d3f67bd9f9e49fc5fc0f46e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SecuritySessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeviceSessionFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeviceSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeviceSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"signInMethod"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"signedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"browser"}},{"kind":"Field","name":{"kind":"Name","value":"os"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<SecuritySessionsQuery, SecuritySessionsQueryVariables>;
export const SecurityActivityDocument = {"__meta__":{"hash":"sha256:5b6b8a752d97a4c2b1a4f49161f964f6853f49ece67d6002216cecdd43952c91"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SecurityActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountEventFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"lastAt"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"browser"}},{"kind":"Field","name":{"kind":"Name","value":"os"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"signInMethod"}},{"kind":"Field","name":{"kind":"Name","value":"failedStep"}},{"kind":"Field","name":{"kind":"Name","value":"changedFields"}},{"kind":"Field","name":{"kind":"Name","value":"maskedEmail"}},{"kind":"Field","name":{"kind":"Name","value":"sessionsEnded"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"unlockedBy"}},{"kind":"Field","name":{"kind":"Name","value":"lockedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"passkeyName"}},{"kind":"Field","name":{"kind":"Name","value":"notMeReported"}},{"kind":"Field","name":{"kind":"Name","value":"canReportNotMe"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<SecurityActivityQuery, SecurityActivityQueryVariables>;
export const RevokeSessionDocument = {"__meta__":{"hash":"sha256:8dc814cfec12ca74ac6c6caa8a4fe567ee71048d8b06d79097b8f77d044b1fe0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revoked"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeviceSessionFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeviceSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeviceSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"signInMethod"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"signedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"browser"}},{"kind":"Field","name":{"kind":"Name","value":"os"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<RevokeSessionMutation, RevokeSessionMutationVariables>;
export const RevokeOtherSessionsDocument = {"__meta__":{"hash":"sha256:f1839bf5703c8b95f56b0f41bfd674bb4d54f746eef8c1e29696a9789a2ff979"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeOtherSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeOtherSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revoked"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeviceSessionFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeviceSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeviceSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"signInMethod"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"signedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"browser"}},{"kind":"Field","name":{"kind":"Name","value":"os"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<RevokeOtherSessionsMutation, RevokeOtherSessionsMutationVariables>;
export const ReportNotMeDocument = {"__meta__":{"hash":"sha256:72d308d61542486ab5c120b3c1019bf8c12b02d33c59a48ed7827dbffd6f64d0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReportNotMe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportNotMeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportNotMe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<ReportNotMeMutation, ReportNotMeMutationVariables>;
export const LogoutDocument = {"__meta__":{"hash":"sha256:1876474195cb5ef92634afb2a86bdd8ed5767cf0699f2057299b86a171ee98b2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const ViewerDocument = {"__meta__":{"hash":"sha256:8d0b3b2d0c0ef1eede2db875137cf504c4291d9ea42922f28588d27ee236e06b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"previousLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"idleTimeoutSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<ViewerQuery, ViewerQueryVariables>;