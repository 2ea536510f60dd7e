// The gateway: a Fastify app with the GraphQL endpoint (and optionally the SPA). Built by a factory
// so that tests get a fresh instance and drive it with app.inject.
import { readFile } from 'node:fs/promises';
import fastifyCookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import mercurius, { type IResolvers } from 'mercurius';
import { createAccountApiClient } from './account-api.client';
import { withAuth } from './auth';
import type { GatewayContext } from './context';
import { portalEnvironment, registerEnvironmentRoute } from './environment';
import { errorBody, executionErrorFormatter, gatewayErrorHandler } from './error-formatter';
import { graphql } from './graphql-runtime';
import { registerGraphqlGuards } from './http-guards';
import { noIntrospectionRule } from './introspection';
import { defaultQueryLimits, queryLimitsRule } from './query-limits';
import { registerRateLimits, type RateLimitOptions } from './rate-limit';
import { resolvers } from './resolvers';
import { registerSchemaRoute } from './schema-route';
import { buildSecurityHeaders, registerSecurityHeaders } from './security-headers';
import { cookieNames, readTransport, sessionCookies } from './session-cookies';
import { registerSpa } from './spa';
import { viewerSession } from './viewer-session';

export interface GatewayOptions {
  /** Base URL of the REST account service. */
  accountServiceUrl: string;
  /** Sent as `Authorization: Bearer` on every REST call. */
  serviceToken: string;
  /** Where browsers reach the portal; https ⇒ Secure cookies with the `__Host-` prefix. */
  publicUrl: string;
  /** Extra origins the Origin check allows (for example the Vite dev server). */
  allowedOrigins?: string[];
  /** When set, the built SPA is served from here with history fallback. */
  spaDir?: string;
  /** The REST client's fetch (tests inject a fake back end here). */
  fetch?: typeof fetch;
  trustProxy?: boolean;
  /** GraphiQL at /graphiql: development only. */
  graphiql?: boolean;
  /**
   * __schema and __type queries. Off in production (INTROSPECTION_DISABLED); the SDL is published at
   * /graphql/schema.graphql either way. Default: on exactly when GraphiQL is.
   */
  introspection?: boolean;
  /** Requests per IP and per token on /graphql (rate-limit.ts); `false` turns them off (tests, benchmarks). */
  rateLimit?: RateLimitOptions | false;
  limits?: { maxDepth?: number; maxAliases?: number; maxCost?: number };
  logger?: boolean;
  // Environment data for the SPA (GET /env.json, inlined into index.html):
  /** What the SPA calls for GraphQL (GATEWAY_URL): a path here, or an http(s) URL. Default '/graphql'. */
  gatewayUrl?: string;
  /** The analytics script (ANALYTICS_SCRIPT_URL); its origin joins the CSP only when set. */
  analyticsScriptUrl?: string;
  /** SUPPORT_CONTACT, at most 200 characters. Default ''. */
  supportContact?: string;
  /** BUILD_VERSION. Default: package.json's version. */
  buildVersion?: string;
}

export const GRAPHQL_PATH = '/graphql';
const BODY_LIMIT = 100 * 1024; // the largest portal operation is well under 10 KB
const schemaFile = new URL('../../schema/gateway.graphql', import.meta.url);

export async function buildGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const publicUrl = new URL(options.publicUrl);
  const secure = publicUrl.protocol === 'https:';
  const names = cookieNames(secure);
  const allowedOrigins = new Set([publicUrl.origin, ...(options.allowedOrigins ?? []).map((o) => new URL(o).origin)]);
  const limits = { ...defaultQueryLimits, ...options.limits };
  const introspection = options.introspection ?? options.graphiql ?? false;
  const env = portalEnvironment(options, publicUrl, names);
  const gatewayOrigin = URL.canParse(env.gatewayUrl) ? new URL(env.gatewayUrl).origin : null;
  const securityHeaders = buildSecurityHeaders({
    publicUrl,
    analyticsOrigin: env.analytics !== null ? new URL(env.analytics.scriptUrl).origin : null,
    gatewayOrigin: gatewayOrigin !== publicUrl.origin ? gatewayOrigin : null,
    graphiql: options.graphiql ?? false,
  });
  const api = createAccountApiClient({
    baseUrl: options.accountServiceUrl,
    serviceToken: options.serviceToken,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  const app = Fastify({
    logger: options.logger ?? false,
    // Access logs belong to the reverse proxy; per-request log lines cost the gateway about 5 % of its
    // throughput (npm run bench). Errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: options.trustProxy ?? false,
    bodyLimit: BODY_LIMIT,
  });

  // Every answer, errors and 404s included (security-headers.ts).
  registerSecurityHeaders(app, securityHeaders);
  app.setErrorHandler(gatewayErrorHandler);
  await app.register(fastifyCookie);
  // First on /graphql (after the cookie parser, which it needs): a refused request costs nothing more.
  if (options.rateLimit !== false) {
    await registerRateLimits(app, options.rateLimit ?? {}, { graphqlPath: GRAPHQL_PATH, cookieNames: names });
  }
  registerGraphqlGuards(app, { graphqlPath: GRAPHQL_PATH, allowedOrigins });

  const sdl = await readFile(schemaFile, 'utf8');
  await app.register(mercurius, {
    schema: sdl,
    // Every field that carries @auth in the SDL is guarded (auth.ts), under graphql-jit too.
    resolvers: withAuth(resolvers, graphql.buildSchema(sdl)) as IResolvers,
    path: GRAPHQL_PATH,
    jit: 1,
    graphiql: options.graphiql ?? false,
    validationRules: [
      ...(introspection ? [] : [noIntrospectionRule]),
      queryLimitsRule(limits, introspection),
    ],
    errorFormatter: executionErrorFormatter,
    // gatewayErrorHandler (set above) answers request-level errors in the same shape.
    errorHandler: false,
    context: (request, reply): GatewayContext => {
      const transport = readTransport(request, names);
      const caller = { sessionToken: transport.sessionToken, clientIp: request.ip };
      return { ...transport, ...caller, api, cookies: sessionCookies(reply, names, secure), session: viewerSession(api, caller) };
    },
  });

  registerEnvironmentRoute(app, env);
  registerSchemaRoute(app, sdl);
  if (options.spaDir !== undefined) await registerSpa(app, options.spaDir, GRAPHQL_PATH, env);
  else app.setNotFoundHandler((_request, reply) => reply.code(404).send(errorBody('Not found.', 'NOT_FOUND')));

  return app;
}
