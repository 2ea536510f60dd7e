import type { Locale as AccountLocale } from '../gql/graphql';
import { writePortalItem } from '../storage/portal-storage';
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

/** A UI language (a page's, `intl.locale`) as the schema's Locale: what the sign-in's code mail is written in. */
export function toAccountLocale(locale: string): AccountLocale {
  return locale === 'en' ? 'EN' : 'JA';
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
 * This browser's choice (the language switch) when made, else the language an app asked for on the
 * pages of its sign-in (`appLocale`, OpenID Connect's ui_locales), unless the locale cookie says this
 * browser chose one before, else the signed-in account's preferred language, else the language the
 * server chose for this visit (Accept-Language), else Japanese.
 */
export function resolveInitialLocale(accountLocale: AppLocale | null | undefined, serverLocale: AppLocale | null = null, appLocale: AppLocale | null = null): AppLocale {
  const chosen = readStoredLocale();
  if (chosen) return chosen;
  if (appLocale !== null && !isAppLocale(readLocaleCookie())) return appLocale;
  return accountLocale ?? serverLocale ?? defaultLocale;
}

/** The language an app asked for its sign-in (OAuthInteraction.locale), and the page of that sign-in. */
export interface AppLocaleWish {
  /** The interaction page's path (`/oauth/interaction/:id`). */
  path: string;
  locale: AppLocale;
}

/**
 * The app's language where it applies: on its interaction page, and on the sign-in pages that return
 * there (`returnTo`: /login, the code page, a session ended); null elsewhere.
 */
export function appLocaleAt(wish: AppLocaleWish | null, pathname: string, search: string): AppLocale | null {
  if (wish === null) return null;
  if (pathname === wish.path || new URLSearchParams(search).get('returnTo') === wish.path) return wish.locale;
  return null;
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

/** Whether this browser chose a language: the language switch's stored choice, or its cookie alone. */
export function browserChoseLocale(): boolean {
  return readStoredLocale() !== null || isAppLocale(readLocaleCookie());
}

/**
 * A signed-in account's language becomes this browser's choice unless the browser made one (issue 24,
 * D2): after logout the door stays in the language the user reads, rather than going back to the
 * browser's Accept-Language. A choice already made (the switch, or its cookie alone) is never changed.
 * The layout calls it on every signed-in page but an app's sign-in pages (appLocaleAt).
 */
export function adoptAccountLocale(locale: AppLocale): void {
  if (browserChoseLocale()) return;
  if (writePortalItem('localStorage', localeStorageKey, locale)) writeLocaleCookie(locale);
}

/** A choice remembered before the cookie existed (or a cookie cleared alone) is mirrored again. */
export function syncLocaleCookie(): void {
  const stored = readStoredLocale();
  if (stored !== null) writeLocaleCookie(stored);
}
