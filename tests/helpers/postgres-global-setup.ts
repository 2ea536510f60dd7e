// Names this run's PostgreSQL worker databases (test-databases.ts), and drops them when it ends.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export function setup(): () => Promise<void> {
  process.env.PORTAL_TEST_RUN ??= randomBytes(4).toString('hex');
  const prefix = `portal_test_${process.env.PORTAL_TEST_RUN}_`;
  return async () => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL_PG ?? 'postgres://postgres@127.0.0.1:5432/test' });
    await client.connect().catch(() => undefined);
    try {
      const { rows } = await client.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [prefix]);
      for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
    } finally {
      await client.end().catch(() => undefined);
    }
  };
}
