import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';

export interface AccountSettingsApi {
  /** Opens the account-settings modal; the focus returns to `opener` when it is dismissed. */
  open: (opener: HTMLElement) => void;
}

export const AccountSettingsContext = createContext<AccountSettingsApi | null>(null);

export function useAccountSettings(): AccountSettingsApi {
  const api = useContext(AccountSettingsContext);
  if (!api) throw new Error('useAccountSettings needs the main layout');
  return api;
}

/**
 * The modal's state, kept by the main layout so that it can make the page behind inert in the same
 * render. It belongs to the page it was opened on: any navigation closes it.
 */
export function useAccountSettingsHost(locationKey: string) {
  const [state, setState] = useState<{ opener: HTMLElement; locationKey: string } | null>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const api = useMemo<AccountSettingsApi>(
    () => ({ open: (opener) => setState({ opener, locationKey }) }),
    [locationKey],
  );
  const isOpen = state !== null && state.locationKey === locationKey;

  /** `returnFocus`: dismissed (Esc, 閉じる) rather than left through one of its links. */
  const close = useCallback(
    (returnFocus: boolean) => {
      returnFocusTo.current = returnFocus ? (state?.opener ?? null) : null;
      setState(null);
    },
    [state],
  );

  // After the commit that closed it, when the page is no longer inert and can take the focus back.
  useEffect(() => {
    if (isOpen) return;
    const target = returnFocusTo.current;
    returnFocusTo.current = null;
    if (target?.isConnected) target.focus();
  }, [isOpen]);

  return { api, isOpen, close };
}
