// Removes rows that no rule reads any more, so the tables do not grow without bound.
import type { Kysely } from 'kysely';
import type { Database } from './db/schema.js';
import { addMs } from './lib/clock.js';
import { purgeOldEvents } from './activity/account-event.repository.js';
import { purgeCeremonies } from './passkeys/webauthn.js';
import { purgeOidcRows } from './oidc/housekeeping.js';
import { purgeOldPlaces, purgeOldSources } from './login/risk/risk-signals.repository.js';
import { defaultActivitySettings, type ActivitySettings } from './context.js';

const day = 24 * 3_600_000;

export async function purgeExpiredRows(db: Kysely<Database>, now: Date, activity: Pick<ActivitySettings, 'retentionDays'> = defaultActivitySettings): Promise<void> {
  const dayAgo = addMs(now, -day).toISOString();
  const nowIso = now.toISOString();
  await db
    .deleteFrom('throttles')
    .where('updated_at', '<', dayAgo)
    .where((eb) => eb.or([eb('next_allowed_at', 'is', null), eb('next_allowed_at', '<', nowIso)]))
    .execute();
  await db.deleteFrom('login_attempts').where('created_at', '<', dayAgo).execute();
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('absolute_expires_at', '<', dayAgo), eb('revoked_at', '<', dayAgo)]))
    .execute();
  // The identifiers people typed are kept only until the worker has looked them up, plus a day.
  await db.deleteFrom('password_reissue_requests').where('processed_at', '<', dayAgo).execute();
  // Expired tokens stay a week, so an old link still says "expired" rather than "invalid".
  await db.deleteFrom('password_reset_tokens').where('expires_at', '<', addMs(now, -7 * day).toISOString()).execute();
  // A change past its 30 minutes only ever answers "expired"; a day later nobody is waiting for that.
  await db.deleteFrom('email_changes').where('expires_at', '<', dayAgo).execute();
  // A step-up code lives 10 minutes; the send limit looks back an hour.
  await db.deleteFrom('step_up_codes').where('created_at', '<', dayAgo).execute();
  await db.deleteFrom('mail_outbox').where('status', '=', 'sent').where('sent_at', '<', addMs(now, -30 * day).toISOString()).execute();
  // Dead mails wait a week for an operator's retry; by then every code and link in them has expired.
  await db.deleteFrom('mail_outbox').where('status', '=', 'dead').where('created_at', '<', addMs(now, -7 * day).toISOString()).execute();
  // The account's activity is kept ACTIVITY_RETENTION_DAYS; a "not me" link lives 7 days, kept a week more to say "expired".
  await purgeOldEvents(db, addMs(now, -activity.retentionDays * day));
  await db.deleteFrom('not_me_tokens').where('expires_at', '<', addMs(now, -7 * day).toISOString()).execute();
  // A data-download link lives 24 hours, kept a week more to say "expired" (data-export/).
  await db.deleteFrom('data_exports').where('expires_at', '<', addMs(now, -7 * day).toISOString()).execute();
  await purgeCeremonies(db, now);
  // The impossible-pattern windows are a day at most (login/risk/risk-decision.ts).
  await purgeOldSources(db, dayAgo);
  // Devices and networks unused for as long as the activity is kept (the look-back is no longer) are new again.
  const retained = addMs(now, -activity.retentionDays * day).toISOString();
  await purgeOldPlaces(db, retained, retained);
  await purgeOidcRows(db, now);
}
