// The rules of an app registered with the portal's OpenID Provider (the admin console's 「連携アプリ」
// and the accounts CLI): the account service stores what these return, and the SPA checks the same
// rules as the administrator types. Each function returns the form to store, or null when the value
// breaks the rule.
import { normalizeName } from './account-fields';

/** Every scope an app may be allowed, in the order lists show them; openid is required of every app. */
export const oauthScopes = ['openid', 'profile', 'email', 'offline_access', 'account:read', 'account:write'] as const;
export type OAuthScopeName = (typeof oauthScopes)[number];

/** How many redirect URIs (and post-logout redirect URIs) an app may have. */
export const redirectUrisMax = 10;
/** What one URI may hold at most, in characters. */
export const clientUriMaxLength = 2000;

/** An app's name: the rule of a person's name (NFKC, trimmed, 1-100 characters on one line). */
export const normalizeClientName = normalizeName;

// http is allowed only for a development server on this machine; everything else must be https.
const loopbackHosts: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A redirect or back-channel logout URI: absolute, https (http only on localhost, 127.0.0.1 or [::1]),
 * no fragment, no user name or password, printable ASCII only, in the URL's canonical form (the provider
 * matches redirect URIs character for character, so what is stored is what the app must send).
 */
export function normalizeClientUri(value: string): string | null {
  const uri = value.trim();
  if (uri.length === 0 || uri.length > clientUriMaxLength || !/^[\x21-\x7e]+$/.test(uri) || uri.includes('#')) return null;
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return null;
  }
  if (url.username !== '' || url.password !== '' || url.hostname === '') return null;
  // Only the URL's canonical form (lower-case scheme and host, `//` after the scheme, a path): a form
  // that browsers and libraries rewrite before sending would never match. No `*`: there are no
  // wildcards, and a literal one would only mislead.
  if (url.href !== uri || uri.includes('*')) return null;
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && loopbackHosts.has(url.hostname));
  return secure ? uri : null;
}

/** A list of URIs (duplicates count once), each by normalizeClientUri, with `min` to redirectUrisMax of them. */
export function normalizeClientUris(values: readonly string[], min: number): string[] | null {
  const uris: string[] = [];
  for (const value of values) {
    const uri = normalizeClientUri(value);
    if (uri === null) return null;
    if (!uris.includes(uri)) uris.push(uri);
  }
  return uris.length >= min && uris.length <= redirectUrisMax ? uris : null;
}

/**
 * The scopes an app may ask for: known ones only, openid among them; a value may hold several separated
 * by spaces (as in an OAuth scope parameter). Duplicates count once; the answer is in oauthScopes' order.
 */
export function normalizeClientScopes(values: readonly string[]): OAuthScopeName[] | null {
  const given = new Set(values.flatMap((value) => value.trim().split(/\s+/)).filter((scope) => scope !== ''));
  if (![...given].every((scope) => (oauthScopes as readonly string[]).includes(scope))) return null;
  if (!given.has('openid')) return null;
  return oauthScopes.filter((scope) => given.has(scope));
}
