import type { CodegenConfig } from '@graphql-codegen/cli';
import { addTypenameToDocument } from '@apollo/client/utilities';

// One contract, two rooms: the SPA gets typed, precompiled documents (no run-time parsing);
// the gateway gets resolver types. The REST types come from scripts/openapi-codegen.ts.
const scalars = { DateTime: 'string' };

const config: CodegenConfig = {
  schema: 'schema/gateway.graphql',
  documents: ['src/app/**/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    'src/app/gql/': {
      preset: 'client',
      // persisted-documents.json registers every operation by its SHA-256, which the SPA sends instead
      // of the text and the gateway looks up (trusted documents, docs/api.md).
      presetConfig: { fragmentMasking: false, persistedDocuments: { hashAlgorithm: 'sha256' } },
      // The documents as Apollo Client sends them: it adds __typename to every selection set but the
      // operation's own, with this very function; a registered document must be exactly that text.
      documentTransforms: [
        { transform: ({ documents }) => documents.map((file) => ({ ...file, document: file.document && addTypenameToDocument(file.document) })) },
      ],
      config: { enumsAsTypes: true, scalars, useTypeImports: true, skipTypename: false },
    },
    'src/gateway/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        // The gateway needs the enums' values too (rest-errors.ts derives its code table from them).
        enumsAsConst: true,
        scalars,
        useTypeImports: true,
        contextType: '../context#GatewayContext',
        useIndexSignature: false,
        // A Viewer is resolved from GET /v1/session; its sessions and activity are fields of their own.
        // An AdminAccountDetail's activity is a field of its own too.
        mappers: { Viewer: '../account.mapper#ViewerModel', AdminAccountDetail: '../admin.mapper#AdminAccountDetailModel' },
      },
    },
    // The API consumers' client (clients/api-client, a package of its own): its documents only (the
    // root's documents are the SPA's), as typed strings, so the client needs no graphql at run time.
    'clients/api-client/src/generated/': {
      documents: ['clients/api-client/src/operations/*.graphql', '!src/app/**/*.graphql'],
      preset: 'client',
      presetConfig: { fragmentMasking: false, skipIndexFile: true },
      config: {
        documentMode: 'string',
        enumsAsTypes: true,
        scalars,
        useTypeImports: true,
        skipTypename: true,
        // Node resolves the built package's imports only with their extension.
        emitLegacyCommonJSImports: false,
      },
    },
  },
};

export default config;
