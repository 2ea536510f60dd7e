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
}

export interface RestResponse {
  status: number;
  retryAfter: string | null;
  /** X-Current-Session: the session a signed-in call was admitted with (account-api.client.ts). */
  currentSession: string | null;
  /** The parsed JSON body, or null for an empty body. */
  body: unknown;
}

/** Sends one request. Throws when there is no usable answer (refused, timed out, not JSON). */
export type RestTransport = (request: RestRequest) => Promise<RestResponse>;

function parseBody(text: string): unknown {
  return text === '' ? null : JSON.parse(text);
}

export function poolTransport(baseUrl: string, timeoutMs: number): RestTransport {
  const base = new URL(baseUrl);
  const prefix = base.pathname.replace(/\/$/, '');
  const pool = new Pool(base.origin, { headersTimeout: timeoutMs, bodyTimeout: timeoutMs, keepAliveTimeout: 30_000 });
  return async (request) => {
    const response = await pool.request({
      method: request.method,
      path: prefix + request.path,
      headers: request.headers,
      body: request.body ?? null,
    });
    const retryAfter = response.headers['retry-after'];
    const currentSession = response.headers['x-current-session'];
    return {
      status: response.statusCode,
      retryAfter: typeof retryAfter === 'string' ? retryAfter : null,
      currentSession: typeof currentSession === 'string' ? currentSession : null,
      body: parseBody(await response.body.text()),
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
      signal: AbortSignal.timeout(timeoutMs),
    });
    const { headers } = response;
    return { status: response.status, retryAfter: headers.get('retry-after'), currentSession: headers.get('x-current-session'), body: parseBody(await response.text()) };
  };
}
