// Long pages (page-budget.ts): each page a list field asks the account service for is charged to the
// request before the call, its size times what each item costs (4, and 1 for each field selected in
// it), against what the document's calls leave of 1,000 (a trusted document: 2,000). The portal's own
// pages fit, sent in full or by their documentId; a page past the budget is refused on `first`, with
// no call. Over the fake account service, its lists answered in full (long-pages.ts).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildGateway } from '../../src/gateway/app';
import { createFakeAccountService, SERVICE_TOKEN } from './fake-account-service';
import { GRAPHQL_ACCEPT, type GqlBody } from './gateway-harness';
import { DETAIL_CODE, spaDocument, spaPages, spaTrusted, withLongPages } from './long-pages';

const backend = createFakeAccountService();
const lists = withLongPages(backend);
let app: FastifyInstance;
let headers: Record<string, string>;
beforeAll(async () => {
  app = await buildGateway({ accountServiceUrl: 'http://account-service.test', serviceToken: SERVICE_TOKEN, publicUrl: 'http://localhost:3000', fetch: lists.fetch, rateLimit: false });
  headers = { 'content-type': 'application/json', accept: GRAPHQL_ACCEPT, authorization: `Bearer ${backend.seedSession({ role: 'admin' })}` };
});
afterAll(() => app.close());

let pagesBefore = 0;
beforeEach(() => {
  pagesBefore = lists.pages();
});
/** The pages the account service served since the test began. */
const pages = () => lists.pages() - pagesBefore;

async function send(payload: string): Promise<GqlBody> {
  const response = await app.inject({ method: 'POST', url: '/graphql', headers, payload });
  expect(response.statusCode).toBe(200);
  return response.json() as GqlBody;
}
const query = (text: string) => send(JSON.stringify({ query: text }));

/** The items of the one page a body holds, wherever it stands. */
function nodesOf(value: unknown): unknown[] | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  if (Array.isArray((value as { nodes?: unknown }).nodes)) return (value as { nodes: unknown[] }).nodes;
  for (const inner of Object.values(value)) {
    const found = nodesOf(inner);
    if (found) return found;
  }
  return undefined;
}

const EVENT = 'id kind at count actor ipAddress signInMethod notMeReported canReportNotMe';
const refused = (path: Array<string | number>) => expect.objectContaining({ path, extensions: { code: 'QUERY_TOO_COSTLY', field: 'first' } });

describe('the page budget', () => {
  it("answers the portal's own pages at their sizes, sent in full or by documentId, and by documentId at each field's maximum", async () => {
    for (const { operation, variables, size, max } of spaPages) {
      for (const [how, body, first] of [['in full', spaDocument, size], ['trusted', spaTrusted, size], ['trusted', spaTrusted, max]] as const) {
        const answer = await send(body(operation, { ...variables, first })(0));
        expect(answer.errors, `${operation} ${how} ${first}`).toBeUndefined();
        expect(nodesOf(answer.data), `${operation} ${how} ${first}`).toHaveLength(first);
      }
    }
    expect(pages()).toBe(spaPages.length * 3);
  });

  it('refuses a page past what is left, on `first` and before its call, and answers the pages charged before it', async () => {
    // Four calls leave 600: the viewer's 20 events of 2 fields take 120, the account's 50 events of 9 fields would take 650.
    const answer = await query(`{ viewer { activity(first: 20) { nodes { id kind } } } adminAccount(accountCode: "${DETAIL_CODE}") { activity(first: 50) { nodes { ${EVENT} } } } }`);
    expect(nodesOf(answer.data!['viewer'])).toHaveLength(20);
    expect(answer.data!['adminAccount']).toBeNull();
    expect(answer.errors).toEqual([refused(['adminAccount', 'activity'])]);
    expect(answer.errors![0]!.message).toMatch(/more list items than one request may read/);
    expect(pages()).toBe(1);

    // The same page alone: three calls fewer, 300 more.
    const alone = await query(`{ adminAccount(accountCode: "${DETAIL_CODE}") { activity(first: 50) { nodes { ${EVENT} } } } }`);
    expect(alone.errors).toBeUndefined();
    expect(nodesOf(alone.data)).toHaveLength(50);
    expect(pages()).toBe(2);
  });

  it('charges a page at every place it is resolved: aliases of one page share its call, a second viewer makes its own', async () => {
    const twice = await query('{ viewer { a: activity(first: 30) { nodes { id } } b: activity(first: 30) { nodes { id kind } } } }');
    expect(twice.errors).toBeUndefined();
    expect(pages()).toBe(1);
    // 50 × (4 + 9) = 650 fits once; five aliases of it (50 × 49) are refused, with no call.
    const five = await query(`{ viewer { ${[0, 1, 2, 3, 4].map((i) => `a${i}: activity(first: 50) { nodes { ${EVENT} } }`).join(' ')} } }`);
    expect(five.data).toEqual({ viewer: null });
    expect(five.errors).toEqual([refused(['viewer', 'a0'])]);
    // Nodes selected twice in one page are resolved twice: 40 × (4 + 9 + 9) = 880 is past the 800 left.
    const nodesTwice = await query(`{ viewer { activity(first: 40) { n: nodes { ${EVENT} } m: nodes { ${EVENT} } } } }`);
    expect(nodesTwice.errors).toEqual([refused(['viewer', 'activity'])]);
    expect(pages()).toBe(1);
    // Two viewers: four calls leave 600, and 40 × 13 = 520 fits once.
    const viewers = await query(`{ v: viewer { activity(first: 40) { nodes { ${EVENT} } } } w: viewer { activity(first: 40) { nodes { ${EVENT} } } } }`);
    expect(nodesOf(viewers.data!['v'])).toHaveLength(40);
    expect(viewers.data!['w']).toBeNull();
    expect(viewers.errors).toEqual([refused(['w', 'activity'])]);
    expect(pages()).toBe(2);
  });

  it('counts the fields of fragments as selected, and gives each request a budget of its own', async () => {
    const spread = `{ adminAudit(first: 100) { nodes { ...A } } } fragment A on AuditEntry { id at actor action ... on AuditEntry { role } }`;
    for (let run = 0; run < 2; run++) expect(nodesOf((await query(spread)).data)).toHaveLength(100);
    // One more field: 100 × 10 = 1,000 is past the 900 its one call leaves.
    const wider = await query(spread.replace('role', 'role ipAddress'));
    expect(wider.errors).toEqual([refused(['adminAudit'])]);
    expect(pages()).toBe(2);
  });
});
