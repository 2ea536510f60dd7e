// Mutation.logout: DELETE /v1/session, then the browser forgets its cookie. When the back end cannot
// be reached the session still exists on the server, so the cookie stays for a retry.
import type { MutationResolvers } from '../generated/resolvers';
import { isServiceFailure, toUserError } from '../rest-errors';

export const logoutMutation: MutationResolvers = {
  logout: async (_parent, _args, ctx) => {
    if (ctx.sessionToken !== null) {
      const result = await ctx.api.deleteSession(ctx);
      if (!result.ok && isServiceFailure(result.failure)) return { ok: false, error: toUserError(result.failure) };
      // An app's access token ends no portal session: refused (FORBIDDEN), nothing done.
      if (!result.ok && toUserError(result.failure, 'none').code === 'FORBIDDEN') return { ok: false, error: toUserError(result.failure, 'none') };
      ctx.session.forget();
    }
    if (ctx.sessionSource === 'cookie') ctx.cookies.clearSession();
    return { ok: true, error: null };
  },
};
