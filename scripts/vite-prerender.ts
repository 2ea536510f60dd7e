// A Vite build plugin: after the SPA is built, builds src/app/server-entry.tsx for Node, renders each
// public page of page-rules.ts's prerenderedPaths once per language, and writes the documents the
// gateway sends for them (dist/app/prerendered/, which it never serves as files):
// - index.html with <html lang>, the page's title, the page's markup in #root, and the page's own
//   chunk preloaded, so React hydrates it without waiting for one more round trip;
// - the CSS the page needs (the entry's and the page chunk's) inline, instead of a stylesheet that
//   blocks the first paint;
// - the early-events script inline (src/app/components/ui/early-events.ts).
// manifest.json lists the documents and the SHA-256 of every inline script and style, which the
// gateway puts in its Content-Security-Policy (no 'unsafe-inline').
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';

/** What the gateway reads (src/gateway/prerendered.ts keeps the same shape). */
export interface PrerenderManifest {
  /** Page path → language → document file, relative to the manifest. */
  pages: Record<string, Record<string, string>>;
  /** CSP hash sources ('sha256-…') of the documents' inline code. */
  inlineHashes: { script: string[]; style: string[] };
}

interface ServerEntry {
  renderPage(path: string, locale: string): Promise<{ markup: string; title: string }>;
  prerenderedPaths: readonly string[];
  prerenderedRootAttribute: string;
  earlyEventsScript: string;
  locales: readonly string[];
}

interface ChunkInfo {
  fileName: string;
  imports: string[];
  css: string[];
  isEntry: boolean;
  facade: string | null;
}

export interface PrerenderOptions {
  /** Each prerendered path's page module (as in app-routes.tsx's lazy imports), to preload its chunk. */
  pages: Record<string, string>;
  serverEntry: string;
}

const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** A chunk and everything it imports statically, depth first. */
function closure(chunks: Map<string, ChunkInfo>, start: string, seen = new Set<string>()): string[] {
  if (seen.has(start)) return [];
  seen.add(start);
  const chunk = chunks.get(start);
  return chunk ? [start, ...chunk.imports.flatMap((name) => closure(chunks, name, seen))] : [];
}

export function prerender(options: PrerenderOptions): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  let configFile: string | undefined;
  let mode = 'production';
  let isSsr = false;
  const chunks = new Map<string, ChunkInfo>();
  return {
    name: 'portal-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      configFile = config.configFile;
      mode = config.mode;
      isSsr = Boolean(config.build.ssr);
    },
    generateBundle(_output, bundle) {
      if (isSsr) return;
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        const meta = (item as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata;
        chunks.set(item.fileName, {
          fileName: item.fileName,
          imports: item.imports,
          css: [...(meta?.importedCss ?? [])],
          isEntry: item.isEntry,
          facade: item.facadeModuleId ? relative(root, item.facadeModuleId) : null,
        });
      }
    },
    closeBundle: {
      sequential: true,
      async handler() {
        // Not in the nested server build, nor in mock mode (whose pages are drawn by the mock in the page).
        if (isSsr || mode === 'mock') return;
        // Beside the SPA (dist/ssr for dist/app): the server entry is a build tool, never served.
        const ssrOutDir = resolve(outDir, '..', 'ssr');
        await build({
          configFile,
          mode,
          logLevel: 'warn',
          // Everything bundled: the entry runs wherever the build writes it, with exactly the code
          // (React Router's production build, the compiled texts) the browser gets.
          ssr: { noExternal: true },
          // One file: the entry is imported afresh (?t=) on every build, and a chunk importing it by its
          // plain name would get a second instance of it, with contexts of its own.
          build: {
            ssr: options.serverEntry,
            outDir: ssrOutDir,
            emptyOutDir: true,
            copyPublicDir: false,
            minify: false,
            rollupOptions: { output: { codeSplitting: false } },
          },
        });
        const entryName = options.serverEntry.replace(/^.*\//, '').replace(/\.tsx?$/, '.js');
        const entry = (await import(`${pathToFileURL(join(ssrOutDir, entryName)).href}?t=${Date.now()}`)) as ServerEntry;

        const paths = [...entry.prerenderedPaths].sort();
        const configured = Object.keys(options.pages).sort();
        if (paths.join() !== configured.join()) {
          throw new Error(`prerender: page-rules.ts prerenders ${paths.join(', ')} but vite.config.ts preloads ${configured.join(', ')}`);
        }
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        const entryChunk = [...chunks.values()].find((chunk) => chunk.isEntry);
        if (!entryChunk) throw new Error('prerender: no entry chunk');
        const entryFiles = new Set(closure(chunks, entryChunk.fileName));

        const target = join(outDir, 'prerendered');
        rmSync(target, { recursive: true, force: true });
        mkdirSync(target, { recursive: true });
        const manifest: PrerenderManifest = { pages: {}, inlineHashes: { script: [], style: [] } };
        const addHash = (list: string[], text: string) => {
          const hash = hashSource(text);
          if (!list.includes(hash)) list.push(hash);
        };
        const script = entry.earlyEventsScript;
        addHash(manifest.inlineHashes.script, script);

        for (const path of paths) {
          const module = options.pages[path]!;
          const pageChunk = [...chunks.values()].find((chunk) => chunk.facade === module);
          if (!pageChunk) throw new Error(`prerender: no chunk for ${module}`);
          // The page's chunk and what it imports that the entry does not already bring.
          const preloads = closure(chunks, pageChunk.fileName).filter((file) => !entryFiles.has(file));
          const cssFiles = [...new Set([...entryFiles, ...preloads].flatMap((file) => chunks.get(file)?.css ?? []))];
          const css = cssFiles.map((file) => readFileSync(join(outDir, file), 'utf8').trim()).join('\n');
          addHash(manifest.inlineHashes.style, css);
          manifest.pages[path] = {};
          for (const locale of entry.locales) {
            const { markup, title } = await entry.renderPage(path, locale);
            // The gateway's policy allows no style attribute (React sets styles through the CSSOM once
            // alive, which the policy does not govern; a style in the HTML would be refused).
            if (/<[^>]+\sstyle=/.test(markup)) throw new Error(`prerender: ${path} (${locale}) has a style attribute, which the CSP refuses: use a class`);
            const head = [
              `<script>${script}</script>`,
              ...preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
              `<style>${css}</style>`,
            ].join('\n    ');
            // Replacement functions: the markup and the CSS are taken as they are ($ is not special).
            const html = template
              .replace(/<html lang="[^"]*"/, () => `<html lang="${locale}"`)
              .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
              // The stylesheets are inline now: nothing blocks the first paint.
              .replace(/\s*<link rel="stylesheet"[^>]*>/g, '')
              .replace('</head>', () => `  ${head}\n  </head>`)
              .replace('<div id="root"></div>', () => `<div id="root" ${entry.prerenderedRootAttribute}="${escapeHtml(path)}">${markup}</div>`);
            if (!html.includes(markup)) throw new Error('prerender: index.html has no empty #root');
            const file = `${path.replace(/^\//, '').replace(/\//g, '_') || 'index'}.${locale}.html`;
            writeFileSync(join(target, file), html);
            manifest.pages[path][locale] = file;
          }
        }
        writeFileSync(join(target, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
      },
    },
  };
}
