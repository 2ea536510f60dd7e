// The frame of every admin console page: a wide page, its heading, and the console's own menu.
import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { FormError } from '../../components/ui/form-error';
import { PageHeading } from '../../components/ui/page-heading';
import { formatQueryError, queryErrorCode } from '../../errors/query-error';
import { pathOf } from '../../routes/page-rules';
import { useSessionEnded } from '../../session/use-session-ended';
import { adminMessages as m } from './messages';
import './admin.css';

const links = [
  // An account's own page belongs to the list; the invitation is a page of its own.
  { to: pathOf('adminAccounts'), label: m.navAccounts, current: (path: string) => path.startsWith(`${pathOf('adminAccounts')}/`) && path !== pathOf('adminAccountNew') },
  { to: pathOf('adminAccountNew'), label: m.navInvite, current: () => false },
  { to: pathOf('adminClients'), label: m.navClients, current: () => false },
  { to: pathOf('adminAudit'), label: m.navAudit, current: () => false },
] as const;

interface AdminPageProps {
  title: string;
  /** Pages with tables take the width of a wide screen; a form keeps the width of the portal's forms. */
  wide?: boolean;
  children: ReactNode;
}

export function AdminPage({ title, wide = true, children }: AdminPageProps) {
  const intl = useIntl();
  const { pathname } = useLocation();
  return (
    <div className={wide ? 'page page--wide' : 'page'}>
      <PageHeading>{title}</PageHeading>
      <nav className="admin-nav" aria-label={intl.formatMessage(m.nav)}>
        <ul>
          {links.map(({ to, label, current }) => {
            const here = pathname === to ? 'page' : current(pathname) ? 'true' : undefined;
            return (
              <li key={to}>
                <Link to={to} className="admin-nav-link" aria-current={here}>
                  {intl.formatMessage(label)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {children}
    </div>
  );
}

interface LoadFailedProps {
  error: unknown;
  onRetry: () => void;
}

/**
 * A query of the console that failed: the reason in words, and a way to try again. A session that
 * ended meanwhile goes where every ended session goes.
 */
export function LoadFailed({ error, onRetry }: LoadFailedProps) {
  const intl = useIntl();
  const sessionEnded = useSessionEnded();
  const code = queryErrorCode(error);
  useEffect(() => {
    if (code === 'UNAUTHENTICATED') sessionEnded();
  }, [code, sessionEnded]);
  return (
    <>
      <FormError message={formatQueryError(intl, error)} unavailable={code === null || code === 'SERVICE_UNAVAILABLE'} />
      {code === 'FORBIDDEN' ? null : (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {intl.formatMessage(m.retry)}
        </button>
      )}
    </>
  );
}
