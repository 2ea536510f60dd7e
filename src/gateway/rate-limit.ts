// Rate limits on /graphql, checked in onRequest: before the body is read, so a refused request costs
// no parsing, no validation and no call to the account service. Two budgets, counted separately:
//   - per client IP (IPv6 grouped by /64), for every request;
//   - per session token (a bearer token or the session cookie), when one is sent. The key is the
//     token's SHA-256, so no token is kept in memory or in Redis in the clear.
// Both apply to a request with a token: rotating made-up tokens cannot escape the per-IP budget.
// The counters live in Redis when REDIS_URL is set, falling back to memory (rate-limit-store.ts).
import { hash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { GatewayMetrics } from './metrics';
import { createCounterStore, type CounterStore, type WindowCount } from './rate-limit-store';
import { addRouteHooks } from './route-hooks';
import { readTransport, type CookieNames } from './session-cookies';
import { clientAddressKey } from '../platform/client-address';

export interface RateLimitOptions {
  /** Requests per window from one client IP. Default 300. */
  perIp?: number;
  /** Requests per window with one session token. Default 120. */
  perToken?: number;
  /** The window in milliseconds. Default 60 000 (one minute). */
  windowMs?: number;
  /** redis:// or rediss:// URL: counters shared across instances. Unset: in memory. */
  redisUrl?: string;
}

export const defaultRateLimits = { perIp: 300, perToken: 120, windowMs: 60_000 } as const;

/** The body of a refusal: the gateway's error shape, with the wait in seconds. */
export function rateLimitedBody(retryAfterSeconds: number) {
  return {
    errors: [
      {
        message: `Too many requests; try again in ${retryAfterSeconds} s.`,
        extensions: { code: 'RATE_LIMITED', retryAfterSeconds },
      },
    ],
  };
}

function checkLimit(name: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`Invalid gateway options: rateLimit.${name}: must be a positive integer`);
  return value;
}

/** What the limits registered: /readyz's word for the counters' store, and the store itself with the
 * per-IP budget, which the OpenID Provider's endpoints count in too (one Redis connection, one line in
 * the log when it falls back, one metric). */
export interface RegisteredRateLimits {
  readiness: () => string;
  store: CounterStore;
  perIp: number;
  windowMs: number;
}

/** Registers the limits on /graphql. */
export async function registerRateLimits(
  app: FastifyInstance,
  options: RateLimitOptions,
  target: { graphqlPath: string; cookieNames: CookieNames; metrics: GatewayMetrics },
): Promise<RegisteredRateLimits> {
  const perIp = checkLimit('perIp', options.perIp ?? defaultRateLimits.perIp);
  const perToken = checkLimit('perToken', options.perToken ?? defaultRateLimits.perToken);
  const windowMs = checkLimit('windowMs', options.windowMs ?? defaultRateLimits.windowMs);
  const { metrics } = target;

  const store = createCounterStore({
    ...(options.redisUrl !== undefined ? { redisUrl: options.redisUrl } : {}),
    log: app.log,
    onFallback: (active) => {
      metrics.rateLimitFallback.set(active ? 1 : 0);
      if (active) metrics.rateLimitFallbacks.inc();
    },
  });
  app.addHook('onClose', () => store.close());
  await store.started();

  /** Seconds to wait when the budget is spent, else 0. */
  const wait = (hit: WindowCount, max: number): number => (hit.count > max ? Math.max(1, Math.ceil(hit.ttlMs / 1000)) : 0);
  const answer = (reply: FastifyReply, done: HookHandlerDoneFunction, ipHit: WindowCount, tokenHit: WindowCount | null): void => {
    const ipWait = wait(ipHit, perIp);
    const tokenWait = tokenHit !== null ? wait(tokenHit, perToken) : 0;
    const retryAfter = Math.max(ipWait, tokenWait);
    if (retryAfter === 0) return done();
    metrics.rateLimited.inc({ scope: ipWait >= tokenWait ? 'ip' : 'token' });
    reply.code(429).header('Retry-After', String(retryAfter)).send(rateLimitedBody(retryAfter));
  };

  // The endpoint's own hook (route-hooks.ts), callback-style: counting in memory answers at once, with
  // no promise per request; Redis answers later (both budgets asked at once).
  addRouteHooks(app, target.graphqlPath, {
    onRequest: (request, reply, done) => {
      const ipHit = store.hit(`ip:${clientAddressKey(request.ip)}`, windowMs);
      const token = tokenHash(request, target.cookieNames);
      const tokenHit = token !== null ? store.hit(`token:${token}`, windowMs) : null;
      if (ipHit instanceof Promise || tokenHit instanceof Promise) {
        Promise.all([ipHit, tokenHit]).then(([ip, forToken]) => answer(reply, done, ip, forToken), done);
      } else {
        answer(reply, done, ipHit, tokenHit);
      }
    },
  });

  const readiness = () => ({ memory: 'memory', shared: 'ok', fallback: 'fallback-to-memory' })[store.mode()];
  return { readiness, store, perIp, windowMs };
}

/** The SHA-256 (base64url) of the request's session token, or null without one. */
function tokenHash(request: FastifyRequest, names: CookieNames): string | null {
  const token = readTransport(request, names).sessionToken;
  return token !== null ? hash('sha256', token, 'base64url') : null;
}
