import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ViewerDocument } from '../gql/graphql';
import { sessionEndedPath } from '../session/use-session-ended';
import { loginInfoFromViewer, writeLoginInfo } from '../session/login-info-store';

/**
 * Asks the server who is signed in, on every signed-in page: it refreshes the stored login
 * information, and an ended session (viewer null) goes to the logout page.
 */
export function ViewerSync() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { data, loading } = useQuery(ViewerDocument, { fetchPolicy: 'network-only' });

  useEffect(() => {
    if (loading || !data) return;
    if (data.viewer) writeLoginInfo(loginInfoFromViewer(data.viewer));
    else void navigate(sessionEndedPath(`${pathname}${search}`), { replace: true });
  }, [data, loading, navigate, pathname, search]);

  return null;
}
