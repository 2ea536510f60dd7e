import type { Role } from '../gql/graphql';
import { pathOf, type PageRule } from './page-rules';
import { sessionEndedPath } from '../session/use-session-ended';

/** What the main layout needs to know about the visitor. */
export interface Visitor {
  role: Role;
  mustChangePassword: boolean;
  expired: boolean;
}

export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; reason: 'signedOut' | 'expired' | 'signedIn' | 'forbidden' | 'mustChangePassword' };

/** Only same-site paths may be a return target, so a crafted link cannot send the user elsewhere. */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

export function loginPathWithReturn(returnTo: string): string {
  return `${pathOf('login')}?${new URLSearchParams({ returnTo }).toString()}`;
}

/**
 * Decides whether the visitor may see a page. `visitor` is null when signed out;
 * `currentPath` (path and query) is where a signed-out visitor comes back to after login.
 */
export function decideAccess(rule: PageRule, visitor: Visitor | null, currentPath: string): AccessDecision {
  const { access } = rule;
  if (visitor?.expired) {
    // An ended session is only worth a notice where the page needed it; elsewhere, just forget it.
    return access.kind === 'signedIn'
      ? { kind: 'redirect', to: sessionEndedPath(currentPath), reason: 'expired' }
      : { kind: 'allow' };
  }
  if (!visitor) {
    return access.kind === 'signedIn'
      ? { kind: 'redirect', to: loginPathWithReturn(currentPath), reason: 'signedOut' }
      : { kind: 'allow' };
  }
  if (visitor.mustChangePassword && !rule.allowedWhileMustChangePassword) {
    return { kind: 'redirect', to: pathOf('accountEditPassword'), reason: 'mustChangePassword' };
  }
  if (access.kind === 'public') {
    // Just signed in: go where the login started from, as the code page itself does.
    const query = currentPath.includes('?') ? currentPath.slice(currentPath.indexOf('?')) : '';
    const returnTo = safeReturnTo(new URLSearchParams(query).get('returnTo'));
    return { kind: 'redirect', to: returnTo ?? pathOf('topPage'), reason: 'signedIn' };
  }
  if (access.kind === 'signedIn' && !access.roles.includes(visitor.role)) {
    return { kind: 'redirect', to: pathOf('topPage'), reason: 'forbidden' };
  }
  return { kind: 'allow' };
}
