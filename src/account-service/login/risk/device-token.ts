// The device cookie's value: a random device id and its HMAC under a key of the deployment's
// (service-secrets.ts), so a browser cannot make one up or copy another's id into a forged token. The
// account service makes and checks it; the gateway only carries it (an HttpOnly cookie, never read by
// script). What it is bound to lives in the database (known_devices), not in the token.
import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { serviceSecret } from '../../db/service-secrets.js';
import { constantTimeEqual, randomToken } from '../../lib/crypto.js';

const shape = /^([A-Za-z0-9_-]{22,64})\.([A-Za-z0-9_-]{43})$/;

/**
 * The key as a KeyObject, made once per database: HMAC under a Buffer makes one on every call, which
 * costs about five times the HMAC itself (~19 µs against ~3.5 µs).
 */
const keys = new WeakMap<Buffer, KeyObject>();

async function mac(db: Kysely<Database>, deviceId: string): Promise<string> {
  const secret = await serviceSecret(db, 'device-cookie');
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createSecretKey(secret)));
  return createHmac('sha256', key).update(`device:${deviceId}`).digest('base64url');
}

/** The device id a token names, or null when it is not one this deployment signed. */
export async function verifyDeviceToken(db: Kysely<Database>, token: string | undefined | null): Promise<string | null> {
  const match = token ? shape.exec(token) : null;
  if (!match) return null;
  const [, deviceId, signature] = match as unknown as [string, string, string];
  return constantTimeEqual(signature, await mac(db, deviceId)) ? deviceId : null;
}

/** A new device: its id and the token the browser keeps. */
export async function newDeviceToken(db: Kysely<Database>): Promise<{ deviceId: string; token: string }> {
  const deviceId = randomToken();
  return { deviceId, token: `${deviceId}.${await mac(db, deviceId)}` };
}
