// The security page's REST routes: sessions, activity, and "this was not me" (signed in, or by link).
import type { FastifyInstance } from 'fastify';
import type { components } from '../generated/account-api.js';
import type { ServiceContext } from '../context.js';
import { routeOf } from '../http/route-schema.js';
import { clientIpOf, sessionTokenOf } from '../http/request.js';
import { clientOf } from '../lib/device.js';
import { checkNotMeLink, reportNotMe, reportNotMeByLink } from './not-me.service.js';
import { listOwnEvents, listOwnSessions, revokeOtherOwnSessions, revokeOwnSession } from './security.service.js';

type Schemas = components['schemas'];

export function registerSecurityRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.route({
    ...routeOf('listSessions'),
    handler: async (request) => listOwnSessions(ctx, sessionTokenOf(request)),
  });

  app.route({
    ...routeOf('revokeOtherSessions'),
    handler: async (request) => revokeOtherOwnSessions(ctx, sessionTokenOf(request), clientOf(request)),
  });

  app.route<{ Params: { sessionId: string } }>({
    ...routeOf('revokeSession'),
    handler: async (request) => revokeOwnSession(ctx, sessionTokenOf(request), request.params.sessionId, clientOf(request)),
  });

  app.route<{ Querystring: { limit?: string; after?: string } }>({
    ...routeOf('listAccountEvents'),
    // The contract's pattern has let only 1 to 50 through.
    handler: async (request) => listOwnEvents(ctx, sessionTokenOf(request), Number(request.query.limit ?? 20), request.query.after),
  });

  app.route<{ Body: Schemas['NotMeReportRequest'] }>({
    ...routeOf('reportNotMe'),
    handler: async (request) => reportNotMe(ctx, sessionTokenOf(request), request.body.eventId, clientOf(request)),
  });

  app.route<{ Body: Schemas['NotMeLinkRequest'] }>({
    ...routeOf('checkNotMeLink'),
    handler: async (request) => checkNotMeLink(ctx, request.body.token, clientIpOf(request)),
  });

  app.route<{ Body: Schemas['NotMeLinkRequest'] }>({
    ...routeOf('reportNotMeByLink'),
    handler: async (request) => reportNotMeByLink(ctx, request.body.token, clientOf(request)),
  });
}
