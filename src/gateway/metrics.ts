// The gateway's own metrics (the HTTP ones come from platform/metrics.ts): GraphQL operations by
// name, rate-limit refusals and the state of the rate limits' store.
import type { FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import { boundedLabel, prometheus } from '../platform/metrics';
import { addRouteHooks } from './route-hooks';

export interface GatewayMetrics {
  registry: Registry;
  rateLimited: prometheus.Counter<'scope'>;
  /** 1 while the rate limits count in memory because Redis is unavailable. */
  rateLimitFallback: prometheus.Gauge;
  rateLimitFallbacks: prometheus.Counter;
}

export function createGatewayMetrics(): GatewayMetrics {
  const registry = new Registry();
  const registers = [registry];
  return {
    registry,
    rateLimited: new prometheus.Counter({
      name: 'gateway_rate_limited_total',
      help: 'Requests refused by the rate limits (429), by the budget that was spent.',
      labelNames: ['scope'] as const,
      registers,
    }),
    rateLimitFallback: new prometheus.Gauge({
      name: 'gateway_rate_limit_store_fallback',
      help: '1 while Redis is unavailable and the rate limits count in this instance\'s memory.',
      registers,
    }),
    rateLimitFallbacks: new prometheus.Counter({
      name: 'gateway_rate_limit_store_fallbacks_total',
      help: 'Times the rate limits fell back to memory because Redis became unavailable.',
      registers,
    }),
  };
}

/**
 * GraphQL requests by operation name and HTTP status, with their duration. Names come from clients,
 * so only the first 200 distinct ones get their own label; the SPA's operations are far fewer.
 */
/** The first named operation of a document, for programs that send no operationName. */
const OPERATION_NAME = /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;

export function registerOperationMetrics(app: FastifyInstance, metrics: GatewayMetrics, graphqlPath: string): void {
  const operations = new prometheus.Histogram({
    name: 'gateway_graphql_operation_duration_seconds',
    help: 'GraphQL requests by operation name and HTTP status, and how long they took.',
    labelNames: ['operation', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [metrics.registry],
  });
  const operationLabel = boundedLabel(200, /^[_A-Za-z][_0-9A-Za-z]{0,63}$/);
  addRouteHooks(app, graphqlPath, {
    onResponse: (request, reply, done) => {
      const body = request.body as { operationName?: unknown; query?: unknown } | null | undefined;
      const name = body?.operationName ?? (typeof body?.query === 'string' ? OPERATION_NAME.exec(body.query.slice(0, 2000))?.[1] : undefined);
      operations.observe({ operation: operationLabel(name), status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
      done();
    },
  });
}
