// What a completed sign-in leaves in the account's activity: the event, and, from a device the account
// has not used within NEW_DEVICE_LOOKBACK_DAYS, a notice to its owner with a "this was not me" link.
import type { Kysely } from 'kysely';
import type { ServiceContext } from '../context.js';
import type { Database } from '../db/schema.js';
import type { AccountRow } from '../accounts/account.repository.js';
import { addMs } from '../lib/clock.js';
import { randomToken, sha256Hex, sortableId } from '../lib/crypto.js';
import type { ClientInfo } from '../lib/device.js';
import { newDeviceMail, notMeLink } from '../mail/mails.js';
import { enqueueMail } from '../mail/outbox.repository.js';
import type { SessionRow } from '../sessions/session.repository.js';
import { recordEvent, signedInFromSince } from './account-event.repository.js';

const day = 24 * 3_600_000;
/** How long the "not me" link of a new-device mail works. */
export const notMeLinkLifetimeMs = 7 * day;

/**
 * Records the sign-in that opened `session`, inside its transaction. Returns whether a new-device
 * notice was queued (the caller wakes the mail worker after the commit). `account` is the row as it
 * was before this sign-in.
 */
export async function recordSignIn(trx: Kysely<Database>, ctx: ServiceContext, account: AccountRow, session: SessionRow, client: ClientInfo | null, now: Date): Promise<boolean> {
  const device = { browser: session.browser, os: session.os };
  const since = addMs(now, -ctx.activity.newDeviceLookbackDays * day);
  // The account's last sign-in (before this one) is on its row, kept however old: a dormant account is
  // still told; its very first sign-in is nobody's "new device".
  const isNewDevice = account.last_login_at !== null && !(await signedInFromSince(trx, account.id, device, since));
  const eventId = await recordEvent(trx, { accountId: account.id, kind: 'sign_in', now, client, sessionId: session.public_id, details: { method: session.method } });
  if (!isNewDevice) return false;
  const token = randomToken();
  await trx
    .insertInto('not_me_tokens')
    .values({ id: sortableId(), account_id: account.id, token_hash: sha256Hex(token), event_id: eventId, created_at: now.toISOString(), expires_at: addMs(now, notMeLinkLifetimeMs).toISOString(), used_at: null })
    .execute();
  const mail = newDeviceMail({ locale: account.locale, name: account.name, publicUrl: ctx.publicUrl, signedInAt: now, device, ip: session.client_ip, notMeLink: notMeLink(ctx.publicUrl, token) });
  await enqueueMail(trx, account.email, mail, now);
  return true;
}
