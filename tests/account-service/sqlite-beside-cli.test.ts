// The accounts CLI and a running portal on the same SQLite file: a transaction of one that reads and
// then writes must not fail because the other committed in between ("database is locked" at once,
// SQLITE_BUSY_SNAPSHOT, with no busy timeout waited, as a CI run once saw for `accounts create`).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, migrateToLatest } from '../../src/account-service/db/database';

describe('SQLite shared by two processes', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('lets a transaction that read first write after another connection committed in between', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'portal-sqlite-'));
    folders.push(folder);
    const url = `sqlite:${join(folder, 'portal.sqlite')}`;
    const { db } = openDatabase(url);
    await migrateToLatest(db, url);
    const other = new SQLite(join(folder, 'portal.sqlite'));
    other.pragma('busy_timeout = 50');
    try {
      await db.transaction().execute(async (trx) => {
        await sql`select count(*) as n from accounts`.execute(trx);
        // The other process (a portal's mail worker, say) tries to write while this transaction is
        // open: it waits for the lock rather than slipping a commit under this one's snapshot.
        expect(() => other.prepare(`insert into kysely_migration_lock (id, is_locked) values ('other', 0)`).run()).toThrow(/locked|busy/i);
        await sql`update kysely_migration_lock set is_locked = 0`.execute(trx);
      });
      // Once it is over, the other writes at once.
      other.prepare(`insert into kysely_migration_lock (id, is_locked) values ('other', 0)`).run();
      const rows = await db.selectFrom('kysely_migration_lock' as never).selectAll().execute();
      expect(rows).toHaveLength(2);
    } finally {
      other.close();
      await db.destroy();
    }
  });
});
