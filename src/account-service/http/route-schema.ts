import type { FastifySchema, HTTPMethods } from 'fastify';
import { operations } from '../generated/account-api.operations.js';

export type OperationId = keyof typeof operations;

interface Parameter {
  readonly name: string;
  readonly in: string;
  readonly required?: boolean;
  readonly schema: unknown;
}

interface Operation {
  readonly method: string;
  readonly path: string;
  readonly parameters: readonly Parameter[];
  readonly requestBody: { readonly content: { readonly 'application/json': { readonly schema: unknown } } } | null;
  readonly responses: Record<string, { readonly content?: { readonly 'application/json': { readonly schema: unknown } } }>;
}

function objectOf(params: readonly Parameter[], lowerCase: boolean): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  for (const p of params) {
    const name = lowerCase ? p.name.toLowerCase() : p.name;
    properties[name] = p.schema;
    if (p.required) required.push(name);
  }
  return { type: 'object', properties, required };
}

/** The Fastify route options of one contract operation: method, URL and every schema, from the generated code. */
export function routeOf(operationId: OperationId): { method: HTTPMethods; url: string; schema: FastifySchema } {
  const op = operations[operationId] as unknown as Operation;
  const schema: FastifySchema = {};
  const path = op.parameters.filter((p) => p.in === 'path');
  const headers = op.parameters.filter((p) => p.in === 'header');
  const query = op.parameters.filter((p) => p.in === 'query');
  if (path.length) schema.params = objectOf(path, false);
  if (headers.length) schema.headers = objectOf(headers, true);
  if (query.length) schema.querystring = { ...objectOf(query, false), additionalProperties: false };
  if (op.requestBody) schema.body = op.requestBody.content['application/json'].schema;
  const response: Record<string, unknown> = {};
  for (const [status, r] of Object.entries(op.responses)) {
    const body = r.content?.['application/json']?.schema;
    if (body) response[status] = body;
  }
  schema.response = response;
  return { method: op.method as HTTPMethods, url: op.path.replace(/\{(\w+)\}/g, ':$1'), schema };
}
