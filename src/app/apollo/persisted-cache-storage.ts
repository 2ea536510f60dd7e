// Where the persisted Apollo cache lives in localStorage, apart from the client (create-app-apollo.ts)
// so that the start (main.tsx) drops an outdated one on every page, also on those that show before
// the client is loaded.
import type { PersistentStorage } from 'apollo3-cache-persist';
import { removePortalItem, writePortalItem } from '../storage/portal-storage';

/** localStorage key of the persisted Apollo cache. */
export const apolloCacheStorageKey = 'portal.apollo-cache';
/** localStorage key of the schema version the persisted cache was written for. */
export const apolloCacheVersionStorageKey = 'portal.apollo-cache-version';
/** The schema this build was made for; a cache persisted for another one is dropped, not misread. */
export const apolloCacheSchemaVersion =
  typeof __PORTAL_SCHEMA_VERSION__ === 'string' ? __PORTAL_SCHEMA_VERSION__ : 'development';

/** A cache with nothing in it besides type names (as after clearStore) is not worth a key. */
function isEmptyCache(serialized: string): boolean {
  try {
    const data = JSON.parse(serialized) as Record<string, Record<string, unknown> | undefined>;
    return Object.values(data).every((entry) => !entry || Object.keys(entry).every((field) => field === '__typename'));
  } catch {
    return false;
  }
}

export function readItem(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function removePersistedCache(): void {
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
