import type { MutationOptions, OperationVariables, TypedDocumentNode } from '@apollo/client/core';
import { createContext, useCallback, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { ApolloHandle } from './apollo-handle';
import type { AppApollo } from './create-app-apollo';
import { sendOnChannel } from './portal-channel';

export const AppApolloContext = createContext<ApolloHandle | null>(null);

/** The handle: the request channel (and its activity, for the loading overlay) and the client when loaded. */
export function useApolloHandle(): ApolloHandle {
  const value = useContext(AppApolloContext);
  if (!value) throw new Error('useApolloHandle needs the AppProviders');
  return value;
}

const noClient = () => null;

/** The client once loaded, null before (re-renders when it arrives). */
export function useLoadedApollo(): AppApollo | null {
  const handle = useApolloHandle();
  return useSyncExternalStore(handle.subscribe, handle.current, noClient);
}

/**
 * The client with its persistor and activity store, for clean-up on logout and cache work: on pages
 * that render only once it is loaded (every page but the prerendered public ones).
 */
export function useAppApollo(): AppApollo {
  const apollo = useLoadedApollo();
  if (!apollo) throw new Error('useAppApollo on a page that renders before Apollo Client is loaded');
  return apollo;
}

interface OnDemandMutateOptions<TData, TVariables> {
  variables?: TVariables;
  context?: Record<string, unknown>;
  update?: MutationOptions<TData, TVariables>['update'];
}

/**
 * A mutation for the prerendered public pages, whose first render has no client: it loads the client
 * when sent (as the page's first move usually has already). Same answers and errors as useMutation's.
 */
export function useOnDemandMutation<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  defaults: Pick<OnDemandMutateOptions<TData, TVariables>, 'update'> = {},
): (options?: OnDemandMutateOptions<TData, TVariables>) => Promise<{ data?: TData | null }> {
  const handle = useApolloHandle();
  const { update } = defaults;
  return useCallback(
    async (options = {}) => {
      const { client } = await handle.load();
      return client.mutate<TData, TVariables>({ mutation: document, update, ...options });
    },
    [document, handle, update],
  );
}

/**
 * An operation whose answer is never cached (a ceremony's challenge), sent through the request channel
 * without loading the client when it is not loaded yet.
 */
export function useChannelMutation<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
): (options?: { variables?: TVariables; context?: Record<string, unknown> }) => Promise<TData> {
  const handle = useApolloHandle();
  return useCallback(
    async (options = {}) => {
      const apollo = handle.current();
      if (!apollo) return sendOnChannel(handle.channel, { document, ...options });
      const { data } = await apollo.client.mutate<TData, TVariables>({ mutation: document, ...options });
      if (!data) throw new Error('no data');
      return data;
    },
    [document, handle],
  );
}

export interface UncachedQueryResult<TData> {
  /** The answer, once it came (undefined while asked, and when skipped). */
  data: TData | undefined;
  /** Why it failed: GraphQL errors or the network. */
  error: unknown;
  /** Asks again. */
  refetch: () => void;
}

/**
 * A query whose answer is never cached (a link's check), for a page that renders before the client is
 * loaded: sent through the request channel while it is not, by the client ('no-cache') once it is.
 */
export function useUncachedQuery<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  { variables, skip = false }: { variables: TVariables; skip?: boolean },
): UncachedQueryResult<TData> {
  const handle = useApolloHandle();
  // The answer belongs to the variables it was asked with (and the attempt), never to newer ones.
  const key = JSON.stringify(variables);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; attempt: number; data?: TData; error?: unknown } | null>(null);
  useEffect(() => {
    if (skip) return;
    let live = true;
    const asked = JSON.parse(key) as TVariables;
    const apollo = handle.current();
    const request = apollo
      ? apollo.client.query<TData, TVariables>({ query: document, variables: asked, fetchPolicy: 'no-cache' }).then(({ data }) => data)
      : sendOnChannel(handle.channel, { document, variables: asked });
    request.then(
      (data) => live && setAnswer({ key, attempt, data }),
      (error: unknown) => live && setAnswer({ key, attempt, error: error ?? new Error('no answer') }),
    );
    return () => {
      live = false;
    };
  }, [attempt, document, handle, key, skip]);
  const current = !skip && answer?.key === key && answer.attempt === attempt ? answer : null;
  return { data: current?.data, error: current?.error, refetch: useCallback(() => setAttempt((n) => n + 1), []) };
}
