// Throttling, not hard locks: per-IP fixed windows and a per-identity progressive delay.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { addMs, secondsUntil } from '../lib/clock.js';
import { sha256Hex } from '../lib/crypto.js';
import { AppError } from '../http/errors.js';
import { addFailure, deleteThrottle, findThrottle, hitWindow, setThrottle } from './throttle.repository.js';

export interface ThrottleSettings {
  /** Login starts (step 1) per client IP per window. */
  perIpLoginLimit: number;
  perIpLoginWindowSeconds: number;
  /** Code verifications and resends per client IP per window. */
  perIpCodeLimit: number;
  perIpCodeWindowSeconds: number;
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
  freeFailures: 3,
  delaysSeconds: [1, 2, 4, 8, 16, 30],
  lockAfterFailures: 10,
  lockMinutes: 15,
};

export type IpBucket = 'login' | 'code';

/** Counts a request against its client IP's window; 429 TOO_MANY_REQUESTS once the window is full. */
export async function checkIpLimit(db: Kysely<Database>, settings: ThrottleSettings, bucket: IpBucket, ip: string, now: Date): Promise<void> {
  const limit = bucket === 'login' ? settings.perIpLoginLimit : settings.perIpCodeLimit;
  const windowMs = (bucket === 'login' ? settings.perIpLoginWindowSeconds : settings.perIpCodeWindowSeconds) * 1000;
  const key = `ip:${bucket}:${sha256Hex(ip)}`;
  const row = await hitWindow(db, key, now.toISOString(), addMs(now, -windowMs).toISOString());
  if (row.count > limit) {
    const retryAfterSeconds = secondsUntil(addMs(new Date(row.window_started_at), windowMs), now);
    throw new AppError('TOO_MANY_REQUESTS', 429, { retryAfterSeconds });
  }
}

/**
 * The progressive-delay key of a login identity: the account when it exists, otherwise the normalised
 * identifier (hashed), so unknown identifiers are delayed exactly like known ones.
 */
export function loginDelayKey(accountId: string | null, normalizedIdentifier: string): string {
  return accountId ? `login:account:${accountId}` : `login:identifier:${sha256Hex(normalizedIdentifier)}`;
}

/** 429 while the identity must wait; nothing else (no password check) happens before that. */
export async function checkLoginDelay(db: Kysely<Database>, key: string, now: Date): Promise<void> {
  const row = await findThrottle(db, key);
  if (row?.next_allowed_at && row.next_allowed_at > now.toISOString()) {
    throw new AppError('TOO_MANY_REQUESTS', 429, { retryAfterSeconds: secondsUntil(row.next_allowed_at, now) });
  }
}

export function delayAfter(settings: ThrottleSettings, failures: number): number {
  if (failures <= settings.freeFailures) return 0;
  const index = Math.min(failures - settings.freeFailures - 1, settings.delaysSeconds.length - 1);
  return settings.delaysSeconds[index] ?? 0;
}

/**
 * Records one failed login for an identity. Returns the consecutive failure count; when it reaches
 * the lock threshold the count starts over (the caller locks the account, if there is one).
 */
export async function recordLoginFailure(db: Kysely<Database>, settings: ThrottleSettings, key: string, now: Date): Promise<{ failures: number; lock: boolean }> {
  const failures = await addFailure(db, key, now.toISOString());
  const lock = failures >= settings.lockAfterFailures;
  const delayMs = delayAfter(settings, failures) * 1000;
  await setThrottle(db, key, lock ? { count: 0, next_allowed_at: null } : { next_allowed_at: delayMs > 0 ? addMs(now, delayMs).toISOString() : null }, now.toISOString());
  return { failures, lock };
}

export function clearLoginFailures(db: Kysely<Database>, key: string): Promise<void> {
  return deleteThrottle(db, key);
}
