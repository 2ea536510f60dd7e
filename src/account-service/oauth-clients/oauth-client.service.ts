// What administrators (the admin console's 「連携アプリ」) and operators (the accounts CLI) do to the
// apps registered with the OpenID Provider: the same functions behind both. Each change runs in one
// transaction with its audit entry, so the entry exists exactly when the change committed. A secret is
// answered once, by the call that made it, and kept only as its hash (client-secret.ts).
import type { Kysely } from 'kysely';
import type { ServiceContext } from '../context.js';
import type { Database } from '../db/schema.js';
import { transactionWithRetry } from '../db/locks.js';
import type { components } from '../generated/account-api.js';
import { appError } from '../http/errors.js';
import { normalizeClientName, normalizeClientScopes, normalizeClientUri, normalizeClientUris, oauthScopes, type OAuthScopeName } from '../../shared/oauth-clients.js';
import { recordClientAudit, type AdminActor } from '../admin/audit.repository.js';
import { hashClientSecret, newClientId, newClientSecret } from './client-secret.js';
import { deleteClientPayloads, findClientRow, insertClient, listClientRows, updateClient, type OAuthClientListRow } from './oauth-client.repository.js';

export type ApiOAuthClient = components['schemas']['OAuthClient'];
export type CreateOAuthClientInput = components['schemas']['CreateOAuthClientRequest'];
export type ClientContext = Pick<ServiceContext, 'db' | 'clock'>;

export interface ClientWithSecret {
  client: ApiOAuthClient;
  /** A confidential app's new secret, for this answer only; null for a public app. */
  clientSecret: string | null;
}

const scopeOrder = (scope: string) => (oauthScopes as readonly string[]).indexOf(scope);

export function toApiClient(row: OAuthClientListRow): ApiOAuthClient {
  return {
    clientId: row.client_id,
    name: row.name,
    redirectUris: JSON.parse(row.redirect_uris) as string[],
    postLogoutRedirectUris: JSON.parse(row.post_logout_redirect_uris) as string[],
    public: row.is_public === 1,
    scopes: (row.scopes.split(' ').filter((s) => scopeOrder(s) >= 0) as OAuthScopeName[]).sort((a, b) => scopeOrder(a) - scopeOrder(b)),
    backchannelLogoutUri: row.backchannel_logout_uri,
    createdAt: row.created_at,
    createdByAccountCode: row.creator_account_code,
    createdByLoginId: row.creator_login_id,
    secretRotatedAt: row.secret_rotated_at,
    disabledAt: row.disabled_at,
  };
}

/** The input as it is stored, or the first rule it breaks (400, with the field at fault). */
function checked(input: CreateOAuthClientInput) {
  const name = normalizeClientName(input.name);
  if (name === null) throw appError('CLIENT_NAME_INVALID', { field: 'name' });
  const redirectUris = normalizeClientUris(input.redirectUris, 1);
  if (redirectUris === null) throw appError('REDIRECT_URI_INVALID', { field: 'redirectUris' });
  const postLogoutRedirectUris = normalizeClientUris(input.postLogoutRedirectUris ?? [], 0);
  if (postLogoutRedirectUris === null) throw appError('REDIRECT_URI_INVALID', { field: 'postLogoutRedirectUris' });
  const scopes = normalizeClientScopes(input.scopes);
  if (scopes === null) throw appError('SCOPE_INVALID', { field: 'scopes' });
  const given = input.backchannelLogoutUri?.trim() ? input.backchannelLogoutUri : null;
  const backchannelLogoutUri = given === null ? null : normalizeClientUri(given);
  if (given !== null && backchannelLogoutUri === null) throw appError('BACKCHANNEL_LOGOUT_URI_INVALID', { field: 'backchannelLogoutUri' });
  return { name, redirectUris, postLogoutRedirectUris, scopes, backchannelLogoutUri };
}

/** Registers an app; a confidential one gets its secret, answered here and never again. */
export async function createOAuthClient(ctx: ClientContext, actor: AdminActor, input: CreateOAuthClientInput): Promise<ClientWithSecret> {
  const valid = checked(input);
  const now = ctx.clock.now();
  const clientSecret = input.public ? null : newClientSecret();
  const row = {
    client_id: newClientId(),
    name: valid.name,
    redirect_uris: JSON.stringify(valid.redirectUris),
    post_logout_redirect_uris: JSON.stringify(valid.postLogoutRedirectUris),
    is_public: input.public ? 1 : 0,
    secret_hash: clientSecret === null ? null : hashClientSecret(clientSecret),
    scopes: valid.scopes.join(' '),
    backchannel_logout_uri: valid.backchannelLogoutUri,
    created_at: now.toISOString(),
    created_by_account_id: actor.kind === 'administrator' ? actor.account.id : null,
    secret_rotated_at: null,
    disabled_at: null,
  };
  await transactionWithRetry(ctx.db, async (trx) => {
    await insertClient(trx, row);
    await recordClientAudit(trx, { actor, action: 'client_create', client: row, now });
  });
  const creator = actor.kind === 'administrator' ? actor.account : null;
  return { client: toApiClient({ ...row, creator_account_code: creator?.account_code ?? null, creator_login_id: creator?.login_id ?? null }), clientSecret };
}

export async function listOAuthClients(db: Kysely<Database>): Promise<ApiOAuthClient[]> {
  return (await listClientRows(db)).map(toApiClient);
}

/** The app's row, locked for the change (404 CLIENT_NOT_FOUND; 409 CLIENT_DISABLED once disabled). */
async function activeClient(trx: Kysely<Database>, clientId: string): Promise<OAuthClientListRow> {
  const row = await findClientRow(trx, clientId, true);
  if (!row) throw appError('CLIENT_NOT_FOUND');
  if (row.disabled_at !== null) throw appError('CLIENT_DISABLED');
  return row;
}

/** Replaces a confidential app's secret at once (the old one stops working); the new one is answered here only. */
export async function rotateOAuthClientSecret(ctx: ClientContext, actor: AdminActor, clientId: string): Promise<ClientWithSecret> {
  const now = ctx.clock.now();
  const clientSecret = newClientSecret();
  const changes = { secret_hash: hashClientSecret(clientSecret), secret_rotated_at: now.toISOString() };
  const row = await transactionWithRetry(ctx.db, async (trx) => {
    const current = await activeClient(trx, clientId);
    if (current.is_public === 1) throw appError('CLIENT_HAS_NO_SECRET');
    await updateClient(trx, clientId, changes);
    await recordClientAudit(trx, { actor, action: 'client_rotate_secret', client: current, now });
    return { ...current, ...changes };
  });
  return { client: toApiClient(row), clientSecret };
}

/**
 * Disables an app for good: the provider no longer finds it (invalid_client everywhere), and every
 * grant, code and token it holds is deleted in the same transaction, so its users' access ends at once.
 */
export async function disableOAuthClient(ctx: ClientContext, actor: AdminActor, clientId: string): Promise<ApiOAuthClient> {
  const now = ctx.clock.now();
  const row = await transactionWithRetry(ctx.db, async (trx) => {
    const current = await activeClient(trx, clientId);
    await updateClient(trx, clientId, { disabled_at: now.toISOString() });
    await deleteClientPayloads(trx, clientId);
    await recordClientAudit(trx, { actor, action: 'client_disable', client: current, now });
    return { ...current, disabled_at: now.toISOString() };
  });
  return toApiClient(row);
}
