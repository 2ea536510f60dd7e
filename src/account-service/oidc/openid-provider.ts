// The OpenID Provider as one piece of the account service: its endpoints, the interaction routes the
// gateway calls, the back-channel logout worker, and the provider itself (loaded after the server
// listens, so the start is not slowed by it).
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context.js';
import { deviceOf } from '../lib/device.js';
import { endSession, isLive } from '../sessions/session.service.js';
import { registerInteractionRoutes } from './interaction.routes.js';
import { startLogoutWorker } from './logout-worker.js';
import { registerOidcRoutes } from './oidc.routes.js';
import { createOidcHost, type OidcHost } from './provider-host.js';

export interface OpenIdProvider {
  host: OidcHost;
  /** Delivers the back-channel logouts due now (tests). */
  flushLogouts(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenIdProviderOptions {
  pollIntervalMs: number;
  /** Outside production: back-channel logout may go to loopback and private addresses. */
  allowPrivateNetworkFetch: boolean;
  keyPollMs?: number;
  /** How long after listening the provider is loaded in the background (default 2 s). */
  warmUpDelayMs?: number;
}

/** Registers everything on the app; call before the app is ready. `ctx.backchannelQueued` must wake the returned worker (wakeLogouts). */
export function startOpenIdProvider(app: FastifyInstance, ctx: ServiceContext, options: OpenIdProviderOptions): OpenIdProvider & { wakeLogouts(): void } {
  let wake = (): void => {};
  const host = createOidcHost({
    db: ctx.db,
    clock: ctx.clock,
    publicUrl: ctx.publicUrl,
    sessionAbsoluteHours: ctx.sessionAbsoluteHours,
    isLiveSession: (session, now) => isLive(ctx, session, now),
    endPortalSession: async (token, req) => {
      const ip = typeof req.headers['x-forwarded-for'] === 'string' ? req.headers['x-forwarded-for'] : '';
      const userAgent = req.headers['user-agent'];
      await endSession(ctx, token, { ip, device: deviceOf(typeof userAgent === 'string' ? userAgent : undefined) });
    },
    logoutQueued: () => wake(),
    allowPrivateNetworkFetch: options.allowPrivateNetworkFetch,
    log: app.log,
    registry: ctx.metrics.registry,
    ...(options.keyPollMs !== undefined ? { keyPollMs: options.keyPollMs } : {}),
  });
  const worker = startLogoutWorker({
    db: ctx.db,
    clock: ctx.clock,
    host,
    pollIntervalMs: options.pollIntervalMs,
    onFailure: ({ id, clientId, tries, dead, error }) =>
      app.log.warn({ logoutId: id, clientId, tries, dead, error }, dead ? 'back-channel logout failed for the last time; set aside as dead' : 'back-channel logout failed; it will be retried'),
    onError: (error) => app.log.error({ err: error }, 'back-channel logout round failed'),
  });
  wake = () => worker.wake();

  registerOidcRoutes(app, host, ctx.publicUrl);
  registerInteractionRoutes(app, ctx, host);
  // Loaded a little after the server listens, once the start is over (loading it takes the event loop
  // for ~200 ms, which would hold the first answers up), or by the first request that needs it.
  let warmUp: NodeJS.Timeout | undefined;
  app.addHook('onListen', (done) => {
    warmUp = setTimeout(() => host.warmUp(), options.warmUpDelayMs ?? 2000).unref();
    done();
  });

  return {
    host,
    wakeLogouts: wake,
    flushLogouts: () => worker.flush(),
    async close() {
      clearTimeout(warmUp);
      host.close();
      await worker.stop();
    },
  };
}
