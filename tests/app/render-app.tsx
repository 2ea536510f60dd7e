// Renders the real portal (routes, layout, providers) on an Apollo Client whose link executes the
// real schema/gateway.graphql with @graphql-tools/mock filling in whatever a test does not resolve.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SchemaLink } from '@apollo/client/link/schema';
import { addMocksToSchema } from '@graphql-tools/mock';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createAppApollo } from '../../src/app/apollo/create-app-apollo';
import { AppProviders } from '../../src/app/app-providers';
import { defaultPortalEnv, type PortalEnv } from '../../src/app/env/portal-env';
import type { LoginInfo } from '../../src/app/session/login-info-store';
import { loginInfoStorageKey } from '../../src/app/session/login-info-store';
import { appRoutes } from '../../src/app/routes/app-routes';

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
      previousLoginAt: '2026-03-01T01:30:00.000Z',
      ...account,
    },
    session: { expiresAt: inMinutes(30) },
  };
}

export function storeLoginInfo(info: Partial<LoginInfo> = {}): void {
  const full: LoginInfo = {
    accountCode: 'AC-000123',
    name: '山田 太郎',
    role: 'USER',
    expiresAt: inMinutes(30),
    mustChangePassword: false,
    locale: 'ja',
    ...info,
  };
  localStorage.setItem(loginInfoStorageKey, JSON.stringify(full));
}

export function readStoredLoginInfo(): unknown {
  const raw = localStorage.getItem(loginInfoStorageKey);
  return raw === null ? null : JSON.parse(raw);
}

export function renderApp(route: string, options: RenderAppOptions = {}) {
  if (options.loginInfo) storeLoginInfo(options.loginInfo);
  const schema = addMocksToSchema<Record<string, unknown>>({
    schema: makeExecutableSchema({ typeDefs: gatewayTypeDefs }),
    mocks: { DateTime: () => new Date().toISOString() },
    resolvers: {
      // Signed out with nothing pending, unless a test says otherwise.
      Query: { viewer: () => null, loginChallenge: () => null, ...options.resolvers?.Query },
      Mutation: { logout: () => ({ ok: true, error: null }), ...options.resolvers?.Mutation },
    },
  });
  const apollo = createAppApollo({ terminatingLink: new SchemaLink({ schema }), persist: false });
  const router = createMemoryRouter(appRoutes, { initialEntries: [route] });
  const view = render(
    <AppProviders apollo={apollo} env={{ ...defaultPortalEnv, ...options.env }} locale="ja" messages={{}}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, apollo, location };
}
