// Fresh, throw-away databases for the suites that run on both SQLite and PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const testDialects = ['sqlite', 'postgres'] as const;
export type TestDialect = (typeof testDialects)[number];

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

const postgresBaseUrl = () => process.env.TEST_DATABASE_URL_PG ?? 'postgres://postgres@127.0.0.1:5432/test';

/** SQLite: a new file in a new temp folder. PostgreSQL: a new schema, selected through search_path. */
export async function createTestDatabaseUrl(dialect: TestDialect): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'portal-test-'));
    return {
      url: `sqlite:${join(dir, 'portal.db')}`,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const base = postgresBaseUrl();
  const schema = `test_${randomBytes(8).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create schema "${schema}"`);
  const separator = base.includes('?') ? '&' : '?';
  return {
    url: `${base}${separator}options=-c%20search_path%3D${schema}`,
    drop: () => run(`drop schema if exists "${schema}" cascade`),
  };
}
