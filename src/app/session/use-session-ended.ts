import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { keepFormDraftsForSignIn } from '../forms/form-draft-hold';
import { pathOf } from '../routes/page-rules';

/**
 * Where an ended session goes, from any page: the logout page, which cleans up and sends the user to
 * /login with the reason, and back to `returnTo` (the page they were on) after signing in again.
 */
export function sessionEndedPath(returnTo?: string | null): string {
  const query = new URLSearchParams({ reason: 'expired' });
  if (returnTo && returnTo.startsWith('/') && !returnTo.startsWith(pathOf('logout'))) query.set('returnTo', returnTo);
  return `${pathOf('logout')}?${query.toString()}`;
}

/** An ended session goes the way every ended session goes: to the logout page. */
export function useSessionEnded(): () => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    () => {
      // The page's forms keep what was typed for the sign-in that comes back here.
      keepFormDraftsForSignIn();
      void navigate(sessionEndedPath(`${pathname}${search}`), { replace: true });
    },
    [navigate, pathname, search],
  );
}
