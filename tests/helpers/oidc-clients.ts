// Registers an app for the OpenID Provider straight in oidc_clients, as the admin console and the CLI
// store it (a confidential app's secret only as its SHA-256). For tests that need an app before, or
// without, the administrators' own way of registering one.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/account-service/db/schema';

export interface TestClient {
  clientId: string;
  /** null for a public app. */
  secret: string | null;
}

export interface TestClientInput {
  name?: string;
  redirectUris: string[];
  postLogoutRedirectUris?: string[];
  /** Default: a confidential app (with a secret). */
  isPublic?: boolean;
  scopes?: string;
  backchannelLogoutUri?: string | null;
  disabled?: boolean;
  clientId?: string;
}

export async function insertTestClient(db: Kysely<Database>, input: TestClientInput): Promise<TestClient> {
  const clientId = input.clientId ?? randomBytes(16).toString('base64url');
  const secret = input.isPublic ? null : randomBytes(32).toString('base64url');
  const now = new Date().toISOString();
  await db
    .insertInto('oidc_clients')
    .values({
      client_id: clientId,
      name: input.name ?? 'テストアプリ',
      redirect_uris: JSON.stringify(input.redirectUris),
      post_logout_redirect_uris: JSON.stringify(input.postLogoutRedirectUris ?? []),
      is_public: input.isPublic ? 1 : 0,
      secret_hash: secret === null ? null : createHash('sha256').update(secret).digest('base64url'),
      scopes: input.scopes ?? 'openid profile email offline_access account:read account:write',
      backchannel_logout_uri: input.backchannelLogoutUri ?? null,
      created_at: now,
      created_by_account_id: null,
      secret_rotated_at: null,
      disabled_at: input.disabled ? now : null,
    })
    .execute();
  return { clientId, secret };
}
