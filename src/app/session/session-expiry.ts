// When to warn that an idle session is about to end, and when it has ended, from the stored login
// information (expiresAt and the idle timeout the server answered with the viewer).
import { useEffect, useState } from 'react';
import type { LoginInfo } from './login-info-store';

/** The warning comes at most this long before the idle expiry... */
export const maxWarningLeadMs = 120_000;

/**
 * ...and never earlier than a third of the idle timeout: the server writes use at most once a minute
 * (a quarter of the timeout when that is shorter), so a request made once the warning shows is
 * always recorded and really extends the session.
 */
export function warningLeadMs(idleTimeoutSeconds: number | null): number {
  if (idleTimeoutSeconds === null || idleTimeoutSeconds <= 0) return maxWarningLeadMs;
  return Math.min(maxWarningLeadMs, (idleTimeoutSeconds * 1000) / 3);
}

export type ExpiryPhase = 'active' | 'warning' | 'ended';

export interface SessionExpiry {
  phase: ExpiryPhase;
  /** Epoch milliseconds of the idle expiry (NaN without a session). */
  expiresAt: number;
}

export function expiryPhase(expiresAt: number, leadMs: number, now: number): ExpiryPhase {
  if (Number.isNaN(expiresAt) || now >= expiresAt) return 'ended';
  return now >= expiresAt - leadMs ? 'warning' : 'active';
}

// setTimeout holds at most 2^31-1 ms; a longer wait is taken in steps.
const longestTimeoutMs = 2_147_483_647;

/**
 * The phase of the stored session, kept current by a timer set to the next change (and checked
 * again when the tab becomes visible: a sleeping computer or a background tab delays timers).
 * `info` null: no session to watch ('active', so nothing happens).
 */
export function useSessionExpiry(info: LoginInfo | null): SessionExpiry {
  const [now, setNow] = useState(() => Date.now());
  const expiresAt = info ? Date.parse(info.expiresAt) : Number.NaN;
  const leadMs = warningLeadMs(info?.idleTimeoutSeconds ?? null);
  const watching = info !== null;

  useEffect(() => {
    if (!watching) return;
    const tick = () => setNow(Date.now());
    const current = Date.now();
    // The stored information changed (another tab, a refresh): look again now.
    if (expiryPhase(expiresAt, leadMs, current) !== expiryPhase(expiresAt, leadMs, now)) tick();
    const next = current < expiresAt - leadMs ? expiresAt - leadMs : current < expiresAt ? expiresAt : null;
    const timer = next === null ? undefined : setTimeout(tick, Math.min(next - current, longestTimeoutMs));
    const onVisible = () => {
      if (document.visibilityState === 'visible') tick();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [watching, expiresAt, leadMs, now]);

  if (!watching) return { phase: 'active', expiresAt };
  return { phase: expiryPhase(expiresAt, leadMs, now), expiresAt };
}
