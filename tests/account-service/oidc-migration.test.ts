// The OpenID Provider's migration: every existing account gets a `sub` of its own (random, never the
// login ID), and the migration goes down and up again cleanly on both databases.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as migration from '../../src/account-service/db/migrations/2027-02-09T0000-openid-provider';
import { createAccount } from '../../src/account-service/accounts/account-admin.service';
import { testDialects } from '../helpers/test-databases';
import { startHarness, type Harness } from './support';

describe.each(testDialects)('OpenID Provider migration (%s)', (dialect) => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness(dialect);
  });
  afterEach(async () => {
    await h?.close();
  });

  it('gives every account a random, unique, stable subject, backfilled for accounts made before it', async () => {
    await createAccount(h.service.db, { loginId: 'hanako', email: 'hanako@example.com', password: 'correct horse battery staple', name: '佐藤 花子', nameKana: 'サトウ ハナコ' }, h.clock);
    const made = await h.service.db.selectFrom('accounts').select(['login_id', 'oidc_subject']).orderBy('login_id').execute();
    for (const row of made) expect(row.oidc_subject).toMatch(/^[A-Za-z0-9_-]{22}$/);

    // Down and up again: the accounts that exist get new subjects, each its own.
    const db = h.service.db as never;
    await migration.down(db);
    await migration.up(db);
    const backfilled = await h.service.db.selectFrom('accounts').select(['login_id', 'oidc_subject']).orderBy('login_id').execute();
    expect(backfilled.map((r) => r.login_id)).toEqual(['hanako', 'taro']);
    const subjects = backfilled.map((r) => r.oidc_subject);
    for (const subject of subjects) expect(subject).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(subjects).size).toBe(2);
    expect(subjects).not.toContain('taro');

    // The subject is unique across accounts.
    await expect(h.service.db.updateTable('accounts').set({ oidc_subject: subjects[0]! }).where('login_id', '=', 'taro').execute()).rejects.toThrow();
    // The key version row starts at 0.
    expect(await h.service.db.selectFrom('oidc_key_version').select('version').executeTakeFirstOrThrow()).toEqual({ version: 0 });
  });
});
