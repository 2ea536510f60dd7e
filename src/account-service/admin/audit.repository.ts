// The audit log: every administrative action, from the admin console or the accounts CLI, written in
// the transaction of the action itself, so an entry exists exactly when the action committed.
import { isIP } from 'node:net';
import type { Kysely, Selectable } from 'kysely';
import type { AdminAuditTable, AuditAction, Database, Role } from '../db/schema.js';
import type { components } from '../generated/account-api.js';
import { sortableId } from '../lib/crypto.js';
import type { AccountRow } from '../accounts/account.repository.js';

export type AuditRow = Selectable<AdminAuditTable>;
export type AuditEntry = components['schemas']['AuditEntry'];

/** The actions on a registered app rather than on an account. */
export type ClientAuditAction = Extract<AuditAction, `client_${string}`>;

/** Who acts: an administrator signed in to the console (from an IP address), or an operator with the CLI. */
export type AdminActor = { kind: 'administrator'; account: AccountRow; ip: string | null } | { kind: 'operator' };

type Target = Pick<AdminAuditTable, 'target_account_id' | 'target_account_code' | 'target_login_id' | 'target_client_id' | 'target_client_name'>;

async function insertAudit(db: Kysely<Database>, actor: AdminActor, action: AuditAction, now: Date, target: Target, role: Role | null): Promise<void> {
  const admin = actor.kind === 'administrator' ? actor.account : null;
  await db
    .insertInto('admin_audit')
    .values({
      id: sortableId(),
      created_at: now.toISOString(),
      actor: actor.kind,
      actor_account_id: admin?.id ?? null,
      actor_account_code: admin?.account_code ?? null,
      actor_login_id: admin?.login_id ?? null,
      action,
      ...target,
      role,
      // Only an address: whatever a misconfigured proxy chain lets through is not kept as one.
      client_ip: actor.kind === 'administrator' && actor.ip !== null && isIP(actor.ip) !== 0 ? actor.ip : null,
    })
    .execute();
}

export async function recordAudit(db: Kysely<Database>, entry: { actor: AdminActor; action: AuditAction; target: AccountRow; role?: Role; now: Date }): Promise<void> {
  const { target } = entry;
  const on: Target = { target_account_id: target.id, target_account_code: target.account_code, target_login_id: target.login_id, target_client_id: null, target_client_name: null };
  await insertAudit(db, entry.actor, entry.action, entry.now, on, entry.role ?? null);
}

/** An action on a registered app of the OpenID Provider (oauth-clients/): the entry names the app, with its name at the time. */
export async function recordClientAudit(db: Kysely<Database>, entry: { actor: AdminActor; action: ClientAuditAction; client: { client_id: string; name: string }; now: Date }): Promise<void> {
  const { client } = entry;
  const on: Target = { target_account_id: null, target_account_code: null, target_login_id: null, target_client_id: client.client_id, target_client_name: client.name };
  await insertAudit(db, entry.actor, entry.action, entry.now, on, null);
}

/** Newest first, `limit` + 1 rows (one more says that another page follows), below the cursor id. */
export function listAuditRows(db: Kysely<Database>, options: { accountCode?: string; limit: number; after?: string }): Promise<AuditRow[]> {
  let query = db.selectFrom('admin_audit').selectAll();
  if (options.accountCode) query = query.where('target_account_code', '=', options.accountCode);
  if (options.after) query = query.where('id', '<', options.after);
  return query.orderBy('id', 'desc').limit(options.limit + 1).execute();
}

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.created_at,
    actor: row.actor,
    actorAccountCode: row.actor_account_code,
    actorLoginId: row.actor_login_id,
    action: row.action,
    targetAccountCode: row.target_account_code,
    targetLoginId: row.target_login_id,
    // Only an entry about a registered app names one (the contract's fields are optional).
    ...(row.target_client_id === null ? {} : { targetClientId: row.target_client_id, targetClientName: row.target_client_name }),
    role: row.role,
    ipAddress: row.client_ip,
  };
}
