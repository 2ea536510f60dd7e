// Every mail the portal sends, as what it says (catalog keys, values, links); mail-render.ts makes the
// subject, the text and the HTML in the account's language (Japanese, or English when preferred).
import type { Locale } from '../db/schema.js';
import { codeLine, formatMailDate, linkLine, paragraph, renderMail, translateMail, type MailBlock, type MailKey, type RenderedMail } from './mail-render.js';

const base = (publicUrl: string) => publicUrl.replace(/\/$/, '');

/** The page that sets a password with a token (the SPA's /passwordReset route). */
export function passwordResetLink(publicUrl: string, token: string): string {
  return `${base(publicUrl)}/passwordReset?token=${encodeURIComponent(token)}`;
}

/** Where a user who lost control of the account starts over. */
export function passwordReissuePage(publicUrl: string): string {
  return `${base(publicUrl)}/passwordReissue`;
}

interface Addressee {
  locale: Locale;
  name: string;
  publicUrl: string;
  /** SUPPORT_CONTACT: where the mails that send people to support say to go; without one they do not. */
  supportContact?: string;
}

/** The line that tells where to go for help (catalog `key` with the contact), or nothing when there is none. */
const supportLine = (m: Addressee, key: MailKey): MailBlock[] => (m.supportContact ? [paragraph(key, { contact: m.supportContact })] : []);

export interface LoginCodeMail extends Addressee {
  code: string;
  expiresAt: Date;
}

export function loginCodeMail(m: LoginCodeMail): RenderedMail {
  return renderMail(m.locale, {
    subject: 'loginCode.subject',
    publicUrl: m.publicUrl,
    blocks: [
      paragraph('greeting', { name: m.name }),
      codeLine('loginCode.code', m.code),
      paragraph('loginCode.enterWithin', { until: formatMailDate(m.expiresAt, m.locale) }),
      paragraph('loginCode.notYou'),
    ],
  });
}

/**
 * The code of an e-mail + password step-up (step-up/), to the account's own address, naming the device
 * that asked (the session's): a code asked for from a device the owner does not know is not to be given.
 */
export function stepUpCodeMail(m: LoginCodeMail & { device: { browser: string | null; os: string | null }; ip: string | null }): RenderedMail {
  return renderMail(m.locale, {
    subject: 'stepUpCode.subject',
    publicUrl: m.publicUrl,
    blocks: [
      paragraph('greeting', { name: m.name }),
      paragraph('stepUpCode.requested'),
      paragraph('newDevice.device', { device: deviceLabel(m.device, m.locale) }),
      ...(m.ip ? [paragraph('newDevice.ip', { ip: m.ip })] : []),
      codeLine('stepUpCode.code', m.code),
      paragraph('stepUpCode.enterWithin', { until: formatMailDate(m.expiresAt, m.locale) }),
      paragraph('stepUpCode.notYou'),
    ],
  });
}

export interface LockNoticeMail extends Addressee {
  lockedUntil: Date;
}

export function lockNoticeMail(m: LockNoticeMail): RenderedMail {
  return renderMail(m.locale, {
    subject: 'lockNotice.subject',
    publicUrl: m.publicUrl,
    blocks: [
      paragraph('greeting', { name: m.name }),
      paragraph('lockNotice.locked', { until: formatMailDate(m.lockedUntil, m.locale) }),
      linkLine(passwordReissuePage(m.publicUrl), 'lockNotice.notYou'),
    ],
  });
}

export interface PasswordLinkMail extends Addressee {
  loginId: string;
  link: string;
  expiresAt: Date;
  /** A reset link an administrator sent from the admin console, not one the user asked for. */
  byAdministrator?: boolean;
}

export function reissueMail(m: PasswordLinkMail): RenderedMail {
  return renderMail(m.locale, {
    subject: 'reissue.subject',
    publicUrl: m.publicUrl,
    blocks: [
      paragraph('greeting', { name: m.name }),
      paragraph(m.byAdministrator ? 'reissue.byAdministrator' : 'reissue.received', { loginId: m.loginId }),
      linkLine(m.link, 'reissue.openWithin', { until: formatMailDate(m.expiresAt, m.locale) }),
      paragraph('reissue.once'),
      paragraph('reissue.notYou'),
      ...supportLine(m, 'reissue.repeated'),
    ],
  });
}

export function invitationMail(m: PasswordLinkMail): RenderedMail {
  return renderMail(m.locale, {
    subject: 'invitation.subject',
    publicUrl: m.publicUrl,
    blocks: [
      paragraph('greeting', { name: m.name }),
      paragraph('invitation.created', { loginId: m.loginId }),
      linkLine(m.link, 'invitation.openWithin', { until: formatMailDate(m.expiresAt, m.locale) }),
      linkLine(passwordReissuePage(m.publicUrl), 'invitation.expired'),
      paragraph('invitation.notYou'),
    ],
  });
}

export interface PasswordChangedMail extends Addressee {
  changedAt: Date;
  /** After a reset every session ended; after a change the other sessions did. */
  via: 'reset' | 'change';
}

export function passwordChangedMail(m: PasswordChangedMail): RenderedMail {
  return renderMail(m.locale, {
    subject: 'passwordChanged.subject',
    publicUrl: m.publicUrl,
    blocks: [
      paragraph('greeting', { name: m.name }),
      paragraph('passwordChanged.changed', { at: formatMailDate(m.changedAt, m.locale), via: m.via }),
      linkLine(passwordReissuePage(m.publicUrl), 'passwordChanged.notYou'),
      ...supportLine(m, 'passwordChanged.support'),
    ],
  });
}

export interface EmailChangeCodeMail {
  locale: Locale;
  code: string;
  expiresAt: Date;
  publicUrl: string;
}

// No name in this mail: the address was typed by the user and may be someone else's by a slip, so it
// carries only what that person needs to recognise it and ignore it.
export function emailChangeCodeMail(m: EmailChangeCodeMail): RenderedMail {
  return renderMail(m.locale, {
    subject: 'emailChangeCode.subject',
    publicUrl: m.publicUrl,
    blocks: [
      paragraph('emailChangeCode.requested'),
      codeLine('emailChangeCode.code', m.code),
      paragraph('emailChangeCode.enterWithin', { until: formatMailDate(m.expiresAt, m.locale) }),
      paragraph('emailChangeCode.notYou'),
    ],
  });
}

export interface EmailChangedNoticeMail extends Addressee {
  /** The new address, masked: the old mailbox may be read by someone else. */
  maskedNewEmail: string;
  changedAt: Date;
}

export function emailChangedNoticeMail(m: EmailChangedNoticeMail): RenderedMail {
  return renderMail(m.locale, {
    subject: 'emailChanged.subject',
    publicUrl: m.publicUrl,
    blocks: [
      paragraph('greeting', { name: m.name }),
      paragraph('emailChanged.changed', { maskedNewEmail: m.maskedNewEmail, at: formatMailDate(m.changedAt, m.locale) }),
      linkLine(securityPage(m.publicUrl), 'emailChanged.notYou'),
      ...supportLine(m, 'emailChanged.noDevice'),
    ],
  });
}

/** The device's name in a mail: "WindowsのChrome" / "Chrome on Windows", or "an unknown device". */
export function deviceLabel(device: { browser: string | null; os: string | null }, locale: Locale): string {
  if (!device.browser && !device.os) return translateMail(locale, 'device.unknown');
  return translateMail(locale, 'device.named', { browser: device.browser ?? '?', os: device.os ?? '?' });
}

export interface NewDeviceMail extends Addressee {
  signedInAt: Date;
  device: { browser: string | null; os: string | null };
  ip: string | null;
  notMeLink: string;
}

/** The page with the account's sessions and activity. */
export function securityPage(publicUrl: string): string {
  return `${base(publicUrl)}/security`;
}

/** The "this was not me" link of a new-device mail (the SPA's /notMe route). */
export function notMeLink(publicUrl: string, token: string): string {
  return `${base(publicUrl)}/notMe?token=${encodeURIComponent(token)}`;
}

export function newDeviceMail(m: NewDeviceMail): RenderedMail {
  return renderMail(m.locale, {
    subject: 'newDevice.subject',
    publicUrl: m.publicUrl,
    blocks: [
      paragraph('greeting', { name: m.name }),
      paragraph('newDevice.signedIn', { at: formatMailDate(m.signedInAt, m.locale) }),
      paragraph('newDevice.device', { device: deviceLabel(m.device, m.locale) }),
      ...(m.ip ? [paragraph('newDevice.ip', { ip: m.ip })] : []),
      linkLine(securityPage(m.publicUrl), 'newDevice.ifYou'),
      linkLine(m.notMeLink, 'newDevice.notYou'),
    ],
  });
}

/** Passkey names as a mail lists them: 「a」「b」 in Japanese, "a", "b" in English. */
function passkeyNames(names: readonly string[], locale: Locale): string {
  return names.map((name) => (locale === 'ja' ? `「${name}」` : `"${name}"`)).join(locale === 'ja' ? '' : ', ');
}

export interface NotMeMail extends Addressee {
  at: Date;
  resetLink: string;
  /** The passkeys the report removed (added since the reported event). */
  removedPasskeys: readonly string[];
  /** This mail goes to the address the report gave back to the owner. */
  addressRestored: boolean;
}

export function notMeMail(m: NotMeMail): RenderedMail {
  return renderMail(m.locale, {
    subject: 'notMe.subject',
    publicUrl: m.publicUrl,
    blocks: [
      paragraph('greeting', { name: m.name }),
      paragraph('notMe.done', { at: formatMailDate(m.at, m.locale) }),
      ...(m.removedPasskeys.length > 0 ? [paragraph('notMe.passkeysRemoved', { names: passkeyNames(m.removedPasskeys, m.locale) })] : []),
      ...(m.addressRestored ? [paragraph('notMe.addressRestored')] : []),
      linkLine(m.resetLink, 'notMe.setPassword'),
    ],
  });
}

export interface NotMeRestoredMail extends Addressee {
  at: Date;
  /** The address given back (masked): this mail goes to the one the reported session had set. */
  maskedEmail: string;
}

/** To the address a report took away: its holder is told, and told where the account went. */
export function notMeRestoredMail(m: NotMeRestoredMail): RenderedMail {
  return renderMail(m.locale, {
    subject: 'notMeRestored.subject',
    publicUrl: m.publicUrl,
    blocks: [
      paragraph('greeting', { name: m.name }),
      paragraph('notMeRestored.done', { at: formatMailDate(m.at, m.locale), maskedEmail: m.maskedEmail }),
      ...supportLine(m, 'notMeRestored.notYou'),
    ],
  });
}

export interface PasskeyChangedMail extends Addressee {
  change: 'added' | 'removed';
  passkeyName: string;
  at: Date;
  /** An added passkey's own "this was not me" link. */
  notMeLink?: string;
}

export function passkeyChangedMail(m: PasskeyChangedMail): RenderedMail {
  return renderMail(m.locale, {
    subject: 'passkey.subject',
    subjectValues: { change: m.change },
    publicUrl: m.publicUrl,
    blocks: [
      paragraph('greeting', { name: m.name }),
      paragraph('passkey.changed', { at: formatMailDate(m.at, m.locale), name: m.passkeyName, change: m.change }),
      m.notMeLink ? linkLine(m.notMeLink, 'passkey.notYouLink') : linkLine(securityPage(m.publicUrl), 'passkey.notYou'),
    ],
  });
}

export interface PasskeyClonedMail extends Addressee {
  passkeyName: string;
  at: Date;
}

/** A passkey whose signature counter went back was refused: it may have been copied. */
export function passkeyClonedMail(m: PasskeyClonedMail): RenderedMail {
  return renderMail(m.locale, {
    subject: 'passkeyCloned.subject',
    publicUrl: m.publicUrl,
    blocks: [
      paragraph('greeting', { name: m.name }),
      paragraph('passkeyCloned.refused', { at: formatMailDate(m.at, m.locale), name: m.passkeyName }),
      linkLine(securityPage(m.publicUrl), 'passkeyCloned.whatToDo'),
    ],
  });
}
