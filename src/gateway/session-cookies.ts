// How the session, the pending login attempt and the device cookie travel between the browser and the
// gateway. Browsers: HttpOnly cookies that script never sees. Programs: `Authorization: Bearer <token>`.
import type { FastifyReply, FastifyRequest } from 'fastify';

const ATTEMPT_MAX_AGE_SECONDS = 600; // the code's own lifetime: 10 minutes
// The account service refuses longer values (X-Session-Token maxLength), so they are not tokens.
const MAX_TOKEN_LENGTH = 128;
// The device cookie (made and checked by the account service: its contract's deviceToken, maxLength 256).
const MAX_DEVICE_TOKEN_LENGTH = 256;
// A browser keeps its device cookie as long as browsers let a cookie live (Chrome caps at 400 days);
// the account service decides how long it counts as known (NEW_DEVICE_LOOKBACK_DAYS).
const DEVICE_MAX_AGE_SECONDS = 400 * 24 * 3600;
const BEARER = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)\s*$/i;

export interface CookieNames {
  session: string;
  attempt: string;
  device: string;
}

/** `__Host-` pins the session cookie to this exact origin; browsers accept it only with Secure on https. */
export function cookieNames(secure: boolean): CookieNames {
  return {
    session: secure ? '__Host-portal_session' : 'portal_session',
    attempt: 'portal_login_attempt',
    device: secure ? '__Host-portal_device' : 'portal_device',
  };
}

export interface SessionTransport {
  sessionToken: string | null;
  sessionSource: 'cookie' | 'bearer' | null;
  loginAttemptId: string | null;
  /** This browser's device cookie (the sign-in risk rules); never a program's. */
  deviceToken: string | null;
}

export function readTransport(request: FastifyRequest, names: CookieNames): SessionTransport {
  const authorization = request.headers.authorization;
  // A program that sends a bearer token means that one, even if a cookie is around.
  if (authorization !== undefined) {
    const token = BEARER.exec(authorization)?.[1] ?? null;
    return {
      sessionToken: token !== null && token.length <= MAX_TOKEN_LENGTH ? token : null,
      sessionSource: token !== null ? 'bearer' : null,
      loginAttemptId: readCookie(request, names.attempt),
      deviceToken: readCookie(request, names.device, MAX_DEVICE_TOKEN_LENGTH),
    };
  }
  const cookie = readCookie(request, names.session);
  return {
    sessionToken: cookie,
    sessionSource: cookie !== null ? 'cookie' : null,
    loginAttemptId: readCookie(request, names.attempt),
    deviceToken: readCookie(request, names.device, MAX_DEVICE_TOKEN_LENGTH),
  };
}

function readCookie(request: FastifyRequest, name: string, maxLength = MAX_TOKEN_LENGTH): string | null {
  const value = request.cookies[name];
  return value && value.length <= maxLength ? value : null;
}

/** The cookie writes a resolver may do, bound to one reply. */
export interface SessionCookies {
  setSession(token: string, absoluteExpiresAt: string): void;
  clearSession(): void;
  setLoginAttempt(attemptId: string): void;
  clearLoginAttempt(): void;
  /** Keeps a new device cookie the account service made for this browser. */
  setDevice(token: string): void;
}

// SameSite=Lax lets a link from a mail open a signed-in page; Strict would look signed out there.
const sessionCookie = (secure: boolean) => Object.freeze({ httpOnly: true, secure, sameSite: 'lax', path: '/' } as const);
// The attempt cookie is only ever needed by the GraphQL endpoint, and never cross-site.
const attemptCookie = (secure: boolean) => Object.freeze({ httpOnly: true, secure, sameSite: 'strict', path: '/graphql' } as const);
const cookieOptions = Object.freeze({
  secure: { session: sessionCookie(true), attempt: attemptCookie(true), device: Object.freeze({ ...sessionCookie(true), maxAge: DEVICE_MAX_AGE_SECONDS }) },
  plain: { session: sessionCookie(false), attempt: attemptCookie(false), device: Object.freeze({ ...sessionCookie(false), maxAge: DEVICE_MAX_AGE_SECONDS }) },
});

export function sessionCookies(reply: FastifyReply, names: CookieNames, secure: boolean): SessionCookies {
  return new ReplyCookies(reply, names, cookieOptions[secure ? 'secure' : 'plain']);
}

// A class, not closures: every request gets one, few write a cookie.
class ReplyCookies implements SessionCookies {
  constructor(
    private readonly reply: FastifyReply,
    private readonly names: CookieNames,
    private readonly options: (typeof cookieOptions)['plain'],
  ) {}

  setSession(token: string, absoluteExpiresAt: string): void {
    const seconds = Math.floor((Date.parse(absoluteExpiresAt) - Date.now()) / 1000);
    this.reply.setCookie(this.names.session, token, { ...this.options.session, maxAge: Number.isFinite(seconds) ? Math.max(0, seconds) : 0 });
  }

  clearSession(): void {
    this.reply.clearCookie(this.names.session, this.options.session);
  }

  setLoginAttempt(attemptId: string): void {
    this.reply.setCookie(this.names.attempt, attemptId, { ...this.options.attempt, maxAge: ATTEMPT_MAX_AGE_SECONDS });
  }

  clearLoginAttempt(): void {
    this.reply.clearCookie(this.names.attempt, this.options.attempt);
  }

  // Never cleared at logout or by the storage page's "clear": it is what makes this browser known.
  setDevice(token: string): void {
    this.reply.setCookie(this.names.device, token, this.options.device);
  }
}
