// Mock mode's admin scenario, as an API consumer of the mocked schema sees it: the generated accounts
// are the same every time, the search pages through every match exactly once (early stops included),
// actions refuse what the service refuses, and every admin operation answers ?mockError= codes.
import { createRequire } from 'node:module';
import type * as GraphQL from 'graphql';
import { describe, expect, it } from 'vitest';
import { matchesAccountSearch, searchKey } from '../../src/shared/account-search';
import { generatedAccountCount } from '../../src/app/mocks/mock-admin-data';
import { createMockSchema } from '../../src/app/mocks/mock-schema';
import { MockState } from '../../src/app/mocks/mock-state';
import { gatewayTypeDefs } from './render-app';

// The graphql module the mock's schema was built with (Node's own), not the copy Vite would give this file.
const { graphql } = createRequire(import.meta.url)('graphql') as typeof GraphQL;

function signedInAs(loginId: string) {
  const state = new MockState();
  state.signIn(loginId);
  const { schema } = createMockSchema({ typeDefs: gatewayTypeDefs, state });
  const run = async (source: string, variableValues: Record<string, unknown> = {}, mockError: string | null = null) =>
    graphql({ schema, source, variableValues, contextValue: { bearer: null, mockError } });
  return { state, run };
}

const searchQuery = `query ($search: String, $role: Role, $status: AccountStatus, $after: String) {
  adminAccountSearch(search: $search, role: $role, status: $status, first: 50, after: $after) {
    nodes { accountCode role status } pageInfo { hasNextPage endCursor } complete
  }
}`;

interface SearchPage {
  nodes: { accountCode: string; role: string; status: string }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  complete: boolean;
}

async function everyPage(run: ReturnType<typeof signedInAs>['run'], variables: Record<string, unknown>): Promise<{ codes: string[]; pages: SearchPage[] }> {
  const pages: SearchPage[] = [];
  let after: string | null = null;
  do {
    const result = await run(searchQuery, { ...variables, after });
    expect(result.errors).toBeUndefined();
    const page = (result.data as { adminAccountSearch: SearchPage }).adminAccountSearch;
    pages.push(page);
    after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
  } while (after && pages.length < 20);
  return { codes: pages.flatMap((page) => page.nodes.map((node) => node.accountCode)), pages };
}

describe('the mock admin scenario', () => {
  it('generates the same accounts every time, with every state the console handles', () => {
    const a = new MockState().data.accounts;
    const b = new MockState().data.accounts;
    expect(a.length).toBe(3 + generatedAccountCount);
    expect(a.map((x) => [x.accountCode, x.loginId, x.name, x.nameKana, x.role, x.status])).toEqual(b.map((x) => [x.accountCode, x.loginId, x.name, x.nameKana, x.role, x.status]));
    expect(new Set(a.map((x) => x.loginId)).size).toBe(a.length);
    expect(new Set(a.map((x) => x.accountCode)).size).toBe(a.length);
    for (const wanted of [(x: (typeof a)[number]) => x.role === 'ADMIN', (x: (typeof a)[number]) => x.status === 'LOCKED' && x.lockedUntil === null, (x: (typeof a)[number]) => x.status === 'LOCKED' && x.lockedUntil !== null, (x: (typeof a)[number]) => x.status === 'DISABLED', (x: (typeof a)[number]) => x.invitationPending === true, (x: (typeof a)[number]) => x.mustChangePassword]) {
      expect(a.filter(wanted).length).toBeGreaterThan(2);
    }
    expect(a.every((x) => /[\u4e00-\u9fff]/.test(x.name))).toBe(true);
  });

  it('pages through every account once, newest first', async () => {
    const { state, run } = signedInAs('admin');
    const { codes, pages } = await everyPage(run, {});
    expect(pages.every((page) => page.complete)).toBe(true);
    expect(codes).toEqual([...state.data.accounts].sort((x, y) => y.createdAt - x.createdAt || (x.accountCode < y.accountCode ? 1 : -1)).map((x) => x.accountCode));
  });

  it('a filter may stop pages early; going on finds each match exactly once', async () => {
    const { state, run } = signedInAs('admin');
    const { codes, pages } = await everyPage(run, { role: 'ADMIN' });
    expect(pages.some((page) => !page.complete)).toBe(true);
    expect(codes.sort()).toEqual(state.data.accounts.filter((x) => x.role === 'ADMIN').map((x) => x.accountCode).sort());
  });

  it('searches with the shared rule of the service', async () => {
    const { state, run } = signedInAs('admin');
    for (const search of ['sato', 'サトウ', 'さとう', 'ＳＡＴＯ', 'example.co', 'A9', '美']) {
      const { codes } = await everyPage(run, { search });
      expect(codes.sort(), search).toEqual(state.data.accounts.filter((x) => matchesAccountSearch(searchKey(search), x)).map((x) => x.accountCode).sort());
    }
  });

  it('refuses users and visitors, and answers the error scenarios', async () => {
    const { run } = signedInAs('demo');
    expect((await run(searchQuery)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const admin = signedInAs('admin');
    expect((await admin.run(searchQuery, {}, 'SERVICE_UNAVAILABLE')).errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
    const action = 'mutation ($input: AdminAccountActionInput!) { adminAccountAction(input: $input) { account { self } error { code field } } }';
    const code = admin.state.findAccount('demo')!.accountCode;
    const forced = await admin.run(action, { input: { accountCode: code, action: 'DISABLE' } }, 'LAST_ACTIVE_ADMIN');
    expect(forced.data).toEqual({ adminAccountAction: { account: null, error: { code: 'LAST_ACTIVE_ADMIN', field: null } } });
    const self = await admin.run(action, { input: { accountCode: admin.state.findAccount('admin')!.accountCode, action: 'DISABLE' } });
    expect(self.data).toEqual({ adminAccountAction: { account: null, error: { code: 'CANNOT_DISABLE_SELF', field: null } } });
    const invite = 'mutation ($input: AdminInviteAccountInput!) { adminInviteAccount(input: $input) { account { self } error { code field } } }';
    const taken = await admin.run(invite, { input: { loginId: 'x.new', email: 'demo@example.com', name: '新人' } });
    expect(taken.data).toEqual({ adminInviteAccount: { account: null, error: { code: 'EMAIL_UNAVAILABLE', field: 'email' } } });
  });
});
