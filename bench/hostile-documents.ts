// What a hostile GraphQL document costs the gateway, against an ordinary operation: CPU per request,
// in this process, through the whole HTTP handling (app.inject) of a gateway whose account service is
// a fast in-memory fake. Each document is sent many times; each runs the full path (the refusals are
// not cached by Mercurius, the ordinary query is, as in production).
import { resolve } from 'node:path';
import { buildGateway } from '../src/gateway/app';

const viewerAnswer = JSON.stringify({
  account: {
    accountCode: 'A000001', loginId: 'taro', email: 'taro@example.jp', name: '山田 太郎', nameKana: 'ヤマダ タロウ', phone: null,
    locale: 'ja', role: 'user', status: 'active', mustChangePassword: false, lastLoginAt: null, previousLoginAt: null,
    createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
  },
  session: { expiresAt: '2030-01-01T00:00:00.000Z', absoluteExpiresAt: '2030-01-01T00:00:00.000Z' },
});
const fakeFetch = (async () => new Response(viewerAnswer, { status: 200, headers: { 'content-type': 'application/json' } })) as typeof fetch;

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const fanOut = (levels: number) =>
  `query { ...F0 }\n` + range(levels).map((i) => `fragment F${i} on Query { __typename ${i + 1 < levels ? `...F${i + 1} ...F${i + 1}` : ''} }`).join('\n');

export const hostileDocuments: Record<string, string> = {
  'fragment fan-out, 30 levels (1.6 KB)': fanOut(30),
  'fragment fan-out, 60 levels (within 1,000 tokens)': fanOut(60),
  'a chain of 2,000 fragments (~95 KB)': `query { ...C0 }\n` + range(2000).map((i) => `fragment C${i} on Query { __typename ${i + 1 < 2000 ? `...C${i + 1}` : ''} }`).join('\n'),
  '19,000 fragment spreads (~95 KB)': `query { ${range(19_000).map(() => '...S').join(' ')} }\nfragment S on Query { __typename }`,
  '4,400 duplicate fields (~48 KB)': `query { ${range(4400).map(() => '__typename').join(' ')} }`,
  '990 duplicate fields (within 1,000 tokens)': `query { ${range(990).map(() => 'a').join(' ')} }`,
  'an unused fragment fan-out, 80 levels (4 KB)': `{ __typename }\n${fanOut(80).replace('query { ...F0 }\n', '')}`,
  'an unused fragment of 60 repeated inline fragments': `{ __typename }\nfragment U on Query { ${'... on Query { __typename a: __typename } '.repeat(60)} }`,
  '500 fields at the cost limit, accepted': `query { ${range(499).map(() => '__typename').join(' ')} }`,
};

const viewer = 'query Viewer { viewer { account { accountCode name role locale mustChangePassword previousLoginAt } session { expiresAt } } }';

/** Microseconds of CPU per request for a query, over `count` requests. */
async function cpuPerRequest(app: Awaited<ReturnType<typeof buildGateway>>, query: string, count: number): Promise<number> {
  const payload = JSON.stringify({ query });
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${'t'.repeat(43)}` };
  for (let i = 0; i < 20; i++) await app.inject({ method: 'POST', url: '/graphql', headers, payload });
  const before = process.cpuUsage();
  for (let i = 0; i < count; i++) await app.inject({ method: 'POST', url: '/graphql', headers, payload });
  const used = process.cpuUsage(before);
  return (used.user + used.system) / count;
}

export async function benchHostileDocuments(count = 300): Promise<string[]> {
  const app = await buildGateway({
    accountServiceUrl: 'http://account-service.bench',
    serviceToken: 'bench-service-token-0123456789',
    publicUrl: 'http://localhost:3000',
    fetch: fakeFetch,
    rateLimit: false,
  });
  const base = await cpuPerRequest(app, viewer, count);
  const lines = [`Hostile GraphQL documents: gateway CPU per request (${count} requests each, in-process)`, `  ordinary viewer query${' '.repeat(38)}${base.toFixed(0).padStart(6)} µs`];
  let worst = 0;
  for (const [name, query] of Object.entries(hostileDocuments)) {
    const micros = await cpuPerRequest(app, query, Math.max(20, Math.floor(count / 3)));
    worst = Math.max(worst, micros);
    lines.push(`  ${name.padEnd(58)} ${micros.toFixed(0).padStart(6)} µs   ${(micros / base).toFixed(1).padStart(5)} × the viewer query`);
  }
  lines.push(`  the most expensive hostile document costs ${(worst / base).toFixed(1)} × an ordinary operation (${(worst / 1000).toFixed(2)} ms)`);
  await app.close();
  return lines;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  for (const line of await benchHostileDocuments()) console.log(line);
}
