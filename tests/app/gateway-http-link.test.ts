// The SPA's link to the gateway: in a production build a registered operation travels by its id
// (trusted documents), with the GraphQL-over-HTTP media type asked for; in development, as text.
import { execute } from '@apollo/client/link/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGatewayHttpLink, documentIdOf } from '../../src/app/apollo/gateway-http-link';
import { LoginDocument, ViewerDocument } from '../../src/app/gql/graphql';

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
