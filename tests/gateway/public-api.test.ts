// The gateway as a public API: the SDL at a stable URL, and introspection only outside production.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { gql, startGateway, type Harness } from './gateway-harness';

const sdl = readFileSync(new URL('../../schema/gateway.graphql', import.meta.url), 'utf8');

let harness: Harness | undefined;
afterEach(async () => {
  await harness?.app.close();
  harness = undefined;
});

describe('GET /graphql/schema.graphql', () => {
  it('answers the exact text of schema/gateway.graphql as cacheable UTF-8 text with an ETag', async () => {
    harness = await startGateway();
    const response = await harness.app.inject({ method: 'GET', url: '/graphql/schema.graphql' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(sdl);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await harness.app.inject({ method: 'GET', url: '/graphql/schema.graphql', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(harness.backend.calls).toHaveLength(0);
  });

  it('carries the security headers, in production too, next to the SPA', async () => {
    harness = await startGateway({ graphiql: false, introspection: false, publicUrl: 'https://portal.example.jp' });
    const response = await harness.app.inject({ method: 'GET', url: '/graphql/schema.graphql' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
  });
});

describe('introspection', () => {
  const refused = async (query: string) => {
    const { response, body } = await gql(harness!.app, query);
    expect(response.statusCode, query).toBe(400);
    expect(body.data ?? null).toBeNull();
    expect(body.errors!.map((e) => e.extensions!.code), query).toContain('INTROSPECTION_DISABLED');
  };

  it('is refused in production (__schema, __type, also inside fragments), before any resolver', async () => {
    harness = await startGateway({ introspection: false });
    await refused('{ __schema { types { name } } }');
    await refused('{ __type(name: "Account") { fields { name } } }');
    await refused('query { ...F } fragment F on Query { __schema { queryType { name } } }');
    await refused('{ viewer { account { name } } __type(name: "Query") { name } }');
    expect(harness.backend.calls).toHaveLength(0);
  });

  it('still answers __typename in production', async () => {
    harness = await startGateway({ introspection: false });
    const { response, body } = await gql(harness.app, '{ __typename viewer { __typename } }');
    expect(response.statusCode).toBe(200);
    expect(body).toEqual({ data: { __typename: 'Query', viewer: null } });
  });

  it('is off unless asked for, and on with GraphiQL (development)', async () => {
    harness = await startGateway();
    await refused('{ __schema { queryType { name } } }');
    await harness.app.close();
    harness = await startGateway({ graphiql: true });
    const { body } = await gql(harness.app, '{ __schema { queryType { name } } }');
    expect(body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });
});
