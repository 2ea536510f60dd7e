import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useAnalytics } from '../analytics/analytics';
import { useApolloHandle, useLoadedApollo } from '../apollo/app-apollo-context';
import { BackToTopButton } from '../components/ui/back-to-top-button';
import { replayEarlyClicks } from '../components/ui/early-events';
import { useHydrating } from '../components/ui/use-hydrating';
import { LoadingOverlay } from '../components/ui/loading-overlay';
import { uiMessages } from '../components/ui/messages';
import { NotificationList } from '../components/ui/notification-list';
import { PageModalContext } from '../components/ui/page-modal-context';
import { SupportNote } from '../components/ui/support-contact';
import { AccountSettingsContext, useAccountSettingsHost } from '../components/account-settings/account-settings-context';
import { keepFormDraftsForSignIn } from '../forms/form-draft-hold';
import { useLocale } from '../i18n/locale-provider';
import { adoptAccountLocale, appLocaleAt, resolveInitialLocale } from '../i18n/locale';
import { pathOf, rendersWithoutApollo } from '../routes/page-rules';
import { isLoginInfoExpired, useLoginInfo } from '../session/login-info-store';
import { useSessionExpiry } from '../session/session-expiry';
import { sessionEndedPath } from '../session/use-session-ended';
import { AppHeader } from './app-header';
import { layoutMessages } from './messages';
import { useAccessGuard } from './use-access-guard';
import { useFocusKeeper } from './use-focus-keeper';
import { useOutdatedBuildNotice } from './use-outdated-build-notice';
import './main-layout.css';
import './shell-widgets.css';

const mainId = 'main-content';
// Only signed-in pages ask for the viewer, so /login does not download the query hook.
const ViewerSync = lazy(() => import('./viewer-sync').then((m) => ({ default: m.ViewerSync })));
// Likewise the password-reset modal, with its strength meter and policy.
const ClosingPendingDialog = lazy(() => import('../components/closing/closing-pending-dialog').then((m) => ({ default: m.ClosingPendingDialog })));
const MustChangePasswordDialog = lazy(() =>
  import('../components/password/must-change-password-dialog').then((m) => ({ default: m.MustChangePasswordDialog })),
);
// The idle-expiry warning: loaded ahead while a session is watched (see below), shown near its end.
const loadSessionExpiryDialog = () => import('../session/session-expiry-dialog');
const SessionExpiryDialog = lazy(() => loadSessionExpiryDialog().then((m) => ({ default: m.SessionExpiryDialog })));
const AccountSettingsDialog = lazy(() =>
  import('../components/account-settings/account-settings-dialog').then((m) => ({ default: m.AccountSettingsDialog })),
);

/** The one layout around every page: header, notifications, loading overlay and the page guard. */
export function MainLayout() {
  const intl = useIntl();
  const location = useLocation();
  const apolloHandle = useApolloHandle();
  const { activity } = apolloHandle.channel;
  // Nothing is in flight in a prerendered page (the server snapshot), so it hydrates as sent.
  const busy = useSyncExternalStore(activity.subscribe, () => activity.getBusyCount() > 0, () => false);
  const loginInfo = useLoginInfo();
  const { decision, rule } = useAccessGuard(loginInfo);
  const signedIn = loginInfo !== null && !isLoginInfoExpired(loginInfo, Date.now());
  const onSignedInPage = decision.kind === 'allow' && signedIn && rule.access.kind === 'signedIn';
  // Apollo Client: the page waits for it unless it is one that renders without (page-rules.ts), which
  // loads it with the user's first move in it instead.
  const apollo = useLoadedApollo();
  const apolloWanted = !rendersWithoutApollo(location.pathname, signedIn);
  useEffect(() => {
    if (apollo) return;
    // A failed download is tried again with the next navigation, as a page's own code is.
    if (apolloWanted) {
      apolloHandle.load().catch(() => undefined);
      return;
    }
    // On a page that renders without it, the user's first move fetches it, so that a submit rarely waits.
    const events = ['focusin', 'pointerdown', 'keydown'] as const;
    const prefetch = () => {
      for (const type of events) document.removeEventListener(type, prefetch, true);
      apolloHandle.load().catch(() => undefined);
    };
    for (const type of events) document.addEventListener(type, prefetch, true);
    return () => {
      for (const type of events) document.removeEventListener(type, prefetch, true);
    };
  }, [apollo, apolloWanted, apolloHandle, location.key]);
  const pageReady = apollo !== null || !apolloWanted;
  // An account that must change its password does so before anything else, on every signed-in page.
  // An account waiting for deletion after 退会 may only cancel that or log out: the dialog, no page.
  const closingDeletesAt = onSignedInPage ? loginInfo.closingDeletesAt : null;
  const closing = closingDeletesAt !== null;
  const mustChangePassword = onSignedInPage && loginInfo.mustChangePassword && !closing;
  const accountSettings = useAccountSettingsHost(location.key);
  const accountSettingsOpen = accountSettings.isOpen && signedIn && !mustChangePassword && !closing;
  // A page's own modal (a confirmation) makes the rest inert, as the layout's dialogs do.
  const [pageModalOpen, setPageModalOpen] = useState(false);
  useAnalytics();

  // An idle session is announced before it ends, on every page but logout's own; when it does end,
  // a page that needed it goes the way of every ended session, with the way back to it.
  const navigate = useNavigate();
  const onLogoutPage = rule.path === pathOf('logout') || rule.path === pathOf('logoutButton');
  const expiry = useSessionExpiry(onLogoutPage ? null : loginInfo);
  const expiryWarning = expiry.phase === 'warning';
  const sessionEndedHere =
    expiry.phase === 'ended' && loginInfo !== null && decision.kind === 'allow' && rule.access.kind === 'signedIn' && !onLogoutPage;
  const currentPath = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (!sessionEndedHere) return;
    // The page's forms keep what was typed for the sign-in that comes back here.
    keepFormDraftsForSignIn();
    void navigate(sessionEndedPath(currentPath), { replace: true });
  }, [sessionEndedHere, currentPath, navigate]);
  const watchingExpiry = loginInfo !== null && !onLogoutPage;
  useEffect(() => {
    if (watchingExpiry) void loadSessionExpiryDialog().catch(() => undefined);
  }, [watchingExpiry]);

  // Buttons pressed on a prerendered page before it came alive are pressed now (early-events.ts).
  useEffect(() => replayEarlyClicks(), []);
  useOutdatedBuildNotice();

  // Every navigation starts at the top-left of the new page. A page the server sent drawn is not a
  // navigation: where the user scrolled it before it came alive stays.
  const fromServer = useRef(useHydrating());
  useEffect(() => {
    if (fromServer.current) fromServer.current = false;
    else window.scrollTo(0, 0);
  }, [location.key]);

  const { setLocale, serverLocale, appLocale } = useLocale();
  const appLocaleHere = appLocaleAt(appLocale, location.pathname, location.search);
  // The account's language becomes this browser's choice unless it made one (locale.ts), on the
  // portal's own signed-in pages: not on an app's sign-in pages, whose language is that sign-in's only.
  const adoptedLocale = onSignedInPage && appLocaleHere === null ? loginInfo.locale : null;
  useEffect(() => {
    if (adoptedLocale !== null) adoptAccountLocale(adoptedLocale);
  }, [adoptedLocale]);
  const wantedLocale = resolveInitialLocale(signedIn ? loginInfo.locale : null, serverLocale, appLocaleHere);
  useEffect(() => setLocale(wantedLocale), [wantedLocale, setLocale]);

  // The page is inert while busy or under a modal, which drops the focus; it comes back afterwards.
  // The notices sit between the header and the page, in the flow, so they never cover a control;
  // they stay outside the inert parts, so a notice raised under a modal is still read out and closable.
  const contentInert = busy || mustChangePassword || closing || accountSettingsOpen || pageModalOpen || expiryWarning;
  const headerRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  useFocusKeeper([headerRef, contentRef], contentInert);

  return (
    <div className="app-shell">
      <AccountSettingsContext.Provider value={accountSettings.api}>
        <div className="app-content" ref={headerRef} inert={contentInert} aria-busy={busy}>
          <a className="skip-link" href={`#${mainId}`}>
            {intl.formatMessage(uiMessages.skipToContent)}
          </a>
          <AppHeader userName={signedIn ? loginInfo.name : null} isAdmin={signedIn && loginInfo.role === 'ADMIN' && !loginInfo.mustChangePassword && loginInfo.closingDeletesAt === null} />
        </div>
        <NotificationList />
        <div className="app-content" ref={contentRef} inert={contentInert} aria-busy={busy}>
          <main id={mainId} className="app-main">
            <PageModalContext.Provider value={setPageModalOpen}>
              {decision.kind === 'allow' && pageReady && !closing ? <Outlet /> : null}
            </PageModalContext.Provider>
          </main>
          <footer className="app-footer">
            <Link to={pathOf('storeControl')}>{intl.formatMessage(layoutMessages.storeControl)}</Link>
            <Link to={pathOf('accessibility')}>{intl.formatMessage(layoutMessages.accessibility)}</Link>
            <SupportNote className="app-footer-support" />
          </footer>
          <BackToTopButton />
        </div>
      </AccountSettingsContext.Provider>
      {onSignedInPage && apollo ? (
        <Suspense fallback={null}>
          <ViewerSync key={location.key} />
        </Suspense>
      ) : null}
      {closingDeletesAt !== null && apollo ? (
        <div inert={busy || expiryWarning}>
          <Suspense fallback={null}>
            <ClosingPendingDialog deletesAt={closingDeletesAt} />
          </Suspense>
        </div>
      ) : null}
      {mustChangePassword && apollo ? (
        <div inert={busy || expiryWarning}>
          <Suspense fallback={null}>
            <MustChangePasswordDialog />
          </Suspense>
        </div>
      ) : null}
      {accountSettingsOpen && apollo ? (
        <div inert={busy || expiryWarning}>
          <Suspense fallback={null}>
            <AccountSettingsDialog onClose={accountSettings.close} />
          </Suspense>
        </div>
      ) : null}
      {expiryWarning && apollo ? (
        <Suspense fallback={null}>
          <SessionExpiryDialog expiresAt={expiry.expiresAt} />
        </Suspense>
      ) : null}
      <LoadingOverlay busy={busy} />
    </div>
  );
}
