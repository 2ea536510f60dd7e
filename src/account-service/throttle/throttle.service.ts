// Throttling, not hard locks: per-IP fixed windows and a per-identifier progressive delay (the lock is per account, in login.service).
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.js';
import { addMs, secondsUntil } from '../lib/clock.js';
import { sha256Hex } from '../lib/crypto.js';
import { AppError } from '../http/errors.js';
import type { ValueOf } from '../db/compiled-once.js';
import { deleteThrottle, deleteThrottles, findThrottle, hitWindow, reserveTryStatement, type TryOutcome, type TryValues } from './throttle.repository.js';
import { clientAddressKey } from '../../platform/client-address.js';

export interface ThrottleSettings {
  /** Login starts (step 1) per client IP per window. */
  perIpLoginLimit: number;
  perIpLoginWindowSeconds: number;
  /** Code verifications and resends per client IP per window. */
  perIpCodeLimit: number;
  perIpCodeWindowSeconds: number;
  /** Password reissue requests per client IP per window. */
  perIpReissueLimit: number;
  perIpReissueWindowSeconds: number;
  /** Password reissue requests per identifier (known or not) per window. */
  perIdentifierReissueLimit: number;
  perIdentifierReissueWindowSeconds: number;
  /** Reset-token checks and resets per client IP per window. */
  perIpResetLimit: number;
  perIpResetWindowSeconds: number;
  /** E-mail change requests (code mails to a new address) per account per window. */
  perAccountEmailChangeLimit: number;
  perAccountEmailChangeWindowSeconds: number;
  /** Consecutive failures answered without delay. */
  freeFailures: number;
  /** Delay before the next attempt after failure freeFailures+1, +2, …; the last value repeats. */
  delaysSeconds: number[];
  /** Consecutive failures that lock the account for a while. */
  lockAfterFailures: number;
  lockMinutes: number;
}

export const defaultThrottleSettings: ThrottleSettings = {
  perIpLoginLimit: 30,
  perIpLoginWindowSeconds: 300,
  perIpCodeLimit: 60,
  perIpCodeWindowSeconds: 300,
  perIpReissueLimit: 20,
  perIpReissueWindowSeconds: 300,
  perIdentifierReissueLimit: 5,
  perIdentifierReissueWindowSeconds: 3600,
  perIpResetLimit: 60,
  perIpResetWindowSeconds: 300,
  perAccountEmailChangeLimit: 5,
  perAccountEmailChangeWindowSeconds: 3600,
  freeFailures: 3,
  delaysSeconds: [1, 2, 4, 8, 16, 30],
  lockAfterFailures: 10,
  lockMinutes: 15,
};

export type IpBucket = 'login' | 'code' | 'reissue' | 'reset';

function ipWindow(settings: ThrottleSettings, bucket: IpBucket): { limit: number; windowSeconds: number } {
  switch (bucket) {
    case 'login':
      return { limit: settings.perIpLoginLimit, windowSeconds: settings.perIpLoginWindowSeconds };
    case 'code':
      return { limit: settings.perIpCodeLimit, windowSeconds: settings.perIpCodeWindowSeconds };
    case 'reissue':
      return { limit: settings.perIpReissueLimit, windowSeconds: settings.perIpReissueWindowSeconds };
    case 'reset':
      return { limit: settings.perIpResetLimit, windowSeconds: settings.perIpResetWindowSeconds };
  }
}

/** Counts a hit against a fixed window; 429 TOO_MANY_REQUESTS once the window is full. */
async function checkWindow(db: Kysely<Database>, key: string, limit: number, windowSeconds: number, now: Date): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const row = await hitWindow(db, key, now.toISOString(), addMs(now, -windowMs).toISOString());
  if (row.count > limit) {
    const retryAfterSeconds = secondsUntil(addMs(new Date(row.window_started_at), windowMs), now);
    throw new AppError('TOO_MANY_REQUESTS', 429, { retryAfterSeconds });
  }
}

/** Counts a request against its client IP's window; 429 TOO_MANY_REQUESTS once the window is full. */
export async function checkIpLimit(db: Kysely<Database>, settings: ThrottleSettings, bucket: IpBucket, ip: string, now: Date): Promise<void> {
  const { limit, windowSeconds } = ipWindow(settings, bucket);
  await checkWindow(db, `ip:${bucket}:${sha256Hex(clientAddressKey(ip))}`, limit, windowSeconds, now);
}

/**
 * Counts a reissue request against its identifier, whether or not an account has it: the same limit
 * for known and unknown identifiers, so a 429 tells nothing, and nobody can flood one inbox.
 */
export async function checkReissueIdentifierLimit(db: Kysely<Database>, settings: ThrottleSettings, normalizedIdentifier: string, now: Date): Promise<void> {
  const key = `reissue:identifier:${sha256Hex(normalizedIdentifier)}`;
  await checkWindow(db, key, settings.perIdentifierReissueLimit, settings.perIdentifierReissueWindowSeconds, now);
}

/**
 * The progressive-delay key of a login identifier: ALWAYS the hashed normalised identifier, whether or
 * not an account has it. Keying known identifiers by account would let an attacker learn that a login
 * ID and an e-mail address belong to one account (failures with one would delay the other).
 */
export function loginDelayKey(normalizedIdentifier: string): string {
  return `login:identifier:${sha256Hex(normalizedIdentifier)}`;
}

export function delayAfter(settings: ThrottleSettings, failures: number): number {
  if (failures <= settings.freeFailures) return 0;
  const index = Math.min(failures - settings.freeFailures - 1, settings.delaysSeconds.length - 1);
  return settings.delaysSeconds[index] ?? 0;
}

/**
 * Each try is counted as a failure when it is reserved (a success forgets it), so the delay it leads
 * to is fixed up front. Computed here for every count that can differ, as one SQL CASE on the count
 * stored before the try (`previous`); reaching the lock threshold starts the count over (the account,
 * if any, is locked instead). The times come with each run's values (`after<n>`: tryValues).
 */
function tryOutcome(settings: ThrottleSettings, value: ValueOf<TryValues>, previous: RawBuilder<number>): TryOutcome {
  const tries = sql<number>`${previous} + 1`;
  const last = settings.freeFailures + settings.delaysSeconds.length;
  const whens = [sql`when ${tries} >= ${settings.lockAfterFailures} then null`, sql`when ${tries} <= ${settings.freeFailures} then null`];
  for (let n = settings.freeFailures + 1; n <= last; n++) whens.push(sql`when ${tries} = ${n} then ${value(`after${n}`)}`);
  return {
    count: sql<number>`case when ${tries} >= ${settings.lockAfterFailures} then 0 else ${tries} end`,
    nextAllowedAt: sql<string | null>`case ${sql.join(whens, sql` `)} else ${value(`after${last + 1}`)} end`,
  };
}

/** When the next try may start after the try that makes `n` consecutive failures: null for at once. */
function tryValues(settings: ThrottleSettings, key: string, now: Date): TryValues {
  const values: TryValues = { key, now: now.toISOString() };
  const last = settings.freeFailures + settings.delaysSeconds.length;
  for (let n = settings.freeFailures + 1; n <= last + 1; n++) {
    const seconds = delayAfter(settings, n);
    values[`after${n}`] = seconds > 0 ? addMs(now, seconds * 1000).toISOString() : null;
  }
  return values;
}

/** The reservation statement of each throttle rule: the same rule for a key's first try (no row yet: 0 before it) and a stored row's next one. */
const reservations = new WeakMap<ThrottleSettings, ReturnType<typeof reserveTryStatement>>();

function reservationOf(settings: ThrottleSettings): ReturnType<typeof reserveTryStatement> {
  let reserve = reservations.get(settings);
  if (!reserve) {
    reserve = reserveTryStatement((value) => ({
      first: tryOutcome(settings, value, sql.lit(0)),
      next: tryOutcome(settings, value, sql<number>`throttles.count`),
    }));
    reservations.set(settings, reserve);
  }
  return reserve;
}

/**
 * Reserves one step-1 try for an identifier BEFORE its password is checked, or answers 429 while it must
 * wait. Reserving (not merely reading) is what stops parallel guesses: with freeFailures free tries,
 * at most freeFailures + 1 requests get through before the delay applies, however many arrive at once.
 */
export async function reserveLoginTry(db: Kysely<Database>, settings: ThrottleSettings, key: string, now: Date): Promise<void> {
  const nowIso = now.toISOString();
  // Housekeeping may delete an idle row between the reservation and the read of its wait: then simply try again.
  for (let round = 0; round < 3; round++) {
    if ((await reservationOf(settings)(db, tryValues(settings, key, now))) !== undefined) return;
    const row = await findThrottle(db, key);
    if (row?.next_allowed_at && row.next_allowed_at > nowIso) {
      throw new AppError('TOO_MANY_REQUESTS', 429, { retryAfterSeconds: secondsUntil(row.next_allowed_at, now) });
    }
  }
  throw new AppError('TOO_MANY_REQUESTS', 429, { retryAfterSeconds: 1 });
}

/** A successful step 1 forgets the identifier's failures. */
export function clearLoginDelay(db: Kysely<Database>, key: string): Promise<void> {
  return deleteThrottle(db, key);
}

/**
 * The progressive-delay key of every "current password" check of a signed-in account (password change,
 * e-mail change): ONE key per account, so alternating between the endpoints cannot double the tries.
 * Per account, as only its owner's session reaches these checks.
 */
export function reauthDelayKey(accountId: string): string {
  return `reauth:${accountId}`;
}

/**
 * Counts an e-mail change request (one code mail to an address of the user's choosing) against its
 * account, so a signed-in user cannot turn the portal into a mail cannon aimed at someone else's inbox.
 */
export async function checkEmailChangeLimit(db: Kysely<Database>, settings: ThrottleSettings, accountId: string, now: Date): Promise<void> {
  await checkWindow(db, `email-change:account:${accountId}`, settings.perAccountEmailChangeLimit, settings.perAccountEmailChangeWindowSeconds, now);
}

/**
 * Forgets the delays of all of an account's identifiers (login ID and e-mail) and of its current-password
 * checks, e.g. when an operator unlocks it or its password is reset.
 */
export function clearAccountLoginDelays(db: Kysely<Database>, account: { id?: string; login_id_normalized: string; email_normalized: string }): Promise<void> {
  const keys = [loginDelayKey(account.login_id_normalized), loginDelayKey(account.email_normalized)];
  if (account.id) keys.push(reauthDelayKey(account.id));
  return deleteThrottles(db, keys);
}
