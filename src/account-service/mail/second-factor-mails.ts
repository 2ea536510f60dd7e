// The notices of issue 23's second factors: an authenticator app set up or removed, a recovery code
// used, an administrator's reset of both, a password removed (「パスワードを使わない」) or set again.
import { formatMailDate, linkLine, paragraph, renderMail, type RenderedMail } from './mail-render.js';
import { securityPage } from './mails.js';
import type { Locale } from '../db/schema.js';

interface Addressee {
  locale: Locale;
  name: string;
  publicUrl: string;
}

export function authenticatorChangedMail(m: Addressee & { change: 'added' | 'removed'; at: Date }): RenderedMail {
  return renderMail(m.locale, {
    subject: 'authenticator.subject',
    subjectValues: { change: m.change },
    publicUrl: m.publicUrl,
    blocks: [
      paragraph('greeting', { name: m.name }),
      paragraph('authenticator.changed', { at: formatMailDate(m.at, m.locale), change: m.change }),
      linkLine(securityPage(m.publicUrl), 'authenticator.notYou'),
    ],
  });
}

export function recoveryCodeUsedMail(m: Addressee & { remaining: number; at: Date }): RenderedMail {
  return renderMail(m.locale, {
    subject: 'recoveryCodeUsed.subject',
    publicUrl: m.publicUrl,
    blocks: [
      paragraph('greeting', { name: m.name }),
      paragraph('recoveryCodeUsed.used', { at: formatMailDate(m.at, m.locale), remaining: m.remaining }),
      linkLine(securityPage(m.publicUrl), 'recoveryCodeUsed.renew'),
    ],
  });
}

/** An administrator (or an operator) reset the account's second step: what was removed, what stays. */
export function secondFactorsResetMail(m: Addressee & { removed: 'both' | 'app' | 'codes'; passkeysKept: boolean; at: Date }): RenderedMail {
  return renderMail(m.locale, {
    subject: 'secondFactorsReset.subject',
    publicUrl: m.publicUrl,
    blocks: [
      paragraph('greeting', { name: m.name }),
      paragraph('secondFactorsReset.done', { at: formatMailDate(m.at, m.locale), removed: m.removed }),
      paragraph('secondFactorsReset.kept', { passkeys: m.passkeysKept ? 'yes' : 'no' }),
      linkLine(securityPage(m.publicUrl), 'secondFactorsReset.again'),
    ],
  });
}

/** 「パスワードを使わない」 (removed) or 「パスワードを設定する」 (set): what signs the account in now. */
export function passwordlessChangedMail(m: Addressee & { change: 'removed' | 'set'; at: Date }): RenderedMail {
  return renderMail(m.locale, {
    subject: 'passwordless.subject',
    subjectValues: { change: m.change },
    publicUrl: m.publicUrl,
    blocks: [
      paragraph('greeting', { name: m.name }),
      paragraph('passwordless.changed', { at: formatMailDate(m.at, m.locale), change: m.change }),
      linkLine(securityPage(m.publicUrl), 'passwordless.notYou'),
    ],
  });
}
