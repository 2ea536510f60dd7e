import type { FastifyError, FastifyInstance } from 'fastify';
import { errorCodes } from '../generated/account-api.operations.js';
import type { components } from '../generated/account-api.js';
import { SERVICE_RETRY_AFTER_SECONDS } from '../../platform/health.js';

/** The closed set of error codes, straight from the contract. */
export type ErrorCode = (typeof errorCodes)[number];
export type ErrorBody = components['schemas']['Error'];

export interface ErrorExtras {
  field?: string;
  retryAfterSeconds?: number;
  attemptsRemaining?: number;
  /** INSUFFICIENT_SCOPE: the scope an app's access token would need. */
  requiredScope?: 'account:read' | 'account:write';
  /** STEP_UP_REQUIRED: the method whose fresh proof the action needs (step-up/). */
  stepUpMethod?: 'PASSKEY' | 'AUTHENTICATOR_APP' | 'EMAIL_CODE_AND_PASSWORD';
}

const defaultMessages: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'The request is not valid.',
  INVALID_CREDENTIALS: 'The login ID, e-mail address or password is not correct.',
  TOO_MANY_REQUESTS: 'Too many requests; try again later.',
  INVALID_CODE: 'The code is not correct.',
  CODE_EXPIRED: 'The code has expired; start the login again.',
  TOO_MANY_ATTEMPTS: 'Too many wrong codes; start the login again.',
  LOGIN_ATTEMPT_INVALID: 'This login attempt is not valid; start the login again.',
  RESEND_TOO_SOON: 'A new code can be sent a little later.',
  RESEND_LIMIT_REACHED: 'No more codes can be sent for this login attempt.',
  UNAUTHENTICATED: 'The session is missing or has ended.',
  FORBIDDEN: 'This action is not allowed.',
  SERVICE_UNAUTHORIZED: 'The service credential is missing or wrong.',
  NOT_FOUND: 'No such resource.',
  SERVICE_UNAVAILABLE: 'The service cannot process the request right now.',
  RESET_TOKEN_INVALID: 'This password reset link is not valid.',
  RESET_TOKEN_EXPIRED: 'This password reset link has expired; ask for a new one.',
  RESET_TOKEN_USED: 'This password reset link has already been used.',
  RESET_TOKEN_SUPERSEDED: 'A newer password reset link was sent; use the newest one.',
  PASSWORD_TOO_SHORT: 'The password must be at least 12 characters long.',
  PASSWORD_TOO_LONG: 'The password must be at most 128 characters long.',
  PASSWORD_TOO_COMMON: 'The password is too common; choose another one.',
  PASSWORD_CONTAINS_LOGIN_ID: 'The password must not contain the login ID.',
  PASSWORD_CONTAINS_EMAIL: 'The password must not contain the e-mail address.',
  INVALID_CURRENT_PASSWORD: 'The current password is not correct.',
  NAME_INVALID: 'The name must be 1 to 100 characters without control characters.',
  NAME_KANA_INVALID: 'The name reading must be 1 to 100 full-width katakana characters.',
  PHONE_INVALID: 'The phone number must be a Japanese number of 10 or 11 digits.',
  EMAIL_INVALID: 'The e-mail address is not valid.',
  EMAIL_UNAVAILABLE: 'This e-mail address cannot be used.',
  EMAIL_CHANGE_NOT_PENDING: 'No e-mail change to this address is pending; request a new code.',
  NOT_ME_LINK_INVALID: 'This link is not valid.',
  NOT_ME_LINK_EXPIRED: 'This link has expired; sign in and use the security page, or reset the password.',
  NOT_ME_LINK_USED: 'This link has already been used.',
  NOT_ME_LINK_VOID: 'This link no longer works: the account\'s e-mail address changed since it was mailed.',
  SESSION_NOT_FOUND: 'No such session of this account (it may have ended already).',
  EVENT_NOT_FOUND: 'No such event of this account.',
  PASSKEY_NOT_FOUND: 'No such passkey of this account.',
  PASSKEY_LIMIT_REACHED: 'An account can have at most 10 passkeys; delete one first.',
  PASSKEY_ALREADY_REGISTERED: 'This passkey is registered already.',
  PASSKEY_VERIFICATION_FAILED: 'The passkey could not be verified; start again.',
  PASSKEY_NAME_INVALID: 'A passkey name is 1 to 50 characters on one line.',
  CONNECTED_APP_NOT_FOUND: 'No app is connected to this account with this client id (it may have been disconnected already).',
  INTERACTION_EXPIRED: 'This sign-in for an app is over (it expired, was finished, or belongs to another browser); start again from the app.',
  INTERACTION_REPLACED: 'A newer sign-in for an app started in this browser replaced this one; continue in the newest tab.',
  FRESH_SIGN_IN_REQUIRED: 'The app asks for a sign-in newer than this session\'s; sign in again.',
  INTERACTION_ACCOUNT_MISMATCH: 'The app asks for another account than the one signed in; sign in with that account.',
  REAUTHENTICATION_REQUIRED: 'Enter the current password first.',
  ACCOUNT_NOT_FOUND: 'No account has this account code.',
  LAST_ACTIVE_ADMIN: 'This would leave no active administrator.',
  CANNOT_DISABLE_SELF: 'An administrator cannot disable their own account.',
  ACTION_NOT_APPLICABLE: 'The action does not apply to the account as it is now; reload it.',
  LOGIN_ID_INVALID: 'A login ID is 3 to 64 characters of a-z, 0-9 and . _ -, starting with a letter or digit.',
  LOGIN_ID_UNAVAILABLE: 'This login ID is taken.',
  CLIENT_NAME_INVALID: "An app's name must be 1 to 100 characters on one line.",
  REDIRECT_URI_INVALID: 'Give 1 to 10 redirect URIs, each absolute https (http only on localhost, 127.0.0.1 or [::1]), without a fragment or a user name.',
  BACKCHANNEL_LOGOUT_URI_INVALID: 'The back-channel logout URI must be absolute https (http only on localhost, 127.0.0.1 or [::1]), without a fragment or a user name.',
  SCOPE_INVALID: 'The scopes must be some of openid, profile, email, offline_access, account:read and account:write, with openid.',
  CLIENT_NOT_FOUND: 'No registered app has this client id.',
  CLIENT_DISABLED: 'This app is disabled.',
  CLIENT_HAS_NO_SECRET: 'A public app has no secret.',
  INSUFFICIENT_SCOPE: "An app's access token does not allow this operation.",
  AUTHENTICATOR_ALREADY_ENROLLED: 'This account has an authenticator app already; remove it first.',
  AUTHENTICATOR_NOT_PENDING: 'No authenticator app is waiting for its first code (start again).',
  AUTHENTICATOR_NOT_FOUND: 'This account has no authenticator app.',
  STEP_UP_REQUIRED: 'Confirm it is you first, with the method in stepUpMethod (within the last 5 minutes).',
  PASSWORDLESS_NEEDS_PASSKEY: 'Add a passkey first: without a password, the account signs in with its passkeys.',
  PASSWORDLESS_NEEDS_RECOVERY_CODES: 'Make recovery codes first: without a password, a recovery code and the mailed code are the way back in.',
  ALREADY_PASSWORDLESS: 'This account has no password already.',
  PASSWORD_ALREADY_SET: 'This account has a password; change it instead.',
  LAST_WAY_IN: 'This is the last passkey of an account without a password: set a password or add another passkey first.',
  DATA_EXPORT_LINK_INVALID: 'This data-download link is not valid for the signed-in account.',
  DATA_EXPORT_LINK_EXPIRED: 'This data-download link has expired (24 hours); ask for a new one on the security page.',
};

/** The HTTP status of each code that does not depend on the operation (the contract's table). */
export const statusOf = {
  RESET_TOKEN_INVALID: 400,
  RESET_TOKEN_EXPIRED: 410,
  RESET_TOKEN_USED: 410,
  RESET_TOKEN_SUPERSEDED: 410,
  PASSWORD_TOO_SHORT: 400,
  PASSWORD_TOO_LONG: 400,
  PASSWORD_TOO_COMMON: 400,
  PASSWORD_CONTAINS_LOGIN_ID: 400,
  PASSWORD_CONTAINS_EMAIL: 400,
  INVALID_CURRENT_PASSWORD: 400,
  NAME_INVALID: 400,
  NAME_KANA_INVALID: 400,
  PHONE_INVALID: 400,
  EMAIL_INVALID: 400,
  EMAIL_UNAVAILABLE: 400,
  EMAIL_CHANGE_NOT_PENDING: 400,
  NOT_ME_LINK_INVALID: 400,
  NOT_ME_LINK_EXPIRED: 410,
  NOT_ME_LINK_USED: 410,
  NOT_ME_LINK_VOID: 410,
  SESSION_NOT_FOUND: 404,
  EVENT_NOT_FOUND: 404,
  PASSKEY_NOT_FOUND: 404,
  PASSKEY_LIMIT_REACHED: 400,
  PASSKEY_ALREADY_REGISTERED: 409,
  PASSKEY_VERIFICATION_FAILED: 400,
  PASSKEY_NAME_INVALID: 400,
  CONNECTED_APP_NOT_FOUND: 404,
  INTERACTION_EXPIRED: 410,
  INTERACTION_REPLACED: 409,
  FRESH_SIGN_IN_REQUIRED: 409,
  INTERACTION_ACCOUNT_MISMATCH: 409,
  REAUTHENTICATION_REQUIRED: 400,
  ACCOUNT_NOT_FOUND: 404,
  LAST_ACTIVE_ADMIN: 409,
  CANNOT_DISABLE_SELF: 409,
  ACTION_NOT_APPLICABLE: 409,
  LOGIN_ID_INVALID: 400,
  LOGIN_ID_UNAVAILABLE: 400,
  CLIENT_NAME_INVALID: 400,
  REDIRECT_URI_INVALID: 400,
  BACKCHANNEL_LOGOUT_URI_INVALID: 400,
  SCOPE_INVALID: 400,
  CLIENT_NOT_FOUND: 404,
  CLIENT_DISABLED: 409,
  CLIENT_HAS_NO_SECRET: 409,
  AUTHENTICATOR_ALREADY_ENROLLED: 409,
  AUTHENTICATOR_NOT_PENDING: 409,
  AUTHENTICATOR_NOT_FOUND: 404,
  PASSWORDLESS_NEEDS_PASSKEY: 409,
  PASSWORDLESS_NEEDS_RECOVERY_CODES: 409,
  ALREADY_PASSWORDLESS: 409,
  PASSWORD_ALREADY_SET: 409,
  LAST_WAY_IN: 409,
  DATA_EXPORT_LINK_INVALID: 400,
  DATA_EXPORT_LINK_EXPIRED: 410,
} as const satisfies Partial<Record<ErrorCode, number>>;

/** An error whose status follows from its code alone. */
export function appError(code: keyof typeof statusOf, extras: ErrorExtras = {}): AppError {
  return new AppError(code, statusOf[code], extras);
}

/** An expected failure: becomes a 4xx (or 503) with an Error body. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    readonly extras: ErrorExtras = {},
    message: string = defaultMessages[code],
  ) {
    super(message);
    this.name = 'AppError';
  }

  toBody(): ErrorBody {
    return { code: this.code, message: this.message, ...this.extras };
  }
}

export const isErrorCode = (value: unknown): value is ErrorCode => (errorCodes as readonly unknown[]).includes(value);

interface AjvIssue {
  instancePath?: string;
  params?: Record<string, unknown>;
}

/** The request field at fault: the body property, path parameter or header. */
function fieldOf(error: FastifyError): string {
  const issue = (error.validation?.[0] ?? {}) as AjvIssue;
  const fromPath = (issue.instancePath ?? '').split('/').filter(Boolean).join('.');
  const extra = issue.params?.additionalProperty ?? issue.params?.missingProperty;
  const name = [fromPath, typeof extra === 'string' ? extra : ''].filter(Boolean).join('.');
  return name || (error.validationContext ?? 'body');
}

/** The one place where failures become HTTP answers. 5xx never carries details. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // An expected outage (the deadline passed, a dependency is down) still leaves a line to follow.
      if (error.status >= 500) request.log.warn({ code: error.code }, error.message);
      const retryAfter = error.extras.retryAfterSeconds ?? (error.status === 503 ? SERVICE_RETRY_AFTER_SECONDS : undefined);
      if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
      return reply.code(error.status).send(error.toBody());
    }
    if (error.validation) {
      const field = fieldOf(error);
      return reply.code(400).send({ code: 'VALIDATION_FAILED', message: `Invalid request field: ${field}`, field });
    }
    // Body parser failures (bad JSON, too large, wrong media type) are user errors too.
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = error.code === 'INVALID_UTF8' ? error.message : 'The request body is not valid JSON of an acceptable size.';
      return reply.code(400).send({ code: 'VALIDATION_FAILED', message, field: 'body' });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(503).header('retry-after', String(SERVICE_RETRY_AFTER_SECONDS)).send(new AppError('SERVICE_UNAVAILABLE', 503).toBody());
  });

  app.setNotFoundHandler((_request, reply) => {
    return reply.code(404).send(new AppError('NOT_FOUND', 404).toBody());
  });
}
