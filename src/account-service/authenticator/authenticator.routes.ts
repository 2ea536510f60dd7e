// The authenticator app's and the recovery codes' REST routes (issue 23).
import type { FastifyInstance } from 'fastify';
import type { components } from '../generated/account-api.js';
import type { ServiceContext } from '../context.js';
import { routeOf } from '../http/route-schema.js';
import { sessionTokenOf } from '../http/request.js';
import { clientOf } from '../lib/device.js';
import { confirmAuthenticatorEnrolment, getSecondFactors, removeAuthenticator, startAuthenticatorEnrolment } from './authenticator.service.js';
import { generateRecoveryCodes } from './recovery-codes.service.js';

type Schemas = components['schemas'];

export function registerAuthenticatorRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.route({
    ...routeOf('getSecondFactors'),
    handler: async (request) => getSecondFactors(ctx, sessionTokenOf(request)),
  });

  app.route<{ Body: Schemas['PasswordConfirmation'] }>({
    ...routeOf('startAuthenticatorEnrolment'),
    handler: async (request, reply) => {
      const input = { sessionToken: sessionTokenOf(request), currentPassword: request.body.currentPassword, client: clientOf(request) };
      return reply.code(201).send(await startAuthenticatorEnrolment(ctx, input));
    },
  });

  app.route<{ Body: Schemas['AuthenticatorCodeRequest'] }>({
    ...routeOf('confirmAuthenticatorEnrolment'),
    handler: async (request) => confirmAuthenticatorEnrolment(ctx, { sessionToken: sessionTokenOf(request), code: request.body.code, client: clientOf(request) }),
  });

  app.route<{ Body: Schemas['PasswordConfirmation'] }>({
    ...routeOf('removeAuthenticator'),
    handler: async (request) => removeAuthenticator(ctx, { sessionToken: sessionTokenOf(request), currentPassword: request.body.currentPassword, client: clientOf(request) }),
  });

  app.route<{ Body: Schemas['PasswordConfirmation'] }>({
    ...routeOf('generateRecoveryCodes'),
    handler: async (request, reply) => {
      const input = { sessionToken: sessionTokenOf(request), currentPassword: request.body.currentPassword, client: clientOf(request) };
      return reply.code(201).send(await generateRecoveryCodes(ctx, input));
    },
  });
}
