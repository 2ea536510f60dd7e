// The rows the risk rules read and write: devices and networks an account has signed in from, and
// the identifiers tried per device cookie or failed per address. Plain functions of (db, …).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { compiledOnce } from '../../db/compiled-once.js';
import { secondStepColumns } from '../../authenticator/authenticator.repository.js';

/** What login step 1 (and a passkey sign-in) reads about an account while the password is checked. */
export interface AccountStanding {
  /** The device cookie's device is bound to the account and was seen since `deviceSince`. */
  bound: boolean;
  /** 'known', 'new', or 'none' when the account has no network on record at all (before its first sign-in since the rule came). */
  network: 'known' | 'new' | 'none';
  /** A 「心当たりがない」 report since `notMeSince`. */
  recentNotMe: boolean;
  /** The second steps it has: a confirmed authenticator app, unused recovery codes (authenticator/). */
  authenticatorApp: boolean;
  recoveryCodes: boolean;
}

type StandingValues = { accountId: string; deviceId: string; deviceSince: string; network: string; notMeSince: string };
type Flag = number | boolean; // SQLite answers 0 / 1, PostgreSQL a boolean

/**
 * One statement for all of it (each part an indexed EXISTS), so a sign-in pays one statement's
 * overhead and one round trip instead of six (npm run bench -- --only=login: CPU per login).
 */
const standingStatement = compiledOnce<StandingValues, Record<'bound' | 'known_network' | 'any_network' | 'not_me' | 'app' | 'codes', Flag>>((db, value) =>
  db.selectNoFrom((eb) => [
    eb
      .exists(
        eb
          .selectFrom('known_devices')
          .select('last_seen_at')
          .where('device_id', '=', value('deviceId'))
          .where('account_id', '=', value('accountId'))
          .where('last_seen_at', '>=', value('deviceSince')),
      )
      .as('bound'),
    eb.exists(eb.selectFrom('known_networks').select('network').where('account_id', '=', value('accountId')).where('network', '=', value('network'))).as('known_network'),
    eb.exists(eb.selectFrom('known_networks').select('network').where('account_id', '=', value('accountId'))).as('any_network'),
    eb
      .exists(
        eb
          .selectFrom('account_events')
          .select('id')
          .where('account_id', '=', value('accountId'))
          .where('kind', '=', 'not_me_reported')
          .where('created_at', '>=', value('notMeSince')),
      )
      .as('not_me'),
    ...secondStepColumns(eb, value('accountId')),
  ]),
);

const flag = (value: Flag | undefined): boolean => Boolean(Number(value));

export async function accountStanding(
  db: Kysely<Database>,
  input: { accountId: string; deviceId: string | null; deviceSince: string; network: string; notMeSince: string },
): Promise<AccountStanding> {
  // No device cookie: an id no token can name (a token's id has 22 to 64 characters: device-token.ts).
  const { rows } = await standingStatement(db, { ...input, deviceId: input.deviceId ?? '' });
  const row = rows[0];
  return {
    bound: input.deviceId !== null && flag(row?.bound),
    network: flag(row?.known_network) ? 'known' : flag(row?.any_network) ? 'new' : 'none',
    recentNotMe: flag(row?.not_me),
    authenticatorApp: flag(row?.app),
    recoveryCodes: flag(row?.codes),
  };
}

/** Notes that `source` tried (or failed with) an identifier now. */
export async function noteSource(db: Kysely<Database>, source: string, identifierHash: string, now: string): Promise<void> {
  await noteSourceStatement(db, { source, identifierHash, now });
}

// Both run at every sign-in's step 1 (the pattern rules): built and compiled once (db/compiled-once.ts).
const noteSourceStatement = compiledOnce<{ source: string; identifierHash: string; now: string }, never>((db, value) =>
  db
    .insertInto('sign_in_sources')
    .values({ source: value('source'), identifier_hash: value('identifierHash'), last_at: value('now') })
    .onConflict((oc) => oc.columns(['source', 'identifier_hash']).doUpdateSet({ last_at: value('now') })),
);

/** How many identifiers other than this one `source` has on record since `since`. */
export async function otherIdentifiers(db: Kysely<Database>, source: string, identifierHash: string, since: string): Promise<number> {
  const { rows } = await otherIdentifiersStatement(db, { source, identifierHash, since });
  return Number(rows[0]?.n ?? 0);
}

const otherIdentifiersStatement = compiledOnce<{ source: string; identifierHash: string; since: string }, { n: number | string }>((db, value) =>
  db
    .selectFrom('sign_in_sources')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('source', '=', value('source'))
    .where('last_at', '>=', value('since'))
    .where('identifier_hash', '!=', value('identifierHash')),
);

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
