// The scale-out deployment of deploy/ on this machine, for the fault suite: haproxy (deploy/haproxy.cfg)
// in front of two gateways and two account services, as built (node dist/server/*.js), on their own
// PostgreSQL database, their own Redis and an SMTP sink. Every process is this suite's own, so
// stopping or killing one touches nothing shared.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink';

const root = resolve(import.meta.dirname, '../..');
const serverUrl = () => process.env.TEST_DATABASE_URL_PG ?? 'postgres://postgres@127.0.0.1:5432/test';

export async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => ok(port));
    });
    server.on('error', fail);
  });
}

export type Role = 'gateway1' | 'gateway2' | 'service1' | 'service2';

interface Instance {
  port: number;
  child: ChildProcess | null;
  exits: Array<number | null>;
  log: string[];
}

export interface Cluster {
  /** haproxy's frontend for clients. */
  url: string;
  databaseUrl: string;
  sink: SmtpSink;
  /** Runs SQL on the suite's database (not through the services). */
  sql<T extends pg.QueryResultRow>(text: string, params?: unknown[]): Promise<pg.QueryResult<T>>;
  /** Starts an instance, with `env` over the suite's environment (a smaller pool, say) until it is started again. */
  start(role: Role, env?: Record<string, string>): Promise<void>;
  /** SIGTERM, and resolves with the exit code once the process has gone. */
  stop(role: Role): Promise<number | null>;
  kill(role: Role): Promise<void>;
  isRunning(role: Role): boolean;
  /** Exit codes each instance ended with so far (null: killed by a signal). */
  exits(role: Role): Array<number | null>;
  log(role: Role): string;
  /** haproxy's lines so far: one per request (frontend, backend/server, status) and each server going DOWN or UP. */
  haproxyLog(): string[];
  /** GET /metrics of one instance, directly (this machine may read it). */
  metrics(role: Role): Promise<string>;
  /** The port of each instance, and of haproxy's internal frontend (the gateways' ACCOUNT_SERVICE_URL). */
  ports: Record<Role | 'internal', number>;
  killRedis(): Promise<void>;
  startRedis(): Promise<void>;
  /** Until haproxy sees every instance up (health checks pass). */
  waitAllUp(): Promise<void>;
  close(): Promise<void>;
}

export interface ClusterOptions {
  /** The gateways' patience with the account services (short, so the lock scenario is quick). */
  upstreamTimeoutMs?: number;
  statementTimeoutMs?: number;
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const database = `portal_faults_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  await admin.query(`create database "${database}"`);
  const parsed = new URL(serverUrl());
  parsed.pathname = `/${database}`;
  const databaseUrl = parsed.toString();
  const db = new pg.Client({ connectionString: databaseUrl });

  const sink = await startSmtpSink();
  const redisPort = await freePort();
  let redis: ChildProcess | null = null;
  const startRedis = async () => {
    redis = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    for (let i = 0; i < 100 && spawnSync('redis-cli', ['-p', String(redisPort), 'ping']).stdout?.toString().trim() !== 'PONG'; i++) await sleep(50);
  };
  await startRedis();

  const serviceToken = randomBytes(24).toString('base64url');
  const [portalPort, internalPort] = [await freePort(), await freePort()];
  const instances: Record<Role, Instance> = {
    gateway1: { port: await freePort(), child: null, exits: [], log: [] },
    gateway2: { port: await freePort(), child: null, exits: [], log: [] },
    service1: { port: await freePort(), child: null, exits: [], log: [] },
    service2: { port: await freePort(), child: null, exits: [], log: [] },
  };
  const common = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    SERVICE_TOKEN: serviceToken,
    PUBLIC_URL: `http://127.0.0.1:${portalPort}`,
    LOG_LEVEL: 'info',
    // More than haproxy needs to see /readyz fail (inter 500 ms × fall 2).
    SHUTDOWN_DRAIN_SECONDS: '2',
    SHUTDOWN_GRACE_SECONDS: '10',
  };
  const envOf = (role: Role): Record<string, string> =>
    role.startsWith('gateway')
      ? {
          ...common,
          ACCOUNT_SERVICE_URL: `http://127.0.0.1:${internalPort}`,
          REDIS_URL: `redis://127.0.0.1:${redisPort}`,
          // The client (a CDN or the load generator) and haproxy: two hops are believed.
          TRUST_PROXY: '2',
          GRAPHQL_RATE_LIMIT_PER_IP: '100000',
          GRAPHQL_RATE_LIMIT_PER_TOKEN: '100000',
          UPSTREAM_TIMEOUT_MS: String(options.upstreamTimeoutMs ?? 10_000),
        }
      : {
          ...common,
          DATABASE_URL: `${databaseUrl}?application_name=${database}`,
          SMTP_URL: sink.url,
          DATABASE_STATEMENT_TIMEOUT_MS: String(options.statementTimeoutMs ?? 3000),
        };

  const start = async (role: Role, env: Record<string, string> = {}) => {
    const instance = instances[role];
    const script = role.startsWith('gateway') ? 'gateway' : 'account-service';
    const child = spawn(process.execPath, [resolve(root, 'dist/server', `${script}.js`)], {
      cwd: root,
      env: { ...process.env, ...envOf(role), ...env, PORT: String(instance.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    instance.child = child;
    const keep = (chunk: Buffer) => instance.log.push(chunk.toString());
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    child.once('exit', (code) => {
      instance.exits.push(code);
      if (instance.child === child) instance.child = null;
    });
    // Up to 20 s: a start on a loaded two-core machine (the bundle, the schema check, argon2's warm-up)
    // has taken more than the 5 s once given.
    for (let i = 0; i < 800; i++) {
      if (await fetch(`http://127.0.0.1:${instance.port}/healthz`).then((r) => r.ok, () => false)) return;
      if (child.exitCode !== null) throw new Error(`${role} exited at start: ${instance.log.join('')}`);
      await sleep(25);
    }
    throw new Error(`${role} did not start: ${instance.log.join('').slice(-2000)}`);
  };

  const teardown = async () => {
    for (const role of Object.keys(instances) as Role[]) instances[role].child?.kill('SIGKILL');
    (redis as ChildProcess | null)?.kill('SIGKILL');
    await sink.close();
    await admin.query(`drop database if exists "${database}" with (force)`).catch(() => undefined);
    await admin.end();
  };
  try {
    // The services first: they migrate the database, and the gateways' readiness needs them.
    await start('service1');
    await start('service2');
    await start('gateway1');
    await start('gateway2');
  } catch (error) {
    await teardown();
    throw error;
  }

  const haproxy = spawn('haproxy', ['-db', '-f', resolve(root, 'deploy/haproxy.cfg')], {
    env: {
      ...process.env,
      PORTAL_BIND: `127.0.0.1:${portalPort}`,
      INTERNAL_BIND: `127.0.0.1:${internalPort}`,
      GATEWAY_1: `127.0.0.1:${instances.gateway1.port}`,
      GATEWAY_2: `127.0.0.1:${instances.gateway2.port}`,
      ACCOUNT_SERVICE_1: `127.0.0.1:${instances.service1.port}`,
      ACCOUNT_SERVICE_2: `127.0.0.1:${instances.service2.port}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const haproxyLines: string[] = [];
  let partial = '';
  const keepHaproxy = (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    haproxyLines.push(...lines.filter(Boolean));
  };
  haproxy.stdout.on('data', keepHaproxy);
  haproxy.stderr.on('data', keepHaproxy);
  await db.connect();

  const cluster: Cluster = {
    url: `http://127.0.0.1:${portalPort}`,
    databaseUrl,
    sink,
    sql: (text, params) => db.query(text, params),
    start,
    async stop(role) {
      const child = instances[role].child;
      if (!child) return null;
      const exited = new Promise<number | null>((ok) => child.once('exit', (code) => ok(code)));
      child.kill('SIGTERM');
      return exited;
    },
    async kill(role) {
      const child = instances[role].child;
      if (!child) return;
      const exited = new Promise((ok) => child.once('exit', ok));
      child.kill('SIGKILL');
      await exited;
    },
    isRunning: (role) => instances[role].child !== null,
    exits: (role) => [...instances[role].exits],
    log: (role) => instances[role].log.join(''),
    haproxyLog: () => [...haproxyLines],
    metrics: (role) => fetch(`http://127.0.0.1:${instances[role].port}/metrics`).then((r) => r.text()),
    ports: {
      gateway1: instances.gateway1.port,
      gateway2: instances.gateway2.port,
      service1: instances.service1.port,
      service2: instances.service2.port,
      internal: internalPort,
    },
    async killRedis() {
      const child = redis;
      if (!child) return;
      const exited = new Promise((ok) => child.once('exit', ok));
      child.kill('SIGKILL');
      await exited;
      redis = null;
    },
    startRedis,
    async waitAllUp() {
      for (let i = 0; i < 400; i++) {
        const states = await Promise.all(
          (['gateway1', 'gateway2', 'service1', 'service2'] as const).map((role) =>
            fetch(`http://127.0.0.1:${instances[role].port}/readyz`).then((r) => r.ok, () => false),
          ),
        );
        // haproxy's rise 2 × inter 500 ms after the instances are ready.
        if (states.every(Boolean)) return void (await sleep(1500));
        await sleep(50);
      }
      throw new Error('the cluster did not come up');
    },
    async close() {
      haproxy.kill('SIGKILL');
      await db.end().catch(() => undefined);
      await teardown();
    },
  };
  await cluster.waitAllUp();
  return cluster;
}
