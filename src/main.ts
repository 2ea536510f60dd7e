// The embedded default: the account service, the gateway and the SPA in one process.
// The account service listens on an internal loopback port only the gateway knows, with a
// service credential made fresh at every start; the gateway serves the SPA and /graphql.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildAccountService } from './account-service/app';
import { ensureDemoAccount } from './account-service/demo-account';
import { isLoopback } from './account-service/mail/dev-mailbox.routes';
import { buildGateway } from './gateway/app';
import { rateLimitConfig } from './gateway/config';
import { loadPortalConfig, type PortalConfig } from './main-config';

export interface Portal {
  url: string;
  demoAccount: { loginId: string; email: string; password: string } | null;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Development: the SPA is served by Vite, which may call from its own origin. */
  dev?: boolean;
  spaDir?: string;
  logger?: boolean;
}

export async function startPortal(config: PortalConfig, options: StartOptions = {}): Promise<Portal> {
  const serviceToken = randomBytes(32).toString('base64url');
  const devMailbox = !config.SMTP_URL && config.NODE_ENV !== 'production';
  const publicUrlFallback = options.dev ? 'http://localhost:5173' : `http://localhost:${config.PORT}`;
  const publicUrl = config.PUBLIC_URL ?? publicUrlFallback;

  const accountService = await buildAccountService({
    databaseUrl: config.DATABASE_URL,
    serviceToken,
    publicUrl,
    smtpUrl: config.SMTP_URL,
    devMailbox,
    sessionIdleMinutes: config.SESSION_IDLE_MINUTES,
    sessionAbsoluteHours: config.SESSION_ABSOLUTE_HOURS,
    logger: options.logger ?? false,
  });
  const internalUrl = await accountService.app.listen({ host: '127.0.0.1', port: 0 });
  const demoAccount = await ensureDemoAccount(accountService.db);

  const spaDir = options.dev ? undefined : (options.spaDir ?? resolve(import.meta.dirname, '../dist/app'));
  if (spaDir && !existsSync(resolve(spaDir, 'index.html'))) {
    throw new Error(`The SPA is not built in ${spaDir}: run npm run build (npm start does it for you).`);
  }
  const gateway = await buildGateway({
    accountServiceUrl: internalUrl,
    serviceToken,
    publicUrl,
    allowedOrigins: options.dev ? ['http://localhost:5173', 'http://127.0.0.1:5173'] : [],
    spaDir,
    trustProxy: config.TRUST_PROXY === 'true',
    graphiql: config.NODE_ENV === 'development',
    introspection: config.NODE_ENV !== 'production',
    rateLimit: rateLimitConfig(config),
    logger: options.logger ?? false,
    gatewayUrl: config.GATEWAY_URL,
    analyticsScriptUrl: config.ANALYTICS_SCRIPT_URL,
    supportContact: config.SUPPORT_CONTACT,
    buildVersion: config.BUILD_VERSION,
  });
  if (devMailbox) forwardDevMailbox(gateway, internalUrl);
  await gateway.listen({ host: config.HOST, port: config.PORT });

  return {
    url: publicUrl.replace(/\/$/, ''),
    demoAccount,
    async close() {
      await gateway.close();
      await accountService.close();
    },
  };
}

/**
 * The dev mailbox belongs to the account service; in the embedded default it is shown on the portal's
 * own port, to this machine only (the account service sees every forwarded request come from loopback).
 */
function forwardDevMailbox(app: FastifyInstance, internalUrl: string): void {
  app.get('/dev/mailbox*', async (request, reply) => {
    if (!isLoopback(request.socket.remoteAddress)) {
      return reply.code(404).send({ errors: [{ message: 'Not found.', extensions: { code: 'NOT_FOUND' } }] });
    }
    const upstream = await fetch(new URL(request.url, internalUrl));
    reply.status(upstream.status);
    reply.header('content-type', upstream.headers.get('content-type') ?? 'text/plain');
    reply.header('cache-control', 'no-store');
    return reply.send(Buffer.from(await upstream.arrayBuffer()));
  });
}

function printBanner(portal: Portal, config: PortalConfig): void {
  const lines = [``, `アカウントポータル: ${portal.url}`];
  if (!config.SMTP_URL) lines.push(`開発用メールボックス (dev mailbox): ${portal.url}/dev/mailbox`);
  if (portal.demoAccount) {
    lines.push(
      `デモアカウント (shown once): login ID ${portal.demoAccount.loginId} / password ${portal.demoAccount.password}`,
      `  e-mail ${portal.demoAccount.email}`,
    );
  }
  console.log(lines.join('\n') + '\n');
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  let config: PortalConfig;
  try {
    config = loadPortalConfig(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  // Errors are logged (JSON lines on stdout); per-request lines are not, in either room.
  const portal = await startPortal(config, { dev: process.argv.includes('--dev'), logger: true });
  printBanner(portal, config);
  const stop = async (): Promise<void> => {
    await portal.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
