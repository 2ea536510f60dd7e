import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { IntlProvider, type ResolvedIntlConfig } from 'react-intl';
import { loadMessages, type MessageCatalog } from './load-messages';
import { writePortalItem } from '../storage/portal-storage';
import { defaultLocale, localeStorageKey, type AppLocale } from './locale';

interface LocaleContextValue {
  locale: AppLocale;
  /** Switches the UI locale; `remember` also keeps it in this browser for the next visit. */
  setLocale: (locale: AppLocale, options?: { remember?: boolean }) => void;
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
  children: ReactNode;
}

export function LocaleProvider({ initialLocale, initialMessages, children }: LocaleProviderProps) {
  const [state, setState] = useState({ locale: initialLocale, messages: initialMessages });
  const requested = useRef(initialLocale);

  const setLocale = useCallback((locale: AppLocale, options?: { remember?: boolean }) => {
    // Storage may be unavailable (private mode); the choice then lasts for this page only.
    if (options?.remember) writePortalItem('localStorage', localeStorageKey, locale);
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

  const context = useMemo(() => ({ locale: state.locale, setLocale }), [state.locale, setLocale]);

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
