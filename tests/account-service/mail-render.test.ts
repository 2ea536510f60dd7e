// Mails are written once and rendered three ways (subject, text, HTML); values are escaped in HTML.
import { describe, expect, it } from 'vitest';
import { formatMailDate, renderMail, paragraph, codeLine, linkLine } from '../../src/account-service/mail/mail-render';
import { emailChangedNoticeMail, loginCodeMail, notMeRestoredMail, passwordChangedMail, reissueMail } from '../../src/account-service/mail/mails';

describe('mail rendering', () => {
  it('escapes every value in the HTML body and leaves the text body as typed', () => {
    const mail = loginCodeMail({ locale: 'ja', name: '<script>alert("x")</script> & 山田', code: '123456', expiresAt: new Date('2026-01-02T03:04:00Z'), publicUrl: 'https://portal.example.jp/?a=1&b=<2>' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; 山田 様');
    expect(mail.html).toContain('href="https://portal.example.jp/?a=1&amp;b=&lt;2&gt;"');
    expect(mail.text).toContain('<script>alert("x")</script> & 山田 様');
    expect(mail.text).toContain('ログイン確認コード: 123456');
    expect(mail.html).toContain('ログイン確認コード: <strong');
    expect(mail.subject).toBe('【アカウントポータル】ログイン確認コードのお知らせ');
    // The Japanese date as the pages write it, without half-width brackets inside the full-width ones.
    expect(mail.text).toContain('10分以内（2026年1月2日 12:04まで）');
  });

  it('writes English for accounts that prefer it, from the same blocks', () => {
    const mail = passwordChangedMail({ locale: 'en', name: 'Taro', changedAt: new Date('2026-01-02T03:04:00Z'), publicUrl: 'http://localhost:3000', via: 'reset' });
    expect(mail.subject).toBe('[Account Portal] Your password was changed');
    expect(mail.text).toMatch(/^Dear Taro,\n\nThe password of your account was changed on 02 Jan 2026, 12:04 \(JST\)\. You were signed out everywhere/);
    expect(mail.text).toContain('\nhttp://localhost:3000/passwordReissue\n');
    expect(mail.html).toContain('<html lang="en">');
  });

  it('names SUPPORT_CONTACT where a mail sends people to support, and leaves the sentence out without one (review D9)', () => {
    const at = new Date('2026-01-02T03:04:00Z');
    const base = { name: '山田', publicUrl: 'http://localhost:3000' };
    const contact = 'support@example.jp（平日 9〜18時）';
    const mails = (supportContact?: string) => [
      reissueMail({ ...base, locale: 'ja', loginId: 'taro', link: 'http://localhost:3000/passwordReset?token=x', expiresAt: at, supportContact }),
      passwordChangedMail({ ...base, locale: 'ja', changedAt: at, via: 'change', supportContact }),
      emailChangedNoticeMail({ ...base, locale: 'ja', maskedNewEmail: 't***@example.net', changedAt: at, supportContact }),
      notMeRestoredMail({ ...base, locale: 'en', at, maskedEmail: 't***@example.net', supportContact }),
    ];
    for (const mail of mails(contact)) {
      expect(mail.text, mail.subject).toContain(contact);
      expect(mail.html, mail.subject).toContain('support@example.jp');
    }
    expect(mails(contact)[0]!.text).toContain(`繰り返し届く場合は、次の窓口にご連絡ください：${contact}`);
    for (const mail of mails(undefined)) {
      expect(mail.text, mail.subject).not.toMatch(/サポート|窓口|support|contact/i);
    }
  });

  it('puts a link alone on its line in the text body', () => {
    const link = 'http://localhost:3000/passwordReset?token=abc_DEF-123';
    const mail = reissueMail({ locale: 'ja', name: '山田', loginId: 'taro', link, expiresAt: new Date(), publicUrl: 'http://localhost:3000' });
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.html).toContain(`<a href="${link}">${link}</a>`);
  });

  it('renders any blocks in either language', () => {
    const content = { subject: 'loginCode.subject' as const, publicUrl: 'http://x', blocks: [paragraph('greeting', { name: 'A&B' }), codeLine('loginCode.code', '000111'), linkLine('http://x/y')] };
    expect(renderMail('en', content).text).toBe('Dear A&B,\n\nYour sign-in code: 000111\n\nhttp://x/y\n\nAccount Portal\nhttp://x\n');
    expect(renderMail('ja', content).html).toContain('<p>A&amp;B 様</p>');
  });

  it('writes a date to the minute in Japan time, whatever date in either language came before', () => {
    const dates: Array<[string, 'ja' | 'en', string]> = [
      ['2026-01-02T03:04:00.000Z', 'ja', '2026年1月2日 12:04'],
      ['2026-01-02T03:04:59.999Z', 'en', '02 Jan 2026, 12:04 (JST)'],
      ['2026-01-02T03:04:59.999Z', 'ja', '2026年1月2日 12:04'],
      ['2026-01-02T03:05:00.000Z', 'ja', '2026年1月2日 12:05'],
      ['2026-01-02T03:04:30.000Z', 'ja', '2026年1月2日 12:04'],
      ['2026-01-02T14:59:59.000Z', 'en', '02 Jan 2026, 23:59 (JST)'],
      ['2026-01-02T15:00:00.000Z', 'en', '03 Jan 2026, 00:00 (JST)'],
      ['2026-01-02T15:00:00.000Z', 'ja', '2026年1月3日 00:00'],
    ];
    for (const [iso, locale, written] of dates) expect(formatMailDate(new Date(iso), locale), `${iso} ${locale}`).toBe(written);
  });

  it('writes the texts without values once per language, and every text with values anew', () => {
    const mail = (locale: 'ja' | 'en', name: string) => loginCodeMail({ locale, name, code: '123456', expiresAt: new Date('2026-01-02T03:04:00Z'), publicUrl: 'http://x' });
    const [ja1, en1, ja2, en2] = [mail('ja', '山田'), mail('en', 'Taro'), mail('ja', '佐藤'), mail('en', 'Hanako')];
    expect(ja2.subject).toBe(ja1.subject);
    expect(en2.subject).toBe(en1.subject);
    expect(en1.subject).not.toBe(ja1.subject);
    expect(ja2.text).toBe(ja1.text.replace('山田', '佐藤'));
    expect(en2.text).toBe(en1.text.replace('Taro', 'Hanako'));
  });
});
