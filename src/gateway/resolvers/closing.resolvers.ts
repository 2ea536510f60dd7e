// 退会 (issue 24): asking to close the account (behind a step-up: STEP_UP_REQUIRED and
// LAST_ACTIVE_ADMIN come back as the payload's error), cancelling it during the 30 days, and the
// administrators' list of accounts waiting for deletion.
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers';
import { toAccount } from '../account.mapper';
import { exposedUserError } from '../exposed-error';
import { signedInFailure } from './signed-in';

export const closingQuery: QueryResolvers = {
  adminClosingAccounts: async (_parent, _args, ctx) => {
    const result = await ctx.api.listClosingAccounts(ctx);
    if (!result.ok) throw exposedUserError(signedInFailure(ctx, result.failure));
    return result.data.accounts.map(toAccount);
  },
};

export const closingMutations: MutationResolvers = {
  requestAccountClosing: async (_parent, _args, ctx) => {
    const result = await ctx.api.requestAccountClosing(ctx);
    if (!result.ok) return { requestedAt: null, deletesAt: null, error: signedInFailure(ctx, result.failure) };
    // Every session ended, this one too: the browser drops its cookie.
    ctx.session.forget();
    if (ctx.sessionSource === 'cookie') ctx.cookies.clearSession();
    return { ...result.data, error: null };
  },
  cancelAccountClosing: async (_parent, _args, ctx) => {
    const result = await ctx.api.cancelAccountClosing(ctx);
    if (!result.ok) return { requestedAt: null, deletesAt: null, error: signedInFailure(ctx, result.failure) };
    // The account changed: the request's remembered session is stale.
    ctx.session.forget();
    return { ...result.data, error: null };
  },
};
