// The mails' English texts: the keys and placeholders of ja.ts.
import type { MailKey } from './ja.js';

export const en: Record<MailKey, string> = {
  product: 'Account Portal',
  greeting: 'Dear {name},',
  greetingAnonymous: 'Hello, this is {product}.',

  'loginCode.subject': '[{product}] Your sign-in code',
  'loginCode.code': 'Your sign-in code',
  'loginCode.enterWithin': 'Enter it on the sign-in page within 10 minutes (until {until}). It works once.',
  'loginCode.notYou': 'If you did not try to sign in, ignore this mail and consider changing your password: someone may know it.',

  'lockNotice.subject': '[{product}] Your account was locked for a while',
  'lockNotice.locked': 'After repeated failed sign-ins, your account is locked until {until}. It unlocks by itself.',
  'lockNotice.notYou': 'If these attempts were not yours, someone may be trying to guess your password. You can set a new password here:',

  'reissue.subject': '[{product}] Reset your password',
  'reissue.received': 'We received a request to reset the password of your account (login ID: {loginId}).',
  'reissue.byAdministrator': 'An administrator sent you a link to reset the password of your account (login ID: {loginId}).',
  'reissue.openWithin': 'Open this link within 30 minutes (until {until}) to set a new password:',
  'reissue.once': 'The link works once; a newer request replaces it.',
  'reissue.notYou': 'If you did not ask for this, ignore this mail: your password stays as it is. If it happens again, contact support.',

  'invitation.subject': '[{product}] Your account is ready: set your password',
  'invitation.created': 'An account has been created for you (login ID: {loginId}).',
  'invitation.openWithin': 'Open this link within 72 hours (until {until}) to set your password:',
  'invitation.expired': 'The link works once. If it has expired, ask for a new one here:',
  'invitation.notYou': 'If you did not expect this mail, ignore it.',

  'passwordChanged.subject': '[{product}] Your password was changed',
  'passwordChanged.changed': 'The password of your account was changed on {at}. {via, select, reset {You were signed out everywhere; sign in again with the new password.} other {Your other sign-ins were ended.}}',
  'passwordChanged.notYou': 'If this was not you, someone may have access to your mail or account: set a new password at once here and contact support:',

  'emailChangeCode.subject': '[{product}] Confirm your new e-mail address',
  'emailChangeCode.requested': 'Someone asked to use this address for their {product} account.',
  'emailChangeCode.code': 'Confirmation code',
  'emailChangeCode.enterWithin': 'Enter it on the e-mail change page within 30 minutes (until {until}). Nothing changes until it is entered.',
  'emailChangeCode.notYou': 'If you did not ask for this, ignore this mail: this address will not be used.',

  'emailChanged.subject': '[{product}] Your e-mail address was changed',
  'emailChanged.changed': 'The e-mail address of your account was changed to {maskedNewEmail} on {at}. Mails from {product} now go there; this is the last one to this address.',
  'emailChanged.notYou': 'If this was not you, someone may have access to your account: set a new password at once with your login ID here and contact support:',

  'newDevice.subject': '[{product}] A sign-in from a new device',
  'newDevice.signedIn': 'On {at}, someone signed in to your account from a device it had not used before.',
  'newDevice.device': 'Device: {device}',
  'newDevice.ip': 'IP address: {ip}',
  'newDevice.ifYou': 'If this was you, there is nothing to do. Your signed-in devices and your activity are on this page:',
  'newDevice.notYou': 'If this was not you, open this link and press "This was not me": every device is signed out and you are asked to set a new password (the link works once, for 7 days).',
  'device.unknown': 'an unknown device',
  'device.named': '{browser} on {os}',

  'notMe.subject': '[{product}] We have secured your account',
  'notMe.done': 'As you reported "This was not me", on {at} every device was signed out and the codes and links already sent stopped working.',
  'notMe.setPassword': 'Set a new password with this link (within 30 minutes, once). If it has expired, ask for a new one on the password reissue page.',

  'passkey.subject': '[{product}] A passkey {change, select, added {was added} other {was removed}}',
  'passkey.changed': 'On {at}, the passkey "{name}" was {change, select, added {added to} other {removed from}} your account.',
  'passkey.notYou': 'If this was not you, press "This was not me" on this page and change your password:',
};
