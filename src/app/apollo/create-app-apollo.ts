import { ApolloClient, type NormalizedCacheObject } from '@apollo/client/core';
import type CachePersistor from 'apollo3-cache-persist/lib/CachePersistor';
import { readLoginInfo, subscribeLoginInfo } from '../session/login-info-store';
import type { ActivityStore } from './activity-store';
import { createCache } from './create-cache';
import { apolloCacheStorageKey, dropOutdatedCache, localStorageAdapter, readItem } from './persisted-cache-storage';
import { createPortalChannel, type PortalChannel, type PortalChannelOptions } from './portal-channel';
import { linkOf } from './portal-link';

/** Beyond this size (bytes of JSON) the cache is not persisted, rather than filling localStorage. */
const persistedCacheMaxSize = 512 * 1024;

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
  /** The request channel the client sends through. */
  channel: PortalChannel;
  /** Starts persisting (loading apollo3-cache-persist on first use); null when persisting is off. */
  startPersisting: () => Promise<CachePersistor<NormalizedCacheObject> | null>;
}

interface CreateAppApolloOptions extends PortalChannelOptions {
  /** The request channel, when it was made before the client (main.tsx); otherwise one is made here. */
  channel?: PortalChannel;
  /** Persist the cache to localStorage (the browser build does; tests need not). */
  persist?: boolean;
}

export function createAppApollo(options: CreateAppApolloOptions = {}): AppApollo {
  const cache = createCache();
  const channel = options.channel ?? createPortalChannel(options);
  const client = new ApolloClient({
    cache,
    link: linkOf(channel),
    defaultOptions: { mutate: { errorPolicy: 'none' } },
  });
  // A signed-out visitor has nothing worth keeping: /login does not download the persisting
  // machinery, which loads with the first sign-in instead.
  let starting: Promise<CachePersistor<NormalizedCacheObject> | null> | undefined;
  const apollo: AppApollo = {
    client,
    persistor: null,
    activity: channel.activity,
    channel,
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
