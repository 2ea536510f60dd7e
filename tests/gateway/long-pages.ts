// Full pages of the account service's lists, for the cost of long pages (document-cost.test.ts): the
// fake account service admits each call (session, role) as usual, and the answer is a page of as many
// items as the call asked for (`limit`), as the real service gives an account with a long history.
import { readFileSync } from 'node:fs';
import type { components } from '../../src/gateway/generated/account-api';
import { projectPath } from '../../src/platform/paths';
import { json, otherAccount, type FakeAccountService } from './fake-account-service';

type Schemas = components['schemas'];

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const at = (i: number) => new Date(Date.UTC(2026, 10, 1) - i * 3_600_000).toISOString();
const device = { browser: 'Chrome', os: 'Windows' };

/** Events of every shape the security page shows: sign-ins, failures, changes, reports. */
const eventShapes: Array<Pick<Schemas['AccountEvent'], 'kind' | 'details'>> = [
  { kind: 'sign_in', details: { method: 'password_code' } },
  { kind: 'sign_in_failed', details: { step: 'password' } },
  { kind: 'details_changed', details: { fields: ['name', 'phone'] } },
  { kind: 'email_changed', details: { maskedEmail: 't***@example.com' } },
  { kind: 'sessions_ended', details: { sessions: 2, scope: 'others' } },
  { kind: 'passkey_added', details: { passkeyName: 'MacBook' } },
  { kind: 'not_me_reported', details: { sessions: 3, removedPasskeys: ['MacBook'] } },
  { kind: 'account_unlocked', details: { by: 'reset' } },
  { kind: 'admin_action', details: { action: 'require_password_change' } },
];

function event(i: number): Schemas['AccountEvent'] {
  const shape = eventShapes[i % eventShapes.length]!;
  return {
    id: `evt${String(i).padStart(19, '0')}`, ...shape, at: at(i), lastAt: at(i), count: 1 + (i % 3), ipAddress: `203.0.113.${i % 250}`, device,
    actor: i % 9 === 8 ? 'administrator' : 'self', notMeReported: false, canReportNotMe: i % 2 === 0,
  };
}

function adminAccount(i: number): Schemas['AdminAccount'] {
  return {
    accountCode: `A${String(100_000 + i)}`, loginId: `user${i}`, email: `user${i}@example.com`, name: `山田 太郎${i}`, nameKana: 'ヤマダ タロウ', phone: null, department: null,
    locale: 'ja', role: i % 10 === 0 ? 'admin' : 'user', status: i % 7 === 0 ? 'locked' : 'active', mustChangePassword: i % 5 === 0,
    lastLoginAt: at(i), previousLoginAt: null, createdAt: at(1000 + i), updatedAt: at(i), invitationPending: false, lockedUntil: i % 7 === 0 ? at(-1) : null,
    level: i % 3 === 0 ? 'passkey' : 'password_mail',
  };
}

// An action on an account (an app's fields, where the contract has them, are left out).
function auditEntry(i: number): Omit<Schemas['AuditEntry'], 'targetClientId' | 'targetClientName'> {
  return {
    id: `aud${String(i).padStart(19, '0')}`, at: at(i), actor: 'administrator', actorAccountCode: 'A000002', actorLoginId: 'hanako',
    action: i % 2 === 0 ? 'set_role' : 'unlock', targetAccountCode: `A${String(100_000 + i)}`, targetLoginId: `user${i}`, role: i % 2 === 0 ? 'admin' : null, ipAddress: '203.0.113.7',
  };
}

/** The account whose detail and activity the admin documents read (otherAccount, A000002). */
export const DETAIL_CODE = otherAccount.accountCode;

const lists: Array<{ path: string; page: (limit: number) => unknown }> = [
  { path: '/v1/session/events', page: (n) => ({ events: range(n).map(event), nextCursor: 'evtnext' }) },
  { path: `/v1/admin/accounts/${DETAIL_CODE}/events`, page: (n) => ({ events: range(n).map(event), nextCursor: 'evtnext' }) },
  { path: '/v1/admin/accounts', page: (n) => ({ accounts: range(n).map(adminAccount), nextCursor: 'accnext', complete: true }) },
  { path: '/v1/admin/audit', page: (n) => ({ entries: range(n).map(auditEntry), nextCursor: 'audnext' }) },
];

/**
 * The fake account service's fetch, with every list answered in full: `limit` items (the account
 * service's own cap of 200 aside), after the fake has admitted the call as it would any other; and how
 * many pages it has served.
 */
export function withLongPages(backend: FakeAccountService): { fetch: typeof fetch; pages: () => number } {
  const detail: Schemas['AdminAccountDetail'] = { account: { ...adminAccount(0), accountCode: DETAIL_CODE }, failedLoginCount: 0, self: false, sessions: [],
    methods: { password: true, passkeys: 0, authenticatorApp: false, recoveryCodesRemaining: null } };
  backend.override(`GET /v1/admin/accounts/${DETAIL_CODE}`, () => json(200, detail));
  for (const { path } of lists) if (path !== '/v1/admin/accounts') backend.override(`GET ${path}`, () => json(200, {}));
  let served = 0;
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const response = await backend.fetch(request);
    const list = lists.find((p) => p.path === url.pathname);
    if (!list || response.status !== 200) return response;
    served++;
    const limit = Math.min(200, Number(url.searchParams.get('limit') ?? '20'));
    return new Response(JSON.stringify(list.page(limit)), { status: 200, headers: response.headers });
  };
  return { fetch, pages: () => served };
}

/** A request over long pages, and what it gets: its data in full, or its pages refused on `first` (errors with data). */
export interface LongPageRequest {
  name: string;
  body: (unique: number) => string;
  answer: 'data' | 'QUERY_TOO_COSTLY' | 'VALIDATION_FAILED';
}

const manifest = JSON.parse(readFileSync(projectPath('src/app/gql/persisted-documents.json'), 'utf8')) as Record<string, string>;
const trustedId = (operation: string): string => Object.entries(manifest).find(([, text]) => text.includes(`query ${operation}(`))![0];
/** The SPA's operation, as a program sends it in full (new each time), or by its documentId. */
export const spaDocument = (operation: string, variables: Record<string, unknown>) => (unique: number) =>
  JSON.stringify({ query: `# ${unique}\n${manifest[trustedId(operation)]}`, variables });
export const spaTrusted = (operation: string, variables: Record<string, unknown>) => () => JSON.stringify({ documentId: trustedId(operation), variables });

/** The SPA's pages and their sizes (src/app/features: security-page.tsx, account-activity.tsx, audit-page.tsx, account-search-page.tsx), and each field's maximum. */
export const spaPages = [
  { operation: 'SecurityActivity', variables: {}, size: 20, max: 50 },
  { operation: 'AdminAccountActivity', variables: { accountCode: DETAIL_CODE }, size: 20, max: 50 },
  { operation: 'AdminAudit', variables: {}, size: 50, max: 100 },
  { operation: 'AdminAccountSearch', variables: {}, size: 50, max: 100 },
] as const;

const body = (query: string) => (unique: number) => JSON.stringify({ query: `# ${unique}\n${query}` });
const EVENT = 'id kind at count actor ipAddress signInMethod notMeReported canReportNotMe';
const ACCOUNT = 'accountCode loginId email name nameKana role status mustChangePassword invitationPending lockedUntil lastLoginAt createdAt';
const AUDIT = 'id at actor actorAccountCode actorLoginId action targetAccountCode targetLoginId role ipAddress';
const times = (n: number, item: (i: number) => string) => range(n).map(item).join(' ');

/** Each cost more than 3× a viewer query before pages were charged (up to 6.4×). */
export const longPages: LongPageRequest[] = [
  { name: 'five aliased copies of one page of 50 events', body: body(`{ viewer { ${times(5, (i) => `a${i}: activity(first: 50) { nodes { ${EVENT} } }`)} } }`), answer: 'QUERY_TOO_COSTLY' },
  { name: 'five pages of 46 to 50 events', body: body(`{ viewer { ${times(5, (i) => `a${i}: activity(first: ${50 - i}) { nodes { ${EVENT} } }`)} } }`), answer: 'QUERY_TOO_COSTLY' },
  { name: 'one page of 50 events, its nodes selected five times', body: body(`{ viewer { activity(first: 50) { ${times(5, (i) => `n${i}: nodes { ${EVENT} }`)} } } }`), answer: 'QUERY_TOO_COSTLY' },
  { name: "five pages of one account's activity, 46 to 50 events", body: body(`{ adminAccount(accountCode: "${DETAIL_CODE}") { ${times(5, (i) => `a${i}: activity(first: ${50 - i}) { nodes { ${EVENT} } }`)} } }`), answer: 'QUERY_TOO_COSTLY' },
  { name: 'a page of 100 accounts, every field', body: body(`{ adminAccountSearch(first: 100) { nodes { ${ACCOUNT} } } }`), answer: 'QUERY_TOO_COSTLY' },
  { name: 'a page of 200 accounts, every field (the old maximum)', body: body(`{ adminAccountSearch(first: 200) { nodes { ${ACCOUNT} } } }`), answer: 'VALIDATION_FAILED' },
  { name: "the admin search's trusted document, 200 accounts", body: spaTrusted('AdminAccountSearch', { first: 200 }), answer: 'VALIDATION_FAILED' },
  { name: "the security page's document sent in full, 50 events", body: spaDocument('SecurityActivity', { first: 50 }), answer: 'QUERY_TOO_COSTLY' },
];

/** As much as the budget lets through, or just past it. */
export const longPagesAtTheBudget: LongPageRequest[] = [
  { name: 'one page of 50 events, 9 fields each (850 of 1,000)', body: body(`{ viewer { activity(first: 50) { nodes { ${EVENT} } } } }`), answer: 'data' },
  { name: 'a page of 100 audit entries, 5 fields each (900 of 900)', body: body(`{ adminAudit(first: 100) { nodes { ${AUDIT.split(' ').slice(0, 5).join(' ')} } } }`), answer: 'data' },
  { name: 'a page of 100 audit entries, every field', body: body(`{ adminAudit(first: 100) { nodes { ${AUDIT} } } }`), answer: 'QUERY_TOO_COSTLY' },
  { name: "the security page's trusted document, 50 events", body: spaTrusted('SecurityActivity', { first: 50 }), answer: 'data' },
  { name: "the audit page's trusted document, 100 entries", body: spaTrusted('AdminAudit', { first: 100 }), answer: 'data' },
  { name: "the admin search's trusted document, 100 accounts", body: spaTrusted('AdminAccountSearch', { first: 100 }), answer: 'data' },
];
