// Apollo Client, loaded when a page needs it. Signed-in pages and the pages that are not prerendered
// have it before their first render (main.tsx, the layout's gate); the prerendered public pages
// (/login, /passwordReissue) show and hydrate without it and load it with their first operation or
// the user's first move in them, so their first load carries none of the client or its cache.
import type { AppApollo } from './create-app-apollo';
import type { PortalChannel } from './portal-channel';

export interface ApolloHandle {
  /** The request channel the client uses (and that a page may use before it is loaded). */
  readonly channel: PortalChannel;
  /** The client, once loaded. */
  current(): AppApollo | null;
  /** Loads the client (once; a failed load may be tried again). */
  load(): Promise<AppApollo>;
  subscribe(listener: () => void): () => void;
}

export function createApolloHandle(channel: PortalChannel, loader: () => Promise<AppApollo>): ApolloHandle {
  let apollo: AppApollo | null = null;
  let loading: Promise<AppApollo> | undefined;
  const listeners = new Set<() => void>();
  return {
    channel,
    current: () => apollo,
    load: () =>
      (loading ??= loader().then(
        (loaded) => {
          apollo = loaded;
          for (const listener of listeners) listener();
          return loaded;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A handle whose client is there from the start (mock mode, tests). */
export function loadedApolloHandle(apollo: AppApollo): ApolloHandle {
  const handle = createApolloHandle(apollo.channel, () => Promise.resolve(apollo));
  void handle.load();
  return handle;
}
