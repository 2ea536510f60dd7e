// Request-level defences of the GraphQL endpoint, before any body is parsed: only JSON POSTs, and
// only from our own origins. A cross-site form or fetch can therefore never run a mutation.
import type { FastifyInstance } from 'fastify';
import { errorBody } from './error-formatter';
import { normalizeRequestBody, responseMediaType } from './graphql-http';
import { addRouteHooks } from './route-hooks';

export interface GuardOptions {
  graphqlPath: string;
  /** Origins (scheme://host[:port]) allowed to call the endpoint from a browser. */
  allowedOrigins: ReadonlySet<string>;
}

export function registerGraphqlGuards(app: FastifyInstance, options: GuardOptions): void {
  // The endpoint's own hooks (route-hooks.ts), callback-style: no promise per request.
  addRouteHooks(app, options.graphqlPath, {
    onRequest: (request, reply, done) => {
      // GET would let a cross-site <img> or link run queries with the user's cookie, and leaks into logs.
      if (request.method !== 'POST') {
        return void reply.code(405).header('Allow', 'POST').send(errorBody('Only POST is accepted.', 'METHOD_NOT_ALLOWED'));
      }
      // application/json cannot be sent cross-site without a CORS preflight, which we never grant.
      const mediaType = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (mediaType !== 'application/json') {
        return void reply.code(415).send(errorBody('Content-Type must be application/json.', 'UNSUPPORTED_MEDIA_TYPE'));
      }
      const origin = request.headers.origin;
      if (origin !== undefined && !options.allowedOrigins.has(origin)) {
        return void reply.code(403).send(errorBody('This origin may not call the gateway.', 'CSRF_REJECTED'));
      }
      done();
    },

    // Before Mercurius' own body schema, which would refuse `"extensions": null` and coerce a number
    // into an operationName.
    preValidation: (request, reply, done) => {
      const refusal = normalizeRequestBody(request.body);
      if (refusal !== null) return void reply.code(400).send(errorBody(refusal, 'BAD_REQUEST'));
      done();
    },

    onSend: (request, reply, payload, done) => {
      // Answers hold personal data: no shared or browser cache may keep them.
      reply.header('Cache-Control', 'no-store').header('Vary', 'Accept');
      const mediaType = responseMediaType(request.headers.accept);
      if (mediaType !== 'application/json') reply.header('Content-Type', `${mediaType}; charset=utf-8`);
      done(null, payload);
    },
  });
}
