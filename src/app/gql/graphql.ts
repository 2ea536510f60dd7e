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

/** How an account signs in, weakest first (the admin console's level). */
export type AccountLevel =
  /** The password, then a code of a confirmed authenticator app (認証アプリ). */
  | 'AUTHENTICATOR_APP'
  /** At least one passkey, besides the password (パスキー). */
  | 'PASSKEY'
  /** Passkeys and no password (パスキーのみ). */
  | 'PASSKEY_ONLY'
  /** The password, then a code mailed to the account's address (パスワードとメール): every account has it. */
  | 'PASSWORD_MAIL';

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
  /** Remove the authenticator app and the recovery codes (「2段階目の認証をリセット」); passkeys and the password stay, every session ends, the owner is mailed. Not for the administrator's own account, nor for one without a password (ACTION_NOT_APPLICABLE). */
  | 'RESET_SECOND_FACTORS'
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

/** Input of adminCreateOAuthClient. */
export type AdminCreateOAuthClientInput = {
  /** Where logout tokens are sent when a user's portal session ends (the redirect URIs' rules); optional. */
  backchannelLogoutUri?: string | null | undefined;
  /** The app's name (1 to 100 characters), shown to users on the consent page. */
  name: string;
  /** Where the app may send the user after logging out (0 to 10, the same rules). */
  postLogoutRedirectUris?: Array<string> | null | undefined;
  /** 1 to 10 redirect URIs, each absolute https (http only on localhost, 127.0.0.1 or [::1]), without a fragment. */
  redirectUris: Array<string>;
  /** The scopes it may ask for; OPENID is required. */
  scopes: Array<OAuthScope>;
  /** Confidential (a server, with a secret) or public (a browser or native app). */
  type: OAuthClientType;
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

/** Input naming a registered app. */
export type AdminOAuthClientInput = {
  /** The client id. */
  clientId: string | number;
};

/** An administrative action recorded in the audit log. */
export type AuditAction =
  /** An app registered (targetClientId). */
  | 'CLIENT_CREATE'
  /** A registered app disabled, its grants and tokens ended (targetClientId). */
  | 'CLIENT_DISABLE'
  /** A registered app's secret replaced (targetClientId). */
  | 'CLIENT_ROTATE_SECRET'
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
  /** The authenticator app and recovery codes removed. */
  | 'RESET_SECOND_FACTORS'
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

/** Input of the first code of a new authenticator app. */
export type ConfirmAuthenticatorEnrolmentInput = {
  /** A 6-digit code of the app. Full-width digits are accepted. */
  code: string;
};

/** Input for applying an e-mail change. */
export type ConfirmEmailChangeInput = {
  /** The 6-digit code from the mail to the new address. */
  code: string;
  /** The new address (must be the one the code went to). */
  newEmail: string;
};

/** Input that needs the current password. */
export type CurrentPasswordInput = {
  /** The current password (REAUTHENTICATION_REQUIRED without it); not asked of a passkey-first account, whose passkey step-up is the re-authentication. */
  currentPassword?: string | null | undefined;
};

/** Input for deleting a passkey. */
export type DeletePasskeyInput = {
  /** The current password (REAUTHENTICATION_REQUIRED without it); not asked of a passkey-first account, whose passkey step-up is the re-authentication. */
  currentPassword?: string | null | undefined;
  /** The passkey. */
  id: string | number;
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

/** Why an account must change its password. */
export type MustChangePasswordReason =
  /** An administrator (or an operator) asked for it. */
  | 'ADMINISTRATOR'
  /** The password was found in a data breach at sign-in. */
  | 'BREACHED_PASSWORD'
  /** A 「心当たりがない」 report ended every session. */
  | 'NOT_ME_REPORT';

/** Input with a "this was not me" link's token. */
export type NotMeLinkInput = {
  /** The token from the link. */
  token: string;
};

/** What a "this was not me" link's mail was about. */
export type NotMeLinkKind =
  /** A passkey added to the account. */
  | 'PASSKEY_ADDED'
  /** A sign-in from a new device. */
  | 'SIGN_IN';

/** Whether a registered app can be used. */
export type OAuthClientStatus =
  /** Users can sign in to it. */
  | 'ACTIVE'
  /** Disabled for good: the provider no longer knows it, and its grants and tokens have ended. */
  | 'DISABLED';

/** How a registered app proves itself at the token endpoint. */
export type OAuthClientType =
  /** A confidential app (a server): a client secret, and PKCE. */
  | 'CONFIDENTIAL'
  /** A public app (a browser or native app): no secret, PKCE alone. */
  | 'PUBLIC';

/** Whether the session of this request completes an app's sign-in (completeOAuthLogin). */
export type OAuthPortalSession =
  /** Signed out: sign in first. */
  | 'MISSING'
  /** The app asks for another account (id_token_hint), or the sign-in was another account's: sign in with that account. */
  | 'OTHER_ACCOUNT'
  /** The app asks for a sign-in newer than this session's (prompt=login, max_age): sign in again. */
  | 'TOO_OLD'
  /** Yes. */
  | 'USABLE';

/** The step of an app's sign-in the person is at. */
export type OAuthPrompt =
  /** Allowing the app what it asks for (「許可する」), or not (「許可しない」). */
  | 'CONSENT'
  /** Signing in: the portal's own sign-in (password and mailed code, or a passkey). */
  | 'LOGIN';

/** A scope an app may ask for. ACCOUNT_READ and ACCOUNT_WRITE let its access tokens use this API. */
export type OAuthScope =
  /** account:read: read the account through this API. */
  | 'ACCOUNT_READ'
  /** account:write: change the account through this API. */
  | 'ACCOUNT_WRITE'
  /** email: the user's e-mail address. */
  | 'EMAIL'
  /** offline_access: stay connected while the user is away (refresh tokens). */
  | 'OFFLINE_ACCESS'
  /** openid: sign the user in (required of every app). */
  | 'OPENID'
  /** profile: the user's name, its reading and language. */
  | 'PROFILE';

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

/** A password manager or platform that keeps passkeys (known by its authenticator's AAGUID). */
export type PasskeyProvider =
  /** Bitwarden. */
  | 'BITWARDEN'
  /** Chrome's own store on a Mac (device-bound). */
  | 'CHROME_ON_MAC'
  /** A Chromium browser's own store. */
  | 'CHROMIUM_BROWSER'
  /** Dashlane. */
  | 'DASHLANE'
  /** Microsoft Edge's own store on a Mac. */
  | 'EDGE_ON_MAC'
  /** Enpass. */
  | 'ENPASS'
  /** Google Password Manager (Chrome, Android). */
  | 'GOOGLE_PASSWORD_MANAGER'
  /** iCloud Keychain / Apple Passwords (also its managed variant). */
  | 'ICLOUD_KEYCHAIN'
  /** KeePassDX. */
  | 'KEEPASSDX'
  /** KeePassXC. */
  | 'KEEPASSXC'
  /** Keeper. */
  | 'KEEPER'
  /** LastPass. */
  | 'LASTPASS'
  /** Microsoft Password Manager (Edge). */
  | 'MICROSOFT_PASSWORD_MANAGER'
  /** NordPass. */
  | 'NORDPASS'
  /** 1Password. */
  | 'ONE_PASSWORD'
  /** Proton Pass. */
  | 'PROTON_PASS'
  /** Samsung Pass. */
  | 'SAMSUNG_PASS'
  /** Windows Hello. */
  | 'WINDOWS_HELLO'
  /** Zoho Vault. */
  | 'ZOHO_VAULT';

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

/** 「パスワードを設定する」's input. */
export type SetPasswordInput = {
  /** The new password (the password policy applies). */
  newPassword: string;
};

/** Why a sign-in failed, when it says more than the step. */
export type SignInFailureReason =
  /** A passkey whose signature counter went back: the authenticator may have been copied. Refused, and the owner mailed. */
  | 'COUNTER_REGRESSION';

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

/** Why the sign-in risk rules decided as they did (README: the sign-in risk rules). */
export type SignInRiskReason =
  /** The password is in a breached-password list: it must be changed. */
  | 'BREACHED_PASSWORD'
  /** The breached-password check did not answer in time; the sign-in went on without it. */
  | 'BREACH_CHECK_UNAVAILABLE'
  /** This browser's device cookie is bound to the account (it signed in here before). */
  | 'KNOWN_DEVICE'
  /** This browser had no device cookie of the account's: the owner was told (except at the very first sign-in). */
  | 'NEW_DEVICE'
  /** A network (/24, /48) the account had not signed in from: the owner was told. */
  | 'NEW_NETWORK'
  /** Within 7 days of a "this was not me" report: the owner was told. */
  | 'RECENT_NOT_ME';

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
  /** The current password (required; the type keeps it optional for clients written before it was). */
  currentPassword?: string | null | undefined;
};

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

export type CancelAccountClosingMutationVariables = Exact<{ [key: string]: never; }>;


export type CancelAccountClosingMutation = { cancelAccountClosing: { __typename: 'AccountClosingPayload', deletesAt: string | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type PasswordOwnerQueryVariables = Exact<{ [key: string]: never; }>;


export type PasswordOwnerQuery = { viewer: { __typename: 'Viewer', account: { __typename: 'Account', accountCode: string, loginId: string, email: string, mustChangePasswordReason: MustChangePasswordReason | null } } | null };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: { __typename: 'ChangePasswordPayload', viewer: { __typename: 'Viewer', account: { __typename: 'Account', accountCode: string, name: string, role: Role, locale: Locale, mustChangePassword: boolean, closingDeletesAt: string | null, previousLoginAt: string | null }, session: { __typename: 'Session', expiresAt: string, idleTimeoutSeconds: number } } | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type DeviceSessionFieldsFragment = { __typename: 'DeviceSession', id: string, kind: SessionKind, signInMethod: SignInMethod, current: boolean, signedInAt: string, lastUsedAt: string, ipAddress: string | null, device: { __typename: 'Device', browser: string | null, os: string | null } };

export type AccountEventFieldsFragment = { __typename: 'AccountEvent', id: string, kind: AccountEventKind, at: string, lastAt: string, count: number, ipAddress: string | null, actor: EventActor, signInMethod: SignInMethod | null, failedStep: SignInStep | null, failureReason: SignInFailureReason | null, riskReasons: Array<SignInRiskReason> | null, changedFields: Array<string> | null, maskedEmail: string | null, sessionsEnded: number | null, action: string | null, unlockedBy: UnlockedBy | null, lockedUntil: string | null, passkeyName: string | null, removedPasskeys: Array<string> | null, recoveryCodesRemaining: number | null, disconnectedApps: Array<string> | null, appName: string | null, notMeReported: boolean, canReportNotMe: boolean, device: { __typename: 'Device', browser: string | null, os: string | null } };

export type StepUpStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type StepUpStatusQuery = { viewer: { __typename: 'Viewer', stepUp: { __typename: 'StepUp', methods: Array<StepUpMethod>, requiredMethod: StepUpMethod, freshUntil: string | null } } | null };

export type StartPasskeyStepUpMutationVariables = Exact<{ [key: string]: never; }>;


export type StartPasskeyStepUpMutation = { startPasskeyStepUp: { __typename: 'StartPasskeySignInPayload', ceremonyId: string | null, options: { __typename: 'PasskeyRequestOptions', challenge: string, timeout: number | null, rpId: string | null, userVerification: string | null, hints: Array<string> | null, allowCredentials: Array<{ __typename: 'PasskeyCredentialDescriptor', id: string, type: string, transports: Array<string> | null }> | null } | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type FinishPasskeyStepUpMutationVariables = Exact<{
  input: FinishPasskeySignInInput;
}>;


export type FinishPasskeyStepUpMutation = { finishPasskeyStepUp: { __typename: 'StepUpPayload', stepUp: { __typename: 'StepUp', freshUntil: string | null } | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type SendStepUpCodeMutationVariables = Exact<{ [key: string]: never; }>;


export type SendStepUpCodeMutation = { sendStepUpCode: { __typename: 'SendStepUpCodePayload', maskedEmail: string | null, expiresAt: string | null, resendAvailableAt: string | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type VerifyStepUpCodeMutationVariables = Exact<{
  input: VerifyStepUpCodeInput;
}>;


export type VerifyStepUpCodeMutation = { verifyStepUpCode: { __typename: 'StepUpPayload', stepUp: { __typename: 'StepUp', freshUntil: string | null } | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type VerifyAuthenticatorAppStepUpMutationVariables = Exact<{
  input: VerifyAuthenticatorAppStepUpInput;
}>;


export type VerifyAuthenticatorAppStepUpMutation = { verifyAuthenticatorAppStepUp: { __typename: 'StepUpPayload', stepUp: { __typename: 'StepUp', freshUntil: string | null } | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type UserErrorFieldsFragment = { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null };

export type AccountDetailsFieldsFragment = { __typename: 'Account', accountCode: string, loginId: string, email: string, name: string, nameKana: string, phone: string | null, department: string | null, locale: Locale };

export type AccountViewerFieldsFragment = { __typename: 'Viewer', account: { __typename: 'Account', accountCode: string, name: string, role: Role, locale: Locale, mustChangePassword: boolean, closingDeletesAt: string | null, previousLoginAt: string | null, loginId: string, email: string, nameKana: string, phone: string | null, department: string | null }, session: { __typename: 'Session', expiresAt: string, idleTimeoutSeconds: number } };

export type AccountPasswordlessQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountPasswordlessQuery = { viewer: { __typename: 'Viewer', secondFactors: { __typename: 'SecondFactors', passwordless: boolean } } | null };

export type AccountDetailsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountDetailsQuery = { viewer: { __typename: 'Viewer', account: { __typename: 'Account', accountCode: string, name: string, role: Role, locale: Locale, mustChangePassword: boolean, closingDeletesAt: string | null, previousLoginAt: string | null, loginId: string, email: string, nameKana: string, phone: string | null, department: string | null }, session: { __typename: 'Session', expiresAt: string, idleTimeoutSeconds: number } } | null };

export type UpdateAccountMutationVariables = Exact<{
  input: UpdateAccountInput;
}>;


export type UpdateAccountMutation = { updateAccount: { __typename: 'UpdateAccountPayload', viewer: { __typename: 'Viewer', account: { __typename: 'Account', accountCode: string, name: string, role: Role, locale: Locale, mustChangePassword: boolean, closingDeletesAt: string | null, previousLoginAt: string | null, loginId: string, email: string, nameKana: string, phone: string | null, department: string | null }, session: { __typename: 'Session', expiresAt: string, idleTimeoutSeconds: number } } | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type RequestEmailChangeMutationVariables = Exact<{
  input: RequestEmailChangeInput;
}>;


export type RequestEmailChangeMutation = { requestEmailChange: { __typename: 'RequestEmailChangePayload', pending: { __typename: 'PendingEmailChange', newEmail: string, expiresAt: string } | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type ConfirmEmailChangeMutationVariables = Exact<{
  input: ConfirmEmailChangeInput;
}>;


export type ConfirmEmailChangeMutation = { confirmEmailChange: { __typename: 'ConfirmEmailChangePayload', viewer: { __typename: 'Viewer', account: { __typename: 'Account', accountCode: string, name: string, role: Role, locale: Locale, mustChangePassword: boolean, closingDeletesAt: string | null, previousLoginAt: string | null, loginId: string, email: string, nameKana: string, phone: string | null, department: string | null }, session: { __typename: 'Session', expiresAt: string, idleTimeoutSeconds: number } } | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type AdminAccountDetailFieldsFragment = { __typename: 'AdminAccountDetail', phone: string | null, department: string | null, locale: Locale, updatedAt: string, failedLoginCount: number, self: boolean, account: { __typename: 'AdminAccount', accountCode: string, loginId: string, email: string, name: string, nameKana: string, role: Role, status: AccountStatus, mustChangePassword: boolean, invitationPending: boolean, lockedUntil: string | null, lastLoginAt: string | null, createdAt: string, level: AccountLevel }, methods: { __typename: 'AdminAccountMethods', password: boolean, passkeys: number, authenticatorApp: boolean, recoveryCodesRemaining: number | null }, sessions: Array<{ __typename: 'DeviceSession', id: string, kind: SessionKind, signInMethod: SignInMethod, current: boolean, signedInAt: string, lastUsedAt: string, ipAddress: string | null, device: { __typename: 'Device', browser: string | null, os: string | null } }> };

export type AdminAccountQueryVariables = Exact<{
  accountCode: string | number;
}>;


export type AdminAccountQuery = { adminAccount: { __typename: 'AdminAccountDetail', phone: string | null, department: string | null, locale: Locale, updatedAt: string, failedLoginCount: number, self: boolean, account: { __typename: 'AdminAccount', accountCode: string, loginId: string, email: string, name: string, nameKana: string, role: Role, status: AccountStatus, mustChangePassword: boolean, invitationPending: boolean, lockedUntil: string | null, lastLoginAt: string | null, createdAt: string, level: AccountLevel }, methods: { __typename: 'AdminAccountMethods', password: boolean, passkeys: number, authenticatorApp: boolean, recoveryCodesRemaining: number | null }, sessions: Array<{ __typename: 'DeviceSession', id: string, kind: SessionKind, signInMethod: SignInMethod, current: boolean, signedInAt: string, lastUsedAt: string, ipAddress: string | null, device: { __typename: 'Device', browser: string | null, os: string | null } }> } | null };

export type AdminAccountActivityQueryVariables = Exact<{
  accountCode: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminAccountActivityQuery = { adminAccount: { __typename: 'AdminAccountDetail', activity: { __typename: 'AccountEventConnection', nodes: Array<{ __typename: 'AccountEvent', id: string, kind: AccountEventKind, at: string, lastAt: string, count: number, ipAddress: string | null, actor: EventActor, signInMethod: SignInMethod | null, failedStep: SignInStep | null, failureReason: SignInFailureReason | null, riskReasons: Array<SignInRiskReason> | null, changedFields: Array<string> | null, maskedEmail: string | null, sessionsEnded: number | null, action: string | null, unlockedBy: UnlockedBy | null, lockedUntil: string | null, passkeyName: string | null, removedPasskeys: Array<string> | null, recoveryCodesRemaining: number | null, disconnectedApps: Array<string> | null, appName: string | null, notMeReported: boolean, canReportNotMe: boolean, device: { __typename: 'Device', browser: string | null, os: string | null } }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } } | null };

export type AdminAccountActionMutationVariables = Exact<{
  input: AdminAccountActionInput;
}>;


export type AdminAccountActionMutation = { adminAccountAction: { __typename: 'AdminAccountPayload', account: { __typename: 'AdminAccountDetail', phone: string | null, department: string | null, locale: Locale, updatedAt: string, failedLoginCount: number, self: boolean, account: { __typename: 'AdminAccount', accountCode: string, loginId: string, email: string, name: string, nameKana: string, role: Role, status: AccountStatus, mustChangePassword: boolean, invitationPending: boolean, lockedUntil: string | null, lastLoginAt: string | null, createdAt: string, level: AccountLevel }, methods: { __typename: 'AdminAccountMethods', password: boolean, passkeys: number, authenticatorApp: boolean, recoveryCodesRemaining: number | null }, sessions: Array<{ __typename: 'DeviceSession', id: string, kind: SessionKind, signInMethod: SignInMethod, current: boolean, signedInAt: string, lastUsedAt: string, ipAddress: string | null, device: { __typename: 'Device', browser: string | null, os: string | null } }> } | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type AdminAccountSearchQueryVariables = Exact<{
  search?: string | null | undefined;
  role?: Role | null | undefined;
  status?: AccountStatus | null | undefined;
  level?: AccountLevel | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminAccountSearchQuery = { adminAccountSearch: { __typename: 'AdminAccountConnection', complete: boolean, nodes: Array<{ __typename: 'AdminAccount', accountCode: string, loginId: string, email: string, name: string, nameKana: string, role: Role, status: AccountStatus, mustChangePassword: boolean, invitationPending: boolean, createdAt: string, level: AccountLevel }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type AdminAccountRowFragment = { __typename: 'AdminAccount', accountCode: string, loginId: string, email: string, name: string, nameKana: string, role: Role, status: AccountStatus, mustChangePassword: boolean, invitationPending: boolean, createdAt: string, level: AccountLevel };

export type AdminAccountFieldsFragment = { __typename: 'AdminAccount', accountCode: string, loginId: string, email: string, name: string, nameKana: string, role: Role, status: AccountStatus, mustChangePassword: boolean, invitationPending: boolean, lockedUntil: string | null, lastLoginAt: string | null, createdAt: string, level: AccountLevel };

export type AdminAuditQueryVariables = Exact<{
  accountCode?: string | number | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminAuditQuery = { adminAudit: { __typename: 'AuditConnection', nodes: Array<{ __typename: 'AuditEntry', id: string, at: string, actor: AuditActor, actorAccountCode: string | null, actorLoginId: string | null, action: AuditAction, targetAccountCode: string | null, targetLoginId: string | null, targetClientId: string | null, targetClientName: string | null, role: Role | null, ipAddress: string | null }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type OAuthClientFieldsFragment = { __typename: 'OAuthClient', clientId: string, name: string, redirectUris: Array<string>, postLogoutRedirectUris: Array<string>, type: OAuthClientType, scopes: Array<OAuthScope>, backchannelLogoutUri: string | null, status: OAuthClientStatus, createdAt: string, createdByAccountCode: string | null, createdByLoginId: string | null, secretRotatedAt: string | null, disabledAt: string | null };

export type AdminOAuthClientsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminOAuthClientsQuery = { adminOAuthClients: Array<{ __typename: 'OAuthClient', clientId: string, name: string, redirectUris: Array<string>, postLogoutRedirectUris: Array<string>, type: OAuthClientType, scopes: Array<OAuthScope>, backchannelLogoutUri: string | null, status: OAuthClientStatus, createdAt: string, createdByAccountCode: string | null, createdByLoginId: string | null, secretRotatedAt: string | null, disabledAt: string | null }> };

export type AdminCreateOAuthClientMutationVariables = Exact<{
  input: AdminCreateOAuthClientInput;
}>;


export type AdminCreateOAuthClientMutation = { adminCreateOAuthClient: { __typename: 'AdminOAuthClientSecretPayload', clientSecret: string | null, client: { __typename: 'OAuthClient', clientId: string, name: string, redirectUris: Array<string>, postLogoutRedirectUris: Array<string>, type: OAuthClientType, scopes: Array<OAuthScope>, backchannelLogoutUri: string | null, status: OAuthClientStatus, createdAt: string, createdByAccountCode: string | null, createdByLoginId: string | null, secretRotatedAt: string | null, disabledAt: string | null } | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type AdminRotateOAuthClientSecretMutationVariables = Exact<{
  input: AdminOAuthClientInput;
}>;


export type AdminRotateOAuthClientSecretMutation = { adminRotateOAuthClientSecret: { __typename: 'AdminOAuthClientSecretPayload', clientSecret: string | null, client: { __typename: 'OAuthClient', clientId: string, name: string, redirectUris: Array<string>, postLogoutRedirectUris: Array<string>, type: OAuthClientType, scopes: Array<OAuthScope>, backchannelLogoutUri: string | null, status: OAuthClientStatus, createdAt: string, createdByAccountCode: string | null, createdByLoginId: string | null, secretRotatedAt: string | null, disabledAt: string | null } | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type AdminDisableOAuthClientMutationVariables = Exact<{
  input: AdminOAuthClientInput;
}>;


export type AdminDisableOAuthClientMutation = { adminDisableOAuthClient: { __typename: 'AdminOAuthClientPayload', client: { __typename: 'OAuthClient', clientId: string, name: string, redirectUris: Array<string>, postLogoutRedirectUris: Array<string>, type: OAuthClientType, scopes: Array<OAuthScope>, backchannelLogoutUri: string | null, status: OAuthClientStatus, createdAt: string, createdByAccountCode: string | null, createdByLoginId: string | null, secretRotatedAt: string | null, disabledAt: string | null } | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type AdminClosingAccountsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminClosingAccountsQuery = { adminClosingAccounts: Array<{ __typename: 'Account', accountCode: string, loginId: string, name: string, closingRequestedAt: string | null, closingDeletesAt: string | null }> };

export type AdminInviteAccountMutationVariables = Exact<{
  input: AdminInviteAccountInput;
}>;


export type AdminInviteAccountMutation = { adminInviteAccount: { __typename: 'AdminAccountPayload', account: { __typename: 'AdminAccountDetail', account: { __typename: 'AdminAccount', accountCode: string, email: string } } | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type StartRecoveryLoginMutationVariables = Exact<{
  input: RecoveryLoginInput;
}>;


export type StartRecoveryLoginMutation = { startRecoveryLogin: { __typename: 'LoginPayload', challenge: { __typename: 'LoginChallenge', secondStep: SecondStep, recoveryCodesAvailable: boolean, recovery: boolean, maskedEmail: string, expiresAt: string, resendAvailableAt: string, resendsRemaining: number } | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type LoginChallengeFieldsFragment = { __typename: 'LoginChallenge', secondStep: SecondStep, recoveryCodesAvailable: boolean, recovery: boolean, maskedEmail: string, expiresAt: string, resendAvailableAt: string, resendsRemaining: number };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { __typename: 'LoginPayload', challenge: { __typename: 'LoginChallenge', secondStep: SecondStep, recoveryCodesAvailable: boolean, recovery: boolean, maskedEmail: string, expiresAt: string, resendAvailableAt: string, resendsRemaining: number } | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type StartPasskeySignInMutationVariables = Exact<{ [key: string]: never; }>;


export type StartPasskeySignInMutation = { startPasskeySignIn: { __typename: 'StartPasskeySignInPayload', ceremonyId: string | null, options: { __typename: 'PasskeyRequestOptions', challenge: string, timeout: number | null, rpId: string | null, userVerification: string | null, hints: Array<string> | null, allowCredentials: Array<{ __typename: 'PasskeyCredentialDescriptor', id: string, type: string, transports: Array<string> | null }> | null } | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type FinishPasskeySignInMutationVariables = Exact<{
  input: FinishPasskeySignInInput;
}>;


export type FinishPasskeySignInMutation = { finishPasskeySignIn: { __typename: 'FinishPasskeySignInPayload', viewer: { __typename: 'Viewer', account: { __typename: 'Account', accountCode: string, name: string, role: Role, locale: Locale, mustChangePassword: boolean, closingDeletesAt: string | null, previousLoginAt: string | null }, session: { __typename: 'Session', expiresAt: string, idleTimeoutSeconds: number } } | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type DataExportLinkQueryVariables = Exact<{
  token: string;
}>;


export type DataExportLinkQuery = { dataExportLink: { __typename: 'DataExportLinkPayload', expiresAt: string | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type NotMeLinkQueryVariables = Exact<{
  token: string;
}>;


export type NotMeLinkQuery = { notMeLink: { __typename: 'NotMeLinkPayload', info: { __typename: 'NotMeLinkInfo', expiresAt: string, signedInAt: string, kind: NotMeLinkKind, passkeyName: string | null, device: { __typename: 'Device', browser: string | null, os: string | null } } | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type ReportNotMeByLinkMutationVariables = Exact<{
  input: NotMeLinkInput;
}>;


export type ReportNotMeByLinkMutation = { reportNotMeByLink: { __typename: 'ReportNotMePayload', ok: boolean, removedPasskeys: Array<string> | null, resetLinkSentTo: string | null, addressRestored: boolean | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type OAuthInteractionQueryVariables = Exact<{
  id: string | number;
}>;


export type OAuthInteractionQuery = { oauthInteraction: { __typename: 'OAuthInteractionPayload', interaction: { __typename: 'OAuthInteraction', id: string, prompt: OAuthPrompt, reasons: Array<string>, scopes: Array<OAuthScope>, newScopes: Array<OAuthScope>, loginHint: string | null, locale: Locale | null, portalSession: OAuthPortalSession, expiresAt: string, app: { __typename: 'OAuthInteractionApp', clientId: string, name: string } } | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type CompleteOAuthLoginMutationVariables = Exact<{
  id: string | number;
}>;


export type CompleteOAuthLoginMutation = { completeOAuthLogin: { __typename: 'OAuthInteractionStepPayload', returnTo: string | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type DecideOAuthConsentMutationVariables = Exact<{
  id: string | number;
  allow: boolean;
}>;


export type DecideOAuthConsentMutation = { decideOAuthConsent: { __typename: 'OAuthInteractionStepPayload', returnTo: string | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type LoginChallengeQueryVariables = Exact<{ [key: string]: never; }>;


export type LoginChallengeQuery = { loginChallenge: { __typename: 'LoginChallenge', secondStep: SecondStep, recoveryCodesAvailable: boolean, recovery: boolean, maskedEmail: string, expiresAt: string, resendAvailableAt: string, resendsRemaining: number } | null };

export type VerifyLoginCodeMutationVariables = Exact<{
  input: VerifyLoginCodeInput;
}>;


export type VerifyLoginCodeMutation = { verifyLoginCode: { __typename: 'VerifyLoginCodePayload', viewer: { __typename: 'Viewer', account: { __typename: 'Account', accountCode: string, name: string, role: Role, locale: Locale, mustChangePassword: boolean, closingDeletesAt: string | null, previousLoginAt: string | null }, session: { __typename: 'Session', expiresAt: string, idleTimeoutSeconds: number } } | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type ResendLoginCodeMutationVariables = Exact<{ [key: string]: never; }>;


export type ResendLoginCodeMutation = { resendLoginCode: { __typename: 'ResendLoginCodePayload', challenge: { __typename: 'LoginChallenge', secondStep: SecondStep, recoveryCodesAvailable: boolean, recovery: boolean, maskedEmail: string, expiresAt: string, resendAvailableAt: string, resendsRemaining: number } | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type RequestPasswordReissueMutationVariables = Exact<{
  input: RequestPasswordReissueInput;
}>;


export type RequestPasswordReissueMutation = { requestPasswordReissue: { __typename: 'RequestPasswordReissuePayload', accepted: boolean, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type PasswordResetTokenQueryVariables = Exact<{
  token: string;
}>;


export type PasswordResetTokenQuery = { passwordResetToken: { __typename: 'PasswordResetTokenPayload', info: { __typename: 'PasswordResetTokenInfo', purpose: PasswordResetPurpose, loginId: string, expiresAt: string } | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: { __typename: 'ResetPasswordPayload', ok: boolean, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type RequestAccountClosingMutationVariables = Exact<{ [key: string]: never; }>;


export type RequestAccountClosingMutation = { requestAccountClosing: { __typename: 'AccountClosingPayload', deletesAt: string | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type ConnectedAppFieldsFragment = { __typename: 'ConnectedApp', clientId: string, name: string, scopes: Array<OAuthScope>, allowedAt: string, lastUsedAt: string | null };

export type ConnectedAppsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConnectedAppsQuery = { viewer: { __typename: 'Viewer', connectedApps: Array<{ __typename: 'ConnectedApp', clientId: string, name: string, scopes: Array<OAuthScope>, allowedAt: string, lastUsedAt: string | null }> } | null };

export type RevokeConnectedAppMutationVariables = Exact<{
  clientId: string | number;
}>;


export type RevokeConnectedAppMutation = { revokeConnectedApp: { __typename: 'RevokeConnectedAppPayload', connectedApps: Array<{ __typename: 'ConnectedApp', clientId: string, name: string, scopes: Array<OAuthScope>, allowedAt: string, lastUsedAt: string | null }> | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type RequestDataExportMutationVariables = Exact<{ [key: string]: never; }>;


export type RequestDataExportMutation = { requestDataExport: { __typename: 'DataExportLinkPayload', expiresAt: string | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type PasskeyFieldsFragment = { __typename: 'Passkey', id: string, name: string, createdAt: string, lastUsedAt: string | null, synced: boolean, credentialId: string, provider: PasskeyProvider | null };

export type PasskeysQueryVariables = Exact<{ [key: string]: never; }>;


export type PasskeysQuery = { viewer: { __typename: 'Viewer', account: { __typename: 'Account', loginId: string, name: string }, passkeys: Array<{ __typename: 'Passkey', id: string, name: string, createdAt: string, lastUsedAt: string | null, synced: boolean, credentialId: string, provider: PasskeyProvider | null }>, passkeyOwner: { __typename: 'PasskeyOwner', rpId: string, userHandle: string }, secondFactors: { __typename: 'SecondFactors', passwordless: boolean } } | null };

export type StartPasskeyRegistrationMutationVariables = Exact<{
  input: StartPasskeyRegistrationInput;
}>;


export type StartPasskeyRegistrationMutation = { startPasskeyRegistration: { __typename: 'StartPasskeyRegistrationPayload', ceremonyId: string | null, options: { __typename: 'PasskeyCreationOptions', challenge: string, timeout: number | null, attestation: string | null, hints: Array<string> | null, rp: { __typename: 'PasskeyRelyingParty', id: string | null, name: string }, user: { __typename: 'PasskeyUser', id: string, name: string, displayName: string }, pubKeyCredParams: Array<{ __typename: 'PasskeyCredentialParameter', alg: number, type: string }>, excludeCredentials: Array<{ __typename: 'PasskeyCredentialDescriptor', id: string, type: string, transports: Array<string> | null }> | null, authenticatorSelection: { __typename: 'PasskeyAuthenticatorSelection', authenticatorAttachment: string | null, requireResidentKey: boolean | null, residentKey: string | null, userVerification: string | null } | null, extensions: { __typename: 'PasskeyRegistrationExtensions', credProps: boolean | null } | null } | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type FinishPasskeyRegistrationMutationVariables = Exact<{
  input: FinishPasskeyRegistrationInput;
}>;


export type FinishPasskeyRegistrationMutation = { finishPasskeyRegistration: { __typename: 'FinishPasskeyRegistrationPayload', passkey: { __typename: 'Passkey', id: string, name: string, createdAt: string, lastUsedAt: string | null, synced: boolean, credentialId: string, provider: PasskeyProvider | null } | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type RenamePasskeyMutationVariables = Exact<{
  input: RenamePasskeyInput;
}>;


export type RenamePasskeyMutation = { renamePasskey: { __typename: 'PasskeyPayload', passkey: { __typename: 'Passkey', id: string, name: string, createdAt: string, lastUsedAt: string | null, synced: boolean, credentialId: string, provider: PasskeyProvider | null } | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type DeletePasskeyMutationVariables = Exact<{
  input: DeletePasskeyInput;
}>;


export type DeletePasskeyMutation = { deletePasskey: { __typename: 'DeletePasskeyPayload', ok: boolean, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type SecondFactorsFieldsFragment = { __typename: 'SecondFactors', passwordless: boolean, authenticatorApp: { __typename: 'AuthenticatorApp', confirmedAt: string } | null, recoveryCodes: { __typename: 'RecoveryCodesState', remaining: number, createdAt: string } | null };

export type SecondFactorsQueryVariables = Exact<{ [key: string]: never; }>;


export type SecondFactorsQuery = { viewer: { __typename: 'Viewer', account: { __typename: 'Account', loginId: string, email: string }, secondFactors: { __typename: 'SecondFactors', passwordless: boolean, authenticatorApp: { __typename: 'AuthenticatorApp', confirmedAt: string } | null, recoveryCodes: { __typename: 'RecoveryCodesState', remaining: number, createdAt: string } | null } } | null };

export type StartAuthenticatorEnrolmentMutationVariables = Exact<{
  input: CurrentPasswordInput;
}>;


export type StartAuthenticatorEnrolmentMutation = { startAuthenticatorEnrolment: { __typename: 'StartAuthenticatorEnrolmentPayload', secret: string | null, otpauthUri: string | null, expiresAt: string | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type ConfirmAuthenticatorEnrolmentMutationVariables = Exact<{
  input: ConfirmAuthenticatorEnrolmentInput;
}>;


export type ConfirmAuthenticatorEnrolmentMutation = { confirmAuthenticatorEnrolment: { __typename: 'SecondFactorsPayload', secondFactors: { __typename: 'SecondFactors', passwordless: boolean, authenticatorApp: { __typename: 'AuthenticatorApp', confirmedAt: string } | null, recoveryCodes: { __typename: 'RecoveryCodesState', remaining: number, createdAt: string } | null } | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type RemoveAuthenticatorMutationVariables = Exact<{
  input: CurrentPasswordInput;
}>;


export type RemoveAuthenticatorMutation = { removeAuthenticator: { __typename: 'SecondFactorsPayload', secondFactors: { __typename: 'SecondFactors', passwordless: boolean, authenticatorApp: { __typename: 'AuthenticatorApp', confirmedAt: string } | null, recoveryCodes: { __typename: 'RecoveryCodesState', remaining: number, createdAt: string } | null } | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type GenerateRecoveryCodesMutationVariables = Exact<{
  input: CurrentPasswordInput;
}>;


export type GenerateRecoveryCodesMutation = { generateRecoveryCodes: { __typename: 'GenerateRecoveryCodesPayload', codes: Array<string> | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type RemovePasswordMutationVariables = Exact<{ [key: string]: never; }>;


export type RemovePasswordMutation = { removePassword: { __typename: 'SecondFactorsPayload', secondFactors: { __typename: 'SecondFactors', passwordless: boolean, authenticatorApp: { __typename: 'AuthenticatorApp', confirmedAt: string } | null, recoveryCodes: { __typename: 'RecoveryCodesState', remaining: number, createdAt: string } | null } | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type SetPasswordMutationVariables = Exact<{
  input: SetPasswordInput;
}>;


export type SetPasswordMutation = { setPassword: { __typename: 'SecondFactorsPayload', secondFactors: { __typename: 'SecondFactors', passwordless: boolean, authenticatorApp: { __typename: 'AuthenticatorApp', confirmedAt: string } | null, recoveryCodes: { __typename: 'RecoveryCodesState', remaining: number, createdAt: string } | null } | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type SecuritySessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SecuritySessionsQuery = { viewer: { __typename: 'Viewer', sessions: Array<{ __typename: 'DeviceSession', id: string, kind: SessionKind, signInMethod: SignInMethod, current: boolean, signedInAt: string, lastUsedAt: string, ipAddress: string | null, device: { __typename: 'Device', browser: string | null, os: string | null } }> } | null };

export type SecurityActivityQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type SecurityActivityQuery = { viewer: { __typename: 'Viewer', activity: { __typename: 'AccountEventConnection', nodes: Array<{ __typename: 'AccountEvent', id: string, kind: AccountEventKind, at: string, lastAt: string, count: number, ipAddress: string | null, actor: EventActor, signInMethod: SignInMethod | null, failedStep: SignInStep | null, failureReason: SignInFailureReason | null, riskReasons: Array<SignInRiskReason> | null, changedFields: Array<string> | null, maskedEmail: string | null, sessionsEnded: number | null, action: string | null, unlockedBy: UnlockedBy | null, lockedUntil: string | null, passkeyName: string | null, removedPasskeys: Array<string> | null, recoveryCodesRemaining: number | null, disconnectedApps: Array<string> | null, appName: string | null, notMeReported: boolean, canReportNotMe: boolean, device: { __typename: 'Device', browser: string | null, os: string | null } }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } } | null };

export type RevokeSessionMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeSessionMutation = { revokeSession: { __typename: 'RevokeSessionsPayload', revoked: number | null, sessions: Array<{ __typename: 'DeviceSession', id: string, kind: SessionKind, signInMethod: SignInMethod, current: boolean, signedInAt: string, lastUsedAt: string, ipAddress: string | null, device: { __typename: 'Device', browser: string | null, os: string | null } }> | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type RevokeOtherSessionsMutationVariables = Exact<{ [key: string]: never; }>;


export type RevokeOtherSessionsMutation = { revokeOtherSessions: { __typename: 'RevokeSessionsPayload', revoked: number | null, sessions: Array<{ __typename: 'DeviceSession', id: string, kind: SessionKind, signInMethod: SignInMethod, current: boolean, signedInAt: string, lastUsedAt: string, ipAddress: string | null, device: { __typename: 'Device', browser: string | null, os: string | null } }> | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type ReportNotMeMutationVariables = Exact<{
  input: ReportNotMeInput;
}>;


export type ReportNotMeMutation = { reportNotMe: { __typename: 'ReportNotMePayload', ok: boolean, removedPasskeys: Array<string> | null, resetLinkSentTo: string | null, addressRestored: boolean | null, error: { __typename: 'UserError', code: ErrorCode, field: string | null, retryAfterSeconds: number | null, attemptsRemaining: number | null, stepUpMethod: StepUpMethod | null } | null } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: { __typename: 'LogoutPayload', ok: boolean, error: { __typename: 'UserError', code: ErrorCode } | null } };

export type ViewerFieldsFragment = { __typename: 'Viewer', account: { __typename: 'Account', accountCode: string, name: string, role: Role, locale: Locale, mustChangePassword: boolean, closingDeletesAt: string | null, previousLoginAt: string | null }, session: { __typename: 'Session', expiresAt: string, idleTimeoutSeconds: number } };

export type ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerQuery = { viewer: { __typename: 'Viewer', account: { __typename: 'Account', accountCode: string, name: string, role: Role, locale: Locale, mustChangePassword: boolean, closingDeletesAt: string | null, previousLoginAt: string | null }, session: { __typename: 'Session', expiresAt: string, idleTimeoutSeconds: number } } | null };

export const AccountEventFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"lastAt"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"browser"}},{"kind":"Field","name":{"kind":"Name","value":"os"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"signInMethod"}},{"kind":"Field","name":{"kind":"Name","value":"failedStep"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"riskReasons"}},{"kind":"Field","name":{"kind":"Name","value":"changedFields"}},{"kind":"Field","name":{"kind":"Name","value":"maskedEmail"}},{"kind":"Field","name":{"kind":"Name","value":"sessionsEnded"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"unlockedBy"}},{"kind":"Field","name":{"kind":"Name","value":"lockedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"passkeyName"}},{"kind":"Field","name":{"kind":"Name","value":"removedPasskeys"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"disconnectedApps"}},{"kind":"Field","name":{"kind":"Name","value":"appName"}},{"kind":"Field","name":{"kind":"Name","value":"notMeReported"}},{"kind":"Field","name":{"kind":"Name","value":"canReportNotMe"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AccountEventFieldsFragment, unknown>;
export const UserErrorFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"stepUpMethod"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<UserErrorFieldsFragment, unknown>;
export const ViewerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"closingDeletesAt"}},{"kind":"Field","name":{"kind":"Name","value":"previousLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"idleTimeoutSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<ViewerFieldsFragment, unknown>;
export const AccountDetailsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountCode"}},{"kind":"Field","name":{"kind":"Name","value":"loginId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameKana"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AccountDetailsFieldsFragment, unknown>;
export const AccountViewerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountDetailsFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"closingDeletesAt"}},{"kind":"Field","name":{"kind":"Name","value":"previousLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"idleTimeoutSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountCode"}},{"kind":"Field","name":{"kind":"Name","value":"loginId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameKana"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AccountViewerFieldsFragment, unknown>;
export const AdminAccountFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountCode"}},{"kind":"Field","name":{"kind":"Name","value":"loginId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameKana"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"invitationPending"}},{"kind":"Field","name":{"kind":"Name","value":"lockedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AdminAccountFieldsFragment, unknown>;
export const DeviceSessionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeviceSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeviceSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"signInMethod"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"signedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"browser"}},{"kind":"Field","name":{"kind":"Name","value":"os"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<DeviceSessionFieldsFragment, unknown>;
export const AdminAccountDetailFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAccountDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminAccountDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAccountFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"failedLoginCount"}},{"kind":"Field","name":{"kind":"Name","value":"self"}},{"kind":"Field","name":{"kind":"Name","value":"methods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"password"}},{"kind":"Field","name":{"kind":"Name","value":"passkeys"}},{"kind":"Field","name":{"kind":"Name","value":"authenticatorApp"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeviceSessionFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountCode"}},{"kind":"Field","name":{"kind":"Name","value":"loginId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameKana"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"invitationPending"}},{"kind":"Field","name":{"kind":"Name","value":"lockedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeviceSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeviceSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"signInMethod"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"signedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"browser"}},{"kind":"Field","name":{"kind":"Name","value":"os"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AdminAccountDetailFieldsFragment, unknown>;
export const AdminAccountRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAccountRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountCode"}},{"kind":"Field","name":{"kind":"Name","value":"loginId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameKana"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"invitationPending"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AdminAccountRowFragment, unknown>;
export const OAuthClientFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OAuthClientFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OAuthClient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUris"}},{"kind":"Field","name":{"kind":"Name","value":"postLogoutRedirectUris"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"backchannelLogoutUri"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByAccountCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdByLoginId"}},{"kind":"Field","name":{"kind":"Name","value":"secretRotatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<OAuthClientFieldsFragment, unknown>;
export const LoginChallengeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginChallengeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginChallenge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secondStep"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"recovery"}},{"kind":"Field","name":{"kind":"Name","value":"maskedEmail"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"resendAvailableAt"}},{"kind":"Field","name":{"kind":"Name","value":"resendsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<LoginChallengeFieldsFragment, unknown>;
export const ConnectedAppFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConnectedAppFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConnectedApp"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"allowedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<ConnectedAppFieldsFragment, unknown>;
export const PasskeyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PasskeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Passkey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"synced"}},{"kind":"Field","name":{"kind":"Name","value":"credentialId"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<PasskeyFieldsFragment, unknown>;
export const SecondFactorsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SecondFactorsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SecondFactors"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passwordless"}},{"kind":"Field","name":{"kind":"Name","value":"authenticatorApp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<SecondFactorsFieldsFragment, unknown>;
export const CancelAccountClosingDocument = {"__meta__":{"hash":"sha256:b3a06da7be68c488509722d87a5224bd15c9c223af4f0b360a8708c33442f190"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelAccountClosing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelAccountClosing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletesAt"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"stepUpMethod"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<CancelAccountClosingMutation, CancelAccountClosingMutationVariables>;
export const PasswordOwnerDocument = {"__meta__":{"hash":"sha256:f37fb1bed1e059267023eb225d97eb883cdbd2f1e1ebc8298ca3e0b571b35d07"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PasswordOwner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountCode"}},{"kind":"Field","name":{"kind":"Name","value":"loginId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePasswordReason"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<PasswordOwnerQuery, PasswordOwnerQueryVariables>;
export const ChangePasswordDocument = {"__meta__":{"hash":"sha256:51e967580d176e7cc33a324a30dfb88d03af87e85514a71f4ba19c602dc45f45"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"closingDeletesAt"}},{"kind":"Field","name":{"kind":"Name","value":"previousLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"idleTimeoutSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"stepUpMethod"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const StepUpStatusDocument = {"__meta__":{"hash":"sha256:c138d9f0c740bce581147c02e32436be465cd9921ef8dffccde5ce69f3248f76"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StepUpStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stepUp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"methods"}},{"kind":"Field","name":{"kind":"Name","value":"requiredMethod"}},{"kind":"Field","name":{"kind":"Name","value":"freshUntil"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<StepUpStatusQuery, StepUpStatusQueryVariables>;
export const StartPasskeyStepUpDocument = {"__meta__":{"hash":"sha256:212efd569bce3ed72d3f2cf8ad7d9dacb04512b0a386243f737aa14668f95ba9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartPasskeyStepUp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startPasskeyStepUp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ceremonyId"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"challenge"}},{"kind":"Field","name":{"kind":"Name","value":"timeout"}},{"kind":"Field","name":{"kind":"Name","value":"rpId"}},{"kind":"Field","name":{"kind":"Name","value":"allowCredentials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"transports"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userVerification"}},{"kind":"Field","name":{"kind":"Name","value":"hints"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"stepUpMethod"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<StartPasskeyStepUpMutation, StartPasskeyStepUpMutationVariables>;
export const FinishPasskeyStepUpDocument = {"__meta__":{"hash":"sha256:3643b8f50a1984e308b91f9825bf2f441b03878ef42d2d9b2b850884498822e6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FinishPasskeyStepUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FinishPasskeySignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finishPasskeyStepUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stepUp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"freshUntil"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"stepUpMethod"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<FinishPasskeyStepUpMutation, FinishPasskeyStepUpMutationVariables>;
export const SendStepUpCodeDocument = {"__meta__":{"hash":"sha256:d8817711335c666448019e55215d5d883f5689b189395a588d1e1e2cb1caa848"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendStepUpCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendStepUpCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maskedEmail"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"resendAvailableAt"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"stepUpMethod"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<SendStepUpCodeMutation, SendStepUpCodeMutationVariables>;
export const VerifyStepUpCodeDocument = {"__meta__":{"hash":"sha256:ca1b59c081fb1136beb58e757a79914cbaae3e03c2322b2061206195f30dda9e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyStepUpCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerifyStepUpCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyStepUpCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stepUp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"freshUntil"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"stepUpMethod"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<VerifyStepUpCodeMutation, VerifyStepUpCodeMutationVariables>;
export const VerifyAuthenticatorAppStepUpDocument = {"__meta__":{"hash":"sha256:4720d16b76d8409c39473c0d79f6c11597041bfcb6e5656b9830508d9e16069a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyAuthenticatorAppStepUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerifyAuthenticatorAppStepUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyAuthenticatorAppStepUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stepUp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"freshUntil"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"stepUpMethod"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<VerifyAuthenticatorAppStepUpMutation, VerifyAuthenticatorAppStepUpMutationVariables>;
export const AccountPasswordlessDocument = {"__meta__":{"hash":"sha256:8439aee8bed966912580265e5cb50b533ab9b470b3bed0b64b09509dcccce9f3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountPasswordless"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secondFactors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passwordless"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<AccountPasswordlessQuery, AccountPasswordlessQueryVariables>;
export const AccountDetailsDocument = {"__meta__":{"hash":"sha256:e16088254038e31a24b616b7a31d10384b07dc191cf318e9fe3dab0e534305ff"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountViewerFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"closingDeletesAt"}},{"kind":"Field","name":{"kind":"Name","value":"previousLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"idleTimeoutSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountCode"}},{"kind":"Field","name":{"kind":"Name","value":"loginId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameKana"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountDetailsFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AccountDetailsQuery, AccountDetailsQueryVariables>;
export const UpdateAccountDocument = {"__meta__":{"hash":"sha256:e0eaa54c6ca55b9c16c7fef2888cb10df045da7845c73a8f117b0521027b71fc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountViewerFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"closingDeletesAt"}},{"kind":"Field","name":{"kind":"Name","value":"previousLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"idleTimeoutSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountCode"}},{"kind":"Field","name":{"kind":"Name","value":"loginId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameKana"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountDetailsFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"stepUpMethod"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<UpdateAccountMutation, UpdateAccountMutationVariables>;
export const RequestEmailChangeDocument = {"__meta__":{"hash":"sha256:df393e0b4d6216d694d33234951606cf749d351dca6712b87b9300e854ced26b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestEmailChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestEmailChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestEmailChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newEmail"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"stepUpMethod"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<RequestEmailChangeMutation, RequestEmailChangeMutationVariables>;
export const ConfirmEmailChangeDocument = {"__meta__":{"hash":"sha256:63a2a981e5680f870a50d944aaebf21ef76b7739e95b9338384aa81200a23b7b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmEmailChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmEmailChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmEmailChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountViewerFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"closingDeletesAt"}},{"kind":"Field","name":{"kind":"Name","value":"previousLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"idleTimeoutSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountCode"}},{"kind":"Field","name":{"kind":"Name","value":"loginId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameKana"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountDetailsFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"stepUpMethod"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<ConfirmEmailChangeMutation, ConfirmEmailChangeMutationVariables>;
export const AdminAccountDocument = {"__meta__":{"hash":"sha256:4be025bf50b744613ffb5bbfb72ee286f5c40c55ee9458cf1c1f3656a7f2374a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAccountDetailFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountCode"}},{"kind":"Field","name":{"kind":"Name","value":"loginId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameKana"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"invitationPending"}},{"kind":"Field","name":{"kind":"Name","value":"lockedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeviceSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeviceSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"signInMethod"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"signedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"browser"}},{"kind":"Field","name":{"kind":"Name","value":"os"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAccountDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminAccountDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAccountFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"failedLoginCount"}},{"kind":"Field","name":{"kind":"Name","value":"self"}},{"kind":"Field","name":{"kind":"Name","value":"methods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"password"}},{"kind":"Field","name":{"kind":"Name","value":"passkeys"}},{"kind":"Field","name":{"kind":"Name","value":"authenticatorApp"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeviceSessionFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AdminAccountQuery, AdminAccountQueryVariables>;
export const AdminAccountActivityDocument = {"__meta__":{"hash":"sha256:4e17ad6790ea6604897171acc69732bdb282124973d5cfd3618a48dd55abe2e8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAccountActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountEventFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"lastAt"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"browser"}},{"kind":"Field","name":{"kind":"Name","value":"os"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"signInMethod"}},{"kind":"Field","name":{"kind":"Name","value":"failedStep"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"riskReasons"}},{"kind":"Field","name":{"kind":"Name","value":"changedFields"}},{"kind":"Field","name":{"kind":"Name","value":"maskedEmail"}},{"kind":"Field","name":{"kind":"Name","value":"sessionsEnded"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"unlockedBy"}},{"kind":"Field","name":{"kind":"Name","value":"lockedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"passkeyName"}},{"kind":"Field","name":{"kind":"Name","value":"removedPasskeys"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"disconnectedApps"}},{"kind":"Field","name":{"kind":"Name","value":"appName"}},{"kind":"Field","name":{"kind":"Name","value":"notMeReported"}},{"kind":"Field","name":{"kind":"Name","value":"canReportNotMe"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AdminAccountActivityQuery, AdminAccountActivityQueryVariables>;
export const AdminAccountActionDocument = {"__meta__":{"hash":"sha256:05ef28f9dabb1ab0f547513e6a36bdf3e4d09c174aa30f2cd3a6a7afb7cf1fce"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminAccountAction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminAccountActionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminAccountAction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAccountDetailFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountCode"}},{"kind":"Field","name":{"kind":"Name","value":"loginId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameKana"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"invitationPending"}},{"kind":"Field","name":{"kind":"Name","value":"lockedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeviceSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeviceSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"signInMethod"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"signedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"browser"}},{"kind":"Field","name":{"kind":"Name","value":"os"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAccountDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminAccountDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAccountFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"failedLoginCount"}},{"kind":"Field","name":{"kind":"Name","value":"self"}},{"kind":"Field","name":{"kind":"Name","value":"methods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"password"}},{"kind":"Field","name":{"kind":"Name","value":"passkeys"}},{"kind":"Field","name":{"kind":"Name","value":"authenticatorApp"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeviceSessionFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"stepUpMethod"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AdminAccountActionMutation, AdminAccountActionMutationVariables>;
export const AdminAccountSearchDocument = {"__meta__":{"hash":"sha256:6e3923e33612cc5eec3e0601d98a239a1b702b3bbf1547baa425f96442bac8e0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAccountSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AccountStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"level"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AccountLevel"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminAccountSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"level"},"value":{"kind":"Variable","name":{"kind":"Name","value":"level"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAccountRow"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAccountRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountCode"}},{"kind":"Field","name":{"kind":"Name","value":"loginId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameKana"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"invitationPending"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AdminAccountSearchQuery, AdminAccountSearchQueryVariables>;
export const AdminAuditDocument = {"__meta__":{"hash":"sha256:8d6fb859673b556a03fb11e6e72252445e1b951942b63427f06286ce8bc2e15d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAudit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminAudit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"actorAccountCode"}},{"kind":"Field","name":{"kind":"Name","value":"actorLoginId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"targetAccountCode"}},{"kind":"Field","name":{"kind":"Name","value":"targetLoginId"}},{"kind":"Field","name":{"kind":"Name","value":"targetClientId"}},{"kind":"Field","name":{"kind":"Name","value":"targetClientName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<AdminAuditQuery, AdminAuditQueryVariables>;
export const AdminOAuthClientsDocument = {"__meta__":{"hash":"sha256:6c77c6c9cf48abcac24570fb3f78c57bb3b54a0c1d83dcd22e7c252c04e6e3e0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOAuthClients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminOAuthClients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OAuthClientFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OAuthClientFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OAuthClient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUris"}},{"kind":"Field","name":{"kind":"Name","value":"postLogoutRedirectUris"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"backchannelLogoutUri"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByAccountCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdByLoginId"}},{"kind":"Field","name":{"kind":"Name","value":"secretRotatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AdminOAuthClientsQuery, AdminOAuthClientsQueryVariables>;
export const AdminCreateOAuthClientDocument = {"__meta__":{"hash":"sha256:c5657ea4eb929a9907969238758c264a5e689359a064291573f5910b8c424bd3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateOAuthClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCreateOAuthClientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCreateOAuthClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OAuthClientFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OAuthClientFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OAuthClient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUris"}},{"kind":"Field","name":{"kind":"Name","value":"postLogoutRedirectUris"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"backchannelLogoutUri"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByAccountCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdByLoginId"}},{"kind":"Field","name":{"kind":"Name","value":"secretRotatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"stepUpMethod"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AdminCreateOAuthClientMutation, AdminCreateOAuthClientMutationVariables>;
export const AdminRotateOAuthClientSecretDocument = {"__meta__":{"hash":"sha256:c4ce6b2fd4e1988ade860a499ae5c047d8fba3e573b8c05e7817a8a87af053c9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRotateOAuthClientSecret"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOAuthClientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminRotateOAuthClientSecret"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OAuthClientFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OAuthClientFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OAuthClient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUris"}},{"kind":"Field","name":{"kind":"Name","value":"postLogoutRedirectUris"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"backchannelLogoutUri"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByAccountCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdByLoginId"}},{"kind":"Field","name":{"kind":"Name","value":"secretRotatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"stepUpMethod"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AdminRotateOAuthClientSecretMutation, AdminRotateOAuthClientSecretMutationVariables>;
export const AdminDisableOAuthClientDocument = {"__meta__":{"hash":"sha256:61d74bcd4d1ac9c3a24204a68e38cae8334f1f336fb824980631c1679eaf292d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDisableOAuthClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOAuthClientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDisableOAuthClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OAuthClientFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OAuthClientFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OAuthClient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUris"}},{"kind":"Field","name":{"kind":"Name","value":"postLogoutRedirectUris"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"backchannelLogoutUri"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByAccountCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdByLoginId"}},{"kind":"Field","name":{"kind":"Name","value":"secretRotatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"stepUpMethod"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AdminDisableOAuthClientMutation, AdminDisableOAuthClientMutationVariables>;
export const AdminClosingAccountsDocument = {"__meta__":{"hash":"sha256:58621d4bd1e7fd404a30eddf7d4fc706aeb26a2e1017a475a9a51b6db7dee206"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminClosingAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminClosingAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountCode"}},{"kind":"Field","name":{"kind":"Name","value":"loginId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"closingRequestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closingDeletesAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<AdminClosingAccountsQuery, AdminClosingAccountsQueryVariables>;
export const AdminInviteAccountDocument = {"__meta__":{"hash":"sha256:34587a38715f56fc2a68e62e2eea2e1765ddbf9649200493658b802e8b0c6d62"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminInviteAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminInviteAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminInviteAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountCode"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"stepUpMethod"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AdminInviteAccountMutation, AdminInviteAccountMutationVariables>;
export const StartRecoveryLoginDocument = {"__meta__":{"hash":"sha256:03f05b2cdfe575a24614149911c55d80e66ef4edb0c251e672fed51223b60a19"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartRecoveryLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecoveryLoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startRecoveryLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"challenge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoginChallengeFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginChallengeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginChallenge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secondStep"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"recovery"}},{"kind":"Field","name":{"kind":"Name","value":"maskedEmail"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"resendAvailableAt"}},{"kind":"Field","name":{"kind":"Name","value":"resendsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"stepUpMethod"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<StartRecoveryLoginMutation, StartRecoveryLoginMutationVariables>;
export const LoginDocument = {"__meta__":{"hash":"sha256:db19c694ba366ae8c21566b1929e282e10f397794a86507b8ea6724b2c906d9a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"challenge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoginChallengeFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginChallengeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginChallenge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secondStep"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"recovery"}},{"kind":"Field","name":{"kind":"Name","value":"maskedEmail"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"resendAvailableAt"}},{"kind":"Field","name":{"kind":"Name","value":"resendsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"stepUpMethod"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const StartPasskeySignInDocument = {"__meta__":{"hash":"sha256:58580d65b66331c9747e557ec17d6a9875f29b8143d9548a9b97dffb5f133e69"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartPasskeySignIn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startPasskeySignIn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ceremonyId"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"challenge"}},{"kind":"Field","name":{"kind":"Name","value":"timeout"}},{"kind":"Field","name":{"kind":"Name","value":"rpId"}},{"kind":"Field","name":{"kind":"Name","value":"allowCredentials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"transports"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userVerification"}},{"kind":"Field","name":{"kind":"Name","value":"hints"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"stepUpMethod"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<StartPasskeySignInMutation, StartPasskeySignInMutationVariables>;
export const FinishPasskeySignInDocument = {"__meta__":{"hash":"sha256:ebd8f9c9eedc385d6f94474d03c9a10dde28f1be344b6b5abff99cb06db138c2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FinishPasskeySignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FinishPasskeySignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finishPasskeySignIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"closingDeletesAt"}},{"kind":"Field","name":{"kind":"Name","value":"previousLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"idleTimeoutSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"stepUpMethod"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<FinishPasskeySignInMutation, FinishPasskeySignInMutationVariables>;
export const DataExportLinkDocument = {"__meta__":{"hash":"sha256:010e3a4f70ad44eff0d6e23ad00483305b0b746212bd3d6a53f921905d5d8d5e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DataExportLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataExportLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"stepUpMethod"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<DataExportLinkQuery, DataExportLinkQueryVariables>;
export const NotMeLinkDocument = {"__meta__":{"hash":"sha256:8ab0805b12842cb723a8f48e727f70563a48be66cb2cf32d393f75c485d9e3e6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotMeLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notMeLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"info"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"signedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"browser"}},{"kind":"Field","name":{"kind":"Name","value":"os"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"passkeyName"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"stepUpMethod"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<NotMeLinkQuery, NotMeLinkQueryVariables>;
export const ReportNotMeByLinkDocument = {"__meta__":{"hash":"sha256:1cb7a8348558456e1f2d555fb0d6bd8f8d831950468986ddfa1bf7e6baccbc27"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReportNotMeByLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotMeLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportNotMeByLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"removedPasskeys"}},{"kind":"Field","name":{"kind":"Name","value":"resetLinkSentTo"}},{"kind":"Field","name":{"kind":"Name","value":"addressRestored"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"stepUpMethod"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<ReportNotMeByLinkMutation, ReportNotMeByLinkMutationVariables>;
export const OAuthInteractionDocument = {"__meta__":{"hash":"sha256:9859372110d3887dac3fdd737473fd8ce12818495be9ddd31a118e60c7619c22"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OAuthInteraction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"oauthInteraction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"interaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"app"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"newScopes"}},{"kind":"Field","name":{"kind":"Name","value":"loginHint"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"portalSession"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"stepUpMethod"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<OAuthInteractionQuery, OAuthInteractionQueryVariables>;
export const CompleteOAuthLoginDocument = {"__meta__":{"hash":"sha256:65ac92bee9d9fda62a6caee6d4e1ffc91d8fbc8d65688bb65e4ff0edb8afe709"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteOAuthLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeOAuthLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"returnTo"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"stepUpMethod"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<CompleteOAuthLoginMutation, CompleteOAuthLoginMutationVariables>;
export const DecideOAuthConsentDocument = {"__meta__":{"hash":"sha256:9238dd68709e19cdde06143a75d98c1282d56621eb722a785de7bfd747df81cb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideOAuthConsent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"allow"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideOAuthConsent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"allow"},"value":{"kind":"Variable","name":{"kind":"Name","value":"allow"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"returnTo"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"stepUpMethod"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<DecideOAuthConsentMutation, DecideOAuthConsentMutationVariables>;
export const LoginChallengeDocument = {"__meta__":{"hash":"sha256:7ec6e75b7572c5c31011a374706189c3bfdc5e79cf3b61537ceb3abf5e722848"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LoginChallenge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginChallenge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoginChallengeFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginChallengeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginChallenge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secondStep"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"recovery"}},{"kind":"Field","name":{"kind":"Name","value":"maskedEmail"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"resendAvailableAt"}},{"kind":"Field","name":{"kind":"Name","value":"resendsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<LoginChallengeQuery, LoginChallengeQueryVariables>;
export const VerifyLoginCodeDocument = {"__meta__":{"hash":"sha256:496554390b3a987e02cd99c994f03f60e5b98eae5553353b4567108adaad0155"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyLoginCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerifyLoginCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyLoginCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"closingDeletesAt"}},{"kind":"Field","name":{"kind":"Name","value":"previousLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"idleTimeoutSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"stepUpMethod"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<VerifyLoginCodeMutation, VerifyLoginCodeMutationVariables>;
export const ResendLoginCodeDocument = {"__meta__":{"hash":"sha256:0a95489901b86e746d3832149045131c77d31bbd61a5499e8c8a1c46a3991665"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendLoginCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendLoginCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"challenge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoginChallengeFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginChallengeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginChallenge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secondStep"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"recovery"}},{"kind":"Field","name":{"kind":"Name","value":"maskedEmail"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"resendAvailableAt"}},{"kind":"Field","name":{"kind":"Name","value":"resendsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"stepUpMethod"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<ResendLoginCodeMutation, ResendLoginCodeMutationVariables>;
export const RequestPasswordReissueDocument = {"__meta__":{"hash":"sha256:b32d56d3f923016ef1babc4bedbe8aa5fde24a449ab790a83faf24ba133b3dbd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReissue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestPasswordReissueInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReissue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"stepUpMethod"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<RequestPasswordReissueMutation, RequestPasswordReissueMutationVariables>;
export const PasswordResetTokenDocument = {"__meta__":{"hash":"sha256:d925db8f51e691584bc2f00ea4d040ff25f354c49a2b2af2fb40eb594365adb7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PasswordResetToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passwordResetToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"info"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"loginId"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"stepUpMethod"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<PasswordResetTokenQuery, PasswordResetTokenQueryVariables>;
export const ResetPasswordDocument = {"__meta__":{"hash":"sha256:0d196a5a6e6488464e07f6bce17ddaeb5ce2ce253d44db42a5ecfec77019e42e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"stepUpMethod"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const RequestAccountClosingDocument = {"__meta__":{"hash":"sha256:56a96370b3a27bd5417364182c34cc7ec14213715974d86a631a52b99a982a77"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestAccountClosing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestAccountClosing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletesAt"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"stepUpMethod"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<RequestAccountClosingMutation, RequestAccountClosingMutationVariables>;
export const ConnectedAppsDocument = {"__meta__":{"hash":"sha256:0f5d110cc338a14e0a9c29cd87d201e6fd64a3bcc2fe745ef009156e99d78f97"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConnectedApps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connectedApps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConnectedAppFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConnectedAppFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConnectedApp"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"allowedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<ConnectedAppsQuery, ConnectedAppsQueryVariables>;
export const RevokeConnectedAppDocument = {"__meta__":{"hash":"sha256:706dbff02532499a84b3bec961c725cbb3f6c594891dc92ec2e615d93ba7a021"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeConnectedApp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeConnectedApp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connectedApps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConnectedAppFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConnectedAppFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConnectedApp"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"allowedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"stepUpMethod"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<RevokeConnectedAppMutation, RevokeConnectedAppMutationVariables>;
export const RequestDataExportDocument = {"__meta__":{"hash":"sha256:d5026a9a6123726c5d6d5c5d817b216a1f329fb5b37dc55e67fe7e77bd5a216e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestDataExport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestDataExport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"stepUpMethod"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<RequestDataExportMutation, RequestDataExportMutationVariables>;
export const PasskeysDocument = {"__meta__":{"hash":"sha256:66872c4c8e70f6ac1262be3f5a50b7cb0a850437f4ad11eaf8c32b8746f27452"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Passkeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"passkeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PasskeyFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"passkeyOwner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rpId"}},{"kind":"Field","name":{"kind":"Name","value":"userHandle"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secondFactors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passwordless"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PasskeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Passkey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"synced"}},{"kind":"Field","name":{"kind":"Name","value":"credentialId"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<PasskeysQuery, PasskeysQueryVariables>;
export const StartPasskeyRegistrationDocument = {"__meta__":{"hash":"sha256:1d0dfaf68bfb7a295ff6fdb2bf663849174339e4b7d76d73828167acb974bceb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartPasskeyRegistration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartPasskeyRegistrationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startPasskeyRegistration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ceremonyId"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"challenge"}},{"kind":"Field","name":{"kind":"Name","value":"pubKeyCredParams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alg"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeout"}},{"kind":"Field","name":{"kind":"Name","value":"excludeCredentials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"transports"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"authenticatorSelection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authenticatorAttachment"}},{"kind":"Field","name":{"kind":"Name","value":"requireResidentKey"}},{"kind":"Field","name":{"kind":"Name","value":"residentKey"}},{"kind":"Field","name":{"kind":"Name","value":"userVerification"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attestation"}},{"kind":"Field","name":{"kind":"Name","value":"extensions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"credProps"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hints"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"stepUpMethod"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<StartPasskeyRegistrationMutation, StartPasskeyRegistrationMutationVariables>;
export const FinishPasskeyRegistrationDocument = {"__meta__":{"hash":"sha256:61edd546f07d530239962d456ca96508ebbf069b45ade103a564e15128160760"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FinishPasskeyRegistration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FinishPasskeyRegistrationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finishPasskeyRegistration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passkey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PasskeyFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PasskeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Passkey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"synced"}},{"kind":"Field","name":{"kind":"Name","value":"credentialId"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"stepUpMethod"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<FinishPasskeyRegistrationMutation, FinishPasskeyRegistrationMutationVariables>;
export const RenamePasskeyDocument = {"__meta__":{"hash":"sha256:f70b9533afe5f8f5b356cdaba696580785dbe58bb7282b67ece245df298649c3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenamePasskey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RenamePasskeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renamePasskey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passkey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PasskeyFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PasskeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Passkey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"synced"}},{"kind":"Field","name":{"kind":"Name","value":"credentialId"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"stepUpMethod"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<RenamePasskeyMutation, RenamePasskeyMutationVariables>;
export const DeletePasskeyDocument = {"__meta__":{"hash":"sha256:a7452867f8fc170806517b7750402927867282b4cb04985a866bc0dad12a1c05"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePasskey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeletePasskeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePasskey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"stepUpMethod"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<DeletePasskeyMutation, DeletePasskeyMutationVariables>;
export const SecondFactorsDocument = {"__meta__":{"hash":"sha256:f86f4bb9954aa0753fd341b12bc19548b7a6592b66b90d07049063b903f44a35"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SecondFactors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secondFactors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SecondFactorsFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SecondFactorsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SecondFactors"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passwordless"}},{"kind":"Field","name":{"kind":"Name","value":"authenticatorApp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<SecondFactorsQuery, SecondFactorsQueryVariables>;
export const StartAuthenticatorEnrolmentDocument = {"__meta__":{"hash":"sha256:39845a13a3cc234399d694c2dee1ac64b8efadc92abec6d0a4e6a6dfe0abc858"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartAuthenticatorEnrolment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CurrentPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startAuthenticatorEnrolment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"otpauthUri"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"stepUpMethod"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<StartAuthenticatorEnrolmentMutation, StartAuthenticatorEnrolmentMutationVariables>;
export const ConfirmAuthenticatorEnrolmentDocument = {"__meta__":{"hash":"sha256:87268ab67aeeb6859ad20487e3895cb515218a20c82f770a8095487f31fb3245"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmAuthenticatorEnrolment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmAuthenticatorEnrolmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmAuthenticatorEnrolment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secondFactors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SecondFactorsFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SecondFactorsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SecondFactors"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passwordless"}},{"kind":"Field","name":{"kind":"Name","value":"authenticatorApp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"stepUpMethod"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<ConfirmAuthenticatorEnrolmentMutation, ConfirmAuthenticatorEnrolmentMutationVariables>;
export const RemoveAuthenticatorDocument = {"__meta__":{"hash":"sha256:0cc1801b60939c1eabbe424ffe7066820971c6dc5d6d30815713dc532b8507cf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveAuthenticator"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CurrentPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeAuthenticator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secondFactors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SecondFactorsFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SecondFactorsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SecondFactors"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passwordless"}},{"kind":"Field","name":{"kind":"Name","value":"authenticatorApp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"stepUpMethod"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<RemoveAuthenticatorMutation, RemoveAuthenticatorMutationVariables>;
export const GenerateRecoveryCodesDocument = {"__meta__":{"hash":"sha256:d0539503bec852c083ac5313fb20f00fcc029299d1d7d724894b4f608bf6b543"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateRecoveryCodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CurrentPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateRecoveryCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codes"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"stepUpMethod"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<GenerateRecoveryCodesMutation, GenerateRecoveryCodesMutationVariables>;
export const RemovePasswordDocument = {"__meta__":{"hash":"sha256:fc15b93bd3f194a0514512c681708684ee1e14578ee20410cb0acc506edb77d0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemovePassword"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removePassword"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secondFactors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SecondFactorsFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SecondFactorsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SecondFactors"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passwordless"}},{"kind":"Field","name":{"kind":"Name","value":"authenticatorApp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"stepUpMethod"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<RemovePasswordMutation, RemovePasswordMutationVariables>;
export const SetPasswordDocument = {"__meta__":{"hash":"sha256:77458dea42505034bf8a4163a54600d4ed1ea6dd21acd500c0b157662053040a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secondFactors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SecondFactorsFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SecondFactorsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SecondFactors"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passwordless"}},{"kind":"Field","name":{"kind":"Name","value":"authenticatorApp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"stepUpMethod"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<SetPasswordMutation, SetPasswordMutationVariables>;
export const SecuritySessionsDocument = {"__meta__":{"hash":"sha256:5eb096329bd802250bb0a88f9cb839ae1d683a0e0d3f67bd9f9e49fc5fc0f46e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SecuritySessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeviceSessionFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeviceSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeviceSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"signInMethod"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"signedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"browser"}},{"kind":"Field","name":{"kind":"Name","value":"os"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<SecuritySessionsQuery, SecuritySessionsQueryVariables>;
export const SecurityActivityDocument = {"__meta__":{"hash":"sha256:df22dd68caaa3f18b2dd23352fb2f44f8ec1555f454f43e2d31c8cd30e51d9b9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SecurityActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountEventFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"lastAt"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"browser"}},{"kind":"Field","name":{"kind":"Name","value":"os"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"signInMethod"}},{"kind":"Field","name":{"kind":"Name","value":"failedStep"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"riskReasons"}},{"kind":"Field","name":{"kind":"Name","value":"changedFields"}},{"kind":"Field","name":{"kind":"Name","value":"maskedEmail"}},{"kind":"Field","name":{"kind":"Name","value":"sessionsEnded"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"unlockedBy"}},{"kind":"Field","name":{"kind":"Name","value":"lockedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"passkeyName"}},{"kind":"Field","name":{"kind":"Name","value":"removedPasskeys"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"disconnectedApps"}},{"kind":"Field","name":{"kind":"Name","value":"appName"}},{"kind":"Field","name":{"kind":"Name","value":"notMeReported"}},{"kind":"Field","name":{"kind":"Name","value":"canReportNotMe"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<SecurityActivityQuery, SecurityActivityQueryVariables>;
export const RevokeSessionDocument = {"__meta__":{"hash":"sha256:b0b9374d2eecc12ccb75e8a7118155d4b10312aec73bfbdf7583e4ba04fd4473"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revoked"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeviceSessionFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeviceSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeviceSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"signInMethod"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"signedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"browser"}},{"kind":"Field","name":{"kind":"Name","value":"os"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"stepUpMethod"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<RevokeSessionMutation, RevokeSessionMutationVariables>;
export const RevokeOtherSessionsDocument = {"__meta__":{"hash":"sha256:5c11b57983949fd7a02ea47029f55ee61f135b0acc4053e2e630d03f039740cb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeOtherSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeOtherSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revoked"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeviceSessionFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeviceSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeviceSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"signInMethod"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"signedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"browser"}},{"kind":"Field","name":{"kind":"Name","value":"os"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"stepUpMethod"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<RevokeOtherSessionsMutation, RevokeOtherSessionsMutationVariables>;
export const ReportNotMeDocument = {"__meta__":{"hash":"sha256:6699c7632beeff4cc340c3444ad71c13a5b9e5db9351f4b320422b772e796010"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReportNotMe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportNotMeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportNotMe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"removedPasskeys"}},{"kind":"Field","name":{"kind":"Name","value":"resetLinkSentTo"}},{"kind":"Field","name":{"kind":"Name","value":"addressRestored"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"stepUpMethod"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<ReportNotMeMutation, ReportNotMeMutationVariables>;
export const LogoutDocument = {"__meta__":{"hash":"sha256:1876474195cb5ef92634afb2a86bdd8ed5767cf0699f2057299b86a171ee98b2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const ViewerDocument = {"__meta__":{"hash":"sha256:671cf89c20416e98280d76a4c262bd710fcb60b1a71d708cbdca054d0735b60b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"mustChangePassword"}},{"kind":"Field","name":{"kind":"Name","value":"closingDeletesAt"}},{"kind":"Field","name":{"kind":"Name","value":"previousLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"idleTimeoutSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<ViewerQuery, ViewerQueryVariables>;