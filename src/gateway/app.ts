// The gateway: a Fastify app with the GraphQL endpoint (and optionally the SPA). Built by a factory
// so that tests get a fresh instance and drive it with app.inject.
import { readFile } from 'node:fs/promises';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import mercurius, { type IResolvers } from 'mercurius';
import type { Registry } from 'prom-client';
import type { TrustProxy } from '../platform/env';
import { registerHealthRoutes, type HealthCheck } from '../platform/health';
import { closeConnectionsWhileDraining, createLifecycle, type Lifecycle } from '../platform/lifecycle';
import { registerHttpMetrics, registerMetricsRoute } from '../platform/metrics';
import { projectPath } from '../platform/paths';
import { registerRequestIdHeader, serverOptions, type ServerOptionsInput } from '../platform/server-options';
import { registerUtf8JsonParser } from '../platform/strict-json';
import { createAccountApiClient, DEFAULT_UPSTREAM_TIMEOUT_MS, type Caller } from './account-api.client';
import { withAuth } from './auth';
import { registerDataExportDownload } from './data-export-download';
import type { GatewayContext } from './context';
import { portalEnvironment, registerEnvironmentRoute } from './environment';
import { errorBody, executionErrorFormatter, gatewayErrorHandler } from './error-formatter';
import { checkOperationName, type GraphqlRequestBody } from './graphql-http';
import { graphql } from './graphql-runtime';
import { registerGraphqlGuards } from './http-guards';
import { noIntrospectionRule } from './introspection';
import { defaultJsonBodyLimits, jsonBodyRefusal } from './json-body-limits';
import { createGatewayMetrics, registerOperationMetrics } from './metrics';
import { noteDocumentCalls, openPageBudget } from './page-budget';
import { interactionCookieOf, OIDC_PROXY_ROUTES, registerOidcProxy } from './oidc-proxy';
import { readPrerenderedPages } from './prerendered';
import { checkDocumentLimits, checkSource, defaultQueryLimits, validateOptions, type QueryLimits } from './query-limits';
import { registerRateLimits, type RateLimitOptions } from './rate-limit';
import { resolvers } from './resolvers';
import { upstreamLog } from './rest-errors';
import { registerSchemaRoute } from './schema-route';
import { buildSecurityHeaders, registerSecurityHeaders } from './security-headers';
import { cookieNames, readTransport, sessionCookies } from './session-cookies';
import { registerSpa } from './spa';
import { loadTrustedDocuments, registerTrustedDocuments, type TrustedDocument, type TrustedDocumentsMode } from './trusted-documents';
import { registerVariableLimits } from './variable-limits';
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
  /** How long a REST call may take before the user is told to try again (UPSTREAM_TIMEOUT_MS). Default 10 s. */
  upstreamTimeoutMs?: number;
  /** TRUST_PROXY: the proxies in front, by hop count or address; their X-Forwarded-For names the client. */
  trustProxy?: TrustProxy;
  /** GraphiQL at /graphiql: development only. */
  graphiql?: boolean;
  /**
   * __schema and __type queries. Off in production (INTROSPECTION_DISABLED); the SDL is published at
   * /graphql/schema.graphql either way. Default: on exactly when GraphiQL is.
   */
  introspection?: boolean;
  /**
   * Trusted documents (trusted-documents.ts): `require-for-browsers` (GRAPHQL_TRUSTED_DOCUMENTS, on in
   * production) refuses a browser's full document; programs may still send theirs. Default `allow-all`.
   * Either way the SPA's registered documents are accepted by their documentId.
   */
  trustedDocuments?: TrustedDocumentsMode;
  /**
   * Where the released builds' manifests of trusted documents are kept (`persisted-documents.*.json`):
   * a page of an earlier release keeps working. Default: schema/released.
   */
  releasedDocumentsDir?: string;
  /** Requests per IP and per token on /graphql (rate-limit.ts); `false` turns them off (tests, benchmarks). */
  rateLimit?: RateLimitOptions | false;
  limits?: Partial<QueryLimits>;
  /** The pino level of the JSON log lines; false (the default) logs nothing. */
  logLevel?: string | false;
  /** METRICS_TOKEN: /metrics for its bearer; without it, for this machine only. */
  metricsToken?: string;
  /** Client timeouts and the log destination (tests). */
  http?: Pick<ServerOptionsInput, 'timeouts' | 'logStream'>;
  /** Shared with the process's stop sequence (platform/lifecycle.ts); one is made when not given. */
  lifecycle?: Lifecycle;
  /** More dependencies /readyz reports, never a reason for 503 (the embedded default adds the account service's database). */
  readiness?: Record<string, HealthCheck>;
  /** More registries /metrics serves (the embedded default adds the account service's). */
  moreMetrics?: () => Registry[];
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
const schemaFile = projectPath('schema/gateway.graphql');
// Written by `npm run codegen` (the client preset's persisted documents) and committed.
const trustedDocumentsFile = projectPath('src/app/gql/persisted-documents.json');
// Copied there from it at each release (docs/api.md, "Trusted documents").
const releasedDir = projectPath('schema/released');

export async function buildGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const publicUrl = new URL(options.publicUrl);
  const secure = publicUrl.protocol === 'https:';
  const names = cookieNames(secure);
  const allowedOrigins = new Set([publicUrl.origin, ...(options.allowedOrigins ?? []).map((o) => new URL(o).origin)]);
  const limits = { ...defaultQueryLimits, ...options.limits };
  const introspection = options.introspection ?? options.graphiql ?? false;
  const env = portalEnvironment(options, publicUrl, names);
  const gatewayOrigin = URL.canParse(env.gatewayUrl) ? new URL(env.gatewayUrl).origin : null;
  // The prerendered pages' inline script and style are allowed by their hashes, nothing else inline.
  const prerendered = options.spaDir !== undefined ? await readPrerenderedPages(options.spaDir) : null;
  const securityHeaders = buildSecurityHeaders({
    publicUrl,
    analyticsOrigin: env.analytics !== null ? new URL(env.analytics.scriptUrl).origin : null,
    gatewayOrigin: gatewayOrigin !== publicUrl.origin ? gatewayOrigin : null,
    graphiql: options.graphiql ?? false,
    inlineHashes: prerendered?.inlineHashes ?? null,
  });
  const upstreamTimeoutMs = options.upstreamTimeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS;
  const api = createAccountApiClient({
    baseUrl: options.accountServiceUrl,
    serviceToken: options.serviceToken,
    timeoutMs: upstreamTimeoutMs,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  const app = Fastify(
    serverOptions({
      room: 'gateway',
      logLevel: options.logLevel ?? false,
      trustProxy: options.trustProxy ?? false,
      requestIdFrom: 'trusted-proxy',
      bodyLimit: BODY_LIMIT,
      ...options.http,
    }),
  );
  const metrics = createGatewayMetrics();
  const lifecycle = options.lifecycle ?? createLifecycle();

  // Every answer, errors and 404s included (security-headers.ts).
  registerSecurityHeaders(app, securityHeaders, new Set(OIDC_PROXY_ROUTES));
  registerRequestIdHeader(app);
  app.setErrorHandler(gatewayErrorHandler);
  // A body nested too deep or holding too many values is refused before it is parsed (json-body-limits.ts).
  registerUtf8JsonParser(app, (bytes) => jsonBodyRefusal(bytes, defaultJsonBodyLimits));
  registerHttpMetrics(app, metrics.registry, 'gateway');
  registerOperationMetrics(app, metrics, GRAPHQL_PATH);
  await app.register(fastifyCookie);
  // First on /graphql (after the cookie parser, which it needs): a refused request costs nothing more.
  const rateLimits =
    options.rateLimit !== false
      ? await registerRateLimits(app, options.rateLimit ?? {}, { graphqlPath: GRAPHQL_PATH, cookieNames: names, metrics })
      : null;
  registerGraphqlGuards(app, { graphqlPath: GRAPHQL_PATH, allowedOrigins });
  // With the reply and the app, as Mercurius adds them, so a trusted document runs on the same context.
  const context = (request: FastifyRequest, reply: FastifyReply): GatewayContext & { reply: FastifyReply; app: FastifyInstance } => {
    const { sessionToken, sessionSource, loginAttemptId, deviceToken } = readTransport(request, names);
    const userAgent = request.headers['user-agent'];
    // Every call to the account service this request makes shares one budget (Caller.deadline).
    const caller: Caller = {
      sessionToken, clientIp: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : undefined, requestId: request.id, log: upstreamLog(request.log, reply),
      deadline: Date.now() + upstreamTimeoutMs,
    };
    return {
      sessionToken, sessionSource, loginAttemptId, deviceToken, clientIp: caller.clientIp, userAgent: caller.userAgent, requestId: caller.requestId, log: caller.log, deadline: caller.deadline,
      api, cookies: sessionCookies(reply, names, secure), session: viewerSession(api, caller), reply, app,
      oauthInteraction: interactionCookieOf(request, secure),
    };
  };
  // After the guards and before Mercurius' handler; the documents are compiled once the schema is built.
  let trustedDocuments: ReadonlyMap<string, TrustedDocument> = new Map();
  // Variables that would make graphql-js or graphql-jit report error after error are refused first.
  registerVariableLimits(app, {
    graphqlPath: GRAPHQL_PATH, limits, schema: () => app.graphql.schema, trusted: (id) => trustedDocuments.get(id)?.variables,
  });
  registerTrustedDocuments(app, {
    graphqlPath: GRAPHQL_PATH,
    mode: options.trustedDocuments ?? 'allow-all',
    cookieNames: names,
    documents: () => trustedDocuments,
    context,
  });
  // A gateway's readiness is its own: while its account service is away it stays in the balancer,
  // serves the SPA and tells users "try again later" (SERVICE_UNAVAILABLE, Retry-After). Taking it out
  // would only swap that for the balancer's bare 503 (both gateways share the route to the account
  // services). Whether the account service answers is reported, for the operator.
  const system = { sessionToken: null, clientIp: '127.0.0.1' };
  closeConnectionsWhileDraining(app, lifecycle);
  registerHealthRoutes(app, {
    lifecycle,
    required: {},
    reported: {
      accountService: async () => {
        const result = await api.health(system);
        if (!result.ok) throw new Error('the account service does not answer');
      },
      ...options.readiness,
    },
    ...(rateLimits && options.rateLimit && options.rateLimit.redisUrl !== undefined ? { optional: { redis: rateLimits.readiness } } : {}),
  });
  registerMetricsRoute(app, () => [metrics.registry, ...(options.moreMetrics?.() ?? [])], options.metricsToken);

  const sdl = await readFile(schemaFile, 'utf8');
  const validationRules = introspection ? [] : [noIntrospectionRule];
  await app.register(mercurius, {
    schema: sdl,
    // Every field that carries @auth in the SDL is guarded (auth.ts), under graphql-jit too.
    resolvers: withAuth(resolvers, graphql.buildSchema(sdl)) as IResolvers,
    path: GRAPHQL_PATH,
    jit: 1,
    graphiql: options.graphiql ?? false,
    validationRules,
    // Counted while parsing, so a document of many tiny tokens stops early; graphql-js stops at a few
    // errors and looks for no suggestions (query-limits.ts).
    graphql: { parseOptions: { maxTokens: limits.maxTokens }, validateOptions },
    errorFormatter: executionErrorFormatter,
    // gatewayErrorHandler (set above) answers request-level errors in the same shape.
    errorHandler: false,
    context,
  });

  // The limits run before graphql-js parses (size) and validates (everything else), so a document
  // built to be expensive is refused for what reading it once costs (query-limits.ts).
  app.graphql.addHook('preParsing', async (_schema, source) => checkSource(source, limits));
  app.graphql.addHook('preValidation', async (schema, document) => {
    const { calls } = checkDocumentLimits(document, schema, limits, { exemptIntrospection: introspection });
    noteDocumentCalls(document, calls);
  });
  // Every request (a cached document too): the operation it names, then its budget of list items,
  // what the document's calls leave of it (page-budget.ts).
  app.graphql.addHook('preExecution', async (_schema, document, context) => {
    checkOperationName(document, (context.reply.request.body as GraphqlRequestBody).operationName);
    openPageBudget(context as unknown as GatewayContext, document);
  });

  trustedDocuments = await loadTrustedDocuments(trustedDocumentsFile, app.graphql.schema, validationRules, {
    dir: options.releasedDocumentsDir ?? releasedDir,
    onLeftOut: (file, id, why) => app.log.warn({ file, documentId: id, why }, 'a released trusted document no longer fits the schema: left out'),
  }, sdl);

  // The OpenID Provider lives in the account service: its endpoints are passed through (oidc-proxy.ts).
  await registerOidcProxy(app, {
    accountServiceUrl: options.accountServiceUrl,
    serviceToken: options.serviceToken,
    publicUrl,
    cookieNames: names,
    timeoutMs: upstreamTimeoutMs,
    rateLimit: rateLimits === null ? false : { perIp: rateLimits.perIp, windowMs: rateLimits.windowMs, store: rateLimits.store },
  });
  await registerDataExportDownload(app, {
    accountServiceUrl: options.accountServiceUrl,
    serviceToken: options.serviceToken,
    cookieNames: names,
    allowedOrigins,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  registerEnvironmentRoute(app, env);
  registerSchemaRoute(app, sdl);
  if (options.spaDir !== undefined) await registerSpa(app, options.spaDir, GRAPHQL_PATH, env, prerendered);
  else app.setNotFoundHandler((_request, reply) => reply.code(404).send(errorBody('Not found.', 'NOT_FOUND')));

  return app;
}
