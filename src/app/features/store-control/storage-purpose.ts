import type { MessageDescriptor } from 'react-intl';
import { localeCookieName } from '../../../shared/locale';
import { cookiePurposeMessages, storagePurposeMessages } from './messages';

function isKnownKey(key: string): key is Exclude<keyof typeof storagePurposeMessages, 'unknown'> {
  return key !== 'unknown' && Object.hasOwn(storagePurposeMessages, key);
}

/** The purpose of a portal key, for /storeControl. */
export function storageControlPurpose(key: string): MessageDescriptor {
  return isKnownKey(key) ? storagePurposeMessages[key] : storagePurposeMessages.unknown;
}

/** The purpose of a cookie the portal sets, by its name (`portal_session`, `__Host-portal_session`, …). */
export function cookiePurpose(name: string): MessageDescriptor {
  if (name.endsWith('portal_session')) return cookiePurposeMessages.session;
  if (name.endsWith('portal_login_attempt')) return cookiePurposeMessages.loginAttempt;
  if (name.endsWith('portal_device')) return cookiePurposeMessages.device;
  if (name === localeCookieName) return cookiePurposeMessages.locale;
  return cookiePurposeMessages.other;
}
