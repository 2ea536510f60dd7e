// Every statement the admin list runs is served by an index: each one is captured while a page is
// made, then explained by the database itself. On SQLite no statement scans a table or sorts in a
// temporary B-tree; on PostgreSQL (told to avoid sequential scans, bitmap scans and sorts, which it
// would pick on tables this small) none needs a sequential scan or a sort. The work per page is bounded too, whatever the table.
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createAccount } from '../../src/account-service/accounts/account-admin.service';
import { listAccountPage, type AccountListQuery } from '../../src/account-service/admin/account-list';
import { testDialects } from '../helpers/test-databases';
import { startHarness, type Harness } from './support';

interface Statement {
  sql: string;
  parameters: readonly unknown[];
}

const queries: [string, Omit<AccountListQuery, 'limit'>][] = [
  ['the first page', {}],
  ['a role', { role: 'admin' }],
  ['a status', { status: 'locked' }],
  ['a level', { level: 'passkey' }],
  ['the commonest level', { level: 'password_mail' }],
  ['a level and a search', { level: 'authenticator_app', search: '会員' }],
  ['a login ID prefix', { search: 'member1' }],
  ['a short prefix', { search: 'm' }],
  ['an account code', { search: 'A1' }],
  ['a name part', { search: '会員' }],
  ['one character', { search: '員' }],
  ['a reading in hiragana', { search: 'かいいん' }],
];

describe.each(testDialects)('the admin list, explained (%s)', (dialect) => {
  let h: Harness;
  let captured: Statement[] = [];
  let capturing = false;
  afterEach(async () => h?.close());

  async function explain(statement: Statement): Promise<string> {
    if (dialect === 'sqlite') {
      const file = new SQLite(h.databaseUrl.slice('sqlite:'.length), { readonly: true });
      try {
        const rows = file.prepare(`EXPLAIN QUERY PLAN ${statement.sql}`).all(...(statement.parameters as unknown[])) as { detail: string }[];
        return rows.map((r) => r.detail).join('\n');
      } finally {
        file.close();
      }
    }
    const client = new pg.Client({ connectionString: h.databaseUrl });
    await client.connect();
    try {
      // Told to avoid what it would pick on tables this small: a plan without them exists only if an index serves the statement, order included.
      await client.query('set enable_seqscan = off; set enable_bitmapscan = off; set enable_sort = off');
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${statement.sql}`, statement.parameters as unknown[]);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    } finally {
      await client.end();
    }
  }

  it.each(queries)('reads %s through indexes only', async (_name, query) => {
    h = await startHarness(dialect, { database: { onQuery: (sql, parameters) => void (capturing && captured.push({ sql, parameters })) } });
    for (let i = 0; i < 40; i++) {
      await createAccount(h.service.db, { loginId: `member${i}`, email: `member${i}@example.jp`, password: 'a fine password', name: `会員 ${i}`, nameKana: 'カイイン' }, h.clock);
    }
    await h.service.db.updateTable('accounts').set({ role: 'admin' }).where('login_id', '=', 'member3').execute();
    await h.service.db.updateTable('accounts').set({ status: 'locked', locked_until: null }).where('login_id', '=', 'member5').execute();
    await h.service.db.updateTable('accounts').set({ strongest_factor: 'passkey' }).where('login_id', 'in', ['member7', 'member8']).execute();
    await h.service.db.updateTable('accounts').set({ strongest_factor: 'authenticator_app' }).where('login_id', '=', 'member9').execute();
    captured = [];
    capturing = true;
    const page = await listAccountPage(h.service.db, { ...query, limit: 5 }, h.clock.now(), { maxScanned: 20, budgetMs: 10_000, exactLimit: 10, window: 5, maxWindow: 5 });
    capturing = false;
    expect(page.rows.length + (page.complete ? 0 : 1)).toBeGreaterThan(0);
    // Bounded work: a handful of statements per window, a few windows per page.
    expect(captured.length).toBeLessThanOrEqual(30);
    for (const statement of captured) {
      const plan = await explain(statement);
      if (dialect === 'sqlite') {
        expect(plan, statement.sql).not.toMatch(/\bSCAN (accounts|account_search_terms)\b(?! USING)|USE TEMP B-TREE/);
      } else {
        expect(plan, statement.sql).not.toMatch(/Seq Scan on (accounts|account_search_terms)|Sort/);
      }
    }
  });

  it('widens its window while a search finds nothing, so an absent match costs a few statements', async () => {
    h = await startHarness(dialect, { database: { onQuery: (sql, parameters) => void (capturing && captured.push({ sql, parameters })) } });
    for (let i = 0; i < 40; i++) {
      await createAccount(h.service.db, { loginId: `member${i}`, email: `member${i}@example.jp`, password: 'a fine password', name: `会員 ${i}` }, h.clock);
    }
    // All 40 share the name; none is disabled: every one is looked at, and none is found.
    const statementsWith = async (maxWindow: number): Promise<number> => {
      captured = [];
      capturing = true;
      const page = await listAccountPage(h.service.db, { search: '会員', status: 'disabled', limit: 5 }, h.clock.now(), { maxScanned: 100, budgetMs: 10_000, exactLimit: 10, window: 5, maxWindow });
      capturing = false;
      expect(page).toEqual({ rows: [], nextCursor: null, complete: true });
      return captured.length;
    };
    const fixed = await statementsWith(5);
    const widening = await statementsWith(40);
    // 5, 10, 20 and the rest: four rounds of two statements instead of nine.
    expect(fixed - widening).toBeGreaterThanOrEqual(8);
  });
});
