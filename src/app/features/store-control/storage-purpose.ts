import type { MessageDescriptor } from 'react-intl';
import { storagePurposeMessages } from './messages';

function isKnownKey(key: string): key is Exclude<keyof typeof storagePurposeMessages, 'unknown'> {
  return key !== 'unknown' && Object.hasOwn(storagePurposeMessages, key);
}

/** The purpose of a portal key, for /storeControl. */
export function storageControlPurpose(key: string): MessageDescriptor {
  return isKnownKey(key) ? storagePurposeMessages[key] : storagePurposeMessages.unknown;
}
