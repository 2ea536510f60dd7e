import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useAppApollo } from '../apollo/app-apollo-context';
import { clearApolloData } from '../apollo/clear-apollo-data';
import type { UserErrorLike } from '../errors/error-messages';
import { LogoutDocument } from '../gql/graphql';
import { removeResetToken } from '../storage/reset-token-storage';
import { clearLoginInfo } from './login-info-store';

export type EndSessionResult = { ok: true } | { ok: false; error: UserErrorLike | null };

/**
 * Ends the session on the server, and only then forgets what this browser keeps about it (login
 * information, the cache, a reset link). When the server cannot end it, everything stays as it is:
 * the cookie would outlive a browser that looks signed out.
 */
export function useEndSession(): () => Promise<EndSessionResult> {
  const apollo = useAppApollo();
  const [logout] = useMutation(LogoutDocument);
  return useCallback(async () => {
    try {
      const { data } = await logout();
      if (!data?.logout.ok) return { ok: false, error: data?.logout.error ?? null };
    } catch {
      return { ok: false, error: null };
    }
    clearLoginInfo();
    removeResetToken();
    await clearApolloData(apollo).catch(() => undefined);
    return { ok: true };
  }, [apollo, logout]);
}
