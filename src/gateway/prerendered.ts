// The SPA's documents per language: index.html for every page, and the pages the build prerendered
// (scripts/vite-prerender.ts writes them, with a manifest, to prerendered/ in the SPA's folder), which
// already show the page's heading and form. Read once at start, sent from memory, compressed once.
// The language is chosen per request, as the SPA chooses it (src/shared/locale.ts): the locale
// cookie (the choice made in this browser), then Accept-Language, then Japanese.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { localeCookieName, negotiateLocale, uiLocales, type UiLocale } from '../shared/locale';

export const PRERENDERED_DIR = 'prerendered';

export interface PrerenderedPages {
  /** Page path → language → the document as built (the environment is not inlined yet). */
  pages: Map<string, Record<UiLocale, string>>;
  /** CSP sources ('sha256-…') of the documents' inline script and style. */
  inlineHashes: { script: string[]; style: string[] };
}

const hashSource = z.string().regex(/^'sha256-[A-Za-z0-9+/]{43}='$/);
const manifestSchema = z.object({
  pages: z.record(z.string().regex(/^\/[A-Za-z0-9/_-]*$/), z.partialRecord(z.enum(uiLocales), z.string().regex(/^[A-Za-z0-9_.-]+\.html$/))),
  inlineHashes: z.object({ script: z.array(hashSource), style: z.array(hashSource) }),
});

/** The prerendered pages of a built SPA, or null when the build has none (a build before issue 15). */
export async function readPrerenderedPages(spaDir: string): Promise<PrerenderedPages | null> {
  const dir = join(spaDir, PRERENDERED_DIR);
  let raw: string;
  try {
    raw = await readFile(join(dir, 'manifest.json'), 'utf8');
  } catch {
    return null;
  }
  const manifest = manifestSchema.parse(JSON.parse(raw));
  const pages = new Map<string, Record<UiLocale, string>>();
  for (const [path, files] of Object.entries(manifest.pages)) {
    const documents = {} as Record<UiLocale, string>;
    for (const locale of uiLocales) {
      const file = files[locale];
      if (file === undefined) throw new Error(`The prerendered page ${path} has no ${locale} document (run npm run build).`);
      documents[locale] = await readFile(join(dir, file), 'utf8');
    }
    pages.set(path, documents);
  }
  return { pages, inlineHashes: manifest.inlineHashes };
}

/** The language of a document for this request: the locale cookie, then Accept-Language, then Japanese. */
export function requestLocale(request: FastifyRequest): UiLocale {
  const acceptLanguage = request.headers['accept-language'];
  return negotiateLocale(request.cookies[localeCookieName], typeof acceptLanguage === 'string' ? acceptLanguage : undefined);
}

/** index.html in a language: `<html lang>` is what the SPA reads as the server's choice. */
export function withLang(html: string, locale: UiLocale): string {
  return html.replace(/<html\b([^>]*?)\slang="[^"]*"/i, (_match, before: string) => `<html${before} lang="${locale}"`);
}

export interface Compressed {
  br: Buffer;
  gzip: Buffer;
}

export function compress(body: string): Compressed {
  return {
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(body, { level: 9 }),
  };
}

/** The encoding to send, by the client's Accept-Encoding: br, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): keyof Compressed | null {
  if (typeof acceptEncoding !== 'string') return null;
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => q === undefined || !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q))
      .map(([coding]) => coding!.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}
