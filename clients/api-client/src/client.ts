// A fetch-based client for the portal's GraphQL API, for programs that sign in with a bearer token.
// Only what every runtime has (fetch, Headers, setTimeout): it runs in Node 18+ and in browsers.
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { PortalRequestError, type GraphQLErrorEntry, type RequestErrorCode } from './errors.js';

/** A document with its result and variables types: the generated `…Document`s, or a plain string. */
// eslint-disable-next-line @typescript-eslint/no-wrapper-object-types -- the generated TypedDocumentString is a String object
export type PortalDocument<TResult, TVariables> = DocumentTypeDecoration<TResult, TVariables> & (string | String);

/** The variables argument: optional when the operation has no required variable. */
export type VariablesArgument<TVariables> = Record<string, never> extends TVariables ? [variables?: TVariables] : [variables: TVariables];

export interface RetryOptions {
  /** How many times to send a refused request again. Default 1. */
  retries?: number;
  /** Never wait longer than this; a longer Retry-After is thrown at once. Default 60. */
  maxDelaySeconds?: number;
}

export interface PortalClientOptions {
  /** The gateway's endpoint, `{PUBLIC_URL}/graphql`. */
  url: string;
  /** The fetch to use; by default the runtime's. Wrap it to add a timeout (AbortSignal.timeout). */
  fetch?: typeof fetch;
  /** A bearer token kept from an earlier sign-in. */
  token?: string | null;
  /** Called whenever the client takes or drops the token (to keep it somewhere safe). */
  onTokenChange?: (token: string | null) => void;
  /**
   * Sending a request again after a 429 or 503 that says when (Retry-After). Off by default: the
   * thrown PortalRequestError carries retryAfterSeconds, and how long to wait is the program's call.
   * `true` means one retry, waiting at most 60 s.
   */
  retry?: boolean | RetryOptions;
}

export interface PortalClient {
  /** Sends one operation; resolves with its `data`, or throws a PortalRequestError. */
  request<TResult, TVariables = Record<string, unknown>>(document: PortalDocument<TResult, TVariables>, ...variables: VariablesArgument<TVariables>): Promise<TResult>;
  /** The bearer token sent with each request, or null when signed out. */
  readonly token: string | null;
  /** Sets (or with null, drops) the bearer token by hand. */
  setToken(token: string | null): void;
}

const RETRYABLE_STATUSES = new Set([429, 503]);

/** Root fields whose success ends the session the token stands for. */
const SESSION_ENDING_FIELDS = ['logout', 'reportNotMe'] as const;

export function createPortalClient(options: PortalClientOptions): PortalClient {
  // The runtime's fetch is looked up on each call, so one stubbed or polyfilled later is used.
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const retry = retryPolicy(options.retry);
  let token = options.token ?? null;

  const setToken = (next: string | null) => {
    if (next === token) return;
    token = next;
    options.onTokenChange?.(next);
  };

  /** The token follows the session: verifyLoginCode's token is kept; a logout drops it. */
  const followSession = (data: Record<string, unknown>) => {
    const verify = data['verifyLoginCode'] as { token?: unknown } | null | undefined;
    if (typeof verify?.token === 'string') setToken(verify.token);
    for (const field of SESSION_ENDING_FIELDS) {
      if ((data[field] as { ok?: unknown } | null | undefined)?.ok === true) setToken(null);
    }
  };

  const send = async (body: string): Promise<Response> => {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
    };
    if (token !== null) headers['authorization'] = `Bearer ${token}`;
    try {
      // No cookies: this client's session is the bearer token alone.
      return await fetchImpl(options.url, { method: 'POST', headers, body, credentials: 'omit' });
    } catch (cause) {
      throw new PortalRequestError({ code: 'NETWORK_ERROR', message: `No answer from ${options.url}.`, status: 0, cause });
    }
  };

  const request = async (document: { toString(): string }, variables: unknown): Promise<unknown> => {
    const body = JSON.stringify(variables === undefined ? { query: String(document) } : { query: String(document), variables });
    for (let attempt = 0; ; attempt++) {
      const response = await send(body);
      const result = await readResult(response);
      const retryAfterSeconds = retryAfter(response, result.errors);
      const refused = RETRYABLE_STATUSES.has(response.status) && retryAfterSeconds !== null;
      if (refused && attempt < retry.retries && retryAfterSeconds <= retry.maxDelaySeconds) {
        await new Promise((resolve) => setTimeout(resolve, retryAfterSeconds * 1000));
        continue;
      }
      if (result.errors?.length || !response.ok || !isObject(result.data)) throw requestError(response, result, retryAfterSeconds);
      followSession(result.data);
      return result.data;
    }
  };

  return {
    request: request as PortalClient['request'],
    get token() {
      return token;
    },
    setToken,
  };
}

function retryPolicy(option: PortalClientOptions['retry']): Required<RetryOptions> {
  if (!option) return { retries: 0, maxDelaySeconds: 0 };
  const { retries = 1, maxDelaySeconds = 60 } = option === true ? {} : option;
  if (!Number.isSafeInteger(retries) || retries < 0) throw new TypeError('retry.retries must be a whole number of 0 or more.');
  if (!(maxDelaySeconds >= 0)) throw new TypeError('retry.maxDelaySeconds must be 0 or more.');
  return { retries, maxDelaySeconds };
}

interface GraphQLResult {
  data?: unknown;
  errors?: GraphQLErrorEntry[];
  /** Set when the body is not a GraphQL result at all. */
  unreadable?: string;
}

/** The body as a GraphQL result, under either JSON media type the gateway answers with. */
async function readResult(response: Response): Promise<GraphQLResult> {
  if (!/\bjson\b/i.test(response.headers.get('content-type') ?? '')) {
    return { unreadable: `The answer is not JSON (HTTP ${response.status}).` };
  }
  try {
    const body: unknown = await response.json();
    if (isObject(body) && (Array.isArray(body['errors']) || 'data' in body)) return body as GraphQLResult;
  } catch {
    // An empty or cut-off body: said below as HTTP_ERROR.
  }
  return { unreadable: `The answer is not a GraphQL result (HTTP ${response.status}).` };
}

/** Seconds to wait, from the Retry-After header (seconds or a date), else from the error's extensions. */
function retryAfter(response: Response, errors: GraphQLErrorEntry[] | undefined): number | null {
  const header = response.headers.get('retry-after')?.trim();
  if (header) {
    if (/^\d+$/.test(header)) return Number(header);
    const date = Date.parse(header);
    if (!Number.isNaN(date)) return Math.max(0, Math.ceil((date - Date.now()) / 1000));
  }
  const fromBody = errors?.find((e) => typeof e.extensions?.retryAfterSeconds === 'number')?.extensions?.retryAfterSeconds;
  return fromBody ?? null;
}

function requestError(response: Response, result: GraphQLResult, retryAfterSeconds: number | null): PortalRequestError {
  const first = result.errors?.[0];
  const code = (first?.extensions?.code as RequestErrorCode | undefined) ?? statusCode(response.status);
  return new PortalRequestError({
    code,
    message: first?.message ?? result.unreadable ?? `The answer holds no data (HTTP ${response.status}).`,
    status: response.status,
    retryAfterSeconds,
    errors: result.errors ?? [],
    data: result.data,
  });
}

/** A code for an answer with no GraphQL error in it (a proxy's refusal, say). */
function statusCode(status: number): RequestErrorCode {
  if (status === 429) return 'RATE_LIMITED';
  if (status === 503) return 'SERVICE_UNAVAILABLE';
  return 'HTTP_ERROR';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
