import { removePortalItem, writePortalItem } from './portal-storage';

/**
 * The reset link's token, kept for this tab only while the page is open: it leaves the address bar
 * (and history) at once, survives a reload, and is dropped when the password is set.
 */
export const resetTokenStorageKey = 'portal.password-reset-token';

export function saveResetToken(token: string): void {
  // Without storage the token lives in the page's memory only (see readResetToken's caller).
  writePortalItem('sessionStorage', resetTokenStorageKey, token);
}

export function readResetToken(): string | null {
  try {
    return sessionStorage.getItem(resetTokenStorageKey);
  } catch {
    return null;
  }
}

export function removeResetToken(): void {
  removePortalItem('sessionStorage', resetTokenStorageKey);
}
