// DateTime: ISO 8601 in UTC on the wire, whatever exact form the back end used.
import { graphql } from '../graphql-runtime';

const { GraphQLError, GraphQLScalarType, Kind } = graphql;

function toIso(value: unknown): string {
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null;
  if (date === null || Number.isNaN(date.getTime())) throw new TypeError('DateTime cannot represent this value');
  return date.toISOString();
}

export const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  description: 'An ISO 8601 date-time in UTC, for example 2026-11-21T12:00:00.000Z.',
  serialize: toIso,
  parseValue: (value) => {
    try {
      return toIso(value);
    } catch {
      throw new GraphQLError('DateTime must be an ISO 8601 date-time string');
    }
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('DateTime must be a string', { nodes: ast });
    try {
      return toIso(ast.value);
    } catch {
      throw new GraphQLError('DateTime must be an ISO 8601 date-time string', { nodes: ast });
    }
  },
});
