// The account's data (APPI §33) as the files a mailed link downloads: one JSON document (the contract's
// DataExportDocument, README "My data") and the activity as CSV. Everything but the activity is small
// and read before the first byte goes out; the activity is read and written a page at a time, so an
// account with years of events is never held in memory at once. Nothing secret is read at all: no
// password hash, passkey key or credential id, authenticator secret, token or code, and of the mails
// only their subjects and times (their bodies hold codes and links).
import type { Kysely } from 'kysely';
import type { ServiceContext } from '../context.js';
import type { Database, Locale } from '../db/schema.js';
import type { components } from '../generated/account-api.js';
import type { AccountRow } from '../accounts/account.repository.js';
import { toApiAccount } from '../accounts/account.model.js';
import { listEvents, type AccountEventRow } from '../activity/account-event.repository.js';
import { liveSessions, toApiEvent } from '../activity/security.service.js';
import { listLiveGrants } from '../connected-apps/connected-app.repository.js';
import { toConnectedApps } from '../connected-apps/connected-app.service.js';
import { listPasskeys, toApiPasskey } from '../passkeys/passkey.repository.js';
import type { SessionRow } from '../sessions/session.repository.js';
import { actorLabels, csvColumns, eventKindLabels } from './activity-labels.js';

type Schemas = components['schemas'];
export type DataExportDocument = Schemas['DataExportDocument'];
type Head = Omit<DataExportDocument, 'activity'>;

/** Events read at a time. */
const pageSize = 1000;

/**
 * The addresses the account has had, oldest first, as far as the portal still knows them. Each change
 * is in the activity (kept 180 days) with the new address masked; the full addresses of a change are
 * kept only a day (email_changes, housekeeping.ts). So an address is full where the portal holds it
 * (the current one, a change of the last day), masked where only the activity does, and null for the
 * one before the oldest change the portal remembers. `from` of the first entry is the account's
 * creation, or the oldest change still in the activity.
 */
async function emailHistory(db: Kysely<Database>, account: AccountRow): Promise<DataExportDocument['emailHistory']> {
  const events = await db
    .selectFrom('account_events')
    .select(['created_at', 'details'])
    .where('account_id', '=', account.id)
    .where('kind', '=', 'email_changed')
    .orderBy('id', 'asc')
    .execute();
  const changes = await db
    .selectFrom('email_changes')
    .select(['new_email', 'previous_email', 'applied_at'])
    .where('account_id', '=', account.id)
    .where('applied_at', 'is not', null)
    .execute();
  const appliedAt = new Map(changes.map((change) => [change.applied_at!, change]));
  if (events.length === 0) return [{ email: account.email, from: account.created_at, until: null }];
  const first = appliedAt.get(events[0]!.created_at);
  const history: DataExportDocument['emailHistory'] = [{ email: first?.previous_email ?? null, from: account.created_at, until: events[0]!.created_at }];
  events.forEach((event, i) => {
    const last = i === events.length - 1;
    const masked = (JSON.parse(event.details ?? '{}') as { maskedEmail?: string }).maskedEmail ?? null;
    const email = last ? account.email : (appliedAt.get(event.created_at)?.new_email ?? masked);
    history.push({ email, from: event.created_at, until: last ? null : events[i + 1]!.created_at });
  });
  return history;
}

/** The account's addresses the portal holds in full: the current one and those of a recent change. */
async function knownAddresses(db: Kysely<Database>, account: AccountRow): Promise<string[]> {
  const changes = await db.selectFrom('email_changes').select(['new_email', 'previous_email']).where('account_id', '=', account.id).where('applied_at', 'is not', null).execute();
  return [account.email, ...changes.flatMap((change) => [change.new_email, ...(change.previous_email ? [change.previous_email] : [])])];
}

/** The mails sent to those addresses that the outbox still keeps: subject and times, never a body. */
async function notices(db: Kysely<Database>, addresses: readonly string[]): Promise<DataExportDocument['notices']> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select(['subject', 'recipient', 'created_at', 'sent_at'])
    .where('recipient', 'in', [...new Set(addresses)])
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => ({ subject: row.subject, to: row.recipient, queuedAt: row.created_at, sentAt: row.sent_at }));
}

/** Everything but the activity. */
export async function exportHead(ctx: ServiceContext, account: AccountRow, session: SessionRow, now: Date): Promise<Head> {
  const history = await emailHistory(ctx.db, account);
  return {
    format: 'account-portal-data-export',
    version: 1,
    generatedAt: now.toISOString(),
    profile: toApiAccount(account, now),
    emailHistory: history,
    sessions: await liveSessions(ctx, account.id, session, now),
    // Names, dates and the provider; never the credential id (the browser's Signals API needs it on
    // /security, a file kept on a disk does not) nor the key.
    passkeys: (await listPasskeys(ctx.db, account.id)).map(toApiPasskey).map(({ credentialId: _credentialId, ...passkey }) => passkey),
    connectedApps: account.oidc_subject ? toConnectedApps(await listLiveGrants(ctx.db, account.oidc_subject, now)) : [],
    notices: await notices(ctx.db, await knownAddresses(ctx.db, account)),
  };
}

/** The account's events, newest first, a page at a time (keyset on the sortable id). */
async function* eventPages(db: Kysely<Database>, accountId: string): AsyncGenerator<AccountEventRow[]> {
  let after: string | undefined;
  for (;;) {
    const rows = await listEvents(db, accountId, pageSize, after);
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
    after = rows.at(-1)!.id;
  }
}

/** The JSON file: the head indented for reading, then one event a line. */
export async function* jsonExport(db: Kysely<Database>, accountId: string, head: Head): AsyncGenerator<string> {
  // The head's closing brace gives way to the activity.
  yield `${JSON.stringify(head, null, 2).slice(0, -2)},\n  "activity": [`;
  let first = true;
  for await (const rows of eventPages(db, accountId)) {
    yield (first ? '\n    ' : ',\n    ') + rows.map((row) => JSON.stringify(toApiEvent(row))).join(',\n    ');
    first = false;
  }
  yield first ? ']\n}\n' : '\n  ]\n}\n';
}

const jst = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** 2026-11-27 23:33:41, Japan time: what a spreadsheet reads as a date. */
const csvTime = (iso: string) => jst.format(new Date(iso));

/**
 * One CSV field (RFC 4180). A field a spreadsheet would run as a formula (=, +, -, @, tab, CR first)
 * gets a leading apostrophe: the file is opened in Excel, and a name or an app's name is typed by people.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (fields: readonly (string | number | null)[]) => `${fields.map(csvField).join(',')}\r\n`;

/** An event's details as "key: value; …" (arrays joined with ", "). */
function detailsText(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(', ') : String(value)}`)
    .join('; ');
}

/** The activity CSV: UTF-8 with a byte-order mark (Excel in Japan reads it as UTF-8), CRLF lines. */
export async function* csvExport(db: Kysely<Database>, accountId: string, locale: Locale): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(csvColumns[locale])}`;
  for await (const rows of eventPages(db, accountId)) {
    yield rows
      .map((row) => {
        const event = toApiEvent(row);
        return csvLine([
          csvTime(event.at),
          eventKindLabels[locale][event.kind],
          event.count,
          event.count > 1 ? csvTime(event.lastAt) : null,
          event.device.browser,
          event.device.os,
          event.ipAddress,
          actorLabels[locale][event.actor],
          detailsText(event.details),
          event.id,
        ]);
      })
      .join('');
  }
}
