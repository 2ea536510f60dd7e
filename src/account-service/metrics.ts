// The account service's own metrics (the HTTP ones come from platform/metrics.ts): sign-in outcomes,
// code checks, mail, and the database pool. Outcomes are the contract's closed error codes, so the
// label set is bounded.
import type { Registry } from 'prom-client';
import { prometheus } from '../platform/metrics.js';
import { AppError } from './http/errors.js';

export interface ServiceMetrics {
  registry: Registry;
  /** success | invalid | locked | throttled | error */
  signIns: prometheus.Counter<'outcome'>;
  /** success | invalid_code | code_expired | too_many_attempts | … (the error code, lower case) */
  codeChecks: prometheus.Counter<'outcome'>;
  /** Deliveries that failed; `final` is "true" when the message was set aside as dead. */
  mailFailures: prometheus.Counter<'final'>;
  mailDelivered: prometheus.Counter;
  /** The risk rules' reasons, one count per reason of each decision (login/risk). */
  riskReasons: prometheus.Counter<'reason' | 'method'>;
  /** Sign-ins refused for an impossible pattern (answered like a wrong password). */
  riskRefusals: prometheus.Counter<'pattern'>;
  /** Breached-password range checks: found | clean | failed | skipped (paused after a failure). */
  breachChecks: prometheus.Counter<'outcome'>;
  /** What the risk rules cost on the sign-in path: the signals read and the decision (seconds). */
  riskSeconds: prometheus.Histogram<'method' | 'part'>;
}

/** Sign-in refusals say only INVALID_CREDENTIALS; the service knows whether the account was locked. */
export class SignInRefused extends AppError {
  constructor(readonly reason: 'invalid' | 'locked' | 'blocked') {
    super('INVALID_CREDENTIALS', 401);
  }
}

/** The label for a finished call: "success", or the error code in lower case. */
export function outcomeOf(error: unknown): string {
  if (error instanceof SignInRefused) return error.reason;
  if (error instanceof AppError) return error.code === 'TOO_MANY_REQUESTS' ? 'throttled' : error.code.toLowerCase();
  return 'error';
}

export interface MetricSources {
  poolUse(): { total: number; idle: number; waiting: number };
  /** Read at each scrape (indexed counts). */
  outbox(): Promise<{ pending: number; oldestPendingAgeSeconds: number | null; dead: number }>;
}

export function createServiceMetrics(registry: Registry, sources: MetricSources): ServiceMetrics {
  const registers = [registry];
  new prometheus.Gauge({
    name: 'account_service_db_pool_connections',
    help: 'Database connections by state (PostgreSQL pool; SQLite has one).',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const use = sources.poolUse();
      this.set({ state: 'total' }, use.total);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'waiting' }, use.waiting);
    },
  });
  // The outbox is read once per scrape (both gauges share the answer), and never holds a scrape up:
  // while the database is down or slow, the outbox gauges are left out, database_up says 0, and every
  // other metric (the pool's use above all) is still served.
  type OutboxStats = Awaited<ReturnType<MetricSources['outbox']>>;
  let snapshot: { at: number; stats: Promise<OutboxStats | null> } | null = null;
  const outboxNow = (): Promise<OutboxStats | null> => {
    if (snapshot && Date.now() - snapshot.at < 1000) return snapshot.stats;
    const timeout = new Promise<null>((resolve) => setTimeout(resolve, 1000, null).unref());
    snapshot = { at: Date.now(), stats: Promise.race([sources.outbox(), timeout]).catch(() => null) };
    return snapshot.stats;
  };
  new prometheus.Gauge({
    name: 'account_service_database_up',
    help: 'Whether the database answered the last scrape\'s outbox query (1) or not (0).',
    registers,
    async collect() {
      this.set((await outboxNow()) ? 1 : 0);
    },
  });
  new prometheus.Gauge({
    name: 'account_service_mail_outbox_messages',
    help: 'Mails in the outbox waiting to be sent (pending), and set aside after ten failures (dead).',
    labelNames: ['status'] as const,
    registers,
    async collect() {
      const stats = await outboxNow();
      this.reset();
      if (!stats) return;
      this.set({ status: 'pending' }, stats.pending);
      this.set({ status: 'dead' }, stats.dead);
    },
  });
  new prometheus.Gauge({
    name: 'account_service_mail_outbox_oldest_pending_seconds',
    help: 'Age of the oldest mail waiting to be sent (0 when none waits).',
    registers,
    async collect() {
      const stats = await outboxNow();
      this.reset();
      if (stats) this.set(stats.oldestPendingAgeSeconds ?? 0);
    },
  });
  return {
    registry,
    signIns: new prometheus.Counter({
      name: 'account_service_sign_ins_total',
      help: 'Sign-in step 1 (password) by outcome.',
      labelNames: ['outcome'] as const,
      registers,
    }),
    codeChecks: new prometheus.Counter({
      name: 'account_service_code_checks_total',
      help: 'Sign-in code checks by outcome.',
      labelNames: ['outcome'] as const,
      registers,
    }),
    mailFailures: new prometheus.Counter({
      name: 'account_service_mail_failures_total',
      help: 'Mail deliveries that failed; final="true" when the message was set aside as dead.',
      labelNames: ['final'] as const,
      registers,
    }),
    mailDelivered: new prometheus.Counter({ name: 'account_service_mail_delivered_total', help: 'Mails handed to the transport.', registers }),
    riskReasons: new prometheus.Counter({
      name: 'account_service_sign_in_risk_reasons_total',
      help: 'Reasons the sign-in risk rules gave (a decision counts once per reason), by sign-in method.',
      labelNames: ['reason', 'method'] as const,
      registers,
    }),
    riskRefusals: new prometheus.Counter({
      name: 'account_service_sign_in_risk_refusals_total',
      help: 'Sign-ins refused for an impossible pattern (many_accounts_on_device, identifier_spraying), answered like a wrong password.',
      labelNames: ['pattern'] as const,
      registers,
    }),
    breachChecks: new prometheus.Counter({
      name: 'account_service_breached_password_checks_total',
      help: 'Breached-password range checks: found, clean, failed (open: the sign-in goes on), skipped (paused after a failure).',
      labelNames: ['outcome'] as const,
      registers,
    }),
    riskSeconds: new prometheus.Histogram({
      name: 'account_service_sign_in_risk_seconds',
      help: 'Time the sign-in risk rules add to the sign-in path: part="rules", their reads before the password hash and what the decision still waits for of them after it; part="range_wait", the wait for a breached-password range service slower than the hash.',
      labelNames: ['method', 'part'] as const,
      buckets: [0.00025, 0.0005, 0.001, 0.002, 0.003, 0.004, 0.005, 0.01, 0.025, 0.05, 0.1, 0.3],
      registers,
    }),
  };
}

/** Counts a call's outcome on `counter`, whether it succeeds or throws. */
export async function counted<T>(counter: prometheus.Counter<'outcome'>, work: () => Promise<T>): Promise<T> {
  try {
    const result = await work();
    counter.inc({ outcome: 'success' });
    return result;
  } catch (error) {
    counter.inc({ outcome: outcomeOf(error) });
    throw error;
  }
}
