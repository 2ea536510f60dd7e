// 退会's REST routes (issue 24): ask to close the signed-in account, cancel it, and the administrators' list.
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context.js';
import { routeOf } from '../http/route-schema.js';
import { sessionTokenOf } from '../http/request.js';
import { clientOf } from '../lib/device.js';
import { toApiAccount } from '../accounts/account.model.js';
import { requireAdmin } from '../admin/admin.service.js';
import { cancelClosing, listClosingAccounts, requestClosing } from './closing.service.js';
import { CURRENT_SESSION_HEADER, currentSessionHeader } from '../sessions/session-access.js';
import { getCurrentSession } from '../sessions/session.service.js';

export function registerClosingRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.route({
    ...routeOf('requestAccountClosing'),
    handler: async (request, reply) => reply.code(201).send(await requestClosing(ctx, sessionTokenOf(request), clientOf(request))),
  });

  app.route({
    ...routeOf('cancelAccountClosing'),
    handler: async (request, reply) => {
      const cancelled = await cancelClosing(ctx, sessionTokenOf(request), clientOf(request));
      // The session as it is now, as a checked route answers it (session-access.ts): the gateway's call
      // for 「退会を取り消す」 is then its one call, with no lookup after it. (This route takes no
      // X-Required-Roles: it is one of the two an account waiting for deletion may use.)
      reply.header(CURRENT_SESSION_HEADER, currentSessionHeader(await getCurrentSession(ctx, sessionTokenOf(request), null)));
      return cancelled;
    },
  });

  app.route({
    ...routeOf('listClosingAccounts'),
    handler: async (request) => {
      const now = ctx.clock.now();
      await requireAdmin(ctx, sessionTokenOf(request), now);
      return { accounts: (await listClosingAccounts(ctx.db)).map((row) => toApiAccount(row, now)) };
    },
  });
}
