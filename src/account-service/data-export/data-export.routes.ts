// 「データのダウンロード」's REST routes (issue 24): ask for a link, check one, download with one.
import type { FastifyInstance } from 'fastify';
import type { components } from '../generated/account-api.js';
import type { ServiceContext } from '../context.js';
import { routeOf } from '../http/route-schema.js';
import { sessionTokenOf } from '../http/request.js';
import { clientOf } from '../lib/device.js';
import { checkDataExportLink, downloadDataExport, requestDataExport } from './data-export.service.js';

type Schemas = components['schemas'];

export function registerDataExportRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.route({
    ...routeOf('requestDataExport'),
    handler: async (request, reply) => reply.code(201).send(await requestDataExport(ctx, sessionTokenOf(request), clientOf(request))),
  });

  app.route<{ Body: Schemas['DataExportLinkRequest'] }>({
    ...routeOf('checkDataExportLink'),
    handler: async (request) => checkDataExportLink(ctx, sessionTokenOf(request), request.body.token),
  });

  app.route<{ Body: Schemas['DataExportDownloadRequest'] }>({
    ...routeOf('downloadDataExport'),
    handler: async (request, reply) => {
      const file = await downloadDataExport(ctx, sessionTokenOf(request), request.body.token, request.body.format, clientOf(request));
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  });
}
