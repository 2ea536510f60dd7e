// Passwords: Query.passwordResetToken and Mutation.requestPasswordReissue / resetPassword /
// changePassword. Each execution is at most one REST call (none when the input is refused here).
// Tokens and passwords go to the account service and nowhere else: never logged, never echoed.
import { toPasswordResetTokenInfo, toViewer } from '../account.mapper';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers';
import { toUserError } from '../rest-errors';
import { checkPasswordInput } from './password.inputs';
import { signedInFailure } from './signed-in';

export const passwordResetTokenQuery: QueryResolvers = {
  // Only checks the token: opening a link (or a mail scanner prefetching it) never uses it up.
  passwordResetToken: async (_parent, { token }, ctx) => {
    const invalid = checkPasswordInput({ token });
    if (invalid) return { info: null, error: invalid };
    const result = await ctx.api.checkPasswordResetToken(ctx, token);
    if (!result.ok) return { info: null, error: toUserError(result.failure, 'resetToken') };
    return { info: toPasswordResetTokenInfo(result.data), error: null };
  },
};

export const passwordMutations: MutationResolvers = {
  // The answer must not tell whether an account matched: the account service answers 202 alike, and
  // nothing here depends on its body beyond success.
  requestPasswordReissue: async (_parent, { input }, ctx) => {
    const invalid = checkPasswordInput({ loginId: input.loginId });
    if (invalid) return { accepted: false, error: invalid };
    const result = await ctx.api.startPasswordReissue(ctx, input.loginId);
    if (!result.ok) return { accepted: false, error: toUserError(result.failure, 'none') };
    return { accepted: true, error: null };
  },

  resetPassword: async (_parent, { input }, ctx) => {
    const invalid = checkPasswordInput({ token: input.token, newPassword: input.newPassword });
    if (invalid) return { ok: false, error: invalid };
    const result = await ctx.api.resetPassword(ctx, input.token, input.newPassword);
    if (!result.ok) return { ok: false, error: toUserError(result.failure, 'resetToken') };
    ctx.session.forget();
    // Every session of the account has ended on the server: a browser stops sending its cookie (it
    // may belong to that account, and is dead if so; the user signs in again either way).
    if (ctx.sessionSource === 'cookie') ctx.cookies.clearSession();
    return { ok: true, error: null };
  },

  // @auth(allowMustChangePassword: true): signed in, even when the account must change its password.
  changePassword: async (_parent, { input }, ctx) => {
    const invalid = checkPasswordInput({ currentPassword: input.currentPassword, newPassword: input.newPassword });
    if (invalid) return { viewer: null, error: invalid };
    const result = await ctx.api.changePassword(ctx, input.currentPassword, input.newPassword);
    if (!result.ok) return { viewer: null, error: signedInFailure(ctx, result.failure) };
    // This session stays (the account's others end), so its cookie stays too.
    ctx.session.remember(result.data);
    return { viewer: toViewer(result.data), error: null };
  },
};
