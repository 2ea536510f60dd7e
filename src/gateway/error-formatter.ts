// What clients see when something goes wrong. Client errors (syntax, validation, limits, bad
// variables) keep their message and a typed extensions.code; anything unexpected is masked.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ExecutionResult, GraphQLError, GraphQLFormattedError } from 'graphql';
import type { MercuriusCommonOptions } from 'mercurius';
import { ExposedError } from './exposed-error';
import { requestErrorStatus } from './graphql-http';
import { LimitExceeded } from './query-limits';
import { graphql } from './graphql-runtime';

const INTERNAL: GraphQLFormattedError = { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };

/** The body shape for errors outside GraphQL execution (method, media type, origin, body size…). */
export function errorBody(message: string, code: string) {
  return { errors: [{ message, extensions: { code } }] };
}

/**
 * Answers GraphQL request errors (nothing was executed): no data entry, and the status GraphQL over
 * HTTP gives them under the media type the client accepts (graphql-http.ts).
 */
export function sendRequestErrors(request: FastifyRequest, reply: FastifyReply, errors: GraphQLFormattedError[]): FastifyReply {
  return reply.code(requestErrorStatus(request)).send({ errors });
}

const codeForStatus: Record<number, string> = {
  400: 'BAD_REQUEST',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

// Variable values that do not fit their types, as graphql-js (execution/values.js) and graphql-jit
// word them; mercurius reports them before execution, graphql-jit during it. graphql-js's validation
// rules start alike ("is never used", "is not defined", "used in position expecting", "cannot be
// non-input type"): those are the document's fault, not the value's.
const VARIABLE_VALUE_ERROR = /^Variable "\$\w+" (?:got invalid value |of required type "[^"]+" was not provided\.$|of non-null type "[^"]+" must not be null\.$)/;
const isVariableError = (error: GraphQLError) => VARIABLE_VALUE_ERROR.test(error.message);

// graphql quotes the value it refused (`Variable "$input" got invalid value { newPassword: "…" } at
// "input.x"; <reason>`), and that value may be a password or a token: never echo it. The path and a
// reason from this value-free list are read from the end, where no value can come after them; other
// reasons (a scalar's "cannot represent …: <value>") quote the value again, so neither is kept.
const VARIABLE_NAME = /^Variable "\$\w+"/;
const SAFE_TAIL = new RegExp(
  '(?: at "(?<path>[\\w.\\[\\]]+)")?; (?<reason>' +
    [
      'Field "?[\\w.]+"? of required type "?[\\w!\\[\\]]+"? was not provided\\.',
      'Field "\\w+" is not defined by type "?\\w+"?\\.',
      'Expected non-nullable type "?[\\w!\\[\\]]+"? not to be null\\.',
      'Expected type "?\\w+"? to be an object\\.',
    ].join('|') +
    ')$',
);

function variableMessage(message: string): string {
  const variable = VARIABLE_NAME.exec(message)?.[0] ?? 'A variable';
  const tail = SAFE_TAIL.exec(message)?.groups;
  const at = tail?.path ? ` at "${tail.path}"` : '';
  return `${variable} got an invalid value${at}; ${tail?.reason ?? 'it does not fit its type.'}`;
}

/** A document-level error (parse, validation, query limits) or the request-shape error around it. */
function formatClientError(error: unknown): GraphQLFormattedError {
  if (error instanceof graphql.GraphQLError) {
    const json = error.toJSON();
    const fallback = /tokens\. Parsing aborted\.$/.test(error.message)
      ? 'DOCUMENT_TOO_LARGE'
      : error.message.startsWith('Syntax Error')
      ? 'GRAPHQL_PARSE_FAILED'
      : isVariableError(error) ? 'BAD_USER_INPUT' : 'GRAPHQL_VALIDATION_FAILED';
    const message = isVariableError(error) ? variableMessage(error.message) : json.message;
    return { ...json, message, extensions: { ...json.extensions, code: json.extensions?.code ?? fallback } };
  }
  const message = error instanceof Error ? error.message : 'Bad request';
  return { message, extensions: { code: 'BAD_REQUEST' } };
}

/** Mercurius' errorFormatter: errors raised while executing an operation. */
export const executionErrorFormatter: NonNullable<MercuriusCommonOptions['errorFormatter']> = (execution, context) => {
  let clientOnly = true;
  const errors = execution.errors.map((error): GraphQLFormattedError => {
    const original = error.originalError;
    if (original instanceof ExposedError) {
      clientOnly = false;
      const extensions = original.field ? { code: original.code, field: original.field } : { code: original.code };
      return { message: original.message, locations: error.locations, path: error.path, extensions };
    }
    if (!original && isVariableError(error)) return { message: variableMessage(error.message), locations: error.locations, extensions: { code: 'BAD_USER_INPUT' } };
    clientOnly = false;
    context.reply?.log.error({ err: original ?? error }, 'unexpected error while executing a GraphQL operation');
    return { ...INTERNAL, locations: error.locations, path: error.path };
  });
  const data = (execution as ExecutionResult).data ?? null;
  // Only variables refused (graphql-jit coerces them as it starts): a request error, nothing ran.
  if (clientOnly && data === null) {
    const statusCode = context.reply ? requestErrorStatus(context.reply.request) : 400;
    return { statusCode, response: { errors } };
  }
  return { statusCode: 200, response: { data, errors } };
};

/** Fastify's error handler for the whole gateway: request-level failures before or around execution. */
export function gatewayErrorHandler(error: FastifyError & { errors?: unknown[] }, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  // A document over a limit (query-limits.ts), refused before graphql-js read more of it.
  if (error instanceof LimitExceeded) return sendRequestErrors(request, reply, [formatClientError(error.toGraphQLError())]);
  // Mercurius wraps syntax, validation and variable errors, and the POST body schema's complaint (a
  // malformed request rather than a GraphQL request error, should one get past http-guards.ts).
  if (error.code === 'MER_ERR_GQL_VALIDATION' && Array.isArray(error.errors)) {
    const errors = error.errors.map(formatClientError);
    if (error.errors.every((e) => e instanceof graphql.GraphQLError)) return sendRequestErrors(request, reply, errors);
    return reply.code(400).send({ errors });
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    return reply.code(status).send(errorBody(error.message, codeForStatus[status] ?? 'BAD_REQUEST'));
  }
  request.log.error({ err: error }, 'unexpected error while handling a request');
  return reply.code(500).send({ errors: [INTERNAL] });
}
