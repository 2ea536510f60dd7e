// A Vite build plugin: every GraphQL document of the client preset's one generated module
// (src/app/gql/graphql.ts) becomes a module of its own, so each lands in the chunk of the pages that
// use it and /login downloads its three operations, not all forty-five. The generated file stays as it
// is for development, the tests and the types; only the build sees it split. Rollup follows the
// re-exports, so the module itself (types only, once split) is gone from the bundle.
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const prefix = '\0portal-document:';
// The preset writes each document on one line: `export const NameDocument = {…} as unknown as DocumentNode<…>;`
const documentLine = /^export const (\w+(?:Document|FragmentDoc)) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;

export function splitDocuments(generatedFile: string): Plugin {
  const file = resolve(generatedFile);
  const documents = new Map<string, string>();
  return {
    name: 'portal-split-documents',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (id.startsWith(prefix) ? id : null),
    load: (id) => {
      if (!id.startsWith(prefix)) return null;
      const name = id.slice(prefix.length);
      const json = documents.get(name);
      if (json === undefined) throw new Error(`splitDocuments: no document ${name} in ${file}`);
      return `export const ${name} = ${json};`;
    },
    transform(code, id) {
      if (id !== file) return null;
      const split = code.replace(documentLine, (_line, name: string, json: string) => {
        documents.set(name, json);
        return `export { ${name} } from ${JSON.stringify(prefix + name)};`;
      });
      if (documents.size === 0) throw new Error(`splitDocuments: found no document in ${file} (has the preset's output changed?)`);
      return { code: split, map: null };
    },
  };
}
