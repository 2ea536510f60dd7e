// 「データのダウンロード」 (issue 24): asking for the mailed link (behind a step-up: STEP_UP_REQUIRED
// comes back as the payload's error) and checking one on /myData. The files themselves are not
// GraphQL answers: data-export-download.ts passes them through.
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers';
import { chars, fieldChecker } from './inputs';
import { signedInFailure } from './signed-in';

const check = fieldChecker({ token: chars(1, 256) });

export const dataExportQuery: QueryResolvers = {
  dataExportLink: async (_parent, { token }, ctx) => {
    if (check({ token })) return { expiresAt: null, error: { code: 'DATA_EXPORT_LINK_INVALID' } };
    const result = await ctx.api.checkDataExportLink(ctx, token);
    if (!result.ok) return { expiresAt: null, error: signedInFailure(ctx, result.failure) };
    return { expiresAt: result.data.expiresAt, error: null };
  },
};

export const dataExportMutations: MutationResolvers = {
  requestDataExport: async (_parent, _args, ctx) => {
    const result = await ctx.api.requestDataExport(ctx);
    if (!result.ok) return { expiresAt: null, error: signedInFailure(ctx, result.failure) };
    return { expiresAt: result.data.expiresAt, error: null };
  },
};
