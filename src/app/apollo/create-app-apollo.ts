import { ApolloClient, ApolloLink, HttpLink, type NormalizedCacheObject } from '@apollo/client/core';
import type { PersistentStorage } from 'apollo3-cache-persist';
import type CachePersistor from 'apollo3-cache-persist/lib/CachePersistor';
import { readLoginInfo, subscribeLoginInfo } from '../session/login-info-store';
import { removePortalItem, writePortalItem } from '../storage/portal-storage';
import { createActivityLink, type ActivityStore } from './activity-link';
import { createCache } from './create-cache';

/** localStorage key of the persisted Apollo cache. */
export const apolloCacheStorageKey = 'portal.apollo-cache';
/** localStorage key of the schema version the persisted cache was written for. */
export const apolloCacheVersionStorageKey = 'portal.apollo-cache-version';
/** The schema this build was made for; a cache persisted for another one is dropped, not misread. */
export const apolloCacheSchemaVersion =
  typeof __PORTAL_SCHEMA_VERSION__ === 'string' ? __PORTAL_SCHEMA_VERSION__ : 'development';
/** Beyond this size (bytes of JSON) the cache is not persisted, rather than filling localStorage. */
const persistedCacheMaxSize = 512 * 1024;

/** A cache with nothing in it besides type names (as after clearStore) is not worth a key. */
function isEmptyCache(serialized: string): boolean {
  try {
    const data = JSON.parse(serialized) as Record<string, Record<string, unknown> | undefined>;
    return Object.values(data).every((entry) => !entry || Object.keys(entry).every((field) => field === '__typename'));
  } catch {
    return false;
  }
}

function readItem(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function removePersistedCache(): void {
  removePortalItem('localStorage', apolloCacheStorageKey);
  removePortalItem('localStorage', apolloCacheVersionStorageKey);
}

/** Writes through the portal's storage registry, and stamps the cache with its schema version. */
export const localStorageAdapter: PersistentStorage<string> = {
  getItem: readItem,
  setItem: (key, value) => {
    if (isEmptyCache(value)) return removePersistedCache();
    if (!writePortalItem('localStorage', key, value)) throw new Error('the cache could not be persisted');
    if (readItem(apolloCacheVersionStorageKey) !== apolloCacheSchemaVersion) {
      writePortalItem('localStorage', apolloCacheVersionStorageKey, apolloCacheSchemaVersion);
    }
  },
  removeItem: (key) => (key === apolloCacheStorageKey ? removePersistedCache() : removePortalItem('localStorage', key)),
};

/** Drops a persisted cache written for another schema version (or none), before anything reads it. */
export function dropOutdatedCache(): boolean {
  if (readItem(apolloCacheStorageKey) === null) return false;
  if (readItem(apolloCacheVersionStorageKey) === apolloCacheSchemaVersion) return false;
  removePersistedCache();
  return true;
}

// The account's personal details are read when a settings page needs them, never kept in storage:
// the identifiers, and every profile field not marked keptInBrowser (src/shared/profile-fields.ts,
// loaded with the first save, which comes after sign-in: /login does not download the field rules).
let unpersistedAccountFields: Promise<string[]> | undefined;
// The admin console's types too: it reads with 'no-cache', and should one reach the cache all the
// same, other people's accounts and the audit log never reach storage.
const unpersistedTypes = ['DeviceSession', 'AccountEvent', 'NotMeLinkInfo', 'Passkey', 'AdminAccount', 'AdminAccountDetail', 'AuditEntry'];

/** The persisted copy of the cache, without the personal fields of any Account entry. */
export async function withoutPersonalFields(serialized: string): Promise<string> {
  unpersistedAccountFields ??= import('../../shared/profile-fields').then(({ profileFields }) => [
    'loginId',
    'email',
    ...profileFields.filter((field) => !field.keptInBrowser).map((field) => field.name),
  ]);
  const fields = await unpersistedAccountFields;
  const data = JSON.parse(serialized) as Record<string, Record<string, unknown> | undefined>;
  for (const [id, entry] of Object.entries(data)) {
    // Sessions, activity and passkeys (IP addresses, devices) are read with 'no-cache'; should one
    // reach the cache all the same, it never reaches storage.
    if (unpersistedTypes.some((type) => id.startsWith(`${type}:`))) delete data[id];
    // The admin console reads with 'no-cache': other people's accounts and the audit log never reach
    // the cache, and so never storage, should one get there all the same.
    if (id === 'ROOT_QUERY' && entry) for (const field of Object.keys(entry)) if (field.startsWith('admin')) delete entry[field];
    if (!entry || !id.startsWith('Account:')) continue;
    for (const field of fields) delete entry[field];
  }
  return JSON.stringify(data);
}

export interface AppApollo {
  client: ApolloClient<NormalizedCacheObject>;
  /**
   * Keeps the cache in localStorage from the first sign-in (or from the start, when this browser
   * already holds a cache or a sign-in): null until then, and always when persisting is off.
   */
  persistor: CachePersistor<NormalizedCacheObject> | null;
  activity: ActivityStore;
  /** Starts persisting (loading apollo3-cache-persist on first use); null when persisting is off. */
  startPersisting: () => Promise<CachePersistor<NormalizedCacheObject> | null>;
}

interface CreateAppApolloOptions {
  /** The link that talks to the API; tests pass a SchemaLink over a mocked schema. */
  terminatingLink?: ApolloLink;
  /** Where the gateway answers (the environment data's gatewayUrl). */
  gatewayUrl?: string;
  /** Persist the cache to localStorage (the browser build does; tests need not). */
  persist?: boolean;
}

export function createAppApollo(options: CreateAppApolloOptions = {}): AppApollo {
  const cache = createCache();
  const activity = createActivityLink();
  // The session is an HttpOnly cookie: the browser sends it, script never sees it.
  const terminatingLink =
    options.terminatingLink ?? new HttpLink({ uri: options.gatewayUrl ?? '/graphql', credentials: 'same-origin' });
  const client = new ApolloClient({
    cache,
    link: ApolloLink.from([activity.link, terminatingLink]),
    defaultOptions: { mutate: { errorPolicy: 'none' } },
  });
  // A signed-out visitor has nothing worth keeping: /login does not download the persisting
  // machinery, which loads with the first sign-in instead.
  let starting: Promise<CachePersistor<NormalizedCacheObject> | null> | undefined;
  const apollo: AppApollo = {
    client,
    persistor: null,
    activity: activity.store,
    startPersisting: () =>
      (starting ??=
        options.persist === false
          ? Promise.resolve(null)
          : // The module itself rather than the package index, which also bundles every other storage wrapper.
            import('apollo3-cache-persist/lib/CachePersistor').then(({ default: Persistor }) => {
              apollo.persistor = new Persistor({
                cache,
                storage: localStorageAdapter,
                key: apolloCacheStorageKey,
                maxSize: persistedCacheMaxSize,
                persistenceMapper: withoutPersonalFields,
              });
              return apollo.persistor;
            })),
  };
  if (options.persist !== false) {
    const unsubscribe = subscribeLoginInfo(() => {
      if (readLoginInfo() === null) return;
      unsubscribe();
      void apollo.startPersisting().catch(() => undefined);
    });
  }
  return apollo;
}

/**
 * Restores the persisted cache (when this browser holds one, or a sign-in), but never keeps the first
 * render waiting longer than `timeoutMs`.
 */
export async function restoreCache(apollo: AppApollo, timeoutMs = 1000): Promise<void> {
  dropOutdatedCache();
  if (readItem(apolloCacheStorageKey) === null && readLoginInfo() === null) return;
  const restore = apollo
    .startPersisting()
    .then((persistor) => (persistor ? persistor.restore().catch(() => persistor.purge()) : undefined))
    .catch(() => undefined);
  await Promise.race([restore, new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
}

/** Forgets everything the SPA holds about the last account: the cache and its persisted copy. */
export async function clearApolloData(apollo: AppApollo): Promise<void> {
  await apollo.client.clearStore();
  if (apollo.persistor) await apollo.persistor.purge();
  removePersistedCache();
}
