// Mock mode's 「連携中のアプリ」: each account starts connected to two of the apps the admin console's mock
// registered (mock-admin-clients.ts: 経費精算システム, and the smartphone portal with offline access),
// allowed weeks ago and used lately; an app an administrator disables there is no longer listed, as its
// grants end with it. 「連携を解除」 ends one (CONNECTED_APP_NOT_FOUND for one not connected) and writes
// 「連携を解除」 to the activity, next to the two 「連携を許可」 events of the start.
import { forcedError, userError, type MockOperation } from './mock-scenarios';
import type { MockContext } from './mock-resolvers';
import { seedClients } from './mock-admin-clients';
import type { MockState } from './mock-state';
import type { MockOAuthClient } from './mock-types';

type Args = Record<string, unknown>;
type Resolver = (parent: unknown, args: Args, context: MockContext) => unknown;

const minute = 60_000;
const day = 24 * 60 * minute;
const iso = (ms: number) => new Date(ms).toISOString();

interface MockGrant {
  clientId: string;
  scopes: MockOAuthClient['scopes'];
  allowedAt: number;
  lastUsedAt: number | null;
}

/** What an account allowed, per account code, and the revocations since (one mock state each). */
interface Store {
  started: number;
  revoked: Map<string, Array<{ clientId: string; name: string; at: number }>>;
}
const stores = new WeakMap<MockState, Store>();
const storeOf = (state: MockState): Store => {
  let store = stores.get(state);
  if (!store) stores.set(state, (store = { started: Date.now(), revoked: new Map() }));
  return store;
};

/** The grants every account starts with (times relative to the mock's start). */
function startingGrants(started: number): MockGrant[] {
  return [
    { clientId: 'mock-client-keihi00001', scopes: ['OPENID', 'PROFILE', 'EMAIL'], allowedAt: started - 21 * day, lastUsedAt: started - 2 * 60 * minute },
    { clientId: 'mock-client-mobile0002', scopes: ['OPENID', 'PROFILE', 'OFFLINE_ACCESS', 'ACCOUNT_READ'], allowedAt: started - 45 * day, lastUsedAt: started - 3 * day },
  ];
}

/** The registered apps as the admin console's mock has them now (disabled ones included). */
const registered = (state: MockState): MockOAuthClient[] => state.data.admin?.clients ?? seedClients();

/** An account's live connections: its starting grants to apps still enabled, less those it revoked. */
function connections(state: MockState, accountCode: string) {
  const store = storeOf(state);
  const gone = new Set((store.revoked.get(accountCode) ?? []).map((r) => r.clientId));
  const apps = registered(state);
  return startingGrants(store.started).flatMap((grant) => {
    const app = apps.find((a) => a.clientId === grant.clientId && a.disabledAt === null);
    return app && !gone.has(grant.clientId) ? [{ ...grant, name: app.name }] : [];
  });
}

const out = (grant: MockGrant & { name: string }) => ({
  clientId: grant.clientId,
  name: grant.name,
  scopes: grant.scopes,
  allowedAt: iso(grant.allowedAt),
  lastUsedAt: grant.lastUsedAt === null ? null : iso(grant.lastUsedAt),
});

/** The activity's events about apps (allowed at the start, revoked since), for mock-security.ts's history. */
export function connectedAppEvents(state: MockState, accountCode: string | undefined) {
  const store = storeOf(state);
  const apps = registered(state);
  const nameOf = (clientId: string) => apps.find((a) => a.clientId === clientId)?.name ?? clientId;
  const event = (id: string, kind: 'OAUTH_APP_ALLOWED' | 'OAUTH_APP_REVOKED', at: number, appName: string) => ({
    id, kind, at: iso(at), lastAt: iso(at), count: 1, ipAddress: '192.0.2.10', device: { browser: 'Chrome', os: 'Windows' }, actor: 'SELF', appName,
  });
  const allowed = startingGrants(store.started).map((g, i) => event(`mock-event-app-${i}`, 'OAUTH_APP_ALLOWED', g.allowedAt, nameOf(g.clientId)));
  const revoked = (accountCode ? (store.revoked.get(accountCode) ?? []) : []).map((r, i) => event(`mock-event-revoke-${i}`, 'OAUTH_APP_REVOKED', r.at, r.name));
  return [...allowed, ...revoked];
}

export function createConnectedAppMockResolvers(state: MockState): { Viewer: Record<string, Resolver>; Mutation: Record<string, Resolver> } {
  const signedIn = (ctx: MockContext) => state.session(ctx.bearer ?? state.data.jar.sessionToken);
  const refusal = (ctx: MockContext, operation: MockOperation) => forcedError(ctx.mockError, operation) ?? (signedIn(ctx) ? null : userError('UNAUTHENTICATED'));
  const listed = (accountCode: string) => connections(state, accountCode).sort((a, b) => (b.lastUsedAt ?? b.allowedAt) - (a.lastUsedAt ?? a.allowedAt)).map(out);

  return {
    Viewer: { connectedApps: (_viewer, _args, ctx) => listed(signedIn(ctx)?.accountCode ?? '') },
    Mutation: {
      revokeConnectedApp: (_parent, args, ctx) => {
        const error = refusal(ctx, 'revokeConnectedApp');
        if (error) return { connectedApps: null, error };
        const accountCode = signedIn(ctx)!.accountCode;
        const app = connections(state, accountCode).find((c) => c.clientId === args.clientId);
        if (!app) return { connectedApps: null, error: userError('CONNECTED_APP_NOT_FOUND') };
        const store = storeOf(state);
        store.revoked.set(accountCode, [...(store.revoked.get(accountCode) ?? []), { clientId: app.clientId, name: app.name, at: Date.now() }]);
        return { connectedApps: listed(accountCode), error: null };
      },
    },
  };
}
