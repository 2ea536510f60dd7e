// How the session and the pending login attempt travel between the browser and the gateway.
// Browsers: HttpOnly cookies that script never sees. Programs: `Authorization: Bearer <token>`.
import type { FastifyReply, FastifyRequest } from 'fastify';

const ATTEMPT_MAX_AGE_SECONDS = 600; // the code's own lifetime: 10 minutes
// The account service refuses longer values (X-Session-Token maxLength), so they are not tokens.
const MAX_TOKEN_LENGTH = 128;
const BEARER = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)\s*$/i;

export interface CookieNames {
  session: string;
  attempt: string;
}

/** `__Host-` pins the session cookie to this exact origin; browsers accept it only with Secure on https. */
export function cookieNames(secure: boolean): CookieNames {
  return { session: secure ? '__Host-portal_session' : 'portal_session', attempt: 'portal_login_attempt' };
}

export interface SessionTransport {
  sessionToken: string | null;
  sessionSource: 'cookie' | 'bearer' | null;
  loginAttemptId: string | null;
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
    };
  }
  const cookie = readCookie(request, names.session);
  return {
    sessionToken: cookie,
    sessionSource: cookie !== null ? 'cookie' : null,
    loginAttemptId: readCookie(request, names.attempt),
  };
}

function readCookie(request: FastifyRequest, name: string): string | null {
  const value = request.cookies[name];
  return value && value.length <= MAX_TOKEN_LENGTH ? value : null;
}

/** The cookie writes a resolver may do, bound to one reply. */
export interface SessionCookies {
  setSession(token: string, absoluteExpiresAt: string): void;
  clearSession(): void;
  setLoginAttempt(attemptId: string): void;
  clearLoginAttempt(): void;
}

// SameSite=Lax lets a link from a mail open a signed-in page; Strict would look signed out there.
const sessionCookie = (secure: boolean) => Object.freeze({ httpOnly: true, secure, sameSite: 'lax', path: '/' } as const);
// The attempt cookie is only ever needed by the GraphQL endpoint, and never cross-site.
const attemptCookie = (secure: boolean) => Object.freeze({ httpOnly: true, secure, sameSite: 'strict', path: '/graphql' } as const);
const cookieOptions = Object.freeze({
  secure: { session: sessionCookie(true), attempt: attemptCookie(true) },
  plain: { session: sessionCookie(false), attempt: attemptCookie(false) },
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
}
