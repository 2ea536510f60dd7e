// schema/gateway.graphql, executable with no back end: the stateful resolvers of mock-resolvers.ts,
// and @graphql-tools/mock (in Japanese) for what they leave out. Used by `npm run dev:mock`, the
// component tests and `npm run mock:gateway` alike.
import type { GraphQLFieldResolver, GraphQLObjectType, GraphQLSchema } from 'graphql';
import { addMocksToSchema } from '@graphql-tools/mock';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { createAdminMockResolvers } from './mock-admin';
import { createClientMockResolvers } from './mock-admin-clients';
import { createMockResolvers, type MockContext } from './mock-resolvers';
import { createPasskeyMockResolvers } from './mock-passkeys';
import { createSecondFactorMockResolvers } from './mock-second-factors';
import { createPasskeyFirstMockResolvers } from './mock-passkey-first';
import { createSecurityMockResolvers } from './mock-security';
import { createConnectedAppMockResolvers } from './mock-connected-apps';
import { createOAuthInteractionMockResolvers } from './mock-oauth-interactions';
import { createStepUpMockResolvers } from './mock-step-up';
import { createDataExportMockResolvers } from './mock-data-export';
import { createClosingMockResolvers } from './mock-closing';
import { MockState } from './mock-state';

type Resolver = (parent: unknown, args: Record<string, unknown>, context: MockContext) => unknown;

/** Resolvers to lay over the stateful ones (a component test's special case). */
export interface MockResolverOverrides {
  Query?: Record<string, Resolver>;
  Mutation?: Record<string, Resolver>;
}

export interface CreateMockSchemaOptions {
  /** The SDL of schema/gateway.graphql (the browser imports it as ?raw, Node reads the file). */
  typeDefs: string;
  state?: MockState;
  resolvers?: MockResolverOverrides;
}

// Values for whatever no resolver answers: realistic, and in Japanese.
const mocks = {
  DateTime: () => new Date().toISOString(),
  String: () => 'モック',
  Account: () => ({
    accountCode: 'AC-100001',
    loginId: 'demo',
    email: 'demo@example.com',
    name: '山田 太郎',
    nameKana: 'ヤマダ タロウ',
    phone: '090-1234-5678',
    locale: 'JA',
    role: 'USER',
    status: 'ACTIVE',
    mustChangePassword: false,
    mustChangePasswordReason: null,
  }),
  LoginChallenge: () => ({ attemptId: null, maskedEmail: 'd***@example.com', resendsRemaining: 3, secondStep: 'MAIL_CODE', recoveryCodesAvailable: false, recovery: false }),
  SecondFactors: () => ({ authenticatorApp: null, recoveryCodes: null }),
};

/**
 * A nullable field that a resolver's answer leaves out is null, as the gateway answers what it does not
 * have, rather than a value @graphql-tools/mock makes up (a field added to the schema would otherwise
 * show the mock's placeholders, which the real gateway never sends). Fields the mock store answers
 * (its own records) and non-null fields keep the generated values.
 */
function leaveOutAsNull(schema: GraphQLSchema, answered: Record<string, Record<string, unknown> | undefined>): GraphQLSchema {
  // Read from the SDL's nodes, not with graphql's type checks: the page and the tests may hold a second
  // copy of graphql, whose classes those checks would not recognise.
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.astNode?.kind !== 'ObjectTypeDefinition') continue;
    for (const field of Object.values((type as GraphQLObjectType).getFields())) {
      if (field.astNode?.type.kind === 'NonNullType' || answered[type.name]?.[field.name]) continue;
      const generated = field.resolve as GraphQLFieldResolver<unknown, unknown>;
      field.resolve = (source, args, context, info) => {
        const plain = source !== null && typeof source === 'object' && !('$ref' in source);
        if (plain && (source as Record<string, unknown>)[field.name] === undefined) return null;
        return generated(source, args, context, info);
      };
    }
  }
  return schema;
}

export function createMockSchema(options: CreateMockSchemaOptions): { schema: GraphQLSchema; state: MockState } {
  const state = options.state ?? new MockState();
  const base = createMockResolvers(state);
  const security = createSecurityMockResolvers(state);
  const passkeys = createPasskeyMockResolvers(state);
  const secondFactors = createSecondFactorMockResolvers(state);
  const passkeyFirst = createPasskeyFirstMockResolvers(state);
  const admin = createAdminMockResolvers(state);
  const clients = createClientMockResolvers(state);
  const connectedApps = createConnectedAppMockResolvers(state);
  const oauth = createOAuthInteractionMockResolvers(state);
  const stepUp = createStepUpMockResolvers(state);
  const dataExport = createDataExportMockResolvers(state);
  const closing = createClosingMockResolvers(state);
  const resolvers = {
    Query: { ...base.Query, ...security.Query, ...admin.Query, ...clients.Query, ...oauth.Query, ...dataExport.Query, ...closing.Query, ...options.resolvers?.Query },
    Mutation: {
      ...base.Mutation,
      ...security.Mutation,
      ...passkeys.Mutation,
      ...secondFactors.Mutation,
      ...passkeyFirst.Mutation,
      ...admin.Mutation,
      ...clients.Mutation,
      ...connectedApps.Mutation,
      ...oauth.Mutation,
      ...stepUp.Mutation,
      ...dataExport.Mutation,
      ...closing.Mutation,
      ...options.resolvers?.Mutation,
    },
    Viewer: { ...security.Viewer, ...passkeys.Viewer, ...connectedApps.Viewer, ...secondFactors.Viewer, ...stepUp.Viewer },
    AdminAccountDetail: admin.AdminAccountDetail,
  };
  const schema = addMocksToSchema<Record<string, unknown>>({ schema: makeExecutableSchema({ typeDefs: options.typeDefs }), mocks, resolvers });
  return { schema: leaveOutAsNull(schema, resolvers), state };
}
