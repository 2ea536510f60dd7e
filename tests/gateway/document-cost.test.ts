// No request under the body limit costs the gateway more than 3× an ordinary viewer query (the SPA's
// Viewer document sent in full by a program, new to the gateway): documents and variables built to be
// expensive for graphql-js or graphql-jit, and JSON built to be expensive to parse, are refused with a
// typed code for what reading them costs, or answered as cheaply. CPU (process.cpuUsage) of the two,
// interleaved in the same test, compared as a ratio: no wall clock.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../../src/gateway/app';
import { atTheLimits, costlyRequests, cpuCost, replaying, type CostlyRequest } from './costly-documents';
import { createFakeAccountService, SERVICE_TOKEN } from './fake-account-service';
import { GRAPHQL_ACCEPT } from './gateway-harness';
import { longPages, longPagesAtTheBudget, withLongPages, type LongPageRequest } from './long-pages';

// The fake account service runs in this process, and its CPU would count as the gateway's: its
// answers are recorded and replayed (costly-documents.ts).
const backend = createFakeAccountService();
const service = replaying(backend.fetch);
let app: FastifyInstance;
let headers: Record<string, string>;
beforeAll(async () => {
  app = await buildGateway({ accountServiceUrl: 'http://account-service.test', serviceToken: SERVICE_TOKEN, publicUrl: 'http://localhost:3000', fetch: service.fetch, rateLimit: false });
  headers = { 'content-type': 'application/json', accept: GRAPHQL_ACCEPT, authorization: `Bearer ${backend.seedSession()}` };
});
afterAll(() => app.close());

const send = (payload: string) => app.inject({ method: 'POST', url: '/graphql', headers, payload });
/**
 * The ratio (six rounds of twenty of each), measured again (up to three times) while it is over the
 * bar, keeping the least: as each round keeps its least, other work on a shared machine only ever adds
 * (a full test run on two cores once pushed a request that measures 2.5× alone to just over 3×). A
 * request that truly costs more fails all three.
 */
async function leastRatio(sender: (payload: string) => Promise<unknown>, request: CostlyRequest): Promise<number> {
  let ratio = Infinity;
  for (let attempt = 0; attempt < 3 && ratio > 3; attempt++) ratio = Math.min(ratio, (await cpuCost(sender, request, 6, 20)).ratio);
  return ratio;
}
const ratioOf = (request: CostlyRequest) => leastRatio(send, request);

async function expectAnswer(request: CostlyRequest): Promise<void> {
  const before = service.calls();
  const response = await send(request.body(Math.random()));
  const body = response.json() as { data?: unknown; errors?: Array<{ extensions?: { code?: string } }> };
  if (request.answer === 'data') {
    // Run: a 200 with its data (null where a non-null field was refused, as @auth does).
    expect(response.statusCode).toBe(200);
    expect(body).toHaveProperty('data');
  } else {
    expect(response.statusCode).toBe(400);
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.map((e) => e.extensions?.code)).toEqual([request.answer]);
    // Refused before anything ran: no call to the account service.
    expect(service.calls()).toBe(before);
  }
}

describe('requests built to be expensive cost at most 3× a viewer query', () => {
  it.each(costlyRequests.map((r) => [r.name, r] as const))('%s', async (_name, request) => {
    await expectAnswer(request);
    const ratio = await ratioOf(request);
    if (process.env.SHOW_RATIOS) console.log(`${ratio.toFixed(2)}  ${request.name}`);
    expect(ratio).toBeLessThanOrEqual(3);
  });
});

describe('as much as the limits let through, or just past them, costs at most 3× a viewer query', () => {
  it.each(atTheLimits.map((r) => [r.name, r] as const))('%s', async (_name, request) => {
    await expectAnswer(request);
    const ratio = await ratioOf(request);
    if (process.env.SHOW_RATIOS) console.log(`${ratio.toFixed(2)}  ${request.name}`);
    expect(ratio).toBeLessThanOrEqual(3);
  });
});

// Long pages: the account service's lists answered in full (long-pages.ts), to an administrator, whose
// session every list admits; the viewer query is the same one, on the same gateway.
describe('long pages cost at most 3× a viewer query', () => {
  const listing = createFakeAccountService();
  const lists = replaying(withLongPages(listing).fetch);
  let admin: FastifyInstance;
  let adminHeaders: Record<string, string>;
  beforeAll(async () => {
    admin = await buildGateway({ accountServiceUrl: 'http://account-service.test', serviceToken: SERVICE_TOKEN, publicUrl: 'http://localhost:3000', fetch: lists.fetch, rateLimit: false });
    adminHeaders = { 'content-type': 'application/json', accept: GRAPHQL_ACCEPT, authorization: `Bearer ${listing.seedSession({ role: 'admin' })}` };
  });
  afterAll(() => admin.close());
  const sendAdmin = (payload: string) => admin.inject({ method: 'POST', url: '/graphql', headers: adminHeaders, payload });

  async function check(request: LongPageRequest): Promise<void> {
    const response = await sendAdmin(request.body(Math.random()));
    expect(response.statusCode).toBe(200);
    const body = response.json() as { data?: unknown; errors?: Array<{ extensions?: { code?: string; field?: string } }> };
    if (request.answer === 'data') {
      expect(body.errors).toBeUndefined();
    } else {
      // Refused where the page is asked for, on the argument to lower.
      expect(body.errors?.length).toBeGreaterThan(0);
      for (const error of body.errors!) expect(error.extensions).toEqual({ code: request.answer, field: 'first' });
    }
    const ratio = await leastRatio(sendAdmin, { ...request, answer: request.answer });
    if (process.env.SHOW_RATIOS) console.log(`${ratio.toFixed(2)}  ${request.name}`);
    expect(ratio).toBeLessThanOrEqual(3);
  }

  it.each(longPages.map((r) => [r.name, r] as const))('%s', async (_name, request) => check(request));
  it.each(longPagesAtTheBudget.map((r) => [r.name, r] as const))('at the budget: %s', async (_name, request) => check(request));
});
