import type { FastifyInstance } from 'fastify';
import { HEALTH_ROUTES } from '../../platform/health.js';
import { METRICS_ROUTE } from '../../platform/metrics.js';
import { constantTimeEqualsTo } from '../../platform/crypto.js';
import { AppError } from './errors.js';

/**
 * Only the gateway may call the account service: every request must carry its credential
 * (`Authorization: Bearer <service token>`), except the dev mailbox pages and the operations routes
 * (health for the load balancer; /metrics, which has its own guard). The decision is made on
 * the route the router matched, never on the raw URL, so an encoded path (`/%761/session`) cannot
 * reach a handler without the credential. A path that matches no route gets the plain 404.
 */
const open = new Set<string>([...HEALTH_ROUTES, METRICS_ROUTE, '/dev/mailbox', '/dev/mailbox/messages']);

/** Routes whose Authorization header belongs to someone else (the OpenID Provider's: an app's own credentials, a bearer token at userinfo): the credential comes in a header of its own. */
export interface OwnHeaderRoutes {
  routes: ReadonlySet<string>;
  header: string;
}

export function registerServiceAuth(app: FastifyInstance, serviceToken: string, ownHeader?: OwnHeaderRoutes): void {
  if (serviceToken.length === 0) throw new Error('serviceToken must not be empty');
  const isServiceToken = constantTimeEqualsTo(serviceToken);
  app.addHook('onRequest', (request, _reply, done) => {
    const route = request.routeOptions.url;
    if (route === undefined || open.has(route)) return done();
    if (ownHeader?.routes.has(route)) {
      const value = request.headers[ownHeader.header];
      return done(typeof value === 'string' && isServiceToken(value) ? undefined : new AppError('SERVICE_UNAUTHORIZED', 401));
    }
    const header = request.headers.authorization ?? '';
    const match = /^Bearer (.+)$/i.exec(header);
    done(match?.[1] && isServiceToken(match[1]) ? undefined : new AppError('SERVICE_UNAUTHORIZED', 401));
  });
}
