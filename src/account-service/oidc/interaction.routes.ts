// The interaction routes the gateway calls for the SPA's /oauth/interaction/:uid page.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../context.js';
import type { components } from '../generated/account-api.js';
import { routeOf } from '../http/route-schema.js';
import { sessionTokenOf } from '../http/request.js';
import { clientOf } from '../lib/device.js';
import { completeLogin, decideConsent, getInteraction } from './interaction.service.js';
import type { OidcHost } from './provider-host.js';

interface InteractionParams {
  interactionId: string;
}

/** The browser's interaction cookie, as the gateway copied it. */
function cookieUidOf(request: FastifyRequest): string | undefined {
  const value = request.headers['x-oauth-interaction'];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

const inputOf = (request: FastifyRequest<{ Params: InteractionParams }>) => ({
  uid: request.params.interactionId,
  cookieUid: cookieUidOf(request),
  sessionToken: sessionTokenOf(request),
});

export function registerInteractionRoutes(app: FastifyInstance, ctx: ServiceContext, host: OidcHost): void {
  app.route<{ Params: InteractionParams }>({
    ...routeOf('getOAuthInteraction'),
    handler: async (request) => getInteraction(ctx, host, inputOf(request)),
  });

  app.route<{ Params: InteractionParams }>({
    ...routeOf('completeOAuthLogin'),
    handler: async (request) => completeLogin(ctx, host, inputOf(request)),
  });

  app.route<{ Params: InteractionParams; Body: components['schemas']['OAuthConsentDecision'] }>({
    ...routeOf('decideOAuthConsent'),
    handler: async (request) => decideConsent(ctx, host, { ...inputOf(request), allow: request.body.allow, client: clientOf(request) }),
  });
}
