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
  /** The roles @auth allows. */
  roles: string[];
  /** For a field of another type: the root query field it is reached through (itself guarded). */
  via?: string;
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

type AnyField = GraphQLField<unknown, unknown>;

/** Variables, their declarations and the argument list of a field (prefix keeps two fields' apart). */
function argumentsOf(field: AnyField, prefix: string, variables: Record<string, unknown>, declared: string[]): string {
  const passed = field.args.map((arg, i) => {
    declared.push(`$${prefix}${i}: ${String(arg.type)}`);
    variables[`${prefix}${i}`] = sample(arg.type);
    return `${arg.name}: $${prefix}${i}`;
  });
  return passed.length ? `(${passed.join(', ')})` : '';
}

function operation(kind: 'query' | 'mutation' | 'viewer', field: AnyField, roles: string[], via?: AnyField): AuthFieldOperation {
  const variables: Record<string, unknown> = {};
  const declared: string[] = [];
  const args = argumentsOf(field, 'v', variables, declared);
  const { text, payload } = selection(field.type);
  const inner = `${field.name}${args} ${text}`;
  const outerArgs = via ? argumentsOf(via, 'o', variables, declared) : '';
  const head = declared.length ? `(${declared.join(', ')})` : '';
  if (kind === 'viewer') return { name: `viewer.${field.name}`, query: `query ${head} { viewer { f: ${inner} } }`, variables, payload, viaViewer: true, roles };
  if (via) return { name: `${via.name}.${field.name}`, query: `query ${head} { f: ${via.name}${outerArgs} { ${inner} } }`, variables, payload: false, viaViewer: false, roles, via: via.name };
  return { name: field.name, query: `${kind} ${head} { f: ${inner} }`, variables, payload, viaViewer: false, roles };
}

/**
 * Every field of the schema that carries @auth, as an operation: root fields, Viewer's, and the fields
 * of a type a guarded root query returns (AdminAccountDetail.activity through adminAccount). A field
 * reached no such way is listed as unreachable, and the tests fail on it.
 */
export function authFieldOperations(): { operations: AuthFieldOperation[]; unreachable: string[] } {
  const directive = schema.getDirective('auth')!;
  const operations: AuthFieldOperation[] = [];
  const unreachable: string[] = [];
  const queryFields = Object.values(schema.getQueryType()!.getFields());
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const values = field.astNode ? getDirectiveValues(directive, field.astNode) : undefined;
      if (!values) continue;
      const roles = values['roles'] as string[];
      const via = queryFields.find((q) => getNamedType(q.type) === type && q.astNode && getDirectiveValues(directive, q.astNode));
      if (type === schema.getQueryType()) operations.push(operation('query', field, roles));
      else if (type === schema.getMutationType()) operations.push(operation('mutation', field, roles));
      else if (type.name === 'Viewer') operations.push(operation('viewer', field, roles));
      else if (via) operations.push(operation('query', field, roles, via));
      else unreachable.push(`${type.name}.${field.name}`);
    }
  }
  return { operations, unreachable };
}
