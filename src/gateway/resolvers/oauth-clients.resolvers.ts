// The admin console's registered apps (OpenID Provider clients): the list, registering one, replacing
// a confidential app's secret, disabling one. Every field carries @auth(roles: [ADMIN]) in the schema
// (auth.ts sends the rule with the field's one REST call) and the account service checks the role again.
// A secret passes through once, in the payload of the call that made it; nothing here keeps it.
import { z } from 'zod';
import { exposedUserError } from '../exposed-error';
import type { MutationResolvers, QueryResolvers, UserError } from '../generated/resolvers';
import { toOAuthClient, toRestScope } from '../oauth-client.mapper';
import { chars } from './inputs';
import { signedInFailure } from './signed-in';

// The REST contract's limits (its service applies the rules themselves, src/shared/oauth-clients.ts):
// beyond them the answer is the rule's own code, with no call.
const clientId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const name = chars(0, 400);
const uri = chars(0, 4000);
const uris = z.array(uri).max(50);

function invalid(input: { name: string; redirectUris: readonly string[]; postLogoutRedirectUris?: readonly string[] | null; backchannelLogoutUri?: string | null }): UserError | null {
  if (!name.safeParse(input.name).success) return { code: 'CLIENT_NAME_INVALID', field: 'name' };
  if (!uris.safeParse(input.redirectUris).success) return { code: 'REDIRECT_URI_INVALID', field: 'redirectUris' };
  if (!uris.safeParse(input.postLogoutRedirectUris ?? []).success) return { code: 'REDIRECT_URI_INVALID', field: 'postLogoutRedirectUris' };
  if (input.backchannelLogoutUri != null && !uri.safeParse(input.backchannelLogoutUri).success) return { code: 'BACKCHANNEL_LOGOUT_URI_INVALID', field: 'backchannelLogoutUri' };
  return null;
}

export const oauthClientQueries: QueryResolvers = {
  adminOAuthClients: async (_parent, _args, ctx) => {
    const result = await ctx.api.listOAuthClients(ctx);
    if (!result.ok) throw exposedUserError(signedInFailure(ctx, result.failure));
    return result.data.clients.map(toOAuthClient);
  },
};

export const oauthClientMutations: MutationResolvers = {
  adminCreateOAuthClient: async (_parent, { input }, ctx) => {
    const refused = invalid(input);
    if (refused) return { client: null, clientSecret: null, error: refused };
    const result = await ctx.api.createOAuthClient(ctx, {
      name: input.name,
      redirectUris: input.redirectUris,
      postLogoutRedirectUris: input.postLogoutRedirectUris ?? [],
      public: input.type === 'PUBLIC',
      // An enum list: at most the six scopes once each, whatever the document repeats.
      scopes: [...new Set(input.scopes)].map(toRestScope),
      ...(input.backchannelLogoutUri?.trim() ? { backchannelLogoutUri: input.backchannelLogoutUri } : {}),
    });
    if (!result.ok) return { client: null, clientSecret: null, error: signedInFailure(ctx, result.failure) };
    return { client: toOAuthClient(result.data.client), clientSecret: result.data.clientSecret, error: null };
  },

  adminRotateOAuthClientSecret: async (_parent, { input }, ctx) => {
    // An id no app can have is simply not found.
    if (!clientId.safeParse(input.clientId).success) return { client: null, clientSecret: null, error: { code: 'CLIENT_NOT_FOUND' } };
    const result = await ctx.api.rotateOAuthClientSecret(ctx, input.clientId);
    if (!result.ok) return { client: null, clientSecret: null, error: signedInFailure(ctx, result.failure) };
    return { client: toOAuthClient(result.data.client), clientSecret: result.data.clientSecret, error: null };
  },

  adminDisableOAuthClient: async (_parent, { input }, ctx) => {
    if (!clientId.safeParse(input.clientId).success) return { client: null, error: { code: 'CLIENT_NOT_FOUND' } };
    const result = await ctx.api.disableOAuthClient(ctx, input.clientId);
    if (!result.ok) return { client: null, error: signedInFailure(ctx, result.failure) };
    return { client: toOAuthClient(result.data), error: null };
  },
};
