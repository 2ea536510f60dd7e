// 「連携中のアプリ」's REST routes: the signed-in account's connected apps, and disconnecting one.
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context.js';
import { routeOf } from '../http/route-schema.js';
import { sessionTokenOf } from '../http/request.js';
import { clientOf } from '../lib/device.js';
import { listOwnConnectedApps, revokeOwnConnectedApp } from './connected-app.service.js';

export function registerConnectedAppRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.route({
    ...routeOf('listConnectedApps'),
    handler: async (request) => listOwnConnectedApps(ctx, sessionTokenOf(request)),
  });

  app.route<{ Params: { clientId: string } }>({
    ...routeOf('revokeConnectedApp'),
    handler: async (request) => revokeOwnConnectedApp(ctx, sessionTokenOf(request), request.params.clientId, clientOf(request)),
  });
}
