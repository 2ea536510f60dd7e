// The refusal of a document or its variables over one of the gateway's own limits (query-limits.ts,
// document-names.ts, variable-limits.ts):
// answered as a GraphQL request error with its code, before any resolver or REST call.
import { graphql } from './graphql-runtime';

export type LimitCode =
  | 'QUERY_TOO_DEEP'
  | 'TOO_MANY_ALIASES'
  | 'QUERY_TOO_COSTLY'
  | 'DOCUMENT_TOO_LARGE'
  | 'GRAPHQL_PARSE_FAILED'
  | 'GRAPHQL_VALIDATION_FAILED'
  | 'BAD_USER_INPUT';

export class LimitExceeded extends Error {
  constructor(readonly code: LimitCode, message: string) {
    super(message);
  }

  /** The GraphQL error a client receives (extensions.code), before any resolver or REST call. */
  toGraphQLError(): InstanceType<typeof graphql.GraphQLError> {
    return new graphql.GraphQLError(this.message, { extensions: { code: this.code } });
  }
}
