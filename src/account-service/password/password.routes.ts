import type { FastifyInstance } from 'fastify';
import type { components } from '../generated/account-api.js';
import type { ServiceContext } from '../context.js';
import { routeOf } from '../http/route-schema.js';
import { clientIpOf, sessionTokenOf } from '../http/request.js';
import { clientOf } from '../lib/device.js';
import { changePassword } from './password-change.service.js';
import { checkPasswordResetToken, resetPassword } from './password-reset.service.js';
import { startPasswordReissue } from './reissue.service.js';

type Schemas = components['schemas'];

export function registerPasswordRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.route<{ Body: Schemas['StartPasswordReissueRequest'] }>({
    ...routeOf('startPasswordReissue'),
    // No worker is woken here: the reissue worker picks the request up on its own jittered tick, so
    // the work a known account causes never follows this request (or the next one) in time.
    handler: async (request, reply) => {
      const accepted = await startPasswordReissue(ctx, { identifier: request.body.identifier, clientIp: clientIpOf(request) });
      return reply.code(202).send(accepted);
    },
  });

  app.route<{ Body: Schemas['PasswordResetTokenRequest'] }>({
    ...routeOf('checkPasswordResetToken'),
    handler: async (request) => checkPasswordResetToken(ctx, request.body.token, clientIpOf(request)),
  });

  app.route<{ Body: Schemas['ResetPasswordRequest'] }>({
    ...routeOf('resetPassword'),
    handler: async (request, reply) => {
      await resetPassword(ctx, { token: request.body.token, newPassword: request.body.newPassword, client: clientOf(request) });
      return reply.code(204).send();
    },
  });

  app.route<{ Body: Schemas['ChangePasswordRequest'] }>({
    ...routeOf('changePassword'),
    handler: async (request) =>
      changePassword(ctx, { sessionToken: sessionTokenOf(request), currentPassword: request.body.currentPassword, newPassword: request.body.newPassword, client: clientOf(request) }),
  });
}
