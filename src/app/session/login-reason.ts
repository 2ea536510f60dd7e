// Why the user is on /login, passed by the page that sent them there (router state, so a link from
// elsewhere cannot put words on the page): a signed-in page while signed out, an ended session, or a
// sign-in attempt that is over (its error code).
import type { ErrorCode } from '../gql/graphql';

export type LoginReason =
  | { kind: 'signedOut' }
  | { kind: 'sessionEnded' }
  /** 「これは自分ではない」 ended every session: a new password comes by mail. */
  | { kind: 'notMe' }
  | { kind: 'attemptOver'; code: AttemptOverCode };

/** The codes after which a sign-in attempt cannot go on: the user starts again at /login. */
export const attemptOverCodes = ['CODE_EXPIRED', 'TOO_MANY_ATTEMPTS', 'LOGIN_ATTEMPT_INVALID'] as const satisfies readonly ErrorCode[];
export type AttemptOverCode = (typeof attemptOverCodes)[number];

export function isAttemptOverCode(code: string): code is AttemptOverCode {
  return (attemptOverCodes as readonly string[]).includes(code);
}

interface LoginRouteState {
  loginReason: LoginReason;
}

/** The router state that carries a reason to /login. */
export function loginReasonState(reason: LoginReason): LoginRouteState {
  return { loginReason: reason };
}

/** The reason in a location's state, if it holds a valid one. */
export function readLoginReason(state: unknown): LoginReason | null {
  if (typeof state !== 'object' || state === null) return null;
  const reason = (state as Partial<LoginRouteState>).loginReason as Partial<{ kind: string; code: string }> | undefined;
  if (reason?.kind === 'signedOut') return { kind: 'signedOut' };
  if (reason?.kind === 'sessionEnded') return { kind: 'sessionEnded' };
  if (reason?.kind === 'notMe') return { kind: 'notMe' };
  if (reason?.kind === 'attemptOver' && typeof reason.code === 'string' && isAttemptOverCode(reason.code)) {
    return { kind: 'attemptOver', code: reason.code };
  }
  return null;
}
