// The typed REST client of the account service: the gateway's only way out. Paths, path parameters,
// request bodies and success bodies are typed from schema/account-api.yaml (generated `paths`). Every
// method is exactly one HTTP call, so one resolver execution is one attempt as far as the account
// service's throttling counts. Failures come back as values (never thrown) so resolvers decide. A call
// made for a guarded field carries the field's rule, which the account service checks in that call.
import type { components, paths } from './generated/account-api';
import { fetchTransport, NoAccountServiceAvailable, poolTransport, type RestResponse, type RestTransport } from './rest-transport';

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
export type RestNotMeReport = components['schemas']['NotMeReport'];
export type RestSessionKind = components['schemas']['SessionKind'];
export type RestPasskey = components['schemas']['Passkey'];
export type RestSecondFactors = components['schemas']['SecondFactors'];
export type RestAuthenticatorEnrolment = components['schemas']['AuthenticatorEnrolment'];
export type RestRecoveryCodeSet = components['schemas']['RecoveryCodeSet'];
export type RestDataExportLink = components['schemas']['DataExportLink'];
export type RestAccountClosing = components['schemas']['AccountClosing'];
export type RestPasskeyRegistrationCeremony = components['schemas']['PasskeyRegistrationCeremony'];
export type RestPasskeySignInCeremony = components['schemas']['PasskeySignInCeremony'];
export type RestRegistrationResponse = components['schemas']['RegistrationResponse'];
export type RestAuthenticationResponse = components['schemas']['AuthenticationResponse'];
export type RestStepUpStatus = components['schemas']['StepUpStatus'];
export type RestStepUpCodeSent = components['schemas']['StepUpCodeSent'];
export type RestAdminAccount = components['schemas']['AdminAccount'];
export type RestAdminAccountPage = components['schemas']['AdminAccountPage'];
export type RestAdminAccountDetail = components['schemas']['AdminAccountDetail'];
export type RestAdminActionRequest = components['schemas']['AdminActionRequest'];
export type RestInviteAccountRequest = components['schemas']['InviteAccountRequest'];
export type RestAuditEntry = components['schemas']['AuditEntry'];
export type RestAuditPage = components['schemas']['AuditPage'];
export type RestOAuthClient = components['schemas']['OAuthClient'];
export type RestOAuthClientWithSecret = components['schemas']['OAuthClientWithSecret'];
export type RestCreateOAuthClientRequest = components['schemas']['CreateOAuthClientRequest'];
export type RestOAuthScope = components['schemas']['OAuthScope'];
export type RestConnectedApp = components['schemas']['ConnectedApp'];
export type RestOAuthInteraction = components['schemas']['OAuthInteraction'];
export type RestOAuthInteractionDone = components['schemas']['OAuthInteractionDone'];

/** What the admin list asks for (GET /v1/admin/accounts). */
export interface RestAccountListQuery {
  q?: string;
  role?: RestAdminAccount['role'];
  status?: RestAdminAccount['status'];
  level?: RestAdminAccount['level'];
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
  /**
   * When every call made for this request must be over (epoch ms): the calls of one GraphQL request
   * share one upstream budget, so several slow calls in a row cannot keep the client past the limits
   * of the proxy in front (deploy/haproxy.cfg's timeout server). None: each call has the whole limit.
   */
  deadline?: number | undefined;
}

/** The account service's call limit when none is configured (UPSTREAM_TIMEOUT_MS). */
export const DEFAULT_UPSTREAM_TIMEOUT_MS = 10_000;

/** A call not started because its request's upstream budget was spent. */
/** Less of a request's budget than this left, and no call is started (UpstreamBudgetSpent). */
const MIN_CALL_MS = 10;

export class UpstreamBudgetSpent extends Error {
  constructor() {
    super("the request's time for calls to the account service is spent");
    this.name = 'UpstreamBudgetSpent';
    this.stack = `${this.name}: ${this.message}`;
  }
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
  /** deviceToken: the browser's device cookie (none for a program); `locale`: the language of the page the sign-in is made on, for the attempt's code mails. */
  startLogin(caller: Caller, identifier: string, password: string, deviceToken?: string | null, locale?: RestAccount['locale'], program?: boolean): Promise<RestResult<RestLoginChallenge>>;
  /** A passkey-first account's recovery, step 1: a recovery code instead of the password. */
  startRecoveryLogin(caller: Caller, identifier: string, recoveryCode: string, deviceToken?: string | null, locale?: RestAccount['locale'], program?: boolean): Promise<RestResult<RestLoginChallenge>>;
  getLogin(caller: Caller, attemptId: string): Promise<RestResult<RestLoginChallenge>>;
  verifyLoginCode(caller: Caller, attemptId: string, code: string, sessionKind: RestSessionKind, method?: 'code' | 'recovery_code'): Promise<RestResult<RestSessionGrant>>;
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
  /** currentPassword null: none sent (a passkey-first account's re-authentication is its passkey step-up). */
  requestEmailChange(caller: Caller, newEmail: string, currentPassword: string | null): Promise<RestResult<RestPendingEmailChange>>;
  confirmEmailChange(caller: Caller, newEmail: string, code: string): Promise<RestResult<RestCurrentSession>>;
  listSessions(caller: Caller): Promise<RestResult<RestSessionList>>;
  revokeSession(caller: Caller, sessionId: string): Promise<RestResult<RestSessionRevocation>>;
  revokeOtherSessions(caller: Caller): Promise<RestResult<RestSessionRevocation>>;
  listAccountEvents(caller: Caller, limit: number, after: string | null): Promise<RestResult<RestAccountEventPage>>;
  /** "This was not me" on an event; null stands for "done" (204). */
  reportNotMe(caller: Caller, eventId: string): Promise<RestResult<RestNotMeReport>>;
  checkNotMeLink(caller: Caller, token: string): Promise<RestResult<RestNotMeLinkInfo>>;
  reportNotMeByLink(caller: Caller, token: string): Promise<RestResult<RestNotMeReport>>;
  listPasskeys(caller: Caller): Promise<RestResult<components['schemas']['PasskeyList']>>;
  /** The authenticator app and recovery codes (issue 23). */
  getSecondFactors(caller: Caller): Promise<RestResult<RestSecondFactors>>;
  startAuthenticatorEnrolment(caller: Caller, currentPassword: string | null): Promise<RestResult<RestAuthenticatorEnrolment>>;
  confirmAuthenticatorEnrolment(caller: Caller, code: string): Promise<RestResult<RestSecondFactors>>;
  removeAuthenticator(caller: Caller, currentPassword: string | null): Promise<RestResult<RestSecondFactors>>;
  generateRecoveryCodes(caller: Caller, currentPassword: string | null): Promise<RestResult<RestRecoveryCodeSet>>;
  /** 「パスワードを使わない」 and 「パスワードを設定する」 (passkey-first accounts). */
  removePassword(caller: Caller): Promise<RestResult<RestSecondFactors>>;
  setPassword(caller: Caller, newPassword: string): Promise<RestResult<RestSecondFactors>>;
  /** 「データのダウンロード」 (issue 24): mail a link; check a link (the files: data-export-download.ts). */
  requestDataExport(caller: Caller): Promise<RestResult<RestDataExportLink>>;
  checkDataExportLink(caller: Caller, token: string): Promise<RestResult<RestDataExportLink>>;
  /** 退会 (issue 24): ask to close the account, cancel it, and the administrators' list of accounts waiting for deletion. */
  requestAccountClosing(caller: Caller): Promise<RestResult<RestAccountClosing>>;
  cancelAccountClosing(caller: Caller): Promise<RestResult<RestAccountClosing>>;
  listClosingAccounts(caller: Caller): Promise<RestResult<{ accounts: RestAccount[] }>>;
  /** 「連携中のアプリ」: the apps the account allowed, and disconnecting one (answers those left). */
  listConnectedApps(caller: Caller): Promise<RestResult<{ apps: RestConnectedApp[] }>>;
  revokeConnectedApp(caller: Caller, clientId: string): Promise<RestResult<{ apps: RestConnectedApp[] }>>;
  renamePasskey(caller: Caller, passkeyId: string, name: string): Promise<RestResult<RestPasskey>>;
  /** null stands for "done" (204). */
  deletePasskey(caller: Caller, passkeyId: string, currentPassword: string | null): Promise<RestResult<null>>;
  startPasskeyRegistration(caller: Caller, currentPassword: string | null): Promise<RestResult<RestPasskeyRegistrationCeremony>>;
  finishPasskeyRegistration(caller: Caller, ceremonyId: string, name: string | null, response: RestRegistrationResponse): Promise<RestResult<RestPasskey>>;
  /** Step-up (issue 23): the session's state, and proving each method. */
  getStepUp(caller: Caller): Promise<RestResult<RestStepUpStatus>>;
  startPasskeyStepUp(caller: Caller): Promise<RestResult<RestPasskeySignInCeremony>>;
  finishPasskeyStepUp(caller: Caller, ceremonyId: string, response: RestAuthenticationResponse): Promise<RestResult<RestStepUpStatus>>;
  sendStepUpCode(caller: Caller): Promise<RestResult<RestStepUpCodeSent>>;
  verifyStepUpCode(caller: Caller, code: string, password: string): Promise<RestResult<RestStepUpStatus>>;
  verifyAuthenticatorAppStepUp(caller: Caller, code: string): Promise<RestResult<RestStepUpStatus>>;
  startPasskeySignIn(caller: Caller): Promise<RestResult<RestPasskeySignInCeremony>>;
  finishPasskeySignIn(caller: Caller, ceremonyId: string, response: RestAuthenticationResponse, deviceToken?: string | null): Promise<RestResult<RestSessionGrant>>;
  /** The admin console (administrators only; the account service checks the role too). */
  listAccounts(caller: Caller, query: RestAccountListQuery): Promise<RestResult<RestAdminAccountPage>>;
  getAdminAccount(caller: Caller, accountCode: string): Promise<RestResult<RestAdminAccountDetail>>;
  listAdminAccountEvents(caller: Caller, accountCode: string, limit: number, after: string | null): Promise<RestResult<RestAccountEventPage>>;
  actOnAccount(caller: Caller, accountCode: string, request: RestAdminActionRequest): Promise<RestResult<RestAdminAccountDetail>>;
  inviteAccount(caller: Caller, request: RestInviteAccountRequest): Promise<RestResult<RestAdminAccountDetail>>;
  listAuditEntries(caller: Caller, query: { accountCode?: string; limit: number; after?: string }): Promise<RestResult<RestAuditPage>>;
  /** Apps registered with the OpenID Provider (administrators only; the account service checks the role too). */
  listOAuthClients(caller: Caller): Promise<RestResult<{ clients: RestOAuthClient[] }>>;
  createOAuthClient(caller: Caller, request: RestCreateOAuthClientRequest): Promise<RestResult<RestOAuthClientWithSecret>>;
  rotateOAuthClientSecret(caller: Caller, clientId: string): Promise<RestResult<RestOAuthClientWithSecret>>;
  disableOAuthClient(caller: Caller, clientId: string): Promise<RestResult<RestOAuthClient>>;
  /** An app's sign-in in this browser: `interaction` is the browser's interaction cookie (X-OAuth-Interaction). */
  getOAuthInteraction(caller: Caller, id: string, interaction: string | null): Promise<RestResult<RestOAuthInteraction>>;
  completeOAuthLogin(caller: Caller, id: string, interaction: string | null): Promise<RestResult<RestOAuthInteractionDone>>;
  decideOAuthConsent(caller: Caller, id: string, interaction: string | null, allow: boolean): Promise<RestResult<RestOAuthInteractionDone>>;
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
  /** More headers the operation takes (X-OAuth-Interaction). */
  headers?: Record<string, string>;
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

const interactionHeader = (interaction: string | null): Record<string, string> => (interaction === null ? {} : { 'x-oauth-interaction': interaction });

export function createAccountApiClient(options: AccountApiClientOptions): AccountApi {
  const timeoutMs = options.timeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS;
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
    const { access } = caller;
    const failed = (cause: unknown): RestResult<never> => {
      // Refused connection, timeout, or a body that is not JSON (a proxy's page: haproxy's 503 says no
      // instance is up): the back end is not usable now.
      caller.log?.warn({ method, path, err: cause }, cause instanceof NoAccountServiceAvailable ? 'no account service available' : 'account service call failed');
      const failure: RestResult<never> = { ok: false, failure: { kind: 'network', cause } };
      access?.answered(method, failure, null);
      return failure;
    };
    // What is left of the request's budget, when less than a call's limit: the account service is told
    // (it rolls back past it) and the transport gives up then.
    let callTimeoutMs: number | undefined;
    if (caller.deadline !== undefined) {
      const left = caller.deadline - Date.now();
      // A few milliseconds left is no call's worth (and a timer may end the previous call a
      // millisecond before the deadline): spent.
      if (left < MIN_CALL_MS) return Promise.resolve(failed(new UpstreamBudgetSpent()));
      if (left < timeoutMs) callTimeoutMs = left;
    }
    const headers: Record<string, string> = {
      authorization,
      'x-client-ip': caller.clientIp.slice(0, 64),
      'x-request-timeout-ms': callTimeoutMs === undefined ? timeoutHeader : String(callTimeoutMs),
    };
    if (caller.requestId) headers['x-request-id'] = caller.requestId;
    if (caller.sessionToken) headers['x-session-token'] = caller.sessionToken;
    if (caller.userAgent) headers['x-client-user-agent'] = caller.userAgent.slice(0, 512);
    if (access) {
      headers['x-required-roles'] = access.roles;
      headers['x-allow-must-change-password'] = access.allowMustChangePassword;
    }
    if (input.headers) Object.assign(headers, input.headers);
    if (input.body !== undefined) headers['content-type'] = 'application/json';
    let sent: Promise<RestResponse>;
    try {
      sent = transport({
        method: httpMethods[method],
        path: input.params === undefined && input.query === undefined ? path : urlOf(path, input),
        headers,
        ...(input.body === undefined ? {} : { body: JSON.stringify(input.body) }),
        ...(callTimeoutMs === undefined ? {} : { timeoutMs: callTimeoutMs }),
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
    startLogin: (caller, identifier, password, deviceToken, locale, program) =>
      call('post', '/v1/logins', caller, { body: { identifier, password, ...(deviceToken ? { deviceToken } : {}), ...(locale ? { locale } : {}), ...(program ? { program } : {}) } }),
    startRecoveryLogin: (caller, identifier, recoveryCode, deviceToken, locale, program) =>
      call('post', '/v1/recovery-logins', caller, { body: { identifier, recoveryCode, ...(deviceToken ? { deviceToken } : {}), ...(locale ? { locale } : {}), ...(program ? { program } : {}) } }),
    getLogin: (caller, attemptId) => call('get', '/v1/logins/{attemptId}', caller, { params: { attemptId } }),
    verifyLoginCode: (caller, attemptId, code, sessionKind, method) =>
      call('post', '/v1/logins/{attemptId}/code-verifications', caller, { params: { attemptId }, body: { code, sessionKind, ...(method ? { method } : {}) } }),
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
      call('post', '/v1/session/email-changes', caller, { body: { newEmail, ...withPassword(currentPassword) } }),
    confirmEmailChange: (caller, newEmail, code) =>
      call('post', '/v1/session/email-changes/verifications', caller, { body: { newEmail, code } }),
    listSessions: (caller) => call('get', '/v1/session/sessions', caller),
    revokeSession: (caller, sessionId) => call('delete', '/v1/session/sessions/{sessionId}', caller, { params: { sessionId } }),
    revokeOtherSessions: (caller) => call('delete', '/v1/session/sessions', caller),
    listAccountEvents: (caller, limit, after) => call('get', '/v1/session/events', caller, { query: { limit: String(limit), ...(after === null ? {} : { after }) } }),
    reportNotMe: (caller, eventId) => call('post', '/v1/session/not-me-reports', caller, { body: { eventId } }),
    checkNotMeLink: (caller, token) => call('post', '/v1/not-me-links/verifications', caller, { body: { token } }),
    reportNotMeByLink: (caller, token) => call('post', '/v1/not-me-links/reports', caller, { body: { token } }),
    listPasskeys: (caller) => call('get', '/v1/session/passkeys', caller),
    getSecondFactors: (caller) => call('get', '/v1/session/second-factors', caller),
    startAuthenticatorEnrolment: (caller, currentPassword) => call('post', '/v1/session/authenticator-app/enrolments', caller, { body: withPassword(currentPassword) }),
    confirmAuthenticatorEnrolment: (caller, code) => call('post', '/v1/session/authenticator-app/confirmations', caller, { body: { code } }),
    removeAuthenticator: (caller, currentPassword) => call('post', '/v1/session/authenticator-app/removals', caller, { body: withPassword(currentPassword) }),
    generateRecoveryCodes: (caller, currentPassword) => call('post', '/v1/session/recovery-codes', caller, { body: withPassword(currentPassword) }),
    removePassword: (caller) => call('post', '/v1/session/password-removals', caller),
    setPassword: (caller, newPassword) => call('post', '/v1/session/passwords', caller, { body: { newPassword } }),
    requestDataExport: (caller) => call('post', '/v1/session/data-exports', caller),
    checkDataExportLink: (caller, token) => call('post', '/v1/session/data-exports/verifications', caller, { body: { token } }),
    requestAccountClosing: (caller) => call('post', '/v1/session/closing', caller),
    cancelAccountClosing: (caller) => call('delete', '/v1/session/closing', caller),
    listClosingAccounts: (caller) => call('get', '/v1/admin/closing-accounts', caller),
    listConnectedApps: (caller) => call('get', '/v1/session/connected-apps', caller),
    revokeConnectedApp: (caller, clientId) => call('delete', '/v1/session/connected-apps/{clientId}', caller, { params: { clientId } }),
    renamePasskey: (caller, passkeyId, name) => call('patch', '/v1/session/passkeys/{passkeyId}', caller, { params: { passkeyId }, body: { name } }),
    deletePasskey: async (caller, passkeyId, currentPassword) => {
      const result = await call('post', '/v1/session/passkeys/{passkeyId}/deletion', caller, { params: { passkeyId }, body: withPassword(currentPassword) });
      return result.ok ? { ok: true, data: null } : result;
    },
    startPasskeyRegistration: (caller, currentPassword) =>
      call('post', '/v1/session/passkey-registrations', caller, { body: currentPassword === null ? {} : { currentPassword } }),
    finishPasskeyRegistration: (caller, ceremonyId, name, response) =>
      call('post', '/v1/session/passkey-registrations/{ceremonyId}', caller, { params: { ceremonyId }, body: { response, ...(name === null ? {} : { name }) } }),
    getStepUp: (caller) => call('get', '/v1/session/step-up', caller),
    startPasskeyStepUp: (caller) => call('post', '/v1/session/step-up/passkey-assertions', caller),
    finishPasskeyStepUp: (caller, ceremonyId, response) =>
      call('post', '/v1/session/step-up/passkey-assertions/{ceremonyId}', caller, { params: { ceremonyId }, body: { response } }),
    sendStepUpCode: (caller) => call('post', '/v1/session/step-up/email-codes', caller),
    verifyStepUpCode: (caller, code, password) => call('post', '/v1/session/step-up/email-code-verifications', caller, { body: { code, password } }),
    verifyAuthenticatorAppStepUp: (caller, code) => call('post', '/v1/session/step-up/authenticator-app-verifications', caller, { body: { code } }),
    startPasskeySignIn: (caller) => call('post', '/v1/passkey-sign-ins', caller),
    finishPasskeySignIn: (caller, ceremonyId, response, deviceToken) =>
      call('post', '/v1/passkey-sign-ins/{ceremonyId}', caller, { params: { ceremonyId }, body: { response, ...(deviceToken ? { deviceToken } : {}) } }),
    listAccounts: (caller, { limit, ...rest }) => call('get', '/v1/admin/accounts', caller, { query: { ...rest, limit: String(limit) } }),
    getAdminAccount: (caller, accountCode) => call('get', '/v1/admin/accounts/{accountCode}', caller, { params: { accountCode } }),
    listAdminAccountEvents: (caller, accountCode, limit, after) =>
      call('get', '/v1/admin/accounts/{accountCode}/events', caller, { params: { accountCode }, query: { limit: String(limit), ...(after === null ? {} : { after }) } }),
    actOnAccount: (caller, accountCode, request) => call('post', '/v1/admin/accounts/{accountCode}/actions', caller, { params: { accountCode }, body: request }),
    inviteAccount: (caller, request) => call('post', '/v1/admin/invitations', caller, { body: request }),
    listAuditEntries: (caller, { limit, ...rest }) => call('get', '/v1/admin/audit', caller, { query: { ...rest, limit: String(limit) } }),
    listOAuthClients: (caller) => call('get', '/v1/admin/oauth-clients', caller),
    createOAuthClient: (caller, request) => call('post', '/v1/admin/oauth-clients', caller, { body: request }),
    rotateOAuthClientSecret: (caller, clientId) => call('post', '/v1/admin/oauth-clients/{clientId}/secret-rotations', caller, { params: { clientId } }),
    disableOAuthClient: (caller, clientId) => call('post', '/v1/admin/oauth-clients/{clientId}/disabling', caller, { params: { clientId } }),
    getOAuthInteraction: (caller, id, interaction) =>
      call('get', '/v1/oauth/interactions/{interactionId}', caller, { params: { interactionId: id }, headers: interactionHeader(interaction) }),
    completeOAuthLogin: (caller, id, interaction) =>
      call('post', '/v1/oauth/interactions/{interactionId}/login', caller, { params: { interactionId: id }, headers: interactionHeader(interaction) }),
    decideOAuthConsent: (caller, id, interaction, allow) =>
      call('post', '/v1/oauth/interactions/{interactionId}/consent', caller, { params: { interactionId: id }, body: { allow }, headers: interactionHeader(interaction) }),
    health: (caller) => call('get', '/healthz', caller),
  };
}

/** The current password in a request body, or nothing (a passkey-first account has none to send). */
function withPassword(currentPassword: string | null): { currentPassword?: string } {
  return currentPassword === null ? {} : { currentPassword };
}
