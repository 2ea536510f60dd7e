// The admin console's REST routes (schema/account-api.yaml, /v1/admin/…).
import type { FastifyInstance } from 'fastify';
import type { components } from '../generated/account-api.js';
import type { ServiceContext } from '../context.js';
import type { AccountStatus, Role } from '../db/schema.js';
import { routeOf } from '../http/route-schema.js';
import { clientIpOf, sessionTokenOf } from '../http/request.js';
import type { AccountLevel } from '../accounts/account-level.js';
import { actOnAccount, getAccount, invite, listAccountEvents, listAudit, searchAccounts } from './admin.service.js';

type Schemas = components['schemas'];
type AccountParams = { Params: { accountCode: string } };

export function registerAdminRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.route<{ Querystring: { q?: string; role?: Role; status?: AccountStatus; level?: AccountLevel; limit?: string; after?: string } }>({
    ...routeOf('listAccounts'),
    // The contract's patterns have let only valid limits and cursors through.
    handler: async (request) => {
      const { q, role, status, level, limit, after } = request.query;
      return searchAccounts(ctx, sessionTokenOf(request), { search: q, role, status, level, limit: Number(limit ?? 50), after });
    },
  });

  app.route<AccountParams>({
    ...routeOf('getAdminAccount'),
    handler: async (request) => getAccount(ctx, sessionTokenOf(request), request.params.accountCode),
  });

  app.route<AccountParams & { Querystring: { limit?: string; after?: string } }>({
    ...routeOf('listAdminAccountEvents'),
    handler: async (request) => listAccountEvents(ctx, sessionTokenOf(request), request.params.accountCode, Number(request.query.limit ?? 20), request.query.after),
  });

  app.route<AccountParams & { Body: Schemas['AdminActionRequest'] }>({
    ...routeOf('actOnAccount'),
    handler: async (request) => actOnAccount(ctx, sessionTokenOf(request), clientIpOf(request), request.params.accountCode, request.body),
  });

  app.route<{ Body: Schemas['InviteAccountRequest'] }>({
    ...routeOf('inviteAccount'),
    handler: async (request, reply) => reply.code(201).send(await invite(ctx, sessionTokenOf(request), clientIpOf(request), request.body)),
  });

  app.route<{ Querystring: { accountCode?: string; limit?: string; after?: string } }>({
    ...routeOf('listAuditEntries'),
    handler: async (request) => listAudit(ctx, sessionTokenOf(request), { accountCode: request.query.accountCode, limit: Number(request.query.limit ?? 50), after: request.query.after }),
  });
}
