// The account service survives its database: PostgreSQL gone, hanging, or ending the service's
// connections gives 503 SERVICE_UNAVAILABLE (never a crash) and service again once it is back; and
// nothing commits after the caller was told the request failed.
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { buildAccountService, type AccountService } from '../../src/account-service/app';
import { createAccount } from '../../src/account-service/accounts/account-admin.service';
import { openDatabase } from '../../src/account-service/db/database';
import { runTransaction } from '../../src/account-service/db/locks';
import { runWithDeadline } from '../../src/account-service/http/deadline';
import { buildGateway } from '../../src/gateway/app';
import { createTestDatabaseUrl, testDialects, type TestDatabase } from '../helpers/test-databases';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy';
import { auth, serviceToken, taro } from './support';

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Setup {
  service: AccountService;
  proxy: TcpProxy;
  database: TestDatabase;
  appName: string;
  /** Runs SQL on the machine's server directly (not through the proxy), in the test's schema. */
  admin(sql: string, params?: unknown[]): Promise<pg.QueryResult>;
}

async function serviceBehindProxy(options: { statementTimeoutMs?: number; connectTimeoutMs?: number } = {}): Promise<Setup> {
  const database = await createTestDatabaseUrl('postgres');
  const url = new URL(database.url);
  const proxy = await startTcpProxy(Number(url.port || 5432), url.hostname);
  const appName = `outage_${randomBytes(4).toString('hex')}`;
  url.port = String(proxy.port);
  url.searchParams.set('application_name', appName);
  const service = await buildAccountService({
    databaseUrl: url.toString(),
    serviceToken,
    publicUrl: 'http://localhost:3000',
    devMailbox: true,
    sessionIdleMinutes: 30,
    sessionAbsoluteHours: 12,
    mailPollIntervalMs: 60_000,
    database: { statementTimeoutMs: options.statementTimeoutMs ?? 3000, connectTimeoutMs: options.connectTimeoutMs ?? 2000 },
  });
  // The account is made directly, not through the proxy: the service's own tight timeouts are for
  // the faults below, not for a busy machine's setup.
  const direct = openDatabase(database.url).db;
  await createAccount(direct, taro).finally(() => direct.destroy());
  const adminClient = new pg.Client({ connectionString: database.url });
  await adminClient.connect();
  cleanups.push(() => database.drop(), () => proxy.close(), () => service.close(), () => adminClient.end());
  return { service, proxy, database, appName, admin: (sql, params) => adminClient.query(sql, params) };
}

const login = (service: AccountService) =>
  service.app.inject({ method: 'POST', url: '/v1/logins', headers: auth, payload: { identifier: taro.loginId, password: taro.password } });

async function readyWithin(service: AccountService, tries: number): Promise<number> {
  for (let i = 1; i <= tries; i++) {
    if ((await service.app.inject({ method: 'GET', url: '/readyz' })).statusCode === 200) return i;
    await sleep(100);
  }
  throw new Error('never ready again');
}

describe('PostgreSQL outages', () => {
  it('answers SERVICE_UNAVAILABLE while the database is gone, and serves again when it returns', async () => {
    const { service, proxy } = await serviceBehindProxy();
    expect((await login(service)).statusCode).toBe(201);
    proxy.cut();
    const refused = await login(service);
    expect(refused.statusCode).toBe(503);
    expect(refused.json().code).toBe('SERVICE_UNAVAILABLE');
    // It says when to try again, as the gateway does (PRODUCT.md: on every room).
    expect(refused.headers['retry-after']).toBe('5');
    expect((await service.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    expect((await service.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    // An operator still gets the metrics, the pool's above all, and sees the database is down.
    const metrics = await service.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toMatch(/^account_service_database_up 0$/m);
    expect(metrics.body).toMatch(/^account_service_db_pool_connections\{state="total"\} \d+$/m);
    expect(metrics.body).not.toMatch(/^account_service_mail_outbox_messages\{/m);

    proxy.restore();
    // Within 2 s (20 tries 100 ms apart, each a real query), and usually at the first.
    expect(await readyWithin(service, 20)).toBeLessThanOrEqual(20);
    expect((await login(service)).statusCode).toBe(201);
    await sleep(1000); // the last scrape's answer is kept a second
    expect((await service.app.inject({ method: 'GET', url: '/metrics' })).body).toMatch(/^account_service_database_up 1$/m);
  });

  it('gives up on a database that hangs after the connect timeout, instead of holding the request', async () => {
    const { service, proxy } = await serviceBehindProxy({ connectTimeoutMs: 300, statementTimeoutMs: 500 });
    proxy.hang();
    const refused = await login(service);
    expect(refused.statusCode).toBe(503);
    proxy.restore();
    expect(await readyWithin(service, 20)).toBeGreaterThan(0);
  });

  it('survives the server ending every connection of the pool (pg_terminate_backend)', async () => {
    const { service, admin, appName } = await serviceBehindProxy();
    await Promise.all([login(service), login(service), login(service)]);
    const { rowCount } = await admin('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [appName]);
    expect(rowCount).toBeGreaterThan(0);
    await sleep(100); // the idle connections hear of it
    expect((await login(service)).statusCode).toBe(201);
    expect((await service.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('commits nothing the client was told had failed when a table lock outlasts the gateway', async () => {
    const { service, admin } = await serviceBehindProxy({ statementTimeoutMs: 300 });
    const serviceUrl = await service.app.listen({ host: '127.0.0.1', port: 0 });
    const gateway = await buildGateway({ accountServiceUrl: serviceUrl, serviceToken, publicUrl: 'http://localhost:3000', upstreamTimeoutMs: 1500 });
    cleanups.push(() => gateway.close());
    const mutation = `mutation { login(input: { loginId: "${taro.loginId}", password: "${taro.password}", delivery: BEARER }) { challenge { attemptId } error { code } } }`;

    await admin('begin');
    await admin('lock table login_attempts in access exclusive mode');
    const answer = await gateway.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: { query: mutation } });
    expect(answer.json().data.login).toEqual({ challenge: null, error: { code: 'SERVICE_UNAVAILABLE' } });
    await sleep(2000); // longer than the gateway waited
    await admin('rollback');
    await sleep(200);

    expect((await admin('select count(*)::int as n from login_attempts')).rows[0].n).toBe(0);
    expect((await admin("select count(*)::int as n from mail_outbox where subject like '%コード%'")).rows[0].n).toBe(0);
    expect((await admin('select count(*)::int as n from sessions')).rows[0].n).toBe(0);
  });
});

describe('the deadline and the wait for a connection (postgres)', () => {
  it('does not start a single statement whose connection came free after the deadline', async () => {
    const database = await createTestDatabaseUrl('postgres');
    const service = await buildAccountService({
      databaseUrl: database.url,
      serviceToken,
      publicUrl: 'http://localhost:3000',
      devMailbox: true,
      sessionIdleMinutes: 30,
      sessionAbsoluteHours: 12,
      mailPollIntervalMs: 60_000,
      database: { poolMax: 1, statementTimeoutMs: 300, connectTimeoutMs: 2000 },
    });
    cleanups.push(() => database.drop(), () => service.close());
    const row = (key: string) => ({ key, count: 1, window_started_at: '2026-01-01T00:00:00.000Z', next_allowed_at: null, updated_at: '2026-01-01T00:00:00.000Z' });
    // The pool's only connection is busy for 800 ms; the insert is built with time to spare (the
    // deadline is 600 ms away, a statement may take 300), then waits for that connection past it.
    const busy = service.db.connection().execute(async (connection) => {
      await sleep(800);
      await connection.selectFrom('accounts').select('id').execute();
    });
    await sleep(20);
    const late = runWithDeadline(Date.now() + 600, () => service.db.insertInto('throttles').values(row('late')).execute());
    await expect(late).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
    await busy;
    await service.db.insertInto('throttles').values(row('after')).execute();
    const keys = (await service.db.selectFrom('throttles').select('key').execute()).map((r) => r.key);
    expect(keys).toEqual(['after']);
  });
});

describe.each(testDialects)('the commit deadline (%s)', (dialect) => {
  it('rolls back a transaction whose request ran out of time before COMMIT', async () => {
    const database = await createTestDatabaseUrl(dialect);
    const service = await buildAccountService({
      databaseUrl: database.url,
      serviceToken,
      publicUrl: 'http://localhost:3000',
      devMailbox: true,
      sessionIdleMinutes: 30,
      sessionAbsoluteHours: 12,
      mailPollIntervalMs: 60_000,
    });
    cleanups.push(() => database.drop(), () => service.close());
    const insert = (id: string) =>
      runTransaction(service.db, async (trx) => {
        await trx.insertInto('throttles').values({ key: id, count: 1, window_started_at: '2026-01-01T00:00:00.000Z', next_allowed_at: null, updated_at: '2026-01-01T00:00:00.000Z' }).execute();
        await sleep(150); // work inside the transaction outlives the request's deadline
      });
    await expect(runWithDeadline(Date.now() + 50, () => insert('late'))).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
    await runWithDeadline(Date.now() + 5000, () => insert('in-time'));
    const keys = (await service.db.selectFrom('throttles').select('key').execute()).map((row) => row.key);
    expect(keys).toEqual(['in-time']);
    // A statement that could not finish before the deadline is not even started.
    await expect(runWithDeadline(Date.now() + 100, () => service.db.selectFrom('accounts').selectAll().execute())).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });
});
