// DateTime: ISO 8601 in UTC on the wire, whatever exact form the back end used.
import { graphql } from '../graphql-runtime';

const { GraphQLError, GraphQLScalarType, Kind } = graphql;

// The form toISOString writes, in the years 0000–9999: the account service's own.
const ISO_UTC = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{3}Z$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Whether a string is already what toISOString would write for it (a real date in that form): then it is kept as it is, unparsed. */
function isCanonical(value: string): boolean {
  const m = ISO_UTC.exec(value);
  if (m === null) return false;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  return day >= 1 && day <= days && Number(m[4]) <= 23 && Number(m[5]) <= 59 && Number(m[6]) <= 59;
}

function toIso(value: unknown): string {
  if (typeof value === 'string' && isCanonical(value)) return value;
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
