// The registered apps as the provider sees them (its Client model, read through the adapter): an app
// is registered by an administrator (oauth-clients/, the admin console and the CLI), never by itself.
// A disabled app does not exist for the provider: invalid_client at every endpoint.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { oauthScopes, type OAuthScopeName } from '../../shared/oauth-clients.js';
import { SIGNING_ALG } from './keys.js';

/** Every scope the provider knows (one list, src/shared/oauth-clients.ts); an app may ask for the subset it was registered with. */
export const SCOPES = oauthScopes;
export type Scope = OAuthScopeName;

/** The device authorization grant (RFC 8628, oidc/device-flow.ts). */
export const DEVICE_CODE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';

/** base64url SHA-256: how a client secret is stored (secrets are 256-bit random: no slow hash needed). */
export const secretHash = (secret: string): string => createHash('sha256').update(secret).digest('base64url');

/** Compares a presented secret with the stored hash, in constant time. */
export function secretMatches(storedHash: string, presented: string): boolean {
  const expected = Buffer.from(storedHash);
  const given = Buffer.from(secretHash(presented));
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The provider's client metadata of an enabled app; undefined for an unknown or disabled one. */
export async function findClientMetadata(db: Kysely<Database>, clientId: string): Promise<Record<string, unknown> | undefined> {
  const row = await db.selectFrom('oidc_clients').selectAll().where('client_id', '=', clientId).where('disabled_at', 'is', null).executeTakeFirst();
  if (!row) return undefined;
  const isPublic = row.is_public === 1 || row.secret_hash === null;
  return {
    client_id: row.client_id,
    client_name: row.name,
    redirect_uris: JSON.parse(row.redirect_uris) as string[],
    post_logout_redirect_uris: JSON.parse(row.post_logout_redirect_uris) as string[],
    response_types: ['code'],
    grant_types: ['authorization_code', 'refresh_token', DEVICE_CODE_GRANT],
    scope: row.scopes,
    id_token_signed_response_alg: SIGNING_ALG,
    ...(isPublic
      ? { token_endpoint_auth_method: 'none' }
      : // The stored hash stands where the provider keeps the secret; compareClientSecret (overridden in
        // provider-host.ts) hashes what the app sends. Nothing else may use client_secret as a key: no
        // client_secret_jwt, no HS* algorithms, no encryption (configuration.ts).
        { token_endpoint_auth_method: 'client_secret_basic', client_secret: row.secret_hash }),
    ...(row.backchannel_logout_uri ? { backchannel_logout_uri: row.backchannel_logout_uri, backchannel_logout_session_required: true } : {}),
  };
}
