// Where the provider lives in the account service:
// - oidc-provider is loaded when first needed (right after the server listens, or by the first /oidc
//   request), so the portal's start-to-ready does not wait for it;
// - the provider is built from the keys in the database; every instance re-reads the key version
//   every few seconds and builds a new provider when a rotation moved it (the provider reads its keys
//   once, at construction). Requests in flight finish on the old one; all state is in the database.
// - its events are logged with the request's id (no token, code or secret in them), and its requests
//   counted by the provider's own route name.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { KoaContextWithOIDC, Provider } from 'oidc-provider';
import type { Registry } from 'prom-client';
import { prometheus } from '../../platform/metrics.js';
import type { Database } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';
import { sha256Hex } from '../lib/crypto.js';
import { findSession } from '../sessions/session.repository.js';
import { findAccountById } from '../accounts/account.repository.js';
import { isBlockedByOperator } from '../accounts/account.model.js';
import { createAdapterClass } from './adapter.js';
import { secretMatches } from './clients.js';
import { buildConfiguration, type OidcLibrary } from './configuration.js';
import { ensureKeys, keyVersion, loadKeySet } from './keys.js';
import { enqueueBackchannelLogout } from './backchannel.js';
import { renderErrorPage, renderStartAgainPage } from './pages.js';

export const PORTAL_SESSION_HEADER = 'x-session-token';
/** Set on a response after which the browser's portal session has ended (RP-initiated logout): the gateway clears its cookie. */
export const PORTAL_SESSION_ENDED_HEADER = 'x-portal-session-ended';

export interface OidcHostOptions {
  db: Kysely<Database>;
  clock: Clock;
  /** The issuer: PUBLIC_URL, without a path. */
  publicUrl: string;
  sessionAbsoluteHours: number;
  /** Whether a portal session is live now (idle and absolute expiry, not ended). */
  isLiveSession(session: NonNullable<Awaited<ReturnType<typeof findSession>>>, now: Date): boolean;
  /** Ends the browser's portal session (RP-initiated logout): the account service's own logout. */
  endPortalSession(token: string, request: IncomingMessage): Promise<void>;
  /** A back-channel logout was queued (wakes the worker). */
  logoutQueued(): void;
  allowPrivateNetworkFetch: boolean;
  log: FastifyBaseLogger;
  registry: Registry;
  /** How often each instance looks for a key rotation (default 5 s). */
  keyPollMs?: number;
}

export interface OidcHost {
  /** The provider as it is now; loads and builds it the first time. */
  provider(): Promise<Provider>;
  /** The provider's request handler as it is now. */
  callback(): Promise<(req: IncomingMessage, res: ServerResponse) => Promise<void>>;
  library(): Promise<OidcLibrary>;
  /** Looks at the key version now, and rebuilds the provider if it moved (what the watch does every few seconds). */
  refresh(): Promise<void>;
  /** Starts loading in the background (after the server listens). */
  warmUp(): void;
  /** The log of the Fastify request a raw request belongs to (with its reqId). */
  noteRequest(req: IncomingMessage, log: FastifyBaseLogger): void;
  close(): void;
}

interface Built {
  provider: Provider;
  callback: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  version: number;
}

const tokenOf = (req: IncomingMessage): string | undefined => {
  const value = req.headers[PORTAL_SESSION_HEADER];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
};

export function createOidcHost(options: OidcHostOptions): OidcHost {
  const { db, clock } = options;
  const issuer = options.publicUrl.replace(/\/+$/, '');
  const secure = new URL(issuer).protocol === 'https:';
  const requestLogs = new WeakMap<IncomingMessage, FastifyBaseLogger>();
  const logOf = (ctx: KoaContextWithOIDC | undefined): FastifyBaseLogger => (ctx && requestLogs.get(ctx.req)) ?? options.log;
  const endedPortalSession = new WeakSet<object>();
  const duration = new prometheus.Histogram({
    name: 'account_service_oidc_request_duration_seconds',
    help: 'OpenID Provider requests by the provider\'s route name (authorization, token, userinfo, jwks…) and status.',
    labelNames: ['route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [options.registry],
  });

  let lib: Promise<OidcLibrary> | undefined;
  const library = () => (lib ??= import('oidc-provider'));

  /** The oidc_subject of the live portal session a request carries, if any. */
  async function portalSessionOf(req: IncomingMessage | undefined): Promise<{ subject: string; publicId: string } | null> {
    const token = req && tokenOf(req);
    if (!token) return null;
    const session = await findSession(db, sha256Hex(token));
    if (!session || !options.isLiveSession(session, clock.now())) return null;
    const account = await findAccountById(db, session.account_id);
    if (!account?.oidc_subject || isBlockedByOperator(account)) return null;
    return { subject: account.oidc_subject, publicId: session.public_id };
  }

  async function build(oidc: OidcLibrary): Promise<Built> {
    await ensureKeys(db, clock.now());
    const keys = await loadKeySet(db);
    const Adapter = createAdapterClass({
      db,
      clock,
      portalSessionOf: async (subject) => {
        const portal = await portalSessionOf(oidc.Provider.ctx?.req);
        return portal?.subject === subject ? portal.publicId : null;
      },
      replayedCode: () => new oidc.errors.InvalidGrant('authorization code already consumed'),
    });
    const configuration = buildConfiguration({
      lib: oidc,
      db,
      keys,
      secure,
      sessionAbsoluteHours: options.sessionAbsoluteHours,
      Adapter,
      portalSubject: async (ctx) => (await portalSessionOf(ctx.req))?.subject ?? null,
      allowPrivateNetworkFetch: options.allowPrivateNetworkFetch,
    });
    const provider = new oidc.Provider(issuer, configuration);
    // The mount overwrites X-Forwarded-Proto/Host/For before every request, so trusting them is safe.
    provider.proxy = true;
    // Secrets are stored as their SHA-256 (the adapter hands the hash over as client_secret): compare
    // the hash of what the app sent. Upstream calls this override part of the public API.
    provider.Client.prototype.compareClientSecret = async function compareClientSecret(this: { clientSecret?: string }, actual: string) {
      return typeof this.clientSecret === 'string' && secretMatches(this.clientSecret, String(actual));
    };
    // Back-channel logout goes through the outbox (retries, a fresh token per try) instead of one
    // fetch during the logout request; the worker calls the provider's own delivery (sendBackchannelLogout).
    const deliver = provider.Client.prototype.backchannelLogout;
    (provider.Client.prototype as { deliverBackchannelLogout?: unknown }).deliverBackchannelLogout = deliver;
    provider.Client.prototype.backchannelLogout = async function queueBackchannelLogout(this: { clientId: string }, sub: string, sid: string) {
      await enqueueBackchannelLogout(db, [{ clientId: this.clientId, subject: sub, sid }], clock.now());
      options.logoutQueued();
    };

    provider.use(async (ctx, next) => {
      const started = process.hrtime.bigint();
      try {
        await next();
        // RP-initiated logout that the person confirmed ends their portal session too.
        const token = tokenOf(ctx.req);
        if (endedPortalSession.has(ctx) && token) {
          await options.endPortalSession(token, ctx.req);
          ctx.set(PORTAL_SESSION_ENDED_HEADER, '1');
        }
      } catch (error) {
        // What the provider did not turn into an answer itself. A form posted without the session it
        // was made in (a device page sent after its cookie expired, a client with no cookies) cannot be
        // saved: the person starts again (400). Anything else is logged with the request's id and
        // answered with the provider's error page, never Koa's bare 500 and a stack on stderr.
        const lostSession = error instanceof TypeError && error.message.includes('previously persisted Sessions');
        const oidcCtx = ctx as unknown as KoaContextWithOIDC;
        if (!lostSession) logOf(oidcCtx).error({ err: error, route: oidcCtx.oidc?.route }, 'OpenID Provider error');
        ctx.status = lostSession ? 400 : 500;
        ctx.set('cache-control', 'no-store');
        if (lostSession) renderStartAgainPage(oidcCtx);
        else renderErrorPage(oidcCtx, { error: 'server_error' });
      } finally {
        duration.observe({ route: ctx.oidc?.route ?? 'unmatched', status_code: String(ctx.status) }, Number(process.hrtime.bigint() - started) / 1e9);
      }
    });
    // The provider's event names and arguments (its docs, "Events"), untyped here.
    const events = provider as unknown as NodeJS.EventEmitter;
    events.on('end_session.success', (ctx: KoaContextWithOIDC) => {
      if ((ctx.oidc.params as { logout?: unknown } | undefined)?.logout) endedPortalSession.add(ctx);
    });
    events.on('server_error', (ctx: KoaContextWithOIDC, error: Error) => logOf(ctx).error({ err: error, route: ctx?.oidc?.route }, 'OpenID Provider error'));
    for (const event of ['authorization.error', 'grant.error', 'end_session.error', 'userinfo.error', 'revocation.error', 'jwks.error', 'discovery.error', 'check_session.error'] as const) {
      events.on(event, (ctx: KoaContextWithOIDC, error: { error?: string; error_description?: string; status?: number }) =>
        logOf(ctx).info({ event, error: error.error, description: error.error_description, clientId: ctx?.oidc?.client?.clientId }, 'OpenID Provider refused a request'),
      );
    }
    events.on('grant.revoked', (ctx: KoaContextWithOIDC | undefined, grantId: string) =>
      logOf(ctx).warn({ event: 'grant.revoked', grantId, clientId: ctx?.oidc?.client?.clientId, route: ctx?.oidc?.route }, 'grant revoked (a replayed code or refresh token, or a logout)'),
    );
    events.on('backchannel.error', (ctx: KoaContextWithOIDC | undefined, error: Error, client: { clientId: string }) =>
      logOf(ctx).warn({ err: error, clientId: client.clientId }, 'back-channel logout could not be queued'),
    );
    return { provider, callback: provider.callback() as Built['callback'], version: keys.version };
  }

  let current: Promise<Built> | undefined;
  let watch: NodeJS.Timeout | undefined;
  let closed = false;

  function built(): Promise<Built> {
    if (!current) {
      current = library().then(build);
      current.catch(() => {
        current = undefined; // a database that did not answer is asked again by the next request
      });
      current.then(() => startWatch(), () => {});
    }
    return current;
  }

  async function refresh(): Promise<void> {
    if (!current) return;
    const now = await current;
    if ((await keyVersion(db)) === now.version) return;
    const next = build(await library());
    await next;
    current = next;
  }

  function startWatch(): void {
    if (watch || closed) return;
    watch = setInterval(() => {
      refresh().catch((error: unknown) => options.log.warn({ err: error }, 'looking for a key rotation failed; the next look tries again'));
    }, options.keyPollMs ?? 5000);
    watch.unref();
  }

  return {
    provider: async () => (await built()).provider,
    callback: async () => (await built()).callback,
    library,
    refresh,
    warmUp: () => {
      built().catch((error: unknown) => options.log.warn({ err: error }, 'starting the OpenID Provider failed; the first /oidc request tries again'));
    },
    noteRequest: (req, log) => requestLogs.set(req, log),
    close: () => {
      closed = true;
      if (watch) clearInterval(watch);
    },
  };
}
