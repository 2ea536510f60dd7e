import { useQuery } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client/core';
import { AccountDetailsDocument, type AccountViewerFieldsFragment, type ViewerFieldsFragment } from '../../gql/graphql';
import { loginInfoFromViewer, writeLoginInfo } from '../../session/login-info-store';

/** The signed-in account's details: the cached answer at once, refreshed from the server. */
export function useAccountDetails() {
  const { data, error } = useQuery(AccountDetailsDocument, { fetchPolicy: 'cache-and-network' });
  return { account: data?.viewer?.account ?? null, error };
}

/** A mutation's answer is the viewer after the change: it goes into the cache, nothing is refetched. */
export function writeAccountViewer(cache: ApolloCache<unknown>, viewer: AccountViewerFieldsFragment | null | undefined) {
  if (viewer) cache.writeQuery({ query: AccountDetailsDocument, data: { viewer } });
}

/** Keeps the stored login information (name, language, flags) in step with the changed viewer. */
export function rememberViewer(viewer: ViewerFieldsFragment): void {
  writeLoginInfo(loginInfoFromViewer(viewer));
}
