// GET /healthz: the process answers (no dependency checked). GET /readyz: this instance should get
// traffic: not stopping, and every required dependency answers. JSON, no secret, never cached; the
// rooms exempt both from rate limits and credentials, and nothing logs them.
import type { FastifyInstance } from 'fastify';
import type { Lifecycle } from './lifecycle';

export const HEALTH_ROUTES = ['/healthz', '/readyz'] as const;

/** A check resolves when its dependency answers and rejects (or times out) when it does not. */
export type HealthCheck = () => Promise<unknown>;

export interface HealthOptions {
  lifecycle: Lifecycle;
  /** Dependencies the instance cannot serve without: one failing makes /readyz 503. */
  required: Record<string, HealthCheck>;
  /** Dependencies the instance serves without (Redis): reported, never a reason for 503. */
  optional?: Record<string, () => string>;
  /** Each check's time limit. Default 2 s. */
  timeoutMs?: number;
}

async function settle(check: HealthCheck, timeoutMs: number): Promise<'ok' | 'failed'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'failed'>((resolve) => {
    timer = setTimeout(() => resolve('failed'), timeoutMs);
  });
  try {
    return await Promise.race([check().then(() => 'ok' as const, () => 'failed' as const), late]);
  } finally {
    clearTimeout(timer);
  }
}

export function registerHealthRoutes(app: FastifyInstance, options: HealthOptions): void {
  const timeoutMs = options.timeoutMs ?? 2000;
  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (options.lifecycle.draining) return reply.code(503).send({ status: 'draining' });
    const names = Object.keys(options.required);
    const results = await Promise.all(names.map((name) => settle(options.required[name]!, timeoutMs)));
    const checks: Record<string, string> = Object.fromEntries(names.map((name, i) => [name, results[i]!]));
    for (const [name, state] of Object.entries(options.optional ?? {})) checks[name] = state();
    const ready = results.every((result) => result === 'ok');
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not-ready', checks });
  });
}
