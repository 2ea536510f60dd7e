import { matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { InitialPageFallback } from '../layout/initial-page-fallback';
import { MainLayout } from '../layout/main-layout';
import { pageRules, type RouteName } from './page-rules';

/** Route data read by the main layout (permissions) and by shared pages (their title). */
export interface RouteHandle {
  name: RouteName;
}

type LazyRoute = NonNullable<RouteObject['lazy']>;

// Every page is its own chunk, so /login downloads only what it needs.
const pages = {
  login: () => import('../features/login/login-page').then((m) => ({ Component: m.LoginPage })),
  loginRecovery: () => import('../features/login-recovery/login-recovery-page').then((m) => ({ Component: m.LoginRecoveryPage })),
  oneTimeCode: () => import('../features/one-time-code/one-time-code-page').then((m) => ({ Component: m.OneTimeCodePage })),
  topPage: () => import('../features/top-page/top-page').then((m) => ({ Component: m.TopPage })),
  passwordReissue: () =>
    import('../features/password-reissue/password-reissue-page').then((m) => ({ Component: m.PasswordReissuePage })),
  passwordReset: () =>
    import('../features/password-reset/password-reset-page').then((m) => ({ Component: m.PasswordResetPage })),
  accountEdit: () =>
    import('../features/account/account-edit/account-edit-page').then((m) => ({ Component: m.AccountEditPage })),
  accountEditMailAddress: () =>
    import('../features/account/email-change/email-change-page').then((m) => ({ Component: m.EmailChangePage })),
  accountEditPassword: () =>
    import('../features/account/password-change/password-change-page').then((m) => ({ Component: m.PasswordChangePage })),
  storeControl: () =>
    import('../features/store-control/store-control-page').then((m) => ({ Component: m.StoreControlPage })),
  accessibility: () =>
    import('../features/accessibility/accessibility-page').then((m) => ({ Component: m.AccessibilityPage })),
  logout: () => import('../features/logout/logout-page').then((m) => ({ Component: m.LogoutPage })),
  logoutButton: () =>
    import('../features/logout/logout-page').then((m) => ({ Component: m.LogoutButtonPage })),
  security: () => import('../features/security/security-page').then((m) => ({ Component: m.SecurityPage })),
  notMe: () => import('../features/not-me/not-me-page').then((m) => ({ Component: m.NotMePage })),
  myData: () => import('../features/my-data/my-data-page').then((m) => ({ Component: m.MyDataPage })),
  oauthInteraction: () =>
    import('../features/oauth/oauth-interaction-page').then((m) => ({ Component: m.OAuthInteractionPage })),
  adminAccounts: () =>
    import('../features/admin/account-search/account-search-page').then((m) => ({ Component: m.AccountSearchPage })),
  adminAccountNew: () => import('../features/admin/invite/invite-page').then((m) => ({ Component: m.InvitePage })),
  adminAccount: () =>
    import('../features/admin/account-detail/account-detail-page').then((m) => ({ Component: m.AccountDetailPage })),
  adminAudit: () => import('../features/admin/audit/audit-page').then((m) => ({ Component: m.AuditPage })),
  adminClients: () => import('../features/admin/clients/clients-page').then((m) => ({ Component: m.ClientsPage })),
  notFound: () => import('../features/not-found/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
} satisfies Record<string, LazyRoute>;

function page(name: Exclude<RouteName, 'notFound'>, lazy: LazyRoute): RouteObject {
  const handle: RouteHandle = { name };
  return { path: pageRules[name].path.slice(1), handle, lazy };
}

/** A route of the page table that leads elsewhere rather than showing a page of its own. */
function redirect(name: Exclude<RouteName, 'notFound'>, to: string): RouteObject {
  const handle: RouteHandle = { name };
  return { path: pageRules[name].path.slice(1), handle, element: <Navigate to={to} replace /> };
}

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    Component: MainLayout,
    HydrateFallback: InitialPageFallback,
    children: [
      { index: true, element: <Navigate to={pageRules.login.path} replace /> },
      page('login', pages.login),
      page('loginRecovery', pages.loginRecovery),
      page('oneTimeCode', pages.oneTimeCode),
      page('topPage', pages.topPage),
      page('passwordReissue', pages.passwordReissue),
      page('passwordReset', pages.passwordReset),
      page('accountEdit', pages.accountEdit),
      page('accountEditMailAddress', pages.accountEditMailAddress),
      page('accountEditPassword', pages.accountEditPassword),
      page('storeControl', pages.storeControl),
      page('accessibility', pages.accessibility),
      page('logout', pages.logout),
      page('logoutButton', pages.logoutButton),
      page('security', pages.security),
      page('notMe', pages.notMe),
      page('myData', pages.myData),
      page('oauthInteraction', pages.oauthInteraction),
      redirect('admin', pageRules.adminAccounts.path),
      page('adminAccounts', pages.adminAccounts),
      page('adminAccountNew', pages.adminAccountNew),
      page('adminAccount', pages.adminAccount),
      page('adminAudit', pages.adminAudit),
      page('adminClients', pages.adminClients),
      page('adminNotFound', pages.notFound),
      { path: '*', handle: { name: 'notFound' } satisfies RouteHandle, lazy: pages.notFound },
    ],
  },
];

export { prerenderedPaths } from './page-rules';

/** On #root of a prerendered page: the path it was rendered for. */
export const prerenderedRootAttribute = 'data-prerendered';

/**
 * Loads the code of the pages a path shows ahead of the router, so its first render is the page
 * itself, as the server rendered it, rather than the fallback shown while a page loads.
 */
export async function resolveLazyRoutes(path: string): Promise<void> {
  const matches = matchRoutes(appRoutes, path) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
