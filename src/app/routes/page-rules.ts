import type { Role } from '../gql/graphql';

/** Every named route of the portal (the one-time code page is `oneTimeCode`). */
export type RouteName =
  | 'login'
  | 'loginRecovery'
  | 'oneTimeCode'
  | 'topPage'
  | 'passwordReissue'
  | 'passwordReset'
  | 'accountEdit'
  | 'accountEditMailAddress'
  | 'accountEditPassword'
  | 'storeControl'
  | 'accessibility'
  | 'logout'
  | 'logoutButton'
  | 'security'
  | 'notMe'
  | 'myData'
  | 'oauthInteraction'
  | 'admin'
  | 'adminAccounts'
  | 'adminAccountNew'
  | 'adminAccount'
  | 'adminAudit'
  | 'adminClients'
  | 'adminNotFound'
  | 'notFound';

export type PageAccess =
  /** For signed-out visitors: a signed-in user is sent to the top page. */
  | { kind: 'public' }
  /** Only for a signed-in account with one of these roles. */
  | { kind: 'signedIn'; roles: readonly Role[] }
  /** Anyone, signed in or not. */
  | { kind: 'any' };

export interface PageRule {
  path: string;
  access: PageAccess;
  /** Whether an account that must change its password may still open this page. */
  allowedWhileMustChangePassword: boolean;
}

const publicPage: PageAccess = { kind: 'public' };
const anyone: PageAccess = { kind: 'any' };
const signedIn: PageAccess = { kind: 'signedIn', roles: ['USER', 'ADMIN'] };
const administrators: PageAccess = { kind: 'signedIn', roles: ['ADMIN'] };

// The page table is convenience for the user; the gateway enforces the same rules on every resolver.
export const pageRules: Readonly<Record<RouteName, PageRule>> = {
  login: { path: '/login', access: publicPage, allowedWhileMustChangePassword: false },
  // 「パスキーを使えないとき」: a passkey-first account's recovery (a recovery code, then the mailed code).
  loginRecovery: { path: '/loginRecovery', access: publicPage, allowedWhileMustChangePassword: false },
  oneTimeCode: { path: '/oneTimeCode', access: publicPage, allowedWhileMustChangePassword: false },
  topPage: { path: '/topPage', access: signedIn, allowedWhileMustChangePassword: false },
  passwordReissue: { path: '/passwordReissue', access: publicPage, allowedWhileMustChangePassword: false },
  // A reset link may be opened while signed in: the reset ends every session anyway.
  // Also for an account that must change its password: it may be exactly the one that forgot it.
  passwordReset: { path: '/passwordReset', access: anyone, allowedWhileMustChangePassword: true },
  accountEdit: { path: '/accountEdit', access: signedIn, allowedWhileMustChangePassword: false },
  accountEditMailAddress: {
    path: '/accountEditMailAddress',
    access: signedIn,
    allowedWhileMustChangePassword: false,
  },
  accountEditPassword: { path: '/accountEditPassword', access: signedIn, allowedWhileMustChangePassword: true },
  storeControl: { path: '/storeControl', access: anyone, allowedWhileMustChangePassword: false },
  accessibility: { path: '/accessibility', access: anyone, allowedWhileMustChangePassword: true },
  logout: { path: '/logout', access: anyone, allowedWhileMustChangePassword: true },
  logoutButton: { path: '/logoutButton', access: anyone, allowedWhileMustChangePassword: true },
  security: { path: '/security', access: signedIn, allowedWhileMustChangePassword: false },
  // The new-device mail's link works signed out, signed in, and while a new password is required.
  notMe: { path: '/notMe', access: anyone, allowedWhileMustChangePassword: true },
  // A data-download mail's link: only for the account that asked, signed in (signed out: /login and back).
  myData: { path: '/myData', access: signedIn, allowedWhileMustChangePassword: false },
  // Another app signing the person in with their portal account: signed out, the page leads to /login and back.
  oauthInteraction: { path: '/oauth/interaction/:id', access: anyone, allowedWhileMustChangePassword: false },
  // The admin console. `/admin` itself leads to the account list; any other /admin/… path is the
  // not-found page for administrators and the forbidden notice for everyone else, like its pages.
  admin: { path: '/admin', access: administrators, allowedWhileMustChangePassword: false },
  adminAccounts: { path: '/admin/accounts', access: administrators, allowedWhileMustChangePassword: false },
  adminAccountNew: { path: '/admin/accounts/new', access: administrators, allowedWhileMustChangePassword: false },
  adminAccount: { path: '/admin/accounts/:accountCode', access: administrators, allowedWhileMustChangePassword: false },
  adminAudit: { path: '/admin/audit', access: administrators, allowedWhileMustChangePassword: false },
  adminClients: { path: '/admin/clients', access: administrators, allowedWhileMustChangePassword: false },
  adminNotFound: { path: '/admin/*', access: administrators, allowedWhileMustChangePassword: false },
  notFound: { path: '*', access: anyone, allowedWhileMustChangePassword: false },
};

/** Routes whose path has parameters or a wildcard: they are reached through their own helpers. */
type PatternRoute = 'notFound' | 'adminAccount' | 'adminNotFound' | 'oauthInteraction';

export function pathOf(name: Exclude<RouteName, PatternRoute>): string {
  return pageRules[name].path;
}

/** The admin console's page of one account. */
export function adminAccountPath(accountCode: string): string {
  return pageRules.adminAccount.path.replace(':accountCode', encodeURIComponent(accountCode));
}

/**
 * The pages the build prerenders (scripts/vite-prerender.ts, through server-entry.tsx) and the
 * gateway sends as HTML that already shows them: public pages only, whose first render depends on
 * nothing but the language (/passwordReset shows a reset link's form and checks the link once alive).
 */
export const prerenderedPaths: readonly string[] = [pathOf('login'), pathOf('passwordReissue'), pathOf('passwordReset')];

/**
 * Whether a page renders before Apollo Client is loaded: the prerendered pages, for a visitor who is
 * not signed in (apollo/apollo-handle.ts). Every other page renders once it is there.
 */
export function rendersWithoutApollo(path: string, signedIn: boolean): boolean {
  return !signedIn && prerenderedPaths.includes(path);
}

