// Bench: oidc-provider alone, with its in-memory adapter (the default when no adapter is given), as
// close to the portal's configuration as a provider without the portal can be: the same routes,
// lifetimes, scopes and claims, PKCE required, code only, rotated refresh tokens, the same token
// randomness, RS256, the same features on and off; the app and the account in memory. Its
// interaction page signs the one account in and allows what is asked, at once (the portal's sign-in
// and consent are not what this measures).
// The adapter is the provider's own in-memory one (lib/adapters/memory_adapter.js), given its own
// LRU with room for 1,000,000 entries instead of the default 1,000: at a few hundred codes and
// tokens a second, 1,000 evicts the live session and grants within seconds, and the provider then
// answers invalid_grant or asks to sign in again (a quick-start adapter's limit, not the work this
// compares).
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import Provider, { type Configuration } from 'oidc-provider';
import { ACCESS_TOKEN_BITS } from '../../src/account-service/oidc/access-tokens';
import { SCOPES } from '../../src/account-service/oidc/clients';
import { oidcRoutes, oidcTtl, scopeClaims } from '../../src/account-service/oidc/configuration';

const port = Number(process.env.PORT);
const issuer = `http://127.0.0.1:${port}`;
const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const account = { sub: 'benchSubject0123456789', name: '計測 太郎', name_kana: 'ケイソク タロウ', locale: 'ja', email: 'bench@example.jp', email_verified: true };

const configuration: Configuration = {
  clients: [{
    client_id: process.env.CLIENT_ID!,
    client_secret: process.env.CLIENT_SECRET!,
    redirect_uris: [process.env.REDIRECT_URI!],
    response_types: ['code'],
    grant_types: ['authorization_code', 'refresh_token'],
    scope: SCOPES.join(' '),
    token_endpoint_auth_method: 'client_secret_basic',
    id_token_signed_response_alg: 'RS256',
  }],
  jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'bench', alg: 'RS256', use: 'sig' }] as never },
  routes: oidcRoutes,
  cookies: { keys: [randomBytes(32).toString('base64url')], long: { httpOnly: true, sameSite: 'lax' }, short: { httpOnly: true, sameSite: 'lax', path: '/' } },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  responseTypes: ['code'],
  pkce: { required: () => true },
  clientAuthMethods: ['client_secret_basic', 'client_secret_post', 'none'],
  scopes: [...SCOPES],
  claims: { openid: [...scopeClaims.openid], profile: [...scopeClaims.profile], email: [...scopeClaims.email] },
  subjectTypes: ['public'],
  rotateRefreshToken: true,
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
    rpInitiatedLogout: { enabled: true },
    deviceFlow: { enabled: false },
  },
  findAccount: (_ctx, sub) => (sub === account.sub ? { accountId: sub, claims: () => account } : undefined),
  ttl: {
    AccessToken: oidcTtl.AccessToken,
    AuthorizationCode: oidcTtl.AuthorizationCode,
    IdToken: oidcTtl.IdToken,
    Interaction: oidcTtl.Interaction,
    Grant: oidcTtl.Grant,
    Session: 12 * 3600,
    RefreshToken: oidcTtl.RefreshTokenDays * 24 * 3600,
  },
};

// No types for these modules.
const lruModule = 'oidc-provider/lib/helpers/lru.js';
const adapterModule = 'oidc-provider/lib/adapters/memory_adapter.js';
const { default: LRU } = (await import(lruModule)) as { default: new (options: { maxSize: number }) => unknown };
const { default: MemoryAdapter } = (await import(adapterModule)) as { default: new (model: string, store: unknown) => NonNullable<Configuration['adapter']> };
const store = new LRU({ maxSize: 1_000_000 });
configuration.adapter = function BenchMemoryAdapter(model: string) {
  return new MemoryAdapter(model, store);
} as unknown as Configuration['adapter'];

const provider = new Provider(issuer, configuration);
const callback = provider.callback();

const server = createServer((req, res) => {
  if (!req.url?.startsWith('/interaction/')) return void callback(req, res);
  void (async () => {
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name === 'login') {
      await provider.interactionFinished(req, res, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false });
      return;
    }
    const grant = details.grantId ? (await provider.Grant.find(details.grantId))! : new provider.Grant({ accountId: account.sub, clientId: String(details.params.client_id) });
    const missing = details.prompt.details as { missingOIDCScope?: string[] };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
  })().catch((error: unknown) => {
    res.writeHead(500).end(String(error));
  });
});
server.listen(port, '127.0.0.1', () => console.log(`READY ${issuer}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
