// Why the user is on /login, passed by the page that sent them there (router state, so a link from
// elsewhere cannot put words on the page): a signed-in page while signed out, an ended session, or a
// sign-in attempt that is over (its error code).
import type { IntlShape } from 'react-intl';
import type { ErrorCode } from '../gql/graphql';
import { notMeOutcomeMessages } from './messages';

/** What a 「心当たりがない」 report did besides ending every session (ReportNotMePayload). */
export interface NotMeOutcome {
  removedPasskeys: readonly string[];
  /** Where the reset link went, masked. */
  resetLinkSentTo: string | null;
  addressRestored: boolean;
}

export type LoginReason =
  | { kind: 'signedOut' }
  | { kind: 'sessionEnded' }
  /** 「心当たりがない」 ended every session: a new password comes by mail. */
  | { kind: 'notMe'; outcome?: NotMeOutcome }
  | { kind: 'attemptOver'; code: AttemptOverCode };

/** The report's outcome from its payload (the fields are null when it failed). */
export function notMeOutcomeOf(payload: { removedPasskeys?: readonly string[] | null; resetLinkSentTo?: string | null; addressRestored?: boolean | null }): NotMeOutcome {
  return { removedPasskeys: payload.removedPasskeys ?? [], resetLinkSentTo: payload.resetLinkSentTo ?? null, addressRestored: payload.addressRestored ?? false };
}

/** The outcome in sentences: where the reset link went, an address given back, passkeys removed. */
export function describeNotMeOutcome(intl: IntlShape, outcome: NotMeOutcome): string[] {
  const lines: string[] = [];
  if (outcome.resetLinkSentTo) lines.push(intl.formatMessage(notMeOutcomeMessages.resetLinkSent, { address: outcome.resetLinkSentTo }));
  if (outcome.addressRestored) lines.push(intl.formatMessage(notMeOutcomeMessages.addressRestored));
  if (outcome.removedPasskeys.length > 0) {
    lines.push(intl.formatMessage(notMeOutcomeMessages.passkeysRemoved, { names: intl.formatList(outcome.removedPasskeys), count: outcome.removedPasskeys.length }));
  }
  return lines;
}

function readOutcome(value: unknown): NotMeOutcome | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { removedPasskeys, resetLinkSentTo, addressRestored } = value as Record<string, unknown>;
  if (!Array.isArray(removedPasskeys) || !removedPasskeys.every((name) => typeof name === 'string')) return undefined;
  if (resetLinkSentTo !== null && typeof resetLinkSentTo !== 'string') return undefined;
  return { removedPasskeys, resetLinkSentTo, addressRestored: addressRestored === true };
}

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
  const reason = (state as Partial<LoginRouteState>).loginReason as Partial<{ kind: string; code: string; outcome: unknown }> | undefined;
  if (reason?.kind === 'signedOut') return { kind: 'signedOut' };
  if (reason?.kind === 'sessionEnded') return { kind: 'sessionEnded' };
  if (reason?.kind === 'notMe') {
    const outcome = readOutcome(reason.outcome);
    return outcome ? { kind: 'notMe', outcome } : { kind: 'notMe' };
  }
  if (reason?.kind === 'attemptOver' && typeof reason.code === 'string' && isAttemptOverCode(reason.code)) {
    return { kind: 'attemptOver', code: reason.code };
  }
  return null;
}
