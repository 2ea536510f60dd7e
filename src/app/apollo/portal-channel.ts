// The SPA's one request channel: Apollo's link chain (the loading overlay's activity link, then HTTP
// to the gateway, portal-link.ts). Apollo Client sends every operation through it. The chain's code
// loads with its first operation: a public page shows, hydrates and takes input with none of Apollo's
// code; before the client is loaded (app-apollo-context.ts), an operation whose answer is never cached
// may be sent on its own: to the gateway by the same transport and overlay count as the chain's,
// without Apollo's code (gateway-transport.ts); to a terminating link (tests, mock mode) through the chain.
import type { ApolloLink, TypedDocumentNode } from '@apollo/client/core';
import { createActivityCounter, type ActivityCounter } from './activity-store';

export interface PortalChannelOptions {
  /** The link that talks to the API; tests pass a SchemaLink over a mocked schema. */
  terminatingLink?: ApolloLink;
  /** Where the gateway answers (the environment data's gatewayUrl). */
  gatewayUrl?: string;
}

export interface PortalChannel {
  readonly options: PortalChannelOptions;
  readonly activity: ActivityCounter;
}

export function createPortalChannel(options: PortalChannelOptions = {}): PortalChannel {
  return { options, activity: createActivityCounter() };
}

export interface ChannelOperation<TData, TVariables> {
  document: TypedDocumentNode<TData, TVariables>;
  variables?: TVariables;
  context?: Record<string, unknown>;
}

/**
 * Sends one operation through the chain and resolves with its data; GraphQL errors reject, as the
 * client's mutations do (errorPolicy 'none').
 */
export async function sendOnChannel<TData, TVariables>(channel: PortalChannel, operation: ChannelOperation<TData, TVariables>): Promise<TData> {
  const { terminatingLink, gatewayUrl } = channel.options;
  if (terminatingLink) {
    const { executeOnChannel } = await import('./portal-link');
    return executeOnChannel(channel, operation);
  }
  // To the gateway: its transport alone, without Apollo's link and observable code (the passkey
  // autofill's challenge as /login opens). The same requests, answers and overlay count as the chain's.
  const { executeOnGateway } = await import('./gateway-transport');
  return executeOnGateway<TData>(gatewayUrl ?? '/graphql', channel.activity, operation);
}
