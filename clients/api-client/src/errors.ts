// The two kinds of failure the portal's API has (docs/api.md, "Errors"), as two typed errors:
// - PortalRequestError: the request itself failed (a GraphQL error, a refusal with an HTTP status,
//   no answer at all); `code` is the GraphQL error's extensions.code;
// - PortalUserError: an expected failure a payload reported as data (`error: UserError`), thrown
//   only when the program asks for it with unwrap().
import type { ErrorCode, StepUpMethod } from './generated/graphql.js';

/** The request-level codes of docs/api.md's table, besides the schema's ErrorCode. */
export type GatewayErrorCode =
  | 'GRAPHQL_PARSE_FAILED'
  | 'GRAPHQL_VALIDATION_FAILED'
  | 'BAD_USER_INPUT'
  | 'BAD_REQUEST'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'METHOD_NOT_ALLOWED'
  | 'CSRF_REJECTED'
  | 'DOCUMENT_TOO_LARGE'
  | 'QUERY_TOO_DEEP'
  | 'TOO_MANY_ALIASES'
  | 'QUERY_TOO_COSTLY'
  | 'INTROSPECTION_DISABLED'
  | 'RATE_LIMITED'
  | 'NOT_FOUND'
  | 'INTERNAL_SERVER_ERROR';

/**
 * The client's own codes: NETWORK_ERROR when no answer came (fetch threw), HTTP_ERROR when the
 * answer is not a GraphQL result (a proxy's error page, an empty body).
 */
export type ClientErrorCode = 'NETWORK_ERROR' | 'HTTP_ERROR';

/**
 * Every code a PortalRequestError can carry. A newer gateway may send a code this version does not
 * know (the schema only grows): keep a default branch and treat it as a generic failure.
 */
export type RequestErrorCode = ErrorCode | GatewayErrorCode | ClientErrorCode;

/** One entry of a GraphQL answer's `errors`. */
export interface GraphQLErrorEntry {
  message: string;
  path?: ReadonlyArray<string | number>;
  extensions?: { code?: string; field?: string; retryAfterSeconds?: number; [key: string]: unknown };
}

export interface PortalRequestErrorInit {
  code: RequestErrorCode;
  message: string;
  status: number;
  retryAfterSeconds?: number | null;
  errors?: readonly GraphQLErrorEntry[];
  data?: unknown;
  cause?: unknown;
}

/** The request failed as a whole: nothing of its result is usable (see `data` for what came). */
export class PortalRequestError extends Error {
  override readonly name = 'PortalRequestError';
  /** The first GraphQL error's extensions.code, or the client's own code. */
  readonly code: RequestErrorCode;
  /** The HTTP status; 0 when no answer came. */
  readonly status: number;
  /** Seconds to wait before trying again (429 and 503: the Retry-After header), else null. */
  readonly retryAfterSeconds: number | null;
  /** The input field at fault (extensions.field), when the gateway names one. */
  readonly field: string | null;
  /** Every GraphQL error of the answer. */
  readonly errors: readonly GraphQLErrorEntry[];
  /** The answer's `data`, if any came with the errors. */
  readonly data: unknown;

  constructor(init: PortalRequestErrorInit) {
    super(init.message, init.cause !== undefined ? { cause: init.cause } : undefined);
    this.code = init.code;
    this.status = init.status;
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
    this.errors = init.errors ?? [];
    this.field = this.errors[0]?.extensions?.field ?? null;
    this.data = init.data ?? null;
  }
}

/** A payload's `error`, with whichever of UserError's fields the document selected. */
export interface UserErrorLike {
  code: ErrorCode;
  field?: string | null;
  retryAfterSeconds?: number | null;
  attemptsRemaining?: number | null;
  stepUpMethod?: StepUpMethod | null;
}

/** An expected failure a payload reported (`error: UserError`), thrown by unwrap(). */
export class PortalUserError extends Error {
  override readonly name = 'PortalUserError';
  readonly code: ErrorCode;
  /** The input field at fault, when there is one. */
  readonly field: string | null;
  /** Seconds to wait, for throttling codes (TOO_MANY_REQUESTS, RESEND_TOO_SOON). */
  readonly retryAfterSeconds: number | null;
  /** Tries left, for INVALID_CODE. */
  readonly attemptsRemaining: number | null;
  /** For STEP_UP_REQUIRED: the proof to give (the step-up operations), before sending the operation again. */
  readonly stepUpMethod: StepUpMethod | null;

  constructor(error: UserErrorLike) {
    super(error.field ? `${error.code} (${error.field})` : error.code);
    this.code = error.code;
    this.field = error.field ?? null;
    this.retryAfterSeconds = error.retryAfterSeconds ?? null;
    this.attemptsRemaining = error.attemptsRemaining ?? null;
    this.stepUpMethod = error.stepUpMethod ?? null;
  }
}

type Payload = { error?: UserErrorLike | null };

/**
 * A payload's result, or its `error` thrown as a PortalUserError. With a key, that field of the
 * payload, which must then be there: `unwrap(data.login, 'challenge')`.
 */
export function unwrap<P extends Payload>(payload: P): Omit<P, 'error'>;
export function unwrap<P extends Payload, K extends Exclude<keyof P, 'error'>>(payload: P, key: K): NonNullable<P[K]>;
export function unwrap<P extends Payload>(payload: P, key?: Exclude<keyof P, 'error'>): unknown {
  if (payload.error) throw new PortalUserError(payload.error);
  if (key === undefined) return payload;
  const value = payload[key];
  // Only a document that did not fit the call gets here (say, a token asked of a COOKIE login).
  if (value === null || value === undefined) throw new TypeError(`The payload has neither an error nor ${String(key)}.`);
  return value;
}

/**
 * A BEARER login's challenge, its `attemptId` typed as the string it is (`LoginChallenge.attemptId` is
 * null only for a browser's COOKIE delivery): `const { attemptId } = bearerChallenge(data.login)`. The
 * payload's error is thrown as a PortalUserError, as unwrap() does.
 */
export function bearerChallenge<C extends { attemptId?: string | null }>(payload: { challenge?: C | null; error?: UserErrorLike | null }): C & { attemptId: string } {
  const challenge = unwrap(payload, 'challenge');
  if (typeof challenge.attemptId !== 'string') throw new TypeError('The challenge has no attemptId: sign in with delivery: BEARER.');
  return challenge as C & { attemptId: string };
}
