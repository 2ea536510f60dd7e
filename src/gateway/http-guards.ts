// Request-level defences of the GraphQL endpoint, before any body is parsed: only JSON POSTs, and
// only from our own origins. A cross-site form or fetch can therefore never run a mutation.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from './error-formatter';
import { normalizeRequestBody, responseMediaType } from './graphql-http';

export interface GuardOptions {
  graphqlPath: string;
  /** Origins (scheme://host[:port]) allowed to call the endpoint from a browser. */
  allowedOrigins: ReadonlySet<string>;
}

export function registerGraphqlGuards(app: FastifyInstance, options: GuardOptions): void {
  // Decided on the route the router matched, never on the raw URL: `/graphq%6C` is /graphql too.
  const isGraphql = (request: FastifyRequest): boolean => request.routeOptions.url === options.graphqlPath;

  app.addHook('onRequest', async (request, reply) => {
    if (!isGraphql(request)) return;
    // GET would let a cross-site <img> or link run queries with the user's cookie, and leaks into logs.
    if (request.method !== 'POST') {
      return reply.code(405).header('Allow', 'POST').send(errorBody('Only POST is accepted.', 'METHOD_NOT_ALLOWED'));
    }
    // application/json cannot be sent cross-site without a CORS preflight, which we never grant.
    const mediaType = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (mediaType !== 'application/json') {
      return reply.code(415).send(errorBody('Content-Type must be application/json.', 'UNSUPPORTED_MEDIA_TYPE'));
    }
    const origin = request.headers.origin;
    if (origin !== undefined && !options.allowedOrigins.has(origin)) {
      return reply.code(403).send(errorBody('This origin may not call the gateway.', 'CSRF_REJECTED'));
    }
  });

  // Before Mercurius' own body schema, which would refuse `"extensions": null` and coerce a number
  // into an operationName.
  app.addHook('preValidation', async (request, reply) => {
    if (!isGraphql(request) || request.method !== 'POST') return;
    const refusal = normalizeRequestBody(request.body);
    if (refusal !== null) return reply.code(400).send(errorBody(refusal, 'BAD_REQUEST'));
  });

  app.addHook('onSend', async (request, reply) => {
    if (!isGraphql(request)) return;
    // Answers hold personal data: no shared or browser cache may keep them.
    reply.header('Cache-Control', 'no-store').header('Vary', 'Accept');
    const mediaType = responseMediaType(request.headers.accept);
    if (mediaType !== 'application/json') reply.header('Content-Type', `${mediaType}; charset=utf-8`);
  });
}
