// Mutation.logout: DELETE /v1/session, and the browser forgets its cookie either way.
import type { MutationResolvers } from '../generated/resolvers';
import { isServiceFailure, toUserError } from '../rest-errors';

export const logoutMutation: MutationResolvers = {
  logout: async (_parent, _args, ctx) => {
    if (ctx.sessionSource === 'cookie') ctx.cookies.clearSession();
    if (ctx.sessionToken === null) return { ok: true, error: null };
    const result = await ctx.api.deleteSession(ctx);
    if (result.ok || !isServiceFailure(result.failure)) return { ok: true, error: null };
    // The back end could not revoke it, so the session still exists on the server: say so.
    return { ok: false, error: toUserError(result.failure) };
  },
};
