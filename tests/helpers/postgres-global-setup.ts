// Names this run's PostgreSQL worker databases (test-databases.ts), and drops them when it ends; and
// migrates the SQLite template every SQLite test copies, once for the whole run.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import pg from 'pg';
import { makeSqliteTemplate } from './test-databases';

export async function setup(): Promise<() => Promise<void>> {
  process.env.PORTAL_TEST_RUN ??= randomBytes(4).toString('hex');
  const template = await makeSqliteTemplate();
  process.env.PORTAL_SQLITE_TEMPLATE = template;
  const prefix = `portal_test_${process.env.PORTAL_TEST_RUN}_`;
  return async () => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL_PG ?? 'postgres://postgres@127.0.0.1:5432/test' });
    await client.connect().catch(() => undefined);
    try {
      const { rows } = await client.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [prefix]);
      for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
    } finally {
      await client.end().catch(() => undefined);
      rmSync(dirname(template), { recursive: true, force: true });
    }
  };
}
