// The authenticator app (TOTP) as step-up sees it: whether an account has one, and whether a code of
// it is good (authenticator/: a code is accepted once, its time step spent). Step-up calls nothing else
// of the app: these two functions are the whole seam.
import type { Kysely } from 'kysely';
import type { ServiceContext } from '../context.js';
import { runTransaction } from '../db/locks.js';
import type { Database } from '../db/schema.js';
import type { AccountRow } from '../accounts/account.repository.js';
import { hasConfirmedAuthenticator, verifyAuthenticatorCode } from '../authenticator/authenticator.service.js';

/** Whether the account has a confirmed authenticator app. */
export function hasAuthenticatorApp(db: Kysely<Database>, accountId: string): Promise<boolean> {
  return hasConfirmedAuthenticator(db, accountId);
}

/**
 * Whether `code` is a good code of the account's app now, used up when it is (never accepted twice;
 * the caller counts failures).
 */
export function verifyAuthenticatorAppCode(ctx: ServiceContext, account: AccountRow, code: string, now: Date): Promise<boolean> {
  return runTransaction(ctx.db, (trx) => verifyAuthenticatorCode(ctx, trx, account.id, code, now));
}
