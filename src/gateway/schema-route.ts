// The published contract: GET /graphql/schema.graphql answers the exact text of schema/gateway.graphql,
// so programs can generate clients from a stable URL even where introspection is off (production).
import type { FastifyInstance } from 'fastify';
import { revalidatedDocument, sendRevalidated } from './environment';

export const SCHEMA_PATH = '/graphql/schema.graphql';

export function registerSchemaRoute(app: FastifyInstance, sdl: string): void {
  // Public and the same for everyone: shared caches may keep it, revalidating with the ETag.
  const doc = revalidatedDocument(sdl, 'text/plain; charset=utf-8');
  app.get(SCHEMA_PATH, (request, reply) => sendRevalidated(request, reply, doc, 'public, no-cache'));
}
