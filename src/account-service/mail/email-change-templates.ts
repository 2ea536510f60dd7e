// The e-mail change mails: the code to the NEW address, and the notice to the OLD one once it changed.
// Japanese, or English for accounts that prefer it; a subject, a plain-text and an HTML body each.
import type { Locale } from '../db/schema.js';
import { passwordReissuePage } from './password-templates.js';
import { escapeHtml, formatMailDate, html, productName, type RenderedMail } from './templates.js';

export interface EmailChangeCodeMail {
  locale: Locale;
  code: string;
  expiresAt: Date;
  publicUrl: string;
}

// No name in this mail: the address was typed by the user and may be someone else's by a slip, so it
// carries only what that person needs to recognise it and ignore it.
export function emailChangeCodeMail(m: EmailChangeCodeMail): RenderedMail {
  const until = formatMailDate(m.expiresAt, m.locale);
  const code = `<strong style="font-size: 1.4em; letter-spacing: 0.2em">${m.code}</strong>`;
  if (m.locale === 'en') {
    return {
      subject: `[${productName.en}] Confirm your new e-mail address`,
      text: `Hello,\n\nSomeone asked to use this address for their ${productName.en} account.\nConfirmation code: ${m.code}\n\nEnter it on the e-mail change page within 30 minutes (until ${until}). Nothing changes until it is entered.\nIf you did not ask for this, ignore this mail: this address will not be used.\n\n${productName.en}\n${m.publicUrl}\n`,
      html: html('en', [
        'Hello,',
        `Someone asked to use this address for their ${productName.en} account.`,
        `Confirmation code: ${code}`,
        `Enter it on the e-mail change page within 30 minutes (until ${escapeHtml(until)}). Nothing changes until it is entered.`,
        'If you did not ask for this, ignore this mail: this address will not be used.',
        `<a href="${escapeHtml(m.publicUrl)}">${productName.en}</a>`,
      ]),
    };
  }
  return {
    subject: `【${productName.ja}】メールアドレス変更の確認コード`,
    text: `${productName.ja}のアカウントで、このメールアドレスへの変更が申し込まれました。\n\n確認コード: ${m.code}\n\n30分以内（${until}まで）にメールアドレス変更画面で入力してください。入力するまでメールアドレスは変更されません。\nお心当たりがない場合は、このメールを破棄してください。このアドレスが使われることはありません。\n\n${productName.ja}\n${m.publicUrl}\n`,
    html: html('ja', [
      `${productName.ja}のアカウントで、このメールアドレスへの変更が申し込まれました。`,
      `確認コード: ${code}`,
      `30分以内（${escapeHtml(until)}まで）にメールアドレス変更画面で入力してください。入力するまでメールアドレスは変更されません。`,
      'お心当たりがない場合は、このメールを破棄してください。このアドレスが使われることはありません。',
      `<a href="${escapeHtml(m.publicUrl)}">${productName.ja}</a>`,
    ]),
  };
}

export interface EmailChangedNoticeMail {
  locale: Locale;
  name: string;
  /** The new address, masked: the old mailbox may be read by someone else. */
  maskedNewEmail: string;
  changedAt: Date;
  publicUrl: string;
}

export function emailChangedNoticeMail(m: EmailChangedNoticeMail): RenderedMail {
  const at = formatMailDate(m.changedAt, m.locale);
  const name = escapeHtml(m.name);
  const reissue = passwordReissuePage(m.publicUrl);
  const masked = escapeHtml(m.maskedNewEmail);
  if (m.locale === 'en') {
    return {
      subject: `[${productName.en}] Your e-mail address was changed`,
      text: `Dear ${m.name},\n\nThe e-mail address of your account was changed to ${m.maskedNewEmail} on ${at}. Mails from ${productName.en} now go there; this is the last one to this address.\n\nIf this was not you, someone may have access to your account: set a new password at once with your login ID here and contact support:\n${reissue}\n\n${productName.en}\n${m.publicUrl}\n`,
      html: html('en', [
        `Dear ${name},`,
        `The e-mail address of your account was changed to ${masked} on ${escapeHtml(at)}. Mails from ${productName.en} now go there; this is the last one to this address.`,
        `If this was not you, someone may have access to your account: <a href="${escapeHtml(reissue)}">set a new password</a> at once with your login ID and contact support.`,
      ]),
    };
  }
  return {
    subject: `【${productName.ja}】メールアドレスが変更されました`,
    text: `${m.name} 様\n\nアカウントのメールアドレスが ${m.maskedNewEmail} に変更されました（${at}）。今後のお知らせは新しいアドレスに届きます。このアドレスへのお知らせはこれが最後です。\n\n心当たりがない場合は、第三者がアカウントを使っている可能性があります。すぐに次のページからログインIDでパスワードを再設定し、サポートにご連絡ください。\n${reissue}\n\n${productName.ja}\n${m.publicUrl}\n`,
    html: html('ja', [
      `${name} 様`,
      `アカウントのメールアドレスが ${masked} に変更されました（${escapeHtml(at)}）。今後のお知らせは新しいアドレスに届きます。このアドレスへのお知らせはこれが最後です。`,
      `心当たりがない場合は、第三者がアカウントを使っている可能性があります。すぐにログインIDで<a href="${escapeHtml(reissue)}">パスワードの再設定</a>を行い、サポートにご連絡ください。`,
    ]),
  };
}
