// Serves the built SPA next to the GraphQL endpoint, so the browser has one origin (and cookies
// stay first-party). History-mode routes fall back to index.html, which carries the run-time
// environment inlined (environment.ts); the file itself is never served as it is on disk. The pages
// the build prerendered (prerendered.ts) are sent already drawn, in the user's language.
import { readFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { uiLocales, type UiLocale } from '../shared/locale';
import { inlineEnvironment, revalidatedDocument, sendRevalidated, type PortalEnvironment, type RevalidatedDocument } from './environment';
import { errorBody } from './error-formatter';
import { PRERENDERED_DIR, requestLocale, withLang, type PrerenderedPages } from './prerendered';

const LONG_CACHE = 'public, max-age=31536000, immutable';
const INDEX = '/index.html';
// The document depends on the language, chosen by these request headers (the cookie is the locale's).
const VARY = 'Accept-Language, Cookie';

type Documents = Record<UiLocale, RevalidatedDocument>;

function documents(html: (locale: UiLocale) => string, env: PortalEnvironment): Documents {
  return Object.fromEntries(
    uiLocales.map((locale) => [
      locale,
      revalidatedDocument(inlineEnvironment(html(locale), env), 'text/html; charset=utf-8', { compress: true, vary: VARY }),
    ]),
  ) as Documents;
}

export async function registerSpa(
  app: FastifyInstance,
  spaDir: string,
  graphqlPath: string,
  env: PortalEnvironment,
  prerendered: PrerenderedPages | null = null,
): Promise<void> {
  const root = resolve(spaDir);
  const assets = join(root, 'assets') + sep;
  let html: string;
  try {
    html = await readFile(join(root, 'index.html'), 'utf8');
  } catch {
    throw new Error(`The SPA is not built in ${root}: index.html is missing (run npm run build).`);
  }
  // index.html names the current hashed assets, so it must be revalidated on every load.
  const index = documents((locale) => withLang(html, locale), env);
  const pages = new Map([...(prerendered?.pages ?? [])].map(([path, byLocale]) => [path, documents((locale) => byLocale[locale], env)]));

  await app.register(fastifyStatic, {
    root,
    cacheControl: false,
    // The build writes .br and .gz beside each asset (scripts/vite-precompress.ts): sent when the
    // browser accepts them, with no compression work per request.
    preCompressed: true,
    // The pages are answered below, with the environment inlined: never the bare files.
    index: false,
    allowedPath: (pathName) => pathName !== INDEX && !pathName.startsWith(`/${PRERENDERED_DIR}/`),
    // Vite puts content-hashed files under /assets, so they never change under the same name.
    setHeaders: (reply, path) => {
      reply.header('Cache-Control', path.startsWith(assets) ? LONG_CACHE : 'no-cache');
    },
  });

  const send = (request: FastifyRequest, reply: FastifyReply, docs: Documents) => sendRevalidated(request, reply, docs[requestLocale(request)]);
  // The same path answers a page or a JSON 404 by Accept: a cache must not hand one to the other.
  const notFound = (reply: FastifyReply) => reply.code(404).header('Vary', 'Accept').send(errorBody('Not found.', 'NOT_FOUND'));

  app.get('/', (request, reply) => send(request, reply, index));
  app.get(INDEX, (request, reply) => send(request, reply, index));
  for (const [path, docs] of pages) {
    app.get(path, (request, reply) => (acceptsHtml(request.headers.accept) ? send(request, reply, docs) : notFound(reply)));
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && path !== graphqlPath && !path.startsWith('/assets/');
    if (isPage && acceptsHtml(request.headers.accept)) return send(request, reply, index);
    return notFound(reply);
  });
}

// The media ranges under which an HTML page is acceptable.
const HTML_RANGES = new Set(['*/*', 'text/*', 'text/html', 'application/xhtml+xml']);

/**
 * Whether a request's Accept takes an HTML page (PRODUCT.md, "Content negotiation"): no Accept at all,
 * or any range that covers HTML with a quality above 0, `*\/*` included: mail apps' link openers and
 * uptime checks send that. Only a client that lists no such range (`application/json` alone) is
 * answered JSON.
 */
export function acceptsHtml(accept: string | undefined): boolean {
  if (accept === undefined || accept.trim() === '') return true;
  for (const range of accept.split(',')) {
    const [type = '', ...params] = range.split(';');
    if (!HTML_RANGES.has(type.trim().toLowerCase())) continue;
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(param)?.[1]).find((value) => value !== undefined);
    if (q === undefined || Number(q) > 0) return true;
  }
  return false;
}
