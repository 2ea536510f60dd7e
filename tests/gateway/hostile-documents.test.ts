// Documents built to be expensive are refused with a typed error for what reading them once costs:
// the limits walk each fragment once (work linear in the document, counted here, not timed), and
// they run before graphql-js validates anything and before any resolver or REST call.
import type { DocumentNode } from 'graphql';
import { graphql } from '../../src/gateway/graphql-runtime';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as spaDocuments from '../../src/app/gql/graphql';
import { checkDocumentLimits, defaultQueryLimits, LimitExceeded, type QueryLimits } from '../../src/gateway/query-limits';
import { GRAPHQL_ACCEPT, startGateway } from './gateway-harness';

// The gateway's own graphql instance (graphql-runtime.ts), whose schema the limits are given.
const { buildSchema, parse, print, visit } = graphql;
const schema = buildSchema(readFileSync(new URL('../../schema/gateway.graphql', import.meta.url), 'utf8'));

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** 30 fragments, each spreading the next twice, with only __typename in them: 2^30 fields expanded. */
const fanOut = (levels: number) =>
  `query { ...F0 }\n` +
  range(levels).map((i) => `fragment F${i} on Query { __typename ${i + 1 < levels ? `...F${i + 1} ...F${i + 1}` : ''} }`).join('\n');
/** A chain of fragments, each spreading the next once. */
const chain = (length: number) =>
  `query { ...C0 }\n` + range(length).map((i) => `fragment C${i} on Query { __typename ${i + 1 < length ? `...C${i + 1}` : ''} }`).join('\n');
const manySpreads = (n: number) => `query { ${range(n).map(() => '...S').join(' ')} }\nfragment S on Query { __typename }`;
const duplicateFields = (n: number) => `query { ${range(n).map(() => '__typename').join(' ')} }`;
const aliasFlood = (n: number) => `query { ${range(n).map((i) => `a${i}: __typename`).join(' ')} }`;
/** A tiny operation beside fragments it never uses (graphql-js would still validate them all). */
const unusedFanOut = (levels: number) => `{ __typename }\n${fanOut(levels).replace('query { ...F0 }\n', '')}`;
const unusedRepeats = (n: number) => `{ __typename }\nfragment U on Query { ${'... on Query { __typename a: __typename } '.repeat(n)} }`;
const deepInline = (n: number) => `query { ${'... on Query { '.repeat(n)}__typename${' }'.repeat(n)} }`;

/** Selections in a document's syntax tree: what a linear walk may visit a few times, never more. */
function selectionNodes(document: DocumentNode): number {
  let n = 0;
  visit(document, {
    Field: () => void n++,
    FragmentSpread: () => void n++,
    InlineFragment: () => void n++,
  });
  return n;
}

/** Runs the limits with size limits out of the way (so the walk itself is what is measured). */
function walk(source: string, limits: Partial<QueryLimits> = {}) {
  const document = parse(source);
  let visits = 0;
  let refusal: string | null = null;
  try {
    checkDocumentLimits(document, schema, { ...defaultQueryLimits, maxDocumentLength: Infinity, maxTokens: Infinity, ...limits }, { onVisit: () => visits++ });
  } catch (error) {
    if (!(error instanceof LimitExceeded)) throw error;
    refusal = error.code;
  }
  return { refusal, visits, nodes: selectionNodes(document) };
}

describe('the limits walk a document once', () => {
  it.each([
    ['fragment fan-out, 30 levels (2^30 expanded)', fanOut(30), 'QUERY_TOO_COSTLY'],
    ['fragment fan-out, 1,000 levels', fanOut(1000), 'QUERY_TOO_COSTLY'],
    ['a chain of 2,000 fragments', chain(2000), 'QUERY_TOO_COSTLY'],
    ['19,000 fragment spreads', manySpreads(19_000), 'QUERY_TOO_COSTLY'],
    ['4,400 duplicate fields', duplicateFields(4400), 'QUERY_TOO_COSTLY'],
    ['an alias flood', aliasFlood(500), 'TOO_MANY_ALIASES'],
    ['600 nested inline fragments', deepInline(600), 'QUERY_TOO_COSTLY'],
    ['an unused fragment fan-out, 80 levels', unusedFanOut(80), 'GRAPHQL_VALIDATION_FAILED'],
    ['an unused fragment of 150 repeated inline fragments', unusedRepeats(150), 'GRAPHQL_VALIDATION_FAILED'],
  ])('%s: refused, visiting each selection at most once per pass', (_name, source, code) => {
    const { refusal, visits, nodes } = walk(source);
    expect(refusal).toBe(code);
    expect(visits).toBeLessThanOrEqual(2 * nodes);
  });

  it('stops at the first limit passed, long before the end of a huge document', () => {
    const { visits, nodes } = walk(duplicateFields(4400));
    expect(visits).toBe(defaultQueryLimits.maxCost + 1);
    expect(nodes).toBe(4400);
  });

  it('measures a fragment once however often it is spread', () => {
    // 40 spreads of one fragment of 4 fields, within the cost limit: 40 + 4 visits, not 40 × 4, in
    // each of the two passes (the limits, then the search for fragments no operation uses).
    const source = `query { ${range(40).map(() => '...A').join(' ')} }\nfragment A on Query { __typename a: __typename b: __typename c: __typename }`;
    const { refusal, visits } = walk(source, { maxCost: 10_000, maxAliases: 1000 });
    expect(refusal).toBeNull();
    expect(visits).toBe(2 * 44);
  });

  it('lets every operation of the SPA through with room to spare', () => {
    const documents = Object.entries(spaDocuments).filter(([name, value]) => name.endsWith('Document') && typeof value === 'object');
    expect(documents.length).toBeGreaterThan(10);
    for (const [name, document] of documents) {
      const source = print(document as DocumentNode);
      expect(source.length, name).toBeLessThan(defaultQueryLimits.maxDocumentLength / 4);
      const measure = checkDocumentLimits(parse(source), schema, defaultQueryLimits);
      // As Apollo sends them, a __typename in every selection set: the costliest is about 320 (the
      // activity's events, which now say the sign-in's risk and the recovery codes left: issue 23).
      expect(measure.cost, name).toBeLessThanOrEqual(defaultQueryLimits.maxCost * 0.7);
      expect(measure.depth, name).toBeLessThanOrEqual(defaultQueryLimits.maxDepth);
    }
  });

  it('counts selections of every kind, __typename included, and each pair of fields sharing a response name', () => {
    expect(walk('query { __typename }').refusal).toBeNull();
    // 30 fields: 30, and 435 pairs that graphql-js's overlap rule compares.
    expect(walk(duplicateFields(30), { maxCost: 30 + 435 }).refusal).toBeNull();
    expect(walk(duplicateFields(30), { maxCost: 30 + 434 }).refusal).toBe('QUERY_TOO_COSTLY');
    expect(walk(aliasFlood(10), { maxCost: 10 }).refusal).toBeNull();
    // Two spreads of one fragment at one place: 2, its field twice, 1 pair of spreads, 1 pair of fields.
    expect(walk('query { ...S ...S } fragment S on Query { __typename }', { maxCost: 6 }).refusal).toBeNull();
    expect(walk('query { ...S ...S } fragment S on Query { __typename }', { maxCost: 5 }).refusal).toBe('QUERY_TOO_COSTLY');
  });
});

describe('hostile documents through the gateway', () => {
  const hostile: Array<[string, string, string]> = [
    ['fragment fan-out (1.6 KB)', fanOut(30), 'QUERY_TOO_COSTLY'],
    ['a fan-out within the token limit', fanOut(40), 'QUERY_TOO_COSTLY'],
    ['a chain of 2,000 fragments (near the body limit)', chain(2000), 'DOCUMENT_TOO_LARGE'],
    ['19,000 spreads', manySpreads(19_000), 'DOCUMENT_TOO_LARGE'],
    ['4,400 duplicate fields', duplicateFields(4400), 'DOCUMENT_TOO_LARGE'],
    ['1,500 duplicate fields (under the length limit, over the token limit)', duplicateFields(1500).replace(/__typename/g, 'a'), 'DOCUMENT_TOO_LARGE'],
    ['an alias flood', aliasFlood(60), 'TOO_MANY_ALIASES'],
    ['300 nested inline fragments', deepInline(300), 'DOCUMENT_TOO_LARGE'],
    ['40 nested inline fragments around 250 fields', `query { ${'... on Query { '.repeat(40)}${'__typename '.repeat(250)}${' }'.repeat(40)} }`, 'QUERY_TOO_COSTLY'],
    ['a comment flood', `# ${'x'.repeat(90_000)}\n{ __typename }`, 'DOCUMENT_TOO_LARGE'],
    ['a huge string argument', `{ passwordResetToken(token: "${'a'.repeat(90_000)}") { error { code } } }`, 'DOCUMENT_TOO_LARGE'],
    ['an unused fragment fan-out within the token limit', unusedFanOut(40), 'GRAPHQL_VALIDATION_FAILED'],
    ['an unused fragment of repeated inline fragments', unusedRepeats(45), 'GRAPHQL_VALIDATION_FAILED'],
    ['a syntax tree sent as JSON', JSON.stringify(parse('{ __typename }')), 'GRAPHQL_PARSE_FAILED'],
  ];

  it.each(hostile)('%s: 400 with its code, nothing called', async (_name, query, code) => {
    const { app, backend } = await startGateway();
    const response = await app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', accept: GRAPHQL_ACCEPT }, payload: { query } });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { data?: unknown; errors: Array<{ extensions: { code: string } }> };
    expect(body.data ?? null).toBeNull();
    expect(body.errors.map((e) => e.extensions.code)).toEqual([code]);
    expect(backend.calls).toHaveLength(0);
    await app.close();
  });

  it('still answers an ordinary query after refusing them', async () => {
    const { app } = await startGateway();
    for (const [, query] of hostile) await app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: { query } });
    const ok = await app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: { query: '{ __typename }' } });
    expect(ok.json()).toEqual({ data: { __typename: 'Query' } });
    await app.close();
  });
});
