import type { CodegenConfig } from '@graphql-codegen/cli';

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
      presetConfig: { fragmentMasking: false },
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
  },
};

export default config;
