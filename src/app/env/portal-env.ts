/** The environment data the server hands the SPA at run time, so one build runs everywhere. */
export interface PortalEnv {
  gatewayUrl: string;
  analytics: { scriptUrl: string } | null;
  supportContact: string | null;
  publicUrl: string | null;
  buildVersion: string | null;
  /** The cookies the portal sets, by name; HttpOnly ones are out of script's reach. */
  cookies: readonly PortalCookie[];
}

export interface PortalCookie {
  name: string;
  httpOnly: boolean;
}

export const defaultPortalEnv: PortalEnv = {
  gatewayUrl: '/graphql',
  analytics: null,
  supportContact: null,
  publicUrl: null,
  buildVersion: null,
  cookies: [],
};

// Plain checks rather than a schema library: this runs as every page opens, before any form, and
// /login must not download zod for it (the forms load theirs when first used, use-portal-form.ts).
const isString = (value: unknown): value is string => typeof value === 'string';
const isHttpUrl = (value: unknown): value is string => isString(value) && /^https?:\/\/[^/\s]/i.test(value) && URL.canParse(value);
// A same-origin path (never protocol-relative) or an http(s) URL.
const isGatewayUrl = (value: unknown): value is string => (isString(value) && /^\/(?![/\\])\S*$/.test(value)) || isHttpUrl(value);
const isText = (value: unknown): value is string => isString(value) && value.length >= 1 && value.length <= 500;
const cookieName = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]{1,200}$/;

function cookieOf(entry: unknown): PortalCookie | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const { name, httpOnly } = entry as Record<string, unknown>;
  return isString(name) && cookieName.test(name) && typeof httpOnly === 'boolean' ? { name, httpOnly } : null;
}

/** Each field on its own: a bad value falls back to its default and leaves the others alone. */
export function parsePortalEnv(value: unknown): PortalEnv {
  const raw = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const analytics = typeof raw.analytics === 'object' && raw.analytics !== null ? (raw.analytics as Record<string, unknown>) : null;
  return {
    gatewayUrl: isGatewayUrl(raw.gatewayUrl) ? raw.gatewayUrl : defaultPortalEnv.gatewayUrl,
    analytics: analytics && isHttpUrl(analytics.scriptUrl) ? { scriptUrl: analytics.scriptUrl } : null,
    supportContact: isText(raw.supportContact) ? raw.supportContact : null,
    publicUrl: isHttpUrl(raw.publicUrl) ? raw.publicUrl : null,
    buildVersion: isText(raw.buildVersion) ? raw.buildVersion : null,
    cookies: Array.isArray(raw.cookies) ? raw.cookies.flatMap((entry) => cookieOf(entry) ?? []) : [],
  };
}

const inlineElementId = 'portal-env';

/**
 * The server inlines the data into index.html; the Vite dev server does not, so then it is fetched
 * from /env.json; failing both, the defaults (the gateway on this origin, no analytics).
 */
export async function loadPortalEnv(fetchImpl: typeof fetch = fetch): Promise<PortalEnv> {
  const inline = document.getElementById(inlineElementId)?.textContent;
  if (inline) {
    try {
      return parsePortalEnv(JSON.parse(inline));
    } catch {
      // Not JSON: ask the server instead.
    }
  }
  try {
    const response = await fetchImpl('/env.json', {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(3000),
    });
    if (!response.ok) return defaultPortalEnv;
    return parsePortalEnv(await response.json());
  } catch {
    return defaultPortalEnv;
  }
}
