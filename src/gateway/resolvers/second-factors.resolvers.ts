// The authenticator app and recovery codes (issue 23): Viewer.secondFactors and the four mutations
// behind @auth; a passkey-first account's 「パスワードを使わない」 and 「パスワードを設定する」. The secret and the recovery codes pass through once, in the answer to the mutation
// that made them; nothing here keeps or logs them.
import type { RestSecondFactors } from '../account-api.client';
import { exposedUserError } from '../exposed-error';
import type { MutationResolvers, SecondFactors, ViewerResolvers } from '../generated/resolvers';
import { chars, fieldChecker } from './inputs';
import { signedInFailure } from './signed-in';

const check = fieldChecker({ currentPassword: chars(1, 1024), newPassword: chars(1, 1024), code: chars(1, 32) });

function toSecondFactors(factors: RestSecondFactors): SecondFactors {
  return { authenticatorApp: factors.authenticatorApp, recoveryCodes: factors.recoveryCodes, passwordless: factors.passwordless };
}

export const viewerSecondFactorFields: ViewerResolvers = {
  secondFactors: async (_viewer, _args, ctx) => {
    const result = await ctx.api.getSecondFactors(ctx);
    if (!result.ok) throw exposedUserError(signedInFailure(ctx, result.failure));
    return toSecondFactors(result.data);
  },
};

export const secondFactorMutations: MutationResolvers = {
  startAuthenticatorEnrolment: async (_parent, { input }, ctx) => {
    const none = { secret: null, otpauthUri: null, expiresAt: null };
    const invalid = check({ currentPassword: input.currentPassword });
    if (invalid) return { ...none, error: invalid };
    const result = await ctx.api.startAuthenticatorEnrolment(ctx, input.currentPassword ?? null);
    if (!result.ok) return { ...none, error: signedInFailure(ctx, result.failure) };
    return { ...result.data, error: null };
  },

  confirmAuthenticatorEnrolment: async (_parent, { input }, ctx) => {
    const invalid = check({ code: input.code });
    if (invalid) return { secondFactors: null, error: invalid };
    const result = await ctx.api.confirmAuthenticatorEnrolment(ctx, input.code);
    if (!result.ok) return { secondFactors: null, error: signedInFailure(ctx, result.failure) };
    return { secondFactors: toSecondFactors(result.data), error: null };
  },

  removeAuthenticator: async (_parent, { input }, ctx) => {
    const invalid = check({ currentPassword: input.currentPassword });
    if (invalid) return { secondFactors: null, error: invalid };
    const result = await ctx.api.removeAuthenticator(ctx, input.currentPassword ?? null);
    if (!result.ok) return { secondFactors: null, error: signedInFailure(ctx, result.failure) };
    return { secondFactors: toSecondFactors(result.data), error: null };
  },

  generateRecoveryCodes: async (_parent, { input }, ctx) => {
    const invalid = check({ currentPassword: input.currentPassword });
    if (invalid) return { codes: null, secondFactors: null, error: invalid };
    const result = await ctx.api.generateRecoveryCodes(ctx, input.currentPassword ?? null);
    if (!result.ok) return { codes: null, secondFactors: null, error: signedInFailure(ctx, result.failure) };
    const factors = await ctx.api.getSecondFactors(ctx);
    return { codes: result.data.codes, secondFactors: factors.ok ? toSecondFactors(factors.data) : null, error: null };
  },

  removePassword: async (_parent, _args, ctx) => {
    const result = await ctx.api.removePassword(ctx);
    if (!result.ok) return { secondFactors: null, error: signedInFailure(ctx, result.failure) };
    return { secondFactors: toSecondFactors(result.data), error: null };
  },

  // The new password goes to the account service and nowhere else: never logged, never echoed.
  setPassword: async (_parent, { input }, ctx) => {
    const invalid = check({ newPassword: input.newPassword });
    if (invalid) return { secondFactors: null, error: invalid };
    const result = await ctx.api.setPassword(ctx, input.newPassword);
    if (!result.ok) return { secondFactors: null, error: signedInFailure(ctx, result.failure) };
    return { secondFactors: toSecondFactors(result.data), error: null };
  },
};
