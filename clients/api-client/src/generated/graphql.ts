/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** What happened to the account. */
export type AccountEventKind =
  /** A temporary lock after repeated failures (lockedUntil). */
  | 'ACCOUNT_LOCKED'
  /** A lock lifted (unlockedBy). */
  | 'ACCOUNT_UNLOCKED'
  /** An administrator or operator acted on the account (action). */
  | 'ADMIN_ACTION'
  /** An authenticator app set up (confirmed with its first code). */
  | 'AUTHENTICATOR_ADDED'
  /** The authenticator app removed. */
  | 'AUTHENTICATOR_REMOVED'
  /** 退会 cancelled (by the owner, or by an operator's CLI). */
  | 'CLOSING_CANCELLED'
  /** 退会 asked for: the account's personal data is deleted 30 days later unless cancelled. */
  | 'CLOSING_REQUESTED'
  /** The account's data downloaded with a mailed link. */
  | 'DATA_EXPORT_DOWNLOADED'
  /** A copy of the account's data asked for (「データのダウンロード」): a link was mailed. */
  | 'DATA_EXPORT_REQUESTED'
  /** Account details changed (changedFields). */
  | 'DETAILS_CHANGED'
  /** The e-mail address changed (maskedEmail). */
  | 'EMAIL_CHANGED'
  /** "This was not me" reported: every session ended, a new password required. */
  | 'NOT_ME_REPORTED'
  /** The owner allowed an app to sign in with the account, or more of it (appName). */
  | 'OAUTH_APP_ALLOWED'
  /** The owner disconnected an app (「連携を解除」): its grant and tokens ended (appName). */
  | 'OAUTH_APP_REVOKED'
  /** A passkey added (passkeyName). */
  | 'PASSKEY_ADDED'
  /** A passkey removed (passkeyName). */
  | 'PASSKEY_REMOVED'
  /** The password changed while signed in. */
  | 'PASSWORD_CHANGED'
  /** 「パスワードを使わない」: the password removed; the account signs in with its passkeys. */
  | 'PASSWORD_REMOVED'
  /** The password set with a reset link. */
  | 'PASSWORD_RESET'
  /** 「パスワードを設定する」: a passkey-first account set a password again. */
  | 'PASSWORD_SET'
  /** A new set of recovery codes made (the old set void). */
  | 'RECOVERY_CODES_GENERATED'
  /** A recovery code used at sign-in (recoveryCodesRemaining). */
  | 'RECOVERY_CODE_USED'
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

/** The closed set of expected error codes. */
export type ErrorCode =
  /** No account has this account code. */
  | 'ACCOUNT_NOT_FOUND'
  /** The action does not apply to the account as it is now (already unlocked, already enabled, no invitation pending…); reload it. */
  | 'ACTION_NOT_APPLICABLE'
  /** The account has no password already. */
  | 'ALREADY_PASSWORDLESS'
  /** The account has an authenticator app already: remove it before setting up another. */
  | 'AUTHENTICATOR_ALREADY_ENROLLED'
  /** The account has no authenticator app. */
  | 'AUTHENTICATOR_NOT_FOUND'
  /** No authenticator app set-up is waiting for its first code (it took over 10 minutes, or another one replaced it): start again. */
  | 'AUTHENTICATOR_NOT_PENDING'
  /** The back-channel logout URI breaks the redirect URIs' rules. */
  | 'BACKCHANNEL_LOGOUT_URI_INVALID'
  /** An administrator cannot disable their own account. */
  | 'CANNOT_DISABLE_SELF'
  /** The registered app is disabled; nothing more can be done to it. */
  | 'CLIENT_DISABLED'
  /** A public app has no secret to replace. */
  | 'CLIENT_HAS_NO_SECRET'
  /** A registered app's name is 1 to 100 characters on one line. */
  | 'CLIENT_NAME_INVALID'
  /** No registered app has this client id. */
  | 'CLIENT_NOT_FOUND'
  /** The one-time code or the login attempt has expired; sign in again. */
  | 'CODE_EXPIRED'
  /** No app is connected to this account with this id: it may have been disconnected already. */
  | 'CONNECTED_APP_NOT_FOUND'
  /** The data-download link's 24 hours are over: ask for a new one on the security page. */
  | 'DATA_EXPORT_LINK_EXPIRED'
  /** The data-download link is not valid (mistyped, or made for another account: it works only for the account that asked for it, signed in). */
  | 'DATA_EXPORT_LINK_INVALID'
  /** There is no pending e-mail change for this address; ask for a new code. */
  | 'EMAIL_CHANGE_NOT_PENDING'
  /** The e-mail address is not valid. */
  | 'EMAIL_INVALID'
  /** The e-mail address cannot be used (the same as now, or taken). Deliberately unspecific. */
  | 'EMAIL_UNAVAILABLE'
  /** No such event in this account's activity. */
  | 'EVENT_NOT_FOUND'
  /** Signed in, but the role or account state does not allow this; or an app's access token whose scopes do not allow it. */
  | 'FORBIDDEN'
  /** The app asks for a sign-in newer than this session's (prompt=login, max_age): sign in again. */
  | 'FRESH_SIGN_IN_REQUIRED'
  /** The app asks for another account than the one signed in (id_token_hint), or the sign-in was for another account: sign in with that account. */
  | 'INTERACTION_ACCOUNT_MISMATCH'
  /** The sign-in for an app is over: it expired, was finished, or belongs to another browser. Start again from the app. */
  | 'INTERACTION_EXPIRED'
  /** A newer sign-in for an app started in this browser and replaced this one: continue in the newest tab. */
  | 'INTERACTION_REPLACED'
  /** The one-time code is wrong; `attemptsRemaining` tells how many tries are left. */
  | 'INVALID_CODE'
  /** Login ID or password is wrong, or the account cannot sign in. Deliberately unspecific. */
  | 'INVALID_CREDENTIALS'
  /** The current password is wrong. */
  | 'INVALID_CURRENT_PASSWORD'
  /** The action would leave no active administrator. */
  | 'LAST_ACTIVE_ADMIN'
  /** The last passkey of an account without a password cannot be removed: it is the way in. Set a password or add another passkey first. */
  | 'LAST_WAY_IN'
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
  /** The "this was not me" link no longer works: the account's e-mail address changed since it was mailed (to the old address). */
  | 'NOT_ME_LINK_VOID'
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
  /** 「パスワードを使わない」 needs a passkey first: without a password, the account signs in with its passkeys. */
  | 'PASSWORDLESS_NEEDS_PASSKEY'
  /** 「パスワードを使わない」 needs unused recovery codes first: without a password, a recovery code and the mailed code are the way back in. */
  | 'PASSWORDLESS_NEEDS_RECOVERY_CODES'
  /** The account has a password: change it (changePassword) rather than set one. */
  | 'PASSWORD_ALREADY_SET'
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
  /** A redirect URI is not absolute https (http only on localhost, 127.0.0.1 or [::1]), has a fragment or a user name, or there are not 1 to 10 of them; `field` names the list. */
  | 'REDIRECT_URI_INVALID'
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
  /** The scopes are not a subset of the provider's scopes, or openid is missing. */
  | 'SCOPE_INVALID'
  /** The back end cannot be reached just now; nothing was changed. Try again. */
  | 'SERVICE_UNAVAILABLE'
  /** No such session of this account: it may have ended already. */
  | 'SESSION_NOT_FOUND'
  /** The action needs a fresh proof (within the last 5 minutes) of the strongest method the account has: `stepUpMethod` names it. Step up (Viewer.stepUp, the step-up mutations), then try again. */
  | 'STEP_UP_REQUIRED'
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

/** A user interface and mail language. */
export type Locale =
  /** English. */
  | 'EN'
  /** Japanese (the default). */
  | 'JA';

/** Which code the second step is given. */
export type LoginCodeKind =
  /** The code the attempt asks for (secondStep): mailed, or the authenticator app's. */
  | 'CODE'
  /** One of the account's recovery codes instead (xxxxx-xxxxx); a wrong one counts like a wrong code. */
  | 'RECOVERY_CODE';

/** Login step 1 input. */
export type LoginInput = {
  /** How the session is handed over after the code step. */
  delivery?: TokenDelivery | null | undefined;
  /** The language of the page the sign-in is made on: the code mails of this attempt (the first and every resend) are in it, so the mail and the code page agree. Absent: the account's preferred language. */
  locale?: Locale | null | undefined;
  /** Login ID or e-mail address. Full-width letters and digits are accepted. */
  loginId: string;
  /** Password. */
  password: string;
};

/** What a password link is for. */
export type PasswordResetPurpose =
  /** A first password for an invited account (the link lives 72 hours). */
  | 'INVITATION'
  /** A forgotten password (the link lives 30 minutes). */
  | 'RESET';

/** 「パスキーを使えないとき」's step 1 input: a passkey-first account's recovery. */
export type RecoveryLoginInput = {
  /** How the session is handed over after the code step. */
  delivery?: TokenDelivery | null | undefined;
  /** The language of the page: the code mails of this attempt are in it. */
  locale?: Locale | null | undefined;
  /** Login ID or e-mail address. Full-width letters and digits are accepted. */
  loginId: string;
  /** One of the account's recovery codes (xxxxx-xxxxx; case, spaces, dashes and full width ignored). */
  recoveryCode: string;
};

/** Input of reportNotMe. */
export type ReportNotMeInput = {
  /** The event that was not the owner (AccountEvent.id). */
  eventId: string | number;
};

/** Input for starting an e-mail change. */
export type RequestEmailChangeInput = {
  /** The current password (REAUTHENTICATION_REQUIRED without it); not asked of a passkey-first account, whose passkey step-up is the re-authentication. */
  currentPassword?: string | null | undefined;
  /** The new address. */
  newEmail: string;
};

/** Input of a password reissue request. */
export type RequestPasswordReissueInput = {
  /** Login ID or e-mail address. Full-width letters and digits are accepted. */
  loginId: string;
};

/** Input for a new code. */
export type ResendLoginCodeInput = {
  /** The attempt id, for BEARER delivery; browsers omit it. */
  attemptId?: string | null | undefined;
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

/** What the second sign-in step asks for. */
export type SecondStep =
  /** The authenticator app's 6-digit code (nothing was mailed; resendLoginCode is 「メールで確認コードを受け取る」). */
  | 'AUTHENTICATOR_APP'
  /** The 6-digit code mailed to the account. */
  | 'MAIL_CODE';

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
  /** The password, then the authenticator app's code. */
  | 'PASSWORD_AND_APP'
  /** The password, then the code mailed to the account. */
  | 'PASSWORD_AND_CODE'
  /** The password, then a recovery code. */
  | 'PASSWORD_AND_RECOVERY_CODE'
  /** A passkey-first account's recovery: a recovery code, then the code mailed to the account. */
  | 'RECOVERY_CODE_AND_CODE';

/** The step of a sign-in that failed. */
export type SignInStep =
  /** The mailed code. */
  | 'CODE'
  /** A passkey. */
  | 'PASSKEY'
  /** The password. */
  | 'PASSWORD';

/** A kind of proof that the person at the session is the account's owner, for a step-up; strongest first. */
export type StepUpMethod =
  /** A code of the account's authenticator app. */
  | 'AUTHENTICATOR_APP'
  /** A code mailed to the account's address, with the password. */
  | 'EMAIL_CODE_AND_PASSWORD'
  /** One of the account's passkeys (a WebAuthn assertion with user verification). */
  | 'PASSKEY';

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

/** Input for an authenticator-app step-up. */
export type VerifyAuthenticatorAppStepUpInput = {
  /** The app's 6-digit code. */
  code: string;
};

/** Login step 2 input. */
export type VerifyLoginCodeInput = {
  /** The attempt id, for BEARER delivery; browsers omit it. */
  attemptId?: string | null | undefined;
  /** The 6-digit code from the mail. Full-width digits are accepted. */
  code: string;
  /** RECOVERY_CODE for a recovery code; CODE or absent for the code the attempt asks for. */
  kind?: LoginCodeKind | null | undefined;
};

/** Input for an e-mail step-up. */
export type VerifyStepUpCodeInput = {
  /** The 6-digit code from the mail. */
  code: string;
  /** The current password. */
  password: string;
};

export type ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerQuery = { viewer: { account: { accountCode: string, loginId: string, email: string, name: string, nameKana: string, phone: string | null, department: string | null, locale: Locale, role: Role, status: AccountStatus, mustChangePassword: boolean, lastLoginAt: string | null, previousLoginAt: string | null }, session: { expiresAt: string, absoluteExpiresAt: string, idleTimeoutSeconds: number } } | null };

export type UpdateAccountMutationVariables = Exact<{
  input: UpdateAccountInput;
}>;


export type UpdateAccountMutation = { updateAccount: { viewer: { account: { accountCode: string, loginId: string, email: string, name: string, nameKana: string, phone: string | null, department: string | null, locale: Locale, role: Role, status: AccountStatus, mustChangePassword: boolean, lastLoginAt: string | null, previousLoginAt: string | null }, session: { expiresAt: string, absoluteExpiresAt: string, idleTimeoutSeconds: number } } | null, error: { code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type RequestEmailChangeMutationVariables = Exact<{
  input: RequestEmailChangeInput;
}>;


export type RequestEmailChangeMutation = { requestEmailChange: { pending: { newEmail: string, expiresAt: string } | null, error: { code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type ConfirmEmailChangeMutationVariables = Exact<{
  input: ConfirmEmailChangeInput;
}>;


export type ConfirmEmailChangeMutation = { confirmEmailChange: { viewer: { account: { accountCode: string, loginId: string, email: string, name: string, nameKana: string, phone: string | null, department: string | null, locale: Locale, role: Role, status: AccountStatus, mustChangePassword: boolean, lastLoginAt: string | null, previousLoginAt: string | null }, session: { expiresAt: string, absoluteExpiresAt: string, idleTimeoutSeconds: number } } | null, error: { code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: { viewer: { account: { accountCode: string, loginId: string, email: string, name: string, nameKana: string, phone: string | null, department: string | null, locale: Locale, role: Role, status: AccountStatus, mustChangePassword: boolean, lastLoginAt: string | null, previousLoginAt: string | null }, session: { expiresAt: string, absoluteExpiresAt: string, idleTimeoutSeconds: number } } | null, error: { code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type UserErrorFragment = { code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null };

export type AccountFragment = { accountCode: string, loginId: string, email: string, name: string, nameKana: string, phone: string | null, department: string | null, locale: Locale, role: Role, status: AccountStatus, mustChangePassword: boolean, lastLoginAt: string | null, previousLoginAt: string | null };

export type ViewerFragment = { account: { accountCode: string, loginId: string, email: string, name: string, nameKana: string, phone: string | null, department: string | null, locale: Locale, role: Role, status: AccountStatus, mustChangePassword: boolean, lastLoginAt: string | null, previousLoginAt: string | null }, session: { expiresAt: string, absoluteExpiresAt: string, idleTimeoutSeconds: number } };

export type LoginChallengeFragment = { attemptId: string | null, recovery: boolean, maskedEmail: string, expiresAt: string, resendAvailableAt: string, resendsRemaining: number, secondStep: SecondStep, recoveryCodesAvailable: boolean };

export type DeviceSessionFragment = { id: string, kind: SessionKind, signInMethod: SignInMethod, current: boolean, signedInAt: string, lastUsedAt: string, ipAddress: string | null, device: { browser: string | null, os: string | null } };

export type AccountEventFragment = { id: string, kind: AccountEventKind, at: string, lastAt: string, count: number, ipAddress: string | null, actor: EventActor, signInMethod: SignInMethod | null, failedStep: SignInStep | null, changedFields: Array<string> | null, maskedEmail: string | null, sessionsEnded: number | null, action: string | null, unlockedBy: UnlockedBy | null, lockedUntil: string | null, passkeyName: string | null, notMeReported: boolean, canReportNotMe: boolean, device: { browser: string | null, os: string | null } };

export type StepUpFragment = { methods: Array<StepUpMethod>, requiredMethod: StepUpMethod, freshUntil: string | null };

export type SessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionsQuery = { viewer: { sessions: Array<{ id: string, kind: SessionKind, signInMethod: SignInMethod, current: boolean, signedInAt: string, lastUsedAt: string, ipAddress: string | null, device: { browser: string | null, os: string | null } }> } | null };

export type ActivityQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ActivityQuery = { viewer: { activity: { nodes: Array<{ id: string, kind: AccountEventKind, at: string, lastAt: string, count: number, ipAddress: string | null, actor: EventActor, signInMethod: SignInMethod | null, failedStep: SignInStep | null, changedFields: Array<string> | null, maskedEmail: string | null, sessionsEnded: number | null, action: string | null, unlockedBy: UnlockedBy | null, lockedUntil: string | null, passkeyName: string | null, notMeReported: boolean, canReportNotMe: boolean, device: { browser: string | null, os: string | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } | null };

export type RevokeSessionMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeSessionMutation = { revokeSession: { revoked: number | null, sessions: Array<{ id: string, kind: SessionKind, signInMethod: SignInMethod, current: boolean, signedInAt: string, lastUsedAt: string, ipAddress: string | null, device: { browser: string | null, os: string | null } }> | null, error: { code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type RevokeOtherSessionsMutationVariables = Exact<{ [key: string]: never; }>;


export type RevokeOtherSessionsMutation = { revokeOtherSessions: { revoked: number | null, sessions: Array<{ id: string, kind: SessionKind, signInMethod: SignInMethod, current: boolean, signedInAt: string, lastUsedAt: string, ipAddress: string | null, device: { browser: string | null, os: string | null } }> | null, error: { code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type ReportNotMeMutationVariables = Exact<{
  input: ReportNotMeInput;
}>;


export type ReportNotMeMutation = { reportNotMe: { ok: boolean, error: { code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { challenge: { attemptId: string | null, recovery: boolean, maskedEmail: string, expiresAt: string, resendAvailableAt: string, resendsRemaining: number, secondStep: SecondStep, recoveryCodesAvailable: boolean } | null, error: { code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type StartRecoveryLoginMutationVariables = Exact<{
  input: RecoveryLoginInput;
}>;


export type StartRecoveryLoginMutation = { startRecoveryLogin: { challenge: { attemptId: string | null, recovery: boolean, maskedEmail: string, expiresAt: string, resendAvailableAt: string, resendsRemaining: number, secondStep: SecondStep, recoveryCodesAvailable: boolean } | null, error: { code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type VerifyLoginCodeMutationVariables = Exact<{
  input: VerifyLoginCodeInput;
}>;


export type VerifyLoginCodeMutation = { verifyLoginCode: { token: string | null, viewer: { account: { accountCode: string, loginId: string, email: string, name: string, nameKana: string, phone: string | null, department: string | null, locale: Locale, role: Role, status: AccountStatus, mustChangePassword: boolean, lastLoginAt: string | null, previousLoginAt: string | null }, session: { expiresAt: string, absoluteExpiresAt: string, idleTimeoutSeconds: number } } | null, error: { code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type ResendLoginCodeMutationVariables = Exact<{
  input: ResendLoginCodeInput;
}>;


export type ResendLoginCodeMutation = { resendLoginCode: { challenge: { attemptId: string | null, recovery: boolean, maskedEmail: string, expiresAt: string, resendAvailableAt: string, resendsRemaining: number, secondStep: SecondStep, recoveryCodesAvailable: boolean } | null, error: { code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: { ok: boolean, error: { code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type RequestPasswordReissueMutationVariables = Exact<{
  input: RequestPasswordReissueInput;
}>;


export type RequestPasswordReissueMutation = { requestPasswordReissue: { accepted: boolean, error: { code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type PasswordResetTokenQueryVariables = Exact<{
  token: string;
}>;


export type PasswordResetTokenQuery = { passwordResetToken: { info: { purpose: PasswordResetPurpose, loginId: string, expiresAt: string } | null, error: { code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: { ok: boolean, error: { code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type StepUpStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type StepUpStatusQuery = { viewer: { stepUp: { methods: Array<StepUpMethod>, requiredMethod: StepUpMethod, freshUntil: string | null } } | null };

export type SendStepUpCodeMutationVariables = Exact<{ [key: string]: never; }>;


export type SendStepUpCodeMutation = { sendStepUpCode: { maskedEmail: string | null, expiresAt: string | null, resendAvailableAt: string | null, error: { code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type VerifyStepUpCodeMutationVariables = Exact<{
  input: VerifyStepUpCodeInput;
}>;


export type VerifyStepUpCodeMutation = { verifyStepUpCode: { stepUp: { methods: Array<StepUpMethod>, requiredMethod: StepUpMethod, freshUntil: string | null } | null, error: { code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type VerifyAuthenticatorAppStepUpMutationVariables = Exact<{
  input: VerifyAuthenticatorAppStepUpInput;
}>;


export type VerifyAuthenticatorAppStepUpMutation = { verifyAuthenticatorAppStepUp: { stepUp: { methods: Array<StepUpMethod>, requiredMethod: StepUpMethod, freshUntil: string | null } | null, error: { code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const UserErrorFragmentDoc = new TypedDocumentString(`
    fragment UserError on UserError {
  code
  field
  retryAfterSeconds
  attemptsRemaining
  stepUpMethod
}
    `, {"fragmentName":"UserError"}) as unknown as TypedDocumentString<UserErrorFragment, unknown>;
export const AccountFragmentDoc = new TypedDocumentString(`
    fragment Account on Account {
  accountCode
  loginId
  email
  name
  nameKana
  phone
  department
  locale
  role
  status
  mustChangePassword
  lastLoginAt
  previousLoginAt
}
    `, {"fragmentName":"Account"}) as unknown as TypedDocumentString<AccountFragment, unknown>;
export const ViewerFragmentDoc = new TypedDocumentString(`
    fragment Viewer on Viewer {
  account {
    ...Account
  }
  session {
    expiresAt
    absoluteExpiresAt
    idleTimeoutSeconds
  }
}
    fragment Account on Account {
  accountCode
  loginId
  email
  name
  nameKana
  phone
  department
  locale
  role
  status
  mustChangePassword
  lastLoginAt
  previousLoginAt
}`, {"fragmentName":"Viewer"}) as unknown as TypedDocumentString<ViewerFragment, unknown>;
export const LoginChallengeFragmentDoc = new TypedDocumentString(`
    fragment LoginChallenge on LoginChallenge {
  attemptId
  recovery
  maskedEmail
  expiresAt
  resendAvailableAt
  resendsRemaining
  secondStep
  recoveryCodesAvailable
}
    `, {"fragmentName":"LoginChallenge"}) as unknown as TypedDocumentString<LoginChallengeFragment, unknown>;
export const DeviceSessionFragmentDoc = new TypedDocumentString(`
    fragment DeviceSession on DeviceSession {
  id
  kind
  signInMethod
  current
  signedInAt
  lastUsedAt
  ipAddress
  device {
    browser
    os
  }
}
    `, {"fragmentName":"DeviceSession"}) as unknown as TypedDocumentString<DeviceSessionFragment, unknown>;
export const AccountEventFragmentDoc = new TypedDocumentString(`
    fragment AccountEvent on AccountEvent {
  id
  kind
  at
  lastAt
  count
  ipAddress
  device {
    browser
    os
  }
  actor
  signInMethod
  failedStep
  changedFields
  maskedEmail
  sessionsEnded
  action
  unlockedBy
  lockedUntil
  passkeyName
  notMeReported
  canReportNotMe
}
    `, {"fragmentName":"AccountEvent"}) as unknown as TypedDocumentString<AccountEventFragment, unknown>;
export const StepUpFragmentDoc = new TypedDocumentString(`
    fragment StepUp on StepUp {
  methods
  requiredMethod
  freshUntil
}
    `, {"fragmentName":"StepUp"}) as unknown as TypedDocumentString<StepUpFragment, unknown>;
export const ViewerDocument = new TypedDocumentString(`
    query Viewer {
  viewer {
    ...Viewer
  }
}
    fragment Account on Account {
  accountCode
  loginId
  email
  name
  nameKana
  phone
  department
  locale
  role
  status
  mustChangePassword
  lastLoginAt
  previousLoginAt
}
fragment Viewer on Viewer {
  account {
    ...Account
  }
  session {
    expiresAt
    absoluteExpiresAt
    idleTimeoutSeconds
  }
}`) as unknown as TypedDocumentString<ViewerQuery, ViewerQueryVariables>;
export const UpdateAccountDocument = new TypedDocumentString(`
    mutation UpdateAccount($input: UpdateAccountInput!) {
  updateAccount(input: $input) {
    viewer {
      ...Viewer
    }
    error {
      ...UserError
    }
  }
}
    fragment UserError on UserError {
  code
  field
  retryAfterSeconds
  attemptsRemaining
  stepUpMethod
}
fragment Account on Account {
  accountCode
  loginId
  email
  name
  nameKana
  phone
  department
  locale
  role
  status
  mustChangePassword
  lastLoginAt
  previousLoginAt
}
fragment Viewer on Viewer {
  account {
    ...Account
  }
  session {
    expiresAt
    absoluteExpiresAt
    idleTimeoutSeconds
  }
}`) as unknown as TypedDocumentString<UpdateAccountMutation, UpdateAccountMutationVariables>;
export const RequestEmailChangeDocument = new TypedDocumentString(`
    mutation RequestEmailChange($input: RequestEmailChangeInput!) {
  requestEmailChange(input: $input) {
    pending {
      newEmail
      expiresAt
    }
    error {
      ...UserError
    }
  }
}
    fragment UserError on UserError {
  code
  field
  retryAfterSeconds
  attemptsRemaining
  stepUpMethod
}`) as unknown as TypedDocumentString<RequestEmailChangeMutation, RequestEmailChangeMutationVariables>;
export const ConfirmEmailChangeDocument = new TypedDocumentString(`
    mutation ConfirmEmailChange($input: ConfirmEmailChangeInput!) {
  confirmEmailChange(input: $input) {
    viewer {
      ...Viewer
    }
    error {
      ...UserError
    }
  }
}
    fragment UserError on UserError {
  code
  field
  retryAfterSeconds
  attemptsRemaining
  stepUpMethod
}
fragment Account on Account {
  accountCode
  loginId
  email
  name
  nameKana
  phone
  department
  locale
  role
  status
  mustChangePassword
  lastLoginAt
  previousLoginAt
}
fragment Viewer on Viewer {
  account {
    ...Account
  }
  session {
    expiresAt
    absoluteExpiresAt
    idleTimeoutSeconds
  }
}`) as unknown as TypedDocumentString<ConfirmEmailChangeMutation, ConfirmEmailChangeMutationVariables>;
export const ChangePasswordDocument = new TypedDocumentString(`
    mutation ChangePassword($input: ChangePasswordInput!) {
  changePassword(input: $input) {
    viewer {
      ...Viewer
    }
    error {
      ...UserError
    }
  }
}
    fragment UserError on UserError {
  code
  field
  retryAfterSeconds
  attemptsRemaining
  stepUpMethod
}
fragment Account on Account {
  accountCode
  loginId
  email
  name
  nameKana
  phone
  department
  locale
  role
  status
  mustChangePassword
  lastLoginAt
  previousLoginAt
}
fragment Viewer on Viewer {
  account {
    ...Account
  }
  session {
    expiresAt
    absoluteExpiresAt
    idleTimeoutSeconds
  }
}`) as unknown as TypedDocumentString<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const SessionsDocument = new TypedDocumentString(`
    query Sessions {
  viewer {
    sessions {
      ...DeviceSession
    }
  }
}
    fragment DeviceSession on DeviceSession {
  id
  kind
  signInMethod
  current
  signedInAt
  lastUsedAt
  ipAddress
  device {
    browser
    os
  }
}`) as unknown as TypedDocumentString<SessionsQuery, SessionsQueryVariables>;
export const ActivityDocument = new TypedDocumentString(`
    query Activity($first: Int, $after: String) {
  viewer {
    activity(first: $first, after: $after) {
      nodes {
        ...AccountEvent
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
}
    fragment AccountEvent on AccountEvent {
  id
  kind
  at
  lastAt
  count
  ipAddress
  device {
    browser
    os
  }
  actor
  signInMethod
  failedStep
  changedFields
  maskedEmail
  sessionsEnded
  action
  unlockedBy
  lockedUntil
  passkeyName
  notMeReported
  canReportNotMe
}`) as unknown as TypedDocumentString<ActivityQuery, ActivityQueryVariables>;
export const RevokeSessionDocument = new TypedDocumentString(`
    mutation RevokeSession($id: ID!) {
  revokeSession(id: $id) {
    revoked
    sessions {
      ...DeviceSession
    }
    error {
      ...UserError
    }
  }
}
    fragment UserError on UserError {
  code
  field
  retryAfterSeconds
  attemptsRemaining
  stepUpMethod
}
fragment DeviceSession on DeviceSession {
  id
  kind
  signInMethod
  current
  signedInAt
  lastUsedAt
  ipAddress
  device {
    browser
    os
  }
}`) as unknown as TypedDocumentString<RevokeSessionMutation, RevokeSessionMutationVariables>;
export const RevokeOtherSessionsDocument = new TypedDocumentString(`
    mutation RevokeOtherSessions {
  revokeOtherSessions {
    revoked
    sessions {
      ...DeviceSession
    }
    error {
      ...UserError
    }
  }
}
    fragment UserError on UserError {
  code
  field
  retryAfterSeconds
  attemptsRemaining
  stepUpMethod
}
fragment DeviceSession on DeviceSession {
  id
  kind
  signInMethod
  current
  signedInAt
  lastUsedAt
  ipAddress
  device {
    browser
    os
  }
}`) as unknown as TypedDocumentString<RevokeOtherSessionsMutation, RevokeOtherSessionsMutationVariables>;
export const ReportNotMeDocument = new TypedDocumentString(`
    mutation ReportNotMe($input: ReportNotMeInput!) {
  reportNotMe(input: $input) {
    ok
    error {
      ...UserError
    }
  }
}
    fragment UserError on UserError {
  code
  field
  retryAfterSeconds
  attemptsRemaining
  stepUpMethod
}`) as unknown as TypedDocumentString<ReportNotMeMutation, ReportNotMeMutationVariables>;
export const LoginDocument = new TypedDocumentString(`
    mutation Login($input: LoginInput!) {
  login(input: $input) {
    challenge {
      ...LoginChallenge
    }
    error {
      ...UserError
    }
  }
}
    fragment UserError on UserError {
  code
  field
  retryAfterSeconds
  attemptsRemaining
  stepUpMethod
}
fragment LoginChallenge on LoginChallenge {
  attemptId
  recovery
  maskedEmail
  expiresAt
  resendAvailableAt
  resendsRemaining
  secondStep
  recoveryCodesAvailable
}`) as unknown as TypedDocumentString<LoginMutation, LoginMutationVariables>;
export const StartRecoveryLoginDocument = new TypedDocumentString(`
    mutation StartRecoveryLogin($input: RecoveryLoginInput!) {
  startRecoveryLogin(input: $input) {
    challenge {
      ...LoginChallenge
    }
    error {
      ...UserError
    }
  }
}
    fragment UserError on UserError {
  code
  field
  retryAfterSeconds
  attemptsRemaining
  stepUpMethod
}
fragment LoginChallenge on LoginChallenge {
  attemptId
  recovery
  maskedEmail
  expiresAt
  resendAvailableAt
  resendsRemaining
  secondStep
  recoveryCodesAvailable
}`) as unknown as TypedDocumentString<StartRecoveryLoginMutation, StartRecoveryLoginMutationVariables>;
export const VerifyLoginCodeDocument = new TypedDocumentString(`
    mutation VerifyLoginCode($input: VerifyLoginCodeInput!) {
  verifyLoginCode(input: $input) {
    token
    viewer {
      ...Viewer
    }
    error {
      ...UserError
    }
  }
}
    fragment UserError on UserError {
  code
  field
  retryAfterSeconds
  attemptsRemaining
  stepUpMethod
}
fragment Account on Account {
  accountCode
  loginId
  email
  name
  nameKana
  phone
  department
  locale
  role
  status
  mustChangePassword
  lastLoginAt
  previousLoginAt
}
fragment Viewer on Viewer {
  account {
    ...Account
  }
  session {
    expiresAt
    absoluteExpiresAt
    idleTimeoutSeconds
  }
}`) as unknown as TypedDocumentString<VerifyLoginCodeMutation, VerifyLoginCodeMutationVariables>;
export const ResendLoginCodeDocument = new TypedDocumentString(`
    mutation ResendLoginCode($input: ResendLoginCodeInput!) {
  resendLoginCode(input: $input) {
    challenge {
      ...LoginChallenge
    }
    error {
      ...UserError
    }
  }
}
    fragment UserError on UserError {
  code
  field
  retryAfterSeconds
  attemptsRemaining
  stepUpMethod
}
fragment LoginChallenge on LoginChallenge {
  attemptId
  recovery
  maskedEmail
  expiresAt
  resendAvailableAt
  resendsRemaining
  secondStep
  recoveryCodesAvailable
}`) as unknown as TypedDocumentString<ResendLoginCodeMutation, ResendLoginCodeMutationVariables>;
export const LogoutDocument = new TypedDocumentString(`
    mutation Logout {
  logout {
    ok
    error {
      ...UserError
    }
  }
}
    fragment UserError on UserError {
  code
  field
  retryAfterSeconds
  attemptsRemaining
  stepUpMethod
}`) as unknown as TypedDocumentString<LogoutMutation, LogoutMutationVariables>;
export const RequestPasswordReissueDocument = new TypedDocumentString(`
    mutation RequestPasswordReissue($input: RequestPasswordReissueInput!) {
  requestPasswordReissue(input: $input) {
    accepted
    error {
      ...UserError
    }
  }
}
    fragment UserError on UserError {
  code
  field
  retryAfterSeconds
  attemptsRemaining
  stepUpMethod
}`) as unknown as TypedDocumentString<RequestPasswordReissueMutation, RequestPasswordReissueMutationVariables>;
export const PasswordResetTokenDocument = new TypedDocumentString(`
    query PasswordResetToken($token: String!) {
  passwordResetToken(token: $token) {
    info {
      purpose
      loginId
      expiresAt
    }
    error {
      ...UserError
    }
  }
}
    fragment UserError on UserError {
  code
  field
  retryAfterSeconds
  attemptsRemaining
  stepUpMethod
}`) as unknown as TypedDocumentString<PasswordResetTokenQuery, PasswordResetTokenQueryVariables>;
export const ResetPasswordDocument = new TypedDocumentString(`
    mutation ResetPassword($input: ResetPasswordInput!) {
  resetPassword(input: $input) {
    ok
    error {
      ...UserError
    }
  }
}
    fragment UserError on UserError {
  code
  field
  retryAfterSeconds
  attemptsRemaining
  stepUpMethod
}`) as unknown as TypedDocumentString<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const StepUpStatusDocument = new TypedDocumentString(`
    query StepUpStatus {
  viewer {
    stepUp {
      ...StepUp
    }
  }
}
    fragment StepUp on StepUp {
  methods
  requiredMethod
  freshUntil
}`) as unknown as TypedDocumentString<StepUpStatusQuery, StepUpStatusQueryVariables>;
export const SendStepUpCodeDocument = new TypedDocumentString(`
    mutation SendStepUpCode {
  sendStepUpCode {
    maskedEmail
    expiresAt
    resendAvailableAt
    error {
      ...UserError
    }
  }
}
    fragment UserError on UserError {
  code
  field
  retryAfterSeconds
  attemptsRemaining
  stepUpMethod
}`) as unknown as TypedDocumentString<SendStepUpCodeMutation, SendStepUpCodeMutationVariables>;
export const VerifyStepUpCodeDocument = new TypedDocumentString(`
    mutation VerifyStepUpCode($input: VerifyStepUpCodeInput!) {
  verifyStepUpCode(input: $input) {
    stepUp {
      ...StepUp
    }
    error {
      ...UserError
    }
  }
}
    fragment UserError on UserError {
  code
  field
  retryAfterSeconds
  attemptsRemaining
  stepUpMethod
}
fragment StepUp on StepUp {
  methods
  requiredMethod
  freshUntil
}`) as unknown as TypedDocumentString<VerifyStepUpCodeMutation, VerifyStepUpCodeMutationVariables>;
export const VerifyAuthenticatorAppStepUpDocument = new TypedDocumentString(`
    mutation VerifyAuthenticatorAppStepUp($input: VerifyAuthenticatorAppStepUpInput!) {
  verifyAuthenticatorAppStepUp(input: $input) {
    stepUp {
      ...StepUp
    }
    error {
      ...UserError
    }
  }
}
    fragment UserError on UserError {
  code
  field
  retryAfterSeconds
  attemptsRemaining
  stepUpMethod
}
fragment StepUp on StepUp {
  methods
  requiredMethod
  freshUntil
}`) as unknown as TypedDocumentString<VerifyAuthenticatorAppStepUpMutation, VerifyAuthenticatorAppStepUpMutationVariables>;