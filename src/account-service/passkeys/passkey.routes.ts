// Passkeys' REST routes: the signed-in account's passkeys, their registration, and signing in.
import type { FastifyInstance } from 'fastify';
import type { components } from '../generated/account-api.js';
import type { ServiceContext } from '../context.js';
import { routeOf } from '../http/route-schema.js';
import { sessionTokenOf } from '../http/request.js';
import { clientOf } from '../lib/device.js';
import { counted } from '../metrics.js';
import { finishPasskeySignIn, startPasskeySignIn } from './passkey-sign-in.service.js';
import { deletePasskey, finishPasskeyRegistration, listOwnPasskeys, renamePasskey, startPasskeyRegistration } from './passkey.service.js';

type Schemas = components['schemas'];
interface PasskeyParams {
  passkeyId: string;
}
interface CeremonyParams {
  ceremonyId: string;
}

export function registerPasskeyRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.route({
    ...routeOf('listPasskeys'),
    handler: async (request) => listOwnPasskeys(ctx, sessionTokenOf(request)),
  });

  app.route<{ Params: PasskeyParams; Body: Schemas['RenamePasskeyRequest'] }>({
    ...routeOf('renamePasskey'),
    handler: async (request) => renamePasskey(ctx, sessionTokenOf(request), request.params.passkeyId, request.body.name),
  });

  app.route<{ Params: PasskeyParams; Body: Schemas['DeletePasskeyRequest'] }>({
    ...routeOf('deletePasskey'),
    handler: async (request, reply) => {
      const input = { sessionToken: sessionTokenOf(request), id: request.params.passkeyId, currentPassword: request.body.currentPassword, client: clientOf(request) };
      await deletePasskey(ctx, input);
      return reply.code(204).send();
    },
  });

  app.route<{ Body: Schemas['StartPasskeyRegistrationRequest'] }>({
    ...routeOf('startPasskeyRegistration'),
    handler: async (request, reply) => {
      const ceremony = await startPasskeyRegistration(ctx, { sessionToken: sessionTokenOf(request), currentPassword: request.body.currentPassword, client: clientOf(request) });
      return reply.code(201).send(ceremony);
    },
  });

  app.route<{ Params: CeremonyParams; Body: Schemas['FinishPasskeyRegistrationRequest'] }>({
    ...routeOf('finishPasskeyRegistration'),
    handler: async (request, reply) => {
      const input = { sessionToken: sessionTokenOf(request), ceremonyId: request.params.ceremonyId, name: request.body.name, response: request.body.response, client: clientOf(request) };
      return reply.code(201).send(await finishPasskeyRegistration(ctx, input));
    },
  });

  app.route({
    ...routeOf('startPasskeySignIn'),
    handler: async (_request, reply) => reply.code(201).send(await startPasskeySignIn(ctx)),
  });

  app.route<{ Params: CeremonyParams; Body: Schemas['FinishPasskeySignInRequest'] }>({
    ...routeOf('finishPasskeySignIn'),
    handler: async (request, reply) => {
      const input = { ceremonyId: request.params.ceremonyId, response: request.body.response, deviceToken: request.body.deviceToken, client: clientOf(request) };
      const grant = await counted(ctx.metrics.signIns, () => finishPasskeySignIn(ctx, input));
      return reply.code(201).send(grant);
    },
  });
}
