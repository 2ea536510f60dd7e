// `npm run mock:gateway`: the mocked schema of src/app/mocks served over HTTP, for API consumers to
// build against with no account service, database or mail. POST /graphql with JSON only.
// Sessions: `delivery: BEARER` at login gives an attemptId, then a token for `Authorization: Bearer`;
// callers without one share a single cookie-like session. Header `x-mock-error: CODE` forces a code.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import { graphql } from 'graphql';
import { errorCodesOf } from '../src/app/mocks/mock-scenarios';
import { createMockSchema } from '../src/app/mocks/mock-schema';

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

export async function startMockGateway(options: { port?: number; host?: string } = {}): Promise<MockGateway> {
  const { schema } = createMockSchema({ typeDefs });
  const errorCodes = new Set(errorCodesOf(schema));
  const app = Fastify({ logger: false, bodyLimit: 100_000 });

  app.post('/graphql', async (request, reply) => {
    if (!request.headers['content-type']?.startsWith('application/json')) {
      return reply.code(415).send({ errors: [{ message: 'POST application/json only.' }] });
    }
    const body = (request.body ?? {}) as GraphQLBody;
    if (typeof body.query !== 'string') return reply.code(400).send({ errors: [{ message: 'No query.' }] });
    const bearer = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? null;
    const forced = request.headers['x-mock-error'];
    const mockError = typeof forced === 'string' && errorCodes.has(forced) ? forced : null;
    const result = await graphql({
      schema,
      source: body.query,
      variableValues: typeof body.variables === 'object' ? (body.variables as Record<string, unknown>) : null,
      operationName: typeof body.operationName === 'string' ? body.operationName : null,
      contextValue: { bearer, mockError },
    });
    return reply.code(200).header('content-type', 'application/graphql-response+json; charset=utf-8').send(result);
  });

  const address = await app.listen({ port: options.port ?? 4000, host: options.host ?? '127.0.0.1' });
  return { url: `${address}/graphql`, close: () => app.close() };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const gateway = await startMockGateway({ port: Number(process.env.PORT ?? 4000), host: process.env.HOST });
  console.log(`Mock gateway (mocked schema, no back end): ${gateway.url}`);
  console.log('Demo: login "demo" / password "mock-password-2026", code 123456. Header x-mock-error: CODE forces an error.');
}
