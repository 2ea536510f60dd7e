// Apart from create-app-apollo.ts, so a page that clears the data does not download Apollo Client
// with it (a prerendered page may run before the client is loaded, or without it).
import type { AppApollo } from './create-app-apollo';
import { removePersistedCache } from './persisted-cache-storage';

/**
 * Forgets everything the SPA holds about the last account: the cache and its persisted copy, which
 * storage may hold even when this page never loaded the client (null).
 */
export async function clearApolloData(apollo: AppApollo | null): Promise<void> {
  if (apollo) {
    await apollo.client.clearStore();
    if (apollo.persistor) await apollo.persistor.purge();
  }
  removePersistedCache();
}
