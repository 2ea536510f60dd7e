import { useEffect, useState } from 'react';

/** Whole seconds left until `until` (ISO 8601), ticking every second; 0 once it has passed. */
export function useCountdown(until: string | null | undefined): number {
  const target = until ? Date.parse(until) : Number.NaN;
  const secondsLeft = () => (Number.isNaN(target) ? 0 : Math.max(0, Math.ceil((target - Date.now()) / 1000)));
  const [seconds, setSeconds] = useState(secondsLeft);

  useEffect(() => {
    const tick = () => setSeconds(Number.isNaN(target) ? 0 : Math.max(0, Math.ceil((target - Date.now()) / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [target]);

  return seconds;
}
