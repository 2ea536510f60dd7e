// Query.viewer: who is signed in, from GET /v1/session (the request's one lookup, shared with the @auth
// check of a guarded field that makes no call of its own; viewer-session.ts), or from the calls of the
// guarded fields below it, which it runs first (viewer-prefetch.ts).
import { toViewer } from '../account.mapper';
import { exposedUserError, serviceUnavailable } from '../exposed-error';
import type { QueryResolvers } from '../generated/resolvers';
import { isServiceFailure, toUserError } from '../rest-errors';
import { prefetchGuardedViewerFields } from '../viewer-prefetch';

export const viewerQuery: QueryResolvers = {
  viewer: async (_parent, _args, ctx, info) => {
    if (ctx.sessionToken === null) return null;
    const prefetched = prefetchGuardedViewerFields(ctx, info);
    if (prefetched) await prefetched;
    const result = await ctx.session.current();
    if (result.ok) return toViewer(result.data);
    // Not knowing is not the same as "signed out": the SPA must not log the user out on an outage.
    if (isServiceFailure(result.failure)) throw serviceUnavailable();
    // An app's access token without account:read: refused, not "signed out".
    const refusal = toUserError(result.failure, 'none');
    if (refusal.code === 'FORBIDDEN') throw exposedUserError(refusal);
    // The session has ended (or never was): a browser should stop sending the dead cookie.
    if (ctx.sessionSource === 'cookie') ctx.cookies.clearSession();
    return null;
  },
};
