// DateTime answers ISO 8601 in UTC, whatever form the account service used. A value already in that
// form is passed on as it is, with no Date made (the account service's own form, on every answer):
// exactly when toISOString would have written the same text.
import { describe, expect, it } from 'vitest';
import { DateTime } from '../../src/gateway/resolvers/date-time.scalar';

const viaDate = (value: string) => new Date(value).toISOString();

describe('DateTime', () => {
  it('writes what toISOString writes for every value it takes', () => {
    for (const value of [
      '2026-11-26T22:54:39.501Z', '2024-02-29T00:00:00.000Z', '2000-02-29T12:00:00.000Z', '0000-01-01T00:00:00.000Z', '9999-12-31T23:59:59.999Z',
      // Not in the one form, or not a real date in it: read as a Date, as before.
      '2026-02-29T00:00:00.000Z', '1900-02-29T12:00:00.000Z', '2026-04-31T00:00:00.000Z', '2026-12-31T24:00:00.000Z',
      '2026-11-26T22:54:39Z', '2026-11-26T22:54:39.501+09:00', '2026-11-26',
    ]) {
      expect(DateTime.serialize(value)).toBe(viaDate(value));
    }
    expect(DateTime.serialize(new Date(Date.UTC(2026, 10, 26)))).toBe('2026-11-26T00:00:00.000Z');
  });

  it('keeps the account service\'s own form without making a Date', () => {
    const made = { count: 0 };
    const RealDate = globalThis.Date;
    globalThis.Date = new Proxy(RealDate, { construct: (target, args) => (made.count++, Reflect.construct(target, args)) });
    try {
      expect(DateTime.serialize('2026-11-26T22:54:39.501Z')).toBe('2026-11-26T22:54:39.501Z');
      expect(made.count).toBe(0);
      expect(DateTime.serialize('2026-11-26T22:54:39Z')).toBe('2026-11-26T22:54:39.000Z');
      expect(made.count).toBe(1);
    } finally {
      globalThis.Date = RealDate;
    }
  });

  it('refuses what is not a date-time', () => {
    for (const value of ['nonsense', '2026-13-10T00:00:00.000Z', '2026-12-31T23:59:60.000Z', 42, null]) {
      expect(() => DateTime.serialize(value)).toThrow(/DateTime cannot represent/);
    }
  });
});
