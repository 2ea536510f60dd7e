// The CSPRNG bytes behind tokens, code salts and outbox ids come from a pool refilled 4 KiB at a time:
// every draw is fresh, whatever its size and wherever the pool is refilled, and none is handed out twice.
import { describe, expect, it } from 'vitest';
import { randomToken, secureRandomBytes, sortableId } from '../../src/account-service/lib/crypto';

describe('random bytes', () => {
  it('hands out distinct bytes of the size asked, across many refills of the pool', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const size = 1 + (i % 97);
      const bytes = secureRandomBytes(size);
      expect(bytes).toHaveLength(size);
      if (size >= 16) {
        const hex = bytes.toString('hex');
        expect(seen.has(hex)).toBe(false);
        seen.add(hex);
      }
    }
    // Not all zero: what is handed out is copied before the pool's copy is wiped.
    expect(secureRandomBytes(64).some((byte) => byte !== 0)).toBe(true);
  });

  it('makes 256-bit tokens and sortable ids that never repeat', () => {
    const tokens = new Set(Array.from({ length: 1000 }, () => randomToken()));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const ids = Array.from({ length: 1000 }, () => sortableId());
    expect(new Set(ids).size).toBe(1000);
    expect([...ids].sort()).toEqual(ids);
  });

  it('refuses more than the pool holds at once', () => {
    expect(() => secureRandomBytes(4097)).toThrow(RangeError);
  });
});
