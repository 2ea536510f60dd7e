// A fake account service that speaks the parts of the REST contract (schema/account-api.yaml) the
// gateway uses, injected as the gateway's fetch. It records every call, and whether a route handler
// ran for it, so tests can count both.
import type { components } from '../../src/gateway/generated/account-api';
import { CODE, LOGIN_ID, PASSWORD, SERVICE_TOKEN } from './fake-constants';
import { json, restError, type Account, type ErrorCode, type Handler, type RecordedCall } from './fake-rest';
import { selfServiceRoutes, type SessionProfile } from './fake-self-service';

export { json, restError, type Handler, type RecordedCall } from './fake-rest';
export { CODE, LOGIN_ID, NEW_PASSWORD, PASSWORD, SERVICE_TOKEN } from './fake-constants';
export { otherAccount, TAKEN_EMAIL, type SessionProfile } from './fake-self-service';
type ResetPurpose = components['schemas']['PasswordResetPurpose'];
/** A reset or invitation token's state, as the account service keeps it. */
export type ResetTokenState = 'valid' | 'expired' | 'used' | 'superseded';

/** Passwords the fake's policy calls common. */
const COMMON_PASSWORDS = new Set(['password1234', 'qwertyuiop123']);

export const account: Account = {
  accountCode: 'A000001',
  loginId: LOGIN_ID,
  email: 'taro@example.com',
  name: '山田 太郎',
  nameKana: 'ヤマダ タロウ',
  phone: null,
  locale: 'ja',
  role: 'user',
  status: 'active',
  mustChangePassword: false,
  lastLoginAt: '2026-01-02T03:04:05.000Z',
  previousLoginAt: null,
  createdAt: '2025-12-01T00:00:00.000Z',
  updatedAt: '2025-12-01T00:00:00.000Z',
};

let counter = 0;
/** 43 characters of base64url, like the real 256-bit ids. */
export const newId = (prefix: string) => `${prefix}${String(++counter).padStart(8, '0')}`.padEnd(43, 'x').slice(0, 43);

export function createFakeAccountService() {
  const calls: RecordedCall[] = [];
  const attempts = new Map<string, { codeTries: number }>();
  const sessions = new Set<string>();
  /** How a seeded session's account differs (role, must-change flag) from the stored account. */
  const profiles = new Map<string, SessionProfile>();
  const overrides = new Map<string, Handler>();
  const resetTokens = new Map<string, { purpose: ResetPurpose; state: ResetTokenState }>();
  /** Identifiers a reissue was asked for (known or not), in order. */
  const reissues: string[] = [];
  const state = { password: PASSWORD, account: { ...account } };
  const accountOf = (token: string | null): Account | null =>
    token !== null && sessions.has(token) ? { ...state.account, ...profiles.get(token) } : null;
  const inTenMinutes = () => new Date(Date.now() + 600_000).toISOString();
  const sessionInfo = () => ({
    expiresAt: new Date(Date.now() + 1_800_000).toISOString(),
    absoluteExpiresAt: new Date(Date.now() + 43_200_000).toISOString(),
    idleTimeoutSeconds: 1800,
  });
  const challenge = (attemptId: string, resendsRemaining = 3) => ({
    attemptId,
    maskedEmail: 't***@example.com',
    expiresAt: inTenMinutes(),
    resendAvailableAt: new Date(Date.now() + 60_000).toISOString(),
    resendsRemaining,
  });

  // The default behaviour of each route, keyed "METHOD /path/with/:params".
  const routes: Record<string, Handler> = {
    'POST /v1/logins': ({ body }) => {
      const { identifier, password } = body as { identifier: string; password: string };
      if (identifier !== LOGIN_ID || password !== state.password) return restError(401, 'INVALID_CREDENTIALS');
      const attemptId = newId('att');
      attempts.set(attemptId, { codeTries: 0 });
      return json(201, challenge(attemptId));
    },
    'GET /v1/logins/:id': ({ path }) => {
      const id = path.split('/')[3]!;
      return attempts.has(id) ? json(200, challenge(id)) : restError(404, 'NOT_FOUND');
    },
    'POST /v1/logins/:id/code-verifications': ({ path, body }) => {
      const id = path.split('/')[3]!;
      const attempt = attempts.get(id);
      if (!attempt) return restError(404, 'LOGIN_ATTEMPT_INVALID');
      if ((body as { code: string }).code !== CODE) {
        attempt.codeTries++;
        return restError(400, 'INVALID_CODE', { attemptsRemaining: 5 - attempt.codeTries });
      }
      attempts.delete(id);
      const token = newId('ses');
      sessions.add(token);
      return json(201, { token, account: accountOf(token), session: sessionInfo() });
    },
    'POST /v1/logins/:id/code-resends': ({ path }) => {
      const id = path.split('/')[3]!;
      return attempts.has(id) ? json(200, challenge(id, 2)) : restError(404, 'LOGIN_ATTEMPT_INVALID');
    },
    'GET /v1/session': ({ headers }) => {
      const current = accountOf(headers.get('x-session-token'));
      return current ? json(200, { account: current, session: sessionInfo() }) : restError(401, 'UNAUTHENTICATED');
    },
    'DELETE /v1/session': ({ headers }) => {
      sessions.delete(headers.get('x-session-token') ?? '');
      return new Response(null, { status: 204 });
    },
    // The same 202 for known and unknown identifiers, as the contract promises.
    'POST /v1/password-reissues': ({ body }) => {
      const { identifier } = body as { identifier: string };
      if (!withinLength(identifier, 1, 254)) return restError(400, 'VALIDATION_FAILED', { field: 'identifier' });
      reissues.push(identifier);
      return json(202, { accepted: true });
    },
    'POST /v1/password-resets/verifications': ({ body }) => {
      const { token } = body as { token: string };
      if (!withinLength(token, 1, 256)) return restError(400, 'VALIDATION_FAILED', { field: 'token' });
      const refused = tokenRefusal(token);
      if (refused) return refused;
      const purpose = resetTokens.get(token)!.purpose;
      const lifetime = purpose === 'reset' ? 1_800_000 : 259_200_000;
      return json(200, { purpose, loginId: LOGIN_ID, expiresAt: new Date(Date.now() + lifetime).toISOString() });
    },
    'POST /v1/password-resets': ({ body }) => {
      const { token, newPassword } = body as { token: string; newPassword: string };
      if (!withinLength(token, 1, 256)) return restError(400, 'VALIDATION_FAILED', { field: 'token' });
      if (!withinLength(newPassword, 1, 1024)) return restError(400, 'VALIDATION_FAILED', { field: 'newPassword' });
      const refused = tokenRefusal(token) ?? policyRefusal(newPassword);
      if (refused) return refused;
      resetTokens.get(token)!.state = 'used';
      state.password = newPassword;
      sessions.clear(); // every session of the (one) account ends
      return new Response(null, { status: 204 });
    },
    'PUT /v1/session/password': ({ headers, body }) => {
      const token = headers.get('x-session-token');
      if (!token || !sessions.has(token)) return restError(401, 'UNAUTHENTICATED');
      const { currentPassword, newPassword } = body as { currentPassword: string; newPassword: string };
      if (!withinLength(currentPassword, 1, 1024)) return restError(400, 'VALIDATION_FAILED', { field: 'currentPassword' });
      if (!withinLength(newPassword, 1, 1024)) return restError(400, 'VALIDATION_FAILED', { field: 'newPassword' });
      if (currentPassword !== state.password) return restError(400, 'INVALID_CURRENT_PASSWORD', { field: 'currentPassword' });
      const refused = policyRefusal(newPassword);
      if (refused) return refused;
      state.password = newPassword;
      for (const other of sessions) if (other !== token) sessions.delete(other); // this one stays
      profiles.set(token, { ...profiles.get(token), mustChangePassword: false });
      return json(200, { account: accountOf(token), session: sessionInfo() });
    },
  };

  Object.assign(routes, selfServiceRoutes({
    accountOf,
    update: (patch) => Object.assign(state.account, patch),
    password: () => state.password,
    sessionInfo,
  }));

  function withinLength(value: unknown, min: number, max: number): boolean {
    return typeof value === 'string' && [...value].length >= min && [...value].length <= max;
  }

  function tokenRefusal(token: string): Response | null {
    const found = resetTokens.get(token);
    if (!found) return restError(400, 'RESET_TOKEN_INVALID');
    if (found.state === 'expired') return restError(410, 'RESET_TOKEN_EXPIRED');
    if (found.state === 'used') return restError(410, 'RESET_TOKEN_USED');
    if (found.state === 'superseded') return restError(410, 'RESET_TOKEN_SUPERSEDED');
    return null;
  }

  function policyRefusal(password: string): Response | null {
    const length = [...password.normalize('NFKC')].length;
    const lower = password.normalize('NFKC').toLowerCase();
    const refuse = (code: ErrorCode) => restError(400, code, { field: 'newPassword' });
    if (length < 12) return refuse('PASSWORD_TOO_SHORT');
    if (length > 128) return refuse('PASSWORD_TOO_LONG');
    if (COMMON_PASSWORDS.has(lower)) return refuse('PASSWORD_TOO_COMMON');
    // The e-mail address first: it contains the login ID here.
    if (lower.includes(state.account.email.toLowerCase())) return refuse('PASSWORD_CONTAINS_EMAIL');
    if (lower.includes(state.account.loginId.toLowerCase())) return refuse('PASSWORD_CONTAINS_LOGIN_ID');
    return null;
  }

  function routeKey(method: string, path: string): string {
    return `${method} ${path.replace(/^\/v1\/logins\/[^/]+/, '/v1/logins/:id')}`;
  }

  /**
   * The account service's session check of the signed-in operations (the contract's X-Required-Roles
   * operations: everything under /v1/session/ and /v1/admin/), before any route runs: 401/403, or the
   * session it admits, which every answer then carries in X-Current-Session.
   */
  function admit(call: RecordedCall): Response | Account {
    const current = accountOf(call.headers.get('x-session-token'));
    if (!current) return restError(401, 'UNAUTHENTICATED');
    const roles = call.headers.get('x-required-roles');
    const allow = call.headers.get('x-allow-must-change-password');
    if (roles !== null && !roles.split(',').includes(current.role)) return restError(403, 'FORBIDDEN');
    if (current.mustChangePassword && (allow !== null ? allow !== 'true' : roles !== null)) return restError(403, 'FORBIDDEN');
    return current;
  }
  const checkedRoute = (path: string) => path.startsWith('/v1/session/') || path.startsWith('/v1/admin/');

  let down = false;
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    if (down) throw new TypeError('fetch failed: connection refused');
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const call: RecordedCall = { method: request.method, path: url.pathname, headers: request.headers, body: text ? JSON.parse(text) : undefined, handled: false };
    calls.push(call);
    if (request.headers.get('authorization') !== `Bearer ${SERVICE_TOKEN}`) return restError(401, 'SERVICE_UNAUTHORIZED');
    const key = routeKey(call.method, call.path);
    const handler = overrides.get(key) ?? (key === 'GET /healthz' ? () => json(200, { status: 'ok' }) : routes[key]);
    const admitted = checkedRoute(call.path) ? admit(call) : null;
    if (admitted instanceof Response) return admitted;
    call.handled = handler !== undefined;
    const response = handler ? await handler(call) : restError(404, 'NOT_FOUND');
    if (admitted) response.headers.set('x-current-session', Buffer.from(JSON.stringify({ account: admitted, session: sessionInfo() })).toString('base64url'));
    return response;
  };

  return {
    fetch: fetch as typeof globalThis.fetch,
    calls,
    /** The calls a route handler ran for (not refused before it). */
    get handled() {
      return calls.filter((c) => c.handled);
    },
    sessions,
    reissues,
    /** The stored account (changed by updateAccount and e-mail changes). */
    get account() {
      return state.account;
    },
    /** The account's current password (changed by a reset or a change). */
    get password() {
      return state.password;
    },
    /** Refuse every connection (true) as a stopped service would, or answer again (false). */
    setDown(value: boolean) {
      down = value;
    },
    /** Replace one route's behaviour, for example to answer an error. */
    override(key: string, handler: Handler) {
      overrides.set(key, handler);
    },
    /** Seed a live attempt (as if step 1 had happened) and return its id. */
    seedAttempt() {
      const id = newId('att');
      attempts.set(id, { codeTries: 0 });
      return id;
    },
    /** Seed a reset or invitation token in the given state and return it. */
    seedResetToken(tokenState: ResetTokenState = 'valid', purpose: ResetPurpose = 'reset') {
      const token = newId('rst');
      resetTokens.set(token, { purpose, state: tokenState });
      return token;
    },
    /** Seed a live session (as if the code step had happened) and return its token. */
    seedSession(profile: SessionProfile = {}) {
      const token = newId('ses');
      sessions.add(token);
      profiles.set(token, profile);
      return token;
    },
  };
}

export type FakeAccountService = ReturnType<typeof createFakeAccountService>;
