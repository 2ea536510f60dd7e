// The embedded default: the account service, the gateway and the SPA in one process.
// The account service listens on an internal loopback port only the gateway knows, with a
// service credential made fresh at every start; the gateway serves the SPA and /graphql.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { accountServiceOptions, buildAccountService } from './account-service/app';
import type { Clock } from './account-service/lib/clock';
import { ensureDemoAccount } from './account-service/demo-account';
import { startRangeServer, type RangeServer } from './account-service/login/risk/range-server';
import { buildGateway } from './gateway/app';
import { gatewayOptions } from './gateway/config';
import { loadEnvironment, type Environment } from './platform/env';
import { createLifecycle, installGracefulStop, type Lifecycle } from './platform/lifecycle';
import { isLocalRequest } from './platform/local-request';
import { projectPath } from './platform/paths';

export interface Portal {
  url: string;
  demoAccount: { loginId: string; email: string; password: string } | null;
  /** The stop sequence's state: /readyz answers 503 once it is draining. */
  lifecycle: Lifecycle;
  gateway: FastifyInstance;
  /** Runs the account service's housekeeping now (it runs hourly anyway): 退会's deletions past their 30 days, among others. */
  housekeeping(): Promise<{ deletedAccounts: string[] }>;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Development: the SPA is served by Vite, which may call from its own origin. */
  dev?: boolean;
  spaDir?: string;
  /** false: no log lines (tests); otherwise LOG_LEVEL's. */
  logger?: boolean;
  /** The account service's clock (tests move it, e.g. past 退会's 30 days); the system clock otherwise. */
  clock?: Clock;
}

export async function startPortal(env: Environment, options: StartOptions = {}): Promise<Portal> {
  const serviceToken = randomBytes(32).toString('base64url');
  const publicUrlFallback = options.dev ? 'http://localhost:5173' : `http://localhost:${env.port}`;
  const publicUrl = env.publicUrl ?? publicUrlFallback;
  const logLevel = options.logger === false ? false : env.logLevel;
  const lifecycle = createLifecycle();

  const serviceOptions = accountServiceOptions(env);
  // The demo checks passwords against a local breached-password range service (seeded from the
  // common-password list) rather than the internet; an operator's BREACHED_PASSWORD_RANGE_URL wins,
  // and production without one has no check.
  const rangeServer: RangeServer | null = serviceOptions.devMailbox && !env.breachedPasswords.rangeUrl ? await startRangeServer() : null;
  if (rangeServer) serviceOptions.risk = { ...serviceOptions.risk, breachedPasswordRangeUrl: rangeServer.url };
  const accountService = await buildAccountService({ ...serviceOptions, serviceToken, publicUrl, logLevel, lifecycle, ...(options.clock ? { clock: options.clock } : {}) });
  const internalUrl = await accountService.app.listen({ host: '127.0.0.1', port: 0 });
  const demoAccount = await ensureDemoAccount(accountService.db);

  const spaDir = options.dev ? undefined : (options.spaDir ?? projectPath(env.spaDir));
  if (spaDir && !existsSync(resolve(spaDir, 'index.html'))) {
    throw new Error(`The SPA is not built in ${spaDir}: run npm run build (npm start does it for you).`);
  }
  const gateway = await buildGateway({
    ...gatewayOptions(env),
    accountServiceUrl: internalUrl,
    serviceToken,
    publicUrl,
    allowedOrigins: options.dev ? ['http://localhost:5173', 'http://127.0.0.1:5173'] : env.allowedOrigins,
    spaDir,
    logLevel,
    lifecycle,
    // One process, one /readyz and one /metrics for all three rooms.
    readiness: { database: accountService.ready },
    moreMetrics: () => [accountService.metrics],
  });
  if (serviceOptions.devMailbox) forwardDevMailbox(gateway, internalUrl);
  try {
    await gateway.listen({ host: env.host, port: env.port });
  } catch (error) {
    // The port is taken (EADDRINUSE): nothing is left running behind the error.
    await gateway.close().catch(() => undefined);
    await accountService.close().catch(() => undefined);
    await rangeServer?.close().catch(() => undefined);
    throw error;
  }

  return {
    url: publicUrl.replace(/\/$/, ''),
    demoAccount,
    lifecycle,
    gateway,
    housekeeping: () => accountService.housekeeping(),
    async close() {
      // The gateway's requests in flight need the account service: it closes second.
      await gateway.close();
      await accountService.close();
      await rangeServer?.close();
    },
  };
}

/**
 * The dev mailbox belongs to the account service; in the embedded default it is shown on the portal's
 * own port, to this machine only (the account service sees every forwarded request come from loopback,
 * so the check is made here, on the client's address as TRUST_PROXY resolves it).
 */
function forwardDevMailbox(app: FastifyInstance, internalUrl: string): void {
  app.get('/dev/mailbox*', async (request, reply) => {
    if (!isLocalRequest(request)) {
      return reply.code(404).send({ errors: [{ message: 'Not found.', extensions: { code: 'NOT_FOUND' } }] });
    }
    const upstream = await fetch(new URL(request.url, internalUrl), { signal: AbortSignal.timeout(5000) });
    reply.status(upstream.status);
    reply.header('content-type', upstream.headers.get('content-type') ?? 'text/plain');
    reply.header('cache-control', 'no-store');
    return reply.send(Buffer.from(await upstream.arrayBuffer()));
  });
}

function printBanner(portal: Portal, env: Environment): void {
  const lines = [``, `アカウントポータル: ${portal.url}`];
  if (!env.smtpUrl) lines.push(`開発用メールボックス (dev mailbox): ${portal.url}/dev/mailbox`);
  if (portal.demoAccount) {
    lines.push(
      `デモアカウント (shown once): login ID ${portal.demoAccount.loginId} / password ${portal.demoAccount.password}`,
      `  e-mail ${portal.demoAccount.email}`,
    );
  }
  console.log(lines.join('\n') + '\n');
}

/** The embedded default as a process: environment, start, banner, graceful stop (also `npm start`'s). */
export async function runPortal(): Promise<void> {
  let env: Environment;
  try {
    env = loadEnvironment('portal');
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const portal = await startPortal(env, { dev: process.argv.includes('--dev') });
  printBanner(portal, env);
  installGracefulStop({ lifecycle: portal.lifecycle, log: portal.gateway.log, ...env.shutdown, close: () => portal.close() });
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await runPortal();
