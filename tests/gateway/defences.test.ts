// Request-level defences: only JSON POSTs from our own origins, bounded documents, and one REST call
// per resolver execution so that aliases cannot multiply login attempts.
import { afterEach, describe, expect, it } from 'vitest';
import { CODE } from './fake-account-service';
import { gql, startGateway, VIEWER, type Harness } from './gateway-harness';

let harness: Harness;
afterEach(async () => harness?.app.close());

describe('HTTP shape of /graphql', () => {
  it('rejects GET with 405 and a GraphQL-shaped error body', async () => {
    harness = await startGateway();
    const response = await harness.app.inject({ method: 'GET', url: '/graphql?query=%7Bviewer%7Bsession%7BexpiresAt%7D%7D%7D' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(response.json()).toEqual({ errors: [{ message: expect.any(String), extensions: { code: 'METHOD_NOT_ALLOWED' } }] });
  });

  it('rejects form posts and other content types with 415', async () => {
    harness = await startGateway();
    for (const contentType of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x', 'application/graphql']) {
      const response = await harness.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': contentType },
        payload: 'query=mutation%20%7Blogout%7Bok%7D%7D',
      });
      expect(response.statusCode, contentType).toBe(415);
      expect(response.json().errors[0].extensions.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    expect(harness.backend.calls).toHaveLength(0);
  });

  it('applies the same defences to encoded spellings of the path (/graphq%6C)', async () => {
    harness = await startGateway();
    const get = await harness.app.inject({ method: 'GET', url: '/graphq%6C?query=%7Bviewer%7Bsession%7BexpiresAt%7D%7D%7D' });
    expect(get.statusCode).toBe(405);
    const foreign = await harness.app.inject({
      method: 'POST',
      url: '/graphq%6C',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      cookies: { portal_session: 'tok' },
      payload: JSON.stringify({ query: 'mutation { logout { ok } }' }),
    });
    expect(foreign.statusCode).toBe(403);
    const own = await harness.app.inject({
      method: 'POST',
      url: '/graphq%6C',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: '{ viewer { session { expiresAt } } }' }),
    });
    expect(own.headers['cache-control']).toBe('no-store');
    expect(harness.backend.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  });

  it('accepts application/json with a charset parameter', async () => {
    harness = await startGateway();
    const { response } = await gql(harness.app, '{ viewer { session { expiresAt } } }', { headers: { 'content-type': 'application/json; charset=utf-8' } });
    expect(response.statusCode).toBe(200);
  });

  it('rejects a foreign Origin with 403 CSRF_REJECTED, and allows our own and the configured extra origins', async () => {
    harness = await startGateway({ allowedOrigins: ['http://localhost:5173'] });
    const logout = 'mutation { logout { ok } }';
    const foreign = await gql(harness.app, logout, { headers: { origin: 'https://evil.example' }, cookies: { portal_session: 'tok' } });
    expect(foreign.response.statusCode).toBe(403);
    expect(foreign.body).toEqual({ errors: [{ message: expect.any(String), extensions: { code: 'CSRF_REJECTED' } }] });
    expect(harness.backend.calls).toHaveLength(0);

    const nullOrigin = await gql(harness.app, logout, { headers: { origin: 'null' } });
    expect(nullOrigin.response.statusCode).toBe(403);
    for (const origin of ['http://localhost:3000', 'http://localhost:5173']) {
      const own = await gql(harness.app, logout, { headers: { origin } });
      expect(own.response.statusCode, origin).toBe(200);
    }
  });

  it('answers client mistakes with 4xx, never 500: bad JSON, no query, a too large body, syntax errors', async () => {
    harness = await startGateway();
    const post = (payload: string) => harness.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload });
    const badJson = await post('{"query": ');
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().errors[0].extensions.code).toBe('BAD_REQUEST');
    const noQuery = await post('{}');
    expect(noQuery.statusCode).toBe(400);
    const batch = await post('[{"query":"{ viewer { session { expiresAt } } }"}]');
    expect(batch.statusCode).toBe(400);
    const huge = await post(JSON.stringify({ query: `{ viewer { session { expiresAt } } } # ${'x'.repeat(120_000)}` }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
    const syntax = await gql(harness.app, '{ viewer { ');
    expect(syntax.response.statusCode).toBe(400);
    expect(syntax.body.errors![0]!.extensions!.code).toBe('GRAPHQL_PARSE_FAILED');
    const unknownField = await gql(harness.app, '{ viewer { password } }');
    expect(unknownField.response.statusCode).toBe(400);
    expect(unknownField.body.errors![0]!.extensions!.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('marks answers as not cacheable and sends basic hardening headers', async () => {
    harness = await startGateway();
    const { response } = await gql(harness.app, VIEWER);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('query limits, checked before any resolver runs', () => {
  const expectRejected = async (h: Harness, query: string, code: string) => {
    const { body, response } = await gql(h.app, query, { cookies: { portal_session: 'tok', portal_login_attempt: 'a'.repeat(43) } });
    expect(response.statusCode).toBe(400);
    expect(body.errors!.map((e) => e.extensions!.code)).toContain(code);
    expect(body.data ?? null).toBeNull();
    expect(h.backend.calls).toHaveLength(0);
  };

  it('rejects a query deeper than the limit with QUERY_TOO_DEEP', async () => {
    harness = await startGateway({ limits: { maxDepth: 2 } });
    await expectRejected(harness, '{ viewer { account { name } } }', 'QUERY_TOO_DEEP');
  });

  it('counts depth through fragments', async () => {
    harness = await startGateway({ limits: { maxDepth: 2 } });
    await expectRejected(harness, 'query { ...Q } fragment Q on Query { viewer { ...V } } fragment V on Viewer { account { name } }', 'QUERY_TOO_DEEP');
  });

  it('rejects more aliases than the limit with TOO_MANY_ALIASES', async () => {
    harness = await startGateway({ limits: { maxAliases: 2 } });
    await expectRejected(harness, '{ a: viewer { session { expiresAt } } b: viewer { session { expiresAt } } c: viewer { session { expiresAt } } }', 'TOO_MANY_ALIASES');
  });

  it('rejects a query costlier than the limit with QUERY_TOO_COSTLY', async () => {
    harness = await startGateway({ limits: { maxCost: 5 } });
    await expectRejected(harness, VIEWER, 'QUERY_TOO_COSTLY');
  });

  it('with the defaults, counts repeated fragment spreads towards the cost', async () => {
    harness = await startGateway();
    const fragment = 'fragment A on Account { accountCode loginId email name nameKana phone locale role status mustChangePassword lastLoginAt previousLoginAt }';
    const spreads = Array.from({ length: 45 }, () => '...A').join(' ');
    await expectRejected(harness, `{ viewer { account { ${spreads} } } } ${fragment}`, 'QUERY_TOO_COSTLY');
  });

  it('lets the portal\'s real queries through with the defaults', async () => {
    harness = await startGateway();
    const { response } = await gql(harness.app, VIEWER);
    expect(response.statusCode).toBe(200);
  });
});

describe('aliases cannot multiply login attempts', () => {
  const aliasedVerify = (count: number, attemptId: string) =>
    `mutation { ${Array.from({ length: count }, (_, i) => `v${i}: verifyLoginCode(input: { code: "${CODE.replace(/.$/, String(i % 10))}", attemptId: "${attemptId}" }) { error { code attemptsRemaining } }`).join(' ')} }`;

  it('rejects 11 aliased verifyLoginCode mutations with TOO_MANY_ALIASES and calls nothing', async () => {
    harness = await startGateway();
    const attemptId = harness.backend.seedAttempt();
    const { body, response } = await gql(harness.app, aliasedVerify(11, attemptId));
    expect(response.statusCode).toBe(400);
    expect(body.errors!.map((e) => e.extensions!.code)).toEqual(['TOO_MANY_ALIASES']);
    expect(harness.backend.calls).toHaveLength(0);
  });

  it('sends 5 aliased verifyLoginCode mutations as 5 separate REST calls, each counted by the account service', async () => {
    harness = await startGateway();
    const attemptId = harness.backend.seedAttempt();
    const { body } = await gql(harness.app, aliasedVerify(5, attemptId));
    const verifications = harness.backend.calls.filter((c) => c.path === `/v1/logins/${attemptId}/code-verifications`);
    expect(verifications).toHaveLength(5);
    // The fake counts wrong codes per attempt, as the real service does (code …0 to …4; …6 is right).
    const remaining = Object.values(body.data!).map((p) => p.error.attemptsRemaining as number);
    expect(remaining.sort()).toEqual([0, 1, 2, 3, 4]);
  });
});
