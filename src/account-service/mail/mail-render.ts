// Every mail is written once, as blocks of catalog texts (catalog/ja.ts, en.ts), and rendered here
// into its subject, its plain-text body and its HTML body. Whatever a text or a value holds (a name
// with "<", a link with "&"), the HTML gets it escaped: nothing is escaped by hand in a template.
import { IntlMessageFormat } from 'intl-messageformat';
import type { Locale } from '../db/schema.js';
import { en } from './catalog/en.js';
import { ja, type MailKey } from './catalog/ja.js';

export type { MailKey } from './catalog/ja.js';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export type MailValues = Record<string, string | number>;

/** A paragraph; a labelled code, emphasised in HTML; a link, after an optional sentence that leads to it. */
export type MailBlock =
  | { kind: 'text'; key: MailKey; values?: MailValues }
  | { kind: 'code'; key: MailKey; code: string }
  | { kind: 'link'; key?: MailKey; values?: MailValues; url: string };

export const paragraph = (key: MailKey, values?: MailValues): MailBlock => ({ kind: 'text', key, ...(values ? { values } : {}) });
export const codeLine = (key: MailKey, code: string): MailBlock => ({ kind: 'code', key, code });
export const linkLine = (url: string, key?: MailKey, values?: MailValues): MailBlock => ({ kind: 'link', url, ...(key ? { key } : {}), ...(values ? { values } : {}) });

export interface MailContent {
  subject: MailKey;
  subjectValues?: MailValues;
  blocks: MailBlock[];
  /** Signed with the product's name and this address. */
  publicUrl: string;
}

const catalogs: Record<Locale, Record<MailKey, string>> = { ja, en };
const formatters = new Map<string, IntlMessageFormat>();
/** Texts without values (a subject, a closing line) are the same every time: written once per language. */
const fixedTexts = new Map<string, string>();

/** One catalog text in a language, with its values (a mail's part, or a value inside another text). */
export function translateMail(locale: Locale, key: MailKey, values?: MailValues): string {
  const id = `${locale}:${key}`;
  if (!values) {
    const fixed = fixedTexts.get(id);
    if (fixed !== undefined) return fixed;
  }
  let formatter = formatters.get(id);
  if (!formatter) {
    formatter = new IntlMessageFormat(catalogs[locale][key], locale);
    formatters.set(id, formatter);
  }
  const text = String(formatter.format({ product: catalogs[locale].product, ...values }));
  if (!values) fixedTexts.set(id, text);
  return text;
}

const htmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => htmlEntities[c] ?? c);
}

/** Dates in mails are shown in Japan time, which every user of the portal shares. */
const mailDateFormats: Record<Locale, Intl.DateTimeFormat> = {
  ja: mailDateFormat('ja'),
  en: mailDateFormat('en'),
};

function mailDateFormat(locale: Locale): Intl.DateTimeFormat {
  // Japanese: 「2026年11月27日 15:00」, as the pages write it; Japan time goes without saying.
  if (locale === 'ja') return new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit' });
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Tokyo', year: 'numeric', month: 'short', day: '2-digit', hour: '2-digit', minute: '2-digit' });
}

/** Readers of English may be abroad: their mails name the time zone. */
const zoneSuffix: Record<Locale, string> = { ja: '', en: ' (JST)' };

/**
 * The last date written in each language, by its minute (what the format shows): sign-ins close
 * together write the same expiry time, and ICU's formatting costs more than the rest of the mail.
 */
const lastWritten: Record<Locale, { minute: number; text: string }> = { ja: { minute: NaN, text: '' }, en: { minute: NaN, text: '' } };

export function formatMailDate(date: Date, locale: Locale): string {
  const minute = Math.floor(date.getTime() / 60_000);
  const last = lastWritten[locale];
  if (last.minute !== minute) {
    last.text = `${mailDateFormats[locale].format(date)}${zoneSuffix[locale]}`;
    last.minute = minute;
  }
  return last.text;
}

const codeStyle = 'font-size: 1.4em; letter-spacing: 0.2em';

export function renderMail(locale: Locale, mail: MailContent): RenderedMail {
  const t = (key: MailKey, values?: MailValues) => translateMail(locale, key, values);
  const product = t('product');
  const text: string[] = [];
  const html: string[] = [];
  for (const block of mail.blocks) {
    if (block.kind === 'text') {
      const line = t(block.key, block.values);
      text.push(line);
      html.push(escapeHtml(line));
    } else if (block.kind === 'code') {
      const label = t(block.key);
      text.push(`${label}: ${block.code}`);
      html.push(`${escapeHtml(label)}: <strong style="${codeStyle}">${escapeHtml(block.code)}</strong>`);
    } else {
      const lead = block.key ? t(block.key, block.values) : null;
      // The link stands alone on its line in the text body, so every mail client makes it a link.
      text.push(lead ? `${lead}\n${block.url}` : block.url);
      const anchor = `<a href="${escapeHtml(block.url)}">${escapeHtml(block.url)}</a>`;
      html.push(lead ? `${escapeHtml(lead)}<br>${anchor}` : anchor);
    }
  }
  const body = html.map((p) => `<p>${p}</p>`).join('\n');
  return {
    subject: t(mail.subject, mail.subjectValues),
    text: `${text.join('\n\n')}\n\n${product}\n${mail.publicUrl}\n`,
    html:
      `<!doctype html>\n<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(product)}</title></head>\n` +
      `<body style="font-family: sans-serif; line-height: 1.6">\n${body}\n` +
      `<p><a href="${escapeHtml(mail.publicUrl)}">${escapeHtml(product)}</a></p>\n</body></html>\n`,
  };
}
