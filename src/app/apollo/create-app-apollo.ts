import { ApolloClient, ApolloLink, HttpLink, type NormalizedCacheObject } from '@apollo/client/core';
// The module itself rather than the package index, which also bundles every other storage wrapper.
import CachePersistor from 'apollo3-cache-persist/lib/CachePersistor';
import type { PersistentStorage } from 'apollo3-cache-persist';
import { createActivityLink, type ActivityStore } from './activity-link';
import { createCache } from './create-cache';

/** localStorage key of the persisted Apollo cache. */
export const apolloCacheStorageKey = 'portal.apollo-cache';
/** Beyond this size (bytes of JSON) the cache is not persisted, rather than filling localStorage. */
const persistedCacheMaxSize = 512 * 1024;

const localStorageAdapter: PersistentStorage<string> = {
  getItem: (key) => window.localStorage.getItem(key),
  setItem: (key, value) => window.localStorage.setItem(key, value),
  removeItem: (key) => window.localStorage.removeItem(key),
};

// The account's personal details are read when a settings page needs them, never kept in storage.
const unpersistedAccountFields = ['loginId', 'email', 'nameKana', 'phone'];

/** The persisted copy of the cache, without the personal fields of any Account entry. */
export function withoutPersonalFields(serialized: string): Promise<string> {
  const data = JSON.parse(serialized) as Record<string, Record<string, unknown> | undefined>;
  for (const [id, entry] of Object.entries(data)) {
    if (!entry || !id.startsWith('Account:')) continue;
    for (const field of unpersistedAccountFields) delete entry[field];
  }
  return Promise.resolve(JSON.stringify(data));
}

export interface AppApollo {
  client: ApolloClient<NormalizedCacheObject>;
  persistor: CachePersistor<NormalizedCacheObject> | null;
  activity: ActivityStore;
}

interface CreateAppApolloOptions {
  /** The link that talks to the API; tests pass a SchemaLink over a mocked schema. */
  terminatingLink?: ApolloLink;
  /** Persist the cache to localStorage (the browser build does; tests need not). */
  persist?: boolean;
}

export function createAppApollo(options: CreateAppApolloOptions = {}): AppApollo {
  const cache = createCache();
  const activity = createActivityLink();
  // The session is an HttpOnly cookie: the browser sends it, script never sees it.
  const terminatingLink = options.terminatingLink ?? new HttpLink({ uri: '/graphql', credentials: 'same-origin' });
  const client = new ApolloClient({
    cache,
    link: ApolloLink.from([activity.link, terminatingLink]),
    defaultOptions: { mutate: { errorPolicy: 'none' } },
  });
  const persistor =
    options.persist === false
      ? null
      : new CachePersistor({
          cache,
          storage: localStorageAdapter,
          key: apolloCacheStorageKey,
          maxSize: persistedCacheMaxSize,
          persistenceMapper: withoutPersonalFields,
        });
  return { client, persistor, activity: activity.store };
}

/** Restores the persisted cache, but never keeps the first render waiting longer than `timeoutMs`. */
export async function restoreCache(apollo: AppApollo, timeoutMs = 1000): Promise<void> {
  if (!apollo.persistor) return;
  const restore = apollo.persistor.restore().catch(() => apollo.persistor?.purge());
  await Promise.race([restore, new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
}

/** Forgets everything the SPA holds about the last account: the cache and its persisted copy. */
export async function clearApolloData(apollo: AppApollo): Promise<void> {
  await apollo.client.clearStore();
  if (apollo.persistor) await apollo.persistor.purge();
  try {
    localStorage.removeItem(apolloCacheStorageKey);
  } catch {
    // Storage unavailable: nothing was persisted.
  }
}
