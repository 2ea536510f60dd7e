// The account service, built by a factory: server.ts (or the embedded default) listens; tests inject.
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { Registry } from 'prom-client';
import type { Environment } from '../platform/env.js';
import { registerHealthRoutes } from '../platform/health.js';
import { closeConnectionsWhileDraining, createLifecycle, type Lifecycle } from '../platform/lifecycle.js';
import { registerHttpMetrics, registerMetricsRoute } from '../platform/metrics.js';
import { registerRequestIdHeader, serverOptions, type ServerOptionsInput } from '../platform/server-options.js';
import { registerUtf8JsonParser } from '../platform/strict-json.js';
import { defaultActivitySettings, type ActivitySettings, type ServiceContext } from './context.js';
import { assertSchemaCurrent, defaultDatabaseOptions, dialectOf, migrateToLatest, openDatabase, type Database, type DatabaseOptions } from './db/database.js';
import { registerRequestDeadline } from './http/deadline.js';
import { createServiceMetrics, type ServiceMetrics } from './metrics.js';
import { breachedPasswordChecker } from './login/risk/breached-passwords.js';
import { defaultRiskLimits, type RiskLimits } from './login/risk/risk-decision.js';
import type { RiskSettings } from './login/risk/sign-in-risk.js';
import { registerAccountRoutes } from './accounts/account.routes.js';
import { registerEmailChangeRoutes } from './email-change/email-change.routes.js';
import { registerSecurityRoutes } from './activity/security.routes.js';
import { registerAdminRoutes } from './admin/admin.routes.js';
import { registerOAuthClientRoutes } from './oauth-clients/oauth-clients.routes.js';
import { registerConnectedAppRoutes } from './connected-apps/connected-apps.routes.js';
import { fillSearchTerms } from './accounts/account-search.js';
import { registerPasskeyRoutes } from './passkeys/passkey.routes.js';
import { registerAuthenticatorRoutes } from './authenticator/authenticator.routes.js';
import { registerPasswordlessRoutes } from './passkey-first/passwordless.routes.js';
import { registerStepUpRoutes } from './step-up/step-up.routes.js';
import { registerDataExportRoutes } from './data-export/data-export.routes.js';
import { registerClosingRoutes } from './closing/closing.routes.js';
import { deleteClosedAccounts } from './closing/closing-deletion.js';
import { purgeExpiredRows } from './housekeeping.js';
import { registerErrorHandling } from './http/errors.js';
import { registerServiceAuth } from './http/service-auth.js';
import { systemClock, type Clock } from './lib/clock.js';
import { warmUpDummyHash } from './lib/password.js';
import { registerLoginRoutes } from './login/login.routes.js';
import { registerDevMailboxRoutes } from './mail/dev-mailbox.routes.js';
import { startMailWorker } from './mail/mail-worker.js';
import { outboxStats } from './mail/outbox.repository.js';
import { defaultSender } from './mail/sender.js';
import { registerPasswordRoutes } from './password/password.routes.js';
import { startReissueWorker } from './password/reissue-worker.js';
import { registerSessionAccess } from './sessions/session-access.js';
import { registerSessionRoutes } from './sessions/session.routes.js';
import { startOpenIdProvider, type OpenIdProvider } from './oidc/openid-provider.js';
import { OIDC_ROUTES, OIDC_SERVICE_TOKEN_HEADER } from './oidc/oidc.routes.js';
import { createAppAccessLookup } from './oidc/access-tokens.js';
import { keyRingOf, type EncryptionKeys } from './authenticator/secret-box.js';
import { defaultThrottleSettings, type ThrottleSettings } from './throttle/throttle.service.js';

export type { Database } from './db/database.js';
export type { Clock } from './lib/clock.js';
export type { ThrottleSettings } from './throttle/throttle.service.js';

export interface AccountServiceOptions {
  /** 'sqlite:PATH' | 'sqlite::memory:' | 'postgres://…' (may carry ?options=-c%20search_path%3Dxyz). */
  databaseUrl: string;
  /** The gateway's credential: every /v1 request needs `Authorization: Bearer <serviceToken>`. */
  serviceToken: string;
  /** Base of the links in mails. */
  publicUrl: string;
  /** SUPPORT_CONTACT: named in the mails that send people to support (they leave the sentence out without it). */
  supportContact?: string;
  /** SMTP transport when set; otherwise mails go to the dev mailbox. */
  smtpUrl?: string;
  /** Serve /dev/mailbox and /dev/mailbox/messages (never when NODE_ENV=production). */
  devMailbox: boolean;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /** ACTIVITY_RETENTION_DAYS and NEW_DEVICE_LOOKBACK_DAYS (defaults 180 and 90). */
  activity?: Partial<ActivitySettings>;
  clock?: Clock;
  /** The pino level of the JSON log lines; false (the default) logs nothing. */
  logLevel?: string | false;
  /** Pool size and timeouts (DATABASE_POOL_MAX, DATABASE_CONNECT_TIMEOUT_MS, DATABASE_STATEMENT_TIMEOUT_MS). */
  database?: Partial<DatabaseOptions>;
  /**
   * How long a request may run before its work must not commit, when the caller does not say (the
   * gateway says, with X-Request-Timeout-Ms). Default 8 s.
   */
  requestBudgetMs?: number;
  /** METRICS_TOKEN: /metrics for its bearer; without it, for this machine only. */
  metricsToken?: string;
  /** Client timeouts and the log destination (tests). */
  http?: Pick<ServerOptionsInput, 'timeouts' | 'logStream'>;
  /** Shared with the process's stop sequence (platform/lifecycle.ts); one is made when not given. */
  lifecycle?: Lifecycle;
  throttle?: Partial<ThrottleSettings>;
  mailPollIntervalMs?: number;
  /** Pause between the reissue worker's ticks, drawn at random from [minMs, maxMs); default 1–2 s. */
  reissueTickMs?: { minMs: number; maxMs: number };
  /** Sender of every mail; defaults to "アカウントポータル" <no-reply@host of publicUrl>. */
  mailFrom?: string;
  /** The sign-in risk rules: their limits, and the breached-password range service (BREACHED_PASSWORD_RANGE_URL; none: no check). */
  risk?: { limits?: Partial<RiskLimits>; breachedPasswordRangeUrl?: string | undefined; breachedPasswordTimeoutMs?: number };
  /** Back-channel logout may go to loopback and private addresses (never in production; tests, development). */
  oidcPrivateNetworkFetch?: boolean;
  /** TOTP_ENCRYPTION_KEY(_PREVIOUS); without them, a key kept in the database (authenticator/secret-box.ts). */
  authenticatorKeys?: EncryptionKeys;
}

export interface AccountService {
  app: FastifyInstance;
  db: Kysely<Database>;
  /** This room's metrics (the embedded default serves them with the gateway's). */
  metrics: Registry;
  /** What /readyz checks: resolves when the database answers with a current schema (on PostgreSQL, on a connection of its own). */
  ready(): Promise<void>;
  /** flush(): turns queued reissue requests into mails, then delivers everything due. */
  mail: { flush(): Promise<void> };
  /** The OpenID Provider: its host (the provider, built when first needed) and the back-channel logouts due now. */
  oidc: Pick<OpenIdProvider, 'host' | 'flushLogouts'>;
  /** Housekeeping now (it also runs once an hour): expired rows go, and closed accounts past their 30 days are deleted. */
  housekeeping(): Promise<{ deletedAccounts: string[] }>;
  close(): Promise<void>;
}

export async function buildAccountService(options: AccountServiceOptions): Promise<AccountService> {
  const clock = options.clock ?? systemClock;
  const logLevel = options.logLevel ?? false;
  const app = Fastify({
    ...serverOptions({ room: 'account-service', logLevel, trustProxy: false, requestIdFrom: 'always', bodyLimit: 64 * 1024, ...options.http }),
    // Schemas reject what they do not know: no silently dropped properties, no type coercion.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false } },
  });
  const databaseOptions: DatabaseOptions = {
    ...defaultDatabaseOptions,
    ...options.database,
    onConnectionError: (error) => app.log.warn({ err: error }, 'database connection lost; the pool opens a new one'),
  };
  const { db, poolUse } = openDatabase(options.databaseUrl, databaseOptions);
  try {
    await migrateToLatest(db, options.databaseUrl);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  await warmUpDummyHash();

  const registry = new Registry();
  const metrics = createServiceMetrics(registry, { poolUse, outbox: () => outboxStats(db, clock.now()) });
  const lifecycle = options.lifecycle ?? createLifecycle();

  const mail = startMailWorker({
    db,
    clock,
    smtpUrl: options.smtpUrl,
    from: options.mailFrom ?? defaultSender(options.publicUrl),
    pollIntervalMs: options.mailPollIntervalMs ?? 1000,
    events: {
      delivered: () => metrics.mailDelivered.inc(),
      failed: ({ id, tries, error, dead }) => {
        metrics.mailFailures.inc({ final: String(dead) });
        app.log.warn({ mailId: id, tries, dead, error }, dead ? 'mail delivery failed for the last time; set aside as dead' : 'mail delivery failed; it will be retried');
      },
    },
    onError: (error) => app.log.error({ err: error }, 'mail delivery round failed'),
  });
  // Reissue requests become reset mails only on this worker's own jittered ticks (never woken by a
  // request, see reissue-worker.ts); the mail worker's rounds deliver them.
  const reissue = startReissueWorker(
    { db, clock, publicUrl: options.publicUrl, supportContact: options.supportContact },
    { ...(options.reissueTickMs ?? { minMs: 1000, maxMs: 2000 }), onError: (error) => app.log.error({ err: error }, 'reissue round failed') },
  );

  const ctx: ServiceContext = {
    db,
    clock,
    throttle: { ...defaultThrottleSettings, ...options.throttle },
    publicUrl: options.publicUrl,
    supportContact: options.supportContact ?? '',
    sessionIdleMinutes: options.sessionIdleMinutes,
    sessionAbsoluteHours: options.sessionAbsoluteHours,
    activity: { ...defaultActivitySettings, ...options.activity },
    metrics,
    mailQueued: () => mail.wake(),
    mail,
    backchannelQueued: () => oidc.wakeLogouts(),
    appAccess: (token, now) => appAccess(token, now),
    authenticatorKeys: keyRingOf(db, options.authenticatorKeys ?? {}),
    risk: riskSettings(options.risk, metrics, app.log),
  };

  registerUtf8JsonParser(app);
  registerRequestIdHeader(app);
  registerErrorHandling(app);
  registerRequestDeadline(app, { defaultBudgetMs: options.requestBudgetMs ?? 8000 });
  registerHttpMetrics(app, registry, 'account_service');
  // /readyz asks PostgreSQL on a connection of its own: when requests hold every pooled connection
  // (waiting on a lock, say), the database still answers and this instance is still the one to send
  // traffic to; waiting for a pooled connection made /readyz miss the load balancer's check interval,
  // and both instances left it together. SQLite has no pool to wait for.
  const readinessDb =
    dialectOf(options.databaseUrl) === 'postgres'
      ? openDatabase(options.databaseUrl, { ...databaseOptions, onQuery: undefined, poolMax: 1, connectTimeoutMs: Math.min(databaseOptions.connectTimeoutMs, 1000), statementTimeoutMs: Math.min(databaseOptions.statementTimeoutMs, 1000) }).db
      : db;
  const ready = () => assertSchemaCurrent(readinessDb);
  closeConnectionsWhileDraining(app, lifecycle);
  registerHealthRoutes(app, { lifecycle, required: { database: ready } });
  registerMetricsRoute(app, () => [registry], options.metricsToken);
  registerServiceAuth(app, options.serviceToken, { routes: new Set(OIDC_ROUTES), header: OIDC_SERVICE_TOKEN_HEADER });
  registerSessionAccess(app, ctx);
  registerLoginRoutes(app, ctx);
  registerSessionRoutes(app, ctx);
  registerPasswordRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  registerEmailChangeRoutes(app, ctx);
  registerSecurityRoutes(app, ctx);
  registerPasskeyRoutes(app, ctx);
  registerAuthenticatorRoutes(app, ctx);
  registerPasswordlessRoutes(app, ctx);
  registerStepUpRoutes(app, ctx);
  registerDataExportRoutes(app, ctx);
  registerClosingRoutes(app, ctx);
  registerAdminRoutes(app, ctx);
  registerOAuthClientRoutes(app, ctx);
  registerConnectedAppRoutes(app, ctx);
  if (options.devMailbox) registerDevMailboxRoutes(app, db);
  // The OpenID Provider (oidc/): its endpoints, the interaction routes, the back-channel logout worker.
  const oidc = startOpenIdProvider(app, ctx, { pollIntervalMs: options.mailPollIntervalMs ?? 1000, allowPrivateNetworkFetch: options.oidcPrivateNetworkFetch ?? false });
  // Apps' access tokens, sent to the gateway as bearer tokens, are checked with the provider's own lookup.
  const appAccess = createAppAccessLookup(db, () => oidc.host.provider());

  // Accounts without search terms (after the migration that added the search, or new term rules) get
  // them in the background: the admin search finds them once done; nothing else waits for it.
  let filling: Promise<unknown> = Promise.resolve();
  const fillSearch = () => {
    filling = fillSearchTerms(db)
      .then((count) => count > 0 && app.log.info({ accounts: count }, 'search terms made'))
      .catch((error: unknown) => app.log.warn({ err: error }, 'making search terms failed; the next hour tries again'));
  };
  fillSearch();

  // Housekeeping once an hour; a failure here only delays the clean-up.
  const runHousekeeping = async () => {
    const now = clock.now();
    await purgeExpiredRows(db, now, ctx.activity);
    // 退会: accounts past their 30 days (closing/closing-deletion.ts; safe on several instances at once).
    const { deleted } = await deleteClosedAccounts(ctx, now);
    if (deleted.length > 0) app.log.info({ accounts: deleted.length }, 'closed accounts deleted');
    return { deletedAccounts: deleted };
  };
  const housekeeping = setInterval(() => {
    runHousekeeping().catch((error: unknown) => app.log.warn({ err: error }, 'housekeeping failed'));
    fillSearch();
  }, 3_600_000);
  housekeeping.unref();

  let closed = false;
  return {
    app,
    db,
    metrics: registry,
    ready,
    oidc,
    housekeeping: runHousekeeping,
    mail: {
      flush: async () => {
        await reissue.processNow();
        await mail.flush();
      },
    },
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(housekeeping);
      // Requests in flight finish first (they may queue mail), then the workers finish what they
      // are sending, then the pool closes.
      await app.close();
      await ctx.risk.breachedPasswords?.close();
      await oidc.close();
      await reissue.stop();
      await mail.stop();
      await filling;
      if (readinessDb !== db) await readinessDb.destroy();
      await db.destroy();
    },
  };
}

function riskSettings(options: AccountServiceOptions['risk'], metrics: ServiceMetrics, log: FastifyBaseLogger): RiskSettings {
  const url = options?.breachedPasswordRangeUrl;
  return {
    limits: { ...defaultRiskLimits, ...options?.limits },
    breachedPasswords: url
      ? breachedPasswordChecker({
          url,
          timeoutMs: options?.breachedPasswordTimeoutMs ?? 300,
          count: (outcome) => metrics.breachChecks.inc({ outcome }),
          log: (details, message) => log.warn(details, message),
        })
      : null,
    log: (details, message) => log.warn(details, message),
  };
}

/** The options the environment gives (platform/env.ts); the caller adds the service credential. */
export function accountServiceOptions(env: Environment): Omit<AccountServiceOptions, 'serviceToken'> {
  return {
    databaseUrl: env.database.url,
    publicUrl: env.publicUrl ?? `http://localhost:3000`,
    supportContact: env.browser.supportContact,
    smtpUrl: env.smtpUrl,
    devMailbox: env.nodeEnv !== 'production' && !env.smtpUrl,
    sessionIdleMinutes: env.session.idleMinutes,
    sessionAbsoluteHours: env.session.absoluteHours,
    activity: env.activity,
    logLevel: env.logLevel,
    database: { poolMax: env.database.poolMax, connectTimeoutMs: env.database.connectTimeoutMs, statementTimeoutMs: env.database.statementTimeoutMs },
    metricsToken: env.metricsToken,
    oidcPrivateNetworkFetch: env.nodeEnv !== 'production',
    authenticatorKeys: env.authenticatorKeys,
    risk: { breachedPasswordRangeUrl: env.breachedPasswords.rangeUrl, breachedPasswordTimeoutMs: env.breachedPasswords.timeoutMs },
  };
}
