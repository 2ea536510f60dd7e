// Rate limits on /graphql (@fastify/rate-limit), checked in onRequest: before the body is read, so a
// refused request costs no parsing, no validation and no call to the account service.
// Two budgets, counted separately:
//   - per client IP (IPv6 grouped by /64), for every request;
//   - per session token (a bearer token or the session cookie), when one is sent. The key is the
//     token's SHA-256, so no token is kept in memory or in Redis in the clear.
// Both apply to a request with a token: rotating made-up tokens cannot escape the per-IP budget.
// With a Redis URL the counters are shared by every gateway instance; otherwise they live in memory.
import { createHash } from 'node:crypto';
import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
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

const REDIS_NAMESPACE = 'portal:gateway:rate-limit:';

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

export async function registerRateLimits(
  app: FastifyInstance,
  options: RateLimitOptions,
  target: { graphqlPath: string; cookieNames: CookieNames },
): Promise<void> {
  const perIp = checkLimit('perIp', options.perIp ?? defaultRateLimits.perIp);
  const perToken = checkLimit('perToken', options.perToken ?? defaultRateLimits.perToken);
  const windowMs = checkLimit('windowMs', options.windowMs ?? defaultRateLimits.windowMs);

  let redis: Redis | undefined;
  if (options.redisUrl !== undefined) {
    // Bounded waits: a slow or absent Redis must not hold requests (they pass, see below).
    redis = new Redis(options.redisUrl, { connectTimeout: 2000, commandTimeout: 500, maxRetriesPerRequest: 1 });
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'rate limit store (Redis) error'));
    app.addHook('onClose', async () => {
      await redis!.quit().catch(() => redis!.disconnect());
    });
  }
  // global: false, so the plugin adds no hook of its own; the limiters below are called by hand.
  await app.register(fastifyRateLimit, { global: false, ...(redis ? { redis, nameSpace: REDIS_NAMESPACE } : {}) });

  const byIp = app.createRateLimit({
    max: perIp,
    timeWindow: windowMs,
    keyGenerator: (request) => `ip:${normalizeIP(request.ip)}`,
  });
  const byToken = app.createRateLimit({
    max: perToken,
    timeWindow: windowMs,
    keyGenerator: (request) => `token:${tokenHash(request, target.cookieNames)}`,
  });

  const check = async (limiter: typeof byIp, request: FastifyRequest): Promise<number | null> => {
    try {
      const result = await limiter(request);
      return !result.isAllowed && result.isExceeded ? Math.max(1, result.ttlInSeconds) : null;
    } catch (error) {
      // The store failed (Redis down): let the request through rather than take the API down with
      // it. The account service still throttles logins and codes on its own.
      request.log.warn({ err: error }, 'rate limit check failed; request allowed');
      return null;
    }
  };

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.routeOptions.url !== target.graphqlPath) return;
    const ipWait = await check(byIp, request);
    const tokenWait = tokenHash(request, target.cookieNames) !== null ? await check(byToken, request) : null;
    const wait = Math.max(ipWait ?? 0, tokenWait ?? 0);
    if (wait > 0) return reply.code(429).header('Retry-After', String(wait)).send(rateLimitedBody(wait));
  });
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
