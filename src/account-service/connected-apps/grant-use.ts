// When an app last used its grant (「連携中のアプリ」's 「最終利用」): written at most once a minute per
// grant, so the provider's lookups (its Grant, or a code or token of it: a sign-in, a token request,
// userinfo) cost no write the rest of the time; the gateway's use of an access token (oidc/access-tokens.ts)
// is noted here too.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export const GRANT_USE_INTERVAL_MS = 60_000;

/** Grants noted as used by this instance, and when (cleared when it grows large). */
const noted = new Map<string, number>();

/**
 * Notes a use of a grant: skipped when this instance wrote it less than a minute ago, and the update
 * itself skips a row another instance wrote within the minute. Never fails the lookup it is part of.
 */
export async function noteGrantUse(db: Kysely<Database>, grantId: string | undefined, now: Date): Promise<void> {
  if (grantId === undefined) return;
  const at = now.getTime();
  const last = noted.get(grantId);
  if (last !== undefined && at >= last && at - last < GRANT_USE_INTERVAL_MS) return;
  if (noted.size >= 10_000) noted.clear();
  noted.set(grantId, at);
  try {
    await db
      .updateTable('oidc_payload')
      .set({ last_used_at: now.toISOString() })
      .where('model', '=', 'Grant')
      // A Grant row holds its own id in grant_id.
      .where('grant_id', '=', grantId)
      .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', new Date(at - GRANT_USE_INTERVAL_MS).toISOString())]))
      .execute();
  } catch {
    // A courtesy, not a record: a failed write is tried again at the next use.
    noted.delete(grantId);
  }
}
