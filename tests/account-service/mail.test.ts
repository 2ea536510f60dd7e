import { afterEach, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-databases';
import { createAccount } from '../../src/account-service/accounts/account-admin.service';
import { enqueueMail } from '../../src/account-service/mail/outbox.repository';
import { startHarness, taro, type Harness } from './support';

describe.each(testDialects)('mail (%s)', (dialect) => {
  let h: Harness | undefined;
  afterEach(async () => {
    await h?.close();
    h = undefined;
  });

  it('keeps mail in the outbox when SMTP is down, and retries later', async () => {
    h = await startHarness(dialect, { smtpUrl: 'smtp://127.0.0.1:1' });
    expect((await h.startLogin()).statusCode).toBe(201);
    await h.service.mail.flush();
    const [row] = await h.service.db.selectFrom('mail_outbox').selectAll().execute();
    expect(row).toMatchObject({ recipient: taro.email, status: 'pending', tries: 1, sent_at: null });
    expect(row?.last_error).toBeTruthy();
    expect(row!.next_try_at > h.clock.now().toISOString()).toBe(true);

    // Not due yet: a flush leaves it alone. Once due, it is tried again.
    await h.service.mail.flush();
    expect((await h.service.db.selectFrom('mail_outbox').select('tries').executeTakeFirstOrThrow()).tries).toBe(1);
    h.clock.advanceMinutes(1);
    await h.service.mail.flush();
    expect((await h.service.db.selectFrom('mail_outbox').select('tries').executeTakeFirstOrThrow()).tries).toBe(2);
    expect(await h.service.db.selectFrom('dev_mailbox').selectAll().execute()).toHaveLength(0);
  });

  it('refuses in the dev mailbox a recipient SMTP would refuse, and keeps the mail for a retry', async () => {
    h = await startHarness(dialect);
    await enqueueMail(h.service.db, 'not an address', { subject: '件名', text: '本文', html: '<p>本文</p>' }, h.clock.now());
    await h.service.mail.flush();
    const row = await h.service.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', tries: 1, last_error: 'No recipients defined', text_body: '本文' });
    expect(await h.service.db.selectFrom('dev_mailbox').selectAll().execute()).toHaveLength(0);
  });

  it('blanks the bodies of a delivered mail in the outbox (no working link or code left), keeping the record', async () => {
    h = await startHarness(dialect);
    await h.reissue(taro.loginId);
    await h.startLogin();
    const token = await h.latestResetToken();
    const rows = await h.service.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({ recipient: taro.email, status: 'sent', text_body: '', html_body: '', sent_at: expect.any(String), created_at: expect.any(String) });
      expect(row.subject).not.toBe('');
    }
    // The dev mailbox (the development inbox, never enabled in production) keeps its copy.
    expect((await h.mails(taro.email)).some((m) => m.text.includes(token))).toBe(true);
    const stored = JSON.stringify(await h.service.db.selectFrom('mail_outbox').selectAll().execute());
    expect(stored).not.toContain(token);
  });

  it('delivers to the dev mailbox, marks the mail sent, and shows it newest first', async () => {
    h = await startHarness(dialect);
    await h.startLogin();
    h.clock.advanceSeconds(1);
    await h.startLogin();
    const mails = await h.mails();
    expect(mails).toHaveLength(2);
    expect(mails[0]!.id > mails[1]!.id).toBe(true);
    expect(mails[0]).toEqual({ id: expect.any(String), to: taro.email, subject: expect.any(String), text: expect.any(String), html: expect.any(String), createdAt: '2026-11-21T00:00:01.000Z' });
    const outbox = await h.service.db.selectFrom('mail_outbox').select(['status', 'tries']).execute();
    expect(outbox).toEqual([
      { status: 'sent', tries: 1 },
      { status: 'sent', tries: 1 },
    ]);
    expect(await h.mails('someone-else@example.com')).toHaveLength(0);
    expect(await h.mails('taro.yamada@example.com')).toHaveLength(2);

    const page = await h.service.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('開発用メールボックス');
    expect(page.body).toContain('ログイン確認コード');
  });

  it('writes in English to accounts that prefer it, and escapes HTML', async () => {
    h = await startHarness(dialect);
    await createAccount(h.service.db, { loginId: 'alice', email: 'alice@example.com', password: 'a long enough password', name: 'Alice <b>', locale: 'en' }, h.clock);
    expect((await h.startLogin('alice', 'a long enough password')).statusCode).toBe(201);
    const [mail] = await h.mails('alice@example.com');
    expect(mail?.subject).toBe('[Account Portal] Your sign-in code');
    expect(mail?.text).toMatch(/Your sign-in code: \d{6}/);
    expect(mail?.html).toContain('Alice &lt;b&gt;');
    expect(mail?.html).toContain('lang="en"');
  });

  it('shows the dev mailbox to this machine only, whatever forwarded headers say', async () => {
    h = await startHarness(dialect);
    for (const url of ['/dev/mailbox', '/dev/mailbox/messages']) {
      const remote = await h.service.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.5', headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect(remote.statusCode, url).toBe(404);
      expect((await h.service.app.inject({ method: 'GET', url, remoteAddress: '::1' })).statusCode, url).toBe(200);
    }
  });

  it('does not serve the dev mailbox when it is turned off', async () => {
    h = await startHarness(dialect, { devMailbox: false });
    expect((await h.service.app.inject({ method: 'GET', url: '/dev/mailbox/messages' })).statusCode).toBe(404);
  });
});
