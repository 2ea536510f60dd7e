// 「パスワードを使わない」 and 「パスワードを設定する」's REST routes (issue 23, passkey-first accounts).
import type { FastifyInstance } from 'fastify';
import type { components } from '../generated/account-api.js';
import type { ServiceContext } from '../context.js';
import { routeOf } from '../http/route-schema.js';
import { sessionTokenOf } from '../http/request.js';
import { clientOf } from '../lib/device.js';
import { removePassword, setPassword } from './passwordless.service.js';

type Schemas = components['schemas'];

export function registerPasswordlessRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.route({
    ...routeOf('removePassword'),
    handler: async (request) => removePassword(ctx, { sessionToken: sessionTokenOf(request), client: clientOf(request) }),
  });

  app.route<{ Body: Schemas['SetPasswordRequest'] }>({
    ...routeOf('setPassword'),
    handler: async (request) => setPassword(ctx, { sessionToken: sessionTokenOf(request), newPassword: request.body.newPassword, client: clientOf(request) }),
  });
}
