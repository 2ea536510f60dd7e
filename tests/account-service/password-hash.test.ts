// The production cost of argon2id (PRODUCT.md: m=19 MiB, t=2, p=1 or stronger). The other suites use a
// cheap cost (tests/helpers/cheap-hashes.ts); this one loads the module fresh, as production does.
import { describe, expect, it, vi } from 'vitest';
// As the other suites see it (tests/helpers/cheap-hashes.ts ran first).
import * as cheap from '../../src/account-service/lib/password';

describe('password hashes', () => {
  it('are argon2id with m=19 MiB, t=2, p=1 unless a test asks otherwise', async () => {
    vi.resetModules();
    const fresh = await import('../../src/account-service/lib/password');
    const hash = await fresh.hashPassword('ｔｅｓｔ password 2026');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    // NFKC before hashing: the full-width spelling and the ASCII one are the same password.
    expect(await fresh.verifyPassword(hash, 'test password 2026')).toBe(true);
    expect(await fresh.verifyPassword(hash, 'test password 2027')).toBe(false);
  });

  it('are cheap in the other suites, which do not test the cost', async () => {
    expect(await cheap.hashPassword('kaze no oto 2026')).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
  });

  it('verify whatever cost a hash was made with: its parameters travel in it', async () => {
    vi.resetModules();
    const fresh = await import('../../src/account-service/lib/password');
    const production = await fresh.hashPassword('kaze no oto 2026');
    expect(await cheap.verifyPassword(production, 'kaze no oto 2026')).toBe(true);
  });
});
