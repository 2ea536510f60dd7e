/** Every time-dependent rule reads the time from here, so tests can move it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Timestamps are stored as ISO-8601 UTC strings: they sort and compare as text on SQLite and PostgreSQL alike. */
export function iso(date: Date): string {
  return date.toISOString();
}

export function addMs(date: Date, ms: number): Date {
  return new Date(date.getTime() + ms);
}

export function secondsUntil(later: string | Date, now: Date): number {
  const target = typeof later === 'string' ? Date.parse(later) : later.getTime();
  return Math.max(1, Math.ceil((target - now.getTime()) / 1000));
}
