// Builds a gateway over the fake account service and speaks GraphQL to it through app.inject.
import type { FastifyInstance } from 'fastify';
import { buildGateway, type GatewayOptions } from '../../src/gateway/app';
import { createFakeAccountService, SERVICE_TOKEN, type FakeAccountService } from './fake-account-service';

export interface Harness {
  app: FastifyInstance;
  backend: FakeAccountService;
}

export async function startGateway(options: Partial<GatewayOptions> = {}): Promise<Harness> {
  const backend = createFakeAccountService();
  const app = await buildGateway({
    accountServiceUrl: 'http://account-service.test',
    serviceToken: SERVICE_TOKEN,
    publicUrl: 'http://localhost:3000',
    fetch: backend.fetch,
    ...options,
  });
  return { app, backend };
}

export interface GqlOptions {
  variables?: Record<string, unknown>;
  cookies?: Record<string, string>;
  headers?: Record<string, string>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked by assertions, not types
type AnyData = Record<string, any>;
export interface GqlBody {
  data?: AnyData | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown>; path?: unknown[]; locations?: unknown }>;
}

/** What the SPA and current GraphQL clients accept: request errors then answer 400 (graphql-http.ts). */
export const GRAPHQL_ACCEPT = 'application/graphql-response+json, application/json;q=0.9';

export async function gql(app: FastifyInstance, query: string, options: GqlOptions = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', accept: GRAPHQL_ACCEPT, ...options.headers },
    cookies: options.cookies ?? {},
    payload: JSON.stringify({ query, variables: options.variables }),
  });
  return { response, body: response.json() as GqlBody };
}

export function cookie(response: { cookies: Array<{ name: string; value: string; [key: string]: unknown }> }, name: string) {
  return response.cookies.find((c) => c.name === name);
}

export const LOGIN = /* GraphQL */ `
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      challenge { attemptId maskedEmail expiresAt resendAvailableAt resendsRemaining }
      error { code field retryAfterSeconds attemptsRemaining }
    }
  }
`;

export const VERIFY = /* GraphQL */ `
  mutation Verify($input: VerifyLoginCodeInput!) {
    verifyLoginCode(input: $input) {
      token
      viewer { account { accountCode name role status locale } session { expiresAt absoluteExpiresAt } }
      error { code field retryAfterSeconds attemptsRemaining }
    }
  }
`;

export const VIEWER = /* GraphQL */ `
  query Viewer {
    viewer { account { accountCode loginId name nameKana role status locale mustChangePassword lastLoginAt } session { expiresAt absoluteExpiresAt } }
  }
`;
