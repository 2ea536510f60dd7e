import type { Role } from '../gql/graphql';

/** Every named route of the portal (the one-time code page is `oneTimeCode`). */
export type RouteName =
  | 'login'
  | 'oneTimeCode'
  | 'topPage'
  | 'passwordReissue'
  | 'passwordReset'
  | 'accountEdit'
  | 'accountEditMailAddress'
  | 'accountEditPassword'
  | 'storeControl'
  | 'logout'
  | 'logoutButton'
  | 'security'
  | 'notMe'
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

// The page table is convenience for the user; the gateway enforces the same rules on every resolver.
export const pageRules: Readonly<Record<RouteName, PageRule>> = {
  login: { path: '/login', access: publicPage, allowedWhileMustChangePassword: false },
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
  logout: { path: '/logout', access: anyone, allowedWhileMustChangePassword: true },
  logoutButton: { path: '/logoutButton', access: anyone, allowedWhileMustChangePassword: true },
  security: { path: '/security', access: signedIn, allowedWhileMustChangePassword: false },
  // The new-device mail's link works signed out, signed in, and while a new password is required.
  notMe: { path: '/notMe', access: anyone, allowedWhileMustChangePassword: true },
  notFound: { path: '*', access: anyone, allowedWhileMustChangePassword: false },
};

export function pathOf(name: Exclude<RouteName, 'notFound'>): string {
  return pageRules[name].path;
}
