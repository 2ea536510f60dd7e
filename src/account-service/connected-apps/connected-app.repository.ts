// The account's grants to apps (「連携中のアプリ」) as the provider stores them in oidc_payload: one Grant
// row per consent (the grant's own id in grant_id), and every code and token issued under it carrying
// that grant_id too. Ending a grant deletes all of them in one statement.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export interface GrantRow {
  grantId: string;
  clientId: string;
  /** The app's name now. */
  name: string;
  backchannelLogoutUri: string | null;
  /** The OpenID scopes granted, space-separated (the Grant's openid.scope). */
  scope: string;
  createdAt: string;
  lastUsedAt: string | null;
}

interface StoredGrant {
  openid?: { scope?: string };
}

/**
 * The account's live grants to enabled apps, oldest first (a disabled app's rows are deleted with it,
 * and an expired grant is the provider's no more).
 */
export async function listLiveGrants(db: Kysely<Database>, subject: string, now: Date, clientId?: string): Promise<GrantRow[]> {
  let query = db
    .selectFrom('oidc_payload as p')
    .innerJoin('oidc_clients as c', 'c.client_id', 'p.client_id')
    .select(['p.grant_id', 'p.client_id', 'p.payload', 'p.created_at', 'p.last_used_at', 'c.name', 'c.backchannel_logout_uri'])
    .where('p.model', '=', 'Grant')
    .where('p.subject', '=', subject)
    .where('c.disabled_at', 'is', null)
    .where((eb) => eb.or([eb('p.expires_at', 'is', null), eb('p.expires_at', '>', now.toISOString())]));
  if (clientId !== undefined) query = query.where('p.client_id', '=', clientId);
  const rows = await query.orderBy('p.created_at').execute();
  return rows.flatMap((row) =>
    row.grant_id === null || row.client_id === null
      ? []
      : [
          {
            grantId: row.grant_id,
            clientId: row.client_id,
            name: row.name,
            backchannelLogoutUri: row.backchannel_logout_uri,
            scope: (JSON.parse(row.payload) as StoredGrant).openid?.scope ?? '',
            createdAt: row.created_at,
            lastUsedAt: row.last_used_at,
          },
        ],
  );
}

/** Deletes grants and everything issued under them (codes, access and refresh tokens). */
export async function deleteGrants(db: Kysely<Database>, grantIds: readonly string[]): Promise<void> {
  if (grantIds.length === 0) return;
  await db.deleteFrom('oidc_payload').where('grant_id', 'in', grantIds).execute();
}

/** The client ids of the apps the account allowed (an oauth_app_allowed event) since `since`. */
export async function appsAllowedSince(db: Kysely<Database>, accountId: string, since: string): Promise<string[]> {
  const rows = await db
    .selectFrom('account_events')
    .select('details')
    .where('account_id', '=', accountId)
    .where('kind', '=', 'oauth_app_allowed')
    .where('created_at', '>=', since)
    .execute();
  const ids = rows.map((row) => (JSON.parse(row.details ?? '{}') as { app?: { clientId?: unknown } }).app?.clientId);
  return [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
}

/** The grants of an account that gave a code or a token (a refresh included) since `since`. */
export async function grantsIssuingSince(db: Kysely<Database>, subject: string, since: string): Promise<string[]> {
  const rows = await db
    .selectFrom('oidc_payload')
    .select('grant_id')
    .distinct()
    .where('subject', '=', subject)
    .where('model', 'in', ['AccessToken', 'RefreshToken', 'AuthorizationCode', 'DeviceCode'])
    .where('created_at', '>=', since)
    .where('grant_id', 'is not', null)
    .execute();
  return rows.flatMap((row) => (row.grant_id === null ? [] : [row.grant_id]));
}
