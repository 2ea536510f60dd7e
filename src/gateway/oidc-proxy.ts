// The OpenID Provider's endpoints (/oidc/* and the discovery documents) live in the account service,
// which owns the database, the keys and where portal sessions end. The browser and apps reach them
// here, at the portal's own origin: a plain streaming reverse proxy, the request and the answer
// passed through as they are, but for what the account service must be able to trust:
// - the gateway's credential travels in X-Portal-Service-Token (Authorization is the app's own:
//   client_secret_basic at the token endpoint, a bearer access token at userinfo, passed through);
// - X-Forwarded-Proto/Host come from PUBLIC_URL and X-Forwarded-For is the client's address as
//   TRUST_PROXY resolves it, whatever the client sent;
// - the portal's session cookie never leaves the gateway: its token travels in X-Session-Token (the
//   provider ties its sessions to it); only the provider's own cookies go through, either way;
// - an answer saying the browser's portal session ended (RP-initiated logout) clears the cookie here.
// Per-IP rate limits guard the token, authorization and device endpoints. The provider's pages carry their
// own Content-Security-Policy (with the hash of its auto-submitting form); other answers get a policy
// without form-action, which the logout confirmation and form_post need (they post to the apps).
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Pool } from 'undici';
import { SERVICE_RETRY_AFTER_SECONDS } from '../platform/health';
import { clientAddressKey } from '../platform/client-address';
import type { CounterStore, WindowCount } from './rate-limit-store';
import { UPSTREAM_KEEP_ALIVE_MS } from './rest-transport';
import { sessionCookies, type CookieNames } from './session-cookies';

/** The paths proxied to the account service (the security headers leave their policy to this file). */
export const OIDC_PROXY_ROUTES = ['/oidc/*', '/.well-known/openid-configuration', '/.well-known/oauth-authorization-server'] as const;

/** The policy of every /oidc answer that does not bring its own: nothing loads, nothing frames it. */
export const OIDC_FALLBACK_CSP = "default-src 'none'; base-uri 'none'; frame-ancestors 'none'";

/** The provider's cookies (oidc_session, oidc_interaction, oidc_resume, their signatures, with __Host-/__Secure- in production). */
const PROVIDER_COOKIE = /^(__Host-|__Secure-)?oidc_[a-z]+(\.sig)?$/;

const REQUEST_HEADERS = ['accept', 'accept-language', 'authorization', 'content-type', 'content-length', 'origin', 'user-agent', 'if-none-match'] as const;
const RESPONSE_HEADERS = new Set([
  'content-type', 'content-length', 'cache-control', 'pragma', 'location', 'www-authenticate', 'content-security-policy', 'vary', 'etag', 'retry-after',
  'access-control-allow-origin', 'access-control-allow-methods', 'access-control-allow-headers', 'access-control-expose-headers', 'access-control-max-age', 'access-control-allow-credentials',
]);
const PORTAL_SESSION_ENDED = 'x-portal-session-ended';

/** Endpoints counted per client IP: a sign-in to an app, every token request, a device's codes (asked
 * for, and typed: guessing), and the logout page (each anonymous visit stores a provider session). */
const LIMITED = new Set(['/oidc/token', '/oidc/auth', '/oidc/device', '/oidc/device/auth', '/oidc/session/end', '/oidc/session/end/confirm']);

/**
 * The path as the provider's router matches it (oidc-provider's lib/helpers/router.js): ASCII letters
 * in any case, and one trailing slash ignored. So `/oidc/TOKEN/` is counted as `/oidc/token`, which
 * it reaches.
 */
export function providerRouteKey(url: string): string {
  const path = url.split('?')[0]!.replace(/[A-Z]/g, (c) => c.toLowerCase());
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

export interface OidcProxyOptions {
  accountServiceUrl: string;
  serviceToken: string;
  publicUrl: URL;
  cookieNames: CookieNames;
  /** How long the account service may take (UPSTREAM_TIMEOUT_MS). */
  timeoutMs: number;
  /** Requests per window per client IP on each limited endpoint (each its own budget), counted in the
   * gateway's one store (rate-limit.ts); false: none. */
  rateLimit: { perIp: number; windowMs: number; store: CounterStore } | false;
}

/**
 * The browser's interaction cookie (the provider names it `__Host-oidc_interaction` on https, where
 * nothing but this origin can set it): the gateway passes it as X-OAuth-Interaction, and the account
 * service accepts a step of an app's sign-in only for the interaction it names.
 */
export function interactionCookieOf(request: FastifyRequest, secure: boolean): string | null {
  const value = request.cookies[secure ? '__Host-oidc_interaction' : 'oidc_interaction'];
  return value && value.length <= 64 ? value : null;
}

/** The Cookie header with only the provider's cookies. */
function providerCookies(header: string | undefined): string | null {
  if (!header) return null;
  const kept = header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => PROVIDER_COOKIE.test(part.slice(0, part.indexOf('=') >>> 0)));
  return kept.length > 0 ? kept.join('; ') : null;
}

function upstreamHeaders(request: FastifyRequest, options: OidcProxyOptions, deadlineMs: number): Record<string, string> {
  const headers: Record<string, string> = {};
  const incoming: IncomingHttpHeaders = request.headers;
  for (const name of REQUEST_HEADERS) {
    const value = incoming[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const cookie = providerCookies(incoming.cookie);
  if (cookie !== null) headers.cookie = cookie;
  // The portal session from its cookie only (a bearer Authorization here is an app's access token).
  const session = request.cookies[options.cookieNames.session];
  if (session) headers['x-session-token'] = session;
  headers['x-portal-service-token'] = options.serviceToken;
  headers['x-forwarded-proto'] = options.publicUrl.protocol.slice(0, -1);
  headers['x-forwarded-host'] = options.publicUrl.host;
  headers['x-forwarded-for'] = request.ip;
  headers['x-client-ip'] = request.ip;
  headers['x-request-id'] = request.id;
  headers['x-request-timeout-ms'] = String(deadlineMs);
  return headers;
}

function copyAnswer(reply: FastifyReply, status: number, headers: IncomingHttpHeaders, secure: boolean, names: CookieNames): void {
  reply.code(status);
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && RESPONSE_HEADERS.has(name)) reply.header(name, value);
  }
  const cookies = headers['set-cookie'];
  const passed = (Array.isArray(cookies) ? cookies : cookies ? [cookies] : []).filter((line) => PROVIDER_COOKIE.test(line.slice(0, line.indexOf('=') >>> 0)));
  if (passed.length > 0) reply.header('set-cookie', passed);
  if (headers['content-security-policy'] === undefined) reply.header('content-security-policy', OIDC_FALLBACK_CSP);
  if (headers[PORTAL_SESSION_ENDED] === '1') sessionCookies(reply, names, secure).clearSession();
}

/** The page a browser gets while the provider cannot answer: Japanese, or English for an English browser. */
function unavailablePage(acceptLanguage: string | undefined): string {
  const en = /^\s*en\b/i.test(acceptLanguage ?? '');
  const [lang, title, lead] = en
    ? ['en', 'Please try again shortly', 'The Account Portal cannot answer right now. Please go back to the app and try again in a few moments.']
    : ['ja', 'しばらくしてからもう一度お試しください', 'アカウントポータルは現在応答できません。少し時間をおいてから、アプリに戻ってもう一度お試しください。'];
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1><p>${lead}</p></main></body></html>`;
}

const tooMany = (reply: FastifyReply, seconds: number) =>
  reply.code(429).header('retry-after', String(seconds)).header('cache-control', 'no-store').send({ error: 'temporarily_unavailable', error_description: 'too many requests; try again later' });

export async function registerOidcProxy(app: FastifyInstance, options: OidcProxyOptions): Promise<void> {
  const base = new URL(options.accountServiceUrl);
  const prefix = base.pathname.replace(/\/$/, '');
  const secure = options.publicUrl.protocol === 'https:';
  const pool = new Pool(base.origin, {
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
    keepAliveTimeout: UPSTREAM_KEEP_ALIVE_MS,
    keepAliveMaxTimeout: UPSTREAM_KEEP_ALIVE_MS,
  });
  app.addHook('onClose', () => pool.close());

  const limits = options.rateLimit;

  const limited = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    if (limits === false) return undefined;
    const path = providerRouteKey(request.url);
    if (!LIMITED.has(path)) return undefined;
    const hit: WindowCount = await limits.store.hit(`oidc:${path}:${clientAddressKey(request.ip)}`, limits.windowMs);
    if (hit.count > limits.perIp) return tooMany(reply, Math.max(1, Math.ceil(hit.ttlMs / 1000)));
    return undefined;
  };

  const handler = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const hasBody = request.method === 'POST';
    let answer;
    try {
      answer = await pool.request({
        method: request.method as 'GET' | 'POST' | 'HEAD' | 'OPTIONS',
        path: prefix + request.url,
        headers: upstreamHeaders(request, options, options.timeoutMs),
        // Streamed: the provider reads (and limits) the body itself.
        body: hasBody ? request.raw : null,
      });
    } catch (error) {
      request.log.warn({ err: error }, 'OpenID Provider call failed');
      reply
        .code(503)
        .header('retry-after', String(SERVICE_RETRY_AFTER_SECONDS))
        .header('cache-control', 'no-store')
        .header('content-security-policy', OIDC_FALLBACK_CSP);
      // A person's browser on its way to sign in to an app gets a page, an app's call the JSON error.
      if (request.method === 'GET' && /\btext\/html\b/.test(request.headers.accept ?? '')) return reply.type('text/html; charset=utf-8').send(unavailablePage(request.headers['accept-language']));
      return reply.send({ error: 'temporarily_unavailable', error_description: 'the service cannot answer right now; try again later' });
    }
    copyAnswer(reply, answer.statusCode, answer.headers, secure, options.cookieNames);
    return reply.send(answer.body);
  };

  await app.register(async (scope) => {
    // The body is not parsed here: it goes to the provider as it came.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    for (const url of OIDC_PROXY_ROUTES) scope.route({ method: ['GET', 'POST', 'OPTIONS'], url, onRequest: limited, handler });
  });
}

