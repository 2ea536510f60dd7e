// Mail texts, in Japanese and English. Every template renders a subject, a plain-text and an HTML body.
import type { Locale } from '../db/schema.js';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export const productName = { ja: 'アカウントポータル', en: 'Account Portal' } as const;

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** Dates in mails are shown in Japan time, which every user of the portal shares. */
export function formatMailDate(date: Date, locale: Locale): string {
  const text = new Intl.DateTimeFormat(locale === 'ja' ? 'ja-JP' : 'en-GB', {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: locale === 'ja' ? '2-digit' : 'short',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
  return `${text} (JST)`;
}

export function html(locale: Locale, paragraphs: string[]): string {
  const body = paragraphs.map((p) => `<p>${p}</p>`).join('\n');
  return `<!doctype html>\n<html lang="${locale}"><head><meta charset="utf-8"><title>${productName[locale]}</title></head>\n<body style="font-family: sans-serif; line-height: 1.6">\n${body}\n</body></html>\n`;
}

export interface LoginCodeMail {
  locale: Locale;
  name: string;
  code: string;
  expiresAt: Date;
  publicUrl: string;
}

export function loginCodeMail(m: LoginCodeMail): RenderedMail {
  const until = formatMailDate(m.expiresAt, m.locale);
  const name = escapeHtml(m.name);
  if (m.locale === 'en') {
    return {
      subject: `[${productName.en}] Your sign-in code`,
      text: `Dear ${m.name},\n\nYour sign-in code: ${m.code}\n\nEnter it on the sign-in page within 10 minutes (until ${until}). It works once.\nIf you did not try to sign in, ignore this mail and consider changing your password: someone may know it.\n\n${productName.en}\n${m.publicUrl}\n`,
      html: html('en', [
        `Dear ${name},`,
        `Your sign-in code: <strong style="font-size: 1.4em; letter-spacing: 0.2em">${m.code}</strong>`,
        `Enter it on the sign-in page within 10 minutes (until ${escapeHtml(until)}). It works once.`,
        'If you did not try to sign in, ignore this mail and consider changing your password: someone may know it.',
        `<a href="${escapeHtml(m.publicUrl)}">${productName.en}</a>`,
      ]),
    };
  }
  return {
    subject: `【${productName.ja}】ログイン確認コードのお知らせ`,
    text: `${m.name} 様\n\nログイン確認コード: ${m.code}\n\n10分以内（${until}まで）にログイン画面で入力してください。コードは1回だけ使えます。\nお心当たりがない場合は、このメールを破棄してください。パスワードが第三者に知られている可能性があるため、パスワードの変更をおすすめします。\n\n${productName.ja}\n${m.publicUrl}\n`,
    html: html('ja', [
      `${name} 様`,
      `ログイン確認コード: <strong style="font-size: 1.4em; letter-spacing: 0.2em">${m.code}</strong>`,
      `10分以内（${escapeHtml(until)}まで）にログイン画面で入力してください。コードは1回だけ使えます。`,
      'お心当たりがない場合は、このメールを破棄してください。パスワードが第三者に知られている可能性があるため、パスワードの変更をおすすめします。',
      `<a href="${escapeHtml(m.publicUrl)}">${productName.ja}</a>`,
    ]),
  };
}

export interface LockNoticeMail {
  locale: Locale;
  name: string;
  lockedUntil: Date;
  publicUrl: string;
}

export function lockNoticeMail(m: LockNoticeMail): RenderedMail {
  const until = formatMailDate(m.lockedUntil, m.locale);
  const reissueUrl = `${m.publicUrl.replace(/\/$/, '')}/passwordReissue`;
  const name = escapeHtml(m.name);
  if (m.locale === 'en') {
    return {
      subject: `[${productName.en}] Your account was locked for a while`,
      text: `Dear ${m.name},\n\nAfter repeated failed sign-ins, your account is locked until ${until}. It unlocks by itself.\nIf these attempts were not yours, someone may be trying to guess your password. You can set a new password here:\n${reissueUrl}\n\n${productName.en}\n`,
      html: html('en', [
        `Dear ${name},`,
        `After repeated failed sign-ins, your account is locked until ${escapeHtml(until)}. It unlocks by itself.`,
        `If these attempts were not yours, someone may be trying to guess your password. You can <a href="${escapeHtml(reissueUrl)}">set a new password</a>.`,
      ]),
    };
  }
  return {
    subject: `【${productName.ja}】アカウントを一時的にロックしました`,
    text: `${m.name} 様\n\nログインの失敗が続いたため、${until}までアカウントを一時的にロックしました。時間が過ぎると自動で解除されます。\nお心当たりがない場合は、第三者がパスワードを試している可能性があります。次のページからパスワードを再設定できます。\n${reissueUrl}\n\n${productName.ja}\n`,
    html: html('ja', [
      `${name} 様`,
      `ログインの失敗が続いたため、${escapeHtml(until)}までアカウントを一時的にロックしました。時間が過ぎると自動で解除されます。`,
      `お心当たりがない場合は、第三者がパスワードを試している可能性があります。<a href="${escapeHtml(reissueUrl)}">パスワードの再設定</a>ができます。`,
    ]),
  };
}
