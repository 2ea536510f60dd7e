// The typed REST client of the account service: the gateway's only way out. Paths, path parameters,
// request bodies and success bodies are typed from schema/account-api.yaml (generated `paths`). Every
// method is exactly one HTTP call, so one resolver execution is one attempt as far as the account
// service's throttling counts. Failures come back as values (never thrown) so resolvers decide. A call
// made for a guarded field carries the field's rule, which the account service checks in that call.
import type { components, paths } from './generated/account-api';
import { fetchTransport, poolTransport, type RestResponse, type RestTransport } from './rest-transport';

export type RestAccount = components['schemas']['Account'];
export type RestLoginChallenge = components['schemas']['LoginChallenge'];
export type RestCurrentSession = components['schemas']['CurrentSession'];
export type RestSessionGrant = components['schemas']['SessionGrant'];
export type RestPasswordResetTokenInfo = components['schemas']['PasswordResetTokenInfo'];
export type RestPasswordReissueAccepted = components['schemas']['PasswordReissueAccepted'];
export type RestUpdateAccount = components['schemas']['UpdateAccountRequest'];
export type RestPendingEmailChange = components['schemas']['PendingEmailChange'];
export type RestSessionList = components['schemas']['SessionList'];
export type RestSessionRevocation = components['schemas']['SessionRevocation'];
export type RestSessionSummary = components['schemas']['SessionSummary'];
export type RestAccountEvent = components['schemas']['AccountEvent'];
export type RestAccountEventPage = components['schemas']['AccountEventPage'];
export type RestNotMeLinkInfo = components['schemas']['NotMeLinkInfo'];
export type RestSessionKind = components['schemas']['SessionKind'];
export type RestPasskey = components['schemas']['Passkey'];
export type RestPasskeyRegistrationCeremony = components['schemas']['PasskeyRegistrationCeremony'];
export type RestPasskeySignInCeremony = components['schemas']['PasskeySignInCeremony'];
export type RestRegistrationResponse = components['schemas']['RegistrationResponse'];
export type RestAuthenticationResponse = components['schemas']['AuthenticationResponse'];
export type RestAdminAccount = components['schemas']['AdminAccount'];
export type RestAdminAccountPage = components['schemas']['AdminAccountPage'];
export type RestAdminAccountDetail = components['schemas']['AdminAccountDetail'];
export type RestAdminActionRequest = components['schemas']['AdminActionRequest'];
export type RestInviteAccountRequest = components['schemas']['InviteAccountRequest'];
export type RestAuditEntry = components['schemas']['AuditEntry'];
export type RestAuditPage = components['schemas']['AuditPage'];

/** What the admin list asks for (GET /v1/admin/accounts). */
export interface RestAccountListQuery {
  q?: string;
  role?: RestAdminAccount['role'];
  status?: RestAdminAccount['status'];
  limit: number;
  after?: string;
}

/** Why a REST call did not succeed: no answer at all, or an HTTP status with its (untrusted) body. */
export type RestFailure =
  | { kind: 'network'; cause: unknown }
  | { kind: 'http'; status: number; body: unknown; retryAfter: string | null };

export type RestResult<T> = { ok: true; data: T } | { ok: false; failure: RestFailure };

/** Who the end user is, as far as the account service needs to know, and how to follow the request. */
export interface Caller {
  sessionToken: string | null;
  clientIp: string;
  /** The end user's User-Agent (sent as X-Client-User-Agent): the device of sessions and events. */
  userAgent?: string | undefined;
  /** Sent as X-Request-Id, so one request can be followed through both rooms' logs. */
  requestId?: string;
  /** Where a failed call is logged (the request's logger, which carries its id). */
  log?: { warn(details: object, message: string): void };
  /** The rule of the guarded GraphQL field the call is made for (auth.ts); none for any other call. */
  access?: FieldAccess | undefined;
}

/**
 * A guarded field's @auth rule, sent with each call as X-Required-Roles and X-Allow-Must-Change-Password:
 * the account service checks it before the route does anything (401/403), in the same call. Told of
 * each outcome, with X-Current-Session: the session an admitted call was admitted with.
 */
export interface FieldAccess {
  /** The REST roles, comma-separated ('user,admin'). */
  readonly roles: string;
  readonly allowMustChangePassword: 'true' | 'false';
  answered(method: string, result: RestResult<unknown>, currentSession: string | null): void;
}

/** X-Current-Session's value (base64url JSON); null when it cannot be read, so the caller asks instead. */
export function decodeCurrentSession(encoded: string): RestCurrentSession | null {
  try {
    const session = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Partial<RestCurrentSession> | null;
    return typeof session?.account?.role === 'string' && typeof session.session?.expiresAt === 'string' ? (session as RestCurrentSession) : null;
  } catch {
    return null;
  }
}

/** The account service, as the resolvers see it (the context holds one). */
export interface AccountApi {
  startLogin(caller: Caller, identifier: string, password: string): Promise<RestResult<RestLoginChallenge>>;
  getLogin(caller: Caller, attemptId: string): Promise<RestResult<RestLoginChallenge>>;
  verifyLoginCode(caller: Caller, attemptId: string, code: string, sessionKind: RestSessionKind): Promise<RestResult<RestSessionGrant>>;
  resendLoginCode(caller: Caller, attemptId: string): Promise<RestResult<RestLoginChallenge>>;
  getSession(caller: Caller): Promise<RestResult<RestCurrentSession>>;
  deleteSession(caller: Caller): Promise<RestResult<null>>;
  startPasswordReissue(caller: Caller, identifier: string): Promise<RestResult<RestPasswordReissueAccepted>>;
  checkPasswordResetToken(caller: Caller, token: string): Promise<RestResult<RestPasswordResetTokenInfo>>;
  /** Consumes the token; null stands for "done" (204). */
  resetPassword(caller: Caller, token: string, newPassword: string): Promise<RestResult<null>>;
  changePassword(caller: Caller, currentPassword: string, newPassword: string): Promise<RestResult<RestCurrentSession>>;
  /** Only the fields present change; `phone: null` removes the phone number. */
  updateAccount(caller: Caller, fields: RestUpdateAccount): Promise<RestResult<RestCurrentSession>>;
  requestEmailChange(caller: Caller, newEmail: string, currentPassword: string): Promise<RestResult<RestPendingEmailChange>>;
  confirmEmailChange(caller: Caller, newEmail: string, code: string): Promise<RestResult<RestCurrentSession>>;
  listSessions(caller: Caller): Promise<RestResult<RestSessionList>>;
  revokeSession(caller: Caller, sessionId: string): Promise<RestResult<RestSessionRevocation>>;
  revokeOtherSessions(caller: Caller): Promise<RestResult<RestSessionRevocation>>;
  listAccountEvents(caller: Caller, limit: number, after: string | null): Promise<RestResult<RestAccountEventPage>>;
  /** "This was not me" on an event; null stands for "done" (204). */
  reportNotMe(caller: Caller, eventId: string): Promise<RestResult<null>>;
  checkNotMeLink(caller: Caller, token: string): Promise<RestResult<RestNotMeLinkInfo>>;
  reportNotMeByLink(caller: Caller, token: string): Promise<RestResult<null>>;
  listPasskeys(caller: Caller): Promise<RestResult<{ passkeys: RestPasskey[] }>>;
  renamePasskey(caller: Caller, passkeyId: string, name: string): Promise<RestResult<RestPasskey>>;
  /** null stands for "done" (204). */
  deletePasskey(caller: Caller, passkeyId: string, currentPassword: string): Promise<RestResult<null>>;
  startPasskeyRegistration(caller: Caller, currentPassword: string | null): Promise<RestResult<RestPasskeyRegistrationCeremony>>;
  finishPasskeyRegistration(caller: Caller, ceremonyId: string, name: string | null, response: RestRegistrationResponse): Promise<RestResult<RestPasskey>>;
  startPasskeySignIn(caller: Caller): Promise<RestResult<RestPasskeySignInCeremony>>;
  finishPasskeySignIn(caller: Caller, ceremonyId: string, response: RestAuthenticationResponse): Promise<RestResult<RestSessionGrant>>;
  /** The admin console (administrators only; the account service checks the role too). */
  listAccounts(caller: Caller, query: RestAccountListQuery): Promise<RestResult<RestAdminAccountPage>>;
  getAdminAccount(caller: Caller, accountCode: string): Promise<RestResult<RestAdminAccountDetail>>;
  listAdminAccountEvents(caller: Caller, accountCode: string, limit: number, after: string | null): Promise<RestResult<RestAccountEventPage>>;
  actOnAccount(caller: Caller, accountCode: string, request: RestAdminActionRequest): Promise<RestResult<RestAdminAccountDetail>>;
  inviteAccount(caller: Caller, request: RestInviteAccountRequest): Promise<RestResult<RestAdminAccountDetail>>;
  listAuditEntries(caller: Caller, query: { accountCode?: string; limit: number; after?: string }): Promise<RestResult<RestAuditPage>>;
  /** The account service's liveness (GET /healthz): the gateway's readiness depends on it. */
  health(caller: Caller): Promise<RestResult<{ status: 'ok' }>>;
}

export interface AccountApiClientOptions {
  baseUrl: string;
  serviceToken: string;
  /** A fetch-shaped back end (tests); production uses a pooled undici client. */
  fetch?: typeof fetch;
  /** A hung back end must not hold a browser request forever. */
  timeoutMs?: number;
}

// Types of one operation of the contract.
type Success = 200 | 201 | 202;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type PathOf<M extends Method> = { [P in keyof paths]: paths[P][M] extends object ? P : never }[keyof paths];
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
type PathParams<O> = O extends { parameters: { path: infer T } } ? (T extends Record<string, string> ? T : undefined) : undefined;
type RequestBody<O> = O extends { requestBody: { content: { 'application/json': infer B } } } ? B : undefined;
type SuccessBody<O> = O extends { responses: infer R }
  ? { [S in keyof R & Success]: R[S] extends { content: { 'application/json': infer B } } ? B : never }[keyof R & Success] extends infer B
    ? [B] extends [never] ? null : B
    : never
  : never;

type QueryParams<O> = O extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

interface CallInput<O> {
  params?: PathParams<O>;
  body?: RequestBody<O>;
  query?: QueryParams<O>;
}

function resultOf<T>(response: RestResponse, caller: Caller, method: string, path: string): RestResult<T> {
  if (response.status >= 200 && response.status < 300) {
    // 204 has no body: null stands for "done". A 200/201/202 without its body breaks the contract.
    if (response.status !== 204 && response.body === null) {
      caller.log?.warn({ method, path, status: response.status }, 'account service answered without a body');
      return { ok: false, failure: { kind: 'http', status: 502, body: null, retryAfter: null } };
    }
    return { ok: true, data: response.body as T };
  }
  // 5xx, or the service refusing the gateway's own credential: the user only sees "try again later".
  if (response.status >= 500 || (response.status === 401 && (response.body as { code?: unknown } | null)?.code === 'SERVICE_UNAUTHORIZED')) {
    caller.log?.warn({ method, path, status: response.status }, 'account service call failed');
  }
  return { ok: false, failure: { kind: 'http', status: response.status, body: response.body, retryAfter: response.retryAfter } };
}

const httpMethods = { get: 'GET', post: 'POST', put: 'PUT', patch: 'PATCH', delete: 'DELETE' } as const;

/** The path with its parameters filled in and its query appended (most calls have neither). */
function urlOf(path: string, input: { params?: unknown; query?: unknown }): string {
  const params = (input.params ?? {}) as Record<string, string>;
  const search = new URLSearchParams(Object.entries((input.query ?? {}) as Record<string, unknown>).filter(([, v]) => v !== undefined && v !== null).map(([k, v]) => [k, String(v)])).toString();
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? '')) + (search ? `?${search}` : '');
}

export function createAccountApiClient(options: AccountApiClientOptions): AccountApi {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const transport: RestTransport = options.fetch
    ? fetchTransport(options.baseUrl, options.fetch, timeoutMs)
    : poolTransport(options.baseUrl, timeoutMs);
  const authorization = `Bearer ${options.serviceToken}`;
  // The account service rolls back whatever would still commit after this wait (see its deadline.ts).
  const timeoutHeader = String(timeoutMs);

  // Not an async function: the transport's promise is the call's, with no await in between.
  function call<M extends Method, P extends PathOf<M>>(
    method: M,
    path: P,
    caller: Caller,
    input: CallInput<Operation<P, M>> = {},
  ): Promise<RestResult<SuccessBody<Operation<P, M>>>> {
    const headers: Record<string, string> = { authorization, 'x-client-ip': caller.clientIp.slice(0, 64), 'x-request-timeout-ms': timeoutHeader };
    if (caller.requestId) headers['x-request-id'] = caller.requestId;
    if (caller.sessionToken) headers['x-session-token'] = caller.sessionToken;
    if (caller.userAgent) headers['x-client-user-agent'] = caller.userAgent.slice(0, 512);
    const { access } = caller;
    if (access) {
      headers['x-required-roles'] = access.roles;
      headers['x-allow-must-change-password'] = access.allowMustChangePassword;
    }
    if (input.body !== undefined) headers['content-type'] = 'application/json';
    const failed = (cause: unknown): RestResult<never> => {
      // Refused connection, timeout, or a body that is not JSON: the back end is not usable now.
      caller.log?.warn({ method, path, err: cause }, 'account service call failed');
      const failure: RestResult<never> = { ok: false, failure: { kind: 'network', cause } };
      access?.answered(method, failure, null);
      return failure;
    };
    let sent: Promise<RestResponse>;
    try {
      sent = transport({
        method: httpMethods[method],
        path: input.params === undefined && input.query === undefined ? path : urlOf(path, input),
        headers,
        ...(input.body === undefined ? {} : { body: JSON.stringify(input.body) }),
      });
    } catch (cause) {
      return Promise.resolve(failed(cause));
    }
    return sent.then((response) => {
      const result = resultOf<SuccessBody<Operation<P, M>>>(response, caller, method, path);
      access?.answered(method, result, response.currentSession);
      return result;
    }, failed);
  }

  return {
    startLogin: (caller, identifier, password) => call('post', '/v1/logins', caller, { body: { identifier, password } }),
    getLogin: (caller, attemptId) => call('get', '/v1/logins/{attemptId}', caller, { params: { attemptId } }),
    verifyLoginCode: (caller, attemptId, code, sessionKind) =>
      call('post', '/v1/logins/{attemptId}/code-verifications', caller, { params: { attemptId }, body: { code, sessionKind } }),
    resendLoginCode: (caller, attemptId) => call('post', '/v1/logins/{attemptId}/code-resends', caller, { params: { attemptId } }),
    getSession: (caller) => call('get', '/v1/session', caller),
    deleteSession: async (caller) => {
      const result = await call('delete', '/v1/session', caller);
      return result.ok ? { ok: true, data: null } : result;
    },
    startPasswordReissue: (caller, identifier) => call('post', '/v1/password-reissues', caller, { body: { identifier } }),
    checkPasswordResetToken: (caller, token) => call('post', '/v1/password-resets/verifications', caller, { body: { token } }),
    resetPassword: async (caller, token, newPassword) => {
      const result = await call('post', '/v1/password-resets', caller, { body: { token, newPassword } });
      return result.ok ? { ok: true, data: null } : result;
    },
    changePassword: (caller, currentPassword, newPassword) =>
      call('put', '/v1/session/password', caller, { body: { currentPassword, newPassword } }),
    updateAccount: (caller, fields) => call('patch', '/v1/session/account', caller, { body: fields }),
    requestEmailChange: (caller, newEmail, currentPassword) =>
      call('post', '/v1/session/email-changes', caller, { body: { newEmail, currentPassword } }),
    confirmEmailChange: (caller, newEmail, code) =>
      call('post', '/v1/session/email-changes/verifications', caller, { body: { newEmail, code } }),
    listSessions: (caller) => call('get', '/v1/session/sessions', caller),
    revokeSession: (caller, sessionId) => call('delete', '/v1/session/sessions/{sessionId}', caller, { params: { sessionId } }),
    revokeOtherSessions: (caller) => call('delete', '/v1/session/sessions', caller),
    listAccountEvents: (caller, limit, after) => call('get', '/v1/session/events', caller, { query: { limit: String(limit), ...(after === null ? {} : { after }) } }),
    reportNotMe: async (caller, eventId) => {
      const result = await call('post', '/v1/session/not-me-reports', caller, { body: { eventId } });
      return result.ok ? { ok: true, data: null } : result;
    },
    checkNotMeLink: (caller, token) => call('post', '/v1/not-me-links/verifications', caller, { body: { token } }),
    reportNotMeByLink: async (caller, token) => {
      const result = await call('post', '/v1/not-me-links/reports', caller, { body: { token } });
      return result.ok ? { ok: true, data: null } : result;
    },
    listPasskeys: (caller) => call('get', '/v1/session/passkeys', caller),
    renamePasskey: (caller, passkeyId, name) => call('patch', '/v1/session/passkeys/{passkeyId}', caller, { params: { passkeyId }, body: { name } }),
    deletePasskey: async (caller, passkeyId, currentPassword) => {
      const result = await call('post', '/v1/session/passkeys/{passkeyId}/deletion', caller, { params: { passkeyId }, body: { currentPassword } });
      return result.ok ? { ok: true, data: null } : result;
    },
    startPasskeyRegistration: (caller, currentPassword) =>
      call('post', '/v1/session/passkey-registrations', caller, { body: currentPassword === null ? {} : { currentPassword } }),
    finishPasskeyRegistration: (caller, ceremonyId, name, response) =>
      call('post', '/v1/session/passkey-registrations/{ceremonyId}', caller, { params: { ceremonyId }, body: { response, ...(name === null ? {} : { name }) } }),
    startPasskeySignIn: (caller) => call('post', '/v1/passkey-sign-ins', caller),
    finishPasskeySignIn: (caller, ceremonyId, response) => call('post', '/v1/passkey-sign-ins/{ceremonyId}', caller, { params: { ceremonyId }, body: { response } }),
    listAccounts: (caller, { limit, ...rest }) => call('get', '/v1/admin/accounts', caller, { query: { ...rest, limit: String(limit) } }),
    getAdminAccount: (caller, accountCode) => call('get', '/v1/admin/accounts/{accountCode}', caller, { params: { accountCode } }),
    listAdminAccountEvents: (caller, accountCode, limit, after) =>
      call('get', '/v1/admin/accounts/{accountCode}/events', caller, { params: { accountCode }, query: { limit: String(limit), ...(after === null ? {} : { after }) } }),
    actOnAccount: (caller, accountCode, request) => call('post', '/v1/admin/accounts/{accountCode}/actions', caller, { params: { accountCode }, body: request }),
    inviteAccount: (caller, request) => call('post', '/v1/admin/invitations', caller, { body: request }),
    listAuditEntries: (caller, { limit, ...rest }) => call('get', '/v1/admin/audit', caller, { query: { ...rest, limit: String(limit) } }),
    health: (caller) => call('get', '/healthz', caller),
  };
}
