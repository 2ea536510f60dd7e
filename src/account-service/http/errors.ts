import type { FastifyError, FastifyInstance } from 'fastify';
import { errorCodes } from '../generated/account-api.operations.js';
import type { components } from '../generated/account-api.js';

/** The closed set of error codes, straight from the contract. */
export type ErrorCode = (typeof errorCodes)[number];
export type ErrorBody = components['schemas']['Error'];

export interface ErrorExtras {
  field?: string;
  retryAfterSeconds?: number;
  attemptsRemaining?: number;
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
  SESSION_NOT_FOUND: 'No such session of this account (it may have ended already).',
  EVENT_NOT_FOUND: 'No such event of this account.',
  PASSKEY_NOT_FOUND: 'No such passkey of this account.',
  PASSKEY_LIMIT_REACHED: 'An account can have at most 10 passkeys; delete one first.',
  PASSKEY_ALREADY_REGISTERED: 'This passkey is registered already.',
  PASSKEY_VERIFICATION_FAILED: 'The passkey could not be verified; start again.',
  PASSKEY_NAME_INVALID: 'A passkey name is 1 to 50 characters on one line.',
  REAUTHENTICATION_REQUIRED: 'Enter the current password first.',
  ACCOUNT_NOT_FOUND: 'No account has this account code.',
  LAST_ACTIVE_ADMIN: 'This would leave no active administrator.',
  CANNOT_DISABLE_SELF: 'An administrator cannot disable their own account.',
  ACTION_NOT_APPLICABLE: 'The action does not apply to the account as it is now; reload it.',
  LOGIN_ID_INVALID: 'A login ID is 3 to 64 characters of a-z, 0-9 and . _ -, starting with a letter or digit.',
  LOGIN_ID_UNAVAILABLE: 'This login ID is taken.',
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
  SESSION_NOT_FOUND: 404,
  EVENT_NOT_FOUND: 404,
  PASSKEY_NOT_FOUND: 404,
  PASSKEY_LIMIT_REACHED: 400,
  PASSKEY_ALREADY_REGISTERED: 409,
  PASSKEY_VERIFICATION_FAILED: 400,
  PASSKEY_NAME_INVALID: 400,
  REAUTHENTICATION_REQUIRED: 400,
  ACCOUNT_NOT_FOUND: 404,
  LAST_ACTIVE_ADMIN: 409,
  CANNOT_DISABLE_SELF: 409,
  ACTION_NOT_APPLICABLE: 409,
  LOGIN_ID_INVALID: 400,
  LOGIN_ID_UNAVAILABLE: 400,
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
      if (error.extras.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.extras.retryAfterSeconds));
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
    return reply.code(503).send(new AppError('SERVICE_UNAVAILABLE', 503).toBody());
  });

  app.setNotFoundHandler((_request, reply) => {
    return reply.code(404).send(new AppError('NOT_FOUND', 404).toBody());
  });
}
