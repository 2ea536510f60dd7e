// `npm run mock:gateway`: the mocked schema of src/app/mocks served over HTTP, for API consumers to
// build against with no account service, database or mail. POST /graphql with JSON only.
// Sessions: `delivery: BEARER` at login gives an attemptId, then a token for `Authorization: Bearer`;
// callers without one share a single cookie-like session. Header `x-mock-error: CODE` forces a code;
// cookie `oidc_interaction` is the browser's interaction, as the real gateway reads it (an app's sign-in).
// Requests that cannot run (a document that does not parse or fit the schema, variables that do not
// fit) and unexpected failures are answered as the real gateway answers them (src/gateway/error-formatter.ts):
// a typed extensions.code, with the status and media type of GraphQL over HTTP for the Accept header.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import { execute, GraphQLError, parse, validate, type DocumentNode, type ExecutionResult, type GraphQLFormattedError } from 'graphql';
import { errorCodesOf } from '../src/app/mocks/mock-scenarios';
import { createMockSchema } from '../src/app/mocks/mock-schema';
import { GRAPHQL_RESPONSE_JSON, responseMediaType } from '../src/gateway/graphql-http';

const typeDefs = readFileSync(resolve(import.meta.dirname, '../schema/gateway.graphql'), 'utf8');

interface GraphQLBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

export interface MockGateway {
  url: string;
  close: () => Promise<void>;
}

const requestError = (error: GraphQLError, code: string): GraphQLFormattedError => ({ ...error.toJSON(), extensions: { code } });

/** An error while running: the resolver's typed refusal as it is, anything else masked (its detail on stderr). */
function executionError(error: GraphQLError): GraphQLFormattedError {
  if (typeof error.extensions.code === 'string') return error.toJSON();
  console.error(error.originalError ?? error);
  return { message: 'Internal server error', locations: error.locations, path: error.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}

export async function startMockGateway(options: { port?: number; host?: string } = {}): Promise<MockGateway> {
  const { schema } = createMockSchema({ typeDefs });
  const errorCodes = new Set(errorCodesOf(schema));
  const app = Fastify({ logger: false, bodyLimit: 100_000 });

  app.post('/graphql', async (request, reply) => {
    if (!request.headers['content-type']?.startsWith('application/json')) {
      return reply.code(415).send({ errors: [{ message: 'POST application/json only.', extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' } }] });
    }
    const body = (request.body ?? {}) as GraphQLBody;
    if (typeof body.query !== 'string') return reply.code(400).send({ errors: [{ message: 'No query.', extensions: { code: 'BAD_REQUEST' } }] });
    const mediaType = responseMediaType(request.headers.accept);
    reply.header('content-type', `${mediaType}; charset=utf-8`);
    // Nothing ran: 400 under GraphQL's own media type; 200 under JSON, for clients that read errors only then.
    const refuse = (errors: GraphQLFormattedError[]) => reply.code(mediaType === GRAPHQL_RESPONSE_JSON ? 400 : 200).send({ errors });
    let document: DocumentNode;
    try {
      document = parse(body.query);
    } catch (error) {
      if (error instanceof GraphQLError) return refuse([requestError(error, 'GRAPHQL_PARSE_FAILED')]);
      throw error;
    }
    const invalid = validate(schema, document);
    if (invalid.length > 0) return refuse(invalid.map((error) => requestError(error, 'GRAPHQL_VALIDATION_FAILED')));
    const bearer = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? null;
    const forced = request.headers['x-mock-error'];
    const mockError = typeof forced === 'string' && errorCodes.has(forced) ? forced : null;
    // The OpenID Provider's interaction cookie, which the real gateway hands to the account service.
    const oauthInteraction = /(?:^|;\s*)oidc_interaction=([^;]*)/.exec(request.headers.cookie ?? '')?.[1] || null;
    const result: ExecutionResult = await execute({
      schema,
      document,
      variableValues: typeof body.variables === 'object' ? (body.variables as Record<string, unknown>) : null,
      operationName: typeof body.operationName === 'string' ? body.operationName : null,
      contextValue: { bearer, mockError, oauthInteraction },
    });
    // No data at all: the variables did not fit their types (or no operation was chosen).
    if (result.data === undefined) return refuse((result.errors ?? []).map((error) => requestError(error, 'BAD_USER_INPUT')));
    return reply.code(200).send(result.errors ? { data: result.data, errors: result.errors.map(executionError) } : { data: result.data });
  });

  const address = await app.listen({ port: options.port ?? 4000, host: options.host ?? '127.0.0.1' });
  return { url: `${address}/graphql`, close: () => app.close() };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const gateway = await startMockGateway({ port: Number(process.env.PORT ?? 4000), host: process.env.HOST });
  console.log(`Mock gateway (mocked schema, no back end): ${gateway.url}`);
  console.log('Demo: login "demo" / password "mock-password-2026", code 123456. Header x-mock-error: CODE forces an error.');
}
