// The account service, built by a factory: server.ts (or the embedded default) listens; tests inject.
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServiceContext } from './context.js';
import { migrateToLatest, openDatabase, type Database } from './db/database.js';
import { registerAccountRoutes } from './accounts/account.routes.js';
import { registerEmailChangeRoutes } from './email-change/email-change.routes.js';
import { purgeExpiredRows } from './housekeeping.js';
import { registerErrorHandling } from './http/errors.js';
import { registerServiceAuth } from './http/service-auth.js';
import { systemClock, type Clock } from './lib/clock.js';
import { warmUpDummyHash } from './lib/password.js';
import { registerLoginRoutes } from './login/login.routes.js';
import { registerDevMailboxRoutes } from './mail/dev-mailbox.routes.js';
import { startMailWorker } from './mail/mail-worker.js';
import { defaultSender } from './mail/sender.js';
import { registerPasswordRoutes } from './password/password.routes.js';
import { startReissueWorker } from './password/reissue-worker.js';
import { registerSessionRoutes } from './sessions/session.routes.js';
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
  /** SMTP transport when set; otherwise mails go to the dev mailbox. */
  smtpUrl?: string;
  /** Serve /dev/mailbox and /dev/mailbox/messages (never when NODE_ENV=production). */
  devMailbox: boolean;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  clock?: Clock;
  logger?: boolean;
  throttle?: Partial<ThrottleSettings>;
  mailPollIntervalMs?: number;
  /** Pause between the reissue worker's ticks, drawn at random from [minMs, maxMs); default 1–2 s. */
  reissueTickMs?: { minMs: number; maxMs: number };
  /** Sender of every mail; defaults to "アカウントポータル" <no-reply@host of publicUrl>. */
  mailFrom?: string;
}

export interface AccountService {
  app: FastifyInstance;
  db: Kysely<Database>;
  /** flush(): turns queued reissue requests into mails, then delivers everything due. */
  mail: { flush(): Promise<void> };
  close(): Promise<void>;
}

export async function buildAccountService(options: AccountServiceOptions): Promise<AccountService> {
  const clock = options.clock ?? systemClock;
  const db = openDatabase(options.databaseUrl);
  try {
    await migrateToLatest(db, options.databaseUrl);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  await warmUpDummyHash();

  const app = Fastify({
    logger: options.logger ?? false,
    // Errors are logged; a line per request is not (the gateway calls this service for every request).
    logController: new LogController({ disableRequestLogging: true }),
    // Requests here are small JSON documents; anything larger is refused before parsing.
    bodyLimit: 64 * 1024,
    // Schemas reject what they do not know: no silently dropped properties, no type coercion.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false } },
  });

  const mail = startMailWorker({
    db,
    clock,
    smtpUrl: options.smtpUrl,
    from: options.mailFrom ?? defaultSender(options.publicUrl),
    pollIntervalMs: options.mailPollIntervalMs ?? 1000,
    onError: (error) => app.log.error({ err: error }, 'mail delivery round failed'),
  });
  // Reissue requests become reset mails only on this worker's own jittered ticks (never woken by a
  // request, see reissue-worker.ts); the mail worker's rounds deliver them.
  const reissue = startReissueWorker(
    { db, clock, publicUrl: options.publicUrl },
    { ...(options.reissueTickMs ?? { minMs: 1000, maxMs: 2000 }), onError: (error) => app.log.error({ err: error }, 'reissue round failed') },
  );

  const ctx: ServiceContext = {
    db,
    clock,
    throttle: { ...defaultThrottleSettings, ...options.throttle },
    publicUrl: options.publicUrl,
    sessionIdleMinutes: options.sessionIdleMinutes,
    sessionAbsoluteHours: options.sessionAbsoluteHours,
    mailQueued: () => mail.wake(),
  };

  registerErrorHandling(app);
  registerServiceAuth(app, options.serviceToken);
  registerLoginRoutes(app, ctx);
  registerSessionRoutes(app, ctx);
  registerPasswordRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  registerEmailChangeRoutes(app, ctx);
  if (options.devMailbox && process.env.NODE_ENV !== 'production') registerDevMailboxRoutes(app, db);

  // Housekeeping once an hour; a failure here only delays the clean-up.
  const housekeeping = setInterval(() => {
    purgeExpiredRows(db, clock.now()).catch((error: unknown) => app.log.warn({ err: error }, 'housekeeping failed'));
  }, 3_600_000);
  housekeeping.unref();

  let closed = false;
  return {
    app,
    db,
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
      await reissue.stop();
      await mail.stop();
      await app.close();
      await db.destroy();
    },
  };
}
