// The interface languages, and how a first visit's language is chosen. The SPA and the gateway (which
// sends the prerendered pages already in the user's language) must choose alike, or the page would
// change language as it comes alive: pure functions and constants only.

export const uiLocales = ['ja', 'en'] as const;
export type UiLocale = (typeof uiLocales)[number];
export const defaultUiLocale: UiLocale = 'ja';

/**
 * The cookie that mirrors the language chosen in this browser (localStorage `portal.locale`), so the
 * server can send the first paint in it: script writes it, it holds nothing secret, and every request
 * carries it (hence a name, not a JSON value).
 */
export const localeCookieName = 'portal_locale';
/** A year: a choice of language is kept as long as the browser keeps it. */
export const localeCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

export function isUiLocale(value: unknown): value is UiLocale {
  return typeof value === 'string' && (uiLocales as readonly string[]).includes(value);
}

/**
 * The language of an Accept-Language header: the first of its ranges, by quality then order, whose
 * primary subtag is one of ours (`en-GB` is English); `*` means our default; null when none fits.
 */
export function localeFromAcceptLanguage(header: string | undefined): UiLocale | null {
  if (!header) return null;
  const ranges = header
    .split(',')
    .slice(0, 32)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { primary: tag.trim().toLowerCase().split('-')[0]!, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((range) => range.q > 0 && range.primary !== '')
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const range of ranges) {
    if (range.primary === '*') return defaultUiLocale;
    if (isUiLocale(range.primary)) return range.primary;
  }
  return null;
}

/** A first paint's language: the choice remembered in this browser (the cookie), else Accept-Language, else Japanese. */
export function negotiateLocale(cookieValue: string | undefined, acceptLanguage: string | undefined): UiLocale {
  if (isUiLocale(cookieValue)) return cookieValue;
  return localeFromAcceptLanguage(acceptLanguage) ?? defaultUiLocale;
}
