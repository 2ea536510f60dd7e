import type { FastifyRequest } from 'fastify';

/** The end user's IP as the gateway reported it; the direct caller's address otherwise. */
export function clientIpOf(request: FastifyRequest): string {
  const header = request.headers['x-client-ip'];
  return typeof header === 'string' && header.length > 0 ? header : request.ip;
}

export function sessionTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-session-token'];
  return typeof header === 'string' && header.length > 0 ? header : undefined;
}
