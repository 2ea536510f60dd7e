import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context.js';
import { routeOf } from '../http/route-schema.js';
import { sessionTokenOf } from '../http/request.js';
import { appScopeOf } from '../http/app-scopes.js';
import { clientOf } from '../lib/device.js';
import { endSession, getCurrentSession } from './session.service.js';

export function registerSessionRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.route({
    ...routeOf('getSession'),
    handler: async (request) => getCurrentSession(ctx, sessionTokenOf(request), appScopeOf('getSession')),
  });

  app.route({
    ...routeOf('deleteSession'),
    handler: async (request, reply) => {
      await endSession(ctx, sessionTokenOf(request), clientOf(request));
      return reply.code(204).send();
    },
  });
}
