import * as z from 'zod/mini';

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

const httpUrl = z.string().check(z.refine((value) => /^https?:\/\/[^/\s]/i.test(value) && URL.canParse(value)));
// A same-origin path (never protocol-relative) or an http(s) URL.
const gatewayUrl = z.union([z.string().check(z.regex(/^\/(?![/\\])\S*$/)), httpUrl]);
const text = z.string().check(z.minLength(1), z.maxLength(500));
const cookie = z.object({ name: z.string().check(z.regex(/^[!#$%&'*+\-.^_`|~0-9A-Za-z]{1,200}$/)), httpOnly: z.boolean() });

/** Each field on its own: a bad value falls back to its default and leaves the others alone. */
function field<T>(schema: z.ZodMiniType<T>, value: unknown, fallback: T): T {
  const result = schema.safeParse(value);
  return result.success ? result.data : fallback;
}

export function parsePortalEnv(value: unknown): PortalEnv {
  const raw = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const analytics = field(z.object({ scriptUrl: httpUrl }), raw.analytics, null);
  return {
    gatewayUrl: field(gatewayUrl, raw.gatewayUrl, defaultPortalEnv.gatewayUrl),
    analytics: analytics ? { scriptUrl: analytics.scriptUrl } : null,
    supportContact: field(text, raw.supportContact, null),
    publicUrl: field(httpUrl, raw.publicUrl, null),
    buildVersion: field(text, raw.buildVersion, null),
    cookies: Array.isArray(raw.cookies)
      ? raw.cookies.flatMap((entry) => {
          const parsed = cookie.safeParse(entry);
          return parsed.success ? [{ name: parsed.data.name, httpOnly: parsed.data.httpOnly }] : [];
        })
      : [],
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
