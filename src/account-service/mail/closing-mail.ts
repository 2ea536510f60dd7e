// The mails of 退会 (issue 24): the request (with the day of deletion and how to cancel), the cancel,
// and the deletion itself (queued in the deletion's transaction, to the address it then erases).
import type { Locale } from '../db/schema.js';
import { formatMailDate, linkLine, paragraph, renderMail, type RenderedMail } from './mail-render.js';
import { securityPage } from './mails.js';

interface ClosingMail {
  locale: Locale;
  name: string;
  publicUrl: string;
  at: Date;
}

const loginPage = (publicUrl: string) => `${publicUrl.replace(/\/$/, '')}/login`;

export function closingRequestedMail(m: ClosingMail & { deletesAt: Date }): RenderedMail {
  return renderMail(m.locale, {
    subject: 'closing.requested.subject',
    publicUrl: m.publicUrl,
    blocks: [
      paragraph('greeting', { name: m.name }),
      paragraph('closing.requested.body', { at: formatMailDate(m.at, m.locale), deletesAt: formatMailDate(m.deletesAt, m.locale) }),
      linkLine(loginPage(m.publicUrl), 'closing.requested.cancel'),
    ],
  });
}

export function closingCancelledMail(m: ClosingMail): RenderedMail {
  return renderMail(m.locale, {
    subject: 'closing.cancelled.subject',
    publicUrl: m.publicUrl,
    blocks: [paragraph('greeting', { name: m.name }), paragraph('closing.cancelled.body', { at: formatMailDate(m.at, m.locale) }), linkLine(securityPage(m.publicUrl), 'closing.cancelled.notYou')],
  });
}

export function accountDeletedMail(m: ClosingMail & { requestedAt: Date; accountCode: string }): RenderedMail {
  return renderMail(m.locale, {
    subject: 'closing.deleted.subject',
    publicUrl: m.publicUrl,
    blocks: [
      paragraph('greeting', { name: m.name }),
      paragraph('closing.deleted.body', { at: formatMailDate(m.at, m.locale), requestedAt: formatMailDate(m.requestedAt, m.locale), accountCode: m.accountCode }),
    ],
  });
}
