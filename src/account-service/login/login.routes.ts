import type { FastifyInstance } from 'fastify';
import type { components } from '../generated/account-api.js';
import type { ServiceContext } from '../context.js';
import { routeOf } from '../http/route-schema.js';
import { clientIpOf } from '../http/request.js';
import { clientOf } from '../lib/device.js';
import { counted } from '../metrics.js';
import { getLogin, resendLoginCode, startLogin, startRecoveryLogin } from './login.service.js';
import { verifyLoginCode } from './code-verification.service.js';

type Schemas = components['schemas'];
interface AttemptParams {
  attemptId: string;
}

export function registerLoginRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.route<{ Body: Schemas['StartLoginRequest'] }>({
    ...routeOf('startLogin'),
    handler: async (request, reply) => {
      const challenge = await counted(ctx.metrics.signIns, () => startLogin(ctx, { identifier: request.body.identifier, password: request.body.password, deviceToken: request.body.deviceToken, program: request.body.program, locale: request.body.locale, client: clientOf(request) }));
      return reply.code(201).send(challenge);
    },
  });

  app.route<{ Body: Schemas['StartRecoveryLoginRequest'] }>({
    ...routeOf('startRecoveryLogin'),
    handler: async (request, reply) => {
      const { identifier, recoveryCode, deviceToken, program, locale } = request.body;
      const challenge = await counted(ctx.metrics.signIns, () => startRecoveryLogin(ctx, { identifier, recoveryCode, deviceToken, program, locale, client: clientOf(request) }));
      return reply.code(201).send(challenge);
    },
  });

  app.route<{ Params: AttemptParams }>({
    ...routeOf('getLogin'),
    handler: async (request) => getLogin(ctx, request.params.attemptId),
  });

  app.route<{ Params: AttemptParams; Body: Schemas['VerifyCodeRequest'] }>({
    ...routeOf('verifyLoginCode'),
    handler: async (request, reply) => {
      const { sessionKind, method } = request.body;
      const input = { attemptId: request.params.attemptId, code: request.body.code, client: clientOf(request), ...(sessionKind ? { sessionKind } : {}), ...(method ? { method } : {}) };
      const grant = await counted(ctx.metrics.codeChecks, () => verifyLoginCode(ctx, input));
      return reply.code(201).send(grant);
    },
  });

  app.route<{ Params: AttemptParams }>({
    ...routeOf('resendLoginCode'),
    handler: async (request) => resendLoginCode(ctx, request.params.attemptId, clientIpOf(request)),
  });
}
