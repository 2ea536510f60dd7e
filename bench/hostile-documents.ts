// What a hostile GraphQL request costs the gateway, against an ordinary one: CPU per request in this
// process, through the whole HTTP handling (app.inject), as a multiple of the SPA's Viewer query sent
// in full by a program and new to the gateway (a unique comment in every document defeats Mercurius'
// cache, for the hostile ones as for the viewer query). The account service is the tests' fake, its
// answers recorded and replayed, so its own CPU is not counted. The requests: issue 21's costly ones
// and those at the limits (tests/gateway/costly-documents.ts, which document-cost.test.ts holds to 3×),
// and the fragment and size floods of issues 10 and 11.
import { resolve } from 'node:path';
import { buildGateway } from '../src/gateway/app';
import { atTheLimits, costlyRequests, cpuCost, replaying, viewerBody, type CostlyRequest } from '../tests/gateway/costly-documents';
import { createFakeAccountService, SERVICE_TOKEN } from '../tests/gateway/fake-account-service';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const fanOut = (levels: number) =>
  `query { ...F0 }\n` + range(levels).map((i) => `fragment F${i} on Query { __typename ${i + 1 < levels ? `...F${i + 1} ...F${i + 1}` : ''} }`).join('\n');
const document = (name: string, query: string): CostlyRequest => ({ name, body: (u) => JSON.stringify({ query: `# ${u}\n${query}` }), answer: '' });

/** Issues 10 and 11: fragments spread into each other, and documents near the body limit. */
const floods: CostlyRequest[] = [
  document('fragment fan-out, 30 levels (1.6 KB)', fanOut(30)),
  document('fragment fan-out, 40 levels (within 500 tokens)', fanOut(40)),
  document('a chain of 2,000 fragments (~95 KB)', `query { ...C0 }\n` + range(2000).map((i) => `fragment C${i} on Query { __typename ${i + 1 < 2000 ? `...C${i + 1}` : ''} }`).join('\n')),
  document('19,000 fragment spreads (~95 KB)', `query { ${range(19_000).map(() => '...S').join(' ')} }\nfragment S on Query { __typename }`),
  document('4,400 duplicate fields (~48 KB)', `query { ${range(4400).map(() => '__typename').join(' ')} }`),
  document('490 duplicate fields (within 500 tokens)', `query { ${range(490).map(() => 'a').join(' ')} }`),
  document('an unused fragment fan-out, 40 levels', `{ __typename }\n${fanOut(40).replace('query { ...F0 }\n', '')}`),
  document('an unused fragment of 45 repeated inline fragments', `{ __typename }\nfragment U on Query { ${'... on Query { __typename a: __typename } '.repeat(45)} }`),
];

/** What each request answered: its error code, or "data". */
const answerOf = (body: string): string => {
  const parsed = JSON.parse(body) as { errors?: Array<{ extensions?: { code?: string } }>; data?: unknown };
  return parsed.data !== undefined && parsed.data !== null ? 'data' : (parsed.errors?.[0]?.extensions?.code ?? 'data');
};

export async function benchHostileDocuments(rounds = 7, perRound = 30): Promise<string[]> {
  const backend = createFakeAccountService();
  const service = replaying(backend.fetch);
  const app = await buildGateway({
    accountServiceUrl: 'http://account-service.bench', serviceToken: SERVICE_TOKEN, publicUrl: 'http://localhost:3000', fetch: service.fetch, rateLimit: false,
  });
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${backend.seedSession()}` };
  let answer = '';
  const send = async (payload: string) => {
    answer = (await app.inject({ method: 'POST', url: '/graphql', headers, payload })).body;
  };
  // Warm the gateway up before the first comparison.
  for (let i = 0; i < 200; i++) await send(viewerBody(-1 - i));

  const lines = [`Hostile GraphQL requests: gateway CPU per request against the SPA's Viewer query sent in full, new each time (least of ${rounds} rounds of ${perRound})`];
  let worst = { ratio: 0, name: '' };
  const viewers: number[] = [];
  for (const [title, requests] of [['Issue 21', costlyRequests], ['At the limits', atTheLimits], ['Issues 10 and 11', floods]] as const) {
    lines.push(`  ${title}:`);
    for (const request of requests) {
      const cost = await cpuCost(send, request, rounds, perRound);
      viewers.push(cost.viewer);
      if (cost.ratio > worst.ratio) worst = { ratio: cost.ratio, name: request.name };
      const what = answerOf(answer);
      lines.push(`    ${request.name.padEnd(78)} ${cost.request.toFixed(0).padStart(6)} µs ${cost.ratio.toFixed(2).padStart(6)} ×   ${what}`);
    }
  }
  viewers.sort((a, b) => a - b);
  lines.push(`  the viewer query: ${viewers[0]!.toFixed(0)}–${viewers[viewers.length - 1]!.toFixed(0)} µs (median ${viewers[Math.floor(viewers.length / 2)]!.toFixed(0)})`);
  lines.push(`  the most expensive: ${worst.ratio.toFixed(2)} × the viewer query (${worst.name})`);
  await app.close();
  return lines;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  for (const line of await benchHostileDocuments()) console.log(line);
}
