// The provider's endpoints in the account service: a catch-all route for /oidc/* and the two
// discovery documents, handed to oidc-provider (a Koa app) as they arrive.
// - The body is left unread: the provider parses its own (urlencoded or JSON, at most 56 KB).
// - Only the gateway reaches these routes (its credential in X-Portal-Service-Token: Authorization
//   carries the app's own credentials here, or a bearer token at userinfo; http/service-auth.ts). So
//   what the provider derives from the request's origin comes from PUBLIC_URL, and the client's
//   address from the X-Forwarded-For the gateway set; nothing a browser sent about either is believed.
// - The reply is hijacked: the provider writes the response; headers set by earlier hooks (the
//   request id) are copied over first, and the pages' Content-Security-Policy is set here (the
//   provider adds the hash of its own auto-submitting form to it).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageStyleHash } from './pages.js';
import type { OidcHost } from './provider-host.js';

/** The provider's routes (http/service-auth.ts takes the gateway's credential from X-Portal-Service-Token on them). */
export const OIDC_ROUTES = ['/oidc/*', '/.well-known/openid-configuration', '/.well-known/oauth-authorization-server'] as const;
export const OIDC_SERVICE_TOKEN_HEADER = 'x-portal-service-token';

/**
 * The provider's pages (errors, logout) have one inline stylesheet and no script of ours; form-action
 * is left out on purpose: the logout confirmation and form_post responses submit, or redirect after
 * submitting, to the apps' own origins.
 */
export const oidcContentSecurityPolicy = `default-src 'none'; style-src ${pageStyleHash}; script-src 'self'; img-src 'self'; base-uri 'none'; frame-ancestors 'none'`;

export function registerOidcRoutes(app: FastifyInstance, host: OidcHost, publicUrl: string): void {
  const origin = new URL(publicUrl);
  const proto = origin.protocol.slice(0, -1);

  const handler = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const callback = await host.callback();
    reply.hijack();
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
    reply.raw.setHeader('content-security-policy', oidcContentSecurityPolicy);
    const headers = request.raw.headers;
    const forwardedFor = typeof headers['x-forwarded-for'] === 'string' ? headers['x-forwarded-for'].split(',')[0]!.trim() : '';
    headers['x-forwarded-proto'] = proto;
    headers['x-forwarded-host'] = origin.host;
    headers['x-forwarded-for'] = forwardedFor || request.ip;
    host.noteRequest(request.raw, request.log);
    await callback(request.raw, reply.raw);
  };

  void app.register(async (scope) => {
    // Encapsulated: the rest of the service keeps its strict JSON parser.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    for (const url of OIDC_ROUTES) scope.route({ method: ['GET', 'POST', 'OPTIONS'], url, handler });
  });
}
