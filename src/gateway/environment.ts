// Environment data for the SPA, decided at run time so that one build runs everywhere: served as
// GET /env.json and inlined into index.html as a JSON data block (never executed, so the CSP needs
// no exception for it).
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { browserEnvFields } from '../platform/env';
import { localeCookieName } from '../shared/locale';
import { chooseEncoding, compress, type Compressed } from './prerendered';
import type { CookieNames } from './session-cookies';

export const ENV_PATH = '/env.json';

export interface PortalEnvironment {
  /** Where the SPA sends GraphQL: a path on this origin or an absolute URL. */
  gatewayUrl: string;
  analytics: { scriptUrl: string } | null;
  supportContact: string;
  /** Where browsers reach the portal, without a trailing slash. */
  publicUrl: string;
  buildVersion: string;
  /** The cookies the portal sets (names only), for /storeControl; script reads only the language's. */
  cookies: Array<{ name: string; httpOnly: boolean }>;
}

export interface BrowserEnvOptions {
  gatewayUrl?: string | undefined;
  analyticsScriptUrl?: string | undefined;
  supportContact?: string | undefined;
  buildVersion?: string | undefined;
}

const optionsSchema = z.object({
  gatewayUrl: browserEnvFields.GATEWAY_URL,
  analyticsScriptUrl: browserEnvFields.ANALYTICS_SCRIPT_URL,
  supportContact: browserEnvFields.SUPPORT_CONTACT,
  buildVersion: browserEnvFields.BUILD_VERSION,
});

/** Validates the gateway options with the rules the environment variables follow. */
export function portalEnvironment(options: BrowserEnvOptions, publicUrl: URL, names: CookieNames): PortalEnvironment {
  const parsed = optionsSchema.safeParse(options);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid gateway options: ${problems.join('; ')}`);
  }
  const o = parsed.data;
  return {
    gatewayUrl: o.gatewayUrl,
    analytics: o.analyticsScriptUrl !== undefined ? { scriptUrl: o.analyticsScriptUrl } : null,
    supportContact: o.supportContact,
    publicUrl: (publicUrl.origin + publicUrl.pathname).replace(/\/+$/, ''),
    buildVersion: o.buildVersion,
    cookies: [
      { name: names.session, httpOnly: true },
      { name: names.attempt, httpOnly: true },
      { name: names.device, httpOnly: true },
      // The SPA writes this one (the language chosen); the gateway reads it for the first paint.
      { name: localeCookieName, httpOnly: false },
    ],
  };
}

/**
 * JSON that is safe inside a <script> element: `<`, `>` and `&` become \u escapes, so no value (a
 * support contact holding `</script>` or `<!--`) can end the element. JSON.parse reads it unchanged.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** index.html with the environment as `<script id="portal-env" type="application/json">` in <head>. */
export function inlineEnvironment(html: string, env: PortalEnvironment): string {
  const block = `<script id="portal-env" type="application/json">${scriptSafeJson(env)}</script>`;
  const headEnd = html.search(/<\/head\s*>/i);
  if (headEnd >= 0) return `${html.slice(0, headEnd)}  ${block}\n  ${html.slice(headEnd)}`;
  // No </head>: the parser opens the head implicitly, so the block belongs right after <head> or the doctype.
  const start = /^\s*(<!doctype[^>]*>\s*)?(<html[^>]*>\s*)?(<head[^>]*>)?/i.exec(html)![0].length;
  return html.slice(0, start) + block + html.slice(start);
}

/** A small in-memory document that must be revalidated on every use (Cache-Control no-cache + ETag). */
export interface RevalidatedDocument {
  body: string;
  contentType: string;
  etag: string;
  /** Compressed once at start (the HTML documents), sent to clients that accept it. */
  compressed?: Compressed;
  /** The request headers the document was chosen by, for caches (Vary). */
  vary?: string;
}

export function revalidatedDocument(body: string, contentType: string, options: { compress?: boolean; vary?: string } = {}): RevalidatedDocument {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const doc: RevalidatedDocument = { body, contentType, etag };
  if (options.compress) doc.compressed = compress(body);
  if (options.vary !== undefined) doc.vary = options.vary;
  return doc;
}

export function sendRevalidated(
  request: FastifyRequest,
  reply: FastifyReply,
  doc: RevalidatedDocument,
  cacheControl = 'no-cache',
): FastifyReply {
  const encoding = doc.compressed ? chooseEncoding(request.headers['accept-encoding']) : null;
  // Each encoding is a representation of its own, with a tag of its own.
  const etag = encoding ? `${doc.etag.slice(0, -1)}-${encoding}"` : doc.etag;
  const vary = [doc.vary, doc.compressed ? 'Accept-Encoding' : undefined].filter(Boolean).join(', ');
  reply.header('Cache-Control', cacheControl).header('ETag', etag).header('Content-Type', doc.contentType);
  if (vary) reply.header('Vary', vary);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return reply.code(304).send();
  }
  if (encoding && doc.compressed) return reply.header('Content-Encoding', encoding).send(doc.compressed[encoding]);
  return reply.send(doc.body);
}

export function registerEnvironmentRoute(app: FastifyInstance, env: PortalEnvironment): void {
  const doc = revalidatedDocument(JSON.stringify(env), 'application/json; charset=utf-8');
  app.get(ENV_PATH, (request, reply) => sendRevalidated(request, reply, doc));
}
