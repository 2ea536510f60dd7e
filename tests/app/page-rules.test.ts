import { describe, expect, it } from 'vitest';
import { decideAccess, safeReturnTo, type Visitor } from '../../src/app/routes/page-access';
import { pageRules, type PageRule, type RouteName } from '../../src/app/routes/page-rules';

const user: Visitor = { role: 'USER', mustChangePassword: false, expired: false };
const admin: Visitor = { ...user, role: 'ADMIN' };

describe('the page table', () => {
  it('names every route of the portal with its path', () => {
    const paths = Object.fromEntries(Object.entries(pageRules).map(([name, rule]) => [name, rule.path]));
    expect(paths).toEqual({
      login: '/login',
      loginRecovery: '/loginRecovery',
      oneTimeCode: '/oneTimeCode',
      topPage: '/topPage',
      passwordReissue: '/passwordReissue',
      passwordReset: '/passwordReset',
      accountEdit: '/accountEdit',
      accountEditMailAddress: '/accountEditMailAddress',
      accountEditPassword: '/accountEditPassword',
      storeControl: '/storeControl',
      accessibility: '/accessibility',
      logout: '/logout',
      logoutButton: '/logoutButton',
      security: '/security',
      notMe: '/notMe',
      myData: '/myData',
      oauthInteraction: '/oauth/interaction/:id',
      admin: '/admin',
      adminAccounts: '/admin/accounts',
      adminAccountNew: '/admin/accounts/new',
      adminAccount: '/admin/accounts/:accountCode',
      adminAudit: '/admin/audit',
      adminClients: '/admin/clients',
      adminNotFound: '/admin/*',
      notFound: '*',
    });
  });

  it('opens every /admin/… page to administrators only', () => {
    const adminPages = (Object.keys(pageRules) as RouteName[]).filter((name) => pageRules[name].path.startsWith('/admin'));
    expect(adminPages.sort()).toEqual(['admin', 'adminAccount', 'adminAccountNew', 'adminAccounts', 'adminAudit', 'adminClients', 'adminNotFound']);
    for (const name of adminPages) {
      expect(pageRules[name].access).toEqual({ kind: 'signedIn', roles: ['ADMIN'] });
      expect(decideAccess(pageRules[name], user, pageRules[name].path)).toEqual({ kind: 'redirect', to: '/topPage', reason: 'forbidden' });
      expect(decideAccess(pageRules[name], admin, pageRules[name].path)).toEqual({ kind: 'allow' });
      expect(decideAccess(pageRules[name], { ...admin, mustChangePassword: true }, pageRules[name].path)).toMatchObject({ to: '/accountEditPassword' });
    }
  });

  it('opens the account pages to signed-in users and admins only', () => {
    const signedInPages = (Object.keys(pageRules) as RouteName[]).filter(
      (name) => pageRules[name].access.kind === 'signedIn' && !pageRules[name].path.startsWith('/admin'),
    );
    expect(signedInPages.sort()).toEqual(
      ['accountEdit', 'accountEditMailAddress', 'accountEditPassword', 'myData', 'security', 'topPage'].sort(),
    );
    for (const name of signedInPages) expect(pageRules[name].access).toEqual({ kind: 'signedIn', roles: ['USER', 'ADMIN'] });
  });

  it('lets an account that must change its password reach only the password pages (change, or reset by a link), a mail\'s "not me" link, logout and the accessibility statement', () => {
    const allowed = (Object.keys(pageRules) as RouteName[]).filter((name) => pageRules[name].allowedWhileMustChangePassword);
    expect(allowed.sort()).toEqual(['accessibility', 'accountEditPassword', 'logout', 'logoutButton', 'notMe', 'passwordReset']);
  });
});

describe('decideAccess', () => {
  it('sends a signed-out visitor of a signed-in page to login, remembering where to return', () => {
    expect(decideAccess(pageRules.topPage, null, '/topPage?tab=1')).toEqual({
      kind: 'redirect',
      to: '/login?returnTo=%2FtopPage%3Ftab%3D1',
      reason: 'signedOut',
    });
    expect(decideAccess(pageRules.login, null, '/login')).toEqual({ kind: 'allow' });
    expect(decideAccess(pageRules.storeControl, null, '/storeControl')).toEqual({ kind: 'allow' });
  });

  it('sends an expired session to /logout?reason=expired from signed-in pages, with the way back', () => {
    const expired = { ...user, expired: true };
    expect(decideAccess(pageRules.accountEdit, expired, '/accountEdit')).toMatchObject({
      to: '/logout?reason=expired&returnTo=%2FaccountEdit',
      reason: 'expired',
    });
    expect(decideAccess(pageRules.login, expired, '/login')).toEqual({ kind: 'allow' });
    expect(decideAccess(pageRules.logout, expired, '/logout?reason=expired')).toEqual({ kind: 'allow' });
  });

  it('sends a wrong role to the top page as forbidden', () => {
    const adminOnly: PageRule = { path: '/admin', access: { kind: 'signedIn', roles: ['ADMIN'] }, allowedWhileMustChangePassword: false };
    expect(decideAccess(adminOnly, user, '/admin')).toEqual({ kind: 'redirect', to: '/topPage', reason: 'forbidden' });
    expect(decideAccess(adminOnly, admin, '/admin')).toEqual({ kind: 'allow' });
  });

  it('holds an account that must change its password on the password page', () => {
    const must = { ...user, mustChangePassword: true };
    expect(decideAccess(pageRules.topPage, must, '/topPage')).toMatchObject({ to: '/accountEditPassword' });
    expect(decideAccess(pageRules.storeControl, must, '/storeControl')).toMatchObject({ to: '/accountEditPassword' });
    expect(decideAccess(pageRules.accountEditPassword, must, '/accountEditPassword')).toEqual({ kind: 'allow' });
    expect(decideAccess(pageRules.logoutButton, must, '/logoutButton')).toEqual({ kind: 'allow' });
  });

  it('sends a signed-in user on a sign-in page onward', () => {
    expect(decideAccess(pageRules.login, user, '/login')).toMatchObject({ to: '/topPage', reason: 'signedIn' });
    expect(decideAccess(pageRules.oneTimeCode, user, '/oneTimeCode?returnTo=%2FaccountEdit')).toMatchObject({
      to: '/accountEdit',
    });
    expect(decideAccess(pageRules.topPage, user, '/topPage')).toEqual({ kind: 'allow' });
  });

  it('only returns to same-site paths', () => {
    expect(safeReturnTo('/accountEdit?x=1')).toBe('/accountEdit?x=1');
    expect(safeReturnTo('//evil.example')).toBeNull();
    expect(safeReturnTo('/\\evil.example')).toBeNull();
    expect(safeReturnTo('https://evil.example')).toBeNull();
    expect(safeReturnTo(null)).toBeNull();
    expect(decideAccess(pageRules.login, user, '/login?returnTo=%2F%2Fevil.example')).toMatchObject({ to: '/topPage' });
  });
});
