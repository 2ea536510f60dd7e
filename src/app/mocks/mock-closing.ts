// Mock mode's 退会 (issue 24): asking is guarded by the mock's step-up and ends every session of the
// account; signing in again shows the closing dialog; cancelling clears it. Nothing is ever deleted
// (the mock has no clock running 30 days). The admin console lists the closing accounts.
import { GraphQLError } from 'graphql';
import type { MockContext } from './mock-resolvers';
import { forcedError, userError } from './mock-scenarios';
import { mockStepUpRefusal } from './mock-step-up';
import type { MockState } from './mock-state';
import { accountOut } from './mock-viewer';

type Resolver = (parent: unknown, args: Record<string, unknown>, context: MockContext) => unknown;

const graceMs = 30 * 24 * 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

export function createClosingMockResolvers(state: MockState): { Query: Record<string, Resolver>; Mutation: Record<string, Resolver> } {
  const accountOf = (ctx: MockContext) => {
    const session = state.session(ctx.bearer ?? state.data.jar.sessionToken);
    return session ? state.accountByCode(session.accountCode) : undefined;
  };
  const empty = { requestedAt: null, deletesAt: null };
  return {
    Query: {
      adminClosingAccounts: (_parent, _args, ctx) => {
        const me = accountOf(ctx);
        const refused = forcedError(ctx.mockError, 'adminClosingAccounts') ?? (!me ? userError('UNAUTHENTICATED') : me.role !== 'ADMIN' ? userError('FORBIDDEN') : null);
        if (refused) throw new GraphQLError('The request was refused.', { extensions: { code: refused.code } });
        return state.data.accounts.filter((a) => a.closingDeletesAt != null).map(accountOut);
      },
    },
    Mutation: {
      requestAccountClosing: (_parent, _args, ctx) => {
        const account = accountOf(ctx);
        const refused = forcedError(ctx.mockError, 'requestAccountClosing') ?? (!account ? userError('UNAUTHENTICATED') : mockStepUpRefusal(state, ctx));
        if (refused || !account) return { ...empty, error: refused };
        const now = Date.now();
        account.closingRequestedAt = now;
        account.closingDeletesAt = now + graceMs;
        state.endSessionsOf(account.accountCode);
        state.changed();
        return { requestedAt: iso(now), deletesAt: iso(now + graceMs), error: null };
      },
      cancelAccountClosing: (_parent, _args, ctx) => {
        const account = accountOf(ctx);
        const refused = forcedError(ctx.mockError, 'cancelAccountClosing') ?? (!account ? userError('UNAUTHENTICATED') : null);
        if (refused || !account) return { ...empty, error: refused };
        account.closingRequestedAt = null;
        account.closingDeletesAt = null;
        state.changed();
        return { ...empty, error: null };
      },
    },
  };
}
