// What a completed sign-in leaves in the account's activity: the event, with the reasons the sign-in
// risk rules gave (details.risk), what it teaches those rules (its device bound, its network known),
// and, when the rules said so (a new device or network, a recent 「心当たりがない」), a notice to its
// owner with a "this was not me" link. The decision itself is made in one place: login/risk.
import type { Kysely } from 'kysely';
import type { ServiceContext } from '../context.js';
import type { Database } from '../db/schema.js';
import type { AccountRow } from '../accounts/account.repository.js';
import { addMs } from '../lib/clock.js';
import type { ClientInfo } from '../lib/device.js';
import { newDeviceMail } from '../mail/mails.js';
import { enqueueMail } from '../mail/outbox.repository.js';
import type { SessionRow } from '../sessions/session.repository.js';
import { learnFromSignIn, type AttemptRisk } from '../login/risk/sign-in-risk.js';
import { recordEvent, signedInFromSince } from './account-event.repository.js';
import { issueNotMeLink } from './not-me-links.js';

const day = 24 * 3_600_000;

/**
 * Records the sign-in that opened `session`, inside its transaction. Returns whether a new-device
 * notice was queued (the caller wakes the mail worker after the commit). `account` is the row as it
 * was before this sign-in; `risk` the decision it was given (null: an attempt started before the
 * rules, which keeps the notice rule of its time: browser and OS families).
 */
export async function recordSignIn(
  trx: Kysely<Database>,
  ctx: ServiceContext,
  account: AccountRow,
  session: SessionRow,
  client: ClientInfo | null,
  now: Date,
  risk: AttemptRisk | null = null,
  /** The passkey that signed in (its row id): a report of this sign-in removes it. */
  passkeyId?: string,
): Promise<boolean> {
  const device = { browser: session.browser, os: session.os };
  const notify = risk ? risk.notify : await legacyNewDevice(trx, ctx, account, device, now);
  const details = { method: session.method, ...(risk ? { risk: risk.reasons } : {}), ...(passkeyId !== undefined ? { passkeyId } : {}) };
  const eventId = await recordEvent(trx, { accountId: account.id, kind: 'sign_in', now, client, sessionId: session.public_id, details });
  await learnFromSignIn(trx, account.id, risk?.deviceId ?? null, client, now);
  if (!notify) return false;
  const notMeLink = await issueNotMeLink(trx, ctx.publicUrl, account.id, eventId, now);
  const mail = newDeviceMail({ locale: account.locale, name: account.name, publicUrl: ctx.publicUrl, signedInAt: now, device, ip: session.client_ip, notMeLink });
  await enqueueMail(trx, account.email, mail, now);
  return true;
}

async function legacyNewDevice(trx: Kysely<Database>, ctx: ServiceContext, account: AccountRow, device: { browser: string | null; os: string | null }, now: Date): Promise<boolean> {
  const since = addMs(now, -ctx.activity.newDeviceLookbackDays * day);
  return account.last_login_at !== null && !(await signedInFromSince(trx, account.id, device, since));
}
