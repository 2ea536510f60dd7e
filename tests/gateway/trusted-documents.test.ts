// Trusted documents through the gateway: the SPA's operations by their hash (as its build registered
// them in src/app/gql/persisted-documents.json), a production gateway refusing a browser's own
// documents while programs keep sending theirs, and a hit costing no parsing and no validation.
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LoginDocument, ViewerDocument } from '../../src/app/gql/graphql';
import { projectPath } from '../../src/platform/paths';
import { graphql } from '../../src/gateway/graphql-runtime';
import { noIntrospectionRule } from '../../src/gateway/introspection';
import { checkDocumentLimits, defaultQueryLimits } from '../../src/gateway/query-limits';
import { loadTrustedDocuments } from '../../src/gateway/trusted-documents';
import { LOGIN_ID, PASSWORD } from './fake-account-service';
import { GRAPHQL_ACCEPT, gql, startGateway, VIEWER, type Harness } from './gateway-harness';

let harness: Harness;
afterEach(() => harness?.app.close());

const manifest = JSON.parse(readFileSync(projectPath('src/app/gql/persisted-documents.json'), 'utf8')) as Record<string, string>;
const hashOf = (document: unknown) => (document as { __meta__: { hash: string } }).__meta__.hash;
const production = () => startGateway({ trustedDocuments: 'require-for-browsers', introspection: false });

/** A POST of a trusted document's id, as the SPA's link sends it. */
async function byId(h: Harness, documentId: string, options: { variables?: object; headers?: Record<string, string>; cookies?: Record<string, string>; operationName?: string } = {}) {
  const response = await h.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', accept: GRAPHQL_ACCEPT, ...options.headers },
    cookies: options.cookies ?? {},
    payload: JSON.stringify({ documentId, variables: options.variables ?? {}, ...(options.operationName ? { operationName: options.operationName } : {}) }),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked by assertions, not types
  return { response, body: response.json() as { data?: Record<string, any> | null; errors?: Array<{ message: string; extensions: { code: string } }> } };
}

describe('the registered documents', () => {
  it('are every operation of the SPA, each valid against the schema and within the default limits', () => {
    const schema = graphql.buildSchema(readFileSync(projectPath('schema/gateway.graphql'), 'utf8'));
    expect(Object.keys(manifest)).toContain(hashOf(ViewerDocument));
    expect(Object.keys(manifest).length).toBeGreaterThan(30);
    for (const [id, source] of Object.entries(manifest)) {
      const document = graphql.parse(source, { maxTokens: defaultQueryLimits.maxTokens });
      expect(source.length, id).toBeLessThanOrEqual(defaultQueryLimits.maxDocumentLength);
      expect(graphql.validate(schema, document, [...graphql.specifiedRules, noIntrospectionRule]), id).toEqual([]);
      expect(() => checkDocumentLimits(document, schema, defaultQueryLimits), id).not.toThrow();
    }
  });
});

describe('a production gateway', () => {
  it('refuses a browser\'s full document with PERSISTED_DOCUMENT_REQUIRED, before anything runs', async () => {
    harness = await production();
    const session = harness.backend.seedSession();
    const browsers: Array<{ headers?: Record<string, string>; cookies?: Record<string, string> }> = [
      { headers: { origin: 'http://localhost:3000' } },
      { headers: { 'sec-fetch-site': 'same-origin' } },
      { cookies: { portal_session: session } },
      { cookies: { portal_login_attempt: harness.backend.seedAttempt() } },
      // A page could add a bearer header to a request of its own; it is a browser's all the same.
      { headers: { origin: 'http://localhost:3000', authorization: `Bearer ${session}` } },
    ];
    for (const browser of browsers) {
      const { response, body } = await gql(harness.app, VIEWER, browser);
      expect(response.statusCode, JSON.stringify(browser)).toBe(400);
      expect(body).not.toHaveProperty('data');
      expect(body.errors!.map((e) => e.extensions!.code)).toEqual(['PERSISTED_DOCUMENT_REQUIRED']);
    }
    expect(harness.backend.calls).toHaveLength(0);
  });

  it('accepts the SPA\'s hashes from a browser: its queries and its mutations, cookies and all', async () => {
    harness = await production();
    const session = harness.backend.seedSession();
    const origin = { origin: 'http://localhost:3000' };
    const viewer = await byId(harness, hashOf(ViewerDocument), { headers: origin, cookies: { portal_session: session } });
    expect(viewer.response.statusCode).toBe(200);
    expect(viewer.body.data?.viewer.account).toMatchObject({ __typename: 'Account', accountCode: 'A000001', name: '山田 太郎' });

    const login = await byId(harness, hashOf(LoginDocument), { headers: origin, variables: { input: { loginId: LOGIN_ID, password: PASSWORD } } });
    expect(login.body.data?.login.error).toBeNull();
    expect(login.response.cookies.map((c) => c.name)).toContain('portal_login_attempt');
  });

  it('accepts a bearer program\'s full document, and an anonymous one\'s, within the limits', async () => {
    harness = await production();
    const session = harness.backend.seedSession();
    const program = await gql(harness.app, VIEWER, { headers: { authorization: `Bearer ${session}` } });
    expect(program.response.statusCode).toBe(200);
    expect(program.body.data?.viewer.account.loginId).toBe(LOGIN_ID);

    const login = 'mutation ($i: LoginInput!) { login(input: $i) { challenge { attemptId } error { code } } }';
    const anonymous = await gql(harness.app, login, { variables: { i: { loginId: LOGIN_ID, password: PASSWORD, delivery: 'BEARER' } } });
    expect(anonymous.body.data?.login.challenge.attemptId).toEqual(expect.any(String));

    const aliasFlood = `{ viewer { account { name } } ${'a: __typename '.repeat(11)} }`;
    const refused = await gql(harness.app, aliasFlood, { headers: { authorization: `Bearer ${session}` } });
    expect(refused.body.errors!.map((e) => e.extensions!.code)).toEqual(['TOO_MANY_ALIASES']);
  });
});

describe('a documentId', () => {
  it('unknown: PERSISTED_DOCUMENT_NOT_FOUND, typed, whoever sends it', async () => {
    harness = await production();
    for (const headers of [{ origin: 'http://localhost:3000' }, {}] as Array<Record<string, string>>) {
      const { response, body } = await byId(harness, `sha256:${'0'.repeat(64)}`, { headers });
      expect(response.statusCode).toBe(400);
      expect(body.errors!.map((e) => e.extensions.code)).toEqual(['PERSISTED_DOCUMENT_NOT_FOUND']);
    }
    expect(harness.backend.calls).toHaveLength(0);
  });

  it("of an earlier release is accepted while it fits the schema: a page left open across a release keeps working", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'released-documents-'));
    try {
      const hashed = (source: string) => `sha256:${createHash('sha256').update(source).digest('hex')}`;
      // What an earlier build registered: its viewer query, written otherwise; and a field since removed.
      const earlierViewer = 'query EarlierViewer { viewer { account { accountCode name } } }';
      const removed = 'query Gone { viewer { account { faxNumber } } }';
      writeFileSync(join(dir, 'persisted-documents.2026-10.json'), JSON.stringify({ [hashed(earlierViewer)]: earlierViewer, [hashed(removed)]: removed }));
      writeFileSync(join(dir, 'unrelated.json'), '{ not json');
      harness = await startGateway({ trustedDocuments: 'require-for-browsers', introspection: false, releasedDocumentsDir: dir });
      const cookies = { portal_session: harness.backend.seedSession() };
      const headers = { origin: 'http://localhost:3000' };
      const earlier = await byId(harness, hashed(earlierViewer), { headers, cookies });
      expect(earlier.body).toEqual({ data: { viewer: { account: { accountCode: 'A000001', name: '山田 太郎' } } } });
      // The current build's documents as before.
      expect((await byId(harness, hashOf(ViewerDocument), { headers, cookies })).body.data?.viewer.account.accountCode).toBe('A000001');
      // One that no longer fits the schema is left out: not found, as any unknown id.
      const gone = await byId(harness, hashed(removed), { headers, cookies });
      expect(gone.body.errors!.map((e) => e.extensions.code)).toEqual(['PERSISTED_DOCUMENT_NOT_FOUND']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('of the released builds, as kept in schema/released, all fit the schema', async () => {
    const released = readdirSync(projectPath('schema/released')).filter((name) => /^persisted-documents\..+\.json$/.test(name));
    expect(released.length).toBeGreaterThan(0);
    const left: string[] = [];
    const schema = graphql.buildSchema(readFileSync(projectPath('schema/gateway.graphql'), 'utf8'));
    await loadTrustedDocuments(projectPath('src/app/gql/persisted-documents.json'), schema, [], {
      dir: projectPath('schema/released'),
      onLeftOut: (file, id, why) => left.push(`${file} ${id}: ${why}`),
    });
    expect(left).toEqual([]);
  });

  it('checked once per process for the same schema text, yet a text edited under a known id is still refused', async () => {
    const sdl = readFileSync(projectPath('schema/gateway.graphql'), 'utf8');
    const schema = graphql.buildSchema(sdl);
    const manifest = projectPath('src/app/gql/persisted-documents.json');
    const documents = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, string>;
    const [id, source] = Object.entries(documents)[0]!;
    const dir = mkdtempSync(join(tmpdir(), 'trusted-'));
    try {
      const edited = join(dir, 'edited.json');
      writeFileSync(edited, JSON.stringify({ [id]: `${source}\n# edited by hand` }));
      // The first load checks every document and keeps what it checked, for this schema text.
      await loadTrustedDocuments(manifest, schema, [], undefined, sdl);
      const again = await loadTrustedDocuments(manifest, schema, [], undefined, sdl);
      expect(again.size).toBe(Object.keys(documents).length);
      await expect(loadTrustedDocuments(edited, schema, [], undefined, sdl)).rejects.toThrow('its id is not the SHA-256 of its text');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is accepted by a development gateway too, next to full documents from browsers', async () => {
    harness = await startGateway();
    const session = harness.backend.seedSession();
    const viewer = await byId(harness, hashOf(ViewerDocument), { cookies: { portal_session: session } });
    expect(viewer.body.data?.viewer.account.accountCode).toBe('A000001');
    const full = await gql(harness.app, VIEWER, { cookies: { portal_session: session }, headers: { origin: 'http://localhost:3000' } });
    expect(full.body.data?.viewer.account.accountCode).toBe('A000001');
  });

  it('runs its compiled form: no parsing, no validation, however often it comes', async () => {
    harness = await production();
    const parsed: string[] = [];
    const validated: string[] = [];
    harness.app.graphql.addHook('preParsing', async (_schema, source) => void parsed.push(source));
    harness.app.graphql.addHook('preValidation', async () => void validated.push('x'));
    const session = harness.backend.seedSession();
    for (let i = 0; i < 5; i++) {
      const { body } = await byId(harness, hashOf(ViewerDocument), { headers: { authorization: `Bearer ${session}` } });
      expect(body.data?.viewer.account.accountCode).toBe('A000001');
    }
    expect(parsed).toEqual([]);
    expect(validated).toEqual([]);
    // The same text sent in full goes through Mercurius: read (and, the first time, validated).
    await gql(harness.app, manifest[hashOf(ViewerDocument)]!, { headers: { authorization: `Bearer ${session}` } });
    expect(parsed).toHaveLength(1);
    expect(validated).toHaveLength(1);
  });

  it('still has its variables checked and its operation named, and is counted under its name', async () => {
    harness = await production();
    const badVariables = await byId(harness, hashOf(LoginDocument), { variables: { input: { loginId: 1 } } });
    expect(badVariables.response.statusCode).toBe(400);
    expect(new Set(badVariables.body.errors!.map((e) => e.extensions.code))).toEqual(new Set(['BAD_USER_INPUT']));
    expect(JSON.stringify(badVariables.body)).not.toContain(PASSWORD);
    const wrongName = await byId(harness, hashOf(ViewerDocument), { operationName: 'Login' });
    expect(wrongName.body.errors!.map((e) => e.extensions.code)).toEqual(['GRAPHQL_VALIDATION_FAILED']);

    await byId(harness, hashOf(ViewerDocument));
    const metrics = await harness.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(/gateway_graphql_operation_duration_seconds_count\{operation="Viewer",status_code="200"\} 1/);
  });
});
