// 「連携中のアプリ」: the apps the account allowed (its grants at the OpenID Provider), what each may do,
// when it was allowed and last used; 「連携を解除」 ends an app's grant and every code and token issued
// under it at once, tells the app (back-channel logout, when it registered a URI) and records the event,
// all in one transaction. Allowing an app is recorded in the transaction that stores the grant
// (saveAllowedGrant, called by the consent), and 「心当たりがない」 and an administrator's disable end
// grants here too (endGrantsSince, endAllGrants).
import type { Kysely } from 'kysely';
import type { ServiceContext } from '../context.js';
import { lockAccountRow, runTransaction } from '../db/locks.js';
import type { Database } from '../db/schema.js';
import type { components } from '../generated/account-api.js';
import { appError } from '../http/errors.js';
import type { ClientInfo } from '../lib/device.js';
import { oauthScopes, type OAuthScopeName } from '../../shared/oauth-clients.js';
import { recordEvent } from '../activity/account-event.repository.js';
import type { AccountRow } from '../accounts/account.repository.js';
import { createAdapterClass } from '../oidc/adapter.js';
import { enqueueBackchannelLogout, type BackchannelNotice } from '../oidc/backchannel.js';
import { recordActivity, requireUnrestrictedSession } from '../sessions/session.service.js';
import type { SessionRow } from '../sessions/session.repository.js';
import { appsAllowedSince, deleteGrants, grantsIssuingSince, listLiveGrants, type GrantRow } from './connected-app.repository.js';

export type ConnectedApp = components['schemas']['ConnectedApp'];

/** One entry per app: an account has one grant per app, but two consents racing may have left two. */
export function toConnectedApps(rows: readonly GrantRow[]): ConnectedApp[] {
  const apps = new Map<string, { name: string; scopes: Set<string>; allowedAt: string; lastUsedAt: string | null }>();
  for (const row of rows) {
    const app = apps.get(row.clientId) ?? { name: row.name, scopes: new Set<string>(), allowedAt: row.createdAt, lastUsedAt: null };
    for (const scope of row.scope.split(' ')) app.scopes.add(scope);
    if (row.createdAt < app.allowedAt) app.allowedAt = row.createdAt;
    if (row.lastUsedAt !== null && (app.lastUsedAt === null || row.lastUsedAt > app.lastUsedAt)) app.lastUsedAt = row.lastUsedAt;
    apps.set(row.clientId, app);
  }
  return [...apps.entries()]
    .map(([clientId, app]) => ({
      clientId,
      name: app.name,
      scopes: oauthScopes.filter((scope: OAuthScopeName) => app.scopes.has(scope)),
      allowedAt: app.allowedAt,
      lastUsedAt: app.lastUsedAt,
    }))
    .sort((a, b) => (b.lastUsedAt ?? b.allowedAt).localeCompare(a.lastUsedAt ?? a.allowedAt));
}

export async function listOwnConnectedApps(ctx: ServiceContext, token: string | undefined): Promise<{ apps: ConnectedApp[] }> {
  const now = ctx.clock.now();
  const { session, account } = await requireUnrestrictedSession(ctx, token, now);
  await recordActivity(ctx, session, now);
  if (!account.oidc_subject) return { apps: [] };
  return { apps: toConnectedApps(await listLiveGrants(ctx.db, account.oidc_subject, now)) };
}

interface StoredSession {
  authorizations?: Record<string, { sid?: string }>;
}

/**
 * Takes an app out of the account's provider sessions (so a later logout does not tell it again) and
 * queues a back-channel logout for each of them, with that session's sid for the app, when the app has
 * a URI to receive it. Returns how many were queued.
 */
async function signOutOfApp(trx: Kysely<Database>, subject: string, app: Pick<GrantRow, 'clientId' | 'backchannelLogoutUri'>, now: Date): Promise<number> {
  const rows = await trx.selectFrom('oidc_payload').select(['id_hash', 'payload']).where('model', '=', 'Session').where('subject', '=', subject).execute();
  const notices: BackchannelNotice[] = [];
  for (const row of rows) {
    const session = JSON.parse(row.payload) as StoredSession;
    const authorization = session.authorizations?.[app.clientId];
    if (!authorization || !session.authorizations) continue;
    delete session.authorizations[app.clientId];
    await trx.updateTable('oidc_payload').set({ payload: JSON.stringify(session) }).where('model', '=', 'Session').where('id_hash', '=', row.id_hash).execute();
    // The client's metadata asks for the sid (backchannel_logout_session_required): a session always has one.
    if (app.backchannelLogoutUri !== null && authorization.sid) notices.push({ clientId: app.clientId, subject, sid: authorization.sid });
  }
  await enqueueBackchannelLogout(trx, notices, now);
  return notices.length;
}

/** 「連携を解除」: the app's grant and every code and token under it end at once, and the app is told. */
export async function revokeOwnConnectedApp(ctx: ServiceContext, token: string | undefined, clientId: string, client: ClientInfo): Promise<{ apps: ConnectedApp[] }> {
  const now = ctx.clock.now();
  const { session, account } = await requireUnrestrictedSession(ctx, token, now);
  const subject = account.oidc_subject;
  if (!subject) throw appError('CONNECTED_APP_NOT_FOUND');
  const told = await runTransaction(ctx.db, async (trx) => {
    const grants = await listLiveGrants(trx, subject, now, clientId);
    const app = grants[0];
    // Unknown, another account's, already ended, or a disabled app's: the same 404.
    if (!app) return null;
    await deleteGrants(
      trx,
      grants.map((g) => g.grantId),
    );
    const queued = await signOutOfApp(trx, subject, app, now);
    await recordEvent(trx, { accountId: account.id, kind: 'oauth_app_revoked', now, client, sessionId: session.public_id, details: { app: { clientId, name: app.name } } });
    return queued;
  });
  if (told === null) throw appError('CONNECTED_APP_NOT_FOUND');
  if (told > 0) ctx.backchannelQueued();
  await recordActivity(ctx, session, now);
  return { apps: toConnectedApps(await listLiveGrants(ctx.db, subject, now)) };
}

/** What the consent knows when the person allows an app. */
export interface AllowedApp {
  account: AccountRow;
  session: SessionRow;
  client: ClientInfo | null;
  clientId: string;
  /** The account's oidc_subject (the grant's accountId). */
  subject?: string;
  /** The interaction's row (idHash of its uid): a 「許可する」 sent twice (a double click, two tabs)
   * saves and records once. */
  interactionHash: string;
}

/** The part of the provider's Grant the consent saves: its own save, which writes through `this.adapter`. */
interface SavableGrant {
  save(): Promise<string>;
}

/**
 * Saves the grant the person just allowed and records 「連携を許可」 (oauth_app_allowed, with the app's
 * name) in one transaction, so the event exists exactly when the grant does. The provider's own save
 * (its payload and lifetime) runs unchanged; only its adapter is one bound to the transaction, for
 * this grant alone (a Grant's `adapter` is a getter on its prototype, shadowed here on the instance).
 */
export async function saveAllowedGrant(ctx: ServiceContext, grant: SavableGrant, allowed: AllowedApp): Promise<string> {
  const now = ctx.clock.now();
  return runTransaction(ctx.db, async (trx) => {
    // The account's lock orders two answers to one consent; the first marks the interaction answered
    // (its row's last_used_at, which nothing else writes for an interaction), and a second finds it so,
    // saves nothing more and answers the grant the first saved.
    await lockAccountRow(trx, allowed.account.id);
    const claimed = await trx
      .updateTable('oidc_payload')
      .set({ last_used_at: now.toISOString() })
      .where('model', '=', 'Interaction')
      .where('id_hash', '=', allowed.interactionHash)
      .where('last_used_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0 && allowed.subject !== undefined) {
      const [latest] = (await listLiveGrants(trx, allowed.subject, now, allowed.clientId)).slice(-1);
      if (latest) return latest.grantId;
    }
    const Adapter = createAdapterClass({
      db: trx,
      clock: ctx.clock,
      // Neither is used by a Grant's upsert.
      portalSessionOf: async () => null,
      replayedCode: () => new Error('not a code'),
    });
    Object.defineProperty(grant, 'adapter', { value: new Adapter('Grant'), configurable: true });
    const grantId = await grant.save();
    const app = await trx.selectFrom('oidc_clients').select('name').where('client_id', '=', allowed.clientId).executeTakeFirst();
    await recordEvent(trx, {
      accountId: allowed.account.id,
      kind: 'oauth_app_allowed',
      now,
      client: allowed.client,
      sessionId: allowed.session.public_id,
      details: { app: { clientId: allowed.clientId, name: app?.name ?? allowed.clientId } },
    });
    return grantId;
  });
}

/**
 * 「心当たりがない」: ends the grants made or widened since the reported event, those that gave a
 * code or a token since then (an intruder's copy of an app the owner had allowed before needs no
 * consent, and its tokens hang on the owner's grant: which copy holds a token cannot be told, so the
 * grant ends for both, and the owner allows the app again), and the grant of the app the event itself
 * was made by (`appClientId`). Call it in the report's transaction, after the provider sessions ended:
 * the apps were told then. Returns the names of the apps whose grants ended.
 */
export async function endGrantsSince(trx: Kysely<Database>, account: AccountRow, since: string, now: Date, appClientId?: string): Promise<string[]> {
  if (!account.oidc_subject) return [];
  const widened = new Set(await appsAllowedSince(trx, account.id, since));
  if (appClientId !== undefined) widened.add(appClientId);
  const used = new Set(await grantsIssuingSince(trx, account.oidc_subject, since));
  const grants = (await listLiveGrants(trx, account.oidc_subject, now)).filter((g) => g.createdAt >= since || widened.has(g.clientId) || used.has(g.grantId));
  await deleteGrants(
    trx,
    grants.map((g) => g.grantId),
  );
  return [...new Set(grants.map((g) => g.name))];
}

/** An administrator's disable: every grant of the account ends (call it after the provider sessions ended). Returns the apps' names. */
export async function endAllGrants(trx: Kysely<Database>, account: AccountRow, now: Date): Promise<string[]> {
  if (!account.oidc_subject) return [];
  const grants = await listLiveGrants(trx, account.oidc_subject, now);
  // Expired grants go too: nothing of the account's is left behind.
  await trx.deleteFrom('oidc_payload').where('subject', '=', account.oidc_subject).where('grant_id', 'is not', null).execute();
  return [...new Set(grants.map((g) => g.name))];
}
