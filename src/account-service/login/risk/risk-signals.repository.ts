// The rows the risk rules read and write: devices and networks an account has signed in from, and
// the identifiers tried per device cookie or failed per address. Plain functions of (db, …).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export async function isDeviceBound(db: Kysely<Database>, deviceId: string, accountId: string, since: string): Promise<boolean> {
  const row = await db
    .selectFrom('known_devices')
    .select('last_seen_at')
    .where('device_id', '=', deviceId)
    .where('account_id', '=', accountId)
    .where('last_seen_at', '>=', since)
    .executeTakeFirst();
  return row !== undefined;
}

/** 'known', 'new', or 'none' when the account has no network on record at all (before its first sign-in since the rule came). */
export async function networkStanding(db: Kysely<Database>, accountId: string, network: string): Promise<'known' | 'new' | 'none'> {
  const known = await db.selectFrom('known_networks').select('network').where('account_id', '=', accountId).where('network', '=', network).executeTakeFirst();
  if (known) return 'known';
  const any = await db.selectFrom('known_networks').select('network').where('account_id', '=', accountId).limit(1).executeTakeFirst();
  return any ? 'new' : 'none';
}

export async function notMeReportedSince(db: Kysely<Database>, accountId: string, since: string): Promise<boolean> {
  const row = await db
    .selectFrom('account_events')
    .select('id')
    .where('account_id', '=', accountId)
    .where('kind', '=', 'not_me_reported')
    .where('created_at', '>=', since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Notes that `source` tried (or failed with) an identifier now. */
export async function noteSource(db: Kysely<Database>, source: string, identifierHash: string, now: string): Promise<void> {
  await db
    .insertInto('sign_in_sources')
    .values({ source, identifier_hash: identifierHash, last_at: now })
    .onConflict((oc) => oc.columns(['source', 'identifier_hash']).doUpdateSet({ last_at: now }))
    .execute();
}

/** How many identifiers other than this one `source` has on record since `since`. */
export async function otherIdentifiers(db: Kysely<Database>, source: string, identifierHash: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('sign_in_sources')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('source', '=', source)
    .where('last_at', '>=', since)
    .where('identifier_hash', '!=', identifierHash)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function bindDevice(db: Kysely<Database>, deviceId: string, accountId: string, now: string): Promise<void> {
  await db
    .insertInto('known_devices')
    .values({ device_id: deviceId, account_id: accountId, created_at: now, last_seen_at: now })
    .onConflict((oc) => oc.columns(['device_id', 'account_id']).doUpdateSet({ last_seen_at: now }))
    .execute();
}

export async function noteNetwork(db: Kysely<Database>, accountId: string, network: string, now: string): Promise<void> {
  await db
    .insertInto('known_networks')
    .values({ account_id: accountId, network, created_at: now, last_seen_at: now })
    .onConflict((oc) => oc.columns(['account_id', 'network']).doUpdateSet({ last_seen_at: now }))
    .execute();
}

/** 「心当たりがない」: a device on record may be the intruder's; none is known any more (the networks stay: a new device is noticed anyway). */
export async function forgetDevices(db: Kysely<Database>, accountId: string): Promise<void> {
  await db.deleteFrom('known_devices').where('account_id', '=', accountId).execute();
}

/** Devices not used within the look-back are new again anyway; networks are kept as long as the activity. */
export async function purgeOldPlaces(db: Kysely<Database>, devicesBefore: string, networksBefore: string): Promise<void> {
  await db.deleteFrom('known_devices').where('last_seen_at', '<', devicesBefore).execute();
  await db.deleteFrom('known_networks').where('last_seen_at', '<', networksBefore).execute();
}

export async function purgeOldSources(db: Kysely<Database>, before: string): Promise<void> {
  await db.deleteFrom('sign_in_sources').where('last_at', '<', before).execute();
}
