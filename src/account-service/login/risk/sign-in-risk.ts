// Gathers the signals of a sign-in for the one decision (risk-decision.ts), and leaves what a
// completed sign-in teaches the rules (its device bound, its network known). Used by login step 1,
// the passkey sign-in, and the sign-in's record (activity/sign-in.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AccountRow } from '../../accounts/account.repository.js';
import { signedInFromSince } from '../../activity/account-event.repository.js';
import { addMs } from '../../lib/clock.js';
import { sha256Hex } from '../../lib/crypto.js';
import type { ClientInfo } from '../../lib/device.js';
import { clientAddressKey } from '../../../platform/client-address.js';
import type { BreachedPasswordChecker } from './breached-passwords.js';
import { networkOf } from './network.js';
import { riskReasons, type RiskDecision, type RiskLimits, type RiskReason, type RiskSignals } from './risk-decision.js';
import { accountStanding, bindDevice, noteNetwork, noteSource, otherIdentifiers } from './risk-signals.repository.js';

const day = 24 * 3_600_000;
/** A sign-in within this long of a 「心当たりがない」 report gets the second step and the notice. */
export const notMeWindowMs = 7 * day;

/** The risk settings of the service context. */
export interface RiskSettings {
  limits: RiskLimits;
  /** BREACHED_PASSWORD_RANGE_URL's checker; null when the operator set none (no check). */
  breachedPasswords: BreachedPasswordChecker | null;
  /** Where a refusal for an impossible pattern is logged (the service's log: JSON lines). */
  log(details: object, message: string): void;
}

/** What a pending login attempt keeps of its step-1 decision, for the sign-in's record. */
export interface AttemptRisk {
  reasons: RiskReason[];
  notify: boolean;
  /** The device the sign-in is made on (the cookie's, or the one minted for it). */
  deviceId: string;
  /**
   * Whether a password + mailed-code sign-in here proves its owner for step-up (step-up-methods.ts
   * signInIsProof): nothing noticed, and this browser known by its device cookie (or the account's
   * first sign-in ever). Not a device known only by its browser family and network, as a program's
   * bearer sign-in is: any caller may send that. Absent (an attempt stored before): no.
   */
  proves?: boolean;
}

const deviceSource = (deviceId: string) => `device:${deviceId}`;
const addressSource = (ip: string) => `address:${sha256Hex(clientAddressKey(ip))}`;

export type PatternSignals = Pick<RiskSignals, 'otherIdentifiersOnDevice' | 'otherFailedIdentifiersFromAddress'>;
export const noPattern: PatternSignals = { otherIdentifiersOnDevice: 0, otherFailedIdentifiersFromAddress: 0 };

/**
 * Step 1, before the password is checked, for every identifier known or not (no enumeration): notes
 * the try on its device cookie, and reads how many other identifiers the device and the address have
 * tried (failed) lately.
 */
export async function notePatternTry(db: Kysely<Database>, limits: RiskLimits, input: { deviceId: string | null; identifierHash: string; ip: string; now: Date }): Promise<PatternSignals> {
  const nowIso = input.now.toISOString();
  const deviceSince = addMs(input.now, -limits.deviceWindowMinutes * 60_000).toISOString();
  const addressSince = addMs(input.now, -limits.addressWindowMinutes * 60_000).toISOString();
  let otherIdentifiersOnDevice = 0;
  if (input.deviceId !== null) {
    otherIdentifiersOnDevice = await otherIdentifiers(db, deviceSource(input.deviceId), input.identifierHash, deviceSince);
    await noteSource(db, deviceSource(input.deviceId), input.identifierHash, nowIso);
  }
  const otherFailedIdentifiersFromAddress = await otherIdentifiers(db, addressSource(input.ip), input.identifierHash, addressSince);
  return { otherIdentifiersOnDevice, otherFailedIdentifiersFromAddress };
}

/** A wrong password (or any step-1 failure) from this address, for the spraying rule. */
export function notePatternFailure(db: Kysely<Database>, input: { identifierHash: string; ip: string; now: Date }): Promise<void> {
  return noteSource(db, addressSource(input.ip), input.identifierHash, input.now.toISOString());
}

export type AccountSignals = Pick<RiskSignals, 'knownDevice' | 'newNetwork' | 'recentNotMe' | 'firstSignIn'> & {
  /** Known by its device cookie (not only by its browser family: knownDevice). */
  boundDevice: boolean;
};

/** The account's signals, and the second steps it has (login step 1 needs both; one statement reads them). */
export interface SignInStanding {
  signals: AccountSignals;
  secondStep: { authenticatorApp: boolean; recoveryCodes: boolean };
}

/** The account's own signals: its device, its network, a recent report; and its second steps. */
export async function signInStanding(db: Kysely<Database>, lookbackDays: number, account: Pick<AccountRow, 'id' | 'last_login_at'>, client: ClientInfo, deviceId: string | null, now: Date, program = false): Promise<SignInStanding> {
  const since = addMs(now, -lookbackDays * day).toISOString();
  const standing = await accountStanding(db, { accountId: account.id, deviceId, deviceSince: since, network: networkOf(client.ip), notMeSince: addMs(now, -notMeWindowMs).toISOString() });
  const { bound, network } = standing;
  // An account with nothing on record yet (no sign-in since the rules came) is judged as before, by
  // its browser and OS families, and learns its first device and network: the change of rules does not
  // mail every user once.
  // A program's bearer sign-in (it cannot keep a device cookie) is judged the same way, so a script
  // signing in every few minutes does not mail its owner each time; a new network still does.
  const knownDevice = bound || ((network === 'none' || program) && (await signedInFromSince(db, account.id, client.device, new Date(since))));
  return {
    signals: { knownDevice, boundDevice: bound, newNetwork: network === 'new', recentNotMe: standing.recentNotMe, firstSignIn: account.last_login_at === null },
    secondStep: { authenticatorApp: standing.authenticatorApp, recoveryCodes: standing.recoveryCodes },
  };
}

/** The account's own signals (a passkey sign-in's: it has no second step). */
export async function accountSignals(db: Kysely<Database>, lookbackDays: number, account: Pick<AccountRow, 'id' | 'last_login_at'>, client: ClientInfo, deviceId: string | null, now: Date, program = false): Promise<AccountSignals> {
  return (await signInStanding(db, lookbackDays, account, client, deviceId, now, program)).signals;
}

/** What a completed sign-in teaches: its device is bound to the account, its network known. In the sign-in's transaction. */
export async function learnFromSignIn(trx: Kysely<Database>, accountId: string, deviceId: string | null, client: ClientInfo | null, now: Date): Promise<void> {
  const nowIso = now.toISOString();
  if (deviceId !== null) await bindDevice(trx, deviceId, accountId, nowIso);
  if (client) await noteNetwork(trx, accountId, networkOf(client.ip), nowIso);
}

export function attemptRiskOf(decision: RiskDecision, deviceId: string, signals?: AccountSignals | null): AttemptRisk {
  const proves = !decision.notify && signals != null && (signals.boundDevice || signals.firstSignIn);
  return { reasons: decision.reasons, notify: decision.notify, deviceId, proves };
}

/** The attempt's stored decision; null for an attempt made before the rules (or unreadable). */
export function parseAttemptRisk(json: string | null): AttemptRisk | null {
  if (!json) return null;
  try {
    const value = JSON.parse(json) as Partial<AttemptRisk>;
    if (!Array.isArray(value.reasons) || typeof value.notify !== 'boolean' || typeof value.deviceId !== 'string') return null;
    const known = new Set<string>(riskReasons);
    return { reasons: value.reasons.filter((r): r is RiskReason => known.has(r)), notify: value.notify, deviceId: value.deviceId, proves: value.proves === true };
  } catch {
    return null;
  }
}
