// The "this was not me" links mailed with a notice (a sign-in from a new device, a passkey added): a
// single-use token per event, 7 days. They go to the address the account has when they are made, so
// an e-mail change voids the unused ones: the old mailbox may be exactly what the owner moved away
// from, and a link in it must not be able to act on the account any more.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { addMs } from '../lib/clock.js';
import { randomToken, sha256Hex, sortableId } from '../lib/crypto.js';
import { notMeLink } from '../mail/mails.js';

const day = 24 * 3_600_000;
/** How long the "not me" link of a notice mail works. */
export const notMeLinkLifetimeMs = 7 * day;

/** Makes the link for one event, inside the transaction that records it; returns its URL. */
export async function issueNotMeLink(trx: Kysely<Database>, publicUrl: string, accountId: string, eventId: string, now: Date): Promise<string> {
  const token = randomToken();
  await trx
    .insertInto('not_me_tokens')
    .values({
      id: sortableId(),
      account_id: accountId,
      token_hash: sha256Hex(token),
      event_id: eventId,
      created_at: now.toISOString(),
      expires_at: addMs(now, notMeLinkLifetimeMs).toISOString(),
      used_at: null,
      voided_at: null,
    })
    .execute();
  return notMeLink(publicUrl, token);
}

/** The account's unused links stop working (an e-mail change: they went to the old address). */
export async function voidNotMeLinks(trx: Kysely<Database>, accountId: string, nowIso: string): Promise<void> {
  await trx.updateTable('not_me_tokens').set({ voided_at: nowIso }).where('account_id', '=', accountId).where('used_at', 'is', null).where('voided_at', 'is', null).execute();
}
