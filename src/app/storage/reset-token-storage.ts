import { removePortalItem, writePortalItem } from './portal-storage';

/**
 * A token that came in a mailed link (a password reset, a "this was not me" link), kept for this tab
 * only while its page is open: it leaves the address bar (and history) at once, survives a reload,
 * and is dropped when the link has been used or the page is left.
 */
export interface LinkTokenStore {
  save(token: string): void;
  read(): string | null;
  remove(): void;
}

function linkTokenStore(key: string): LinkTokenStore {
  return {
    // Without storage the token lives in the page's memory only (see the caller of read()).
    save: (token) => void writePortalItem('sessionStorage', key, token),
    read: () => {
      try {
        return sessionStorage.getItem(key);
      } catch {
        return null;
      }
    },
    remove: () => removePortalItem('sessionStorage', key),
  };
}

export const resetTokenStorageKey = 'portal.password-reset-token';
export const notMeTokenStorageKey = 'portal.not-me-token';

const resetTokens = linkTokenStore(resetTokenStorageKey);
export const saveResetToken = resetTokens.save;
export const readResetToken = resetTokens.read;
export const removeResetToken = resetTokens.remove;

/** The token of a new-device mail's "this was not me" link (/notMe). */
export const notMeTokens = linkTokenStore(notMeTokenStorageKey);
