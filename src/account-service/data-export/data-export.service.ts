// 「データのダウンロード」 (issue 24, APPI §33 disclosure). Asking needs a fresh step-up; the answer is a
// link mailed to the account's own address, valid 24 hours. The link works any number of times within
// them (a download that broke off can be done again), but only for a signed-in session of the same
// account: a leaked mail alone gives nothing. The request and each download are in the activity.
import type { Readable } from 'node:stream';
import { Readable as NodeReadable } from 'node:stream';
import type { ServiceContext } from '../context.js';
import { runTransaction } from '../db/locks.js';
import type { components } from '../generated/account-api.js';
import { appError } from '../http/errors.js';
import { addMs } from '../lib/clock.js';
import { randomToken, sha256Hex, sortableId } from '../lib/crypto.js';
import type { ClientInfo } from '../lib/device.js';
import type { AccountRow } from '../accounts/account.repository.js';
import { recordEvent } from '../activity/account-event.repository.js';
import { dataExportLink, dataExportMail } from '../mail/data-export-mail.js';
import { enqueueMail } from '../mail/outbox.repository.js';
import { requireFreshProof } from '../step-up/step-up.guard.js';
import { recordActivity, requireUnrestrictedSession } from '../sessions/session.service.js';
import { csvExport, exportHead, jsonExport } from './export-document.js';

type Schemas = components['schemas'];
export type DataExportFormat = Schemas['DataExportDownloadRequest']['format'];

/** How long a mailed link works. */
export const dataExportLinkLifetimeMs = 24 * 3_600_000;

export async function requestDataExport(ctx: ServiceContext, sessionToken: string | undefined, client: ClientInfo): Promise<Schemas['DataExportLink']> {
  const now = ctx.clock.now();
  const { session, account } = await requireUnrestrictedSession(ctx, sessionToken, now);
  await requireFreshProof(ctx, session, account, now);
  const token = randomToken();
  const expiresAt = addMs(now, dataExportLinkLifetimeMs);
  await runTransaction(ctx.db, async (trx) => {
    await trx
      .insertInto('data_exports')
      .values({ id: sortableId(), account_id: account.id, token_hash: sha256Hex(token), created_at: now.toISOString(), expires_at: expiresAt.toISOString(), download_count: 0, last_downloaded_at: null })
      .execute();
    await recordEvent(trx, { accountId: account.id, kind: 'data_export_requested', now, client, sessionId: session.public_id });
    const mail = dataExportMail({ locale: account.locale, name: account.name, publicUrl: ctx.publicUrl, link: dataExportLink(ctx.publicUrl, token), at: now, expiresAt });
    await enqueueMail(trx, account.email, mail, now);
  });
  ctx.mailQueued();
  await recordActivity(ctx, session, now);
  return { expiresAt: expiresAt.toISOString() };
}

/** The link's row for the signed-in account: another account's token is as unknown as a wrong one. */
async function liveExport(ctx: ServiceContext, account: AccountRow, token: string, now: Date) {
  const row = await ctx.db.selectFrom('data_exports').selectAll().where('token_hash', '=', sha256Hex(token)).executeTakeFirst();
  if (!row || row.account_id !== account.id) throw appError('DATA_EXPORT_LINK_INVALID');
  if (row.expires_at <= now.toISOString()) throw appError('DATA_EXPORT_LINK_EXPIRED');
  return row;
}

export async function checkDataExportLink(ctx: ServiceContext, sessionToken: string | undefined, token: string): Promise<Schemas['DataExportLink']> {
  const now = ctx.clock.now();
  const { session, account } = await requireUnrestrictedSession(ctx, sessionToken, now);
  const row = await liveExport(ctx, account, token, now);
  await recordActivity(ctx, session, now);
  return { expiresAt: row.expires_at };
}

export interface DataExportDownload {
  fileName: string;
  contentType: string;
  body: Readable;
}

/** Checks the link, records the download, and answers the file as a stream. */
export async function downloadDataExport(ctx: ServiceContext, sessionToken: string | undefined, token: string, format: DataExportFormat, client: ClientInfo): Promise<DataExportDownload> {
  const now = ctx.clock.now();
  const { session, account } = await requireUnrestrictedSession(ctx, sessionToken, now);
  const row = await liveExport(ctx, account, token, now);
  await runTransaction(ctx.db, async (trx) => {
    await trx.updateTable('data_exports').set((eb) => ({ download_count: eb('download_count', '+', 1), last_downloaded_at: now.toISOString() })).where('id', '=', row.id).execute();
    await recordEvent(trx, { accountId: account.id, kind: 'data_export_downloaded', now, client, sessionId: session.public_id });
  });
  const seen = await recordActivity(ctx, session, now);
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  if (format === 'csv') {
    return { fileName: `activity-${account.account_code}-${day}.csv`, contentType: 'text/csv; charset=utf-8', body: NodeReadable.from(csvExport(ctx.db, account.id, account.locale)) };
  }
  // The events written by this download (and the request) are in the file: it is read after them.
  const head = await exportHead(ctx, account, seen, now);
  return { fileName: `account-data-${account.account_code}-${day}.json`, contentType: 'application/json; charset=utf-8', body: NodeReadable.from(jsonExport(ctx.db, account.id, head)) };
}
