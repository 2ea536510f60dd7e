// The provider's configuration: what the portal allows and nothing more.
// - Authorization code only, PKCE (S256, the only method oidc-provider 9 knows) required of every app,
//   public and confidential; no implicit or hybrid flow; no password grant (oidc-provider has none).
// - Refresh tokens only with offline_access (and, as OIDC Core says, prompt=consent), rotated on every
//   use; a replayed one revokes the whole grant (adapter.ts: a grace of REFRESH_GRACE_SECONDS).
// - Opaque access tokens (stored, so revocable at once), no resource indicators: one token for
//   userinfo and the gateway, its scopes the API scopes granted.
// - DPoP, PAR, dynamic registration, introspection, request objects, encryption: off.
// - Client authentication client_secret_basic, client_secret_post or none (public apps): nothing
//   that would use the stored secret hash as a key.
// - An unknown scope is refused (invalid_scope), not silently dropped.
// - Consent is remembered per account and app (loadExistingGrant): a new browser does not ask again;
//   a wider set of scopes asks for the new ones only.
import type { Kysely } from 'kysely';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import type * as OidcProvider from 'oidc-provider';
import type { Database } from '../db/schema.js';
import { isBlockedByOperator } from '../accounts/account.model.js';
import { SCOPES } from './clients.js';
import { ACCESS_TOKEN_BITS } from './access-tokens.js';
import type { KeySet } from './keys.js';
import { renderErrorPage, renderLoggedOutPage, renderLogoutPage } from './pages.js';
import { deviceFlowFeature } from './device-flow.js';

export type OidcLibrary = typeof OidcProvider;

/** Every endpoint under /oidc (disabled ones too, so nothing can ever appear at the site's root). */
export const oidcRoutes = {
  authorization: '/oidc/auth',
  token: '/oidc/token',
  userinfo: '/oidc/me',
  jwks: '/oidc/jwks',
  end_session: '/oidc/session/end',
  revocation: '/oidc/token/revocation',
  introspection: '/oidc/token/introspection',
  code_verification: '/oidc/device',
  device_authorization: '/oidc/device/auth',
  pushed_authorization_request: '/oidc/request',
  registration: '/oidc/reg',
  backchannel_authentication: '/oidc/backchannel',
  challenge: '/oidc/challenge',
  credential: '/oidc/credential',
} as const;

/** The SPA's page that runs an interaction (sign-in, then consent). */
export const interactionPath = (uid: string): string => `/oauth/interaction/${uid}`;

/** Lifetimes, in seconds. */
export const oidcTtl = {
  AccessToken: 600,
  AuthorizationCode: 60,
  IdToken: 3600,
  // Sign-in with password and a mailed code (valid 10 minutes) must fit, with time to read the consent.
  Interaction: 1200,
  DeviceCode: 600,
  Grant: 365 * 24 * 3600,
  // 30 days from the first, whatever the rotations: a rotated token keeps what its parent had left.
  RefreshTokenDays: 30,
} as const;

/** The claims of each scope; `sub` is accounts.oidc_subject. */
export const scopeClaims = {
  openid: ['sub'],
  profile: ['name', 'name_kana', 'locale'],
  email: ['email', 'email_verified'],
} as const;

export interface ConfigurationDeps {
  lib: OidcLibrary;
  db: Kysely<Database>;
  keys: KeySet;
  secure: boolean;
  sessionAbsoluteHours: number;
  Adapter: NonNullable<Configuration['adapter']>;
  /** The oidc_subject of the live portal session the request carries (the gateway's X-Session-Token), if any. */
  portalSubject(ctx: KoaContextWithOIDC): Promise<string | null>;
  /** Outside production, back-channel logout may go to loopback and private addresses (tests, development). */
  allowPrivateNetworkFetch: boolean;
}

export function buildConfiguration(deps: ConfigurationDeps): Configuration {
  const { lib, db } = deps;
  const known = new Set<string>(SCOPES);
  const policy = lib.interactionPolicy.base();
  // Single sign-on never outlives the portal session: without a live portal session of the same
  // account, the provider's session does not count (prompt=none answers login_required).
  policy
    .get('login')!
    .checks.add(
      new lib.interactionPolicy.Check('portal_session', 'the portal session has ended', 'login_required', async (ctx) => {
        const { session, result } = ctx.oidc;
        if (!session?.accountId || result?.login) return lib.interactionPolicy.Check.NO_NEED_TO_PROMPT;
        return (await deps.portalSubject(ctx)) === session.accountId ? lib.interactionPolicy.Check.NO_NEED_TO_PROMPT : lib.interactionPolicy.Check.REQUEST_PROMPT;
      }),
      1,
    );

  const names = deps.secure
    ? { session: '__Host-oidc_session', interaction: '__Host-oidc_interaction', resume: '__Secure-oidc_resume' }
    : { session: 'oidc_session', interaction: 'oidc_interaction', resume: 'oidc_resume' };

  return {
    adapter: deps.Adapter,
    jwks: { keys: deps.keys.signing as never },
    routes: oidcRoutes,
    cookies: {
      names,
      long: { httpOnly: true, sameSite: 'lax' },
      // path '/' outranks the interaction URL's path, so the interaction cookie also reaches /graphql,
      // where the gateway reads it (the resume cookie keeps its own path, /oidc/auth/<uid>).
      short: { httpOnly: true, sameSite: 'lax', path: '/' },
      keys: deps.keys.cookie,
    },
    interactions: { url: (_ctx, interaction) => interactionPath(interaction.uid), policy },
    responseTypes: ['code'],
    pkce: { required: () => true },
    clientAuthMethods: ['client_secret_basic', 'client_secret_post', 'none'],
    clientDefaults: { grant_types: ['authorization_code'], response_types: ['code'], token_endpoint_auth_method: 'client_secret_basic', id_token_signed_response_alg: 'RS256' },
    allowOmittingSingleRegisteredRedirectUri: false,
    scopes: [...SCOPES],
    claims: { ...scopeClaims, openid: [...scopeClaims.openid], profile: [...scopeClaims.profile], email: [...scopeClaims.email] },
    subjectTypes: ['public'],
    rotateRefreshToken: true,
    // Access tokens are longer than portal session tokens (64 characters, not 43): the account service
    // tells the two apart by length when the gateway passes a bearer token on (access-tokens.ts).
    formats: { bitsOfOpaqueRandomness: (_ctx, token) => (token.kind === 'AccessToken' ? ACCESS_TOKEN_BITS : 256) },
    features: {
      devInteractions: { enabled: false },
      dPoP: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      resourceIndicators: { enabled: false },
      introspection: { enabled: false },
      registration: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      backchannelLogout: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => renderLogoutPage(ctx, form),
        postLogoutSuccessSource: (ctx) => renderLoggedOutPage(ctx),
      },
      deviceFlow: deviceFlowFeature,
    },
    // "Unknown scope" is refused. The provider would drop it silently (ctx.oidc.params.scope has lost
    // it by the time validators run), so the request's own scope parameter is read.
    extraParams: {
      portal_scope_check(ctx) {
        const body = (ctx.oidc as { body?: { scope?: unknown } }).body;
        const raw = ctx.method === 'POST' ? body?.scope : ctx.query.scope;
        const unknown = String(raw ?? '')
          .split(' ')
          .filter((scope) => scope !== '' && !known.has(scope));
        if (unknown.length > 0) throw new lib.errors.InvalidScope('requested scope is not supported', unknown.join(' '));
      },
    },
    findAccount: async (_ctx, sub) => {
      const account = await db.selectFrom('accounts').selectAll().where('oidc_subject', '=', sub).executeTakeFirst();
      // A disabled account (or one an operator locked) does not exist for the provider: no tokens,
      // no refresh, no userinfo ("referenced account not found").
      if (!account || isBlockedByOperator(account)) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          // A claim with no value is left out (OpenID Connect Core 5.3.2), never sent as "".
          ...(account.name !== '' ? { name: account.name } : {}),
          ...(account.name_kana !== null && account.name_kana !== '' ? { name_kana: account.name_kana } : {}),
          locale: account.locale,
          email: account.email,
          // Every sign-in proves the address (a mailed code), and a change applies only with the code sent to it.
          email_verified: true,
        }),
      };
    },
    // Consent is remembered per account and app: the grant of this provider session, else the
    // account's grant for the app from any earlier session (another browser).
    loadExistingGrant: async (ctx) => {
      const { oidc } = ctx;
      if (!oidc.session?.accountId || !oidc.client) return undefined;
      const ids = [oidc.result?.consent?.grantId, oidc.session.grantIdFor(oidc.client.clientId)].filter((id): id is string => typeof id === 'string');
      for (const id of ids) {
        const grant = await oidc.provider.Grant.find(id);
        if (grant) return grant;
      }
      const row = await db
        .selectFrom('oidc_payload')
        .select('grant_id')
        .where('model', '=', 'Grant')
        .where('subject', '=', oidc.session.accountId)
        .where('client_id', '=', oidc.client.clientId)
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
      return row?.grant_id ? oidc.provider.Grant.find(row.grant_id) : undefined;
    },
    ttl: {
      AccessToken: oidcTtl.AccessToken,
      AuthorizationCode: oidcTtl.AuthorizationCode,
      IdToken: oidcTtl.IdToken,
      Interaction: oidcTtl.Interaction,
      DeviceCode: oidcTtl.DeviceCode,
      Grant: oidcTtl.Grant,
      // A provider session lasts no longer than a portal session can.
      Session: deps.sessionAbsoluteHours * 3600,
      RefreshToken: (ctx, token) => {
        const rotated = ctx?.oidc.entities.RotatedRefreshToken;
        if (rotated && !token.isSenderConstrained()) return rotated.remainingTTL;
        return oidcTtl.RefreshTokenDays * 24 * 3600;
      },
    },
    // The provider refuses loopback and private addresses (SSRF); tests and development post
    // back-channel logout to http://localhost, so outside production that guard is lifted.
    ...(deps.allowPrivateNetworkFetch
      ? {
          fetch: (url, init) => {
            const options = { ...(init as RequestInit & { dispatcher?: unknown }) };
            delete options.dispatcher;
            return fetch(url, options);
          },
        }
      : {}),
    renderError: (ctx, out) => renderErrorPage(ctx, out),
  };
}
