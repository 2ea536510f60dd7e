// GET /healthz: the process answers (no dependency checked). GET /readyz: this instance should get
// traffic: not stopping, and every required dependency answers. JSON, no secret, never cached; the
// rooms exempt both from rate limits and credentials, and nothing logs them.
//
// /readyz answers within READINESS_TIMEOUT_MS whatever its dependencies do: a load balancer takes a
// late answer for a failed check (haproxy's limit for one is its check interval, `inter`, 500 ms in
// deploy/haproxy.cfg), so a check that is still running is reported failed, not waited for. A check
// still running when the next /readyz comes is joined, not started again, so a slow dependency never
// piles up checks on itself.
import type { FastifyInstance } from 'fastify';
import type { Lifecycle } from './lifecycle';

export const HEALTH_ROUTES = ['/healthz', '/readyz'] as const;

/** How long /readyz waits for its checks: under haproxy's check interval in deploy/ (500 ms). */
export const READINESS_TIMEOUT_MS = 400;

/**
 * How long a client is told to wait (Retry-After) when a room cannot serve it right now (503): the
 * account service for its own outages, the gateway when the account service could not be used.
 */
export const SERVICE_RETRY_AFTER_SECONDS = 5;

/** A check resolves when its dependency answers and rejects (or times out) when it does not. */
export type HealthCheck = () => Promise<unknown>;

export interface HealthOptions {
  lifecycle: Lifecycle;
  /** Dependencies the instance cannot serve without: one failing makes /readyz 503. */
  required: Record<string, HealthCheck>;
  /** Dependencies reported as `ok` or `failed`, never a reason for 503 (the gateway's account service). */
  reported?: Record<string, HealthCheck>;
  /** States reported as they are, never a reason for 503 (Redis: `ok`, `fallback-to-memory`). */
  optional?: Record<string, () => string>;
  /** Each check's time limit. Default READINESS_TIMEOUT_MS. */
  timeoutMs?: number;
}

type Outcome = 'ok' | 'failed';

/** Runs a check, or joins the run still under way from an earlier /readyz. */
function singleFlight(check: HealthCheck): () => Promise<Outcome> {
  let running: Promise<Outcome> | null = null;
  return () =>
    (running ??= check().then(
      () => 'ok' as const,
      () => 'failed' as const,
    ).finally(() => {
      running = null;
    }));
}

async function settle(run: () => Promise<Outcome>, timeoutMs: number): Promise<Outcome> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'failed'>((resolve) => {
    timer = setTimeout(() => resolve('failed'), timeoutMs);
  });
  try {
    return await Promise.race([run(), late]);
  } finally {
    clearTimeout(timer);
  }
}

export function registerHealthRoutes(app: FastifyInstance, options: HealthOptions): void {
  const timeoutMs = options.timeoutMs ?? READINESS_TIMEOUT_MS;
  const wrap = (checks: Record<string, HealthCheck> = {}) => Object.entries(checks).map(([name, check]) => [name, singleFlight(check)] as const);
  const required = wrap(options.required);
  const reported = wrap(options.reported);
  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (options.lifecycle.draining) return reply.code(503).send({ status: 'draining' });
    const results = await Promise.all([...required, ...reported].map(([, run]) => settle(run, timeoutMs)));
    const checks: Record<string, string> = Object.fromEntries([...required, ...reported].map(([name], i) => [name, results[i]!]));
    for (const [name, state] of Object.entries(options.optional ?? {})) checks[name] = state();
    const ready = results.slice(0, required.length).every((result) => result === 'ok');
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not-ready', checks });
  });
}
