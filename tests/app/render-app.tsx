// Renders the real portal (routes, layout, providers) on an Apollo Client whose link executes the
// real schema/gateway.graphql through the mock of `npm run dev:mock` (src/app/mocks): the stateful
// mock back end as the base, a test's own resolvers on top, @graphql-tools/mock for the rest.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SchemaLink } from '@apollo/client/link/schema';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createAppApollo } from '../../src/app/apollo/create-app-apollo';
import { loadedApolloHandle } from '../../src/app/apollo/apollo-handle';
import { AppProviders } from '../../src/app/app-providers';
import { defaultPortalEnv, type PortalEnv } from '../../src/app/env/portal-env';
import type { LoginInfo } from '../../src/app/session/login-info-store';
import { loginInfoStorageKey } from '../../src/app/session/login-info-store';
import { appRoutes } from '../../src/app/routes/app-routes';
import type { MockContext } from '../../src/app/mocks/mock-resolvers';
import { createMockSchema } from '../../src/app/mocks/mock-schema';
import { MockState } from '../../src/app/mocks/mock-state';

export const gatewayTypeDefs = readFileSync(resolve(import.meta.dirname, '../../schema/gateway.graphql'), 'utf8');

type Resolver = (parent: unknown, args: Record<string, unknown>) => unknown;
export interface TestResolvers {
  Query?: Record<string, Resolver>;
  Mutation?: Record<string, Resolver>;
}

export interface RenderAppOptions {
  resolvers?: TestResolvers;
  /** Login information already kept by the browser (as after an earlier sign-in). */
  loginInfo?: Partial<LoginInfo>;
  /** Environment data the server would hand over (defaults otherwise). */
  env?: Partial<PortalEnv>;
  /** Signs the mock back end in as this demo login ID (`demo`, `admin`, `newcomer`), with its login info. */
  signedIn?: string;
  /** An ErrorCode every operation able to return it answers (as ?mockError= in mock mode). */
  mockError?: string;
  /** The mock back end's state, to arrange it beforehand or inspect it afterwards. */
  mockState?: MockState;
}

/** A minute from now, as the gateway's DateTime. */
export function inMinutes(minutes: number): string {
  return new Date(Date.now() + minutes * 60_000).toISOString();
}

/** A signed-in viewer as the gateway would resolve it; the mock store fills the rest. */
export function viewerResolved(account: Record<string, unknown> = {}) {
  return {
    account: {
      accountCode: 'AC-000123',
      name: '山田 太郎',
      role: 'USER',
      locale: 'JA',
      mustChangePassword: false,
      mustChangePasswordReason: null,
      previousLoginAt: '2026-03-01T01:30:00.000Z',
      ...account,
    },
    session: { expiresAt: inMinutes(30), idleTimeoutSeconds: 1800 },
  };
}

export function storeLoginInfo(info: Partial<LoginInfo> = {}): void {
  const full: LoginInfo = {
    accountCode: 'AC-000123',
    name: '山田 太郎',
    role: 'USER',
    expiresAt: inMinutes(30),
    idleTimeoutSeconds: 1800,
    mustChangePassword: false,
    closingDeletesAt: null,
    locale: 'ja',
    ...info,
  } as LoginInfo;
  localStorage.setItem(loginInfoStorageKey, JSON.stringify(full));
}

export function readStoredLoginInfo(): unknown {
  const raw = localStorage.getItem(loginInfoStorageKey);
  return raw === null ? null : JSON.parse(raw);
}

export function renderApp(route: string, options: RenderAppOptions = {}) {
  const mockState = options.mockState ?? new MockState();
  if (options.signedIn) {
    const session = mockState.signIn(options.signedIn);
    const account = mockState.accountByCode(session.accountCode);
    storeLoginInfo({
      accountCode: account?.accountCode,
      name: account?.name,
      role: account?.role,
      mustChangePassword: account?.mustChangePassword,
      expiresAt: new Date(session.expiresAt).toISOString(),
      ...options.loginInfo,
    });
  } else if (options.loginInfo) storeLoginInfo(options.loginInfo);
  // Signed out with nothing pending, unless the test signs in or resolves otherwise.
  const { schema } = createMockSchema({ typeDefs: gatewayTypeDefs, state: mockState, resolvers: options.resolvers });
  const context = (): MockContext => ({ bearer: null, mockError: options.mockError ?? null });
  const client = createAppApollo({ terminatingLink: new SchemaLink({ schema, context }), persist: false });
  const apollo = loadedApolloHandle(client);
  const router = createMemoryRouter(appRoutes, { initialEntries: [route] });
  const view = render(
    <AppProviders apollo={apollo} env={{ ...defaultPortalEnv, ...options.env }} locale="ja" messages={{}}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, apollo: client, location, mockState };
}
