// The fault suite (npm run test:faults): the deployment of deploy/ on this machine, under a bounded
// mixed load, through each fault an operator meets. After each: acknowledged changes are in the
// database, every committed mail arrived exactly once, and requests failed only where allowed.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../src/account-service/accounts/account-admin.service';
import { openDatabase } from '../../src/account-service/db/database';
import { checkAcknowledgedUpdates, checkFailedUpdatesNotCommitted, checkMail } from './checks';
import { startCluster, type Cluster } from './cluster';
import { describeFailures, runLoad, type Outcome, type VirtualUser } from './load';

let cluster: Cluster;
let scenario = 0;

/** Fresh accounts for one scenario (each user asks for one reset link, within the hourly cap). */
async function users(count: number): Promise<VirtualUser[]> {
  scenario++;
  const { db } = openDatabase(cluster.databaseUrl);
  const made: VirtualUser[] = [];
  for (let i = 0; i < count; i++) {
    const user = { loginId: `s${scenario}-u${i}`, email: `s${scenario}-u${i}@example.jp`, password: `shiroi fuyu no machi ${scenario}${i}`, network: `10.${scenario}.${i}` };
    await createAccount(db, { ...user, name: `利用者 ${i}` });
    made.push(user);
  }
  await db.destroy();
  return made;
}

/** Runs the load around `fault`; returns the outcomes and when the fault began. */
async function underLoad(count: number, fault: () => Promise<void>, settleMs = 2000) {
  const since = new Date(Date.now() - 1000);
  const load = runLoad(cluster.url, cluster.sink, await users(count));
  await sleep(1500);
  const faultAt = Date.now();
  await fault();
  await sleep(settleMs);
  await load.stop();
  return { outcomes: load.outcomes, faultAt, since };
}

const succeeded = (outcomes: Outcome[], op: Outcome['op']) => outcomes.filter((o) => o.op === op && o.ok).length;

/** One line per scenario with its figures, for the operator reading the run (and the notes). */
function report(name: string, outcomes: Outcome[], faultAt: number, more: Record<string, unknown> = {}, busyOp: Outcome['op'] = 'verify'): void {
  const failed = outcomes.filter((o) => !o.ok);
  const window = failed.length ? `${Math.min(...failed.map((o) => o.start - faultAt))}…${Math.max(...failed.map((o) => o.start - faultAt))} ms after the fault` : 'none';
  console.log(`[faults] ${name}: ${outcomes.length} requests, ${succeeded(outcomes, 'verify')} sign-ins, ${failed.length} failed (${window})`, JSON.stringify(more));
  // Each scenario ran real traffic through its fault, or it proves nothing.
  expect(succeeded(outcomes, busyOp)).toBeGreaterThan(5);
}

beforeAll(async () => {
  cluster = await startCluster({ upstreamTimeoutMs: 3000, statementTimeoutMs: 1000 });
});
afterAll(async () => {
  await cluster?.close();
});

describe('faults under load, through haproxy', () => {
  it('SIGTERM to a gateway and to an account service, then restart: no request fails', async () => {
    const { outcomes, since, faultAt } = await underLoad(6, async () => {
      expect(await cluster.stop('gateway1')).toBe(0);
      await cluster.start('gateway1');
      await cluster.waitAllUp();
      expect(await cluster.stop('service1')).toBe(0);
      await cluster.start('service1');
      await cluster.waitAllUp();
    });
    expect(describeFailures(outcomes, since.getTime())).toEqual([]);
    expect(await checkAcknowledgedUpdates(cluster, outcomes)).toEqual([]);
    const mail = await checkMail(cluster, since);
    report('SIGTERM and restart of a gateway and an account service', outcomes, faultAt, { mailsSent: mail.sent, redeliveredSameMessageId: mail.redelivered.length, maxMailDelayMs: mail.maxDelayMs });
    expect({ lost: mail.lost, unexpected: mail.unexpected }).toEqual({ lost: [], unexpected: [] });
    // Each step of the stop is a log line.
    expect(cluster.log('gateway1')).toMatch(/shutdown: not ready any more[\s\S]*shutdown: closing[\s\S]*shutdown: done/);
  });

  it('kill -9 of an account service: failures only around the kill, and no mail later than 10 s', async () => {
    const { outcomes, faultAt, since } = await underLoad(6, async () => {
      await cluster.kill('service2');
      await sleep(4000);
      await cluster.start('service2');
      await cluster.waitAllUp();
    });
    const failures = outcomes.filter((o) => !o.ok);
    // A request in flight on the killed instance fails; haproxy stops sending there within a second.
    for (const failure of failures) expect(failure.start - faultAt, describeFailures([failure], faultAt)[0]).toBeLessThan(1500);
    expect(await checkAcknowledgedUpdates(cluster, outcomes)).toEqual([]);
    const mail = await checkMail(cluster, since);
    report('kill -9 of an account service', outcomes, faultAt, { mailsSent: mail.sent, redeliveredSameMessageId: mail.redelivered.length, maxMailDelayMs: mail.maxDelayMs });
    expect({ lost: mail.lost, unexpected: mail.unexpected }).toEqual({ lost: [], unexpected: [] });
    expect(mail.maxDelayMs).toBeLessThanOrEqual(10_000);
  });

  it("PostgreSQL ends every backend of the services: no crash, and back within 2 s", async () => {
    const { outcomes, faultAt, since } = await underLoad(4, async () => {
      const { rows } = await cluster.sql<{ n: number }>(
        "select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = current_database() and application_name = current_database()",
      );
      expect(rows[0]!.n).toBeGreaterThan(0);
    }, 3000);
    for (const role of ['service1', 'service2'] as const) expect(cluster.isRunning(role)).toBe(true);
    for (const failure of outcomes.filter((o) => !o.ok)) expect(failure.start - faultAt, describeFailures([failure], faultAt)[0]).toBeLessThan(2000);
    const firstSuccess = Math.min(...outcomes.filter((o) => o.ok && o.start > faultAt).map((o) => o.end - faultAt));
    expect(firstSuccess).toBeLessThan(2000);
    expect(await checkAcknowledgedUpdates(cluster, outcomes)).toEqual([]);
    const mail = await checkMail(cluster, since);
    report('pg_terminate_backend of every service connection', outcomes, faultAt, { firstSuccessAfterMs: firstSuccess, mailsSent: mail.sent });
    expect({ lost: mail.lost, unexpected: mail.unexpected }).toEqual({ lost: [], unexpected: [] });
  });

  it('Redis killed: no request fails, and it is used again once back', async () => {
    const { outcomes, since, faultAt } = await underLoad(4, async () => {
      await cluster.killRedis();
      await sleep(3000);
      await cluster.startRedis();
    });
    report('Redis killed for 3 s', outcomes, faultAt);
    expect(describeFailures(outcomes, since.getTime())).toEqual([]);
    expect(cluster.log('gateway1')).toMatch(/rate limits: Redis unavailable/);
    expect(cluster.log('gateway1')).toMatch(/rate limits: Redis is back/);
  });

  it('SMTP refusing, then hanging, 20 s each: nothing lost or doubled, the backlog gone within 10 s', async () => {
    let recoveredAt = 0;
    const { since, outcomes, faultAt } = await underLoad(4, async () => {
      cluster.sink.setMode('refuse');
      await sleep(20_000);
      // Hanging the hard way: the server keeps what it took and delivers it when it recovers, long
      // after the senders gave up and queued a retry. The retry carries the same Message-ID.
      cluster.sink.setMode('stall');
      await sleep(20_000);
      cluster.sink.setMode('accept');
      recoveredAt = Date.now();
    }, 3000);
    const mail = await checkMail(cluster, since);
    // Signing in needs the mailed code, so during the outage the users only get as far as step 1.
    report('SMTP refusing 20 s, then hanging 20 s', outcomes, faultAt, { mailsSent: mail.sent, redeliveredSameMessageId: mail.redelivered.length, backlogClearedAfterRecoveryMs: mail.lastArrival - recoveredAt }, 'login');
    expect({ lost: mail.lost, unexpected: mail.unexpected }).toEqual({ lost: [], unexpected: [] });
    expect(mail.lastArrival - recoveredAt).toBeLessThanOrEqual(10_000);
  });

  it('a table lock longer than the gateway waits: nothing commits that the client saw fail', async () => {
    const { outcomes, faultAt } = await underLoad(4, async () => {
      const lock = await cluster.sql('select 1');
      expect(lock.rowCount).toBe(1);
      // The lock is taken table by table: a sign-in holding one of them and waiting for the next can
      // deadlock with it, and PostgreSQL may then end this statement; it is taken again.
      for (let attempt = 1; ; attempt++) {
        await cluster.sql('begin');
        try {
          await cluster.sql('lock table accounts, login_attempts, sessions in access exclusive mode');
          break;
        } catch (error) {
          await cluster.sql('rollback');
          if ((error as { code?: string }).code !== '40P01' || attempt === 5) throw error;
        }
      }
      await sleep(5000); // the gateways wait 3 s
      await cluster.sql('rollback');
    });
    const failed = outcomes.filter((o) => !o.ok && (o.op === 'login' || o.op === 'verify'));
    expect(failed.length).toBeGreaterThan(0);
    for (const failure of failed) {
      const table = failure.op === 'login' ? 'login_attempts' : 'sessions';
      const { rows } = await cluster.sql<{ n: number }>(
        `select count(*)::int as n from ${table} t join accounts a on a.id = t.account_id where a.login_id = $1 and t.created_at >= $2 and t.created_at <= $3`,
        [failure.user, new Date(failure.start).toISOString(), new Date(failure.end + 1000).toISOString()],
      );
      expect(rows[0]!.n, `${failure.user} ${failure.op} failed at +${failure.start - faultAt} ms, yet committed`).toBe(0);
    }
    expect(await checkAcknowledgedUpdates(cluster, outcomes)).toEqual([]);
    const failedUpdates = outcomes.filter((o) => o.op === 'update' && !o.ok).length;
    expect(await checkFailedUpdatesNotCommitted(cluster, outcomes)).toEqual([]);
    report('a 5 s table lock (the gateways wait 3 s)', outcomes, faultAt, { failedSignInSteps: failed.length, failedUpdates });
  });
});
