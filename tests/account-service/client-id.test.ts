// A registered app's id is typed on command lines (`accounts clients rotate-secret ID`): it never
// starts with '-', which the CLI would read as an option (1 id in 64 did, and was refused).
import { describe, expect, it } from 'vitest';
import { newClientId } from '../../src/account-service/oauth-clients/client-secret';

describe('a new client_id', () => {
  it('is 22 base64url characters, all different, none starting with a hyphen', () => {
    const ids = Array.from({ length: 2000 }, () => newClientId());
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_][A-Za-z0-9_-]{21}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
