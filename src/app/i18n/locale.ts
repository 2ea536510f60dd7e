import type { Locale as AccountLocale } from '../gql/graphql';
import { defaultUiLocale, isUiLocale, localeCookieMaxAgeSeconds, localeCookieName, uiLocales, type UiLocale } from '../../shared/locale';

// The UI locales (src/shared/locale.ts, which the gateway's prerendered pages follow too). Japanese is
// the default and carries every text in its defaultMessage.
export const appLocales = uiLocales;
export type AppLocale = UiLocale;
export const defaultLocale: AppLocale = defaultUiLocale;

/** localStorage key of the locale chosen in this browser (the header's language switch, the account page). */
export const localeStorageKey = 'portal.locale';

export function isAppLocale(value: unknown): value is AppLocale {
  return isUiLocale(value);
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
 * language, else the language the server chose for this visit (Accept-Language), else Japanese.
 */
export function resolveInitialLocale(accountLocale: AppLocale | null | undefined, serverLocale: AppLocale | null = null): AppLocale {
  return readStoredLocale() ?? accountLocale ?? serverLocale ?? defaultLocale;
}

/** The language the server sent this document in (`<html lang>`): read at start, before the UI sets it. */
export function documentLocale(): AppLocale | null {
  const lang = document.documentElement.lang;
  return isAppLocale(lang) ? lang : null;
}

function readLocaleCookie(): string | null {
  const entry = document.cookie.split(/;\s*/).find((part) => part.startsWith(`${localeCookieName}=`));
  return entry === undefined ? null : entry.slice(localeCookieName.length + 1);
}

/**
 * Mirrors this browser's choice into the locale cookie, so the server's first paint is in it too
 * (null forgets it). The cookie holds nothing but `ja` or `en`.
 */
export function writeLocaleCookie(locale: AppLocale | null): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const value = locale ?? '';
  const maxAge = locale === null ? 0 : localeCookieMaxAgeSeconds;
  if (locale !== null && readLocaleCookie() === locale) return;
  document.cookie = `${localeCookieName}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

/** A choice remembered before the cookie existed (or a cookie cleared alone) is mirrored again. */
export function syncLocaleCookie(): void {
  const stored = readStoredLocale();
  if (stored !== null) writeLocaleCookie(stored);
}
