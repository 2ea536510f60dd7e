// A query has no payload to carry a UserError: the gateway refuses it with a GraphQL error whose
// extensions.code is the ErrorCode (signed out, wrong role, a bad argument, the back end away).
import type { IntlShape } from 'react-intl';
import type { ErrorCode } from '../gql/graphql';
import { formatUnexpectedError, formatUserError } from './error-messages';

// The codes a query can be refused with; anything else (a masked error, the network) is unexpected.
const queryCodes: ReadonlySet<string> = new Set<ErrorCode>(['UNAUTHENTICATED', 'FORBIDDEN', 'VALIDATION_FAILED', 'SERVICE_UNAVAILABLE', 'TOO_MANY_REQUESTS']);

/** The ErrorCode a failed query was refused with, or null when it failed otherwise. */
export function queryErrorCode(error: unknown): ErrorCode | null {
  const errors = (error as { graphQLErrors?: readonly { extensions?: Record<string, unknown> }[] } | null)?.graphQLErrors ?? [];
  for (const graphQLError of errors) {
    const code = graphQLError.extensions?.code;
    if (typeof code === 'string' && queryCodes.has(code)) return code as ErrorCode;
  }
  return null;
}

/** What a failed query means to the user, in words. */
export function formatQueryError(intl: IntlShape, error: unknown): string {
  const code = queryErrorCode(error);
  return code ? formatUserError(intl, { code }) : formatUnexpectedError(intl);
}
