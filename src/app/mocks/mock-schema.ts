// schema/gateway.graphql, executable with no back end: the stateful resolvers of mock-resolvers.ts,
// and @graphql-tools/mock (in Japanese) for anything they leave out. Used by `npm run dev:mock`, the
// component tests and `npm run mock:gateway` alike.
import type { GraphQLSchema } from 'graphql';
import { addMocksToSchema } from '@graphql-tools/mock';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { createAdminMockResolvers } from './mock-admin';
import { createMockResolvers, type MockContext } from './mock-resolvers';
import { createPasskeyMockResolvers } from './mock-passkeys';
import { createSecurityMockResolvers } from './mock-security';
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
  }),
  LoginChallenge: () => ({ attemptId: null, maskedEmail: 'd***@example.com', resendsRemaining: 3 }),
};

export function createMockSchema(options: CreateMockSchemaOptions): { schema: GraphQLSchema; state: MockState } {
  const state = options.state ?? new MockState();
  const base = createMockResolvers(state);
  const security = createSecurityMockResolvers(state);
  const passkeys = createPasskeyMockResolvers(state);
  const admin = createAdminMockResolvers(state);
  const schema = addMocksToSchema<Record<string, unknown>>({
    schema: makeExecutableSchema({ typeDefs: options.typeDefs }),
    mocks,
    resolvers: {
      Query: { ...base.Query, ...security.Query, ...admin.Query, ...options.resolvers?.Query },
      Mutation: { ...base.Mutation, ...security.Mutation, ...passkeys.Mutation, ...admin.Mutation, ...options.resolvers?.Mutation },
      Viewer: { ...security.Viewer, ...passkeys.Viewer },
      AdminAccountDetail: admin.AdminAccountDetail,
    },
  });
  return { schema, state };
}
