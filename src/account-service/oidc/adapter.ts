// The provider's storage (its Adapter interface) on the account service's database: one table,
// oidc_payload, for every model but Client, which is read from oidc_clients. Works alike on SQLite and
// PostgreSQL.
// - Ids are bearer secrets (a token's value, a session cookie's value): only their SHA-256 is kept.
// - Rows past their expiry are still found: the provider checks `exp` itself (with its clock
//   tolerance), and some answers need the row (a device code's expired_token). Housekeeping removes
//   them an hour later.
// - An authorization code is consumed atomically: two redemptions racing past the provider's own check
//   (on two instances, say) cannot both succeed; the loser is a replay, and the grant is revoked.
// - A refresh token rotated less than REFRESH_GRACE_SECONDS ago is still handed out as unconsumed, so
//   two parallel refreshes (two tabs, or a retry after a lost answer) both get tokens; past the grace,
//   the provider sees it consumed and revokes the whole grant (a replayed refresh token).
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';
import { findClientMetadata } from './clients.js';
import { noteGrantUse } from '../connected-apps/grant-use.js';

/** How long a just-rotated refresh token still works (parallel refreshes, a retried request). */
export const REFRESH_GRACE_SECONDS = 10;

export const idHash = (id: string): string => createHash('sha256').update(id).digest('base64url');

/** Models whose rows belong to a grant (revokeByGrantId). */
const grantMembers = new Set(['AccessToken', 'AuthorizationCode', 'RefreshToken', 'DeviceCode', 'BackchannelAuthenticationRequest']);

export interface AdapterDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** The public id of the portal session of the request being served, when it belongs to `subject` (Session rows). */
  portalSessionOf(subject: string): Promise<string | null>;
  /** A replayed authorization code: the error the provider answers (invalid_grant). */
  replayedCode(): Error;
}

const iso = (date: Date) => date.toISOString();
const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

export function createAdapterClass(deps: AdapterDeps): new (model: string) => Adapter {
  const { db, clock } = deps;

  /** Deletes a grant and everything issued under it (a replayed code). */
  async function revokeGrantRows(grantId: string): Promise<void> {
    await db.deleteFrom('oidc_payload').where('grant_id', '=', grantId).execute();
  }

  return class PortalAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      if (this.model === 'Client') throw new Error('apps are registered by administrators, never by the provider');
      const now = clock.now();
      const subject = payload.accountId ?? payload.session?.accountId ?? null;
      const params = payload.params as { client_id?: unknown } | undefined;
      const clientId = payload.clientId ?? (typeof params?.client_id === 'string' ? params.client_id : null);
      const portalSessionId = this.model === 'Session' && payload.accountId ? await deps.portalSessionOf(payload.accountId) : null;
      const values = {
        payload: JSON.stringify(payload),
        grant_id: this.model === 'Grant' ? id : grantMembers.has(this.model) ? (payload.grantId ?? null) : null,
        subject,
        client_id: clientId,
        session_uid: this.model === 'Session' ? (payload.uid ?? null) : null,
        user_code_hash: this.model === 'DeviceCode' && typeof payload.userCode === 'string' ? idHash(payload.userCode) : null,
        expires_at: typeof expiresIn === 'number' ? iso(addSeconds(now, expiresIn)) : null,
      };
      await db
        .insertInto('oidc_payload')
        .values({ model: this.model, id_hash: idHash(id), ...values, portal_session_id: portalSessionId, consumed_at: null, created_at: iso(now), last_used_at: null })
        .onConflict((oc) =>
          oc.columns(['model', 'id_hash']).doUpdateSet((eb) => ({
            ...values,
            // A session saved on a request without the portal session keeps the one it was linked to.
            portal_session_id: eb.fn.coalesce(eb.ref('excluded.portal_session_id'), eb.ref('oidc_payload.portal_session_id')),
          })),
        )
        .execute();
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      if (this.model === 'Client') return findClientMetadata(db, id) as Promise<AdapterPayload | undefined>;
      const row = await db.selectFrom('oidc_payload').select(['payload', 'consumed_at']).where('model', '=', this.model).where('id_hash', '=', idHash(id)).executeTakeFirst();
      if (!row) return undefined;
      const payload = JSON.parse(row.payload) as AdapterPayload;
      // 「連携中のアプリ」's last use: the grant, or a code or token of it, looked up by the provider.
      await noteGrantUse(db, this.model === 'Grant' ? id : payload.grantId, clock.now());
      if (row.consumed_at !== null) {
        const consumedAt = Date.parse(row.consumed_at);
        const inGrace = this.model === 'RefreshToken' && clock.now().getTime() - consumedAt <= REFRESH_GRACE_SECONDS * 1000;
        if (!inGrace) payload.consumed = Math.floor(consumedAt / 1000);
      }
      return payload;
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      const row = await db.selectFrom('oidc_payload').select('payload').where('session_uid', '=', uid).where('model', '=', 'Session').executeTakeFirst();
      return row ? (JSON.parse(row.payload) as AdapterPayload) : undefined;
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      const row = await db
        .selectFrom('oidc_payload')
        .select(['payload', 'consumed_at'])
        .where('user_code_hash', '=', idHash(userCode))
        .where('model', '=', 'DeviceCode')
        .executeTakeFirst();
      if (!row) return undefined;
      const payload = JSON.parse(row.payload) as AdapterPayload;
      if (row.consumed_at !== null) payload.consumed = Math.floor(Date.parse(row.consumed_at) / 1000);
      return payload;
    }

    async consume(id: string): Promise<void> {
      const now = iso(clock.now());
      if (this.model === 'AuthorizationCode') {
        const result = await db
          .updateTable('oidc_payload')
          .set({ consumed_at: now })
          .where('model', '=', this.model)
          .where('id_hash', '=', idHash(id))
          .where('consumed_at', 'is', null)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) {
          // Another redemption got there first: this one is a replay, and what the code gave is revoked.
          const row = await db.selectFrom('oidc_payload').select('grant_id').where('model', '=', this.model).where('id_hash', '=', idHash(id)).executeTakeFirst();
          if (row?.grant_id) await revokeGrantRows(row.grant_id);
          throw deps.replayedCode();
        }
        return;
      }
      // The first consumption counts: a refresh inside the grace never moves the grace's start.
      await db
        .updateTable('oidc_payload')
        .set((eb) => ({ consumed_at: eb.fn.coalesce(eb.ref('consumed_at'), eb.val(now)) }))
        .where('model', '=', this.model)
        .where('id_hash', '=', idHash(id))
        .execute();
    }

    async destroy(id: string): Promise<void> {
      await db.deleteFrom('oidc_payload').where('model', '=', this.model).where('id_hash', '=', idHash(id)).execute();
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.deleteFrom('oidc_payload').where('grant_id', '=', grantId).where('model', '=', this.model).execute();
    }
  };
}
