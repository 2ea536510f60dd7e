// Rate limits on /graphql, checked in onRequest: before the body is read, so a refused request costs
// no parsing, no validation and no call to the account service. Two budgets, counted separately:
//   - per client IP (IPv6 grouped by /64), for every request;
//   - per session token (a bearer token or the session cookie), when one is sent. The key is the
//     token's SHA-256, so no token is kept in memory or in Redis in the clear.
// Both apply to a request with a token: rotating made-up tokens cannot escape the per-IP budget.
// The counters live in Redis when REDIS_URL is set, falling back to memory (rate-limit-store.ts).
import { createHash } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GatewayMetrics } from './metrics';
import { createCounterStore } from './rate-limit-store';
import { readTransport, type CookieNames } from './session-cookies';

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

/** Registers the limits; returns what /readyz reports about the counters' store. */
export async function registerRateLimits(
  app: FastifyInstance,
  options: RateLimitOptions,
  target: { graphqlPath: string; cookieNames: CookieNames; metrics: GatewayMetrics },
): Promise<() => string> {
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
  const spend = async (key: string, max: number): Promise<number> => {
    const { count, ttlMs } = await store.hit(key, windowMs);
    return count > max ? Math.max(1, Math.ceil(ttlMs / 1000)) : 0;
  };

  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url !== target.graphqlPath) return;
    const ipWait = await spend(`ip:${normalizeIP(request.ip)}`, perIp);
    const token = tokenHash(request, target.cookieNames);
    const tokenWait = token !== null ? await spend(`token:${token}`, perToken) : 0;
    const wait = Math.max(ipWait, tokenWait);
    if (wait > 0) {
      metrics.rateLimited.inc({ scope: ipWait >= tokenWait ? 'ip' : 'token' });
      return reply.code(429).header('Retry-After', String(wait)).send(rateLimitedBody(wait));
    }
  });

  return () => ({ memory: 'memory', shared: 'ok', fallback: 'fallback-to-memory' })[store.mode()];
}

const hashes = new WeakMap<FastifyRequest, string | null>();

/** The SHA-256 (base64url) of the request's session token, or null without one. */
function tokenHash(request: FastifyRequest, names: CookieNames): string | null {
  if (hashes.has(request)) return hashes.get(request)!;
  const token = readTransport(request, names).sessionToken;
  const hash = token !== null ? createHash('sha256').update(token).digest('base64url') : null;
  hashes.set(request, hash);
  return hash;
}
