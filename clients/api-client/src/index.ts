// The package's one entry: the client, its errors, and the typed documents and types generated from
// schema/gateway.graphql (src/operations/*.graphql; `npm run codegen` in the portal's repository).
export { createPortalClient } from './client.js';
export type { PortalClient, PortalClientOptions, PortalDocument, RetryOptions, VariablesArgument } from './client.js';
export { bearerChallenge, PortalRequestError, PortalUserError, unwrap } from './errors.js';
export type { ClientErrorCode, GatewayErrorCode, GraphQLErrorEntry, RequestErrorCode, UserErrorLike } from './errors.js';
export * from './generated/graphql.js';
