// The password mails: the reissue link, the invitation link and the "password changed" notice.
// Japanese, or English for accounts that prefer it; a subject, a plain-text and an HTML body each.
import type { Locale } from '../db/schema.js';
import { escapeHtml, formatMailDate, html, productName, type RenderedMail } from './templates.js';

const base = (publicUrl: string) => publicUrl.replace(/\/$/, '');

/** The page that sets a password with a token (the SPA's /passwordReset route). */
export function passwordResetLink(publicUrl: string, token: string): string {
  return `${base(publicUrl)}/passwordReset?token=${encodeURIComponent(token)}`;
}

export function passwordReissuePage(publicUrl: string): string {
  return `${base(publicUrl)}/passwordReissue`;
}

export interface PasswordLinkMail {
  locale: Locale;
  name: string;
  loginId: string;
  link: string;
  expiresAt: Date;
  publicUrl: string;
}

// The link stands alone on its line in the text body, so every mail client turns it into a link.
export function reissueMail(m: PasswordLinkMail): RenderedMail {
  const until = formatMailDate(m.expiresAt, m.locale);
  const name = escapeHtml(m.name);
  const link = escapeHtml(m.link);
  if (m.locale === 'en') {
    return {
      subject: `[${productName.en}] Reset your password`,
      text: `Dear ${m.name},\n\nWe received a request to reset the password of your account (login ID: ${m.loginId}).\nOpen this link within 30 minutes (until ${until}) to set a new password:\n\n${m.link}\n\nThe link works once; a newer request replaces it.\nIf you did not ask for this, ignore this mail: your password stays as it is. If it happens again, contact support.\n\n${productName.en}\n${m.publicUrl}\n`,
      html: html('en', [
        `Dear ${name},`,
        `We received a request to reset the password of your account (login ID: ${escapeHtml(m.loginId)}).`,
        `Open this link within 30 minutes (until ${escapeHtml(until)}) to set a new password:<br><a href="${link}">${link}</a>`,
        'The link works once; a newer request replaces it.',
        'If you did not ask for this, ignore this mail: your password stays as it is. If it happens again, contact support.',
      ]),
    };
  }
  return {
    subject: `【${productName.ja}】パスワード再設定のご案内`,
    text: `${m.name} 様\n\nアカウント（ログインID: ${m.loginId}）のパスワード再設定を受け付けました。\n30分以内（${until}まで）に次のリンクを開き、新しいパスワードを設定してください。\n\n${m.link}\n\nリンクは1回だけ使えます。新しく再設定を申し込むと、このリンクは使えなくなります。\nお心当たりがない場合は、このメールを破棄してください。パスワードは変更されません。繰り返し届く場合はサポートにご連絡ください。\n\n${productName.ja}\n${m.publicUrl}\n`,
    html: html('ja', [
      `${name} 様`,
      `アカウント（ログインID: ${escapeHtml(m.loginId)}）のパスワード再設定を受け付けました。`,
      `30分以内（${escapeHtml(until)}まで）に次のリンクを開き、新しいパスワードを設定してください。<br><a href="${link}">${link}</a>`,
      'リンクは1回だけ使えます。新しく再設定を申し込むと、このリンクは使えなくなります。',
      'お心当たりがない場合は、このメールを破棄してください。パスワードは変更されません。繰り返し届く場合はサポートにご連絡ください。',
    ]),
  };
}

export function invitationMail(m: PasswordLinkMail): RenderedMail {
  const until = formatMailDate(m.expiresAt, m.locale);
  const name = escapeHtml(m.name);
  const link = escapeHtml(m.link);
  const reissue = passwordReissuePage(m.publicUrl);
  if (m.locale === 'en') {
    return {
      subject: `[${productName.en}] Your account is ready: set your password`,
      text: `Dear ${m.name},\n\nAn account has been created for you (login ID: ${m.loginId}).\nOpen this link within 72 hours (until ${until}) to set your password:\n\n${m.link}\n\nThe link works once. If it has expired, ask for a new one here:\n${reissue}\nIf you did not expect this mail, ignore it.\n\n${productName.en}\n${m.publicUrl}\n`,
      html: html('en', [
        `Dear ${name},`,
        `An account has been created for you (login ID: ${escapeHtml(m.loginId)}).`,
        `Open this link within 72 hours (until ${escapeHtml(until)}) to set your password:<br><a href="${link}">${link}</a>`,
        `The link works once. If it has expired, <a href="${escapeHtml(reissue)}">ask for a new one</a>.`,
        'If you did not expect this mail, ignore it.',
      ]),
    };
  }
  return {
    subject: `【${productName.ja}】アカウント作成のお知らせ（パスワードの設定）`,
    text: `${m.name} 様\n\nアカウント（ログインID: ${m.loginId}）を作成しました。\n72時間以内（${until}まで）に次のリンクを開き、パスワードを設定してください。\n\n${m.link}\n\nリンクは1回だけ使えます。期限が切れた場合は、次のページから再発行できます。\n${reissue}\nお心当たりがない場合は、このメールを破棄してください。\n\n${productName.ja}\n${m.publicUrl}\n`,
    html: html('ja', [
      `${name} 様`,
      `アカウント（ログインID: ${escapeHtml(m.loginId)}）を作成しました。`,
      `72時間以内（${escapeHtml(until)}まで）に次のリンクを開き、パスワードを設定してください。<br><a href="${link}">${link}</a>`,
      `リンクは1回だけ使えます。期限が切れた場合は、<a href="${escapeHtml(reissue)}">パスワードの再発行</a>から申し込めます。`,
      'お心当たりがない場合は、このメールを破棄してください。',
    ]),
  };
}

export interface PasswordChangedMail {
  locale: Locale;
  name: string;
  changedAt: Date;
  publicUrl: string;
  /** After a reset every session ended; after a change the other sessions did. */
  via: 'reset' | 'change';
}

export function passwordChangedMail(m: PasswordChangedMail): RenderedMail {
  const at = formatMailDate(m.changedAt, m.locale);
  const name = escapeHtml(m.name);
  const reissue = passwordReissuePage(m.publicUrl);
  if (m.locale === 'en') {
    const sessions = m.via === 'reset' ? 'You were signed out everywhere; sign in again with the new password.' : 'Your other sign-ins were ended.';
    return {
      subject: `[${productName.en}] Your password was changed`,
      text: `Dear ${m.name},\n\nThe password of your account was changed on ${at}. ${sessions}\n\nIf this was not you, someone may have access to your mail or account: set a new password at once here and contact support:\n${reissue}\n\n${productName.en}\n${m.publicUrl}\n`,
      html: html('en', [
        `Dear ${name},`,
        `The password of your account was changed on ${escapeHtml(at)}. ${sessions}`,
        `If this was not you, someone may have access to your mail or account: <a href="${escapeHtml(reissue)}">set a new password</a> at once and contact support.`,
      ]),
    };
  }
  const sessions = m.via === 'reset' ? 'すべての端末でログアウトしました。新しいパスワードで再度ログインしてください。' : 'ほかの端末のログインは終了しました。';
  return {
    subject: `【${productName.ja}】パスワードが変更されました`,
    text: `${m.name} 様\n\nパスワードが変更されました（${at}）。${sessions}\n\n心当たりがない場合は、第三者がメールやアカウントを使っている可能性があります。すぐに次のページからパスワードを再設定し、サポートにご連絡ください。\n${reissue}\n\n${productName.ja}\n${m.publicUrl}\n`,
    html: html('ja', [
      `${name} 様`,
      `パスワードが変更されました（${escapeHtml(at)}）。${sessions}`,
      `心当たりがない場合は、第三者がメールやアカウントを使っている可能性があります。すぐに<a href="${escapeHtml(reissue)}">パスワードの再設定</a>を行い、サポートにご連絡ください。`,
    ]),
  };
}
