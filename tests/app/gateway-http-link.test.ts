// The SPA's link to the gateway: in a production build a registered operation travels by its id
// (trusted documents), with the GraphQL-over-HTTP media type asked for; in development, as text.
import { execute } from '@apollo/client/link/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGatewayHttpLink, documentIdOf, OUTDATED_BUILD_EVENT, UNKNOWN_DOCUMENT_RETRY_MS } from '../../src/app/apollo/gateway-http-link';
import { LoginDocument, ViewerDocument } from '../../src/app/gql/graphql';
import { createPortalChannel, sendOnChannel } from '../../src/app/apollo/portal-channel';

afterEach(() => vi.unstubAllGlobals());

/** Sends one operation through the link; returns what reached fetch. */
async function send(sendDocumentIds: boolean, query: typeof ViewerDocument | typeof LoginDocument, variables: Record<string, unknown> = {}) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: { __typename: 'Query' } }), { headers: { 'content-type': 'application/graphql-response+json' } }));
  vi.stubGlobal('fetch', fetchMock);
  const link = createGatewayHttpLink({ uri: '/graphql', sendDocumentIds });
  await new Promise((resolve, reject) => execute(link, { query, variables }).subscribe({ next: resolve, error: reject }));
  const [uri, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  return { uri, init, body: JSON.parse(init.body as string) as Record<string, unknown> };
}

describe('the gateway link', () => {
  it('sends a registered operation by its id, never its text, with its name and variables', async () => {
    const { uri, init, body } = await send(true, LoginDocument, { input: { loginId: 'taro', password: 'secret' } });
    expect(uri).toBe('/graphql');
    expect(body).toEqual({ documentId: documentIdOf(LoginDocument), operationName: 'Login', variables: { input: { loginId: 'taro', password: 'secret' } } });
    expect(documentIdOf(LoginDocument)).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(init.credentials).toBe('same-origin');
    expect(new Headers(init.headers).get('accept')).toBe('application/graphql-response+json, application/json;q=0.9');
    expect(init).not.toHaveProperty('documentId');
  });

  it('sends the text in development', async () => {
    const { body } = await send(false, ViewerDocument);
    expect(body).not.toHaveProperty('documentId');
    expect(body.query).toContain('query Viewer');
  });
});

describe('the gateway link’s answers', () => {
  /** Sends one operation with fetch answering `response`; returns what the link gave its observer. */
  async function answer(response: Response) {
    vi.stubGlobal('fetch', vi.fn(async () => response));
    const seen: { next: unknown[]; error?: Error & { statusCode?: number; result?: unknown; bodyText?: string } } = { next: [] };
    await new Promise<void>((resolve) =>
      execute(createGatewayHttpLink({ uri: '/graphql', sendDocumentIds: true }), { query: ViewerDocument }).subscribe({
        next: (result) => void seen.next.push(result),
        error: (error: Error) => {
          seen.error = error;
          resolve();
        },
        complete: resolve,
      }),
    );
    return seen;
  }
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/graphql-response+json' } });

  it('passes a result on, field errors and all', async () => {
    const result = { data: { viewer: null }, errors: [{ message: 'no', extensions: { code: 'UNAUTHENTICATED' } }] };
    expect(await answer(json(result))).toEqual({ next: [result] });
  });

  it('turns a refused request into a ServerError with its status and body, as HttpLink does', async () => {
    const refused = { errors: [{ message: 'bad variables', extensions: { code: 'BAD_USER_INPUT' } }] };
    const seen = await answer(json(refused, 400));
    expect(seen.next).toEqual([]);
    expect(seen.error).toMatchObject({ name: 'ServerError', statusCode: 400, result: refused });
  });

  it('passes data with errors on before the error, and says when a body is no JSON or no result', async () => {
    const partial = { data: { viewer: null }, errors: [{ message: 'limited' }] };
    expect(await answer(json(partial, 429))).toMatchObject({ next: [partial], error: { name: 'ServerError', statusCode: 429 } });
    expect((await answer(new Response('<html>proxy error</html>', { status: 502 }))).error).toMatchObject({ name: 'ServerError', statusCode: 502, result: '<html>proxy error</html>' });
    expect((await answer(new Response('not json'))).error).toMatchObject({ name: 'ServerParseError', statusCode: 200, bodyText: 'not json' });
    expect((await answer(json({ hello: 'world' }))).error).toMatchObject({ name: 'ServerError', message: "Server response was missing for query 'Viewer'." });
  });

  it('aborts the request when nobody listens any more', async () => {
    let signal: AbortSignal | undefined;
    vi.stubGlobal('fetch', vi.fn((_uri: string, init: RequestInit) => ((signal = init.signal ?? undefined), new Promise<Response>(() => undefined))));
    const subscription = execute(createGatewayHttpLink({ uri: '/graphql', sendDocumentIds: true }), { query: ViewerDocument }).subscribe({});
    await vi.waitFor(() => expect(signal).toBeDefined());
    subscription.unsubscribe();
    expect(signal!.aborted).toBe(true);
  });
});

describe('a gateway of another release', () => {
  const notFound = () =>
    new Response(JSON.stringify({ errors: [{ message: 'No trusted document has this documentId.', extensions: { code: 'PERSISTED_DOCUMENT_NOT_FOUND' } }] }), {
      status: 400,
      headers: { 'content-type': 'application/graphql-response+json' },
    });
  const ok = () => new Response(JSON.stringify({ data: { viewer: null } }), { headers: { 'content-type': 'application/graphql-response+json' } });

  async function run(answers: Array<() => Response>) {
    vi.useFakeTimers();
    const fetchMock = vi.fn(async () => answers.shift()!());
    vi.stubGlobal('fetch', fetchMock);
    const outdated = vi.fn();
    window.addEventListener(OUTDATED_BUILD_EVENT, outdated);
    try {
      const settled = new Promise<{ result?: unknown; error?: Error }>((resolve) =>
        execute(createGatewayHttpLink({ uri: '/graphql', sendDocumentIds: true }), { query: ViewerDocument }).subscribe({
          next: (result) => resolve({ result }),
          error: (error: Error) => resolve({ error }),
        }),
      );
      await vi.advanceTimersByTimeAsync(UNKNOWN_DOCUMENT_RETRY_MS);
      return { ...(await settled), fetches: fetchMock.mock.calls.length, outdated: outdated.mock.calls.length };
    } finally {
      window.removeEventListener(OUTDATED_BUILD_EVENT, outdated);
      vi.useRealTimers();
    }
  }

  it('is asked once more after a moment (a rolling upgrade: another instance may know the document)', async () => {
    expect(await run([notFound, ok])).toEqual({ result: { data: { viewer: null } }, fetches: 2, outdated: 0 });
  });

  it('that still does not know it: the error as before, and the page is told it needs a reload', async () => {
    const { error, fetches, outdated } = await run([notFound, notFound]);
    expect(error).toMatchObject({ name: 'ServerError', statusCode: 400 });
    expect({ fetches, outdated }).toEqual({ fetches: 2, outdated: 1 });
  });
});

describe('an operation sent before Apollo Client is loaded (sendOnChannel to the gateway)', () => {
  it('goes by the same transport, Apollo-free: the same body, counted for the overlay unless in the background, its data or a rejection', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: { login: { __typename: 'LoginPayload' } } }), { headers: { 'content-type': 'application/graphql-response+json' } }));
    vi.stubGlobal('fetch', fetchMock);
    const channel = createPortalChannel({ gatewayUrl: '/graphql' });
    const counts: number[] = [];
    channel.activity.subscribe(() => counts.push(channel.activity.getBusyCount()));
    const variables = { input: { loginId: 'taro', password: 'secret' } };
    const data = await sendOnChannel(channel, { document: LoginDocument, variables: variables as never });
    expect(data).toEqual({ login: { __typename: 'LoginPayload' } });
    const [uri, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(uri).toBe('/graphql');
    // vitest builds in development: the text, with the operation's name (production: its id, as above).
    expect(JSON.parse(init.body as string)).toMatchObject({ operationName: 'Login', variables });
    // A mutation is counted at once, and no longer once answered.
    expect(counts).toEqual([1, 0]);
    await sendOnChannel(channel, { document: LoginDocument, variables: variables as never, context: { background: true } });
    expect(counts).toEqual([1, 0]);

    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ data: null, errors: [{ message: 'nope' }] }), { headers: { 'content-type': 'application/graphql-response+json' } })));
    await expect(sendOnChannel(channel, { document: LoginDocument, variables: variables as never })).rejects.toThrow('nope');
    expect(channel.activity.getBusyCount()).toBe(0);
  });
});
