import type { FastifyInstance } from 'fastify';
import type { components } from '../generated/account-api.js';
import type { ServiceContext } from '../context.js';
import { routeOf } from '../http/route-schema.js';
import { sessionTokenOf } from '../http/request.js';
import { clientOf } from '../lib/device.js';
import { updateOwnAccount } from './account-profile.service.js';

type Schemas = components['schemas'];

export function registerAccountRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.route<{ Body: Schemas['UpdateAccountRequest'] }>({
    ...routeOf('updateAccount'),
    handler: async (request) => updateOwnAccount(ctx, sessionTokenOf(request), request.body, clientOf(request)),
  });
}
