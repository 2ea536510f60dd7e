// Administration: Query.adminAccounts, behind @auth(roles: [ADMIN]) (auth.ts). A query has no payload
// to carry a UserError, so a failure is an exposed GraphQL error with its code in extensions.code.
import { toAccount } from '../account.mapper';
import { exposedUserError } from '../exposed-error';
import type { QueryResolvers } from '../generated/resolvers';
import { signedInFailure } from './signed-in';

export const adminAccountsQuery: QueryResolvers = {
  adminAccounts: async (_parent, _args, ctx) => {
    const result = await ctx.api.listAccounts(ctx);
    if (!result.ok) throw exposedUserError(signedInFailure(ctx, result.failure));
    return result.data.map(toAccount);
  },
};
