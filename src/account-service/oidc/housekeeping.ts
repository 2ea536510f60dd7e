// What the provider stored and no longer needs: rows an hour past their expiry (the provider still
// answers "expired" for them until then, and a consumed refresh token is kept to its expiry so that a
// replay is recognised), back-channel logouts delivered a month ago or given up a week ago, keys
// retired a month ago.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { purgeRetiredKeys } from './keys.js';

const hour = 3_600_000;
const day = 24 * hour;

export async function purgeOidcRows(db: Kysely<Database>, now: Date): Promise<void> {
  await db.deleteFrom('oidc_payload').where('expires_at', '<', new Date(now.getTime() - hour).toISOString()).execute();
  await db.deleteFrom('oidc_logout_outbox').where('status', '=', 'sent').where('sent_at', '<', new Date(now.getTime() - 30 * day).toISOString()).execute();
  await db.deleteFrom('oidc_logout_outbox').where('status', '=', 'dead').where('created_at', '<', new Date(now.getTime() - 7 * day).toISOString()).execute();
  await purgeRetiredKeys(db, new Date(now.getTime() - 30 * day));
}
