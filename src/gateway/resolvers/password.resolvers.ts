// Passwords: Query.passwordResetToken and Mutation.requestPasswordReissue / resetPassword /
// changePassword. Each execution is at most one REST call (none when the input is refused here).
// Tokens and passwords go to the account service and nowhere else: never logged, never echoed.
import { toPasswordResetTokenInfo, toViewer } from '../account.mapper';
import type { MutationResolvers, QueryResolvers, UserError } from '../generated/resolvers';
import { isUnauthenticated, toUserError } from '../rest-errors';
import { checkPasswordInput } from './password.inputs';

const unauthenticated: UserError = { code: 'UNAUTHENTICATED' };

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
    // Every session of the account has ended on the server: a browser stops sending its cookie (it
    // may belong to that account, and is dead if so; the user signs in again either way).
    if (ctx.sessionSource === 'cookie') ctx.cookies.clearSession();
    return { ok: true, error: null };
  },

  changePassword: async (_parent, { input }, ctx) => {
    if (ctx.sessionToken === null) return { viewer: null, error: unauthenticated };
    const invalid = checkPasswordInput({ currentPassword: input.currentPassword, newPassword: input.newPassword });
    if (invalid) return { viewer: null, error: invalid };
    const result = await ctx.api.changePassword(ctx, input.currentPassword, input.newPassword);
    if (!result.ok) {
      // The session had already ended: a browser should stop sending the dead cookie.
      if (ctx.sessionSource === 'cookie' && isUnauthenticated(result.failure)) ctx.cookies.clearSession();
      return { viewer: null, error: toUserError(result.failure, 'none') };
    }
    // This session stays (the account's others end), so its cookie stays too.
    return { viewer: toViewer(result.data), error: null };
  },
};
