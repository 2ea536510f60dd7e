// A Vite build plugin: the SPA's texts are compiled to ICU message ASTs at build time, so the
// browser never downloads the ICU MessageFormat parser (react-intl then formats from the ASTs; see
// formatjs's "message pre-compilation"). It rewrites, in the build only:
// - every `defaultMessage: '…'` of the message catalogs (src/app/**/messages.ts: the Japanese texts);
// - every text of the other languages' catalogs (src/app/i18n/en*.ts);
// and points @formatjs/icu-messageformat-parser at its parser-less entry. A text that is not a plain
// string literal fails the build, rather than reaching a browser that could not format it.
import { parse } from '@formatjs/icu-messageformat-parser';
import ts from 'typescript';
import type { Plugin } from 'vite';

const messagesFile = /\/src\/app\/(?:.+\/)?messages\.ts$/;
const catalogFile = /\/src\/app\/i18n\/en(?:-[a-z]+)?\.ts$/;

function propertyName(node: ts.PropertyAssignment): string | null {
  const name = node.name;
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : null;
}

/** The source with each text replaced by its AST (JSON), or null when the file holds no texts. */
export function compileTexts(code: string, file: string): string | null {
  const isCatalog = catalogFile.test(file);
  if (!isCatalog && !messagesFile.test(file)) return null;
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits: Array<{ start: number; end: number; text: string }> = [];
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAssignment(node) && (isCatalog || propertyName(node) === 'defaultMessage')) {
      const value = node.initializer;
      if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) {
        edits.push({ start: value.getStart(source), end: value.getEnd(), text: JSON.stringify(parse(value.text)) });
      } else {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        throw new Error(`${file}:${line + 1}: a text must be a string literal, to be compiled at build time`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  let out = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

export function precompileMessages(parserlessEntry: string): Plugin {
  return {
    name: 'portal-precompile-messages',
    apply: 'build',
    enforce: 'pre',
    config: () => ({ resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: parserlessEntry }] } }),
    transform(code, id) {
      const compiled = compileTexts(code, id.split('?')[0]!);
      return compiled === null ? null : { code: compiled, map: null };
    },
  };
}
