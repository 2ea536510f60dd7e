// The one place where a REST failure (status + error body) becomes a GraphQL UserError. Resolvers
// never look at statuses or REST codes themselves.
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Caller, RestFailure } from './account-api.client';
import { SERVICE_RETRY_AFTER_SECONDS } from '../platform/health';
import { restErrorCodes } from './generated/account-api.error-codes';
import { ErrorCode as GraphqlErrorCode, type UserError } from './generated/resolvers';

type ErrorCode = UserError['code'];

// The REST error body is untrusted input: a deployment may point at another back end.
const restErrorBody = z.object({
  code: z.string(),
  field: z.string().optional(),
  retryAfterSeconds: z.number().int().nonnegative().optional(),
  attemptsRemaining: z.number().int().nonnegative().optional(),
  stepUpMethod: z.enum(['PASSKEY', 'AUTHENTICATOR_APP', 'EMAIL_CODE_AND_PASSWORD']).optional(),
});

// REST codes that the GraphQL contract shares by name, derived from both contracts: a code added to
// both is passed through without an edit here. The others (SERVICE_UNAUTHORIZED, NOT_FOUND) are
// about the gateway or the route, and INSUFFICIENT_SCOPE (an app's access token without the scope)
// is GraphQL's FORBIDDEN: they are mapped below.
const graphqlCodes: ReadonlySet<string> = new Set(Object.values(GraphqlErrorCode));
const sharedCodes: ReadonlySet<string> = new Set(restErrorCodes.filter((code) => graphqlCodes.has(code)));

/**
 * What a call's "not found / gone" is about. Login attempts are looked up by id, so NOT_FOUND or a
 * bare 404/410 means the attempt is gone. Reset tokens travel in the body: a bare 410 means the token
 * is gone, while NOT_FOUND or a bare 404 can only mean a missing route. The pending e-mail change of
 * a session is like a reset token: a bare 410 means it is gone. Calls without a looked-up resource
 * ('none') read both as a back end that cannot serve them.
 */
export type RestSubject = 'loginAttempt' | 'resetToken' | 'emailChange' | 'none';

const goneCode: Record<RestSubject, ErrorCode> = {
  loginAttempt: 'LOGIN_ATTEMPT_INVALID',
  resetToken: 'RESET_TOKEN_INVALID',
  emailChange: 'EMAIL_CHANGE_NOT_PENDING',
  none: 'SERVICE_UNAVAILABLE',
};
const notFoundCode: Record<RestSubject, ErrorCode> = {
  loginAttempt: 'LOGIN_ATTEMPT_INVALID',
  resetToken: 'SERVICE_UNAVAILABLE',
  emailChange: 'SERVICE_UNAVAILABLE',
  none: 'SERVICE_UNAVAILABLE',
};

// REST request fields → the GraphQL input fields the user typed them into.
const fieldNames: Record<string, string> = { identifier: 'loginId' };

/** The code a status implies when the body does not say (a proxy page, an empty body). */
function codeForStatus(status: number, subject: RestSubject): ErrorCode {
  switch (status) {
    case 400: return 'VALIDATION_FAILED';
    case 401: return 'UNAUTHENTICATED';
    case 403: return 'FORBIDDEN';
    case 404: return notFoundCode[subject];
    case 410: return goneCode[subject];
    case 429: return 'TOO_MANY_REQUESTS';
    default: return 'SERVICE_UNAVAILABLE';
  }
}

function retryAfterHeader(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  return Number(value.trim());
}

/** The UserError for a failed call; `subject` says what the call looks up (see RestSubject). */
export function toUserError(failure: RestFailure, subject: RestSubject = 'loginAttempt'): UserError {
  if (failure.kind === 'network' || failure.status >= 500) return { code: 'SERVICE_UNAVAILABLE' };
  const parsed = restErrorBody.safeParse(failure.body);
  if (!parsed.success) {
    return { code: codeForStatus(failure.status, subject), retryAfterSeconds: retryAfterHeader(failure.retryAfter) };
  }
  const body = parsed.data;
  let code: ErrorCode;
  if (sharedCodes.has(body.code)) code = body.code as ErrorCode;
  else if (body.code === 'NOT_FOUND') code = notFoundCode[subject];
  // An app's access token used outside its scopes: refused like any operation the caller may not use.
  else if (body.code === 'INSUFFICIENT_SCOPE') code = 'FORBIDDEN';
  // SERVICE_UNAUTHORIZED means the gateway's own credential is wrong: nothing the user can fix.
  else code = 'SERVICE_UNAVAILABLE';
  return {
    code,
    field: body.field === undefined ? null : (fieldNames[body.field] ?? body.field),
    retryAfterSeconds: body.retryAfterSeconds ?? retryAfterHeader(failure.retryAfter),
    attemptsRemaining: body.attemptsRemaining ?? null,
    // STEP_UP_REQUIRED: the method the SPA's dialog (or a program) steps up with.
    ...(body.stepUpMethod ? { stepUpMethod: body.stepUpMethod } : {}),
  };
}

/** True when the failure says the end user's session is gone (as opposed to the back end failing). */
export function isUnauthenticated(failure: RestFailure): boolean {
  return failure.kind === 'http' && failure.status < 500 && toUserError(failure).code === 'UNAUTHENTICATED';
}

/** True when the failure means the login attempt can no longer be used, so its cookie can go. */
export function isAttemptFinished(failure: RestFailure): boolean {
  const { code } = toUserError(failure);
  return code === 'LOGIN_ATTEMPT_INVALID' || code === 'CODE_EXPIRED' || code === 'TOO_MANY_ATTEMPTS';
}

/** True when the back end could not be used at all (network, 5xx, its own credential refused). */
export function isServiceFailure(failure: RestFailure, subject: RestSubject = 'loginAttempt'): boolean {
  return toUserError(failure, subject).code === 'SERVICE_UNAVAILABLE';
}

/**
 * A request's log for its calls to the account service (Caller.log). The client writes every failed
 * call there (refused, timed out, a proxy's page, 5xx, its credential refused), and each of them is a
 * SERVICE_UNAVAILABLE for the user, in a payload's UserError or as a query's error: so the answer also
 * says when to try again, in Retry-After, whatever the client reads.
 */
class UpstreamLog {
  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly reply: FastifyReply,
  ) {}

  warn(details: object, message: string): void {
    if (!this.reply.sent) this.reply.header('retry-after', String(SERVICE_RETRY_AFTER_SECONDS));
    this.log.warn(details, message);
  }
}

export const upstreamLog = (log: FastifyBaseLogger, reply: FastifyReply): NonNullable<Caller['log']> => new UpstreamLog(log, reply);
