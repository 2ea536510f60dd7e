// A fake account service that speaks the parts of the REST contract (schema/account-api.yaml) the
// gateway uses, injected as the gateway's fetch. It records every call so tests can count them.
import type { components } from '../../src/gateway/generated/account-api';

type Account = components['schemas']['Account'];
type ErrorCode = components['schemas']['ErrorCode'];

export interface RecordedCall {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

export type Handler = (call: RecordedCall) => Response | Promise<Response>;

export const SERVICE_TOKEN = 'test-service-token-0123456789';
export const LOGIN_ID = 'taro';
export const PASSWORD = 'correct horse battery staple';
export const CODE = '123456';

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

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const restError = (status: number, code: ErrorCode, extra: Record<string, unknown> = {}) =>
  json(status, { code, message: `fake: ${code}`, ...extra });

let counter = 0;
/** 43 characters of base64url, like the real 256-bit ids. */
export const newId = (prefix: string) => `${prefix}${String(++counter).padStart(8, '0')}`.padEnd(43, 'x').slice(0, 43);

export function createFakeAccountService() {
  const calls: RecordedCall[] = [];
  const attempts = new Map<string, { codeTries: number }>();
  const sessions = new Set<string>();
  const overrides = new Map<string, Handler>();
  const inTenMinutes = () => new Date(Date.now() + 600_000).toISOString();
  const sessionInfo = () => ({
    expiresAt: new Date(Date.now() + 1_800_000).toISOString(),
    absoluteExpiresAt: new Date(Date.now() + 43_200_000).toISOString(),
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
      if (identifier !== LOGIN_ID || password !== PASSWORD) return restError(401, 'INVALID_CREDENTIALS');
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
      return json(201, { token, account, session: sessionInfo() });
    },
    'POST /v1/logins/:id/code-resends': ({ path }) => {
      const id = path.split('/')[3]!;
      return attempts.has(id) ? json(200, challenge(id, 2)) : restError(404, 'LOGIN_ATTEMPT_INVALID');
    },
    'GET /v1/session': ({ headers }) => {
      const token = headers.get('x-session-token');
      return token && sessions.has(token) ? json(200, { account, session: sessionInfo() }) : restError(401, 'UNAUTHENTICATED');
    },
    'DELETE /v1/session': ({ headers }) => {
      sessions.delete(headers.get('x-session-token') ?? '');
      return new Response(null, { status: 204 });
    },
  };

  function routeKey(method: string, path: string): string {
    return `${method} ${path.replace(/^\/v1\/logins\/[^/]+/, '/v1/logins/:id')}`;
  }

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const call: RecordedCall = { method: request.method, path: url.pathname, headers: request.headers, body: text ? JSON.parse(text) : undefined };
    calls.push(call);
    if (request.headers.get('authorization') !== `Bearer ${SERVICE_TOKEN}`) return restError(401, 'SERVICE_UNAUTHORIZED');
    const key = routeKey(call.method, call.path);
    const handler = overrides.get(key) ?? routes[key];
    return handler ? handler(call) : restError(404, 'NOT_FOUND');
  };

  return {
    fetch: fetch as typeof globalThis.fetch,
    calls,
    sessions,
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
  };
}

export type FakeAccountService = ReturnType<typeof createFakeAccountService>;
