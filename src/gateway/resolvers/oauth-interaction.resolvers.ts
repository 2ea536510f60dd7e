// An app's sign-in through the OpenID Provider (the SPA's /oauth/interaction/:id): what it asks, and
// its two steps, each one REST call. The interaction is the browser's own: its id comes from the page,
// but the account service also gets the browser's interaction cookie (GatewayContext.oauthInteraction)
// and refuses a step for any other interaction; the account is always the request's session.
import type { RestOAuthInteraction } from '../account-api.client';
import type { GatewayContext } from '../context';
import type { MutationResolvers, OAuthInteraction, OAuthPortalSession, QueryResolvers, UserError } from '../generated/resolvers';
import { mapEnum, toLocale } from '../account.mapper';
import { toOAuthScope } from '../oauth-client.mapper';
import { toUserError } from '../rest-errors';
import { fieldChecker } from './inputs';
import { signedInFailure } from './signed-in';
import { z } from 'zod';

const check = fieldChecker({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

const portalSessions: Record<RestOAuthInteraction['portalSession'], OAuthPortalSession> = {
  usable: 'USABLE',
  missing: 'MISSING',
  too_old: 'TOO_OLD',
  other_account: 'OTHER_ACCOUNT',
};

function toOAuthInteraction(rest: RestOAuthInteraction): OAuthInteraction {
  return {
    id: rest.id,
    prompt: rest.step === 'consent' ? 'CONSENT' : 'LOGIN',
    reasons: rest.reasons,
    app: { clientId: rest.client.clientId, name: rest.client.name },
    scopes: rest.scopes.map(toOAuthScope),
    newScopes: rest.newScopes.map(toOAuthScope),
    loginHint: rest.loginHint,
    locale: rest.locale === null ? null : toLocale(rest.locale),
    portalSession: mapEnum(portalSessions, rest.portalSession, 'portal session fit'),
    expiresAt: rest.expiresAt,
  };
}

/** A step's refusal: an ended session also drops the browser's dead cookie. */
const stepFailure = (ctx: GatewayContext, failure: Parameters<typeof signedInFailure>[1]): UserError => signedInFailure(ctx, failure, 'none');

export const oauthInteractionQuery: QueryResolvers = {
  oauthInteraction: async (_parent, { id }, ctx) => {
    const invalid = check({ id });
    if (invalid) return { interaction: null, error: invalid };
    const result = await ctx.api.getOAuthInteraction(ctx, id, ctx.oauthInteraction ?? null);
    if (!result.ok) return { interaction: null, error: toUserError(result.failure, 'none') };
    return { interaction: toOAuthInteraction(result.data), error: null };
  },
};

export const oauthInteractionMutations: MutationResolvers = {
  completeOAuthLogin: async (_parent, { id }, ctx) => {
    const invalid = check({ id });
    if (invalid) return { returnTo: null, error: invalid };
    const result = await ctx.api.completeOAuthLogin(ctx, id, ctx.oauthInteraction ?? null);
    return result.ok ? { returnTo: result.data.returnTo, error: null } : { returnTo: null, error: stepFailure(ctx, result.failure) };
  },

  decideOAuthConsent: async (_parent, { id, allow }, ctx) => {
    const invalid = check({ id });
    if (invalid) return { returnTo: null, error: invalid };
    const result = await ctx.api.decideOAuthConsent(ctx, id, ctx.oauthInteraction ?? null, allow);
    return result.ok ? { returnTo: result.data.returnTo, error: null } : { returnTo: null, error: stepFailure(ctx, result.failure) };
  },
};
