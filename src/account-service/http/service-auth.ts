import type { FastifyInstance } from 'fastify';
import { constantTimeEqual } from '../lib/crypto.js';
import { AppError } from './errors.js';

/** Every /v1 request must carry the gateway's credential: `Authorization: Bearer <service token>`. */
export function registerServiceAuth(app: FastifyInstance, serviceToken: string): void {
  if (serviceToken.length === 0) throw new Error('serviceToken must not be empty');
  app.addHook('onRequest', async (request) => {
    if (!(request.url === '/v1' || request.url.startsWith('/v1/') || request.url.startsWith('/v1?'))) return;
    const header = request.headers.authorization ?? '';
    const match = /^Bearer (.+)$/i.exec(header);
    if (!match?.[1] || !constantTimeEqual(match[1], serviceToken)) throw new AppError('SERVICE_UNAUTHORIZED', 401);
  });
}
