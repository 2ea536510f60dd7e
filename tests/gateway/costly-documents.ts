// Requests cheap in bytes that cost the gateway many times an ordinary query to parse, validate,
// coerce or run (issue 21), the answer each gets, and how their CPU is compared with an ordinary
// viewer query's: the SPA's Viewer document sent in full by a program, new to the gateway (a unique
// comment defeats Mercurius' cache, as it defeats it for an attacker). Used by document-cost.test.ts
// and by the bench (bench/hostile-documents.ts).
import { readFileSync } from 'node:fs';
import { projectPath } from '../../src/platform/paths';

const manifest = JSON.parse(readFileSync(projectPath('src/app/gql/persisted-documents.json'), 'utf8')) as Record<string, string>;
const trusted = (operation: string): string => {
  const entry = Object.entries(manifest).find(([, text]) => text.includes(` ${operation}`) || text.startsWith(operation));
  if (!entry) throw new Error(`no trusted document for ${operation}`);
  return entry[0];
};
const viewerText = manifest[trusted('query Viewer {')]!;

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const body = (query: string, variables?: unknown) => (unique: number) => JSON.stringify({ query: `# ${unique}\n${query}`, variables });

/** The baseline: the SPA's Viewer query, as a program sends it, new to the gateway each time. */
export const viewerBody = body(viewerText);

export interface CostlyRequest {
  name: string;
  /** The request's JSON body; `unique` goes into a comment of its document. */
  body: (unique: number) => string;
  /** What it gets: an error code (a request error, nothing run), or 'data' (run and answered). */
  answer: string;
}

const login = 'mutation Login($input: LoginInput!) { login(input: $input) { challenge { attemptId } error { code } } }';
const finishPasskey = (transports: string) =>
  `mutation { finishPasskeyRegistration(input: { ceremonyId: "c", response: { id: "i", rawId: "r", type: "public-key", clientExtensionResults: {}, ` +
  `response: { clientDataJSON: "d", attestationObject: "o", transports: [${transports}] } } }) { error { code } } }`;
const passkeyInput = (transports: unknown[]) => ({
  ceremonyId: 'c',
  response: { id: 'i', rawId: 'r', type: 'public-key', clientExtensionResults: {}, response: { clientDataJSON: 'd', attestationObject: 'o', transports } },
});
const trustedBody = (operation: string, variables: unknown) => () => JSON.stringify({ documentId: trusted(operation), variables });

/** Each cost more than 3× a viewer query before issue 21 (up to 190×). */
export const costlyRequests: CostlyRequest[] = [
  // The review's four, each near the old 1,000-token limit: the token limit is now 500.
  { name: '249 × viewer { __typename } in one selection (5.5 KB)', body: body(`{ ${'viewer { __typename } '.repeat(249)}}`), answer: 'DOCUMENT_TOO_LARGE' },
  { name: '240 variables of an unknown type', body: body(`query(${range(240).map((i) => `$v${i}: Strin`).join(' ')}) { __typename }`), answer: 'DOCUMENT_TOO_LARGE' },
  { name: '498 × __typename (500 tokens)', body: body(`{ ${'__typename '.repeat(498)}}`), answer: 'QUERY_TOO_COSTLY' },
  { name: '190 named operations', body: body(range(190).map((i) => `query Q${i} { __typename }`).join(' ')), answer: 'DOCUMENT_TOO_LARGE' },
  // Within 500 tokens. graphql-js's overlapping-fields rule compares every pair of fields with one response name.
  { name: '124 × viewer { __typename } in one selection', body: body(`{ ${'viewer { __typename } '.repeat(124)}}`), answer: 'QUERY_TOO_COSTLY' },
  { name: '490 × __typename inside viewer', body: body(`{ viewer { ${'__typename '.repeat(490)}} }`), answer: 'QUERY_TOO_COSTLY' },
  // "Did you mean …?": each unknown name measured against every name of its kind.
  { name: '160 variables of an unknown type', body: body(`query(${range(160).map((i) => `$v${i}: AccountEventKinds`).join(' ')}) { __typename }`), answer: 'DOCUMENT_TOO_LARGE' },
  { name: '80 inline fragments on an unknown type', body: body(`{ ${'... on Viewerr { __typename } '.repeat(80)}}`), answer: 'GRAPHQL_VALIDATION_FAILED' },
  { name: '160 unknown arguments', body: body(`{ viewer(${range(160).map((i) => `a${i}: 1`).join(' ')}) { __typename } }`), answer: 'GRAPHQL_VALIDATION_FAILED' },
  // One error for each, each located in the source.
  { name: '240 unknown directives', body: body(`{ __typename ${range(240).map((i) => `@d${i}`).join(' ')} }`), answer: 'GRAPHQL_VALIDATION_FAILED' },
  // Each operation's variables are looked for through every fragment it spreads.
  { name: '98 named operations', body: body(range(98).map((i) => `query Q${i} { __typename }`).join(' ')), answer: 'DOCUMENT_TOO_LARGE' },
  // Each field that calls the account service: its request, its answer, the error it may make.
  {
    name: '19 fields that call the account service',
    body: body(
      `{ ${range(10).map((i) => `a${i}: adminAccount(accountCode: "A00000${i}") { __typename }`).join(' ')} adminAccounts { __typename } adminAccountSearch { __typename } ` +
        'adminAudit { __typename } viewer { sessions { id } passkeys { id } activity { __typename } } passwordResetToken(token: "t") { __typename } notMeLink(token: "t") { __typename } }',
    ),
    answer: 'QUERY_TOO_COSTLY',
  },
  // Variables: an error for each value that does not fit, each error's stack read (and source-mapped).
  { name: '50 members of a login input it does not have, as variables', body: body(login, { input: Object.fromEntries(range(50).map((i) => [`loginId${i}`, 1])) }), answer: 'BAD_USER_INPUT' },
  { name: 'a trusted document given 900 numbers for its list of strings', body: trustedBody('mutation FinishPasskeyRegistration(', { input: passkeyInput(range(900)) }), answer: 'BAD_USER_INPUT' },
  // JSON.parse itself: cheap per byte, not per structure.
  { name: 'variables nested 49,000 deep (98 KB)', body: (u) => `{"query":"# ${u}\\n${login}","variables":{"input":${'['.repeat(49_000)}${']'.repeat(49_000)}}}`, answer: 'BAD_REQUEST' },
  { name: 'a variable object of 7,000 members (69 KB)', body: body(login, { input: Object.fromEntries(range(7000).map((i) => [`k${i}`, 1])) }), answer: 'BAD_REQUEST' },
  { name: 'a trusted document given 16,000 numbers (32 KB)', body: trustedBody('mutation FinishPasskeyRegistration(', { input: passkeyInput(range(16_000).map(() => 1)) }), answer: 'BAD_REQUEST' },
];

/** As much as the limits now let through, or just past them: each within 3× a viewer query. */
export const atTheLimits: CostlyRequest[] = [
  { name: '31 × __typename (cost 31 + 465 pairs), answered', body: body(`{ ${'__typename '.repeat(31)}}`), answer: 'data' },
  { name: '55 fragments spread side by side', body: body(`{ ${range(55).map((i) => `...F${i}`).join(' ')} } ${range(55).map((i) => `fragment F${i} on Query { __typename }`).join(' ')}`), answer: 'QUERY_TOO_COSTLY' },
  { name: '160 members of a login input it does not have', body: body(`mutation { login(input: { ${range(160).map((i) => `loginId${i}: 1`).join(' ')} }) { error { code } } }`), answer: 'GRAPHQL_VALIDATION_FAILED' },
  { name: '160 repeats of one argument', body: body(`{ adminAccountSearch(${'first: 1 '.repeat(160)}) { __typename } }`), answer: 'GRAPHQL_VALIDATION_FAILED' },
  { name: 'a list of 230 strings written in the document (cost 493), answered', body: body(finishPasskey('"usb" '.repeat(230))), answer: 'data' },
  { name: 'a list of 450 strings written in the document (495 tokens), refused', body: body(finishPasskey('"usb" '.repeat(450))), answer: 'QUERY_TOO_COSTLY' },
  { name: 'a list nested 240 deep written in the document', body: body(`{ adminAccountSearch(search: ${'['.repeat(240)}${']'.repeat(240)}) { __typename } }`), answer: 'QUERY_TOO_COSTLY' },
  { name: '25 variables, each used, answered', body: body(`query(${range(25).map((i) => `$v${i}: Boolean = true`).join(' ')}) { ${range(25).map((i) => `... @include(if: $v${i}) { __typename }`).join(' ')} }`), answer: 'data' },
  { name: '5 operations spreading one fragment, answered', body: (u) => JSON.stringify({ query: `# ${u}\n${range(5).map((i) => `query Q${i} { ...F }`).join(' ')} fragment F on Query { viewer { account { accountCode loginId name nameKana email phone role status locale } session { expiresAt idleTimeoutSeconds } } }`, operationName: 'Q4' }), answer: 'data' },
  { name: '6 fields that call the account service (each refused by @auth), answered', body: body(`{ ${range(6).map((i) => `a${i}: adminAccount(accountCode: "A00000${i}") { __typename }`).join(' ')} }`), answer: 'data' },
  { name: '10 fields that call the account service, refused', body: body(`{ ${range(10).map((i) => `a${i}: adminAccount(accountCode: "A00000${i}") { __typename }`).join(' ')} }`), answer: 'QUERY_TOO_COSTLY' },
  { name: '900 strings for a trusted document\'s list, answered', body: trustedBody('mutation FinishPasskeyRegistration(', { input: passkeyInput(range(900).map(() => 'usb')) }), answer: 'data' },
];

let unique = 0;

/**
 * A fetch for the gateway that answers as `fetch` (a fake account service in this process) answered
 * the first call of each method, path and query: replayed from the recorded text, so that the fake's
 * own CPU, which is the account service's, is not counted as the gateway's.
 */
export function replaying(fetch: typeof globalThis.fetch): { fetch: typeof globalThis.fetch; calls: () => number } {
  const recorded = new Map<string, { text: string; status: number; headers: [string, string][] }>();
  let calls = 0;
  const replay: typeof globalThis.fetch = async (input, init) => {
    calls++;
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname}${url.search}`;
    let answer = recorded.get(key);
    if (!answer) {
      const response = await fetch(request);
      answer = { text: await response.text(), status: response.status, headers: [...response.headers] };
      recorded.set(key, answer);
    }
    return new Response(answer.text, { status: answer.status, headers: answer.headers });
  };
  return { fetch: replay, calls: () => calls };
}

export interface CpuCost {
  /** The request's CPU as a multiple of the viewer query's. */
  ratio: number;
  /** µs of CPU per request, the least of the rounds. */
  viewer: number;
  request: number;
}

/**
 * The gateway's CPU for a request against the viewer query's: `perRound` viewer queries, then as
 * many of the request, `rounds` times, and the least each took in a round (other work on a shared
 * machine only ever adds). In batches, not one of each in turn: the garbage a request leaves is
 * collected during the next ones, and would be charged to the viewer query.
 */
export async function cpuCost(send: (payload: string) => Promise<unknown>, request: CostlyRequest, rounds = 7, perRound = 20): Promise<CpuCost> {
  const batch = async (body: (unique: number) => string): Promise<number> => {
    // Written before the clock starts: the client's JSON is not the gateway's work.
    const payloads = Array.from({ length: perRound }, () => body(unique++));
    const start = process.cpuUsage();
    for (const payload of payloads) await send(payload);
    const used = process.cpuUsage(start);
    return (used.user + used.system) / perRound;
  };
  for (let i = 0; i < 5; i++) {
    await send(viewerBody(unique++));
    await send(request.body(unique++));
  }
  let viewer = Infinity;
  let costly = Infinity;
  for (let round = 0; round < rounds; round++) {
    viewer = Math.min(viewer, await batch(viewerBody));
    costly = Math.min(costly, await batch(request.body));
  }
  return { ratio: costly / viewer, viewer, request: costly };
}
