import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useMatches, useNavigate } from 'react-router-dom';
import { useNotify } from '../notifications/notification-context';
import { decideAccess, type AccessDecision } from '../routes/page-access';
import { pageRules, type PageRule } from '../routes/page-rules';
import type { RouteHandle } from '../routes/app-routes';
import { isLoginInfoExpired, type LoginInfo } from '../session/login-info-store';
import { loginReasonState } from '../session/login-reason';
import { layoutMessages } from './messages';

const anyPage: PageRule = { path: '', access: { kind: 'any' }, allowedWhileMustChangePassword: true };

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'name' in handle;
}

/** Checks the page table on every navigation and carries out its redirects. */
export function useAccessGuard(loginInfo: LoginInfo | null): { decision: AccessDecision; rule: PageRule } {
  const intl = useIntl();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const matches = useMatches();
  const handle = matches.map((match) => match.handle).findLast(isRouteHandle);
  const rule = handle ? pageRules[handle.name] : anyPage;
  const currentPath = `${location.pathname}${location.search}`;

  const decision = useMemo(() => {
    const visitor = loginInfo
      ? {
          role: loginInfo.role,
          mustChangePassword: loginInfo.mustChangePassword,
          // Checked again on each navigation (location.key), not only when the stored info changes.
          expired: isLoginInfoExpired(loginInfo, Date.now()),
        }
      : null;
    return decideAccess(rule, visitor, currentPath);
  }, [rule, loginInfo, currentPath, location.key]);

  useEffect(() => {
    if (decision.kind !== 'redirect') return;
    if (decision.reason === 'forbidden') notify((i) => i.formatMessage(layoutMessages.forbidden), 'error');
    // /login says why the user is there (「ログインしてください」).
    const state = decision.reason === 'signedOut' ? loginReasonState({ kind: 'signedOut' }) : undefined;
    void navigate(decision.to, { replace: true, state });
  }, [decision, intl, navigate, notify]);

  return { decision, rule };
}
