// Account self-service while signed in: Mutation.updateAccount / requestEmailChange /
// confirmEmailChange. Each is behind @auth (auth.ts): its one REST call carries the rule (signed in,
// no password change pending), which the account service checks before doing anything.
import { toPendingEmailChange, toViewer } from '../account.mapper';
import type { MutationResolvers } from '../generated/resolvers';
import { checkAccountInput, toUpdateRequest } from './account.inputs';
import { signedInFailure } from './signed-in';

export const accountMutations: MutationResolvers = {
  updateAccount: async (_parent, { input }, ctx) => {
    const request = toUpdateRequest(input);
    if ('error' in request) return { viewer: null, error: request.error };
    const result = await ctx.api.updateAccount(ctx, request.fields);
    if (!result.ok) return { viewer: null, error: signedInFailure(ctx, result.failure) };
    ctx.session.remember(result.data);
    return { viewer: toViewer(result.data), error: null };
  },

  // The current password goes to the account service and nowhere else: never logged, never echoed.
  requestEmailChange: async (_parent, { input }, ctx) => {
    const invalid = checkAccountInput({ newEmail: input.newEmail, currentPassword: input.currentPassword });
    if (invalid) return { pending: null, error: invalid };
    const result = await ctx.api.requestEmailChange(ctx, input.newEmail, input.currentPassword ?? null);
    if (!result.ok) return { pending: null, error: signedInFailure(ctx, result.failure) };
    return { pending: toPendingEmailChange(result.data), error: null };
  },

  confirmEmailChange: async (_parent, { input }, ctx) => {
    const invalid = checkAccountInput({ newEmail: input.newEmail, code: input.code });
    if (invalid) return { viewer: null, error: invalid };
    const result = await ctx.api.confirmEmailChange(ctx, input.newEmail, input.code);
    if (!result.ok) return { viewer: null, error: signedInFailure(ctx, result.failure, 'emailChange') };
    ctx.session.remember(result.data);
    return { viewer: toViewer(result.data), error: null };
  },
};
