// The per-request context every resolver receives. Filled in by the gateway app (app.ts).
import type { GraphQLResolveInfo } from 'graphql';
import type { AccountApi, Caller, FieldAccess } from './account-api.client';
import type { SessionCookies } from './session-cookies';
import type { ViewerSession } from './viewer-session';

export interface GatewayContext {
  /** The end user's session token (from the cookie or the bearer header), if any. */
  sessionToken: string | null;
  /** Where the session token came from: a browser cookie, a program's bearer header, or nowhere. */
  sessionSource: 'cookie' | 'bearer' | null;
  /** The pending login attempt of this browser, from its HttpOnly cookie. */
  loginAttemptId: string | null;
  /** This browser's device cookie (sign-in risk rules), sent with a browser's sign-ins only. */
  deviceToken?: string | null;
  /** The end user's IP address, passed on to the account service for per-IP throttling. */
  clientIp: string;
  /** The end user's User-Agent, passed on so sessions and activity name the device. */
  userAgent?: string | undefined;
  /** This request's id, passed on so one request can be followed through both rooms' logs. */
  requestId?: string;
  /** This request's logger (failed REST calls are logged with its id). */
  log?: Caller['log'];
  /** When every call to the account service for this request must be over (Caller.deadline). */
  deadline?: number | undefined;
  /** The account service. */
  api: AccountApi;
  /** Cookie writes on this request's reply. */
  cookies: SessionCookies;
  /** The signed-in session, looked up at most once per request (see viewer-session.ts). */
  session: ViewerSession;
  /** Inside a guarded field only: its @auth rule, which its REST calls carry (auth.ts). */
  access?: FieldAccess | undefined;
  /** The guarded fields Query.viewer ran ahead of its own answer (viewer-prefetch.ts). */
  prefetched?: PrefetchedFields | undefined;
  /** The browser's OpenID Provider interaction cookie (oidc-proxy.ts), for oauthInteraction and its mutations. */
  oauthInteraction?: string | null;
}

/** The answers of the guarded fields a viewer ran ahead, by the viewer's place in the answer, field and arguments (prefetchedKey). */
export type PrefetchedFields = Map<string, Promise<unknown>>;

/**
 * Where a prefetched run is kept: under the viewer it was run for (its response path), so that a
 * second viewer of the document runs, and pays for, its own (page-budget.ts).
 */
export function prefetchedKey(viewerPath: GraphQLResolveInfo['path'] | undefined, key: string): string {
  let at = '';
  for (let p = viewerPath; p; p = p.prev) at = `${String(p.key)}.${at}`;
  return `${at} ${key}`;
}

/**
 * A field's run, told apart by its type, its name and its arguments: keys sorted at every depth, so
 * that any executor's order gives one key and nested inputs are never dropped from it.
 */
export function prefetchKey(typeName: string, fieldName: string, args: Record<string, unknown>): string {
  return `${typeName}.${fieldName}${canonicalJson(args)}`;
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const entries = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
