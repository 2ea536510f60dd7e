// A clock that only moves when a test says so.
export class ManualClock {
  #now: number;

  constructor(start: Date | string = '2026-11-21T00:00:00.000Z') {
    this.#now = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.#now);
  }

  set(date: Date | string): void {
    this.#now = new Date(date).getTime();
  }

  advance(ms: number): void {
    this.#now += ms;
  }

  advanceSeconds(seconds: number): void {
    this.advance(seconds * 1000);
  }

  advanceMinutes(minutes: number): void {
    this.advance(minutes * 60_000);
  }

  advanceHours(hours: number): void {
    this.advance(hours * 3_600_000);
  }
}
