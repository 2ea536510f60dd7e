// The request channel's links (portal-channel.ts): built once per channel, shared by Apollo Client and
// by the operations sent before it is loaded.
import { ApolloLink, execute } from '@apollo/client/link/core';
import { createActivityLink } from './activity-link';
import { createGatewayHttpLink } from './gateway-http-link';
import type { ChannelOperation, PortalChannel } from './portal-channel';

const links = new WeakMap<PortalChannel, ApolloLink>();

export function linkOf(channel: PortalChannel): ApolloLink {
  let link = links.get(channel);
  if (!link) {
    const { terminatingLink, gatewayUrl } = channel.options;
    link = ApolloLink.from([createActivityLink(channel.activity), terminatingLink ?? createGatewayHttpLink({ uri: gatewayUrl ?? '/graphql' })]);
    links.set(channel, link);
  }
  return link;
}

export function executeOnChannel<TData, TVariables>(channel: PortalChannel, operation: ChannelOperation<TData, TVariables>): Promise<TData> {
  return new Promise<TData>((resolve, reject) => {
    // The first result settles the promise; the chain completes by itself after it.
    execute(linkOf(channel), {
      query: operation.document,
      variables: (operation.variables ?? {}) as Record<string, unknown>,
      context: operation.context ?? {},
    }).subscribe({
      next: (result) => {
        if (result.errors?.length || !result.data) reject(new Error(result.errors?.[0]?.message ?? 'no data'));
        else resolve(result.data as TData);
      },
      error: reject,
      complete: () => reject(new Error('no answer')),
    });
  });
}
