// The admin console's REST routes for registered apps (schema/account-api.yaml, /v1/admin/oauth-clients).
// Each checks the acting session itself (an administrator, not waiting for a password change), whatever
// the gateway checked, then calls the service the accounts CLI calls too.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../context.js';
import type { components } from '../generated/account-api.js';
import { requireAdmin } from '../admin/admin.service.js';
import type { AdminActor } from '../admin/audit.repository.js';
import { requireFreshProof } from '../step-up/step-up.guard.js';
import { routeOf } from '../http/route-schema.js';
import { clientIpOf, sessionTokenOf } from '../http/request.js';
import { createOAuthClient, disableOAuthClient, listOAuthClients, rotateOAuthClientSecret } from './oauth-client.service.js';

type ClientParams = { Params: { clientId: string } };

/** The administrator acting, as the audit log names them (401/403 otherwise); a change needs a fresh step-up (403 STEP_UP_REQUIRED). */
async function administrator(ctx: ServiceContext, request: FastifyRequest, change = true): Promise<AdminActor> {
  const now = ctx.clock.now();
  const { session, account } = await requireAdmin(ctx, sessionTokenOf(request), now);
  if (change) await requireFreshProof(ctx, session, account, now);
  return { kind: 'administrator', account, ip: clientIpOf(request) };
}

export function registerOAuthClientRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.route({
    ...routeOf('listOAuthClients'),
    handler: async (request) => {
      await administrator(ctx, request, false);
      return { clients: await listOAuthClients(ctx.db) };
    },
  });

  app.route<{ Body: components['schemas']['CreateOAuthClientRequest'] }>({
    ...routeOf('createOAuthClient'),
    handler: async (request, reply) => reply.code(201).send(await createOAuthClient(ctx, await administrator(ctx, request), request.body)),
  });

  app.route<ClientParams>({
    ...routeOf('rotateOAuthClientSecret'),
    handler: async (request) => rotateOAuthClientSecret(ctx, await administrator(ctx, request), request.params.clientId),
  });

  app.route<ClientParams>({
    ...routeOf('disableOAuthClient'),
    handler: async (request) => disableOAuthClient(ctx, await administrator(ctx, request), request.params.clientId),
  });
}
