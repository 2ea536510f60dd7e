import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { IntlProvider, type ResolvedIntlConfig } from 'react-intl';
import { loadMessages, type MessageCatalog } from './load-messages';
import { writePortalItem } from '../storage/portal-storage';
import { defaultLocale, localeStorageKey, writeLocaleCookie, type AppLocale, type AppLocaleWish } from './locale';

interface LocaleContextValue {
  locale: AppLocale;
  /** Switches the UI locale; `remember` also keeps it in this browser for the next visit. */
  setLocale: (locale: AppLocale, options?: { remember?: boolean }) => void;
  /** The language the server chose for this visit (Accept-Language, or the locale cookie), if known. */
  serverLocale: AppLocale | null;
  /** The language an app asked for its sign-in (the interaction page says so; the layout applies it: locale.ts, appLocaleAt). */
  appLocale: AppLocaleWish | null;
  setAppLocale: (wish: AppLocaleWish | null) => void;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale needs a LocaleProvider');
  return value;
}

// Japanese is the source language, so a missing Japanese translation is expected, not an error.
const onIntlError: ResolvedIntlConfig['onError'] = (error) => {
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error);
};

interface LocaleProviderProps {
  initialLocale: AppLocale;
  initialMessages: MessageCatalog;
  /** What the server sent the document in (`<html lang>` at start); null under Vite or in tests. */
  serverLocale?: AppLocale | null;
  children: ReactNode;
}

export function LocaleProvider({ initialLocale, initialMessages, serverLocale = null, children }: LocaleProviderProps) {
  const [state, setState] = useState({ locale: initialLocale, messages: initialMessages });
  // For this page's life only: never remembered, so it is no choice of this browser's.
  const [appLocale, setAppLocaleState] = useState<AppLocaleWish | null>(null);
  const setAppLocale = useCallback(
    (wish: AppLocaleWish | null) => setAppLocaleState((previous) => (previous?.path === wish?.path && previous?.locale === wish?.locale ? previous : wish)),
    [],
  );
  const requested = useRef(initialLocale);

  const setLocale = useCallback((locale: AppLocale, options?: { remember?: boolean }) => {
    // Storage may be unavailable (private mode); the choice then lasts for this page only.
    // The cookie mirrors it, so the server sends the next first paint in this language.
    if (options?.remember && writePortalItem('localStorage', localeStorageKey, locale)) writeLocaleCookie(locale);
    if (requested.current === locale) return;
    requested.current = locale;
    void loadMessages(locale).then((messages) => {
      // A later request wins over a slower earlier one.
      if (requested.current === locale) setState({ locale, messages });
    });
  }, []);

  useEffect(() => {
    document.documentElement.lang = state.locale;
  }, [state.locale]);

  const context = useMemo(
    () => ({ locale: state.locale, setLocale, serverLocale, appLocale, setAppLocale }),
    [state.locale, setLocale, serverLocale, appLocale, setAppLocale],
  );

  return (
    <LocaleContext.Provider value={context}>
      <IntlProvider
        locale={state.locale}
        defaultLocale={defaultLocale}
        messages={state.messages}
        timeZone="Asia/Tokyo"
        onError={onIntlError}
      >
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}
