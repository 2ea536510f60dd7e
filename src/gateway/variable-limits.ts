// Variables are coerced to their types before anything runs: by graphql-js (Mercurius, for a full
// document, even one it has cached) or by graphql-jit (a trusted document). Each value that does not
// fit makes an error, and each error costs about a tenth of a viewer query when it is made (its stack
// is read and, under --enable-source-maps, mapped): graphql-js stops at 50 of them (50 unknown members
// of a login's input cost 6× a viewer query), graphql-jit never (16,000 numbers for a trusted
// document's list of strings cost 136×). So, on the endpoint's own route before either, the
// operation's variables are coerced here with graphql-js stopping at the first error, and that error
// is answered (BAD_USER_INPUT, its value never echoed: error-formatter.ts). The body's size and shape
// bound the values (json-body-limits.ts).
import type { FastifyInstance } from 'fastify';
import type { GraphQLSchema, VariableDefinitionNode } from 'graphql';
import type { GraphqlRequestBody } from './graphql-http';
import { graphql } from './graphql-runtime';
import { LimitExceeded } from './limit-exceeded';
import type { QueryLimits } from './query-limits';
import { addRouteHooks } from './route-hooks';

const { getOperationAST, getVariableValues, isInputType, parse, typeFromAST } = graphql;

export interface VariableLimitOptions {
  graphqlPath: string;
  limits: QueryLimits;
  /** Mercurius' schema, once built. */
  schema: () => GraphQLSchema;
  /** A trusted document's variable definitions, by its documentId. */
  trusted: (documentId: string) => readonly VariableDefinitionNode[] | undefined;
}

/** A full document's operation's variable definitions, or undefined where graphql-js will refuse the document anyway. */
function definitionsOf(source: string, operationName: string | undefined, limits: QueryLimits): readonly VariableDefinitionNode[] | undefined {
  if (source.length > limits.maxDocumentLength) return undefined;
  try {
    // About 10 µs for an ordinary operation, 0.1 ms at the length limit: only when variables are sent.
    return getOperationAST(parse(source, { noLocation: true, maxTokens: limits.maxTokens }), operationName)?.variableDefinitions ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Throws LimitExceeded (BAD_USER_INPUT) for variables that do not fit their operation's definitions
 * (when known: otherwise graphql-js refuses the document itself).
 */
export function checkVariables(schema: GraphQLSchema, definitions: readonly VariableDefinitionNode[] | undefined, variables: Record<string, unknown>): void {
  // A type the schema lacks is the document's fault, which validation reports.
  if (!definitions || !definitions.every((definition) => { const type = typeFromAST(schema, definition.type); return type !== undefined && isInputType(type); })) return;
  const { errors } = getVariableValues(schema, definitions, variables, { maxErrors: 1, hideSuggestions: true });
  if (errors?.[0]) throw new LimitExceeded('BAD_USER_INPUT', errors[0].message);
}

export function registerVariableLimits(app: FastifyInstance, options: VariableLimitOptions): void {
  addRouteHooks(app, options.graphqlPath, {
    // After the body is normalized (http-guards.ts), before a trusted document runs or Mercurius reads one.
    preValidation: (request, _reply, done) => {
      const { query, documentId, operationName, variables } = request.body as GraphqlRequestBody;
      if (variables === undefined) return done();
      const definitions = documentId !== undefined ? options.trusted(documentId) : query !== undefined ? definitionsOf(query, operationName, options.limits) : undefined;
      try {
        checkVariables(options.schema(), definitions, variables);
      } catch (error) {
        return done(error as Error);
      }
      done();
    },
  });
}
