// Serves the built SPA next to the GraphQL endpoint, so the browser has one origin (and cookies
// stay first-party). History-mode routes fall back to index.html.
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorBody } from './error-formatter';

const LONG_CACHE = 'public, max-age=31536000, immutable';

function htmlHeaders(reply: FastifyReply) {
  // index.html names the current hashed assets, so it must be revalidated on every load.
  reply.header('Cache-Control', 'no-cache');
  reply.header('X-Frame-Options', 'DENY');
}

export async function registerSpa(app: FastifyInstance, spaDir: string, graphqlPath: string): Promise<void> {
  const root = resolve(spaDir);
  const assets = join(root, 'assets') + sep;
  await app.register(fastifyStatic, {
    root,
    cacheControl: false,
    // Vite puts content-hashed files under /assets, so they never change under the same name.
    setHeaders: (reply, path) => {
      if (path.startsWith(assets)) reply.header('Cache-Control', LONG_CACHE);
      else if (path.endsWith('.html')) htmlHeaders(reply);
      else reply.header('Cache-Control', 'no-cache');
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && path !== graphqlPath && !path.startsWith('/assets/');
    if (isPage && wantsHtml) {
      htmlHeaders(reply);
      return reply.sendFile('index.html');
    }
    return reply.code(404).send(errorBody('Not found.', 'NOT_FOUND'));
  });
}
