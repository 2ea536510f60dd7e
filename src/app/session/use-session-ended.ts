import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { pathOf } from '../routes/page-rules';

/** Where an ended session goes, from any page: the logout page, which says why. */
export const sessionEndedPath = (): string => `${pathOf('logout')}?reason=expired`;

/** An ended session goes the way every ended session goes: to the logout page. */
export function useSessionEnded(): () => void {
  const navigate = useNavigate();
  return useCallback(() => void navigate(sessionEndedPath(), { replace: true }), [navigate]);
}
