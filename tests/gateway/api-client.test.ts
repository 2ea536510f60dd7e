// The API consumers' client (clients/api-client) alone, with a fake fetch: what it sends, how it keeps
// the bearer token, how Retry-After and errors come out typed. Then the package as published: built
// with its own tsconfig and imported by its name from plain Node, as a consumer's program would.
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  bearerChallenge,
  createPortalClient,
  LoginDocument,
  LogoutDocument,
  PortalRequestError,
  PortalUserError,
  unwrap,
  VerifyLoginCodeDocument,
  ViewerDocument,
  type ErrorCode,
  type LoginMutation,
  type RequestErrorCode,
} from '../../clients/api-client/src/index.ts';

const url = 'http://portal.test/graphql';

interface Sent {
  headers: Record<string, string>;
  body: { query: string; variables?: Record<string, unknown> };
  credentials: RequestCredentials | undefined;
}

/** A fetch that answers from a list and records what was sent. */
function fakeFetch(...answers: Array<() => Response>) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (_input: string | URL | Request, init?: RequestInit) => {
    sent.push({ headers: init?.headers as Record<string, string>, body: JSON.parse(String(init?.body)), credentials: init?.credentials });
    const answer = answers.shift();
    if (!answer) throw new Error('no more answers');
    return answer();
  });
  return { fetch, sent };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/graphql-response+json; charset=utf-8', ...headers } });

const rateLimited = (seconds: number) =>
  json({ errors: [{ message: 'Too many requests.', extensions: { code: 'RATE_LIMITED', retryAfterSeconds: seconds } }] }, 429, { 'retry-after': String(seconds) });

const noError = null;
const viewerData = { viewer: null };

afterEach(() => {
  vi.useRealTimers();
});

describe('the API client', () => {
  it('POSTs JSON with the GraphQL media types and no cookie, and the variables only when there are some', async () => {
    const { fetch, sent } = fakeFetch(json({ data: viewerData }), json({ data: { login: { challenge: null, error: { code: 'INVALID_CREDENTIALS' } } } }));
    const client = createPortalClient({ url, fetch });

    await client.request(ViewerDocument);
    await client.request(LoginDocument, { input: { loginId: 'taro', password: 'x', delivery: 'BEARER' } });

    expect(fetch.mock.calls[0]?.[0]).toBe(url);
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(sent[0]).toEqual({
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
      body: { query: ViewerDocument.toString() },
      credentials: 'omit',
    });
    expect(sent[1]?.body).toEqual({ query: LoginDocument.toString(), variables: { input: { loginId: 'taro', password: 'x', delivery: 'BEARER' } } });
  });

  it("keeps verifyLoginCode's token, sends it as a bearer token, and drops it after a logout", async () => {
    const { fetch, sent } = fakeFetch(
      json({ data: { verifyLoginCode: { token: 'tok-1', viewer: null, error: noError } } }),
      json({ data: viewerData }),
      json({ data: { logout: { ok: true, error: noError } } }),
      json({ data: viewerData }),
    );
    const changes: Array<string | null> = [];
    const client = createPortalClient({ url, fetch, onTokenChange: (token) => changes.push(token) });

    await client.request(VerifyLoginCodeDocument, { input: { attemptId: 'a', code: '123456' } });
    expect(client.token).toBe('tok-1');
    await client.request(ViewerDocument);
    await client.request(LogoutDocument);
    expect(client.token).toBeNull();
    await client.request(ViewerDocument);

    expect(sent.map((s) => s.headers['authorization'])).toEqual([undefined, 'Bearer tok-1', 'Bearer tok-1', undefined]);
    expect(changes).toEqual(['tok-1', null]);
  });

  it('starts from a token given, which setToken replaces', async () => {
    const { fetch, sent } = fakeFetch(json({ data: viewerData }), json({ data: viewerData }));
    const client = createPortalClient({ url, fetch, token: 'kept' });
    await client.request(ViewerDocument);
    client.setToken('other');
    await client.request(ViewerDocument);
    expect(sent.map((s) => s.headers['authorization'])).toEqual(['Bearer kept', 'Bearer other']);
  });

  it("throws a GraphQL error as a PortalRequestError with its code, field, status and the answer's data", async () => {
    const { fetch } = fakeFetch(
      json({ errors: [{ message: 'The query is too deep.', extensions: { code: 'QUERY_TOO_DEEP' } }] }, 400),
      json({ data: null, errors: [{ message: 'Out of range.', path: ['x'], extensions: { code: 'VALIDATION_FAILED', field: 'first' } }] }),
    );
    const client = createPortalClient({ url, fetch });

    const deep = await client.request(ViewerDocument).catch((e: unknown) => e);
    expect(deep).toBeInstanceOf(PortalRequestError);
    expect(deep).toMatchObject({ name: 'PortalRequestError', code: 'QUERY_TOO_DEEP', status: 400, message: 'The query is too deep.', retryAfterSeconds: null });

    const invalid = await client.request(ViewerDocument).catch((e: unknown) => e);
    expect(invalid).toMatchObject({ code: 'VALIDATION_FAILED', status: 200, field: 'first', data: null });
    expect((invalid as PortalRequestError).errors).toHaveLength(1);
    expectTypeOf<PortalRequestError['code']>().toEqualTypeOf<RequestErrorCode>();
    expectTypeOf<ErrorCode>().toExtend<RequestErrorCode>();
  });

  it('says what an answer that is no GraphQL result was, and a failed fetch', async () => {
    const html = () => new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } });
    const busy = () => new Response('', { status: 503, headers: { 'retry-after': new Date(Date.now() + 30_000).toUTCString() } });
    const { fetch } = fakeFetch(html, busy, json({ data: null }), () => {
      throw new TypeError('fetch failed');
    });
    const client = createPortalClient({ url, fetch });
    const failure = () => client.request(ViewerDocument).then(
      () => expect.fail('expected a rejection'),
      (e: unknown) => e as PortalRequestError,
    );

    expect(await failure()).toMatchObject({ code: 'HTTP_ERROR', status: 502, retryAfterSeconds: null });
    const unavailable = await failure();
    expect(unavailable).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
    expect(unavailable.retryAfterSeconds).toBeGreaterThanOrEqual(28);
    expect(unavailable.retryAfterSeconds).toBeLessThanOrEqual(30);
    expect(await failure()).toMatchObject({ code: 'HTTP_ERROR', status: 200 });
    const offline = await failure();
    expect(offline).toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
    expect(offline.cause).toBeInstanceOf(TypeError);
  });

  it('throws a 429 at once by default, with the Retry-After in seconds', async () => {
    const { fetch } = fakeFetch(rateLimited(42));
    const error = await createPortalClient({ url, fetch }).request(ViewerDocument).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'RATE_LIMITED', status: 429, retryAfterSeconds: 42 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('with retry, waits the Retry-After and sends the request again, as often as allowed and no longer than allowed', async () => {
    vi.useFakeTimers();
    const { fetch } = fakeFetch(rateLimited(2), json({ data: viewerData }), rateLimited(1), rateLimited(1), rateLimited(90));
    const client = createPortalClient({ url, fetch, retry: true });

    const waited = client.request(ViewerDocument);
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(waited).resolves.toEqual(viewerData);

    // One retry (the default): the second refusal is thrown.
    const twice = client.request(ViewerDocument).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await twice).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 1 });
    expect(fetch).toHaveBeenCalledTimes(4);

    // Longer than maxDelaySeconds (60 by default): thrown at once.
    expect(await client.request(ViewerDocument).catch((e: unknown) => e)).toMatchObject({ retryAfterSeconds: 90 });
    expect(fetch).toHaveBeenCalledTimes(5);
    expect(() => createPortalClient({ url, retry: { retries: -1 } })).toThrow(/retries/);
  });
});

describe('unwrap', () => {
  const login = {
    challenge: { attemptId: 'a', maskedEmail: 't***@example.com', expiresAt: '', resendAvailableAt: '', resendsRemaining: 3 },
    error: null,
  };

  it("gives a payload's result, or one of its fields, typed and not null", () => {
    expect(unwrap(login)).toBe(login);
    const challenge = unwrap(login as { challenge: typeof login.challenge | null; error: null }, 'challenge');
    expect(challenge.attemptId).toBe('a');
    expectTypeOf(challenge).toEqualTypeOf<typeof login.challenge>();
    expect(() => unwrap({ challenge: null, error: null }, 'challenge')).toThrow(TypeError);
  });

  it("gives a BEARER login's attemptId as a string (null only for a browser's COOKIE delivery: review N4)", () => {
    const payload: LoginMutation['login'] = { challenge: { attemptId: 'a', maskedEmail: 't***@example.com', expiresAt: '', resendAvailableAt: '', resendsRemaining: 3, secondStep: 'MAIL_CODE', recoveryCodesAvailable: false, recovery: false }, error: null };
    const { attemptId } = bearerChallenge(payload);
    expectTypeOf(attemptId).toEqualTypeOf<string>();
    expect(attemptId).toBe('a');
    expect(() => bearerChallenge({ challenge: { ...payload.challenge!, attemptId: null }, error: null })).toThrow(/delivery: BEARER/);
    expect(() => bearerChallenge({ challenge: null, error: { code: 'INVALID_CREDENTIALS' } })).toThrow(PortalUserError);
  });

  it("throws the payload's UserError as a PortalUserError with its typed fields", () => {
    const payload = { challenge: null, error: { code: 'TOO_MANY_REQUESTS' as const, field: null, retryAfterSeconds: 30, attemptsRemaining: null } };
    const error = (() => {
      try {
        unwrap(payload, 'challenge');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(PortalUserError);
    expect(error).toMatchObject({ name: 'PortalUserError', code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 30, attemptsRemaining: null, field: null });
    expectTypeOf<PortalUserError['code']>().toEqualTypeOf<ErrorCode>();
    expect(() => unwrap({ ok: false, error: { code: 'NAME_INVALID', field: 'name' } })).toThrow('NAME_INVALID (name)');
  });
});

describe('the published package', () => {
  it('builds on its own and is imported by its name from plain Node, with no dependency at run time', { timeout: 60_000 }, async () => {
    const root = await mkdtemp(join(tmpdir(), 'api-client-'));
    try {
      const pkg = join(root, 'node_modules', '@account-portal', 'api-client');
      await mkdir(pkg, { recursive: true });
      const source = fileURLToPath(new URL('../../clients/api-client/', import.meta.url));
      const tsc = fileURLToPath(new URL('../../node_modules/typescript/bin/tsc', import.meta.url));
      await cp(join(source, 'package.json'), join(pkg, 'package.json'));
      await promisify(execFile)(process.execPath, [tsc, '-p', source, '--outDir', join(pkg, 'dist')]);

      // Its JavaScript imports only its own files (the one dependency is types only).
      const files = (await readdir(join(pkg, 'dist'), { recursive: true })).filter((f) => f.endsWith('.js'));
      for (const file of files) {
        const imports = [...(await readFile(join(pkg, 'dist', file), 'utf8')).matchAll(/(?:from|import)\s*['"]([^'"]+)['"]/g)].map((m) => m[1]);
        expect(imports.filter((specifier) => !specifier?.startsWith('./'))).toEqual([]);
      }

      await writeFile(
        join(root, 'consumer.mjs'),
        `import { createPortalClient, ViewerDocument } from '@account-portal/api-client';
const client = createPortalClient({ url: 'http://portal.test/graphql', fetch: async () =>
  new Response(JSON.stringify({ data: { viewer: null } }), { headers: { 'content-type': 'application/json' } }) });
console.log(JSON.stringify(await client.request(ViewerDocument)));`,
      );
      const { stdout } = await promisify(execFile)(process.execPath, ['consumer.mjs'], { cwd: root });
      expect(JSON.parse(stdout)).toEqual({ viewer: null });
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
