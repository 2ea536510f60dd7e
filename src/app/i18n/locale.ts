import type { Locale as AccountLocale } from '../gql/graphql';

// The UI locales. Japanese is the default and carries every text in its defaultMessage.
export const appLocales = ['ja', 'en'] as const;
export type AppLocale = (typeof appLocales)[number];
export const defaultLocale: AppLocale = 'ja';

/** localStorage key of the locale chosen in this browser (the header's language switch, the account page). */
export const localeStorageKey = 'portal.locale';

export function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (appLocales as readonly string[]).includes(value);
}

export function fromAccountLocale(locale: AccountLocale): AppLocale {
  return locale === 'EN' ? 'en' : 'ja';
}

export function readStoredLocale(): AppLocale | null {
  try {
    const stored = localStorage.getItem(localeStorageKey);
    return isAppLocale(stored) ? stored : null;
  } catch {
    return null;
  }
}

/**
 * This browser's choice (the language switch) when made, else the signed-in account's preferred
 * language, else Japanese.
 */
export function resolveInitialLocale(accountLocale: AppLocale | null | undefined): AppLocale {
  return readStoredLocale() ?? accountLocale ?? defaultLocale;
}
