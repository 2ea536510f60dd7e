// The mail of 「データのダウンロード」 (issue 24): the link to the account's data, to its own address.
import type { Locale } from '../db/schema.js';
import { formatMailDate, linkLine, paragraph, renderMail, type RenderedMail } from './mail-render.js';
import { securityPage } from './mails.js';

/** The SPA's page that downloads the data (it takes the token out of the address bar at once). */
export function dataExportLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}/myData?token=${encodeURIComponent(token)}`;
}

export interface DataExportMail {
  locale: Locale;
  name: string;
  publicUrl: string;
  link: string;
  at: Date;
  expiresAt: Date;
}

export function dataExportMail(m: DataExportMail): RenderedMail {
  return renderMail(m.locale, {
    subject: 'dataExport.subject',
    publicUrl: m.publicUrl,
    blocks: [
      paragraph('greeting', { name: m.name }),
      paragraph('dataExport.ready', { at: formatMailDate(m.at, m.locale) }),
      linkLine(m.link),
      paragraph('dataExport.validUntil', { until: formatMailDate(m.expiresAt, m.locale) }),
      linkLine(securityPage(m.publicUrl), 'dataExport.notYou'),
    ],
  });
}
