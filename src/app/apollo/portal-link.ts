// The request channel's links (portal-channel.ts): built once per channel, shared by Apollo Client and
// by the operations sent before it is loaded.
import { ApolloLink, execute } from '@apollo/client/link/core';
import { createActivityLink } from './activity-link';
import { HttpLink } from '@apollo/client/link/http';
import type { ChannelOperation, PortalChannel } from './portal-channel';

const links = new WeakMap<PortalChannel, ApolloLink>();

export function linkOf(channel: PortalChannel): ApolloLink {
  let link = links.get(channel);
  if (!link) {
    const { terminatingLink, gatewayUrl } = channel.options;
    // The session is an HttpOnly cookie: the browser sends it, script never sees it.
    link = ApolloLink.from([
      createActivityLink(channel.activity),
      terminatingLink ?? new HttpLink({ uri: gatewayUrl ?? '/graphql', credentials: 'same-origin' }),
    ]);
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
