import { createContext, useContext } from 'react';
import type { AppApollo } from './create-app-apollo';

export const AppApolloContext = createContext<AppApollo | null>(null);

/** The client with its persistor and activity store, for clean-up on logout and the loading overlay. */
export function useAppApollo(): AppApollo {
  const value = useContext(AppApolloContext);
  if (!value) throw new Error('useAppApollo needs the AppProviders');
  return value;
}
