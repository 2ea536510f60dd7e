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

export function sessionCookies(reply: FastifyReply, names: CookieNames, secure: boolean): SessionCookies {
  // SameSite=Lax lets a link from a mail open a signed-in page; Strict would look signed out there.
  const session = { httpOnly: true, secure, sameSite: 'lax', path: '/' } as const;
  // The attempt cookie is only ever needed by the GraphQL endpoint, and never cross-site.
  const attempt = { httpOnly: true, secure, sameSite: 'strict', path: '/graphql' } as const;
  return {
    setSession(token, absoluteExpiresAt) {
      const seconds = Math.floor((Date.parse(absoluteExpiresAt) - Date.now()) / 1000);
      reply.setCookie(names.session, token, { ...session, maxAge: Number.isFinite(seconds) ? Math.max(0, seconds) : 0 });
    },
    clearSession: () => void reply.clearCookie(names.session, session),
    setLoginAttempt: (attemptId) => void reply.setCookie(names.attempt, attemptId, { ...attempt, maxAge: ATTEMPT_MAX_AGE_SECONDS }),
    clearLoginAttempt: () => void reply.clearCookie(names.attempt, attempt),
  };
}
