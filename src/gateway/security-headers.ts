// The security headers of every response the portal serves: SPA files, the index.html fallback,
// /graphql, /env.json, errors and 404s, and any route added later (the embedded dev mailbox).
// Built once from the options at start; GraphiQL (development only) gets its own relaxed policy.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface SecurityHeaderOptions {
  publicUrl: URL;
  /** Origin of the configured analytics script, or null when analytics is off. */
  analyticsOrigin: string | null;
  /** Origin of an absolute GATEWAY_URL on another origin, or null when the SPA calls its own origin. */
  gatewayOrigin: string | null;
  /** GraphiQL is served (development only): its routes get the policy it needs. */
  graphiql: boolean;
  /**
   * The hashes ('sha256-…') of the prerendered pages' inline script and style, or null when the SPA
   * has none: then styles keep 'unsafe-inline' as before; with them, nothing inline runs or applies
   * unless its hash is listed.
   */
  inlineHashes?: { script: readonly string[]; style: readonly string[] } | null;
}

export type HeaderSet = Readonly<Record<string, string>>;

export interface SecurityHeaders {
  portal: HeaderSet;
  /** For /graphiql and its assets, only when GraphiQL is on. */
  graphiql: HeaderSet | null;
  /** For the OpenID Provider's routes (oidc-proxy.ts): the same, but the policy is the proxy's to set. */
  ownPolicy: HeaderSet;
}

// GraphiQL's page loads React and GraphiQL from this CDN (mercurius/static/main.js).
const GRAPHIQL_CDN = 'https://unpkg.com';
const GRAPHIQL_ROUTE = /^\/graphiql(\/|$)/;

type Directives = Array<[string, string[]]>;

function serialize(directives: Directives): string {
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** The portal's policy: scripts only from this origin (and the analytics origin when configured). */
export function contentSecurityPolicy(options: Omit<SecurityHeaderOptions, 'graphiql'>): string {
  const analytics = options.analyticsOrigin !== null ? [options.analyticsOrigin] : [];
  const gateway = options.gatewayOrigin !== null ? [options.gatewayOrigin] : [];
  const unique = (sources: string[]) => [...new Set(sources)];
  const hashes = options.inlineHashes ?? null;
  return serialize([
    ['default-src', ["'self'"]],
    ['script-src', unique(["'self'", ...(hashes?.script ?? []), ...analytics])],
    ['style-src', hashes ? unique(["'self'", ...hashes.style]) : ["'self'", "'unsafe-inline'"]],
    ['img-src', unique(["'self'", 'data:', ...analytics])],
    ['connect-src', unique(["'self'", ...gateway, ...analytics])],
    ['font-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    // The gateway's too: /myData posts its download forms there (data-export-download.ts).
    ['form-action', unique(["'self'", ...gateway])],
  ]);
}

function graphiqlPolicy(): string {
  return serialize([
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", GRAPHIQL_CDN]],
    ['style-src', ["'self'", "'unsafe-inline'", GRAPHIQL_CDN]],
    ['img-src', ["'self'", 'data:', GRAPHIQL_CDN]],
    ['connect-src', ["'self'"]],
    ['font-src', ["'self'", 'data:', GRAPHIQL_CDN]],
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['form-action', ["'self'"]],
  ]);
}

export function buildSecurityHeaders(options: SecurityHeaderOptions): SecurityHeaders {
  const common: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    // Reset links carry a token in the URL: no Referer may take it elsewhere.
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
  // Browsers ignore HSTS over http; sending it for http://localhost would only confuse.
  if (options.publicUrl.protocol === 'https:') common['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains';
  const portal = Object.freeze({ ...common, 'Content-Security-Policy': contentSecurityPolicy(options) });
  const graphiql = options.graphiql ? Object.freeze({ ...common, 'Content-Security-Policy': graphiqlPolicy() }) : null;
  return { portal, graphiql, ownPolicy: Object.freeze({ ...common }) };
}

/** `ownPolicyRoutes`: routes whose Content-Security-Policy the route sets itself (the OpenID Provider's pages, which post to apps). */
export function registerSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders, ownPolicyRoutes: ReadonlySet<string> = new Set()): void {
  // Decided on the route the router matched (as the GraphQL guards do), never on the raw URL.
  const pick = (request: FastifyRequest): HeaderSet => {
    const route = request.routeOptions.url ?? '';
    if (ownPolicyRoutes.has(route)) return headers.ownPolicy;
    return headers.graphiql !== null && GRAPHIQL_ROUTE.test(route) ? headers.graphiql : headers.portal;
  };
  // Callback-style hooks: they run on every response, and skip a promise each (npm run bench).
  // onRequest: present even on answers that skip onSend (Fastify's fallback error path);
  // onSend: re-applied last, so no route or plugin can drop or weaken them.
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    reply.headers(pick(request));
    done();
  });
  app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, payload: unknown) => void) => {
    reply.headers(pick(request));
    done(null, payload);
  });
}
