import type { MessageCatalog } from './load-messages';

/** The English texts of 退会 (features/security's card, the dialog after signing in, the admin console's list). */
export const enClosing: MessageCatalog = {
  'closing.heading': 'Close your account',
  'closing.explanation': 'Deletes your account. For 30 days after you ask, you can cancel by signing in. After 30 days, the data cannot be restored.',
  'closing.open': 'Close account',
  'closing.confirmTitle': 'Close your account?',
  'closing.confirmDescription': 'You will be signed out on every device. On {date}, the following data will be deleted. It cannot be restored once deleted.',
  'closing.lostProfile': 'Your profile (name, reading, e-mail address, login ID, phone number, department)',
  'closing.lostSignIn': 'Your password, passkeys, authenticator app and recovery codes',
  'closing.lostActivity': 'Your activity (sign-ins and changes) and the list of signed-in devices',
  'closing.lostApps': 'Your connected apps (disconnected now)',
  'closing.keptAudit': "Records of administrators' actions are kept with the account code only. Save what you need with \"Download your data\" first.",
  'closing.confirm': 'Ask to close my account',
  'closing.cancel': 'Cancel',
  'closing.requested': 'We received your request to close your account. It will be deleted on {date}. Until then, you can cancel by signing in.',
  'closing.lastAdmin': 'You are the last administrator, so you cannot close your account. Make another account an administrator first.',
  'closingPending.title': 'Your account is being closed (it will be deleted on {date})',
  'closingPending.body':
    'We received a request to close this account. Once it is deleted, your profile, passkeys, activity and other data cannot be restored. If you cancel, you can use your account as before.',
  'closingPending.cancel': 'Cancel closing',
  'closingPending.logout': 'Log out',
  'closingPending.cancelled': 'Your account will not be closed',
  'adminClosing.heading': 'Accounts waiting for deletion',
  'adminClosing.explanation': 'Accounts whose owners asked to close them. Their personal data is deleted on the date shown; an operator can cancel with the CLI (npm run accounts -- closing cancel --login-id ID).',
  'adminClosing.empty': 'No account is waiting for deletion.',
  'adminClosing.code': 'Account code',
  'adminClosing.loginId': 'Login ID',
  'adminClosing.name': 'Name',
  'adminClosing.requestedAt': 'Requested',
  'adminClosing.deletesAt': 'Deleted on',
};
