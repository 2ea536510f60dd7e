// The GraphQL-over-HTTP specification's rules for a POST to /graphql: which parameters a body may
// hold, which media type the answer is in, and the status of a GraphQL request error under each
// (docs/api.md, "GraphQL over HTTP"). The audit suite of graphql-http checks them
// (tests/gateway/graphql-over-http.test.ts).
import type { FastifyRequest } from 'fastify';
import type { DocumentNode } from 'graphql';
import { graphql } from './graphql-runtime';
import { LimitExceeded } from './limit-exceeded';

export const GRAPHQL_RESPONSE_JSON = 'application/graphql-response+json';
export type ResponseMediaType = typeof GRAPHQL_RESPONSE_JSON | 'application/json';

/** A POST body once checked: absent and null members are the same. */
export interface GraphqlRequestBody {
  query?: string;
  /** A trusted document's id (`sha256:<hex>`), instead of the query (trusted-documents.ts). */
  documentId?: string;
  operationName?: string;
  variables?: Record<string, unknown>;
  extensions?: Record<string, unknown>;
}

const OPTIONAL_MEMBERS = ['query', 'documentId', 'operationName', 'variables', 'extensions'] as const;
const isMap = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks a POST body's parameters and drops its null members (clients send `"extensions": null`).
 * Returns why the body is refused (400 BAD_REQUEST), or null when it is a GraphqlRequestBody.
 */
export function normalizeRequestBody(body: unknown): string | null {
  // An array would be a batch: one operation per request.
  if (!isMap(body)) return 'The request body must be one JSON object holding a GraphQL query.';
  for (const member of OPTIONAL_MEMBERS) if (body[member] === null) delete body[member];
  const { query, documentId, operationName, variables, extensions } = body;
  if (query === undefined && documentId === undefined) return 'The request body must hold a GraphQL query.';
  if (query !== undefined && documentId !== undefined) return 'Send either a query or a documentId, not both.';
  if (query !== undefined && (typeof query !== 'string' || query === '')) return 'query must be a non-empty string.';
  if (documentId !== undefined && typeof documentId !== 'string') return 'documentId must be a string.';
  if (operationName !== undefined && typeof operationName !== 'string') return 'operationName must be a string.';
  if (variables !== undefined && !isMap(variables)) return 'variables must be an object.';
  if (extensions !== undefined && !isMap(extensions)) return 'extensions must be an object.';
  return null;
}

/**
 * The media type of the answer: the specification's own when the client ranks it at least as high as
 * JSON, JSON otherwise. Without Accept, with only wildcards, or naming neither, JSON (which the
 * specification allows instead of 406).
 */
export function responseMediaType(accept: string | undefined): ResponseMediaType {
  if (!accept) return 'application/json';
  // Clients send the same few Accept headers again and again: each is read once (a bounded memo).
  let mediaType = mediaTypes.get(accept);
  if (mediaType === undefined) {
    mediaType = readAccept(accept);
    if (mediaTypes.size < MEDIA_TYPES_KEPT && accept.length <= 512) mediaTypes.set(accept, mediaType);
  }
  return mediaType;
}

const MEDIA_TYPES_KEPT = 64;
const mediaTypes = new Map<string, ResponseMediaType>();

function readAccept(accept: string): ResponseMediaType {
  let graphqlResponse = 0;
  let json = 0;
  for (const range of accept.split(',')) {
    const [type = '', ...parameters] = range.split(';');
    const name = type.trim().toLowerCase();
    const qParameter = parameters.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='));
    const q = qParameter === undefined ? 1 : Number(qParameter.slice(2)) || 0;
    if (name === GRAPHQL_RESPONSE_JSON) graphqlResponse = Math.max(graphqlResponse, q);
    else if (name === 'application/json' || name === 'application/*' || name === '*/*') json = Math.max(json, q);
  }
  return graphqlResponse > 0 && graphqlResponse >= json ? GRAPHQL_RESPONSE_JSON : 'application/json';
}

/**
 * The status of a GraphQL request error (the document, its operation or its variables refused before
 * execution): 400 under application/graphql-response+json; under application/json the specification
 * asks for 200, as legacy clients read the errors only from a 200.
 */
export function requestErrorStatus(request: FastifyRequest): 200 | 400 {
  return responseMediaType(request.headers.accept) === GRAPHQL_RESPONSE_JSON ? 400 : 200;
}

/**
 * Which of the document's operations the request runs (GraphQL's GetOperation): the one `operationName`
 * names, or the only one. Throws a request error (GRAPHQL_VALIDATION_FAILED, nothing run) when that
 * names none: graphql-js would report it from inside execution, as if something had failed there.
 */
export function checkOperationName(document: DocumentNode, operationName: string | undefined): void {
  if (graphql.getOperationAST(document, operationName) !== null) return;
  throw new LimitExceeded(
    'GRAPHQL_VALIDATION_FAILED',
    operationName !== undefined ? 'The document holds no operation of this name.' : 'The document holds several operations: operationName must name the one to run.',
  );
}
