// The device cookie's value: a random device id and its HMAC under a key of the deployment's
// (service-secrets.ts), so a browser cannot make one up or copy another's id into a forged token. The
// account service makes and checks it; the gateway only carries it (an HttpOnly cookie, never read by
// script). What it is bound to lives in the database (known_devices), not in the token.
import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { serviceSecret } from '../../db/service-secrets.js';
import { constantTimeEqual, randomToken } from '../../lib/crypto.js';

const shape = /^([A-Za-z0-9_-]{22,64})\.([A-Za-z0-9_-]{43})$/;

async function mac(db: Kysely<Database>, deviceId: string): Promise<string> {
  return createHmac('sha256', await serviceSecret(db, 'device-cookie')).update(`device:${deviceId}`).digest('base64url');
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
