// Step-up (behind @auth, also while the password must be changed, since changing it is guarded):
// Viewer.stepUp, and proving each method. The sensitive operations themselves answer STEP_UP_REQUIRED
// with the method (rest-errors.ts passes stepUpMethod on), and the SPA's dialog calls these.
import { z } from 'zod';
import type { RestAuthenticationResponse, RestStepUpStatus } from '../account-api.client';
import { exposedUserError } from '../exposed-error';
import type { MutationResolvers, StepUp, ViewerResolvers } from '../generated/resolvers';
import { chars, fieldChecker } from './inputs';
import { withoutNulls } from './passkey.resolvers';
import { signedInFailure } from './signed-in';

const check = fieldChecker({
  ceremonyId: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  code: chars(1, 32),
  password: chars(1, 1024),
});

const toStepUp = (status: RestStepUpStatus): StepUp => ({ methods: status.methods, requiredMethod: status.requiredMethod, freshUntil: status.freshUntil });

export const viewerStepUpFields: ViewerResolvers = {
  stepUp: async (_viewer, _args, ctx) => {
    const result = await ctx.api.getStepUp(ctx);
    if (!result.ok) throw exposedUserError(signedInFailure(ctx, result.failure));
    return toStepUp(result.data);
  },
};

export const stepUpMutations: MutationResolvers = {
  startPasskeyStepUp: async (_parent, _args, ctx) => {
    const result = await ctx.api.startPasskeyStepUp(ctx);
    if (!result.ok) return { ceremonyId: null, options: null, error: signedInFailure(ctx, result.failure) };
    return { ceremonyId: result.data.ceremonyId, options: result.data.options, error: null };
  },

  finishPasskeyStepUp: async (_parent, { input }, ctx) => {
    if (check({ ceremonyId: input.ceremonyId })) return { stepUp: null, error: { code: 'PASSKEY_VERIFICATION_FAILED' } };
    const result = await ctx.api.finishPasskeyStepUp(ctx, input.ceremonyId, withoutNulls(input.response) as RestAuthenticationResponse);
    if (!result.ok) return { stepUp: null, error: signedInFailure(ctx, result.failure) };
    return { stepUp: toStepUp(result.data), error: null };
  },

  sendStepUpCode: async (_parent, _args, ctx) => {
    const result = await ctx.api.sendStepUpCode(ctx);
    if (!result.ok) return { maskedEmail: null, expiresAt: null, resendAvailableAt: null, error: signedInFailure(ctx, result.failure) };
    return { ...result.data, error: null };
  },

  verifyStepUpCode: async (_parent, { input }, ctx) => {
    const invalid = check({ code: input.code, password: input.password });
    if (invalid) return { stepUp: null, error: invalid };
    const result = await ctx.api.verifyStepUpCode(ctx, input.code, input.password);
    if (!result.ok) return { stepUp: null, error: signedInFailure(ctx, result.failure) };
    return { stepUp: toStepUp(result.data), error: null };
  },

  verifyAuthenticatorAppStepUp: async (_parent, { input }, ctx) => {
    const invalid = check({ code: input.code });
    if (invalid) return { stepUp: null, error: invalid };
    const result = await ctx.api.verifyAuthenticatorAppStepUp(ctx, input.code);
    if (!result.ok) return { stepUp: null, error: signedInFailure(ctx, result.failure) };
    return { stepUp: toStepUp(result.data), error: null };
  },
};
