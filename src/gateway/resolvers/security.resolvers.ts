// The security page: Viewer.sessions and Viewer.activity, ending sessions, and "this was not me"
// (signed in on an event, or signed out with the new-device mail's link). Each resolver execution is
// one REST call; the signed-in ones run behind @auth (auth.ts).
import type { GatewayContext } from '../context';
import { exposedUserError } from '../exposed-error';
import type { MutationResolvers, QueryResolvers, ViewerResolvers } from '../generated/resolvers';
import { chargePage } from '../page-budget';
import { toAccountEvent, toDeviceSession, toNotMeLinkInfo, toNotMeReport } from '../security.mapper';
import { toUserError } from '../rest-errors';
import { chars, fieldChecker } from './inputs';
import { signedInFailure } from './signed-in';
import { z } from 'zod';

const cursor = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const check = fieldChecker({
  id: z.string().regex(/^[A-Za-z0-9_-]{22}$/),
  eventId: cursor,
  token: chars(1, 256),
});

/** A failed read on a field with no payload: the UserError's code, exposed. */
function readFailure(ctx: GatewayContext, failure: Parameters<typeof signedInFailure>[1]) {
  return exposedUserError(signedInFailure(ctx, failure));
}

export const viewerSecurityFields: ViewerResolvers = {
  sessions: async (_viewer, _args, ctx) => {
    const result = await ctx.api.listSessions(ctx);
    if (!result.ok) throw readFailure(ctx, result.failure);
    return result.data.sessions.map(toDeviceSession);
  },

  activity: async (_viewer, { first, after }, ctx, info) => {
    const limit = first ?? 20;
    if (!Number.isInteger(limit) || limit < 1 || limit > 50) throw exposedUserError({ code: 'VALIDATION_FAILED', field: 'first' });
    if (after !== null && after !== undefined && !cursor.safeParse(after).success) throw exposedUserError({ code: 'VALIDATION_FAILED', field: 'after' });
    chargePage(ctx, info, limit);
    const result = await ctx.api.listAccountEvents(ctx, limit, after ?? null);
    if (!result.ok) throw readFailure(ctx, result.failure);
    return {
      nodes: result.data.events.map(toAccountEvent),
      pageInfo: { hasNextPage: result.data.nextCursor !== null, endCursor: result.data.nextCursor },
    };
  },
};

export const notMeLinkQuery: QueryResolvers = {
  notMeLink: async (_parent, { token }, ctx) => {
    const invalid = check({ token });
    if (invalid) return { info: null, error: { code: 'NOT_ME_LINK_INVALID' } };
    const result = await ctx.api.checkNotMeLink(ctx, token);
    if (!result.ok) return { info: null, error: toUserError(result.failure, 'none') };
    return { info: toNotMeLinkInfo(result.data), error: null };
  },
};

export const securityMutations: MutationResolvers = {
  revokeSession: async (_parent, { id }, ctx) => {
    const invalid = check({ id });
    if (invalid) return { revoked: null, sessions: null, error: { code: 'SESSION_NOT_FOUND' } };
    const result = await ctx.api.revokeSession(ctx, id);
    if (!result.ok) return { revoked: null, sessions: null, error: signedInFailure(ctx, result.failure) };
    return { revoked: result.data.revoked, sessions: result.data.sessions.map(toDeviceSession), error: null };
  },

  revokeOtherSessions: async (_parent, _args, ctx) => {
    const result = await ctx.api.revokeOtherSessions(ctx);
    if (!result.ok) return { revoked: null, sessions: null, error: signedInFailure(ctx, result.failure) };
    return { revoked: result.data.revoked, sessions: result.data.sessions.map(toDeviceSession), error: null };
  },

  reportNotMe: async (_parent, { input }, ctx) => {
    const invalid = check({ eventId: input.eventId });
    if (invalid) return { ok: false, error: { code: 'EVENT_NOT_FOUND' } };
    const result = await ctx.api.reportNotMe(ctx, input.eventId);
    if (!result.ok) return { ok: false, error: signedInFailure(ctx, result.failure) };
    // This session ended with the others: the browser forgets its cookie, later fields learn so.
    ctx.session.forget();
    if (ctx.sessionSource === 'cookie') ctx.cookies.clearSession();
    return toNotMeReport(result.data);
  },

  reportNotMeByLink: async (_parent, { input }, ctx) => {
    const invalid = check({ token: input.token });
    if (invalid) return { ok: false, error: { code: 'NOT_ME_LINK_INVALID' } };
    const result = await ctx.api.reportNotMeByLink(ctx, input.token);
    if (!result.ok) return { ok: false, error: toUserError(result.failure, 'none') };
    return toNotMeReport(result.data);
  },
};
