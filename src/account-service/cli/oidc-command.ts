// `npm run accounts -- oidc rotate-keys`: the OpenID Provider's signing keys (and the keys that sign its
// cookies) rotate with an overlap: a new key signs from now on, the one before it is still published
// and verifies (tokens signed just before, an id_token_hint) until the next rotation retires it. Every
// running instance picks the new keys up within seconds (oidc/provider-host.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { AdminError } from '../accounts/account-admin.service.js';
import { systemClock, type Clock } from '../lib/clock.js';
import { ensureKeys, rotateKeys } from '../oidc/keys.js';
import { oidcTtl } from '../oidc/configuration.js';

export const oidcUsage = `  oidc rotate-keys [--force]
         (OpenID Provider の署名鍵を新しくします。ひとつ前の鍵は次の交換まで検証に使われます。動いているポータルは数秒で切り替えます。
          前回から 1 時間以内は --force なしでは断ります /
          rotates the OpenID Provider's signing keys; the previous key still verifies until the next rotation; running
          instances switch within seconds; refused within an hour of the last rotation unless --force)`;

/**
 * A second rotation within an ID token's lifetime retires the key that signed tokens still in use (apps
 * verifying them, id_token_hint at logout) and the cookies of every browser's provider session: refused
 * unless forced (after a leak, that is the point).
 */
async function refuseEarlyRotation(db: Kysely<Database>, now: Date): Promise<void> {
  const keys = await db.selectFrom('oidc_keys').select(['state', 'created_at']).where('kind', '=', 'signing').where('state', 'in', ['current', 'previous']).execute();
  const current = keys.find((k) => k.state === 'current');
  if (!current || !keys.some((k) => k.state === 'previous')) return;
  const waitMs = Date.parse(current.created_at) + oidcTtl.IdToken * 1000 - now.getTime();
  if (waitMs <= 0) return;
  const minutes = Math.ceil(waitMs / 60_000);
  throw new AdminError(
    'ROTATED_RECENTLY',
    `前回のローテーションから ${oidcTtl.IdToken / 3600} 時間たっていません（あと ${minutes} 分）。いまローテーションすると、ひとつ前の鍵で署名された ID トークンが検証できなくなり、すべてのブラウザーが連携アプリからログアウトされます。鍵が漏れたときなど、それでも必要なら --force を付けてください`,
    `The keys were rotated less than ${oidcTtl.IdToken / 3600} hour ago (${minutes} min to go). Rotating now retires the key that signed ID tokens still in use and signs every browser out of every app. If that is what you need (a leaked key), add --force`,
  );
}

export async function runOidcCommand(db: Kysely<Database>, args: string[], clock: Clock = systemClock): Promise<string[]> {
  const forced = args.length === 2 && args[1] === '--force';
  if (args[0] === 'rotate-keys' && (args.length === 1 || forced)) {
    // A database that never ran the provider has no key to keep as the previous one yet.
    await ensureKeys(db, clock.now());
    if (!forced) await refuseEarlyRotation(db, clock.now());
    const { signingKid, version } = await rotateKeys(db, clock.now());
    return [`署名鍵をローテーションしました (kid ${signingKid}, 版 ${version}) / Signing keys rotated (kid ${signingKid}, version ${version})`];
  }
  throw new AdminError('MISSING_OPTION', `使い方: oidc rotate-keys [--force]`, 'Usage: oidc rotate-keys [--force]');
}
