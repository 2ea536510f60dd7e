// Keys the instances of one deployment share, kept in the database: the first instance that needs a
// key makes it (a random 256-bit value; a racing instance's insert loses and reads the winner's), and
// each process reads it once. Nothing to configure, and every instance agrees from the first request.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

const known = new WeakMap<Kysely<Database>, Map<string, Promise<Buffer>>>();

export type SecretName = 'passkey-sign-in' | 'authenticator-secrets' | 'device-cookie';

export function serviceSecret(db: Kysely<Database>, name: SecretName): Promise<Buffer> {
  let secrets = known.get(db);
  if (!secrets) known.set(db, (secrets = new Map()));
  let secret = secrets.get(name);
  if (!secret) {
    secret = (async () => {
      await db
        .insertInto('service_secrets')
        .values({ name, secret: randomBytes(32).toString('base64url'), created_at: new Date().toISOString() })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const row = await db.selectFrom('service_secrets').select('secret').where('name', '=', name).executeTakeFirstOrThrow();
      return Buffer.from(row.secret, 'base64url');
    })();
    // A database that did not answer is asked again next time.
    secret.catch(() => secrets.delete(name));
    secrets.set(name, secret);
  }
  return secret;
}
