// 「連携中のアプリ」: Viewer.connectedApps and revokeConnectedApp (behind @auth), one REST call each.
import { z } from 'zod';
import type { RestConnectedApp } from '../account-api.client';
import { exposedUserError } from '../exposed-error';
import type { ConnectedApp, MutationResolvers, ViewerResolvers } from '../generated/resolvers';
import { toOAuthScope } from '../oauth-client.mapper';
import { fieldChecker } from './inputs';
import { signedInFailure } from './signed-in';

const check = fieldChecker({ clientId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

function toConnectedApp(app: RestConnectedApp): ConnectedApp {
  return { clientId: app.clientId, name: app.name, scopes: app.scopes.map(toOAuthScope), allowedAt: app.allowedAt, lastUsedAt: app.lastUsedAt };
}

export const viewerConnectedAppFields: ViewerResolvers = {
  connectedApps: async (_viewer, _args, ctx) => {
    const result = await ctx.api.listConnectedApps(ctx);
    if (!result.ok) throw exposedUserError(signedInFailure(ctx, result.failure));
    return result.data.apps.map(toConnectedApp);
  },
};

export const connectedAppMutations: MutationResolvers = {
  revokeConnectedApp: async (_parent, { clientId }, ctx) => {
    // No app has such an id: the same answer as an app that is not connected, without a call.
    if (check({ clientId })) return { connectedApps: null, error: { code: 'CONNECTED_APP_NOT_FOUND' } };
    const result = await ctx.api.revokeConnectedApp(ctx, clientId);
    if (!result.ok) return { connectedApps: null, error: signedInFailure(ctx, result.failure) };
    return { connectedApps: result.data.apps.map(toConnectedApp), error: null };
  },
};
