// Serves the built SPA next to the GraphQL endpoint, so the browser has one origin (and cookies
// stay first-party). History-mode routes fall back to index.html, which carries the run-time
// environment inlined (environment.ts); the file itself is never served as it is on disk.
import { readFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { inlineEnvironment, revalidatedDocument, sendRevalidated, type PortalEnvironment } from './environment';
import { errorBody } from './error-formatter';

const LONG_CACHE = 'public, max-age=31536000, immutable';
const INDEX = '/index.html';

export async function registerSpa(app: FastifyInstance, spaDir: string, graphqlPath: string, env: PortalEnvironment): Promise<void> {
  const root = resolve(spaDir);
  const assets = join(root, 'assets') + sep;
  let html: string;
  try {
    html = await readFile(join(root, 'index.html'), 'utf8');
  } catch {
    throw new Error(`The SPA is not built in ${root}: index.html is missing (run npm run build).`);
  }
  // index.html names the current hashed assets, so it must be revalidated on every load.
  const page = revalidatedDocument(inlineEnvironment(html, env), 'text/html; charset=utf-8');

  await app.register(fastifyStatic, {
    root,
    cacheControl: false,
    // The build writes .br and .gz beside each asset (scripts/vite-precompress.ts): sent when the
    // browser accepts them, with no compression work per request.
    preCompressed: true,
    // The page is answered below, with the environment inlined: never the bare file.
    index: false,
    allowedPath: (pathName) => pathName !== INDEX,
    // Vite puts content-hashed files under /assets, so they never change under the same name.
    setHeaders: (reply, path) => {
      reply.header('Cache-Control', path.startsWith(assets) ? LONG_CACHE : 'no-cache');
    },
  });

  app.get('/', (request, reply) => sendRevalidated(request, reply, page));
  app.get(INDEX, (request, reply) => sendRevalidated(request, reply, page));

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && path !== graphqlPath && !path.startsWith('/assets/');
    if (isPage && wantsHtml) return sendRevalidated(request, reply, page);
    return reply.code(404).send(errorBody('Not found.', 'NOT_FOUND'));
  });
}
