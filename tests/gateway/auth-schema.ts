// Builds, from the schema alone, one operation per @auth field: a test helper, so that a field
// added to the contract with @auth is covered without anyone listing it.
import { readFileSync } from 'node:fs';
import type { GraphQLField, GraphQLInputType, GraphQLOutputType } from 'graphql';
import { graphql } from '../../src/gateway/graphql-runtime';

const { buildSchema, getDirectiveValues, getNamedType, getNullableType, isEnumType, isInputObjectType, isListType, isNonNullType, isObjectType } = graphql;

export const schemaSdl = readFileSync(new URL('../../schema/gateway.graphql', import.meta.url), 'utf8');
export const schema = buildSchema(schemaSdl);

export interface AuthFieldOperation {
  name: string;
  query: string;
  variables: Record<string, unknown>;
  /** True when the field answers refusals in a payload's `error`; false for an exposed GraphQL error. */
  payload: boolean;
  /** A field of Viewer, reached through Query.viewer (null when signed out, so never run then). */
  viaViewer: boolean;
}

/** A value of an input type with only its required fields filled in. */
function sample(type: GraphQLInputType): unknown {
  const t = getNullableType(type);
  if (isListType(t)) return [sample(t.ofType)];
  if (isInputObjectType(t)) {
    const required = Object.values(t.getFields()).filter((f) => isNonNullType(f.type) && f.defaultValue === undefined);
    return Object.fromEntries(required.map((f) => [f.name, sample(f.type)]));
  }
  if (isEnumType(t)) return t.getValues()[0]!.name;
  const scalars: Record<string, unknown> = { Int: 1, Float: 1.5, Boolean: true, DateTime: '2026-01-01T00:00:00.000Z' };
  return scalars[t.name] ?? 'x';
}

function selection(type: GraphQLOutputType): { text: string; payload: boolean } {
  const named = getNamedType(type);
  if (!isObjectType(named)) return { text: '', payload: false };
  if (named.getFields()['error']) return { text: '{ error { code } }', payload: true };
  return { text: '{ __typename }', payload: false };
}

function operation(kind: 'query' | 'mutation' | 'viewer', field: GraphQLField<unknown, unknown>): AuthFieldOperation {
  const variables: Record<string, unknown> = {};
  const declared: string[] = [];
  const passed: string[] = [];
  field.args.forEach((arg, i) => {
    declared.push(`$v${i}: ${String(arg.type)}`);
    passed.push(`${arg.name}: $v${i}`);
    variables[`v${i}`] = sample(arg.type);
  });
  const { text, payload } = selection(field.type);
  const head = declared.length ? `(${declared.join(', ')})` : '';
  const args = passed.length ? `(${passed.join(', ')})` : '';
  if (kind === 'viewer') return { name: `viewer.${field.name}`, query: `query ${head} { viewer { f: ${field.name}${args} ${text} } }`, variables, payload, viaViewer: true };
  return { name: field.name, query: `${kind} ${head} { f: ${field.name}${args} ${text} }`, variables, payload, viaViewer: false };
}

/** Every field of the schema that carries @auth, as an operation (root fields and Viewer's: a test fails otherwise). */
export function authFieldOperations(): { operations: AuthFieldOperation[]; unreachable: string[] } {
  const directive = schema.getDirective('auth')!;
  const operations: AuthFieldOperation[] = [];
  const unreachable: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (!field.astNode || !getDirectiveValues(directive, field.astNode)) continue;
      if (type === schema.getQueryType()) operations.push(operation('query', field));
      else if (type === schema.getMutationType()) operations.push(operation('mutation', field));
      else if (type.name === 'Viewer') operations.push(operation('viewer', field));
      else unreachable.push(`${type.name}.${field.name}`);
    }
  }
  return { operations, unreachable };
}
