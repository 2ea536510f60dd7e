// Prometheus metrics (prom-client). Each room keeps its own registry, so the embedded default can
// serve both rooms' metrics from one /metrics; the process's own (CPU, memory, event loop) are kept
// once per process. /metrics answers loopback, or anyone with METRICS_TOKEN, and nobody else.
import client, { Registry } from 'prom-client';
import type { FastifyInstance } from 'fastify';
import { constantTimeEquals } from './crypto';
import { isLocalRequest } from './local-request';
import { droppedLogLines } from './log-destination';

export { client as prometheus };

let processRegistry: Registry | undefined;

/**
 * CPU, memory, event-loop lag and GC of this process, and the log lines it dropped, registered once
 * however many rooms run in it.
 */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    client.collectDefaultMetrics({ register: processRegistry });
    let counted = 0;
    new client.Counter({
      name: 'log_lines_dropped_total',
      help: 'Log lines dropped because standard output took nothing (a full pipe nobody reads) or its reader was gone.',
      registers: [processRegistry],
      collect() {
        const dropped = droppedLogLines();
        this.inc(dropped - counted);
        counted = dropped;
      },
    });
  }
  return processRegistry;
}

const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Requests and latency by route (the route's pattern, never the raw URL, so the label set stays
 * bounded whatever paths clients make up) and status.
 */
export function registerHttpMetrics(app: FastifyInstance, registry: Registry, prefix: string): void {
  const duration = new client.Histogram({
    name: `${prefix}_http_request_duration_seconds`,
    help: 'HTTP requests by route pattern, method and status, and how long they took.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: latencyBuckets,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    duration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });
}

/** A label from client input, kept to a bounded set: the first `max` distinct values, then "other". */
export function boundedLabel(max: number, pattern: RegExp): (value: unknown) => string {
  const seen = new Set<string>();
  return (value) => {
    if (typeof value !== 'string' || !pattern.test(value)) return 'none';
    if (seen.has(value)) return value;
    if (seen.size >= max) return 'other';
    seen.add(value);
    return value;
  };
}

export const METRICS_ROUTE = '/metrics';

/** GET /metrics with every given registry merged, for this machine or the bearer of the token. */
export function registerMetricsRoute(app: FastifyInstance, registries: () => Registry[], token: string | undefined): void {
  app.get(METRICS_ROUTE, async (request, reply) => {
    const bearer = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const allowed = token !== undefined && bearer !== undefined ? constantTimeEquals(bearer, token) : isLocalRequest(request);
    // Elsewhere it does not exist, as far as anyone can tell.
    if (!allowed) return reply.code(404).send({ code: 'NOT_FOUND', message: 'Not found.' });
    const merged = Registry.merge([processMetrics(), ...registries()]);
    return reply.header('content-type', merged.contentType).header('cache-control', 'no-store').send(await merged.metrics());
  });
}
