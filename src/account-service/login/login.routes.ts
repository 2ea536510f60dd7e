import type { FastifyInstance } from 'fastify';
import type { components } from '../generated/account-api.js';
import type { ServiceContext } from '../context.js';
import { routeOf } from '../http/route-schema.js';
import { clientIpOf } from '../http/request.js';
import { clientOf } from '../lib/device.js';
import { counted } from '../metrics.js';
import { getLogin, resendLoginCode, startLogin } from './login.service.js';
import { verifyLoginCode } from './code-verification.service.js';

type Schemas = components['schemas'];
interface AttemptParams {
  attemptId: string;
}

export function registerLoginRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.route<{ Body: Schemas['StartLoginRequest'] }>({
    ...routeOf('startLogin'),
    handler: async (request, reply) => {
      const challenge = await counted(ctx.metrics.signIns, () => startLogin(ctx, { ...request.body, client: clientOf(request) }));
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
      const input = { attemptId: request.params.attemptId, code: request.body.code, client: clientOf(request), ...(request.body.sessionKind ? { sessionKind: request.body.sessionKind } : {}) };
      const grant = await counted(ctx.metrics.codeChecks, () => verifyLoginCode(ctx, input));
      return reply.code(201).send(grant);
    },
  });

  app.route<{ Params: AttemptParams }>({
    ...routeOf('resendLoginCode'),
    handler: async (request) => resendLoginCode(ctx, request.params.attemptId, clientIpOf(request)),
  });
}
