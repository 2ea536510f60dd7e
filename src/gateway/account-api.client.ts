// The typed REST client of the account service: the gateway's only way out. Every method is exactly
// one HTTP call, so one resolver execution is one attempt as far as the account service's throttling
// counts. Failures come back as values (never thrown) so that resolvers decide what they mean.
import createClient from 'openapi-fetch';
import type { components, paths } from './generated/account-api';

export type RestAccount = components['schemas']['Account'];
export type RestLoginChallenge = components['schemas']['LoginChallenge'];
export type RestCurrentSession = components['schemas']['CurrentSession'];
export type RestSessionGrant = components['schemas']['SessionGrant'];

/** Why a REST call did not succeed: no answer at all, or an HTTP status with its (untrusted) body. */
export type RestFailure =
  | { kind: 'network'; cause: unknown }
  | { kind: 'http'; status: number; body: unknown; retryAfter: string | null };

export type RestResult<T> = { ok: true; data: T } | { ok: false; failure: RestFailure };

/** Who the end user is, as far as the account service needs to know. */
export interface Caller {
  sessionToken: string | null;
  clientIp: string;
}

/** The account service, as the resolvers see it (the context holds one). */
export interface AccountApi {
  startLogin(caller: Caller, identifier: string, password: string): Promise<RestResult<RestLoginChallenge>>;
  getLogin(caller: Caller, attemptId: string): Promise<RestResult<RestLoginChallenge>>;
  verifyLoginCode(caller: Caller, attemptId: string, code: string): Promise<RestResult<RestSessionGrant>>;
  resendLoginCode(caller: Caller, attemptId: string): Promise<RestResult<RestLoginChallenge>>;
  getSession(caller: Caller): Promise<RestResult<RestCurrentSession>>;
  deleteSession(caller: Caller): Promise<RestResult<null>>;
}

export interface AccountApiClientOptions {
  baseUrl: string;
  serviceToken: string;
  fetch?: typeof fetch;
  /** A hung back end must not hold a browser request forever. */
  timeoutMs?: number;
}

type Outcome<T> = { data?: T; error?: unknown; response: Response };

export function createAccountApiClient(options: AccountApiClientOptions): AccountApi {
  // Node's global fetch (undici) keeps connections alive, so one client per gateway reuses them.
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    headers: { Authorization: `Bearer ${options.serviceToken}` },
    ...(options.fetch ? { fetch: (request: Request) => options.fetch!(request) } : {}),
  });
  const timeoutMs = options.timeoutMs ?? 10_000;

  const init = (caller: Caller) => {
    const headers: Record<string, string> = { 'X-Client-Ip': caller.clientIp.slice(0, 64) };
    if (caller.sessionToken) headers['X-Session-Token'] = caller.sessionToken;
    return { headers, signal: AbortSignal.timeout(timeoutMs) };
  };

  async function call<T>(run: () => Promise<Outcome<T>>): Promise<RestResult<T>> {
    let outcome: Outcome<T>;
    try {
      outcome = await run();
    } catch (cause) {
      // Refused connection, timeout, or a body that is not JSON: the back end is not usable now.
      return { ok: false, failure: { kind: 'network', cause } };
    }
    const { response } = outcome;
    if (response.ok) {
      if (outcome.data !== undefined) return { ok: true, data: outcome.data };
      // A success without the promised body breaks the contract: treat the back end as unusable.
      return { ok: false, failure: { kind: 'http', status: 502, body: null, retryAfter: null } };
    }
    return {
      ok: false,
      failure: { kind: 'http', status: response.status, body: outcome.error ?? null, retryAfter: response.headers.get('retry-after') },
    };
  }

  return {
    startLogin: (caller, identifier, password) =>
      call(() => client.POST('/v1/logins', { ...init(caller), body: { identifier, password } })),
    getLogin: (caller, attemptId) =>
      call(() => client.GET('/v1/logins/{attemptId}', { ...init(caller), params: { path: { attemptId } } })),
    verifyLoginCode: (caller, attemptId, code) =>
      call(() =>
        client.POST('/v1/logins/{attemptId}/code-verifications', {
          ...init(caller),
          params: { path: { attemptId } },
          body: { code },
        }),
      ),
    resendLoginCode: (caller, attemptId) =>
      call(() =>
        client.POST('/v1/logins/{attemptId}/code-resends', { ...init(caller), params: { path: { attemptId } } }),
      ),
    getSession: (caller) => call(() => client.GET('/v1/session', init(caller))),
    // 204 has no body; null stands for "done".
    deleteSession: (caller) => call<null>(async () => {
      const { response, error } = await client.DELETE('/v1/session', init(caller));
      return { response, error, data: response.ok ? null : undefined };
    }),
  };
}
