// Step-up's REST routes: the session's step-up state, and proving each method (passkey: options, then
// the assertion; e-mail: a code to the account's address, then the code with the password; the
// authenticator app: one code).
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context.js';
import type { components } from '../generated/account-api.js';
import { routeOf } from '../http/route-schema.js';
import { sessionTokenOf } from '../http/request.js';
import { clientOf } from '../lib/device.js';
import { requireLiveSession } from '../sessions/session.service.js';
import { sendStepUpCode, verifyStepUpCode } from './step-up-code.service.js';
import { finishPasskeyStepUp, startPasskeyStepUp, verifyAuthenticatorAppStepUp } from './step-up-passkey.service.js';
import { stepUpStatusOf } from './step-up.guard.js';

type Schemas = components['schemas'];

export function registerStepUpRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.route({
    ...routeOf('getStepUp'),
    handler: async (request) => {
      const now = ctx.clock.now();
      const { session, account } = await requireLiveSession(ctx, sessionTokenOf(request), now);
      return stepUpStatusOf(ctx, session, account, now);
    },
  });

  app.route({
    ...routeOf('startPasskeyStepUp'),
    handler: async (request, reply) => reply.code(201).send(await startPasskeyStepUp(ctx, sessionTokenOf(request))),
  });

  app.route<{ Params: { ceremonyId: string }; Body: Schemas['FinishPasskeySignInRequest'] }>({
    ...routeOf('finishPasskeyStepUp'),
    handler: async (request) =>
      finishPasskeyStepUp(ctx, { sessionToken: sessionTokenOf(request), ceremonyId: request.params.ceremonyId, response: request.body.response, client: clientOf(request) }),
  });

  app.route({
    ...routeOf('sendStepUpCode'),
    handler: async (request, reply) => reply.code(201).send(await sendStepUpCode(ctx, sessionTokenOf(request), clientOf(request))),
  });

  app.route<{ Body: Schemas['VerifyStepUpCodeRequest'] }>({
    ...routeOf('verifyStepUpCode'),
    handler: async (request) => verifyStepUpCode(ctx, { sessionToken: sessionTokenOf(request), code: request.body.code, password: request.body.password, client: clientOf(request) }),
  });

  app.route<{ Body: Schemas['VerifyAuthenticatorAppStepUpRequest'] }>({
    ...routeOf('verifyAuthenticatorAppStepUp'),
    handler: async (request) => verifyAuthenticatorAppStepUp(ctx, { sessionToken: sessionTokenOf(request), code: request.body.code, client: clientOf(request) }),
  });
}
