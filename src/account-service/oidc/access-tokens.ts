// Apps' access tokens at the gateway: what an app may do for an account with the access token the
// provider gave it (Authorization: Bearer at the gateway, X-Session-Token here, like a portal session).
// - Told apart from portal session tokens by length: the provider's access tokens carry 384 random
//   bits (64 characters, configuration.ts formats.bitsOfOpaqueRandomness), portal sessions 256 (43).
//   So neither kind costs a lookup in the other's table, and a token is never tried as both.
// - Looked up on every call, never cached: the provider's AccessToken.find (the row, its expiry), then
//   one statement for the rest — the grant still there (「連携を解除」, a replayed refresh token or code
//   and a disabled app delete it with its tokens), the app enabled, the account active. Revocation
//   therefore applies to the very next call.
// - The grant's last use (「連携中のアプリ」) is written at most once a minute.
import type { Kysely } from 'kysely';
import type { Provider } from 'oidc-provider';
import type { Database } from '../db/schema.js';
import type { AccountRow } from '../accounts/account.repository.js';
import { isBlockedByOperator } from '../accounts/account.model.js';
import { noteGrantUse } from '../connected-apps/grant-use.js';

/** The access tokens' randomness (configuration.ts): 64 base64url characters. */
export const ACCESS_TOKEN_BITS = 384;
export const ACCESS_TOKEN_LENGTH = ACCESS_TOKEN_BITS / 6;

/** Whether a bearer token is an app's access token (else it can only be a portal session's). */
export const isAppAccessToken = (token: string): boolean => token.length === ACCESS_TOKEN_LENGTH;

/** The scopes that open operations of the REST contract (its `x-app-scope`). */
export type ApiScope = 'account:read' | 'account:write';

/** What a valid app access token stands for. */
export interface AppAccess {
  clientId: string;
  /** The app's name now (the activity keeps it as it was). */
  appName: string;
  grantId: string;
  scopes: ReadonlySet<string>;
  issuedAt: Date;
  expiresAt: Date;
  account: AccountRow;
}

export type AppAccessLookup = (token: string, now: Date) => Promise<AppAccess | null>;

export function createAppAccessLookup(db: Kysely<Database>, provider: () => Promise<Provider>): AppAccessLookup {
  return async (value, now) => {
    if (!isAppAccessToken(value)) return null;
    const token = await (await provider()).AccessToken.find(value);
    if (!token?.accountId || !token.grantId || !token.clientId) return null;
    const row = await db
      .selectFrom(['accounts', 'oidc_clients', 'oidc_payload'])
      .selectAll('accounts')
      .select(['oidc_clients.name as app_name', 'oidc_payload.expires_at as grant_expires_at'])
      .where('accounts.oidc_subject', '=', token.accountId)
      .where('oidc_clients.client_id', '=', token.clientId)
      .where('oidc_clients.disabled_at', 'is', null)
      .where('oidc_payload.model', '=', 'Grant')
      .where('oidc_payload.grant_id', '=', token.grantId)
      .where('oidc_payload.client_id', '=', token.clientId)
      .where('oidc_payload.subject', '=', token.accountId)
      .executeTakeFirst();
    if (!row || isBlockedByOperator(row)) return null;
    if (row.grant_expires_at !== null && row.grant_expires_at <= now.toISOString()) return null;
    // 「最終利用」, at most once a minute per grant (the one rule of connected-apps/grant-use.ts).
    await noteGrantUse(db, token.grantId, now);
    const { app_name, grant_expires_at: _expires, ...account } = row;
    return {
      clientId: token.clientId,
      appName: app_name,
      grantId: token.grantId,
      scopes: token.scopes,
      issuedAt: new Date((token.iat ?? 0) * 1000),
      expiresAt: new Date((token.exp ?? 0) * 1000),
      account: account as AccountRow,
    };
  };
}
