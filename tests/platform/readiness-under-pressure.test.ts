// The account service's /readyz while requests hold every pooled connection (issue 21): the database
// still answers, so the instance is still one to send traffic to, and /readyz says so within the load
// balancer's check interval. Before, it waited for a pooled connection, missed haproxy's check (500 ms,
// deploy/haproxy.cfg) and answered 503: a 5 s lock on two tables took both account services out of
// the balancer. PostgreSQL only: SQLite has no pool to take.
import { afterEach, describe, expect, it } from 'vitest';
import { READINESS_TIMEOUT_MS } from '../../src/platform/health';
import { startHarness, type Harness } from '../account-service/support';

let h: Harness | undefined;
const releases: Array<() => void> = [];
afterEach(async () => {
  for (const release of releases.splice(0)) release();
  await h?.close();
  h = undefined;
});

const poolFigure = async (state: string) => {
  const metrics = (await h!.service.app.inject({ method: 'GET', url: '/metrics' })).body;
  return Number(new RegExp(`^account_service_db_pool_connections\\{state="${state}"\\} (\\d+)$`, 'm').exec(metrics)?.[1]);
};

describe('account service readiness with its pool taken (postgres)', () => {
  it('answers ready while requests hold every pooled connection', async () => {
    // A connection wait far longer than /readyz may take: a check through the pool would be late.
    h = await startHarness('postgres', { database: { poolMax: 2, connectTimeoutMs: 5000 } });
    expect(READINESS_TIMEOUT_MS).toBeLessThan(5000);
    const { db } = h.service;
    let held = 0;
    for (let i = 0; i < 2; i++) {
      void db.connection().execute(async (connection) => {
        await connection.selectFrom('accounts').select('id').execute();
        held++;
        await new Promise<void>((resolve) => releases.push(resolve));
      });
    }
    for (let i = 0; i < 200 && held < 2; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(held).toBe(2);
    expect(await poolFigure('total')).toBe(2);
    expect(await poolFigure('idle')).toBe(0);

    const ready = await h.service.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
  });
});
