// How REST requests leave the gateway. Production uses an undici connection pool: keep-alive
// connections, header and body timeouts built in, and none of the WHATWG Request/Response objects
// that fetch allocates per call (measured by `npm run bench`). Tests inject a fetch-shaped fake back end.
import { Pool } from 'undici';

export interface RestRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path and query, starting with '/'. */
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** This call's own limit, when shorter than the transport's (what is left of its request's budget). */
  timeoutMs?: number;
}

export interface RestResponse {
  status: number;
  retryAfter: string | null;
  /** X-Current-Session: the session a signed-in call was admitted with (account-api.client.ts). */
  currentSession: string | null;
  /** The parsed JSON body, or null for an empty body. */
  body: unknown;
}

/** Sends one request. Throws when there is no usable answer (refused, timed out, not JSON: NotAccountServiceAnswer). */
export type RestTransport = (request: RestRequest) => Promise<RestResponse>;

/**
 * An answer that is not the account service's JSON: a proxy's page on the route to it (a 502 or 504
 * from haproxy, say). An expected condition of a deployment, not a bug: its log line needs no stack.
 */
export class NotAccountServiceAnswer extends Error {
  constructor(
    readonly status: number,
    readonly contentType: string | null,
    message = `the route to the account service answered ${status}, ${contentType ?? 'no content type'}, not JSON`,
  ) {
    super(message);
    this.name = new.target.name;
    this.stack = `${this.name}: ${this.message}`;
  }
}

/** haproxy's "503 Service Unavailable: No server is available" on the route: no account service is up. */
export class NoAccountServiceAvailable extends NotAccountServiceAnswer {
  constructor(contentType: string | null) {
    super(503, contentType, `no account service available (the route to it answered 503, ${contentType ?? 'no content type'})`);
  }
}

const isJson = (contentType: string | null) => contentType !== null && /\bjson\b/i.test(contentType);

/** The body as JSON (null when empty); a non-empty body of another type is not the account service's. */
function parseBody(status: number, contentType: string | null, text: string): unknown {
  if (text === '') return null;
  if (!isJson(contentType)) throw status === 503 ? new NoAccountServiceAvailable(contentType) : new NotAccountServiceAnswer(status, contentType);
  return JSON.parse(text);
}

/**
 * How long an idle connection to the account service is kept: shorter than the idle limit of whatever
 * answers there (haproxy's `timeout http-keep-alive`, 10 s in deploy/haproxy.cfg; the account service's
 * own 72 s), so the gateway closes it first and never sends a request on a connection the other side
 * is closing (a failed call that nothing retries). Hints (Keep-Alive: timeout=…) cannot lengthen it.
 */
export const UPSTREAM_KEEP_ALIVE_MS = 4000;

export function poolTransport(baseUrl: string, timeoutMs: number): RestTransport {
  const base = new URL(baseUrl);
  const prefix = base.pathname.replace(/\/$/, '');
  const pool = new Pool(base.origin, {
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    keepAliveTimeout: UPSTREAM_KEEP_ALIVE_MS,
    keepAliveMaxTimeout: UPSTREAM_KEEP_ALIVE_MS,
  });
  return async (request) => {
    const response = await pool.request({
      method: request.method,
      path: prefix + request.path,
      headers: request.headers,
      body: request.body ?? null,
      ...(request.timeoutMs === undefined ? {} : { headersTimeout: request.timeoutMs, bodyTimeout: request.timeoutMs }),
    });
    const retryAfter = response.headers['retry-after'];
    const currentSession = response.headers['x-current-session'];
    const contentType = response.headers['content-type'];
    return {
      status: response.statusCode,
      retryAfter: typeof retryAfter === 'string' ? retryAfter : null,
      currentSession: typeof currentSession === 'string' ? currentSession : null,
      body: parseBody(response.statusCode, typeof contentType === 'string' ? contentType : null, await response.body.text()),
    };
  };
}

export function fetchTransport(baseUrl: string, fetchImpl: typeof fetch, timeoutMs: number): RestTransport {
  const base = baseUrl.replace(/\/$/, '');
  return async (request) => {
    const response = await fetchImpl(base + request.path, {
      method: request.method,
      headers: request.headers,
      ...(request.body === undefined ? {} : { body: request.body }),
      signal: AbortSignal.timeout(request.timeoutMs ?? timeoutMs),
    });
    const { headers } = response;
    const body = parseBody(response.status, headers.get('content-type'), await response.text());
    return { status: response.status, retryAfter: headers.get('retry-after'), currentSession: headers.get('x-current-session'), body };
  };
}
