import type { FastifyInstance } from 'fastify';
import type { components } from '../generated/account-api.js';
import type { ServiceContext } from '../context.js';
import { routeOf } from '../http/route-schema.js';
import { sessionTokenOf } from '../http/request.js';
import { clientOf } from '../lib/device.js';
import { confirmEmailChange, requestEmailChange } from './email-change.service.js';

type Schemas = components['schemas'];

export function registerEmailChangeRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.route<{ Body: Schemas['RequestEmailChangeRequest'] }>({
    ...routeOf('requestEmailChange'),
    handler: async (request, reply) => {
      const pending = await requestEmailChange(ctx, { ...request.body, sessionToken: sessionTokenOf(request), client: clientOf(request) });
      return reply.code(202).send(pending);
    },
  });

  app.route<{ Body: Schemas['ConfirmEmailChangeRequest'] }>({
    ...routeOf('confirmEmailChange'),
    handler: async (request) => confirmEmailChange(ctx, { ...request.body, sessionToken: sessionTokenOf(request), client: clientOf(request) }),
  });
}
