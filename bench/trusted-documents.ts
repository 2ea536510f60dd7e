// What trusted documents save the gateway: CPU per request of the SPA's Viewer query sent by its
// documentId (run precompiled: no parsing, no validation), against the same text sent in full, once as
// Mercurius caches it after its first request, and once new to the gateway each time (parsed, held to
// the limits and validated on every request, as when its cache is flooded). In this process, through
// the whole HTTP handling (app.inject) of a gateway whose account service is an in-memory fake, as in
// hostile-documents.ts; interleaved rounds, so drift hits all three alike.
import { resolve } from 'node:path';
import { ViewerDocument } from '../src/app/gql/graphql';
import { buildGateway } from '../src/gateway/app';
import { graphql } from '../src/gateway/graphql-runtime';

const sessionAnswer = JSON.stringify({
  account: {
    accountCode: 'A000001', loginId: 'taro', email: 'taro@example.jp', name: '山田 太郎', nameKana: 'ヤマダ タロウ', phone: null,
    locale: 'ja', role: 'user', status: 'active', mustChangePassword: false, lastLoginAt: null, previousLoginAt: null,
    createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
  },
  session: { expiresAt: '2030-01-01T00:00:00.000Z', absoluteExpiresAt: '2030-01-01T00:00:00.000Z', idleTimeoutSeconds: 1800 },
});
const fakeFetch = (async () => new Response(sessionAnswer, { status: 200, headers: { 'content-type': 'application/json' } })) as typeof fetch;

type Gateway = Awaited<ReturnType<typeof buildGateway>>;
const headers = { 'content-type': 'application/json', authorization: `Bearer ${'t'.repeat(43)}` };

/** Microseconds of CPU per request over `count` requests, each body made by `payload(i)`. */
async function cpuPerRequest(app: Gateway, payload: (i: number) => string, count: number): Promise<number> {
  const before = process.cpuUsage();
  for (let i = 0; i < count; i++) {
    const response = await app.inject({ method: 'POST', url: '/graphql', headers, payload: payload(i) });
    if (i === 0 && !(response.json() as { data?: { viewer?: unknown } }).data?.viewer) throw new Error(`no viewer: ${response.body}`);
  }
  const used = process.cpuUsage(before);
  return (used.user + used.system) / count;
}

export async function benchTrustedDocuments(count = 2000, rounds = 2): Promise<string[]> {
  const app = await buildGateway({
    accountServiceUrl: 'http://account-service.bench',
    serviceToken: 'bench-service-token-0123456789',
    publicUrl: 'http://localhost:3000',
    fetch: fakeFetch,
    rateLimit: false,
  });
  const documentId = (ViewerDocument as unknown as { __meta__: { hash: string } }).__meta__.hash;
  // The text Apollo sends (graphql's print of the document).
  const query = graphql.print(ViewerDocument);
  let unique = 0;
  const variants: Array<{ name: string; count: number; payload: (i: number) => string; runs: number[] }> = [
    { name: 'by documentId (trusted document, precompiled)', count, payload: () => JSON.stringify({ documentId, operationName: 'Viewer', variables: {} }), runs: [] },
    { name: 'full text, cached by Mercurius after its first request', count, payload: () => JSON.stringify({ query, operationName: 'Viewer', variables: {} }), runs: [] },
    // A comment changes the text, not the operation: a cache miss every time.
    { name: 'full text, new to the gateway each time', count: count / 4, payload: () => JSON.stringify({ query: `${query}\n# ${unique++}`, operationName: 'Viewer', variables: {} }), runs: [] },
  ];
  for (const variant of variants) await cpuPerRequest(app, variant.payload, 200); // warm-up (JIT, caches)
  for (let round = 0; round < rounds; round++) {
    for (const variant of variants) variant.runs.push(await cpuPerRequest(app, variant.payload, variant.count));
  }
  await app.close();
  const micros = variants.map((v) => v.runs.reduce((s, r) => s + r, 0) / v.runs.length);
  const range = (runs: number[]) => `${Math.min(...runs).toFixed(0)}–${Math.max(...runs).toFixed(0)}`;
  return [
    `Trusted documents: gateway CPU per request of the SPA's Viewer query (bearer token, in-process, ${rounds} interleaved rounds)`,
    ...variants.map((v, i) => `  ${v.name.padEnd(56)} ${micros[i]!.toFixed(0).padStart(5)} µs (${range(v.runs)})` + (i === 0 ? '' : `   ${(micros[i]! / micros[0]!).toFixed(2)}× the trusted document`)),
  ];
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  for (const line of await benchTrustedDocuments()) console.log(line);
}
