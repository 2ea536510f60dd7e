// The real SMTP path, once: an smtp-server on 127.0.0.1 receives the reissue mail, and postal-mime
// reads it as a mail client would. Also: mail requested while SMTP is down is delivered once it is up.
import { createServer, type AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-databases';
import { startHarness, taro, type Harness } from './support';

interface Received {
  to: string[];
  raw: Buffer;
}

async function startSmtp(port = 0): Promise<{ port: number; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address() as AddressInfo;
  return { port: address.port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A port nobody listens on (taken from the OS, then released). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe.each(testDialects)('password mails over SMTP (%s)', (dialect) => {
  let h: Harness | undefined;
  let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
  afterEach(async () => {
    await h?.close();
    await smtp?.close();
    h = undefined;
    smtp = undefined;
  });

  it('sends the reissue mail through SMTP: Japanese subject, the link, text and HTML parts', async () => {
    smtp = await startSmtp();
    h = await startHarness(dialect, { smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
    expect((await h.reissue(taro.loginId)).statusCode).toBe(202);
    await h.service.mail.flush();

    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual([taro.email]);
    const mail = await PostalMime.parse(smtp.received[0]!.raw);
    expect(mail.subject).toBe('【アカウントポータル】パスワード再設定のご案内');
    expect(mail.from?.address).toBe('no-reply@localhost');
    const link = /http:\/\/localhost:3000\/passwordReset\?token=([A-Za-z0-9_-]{43})/.exec(mail.text ?? '');
    expect(link).not.toBeNull();
    expect(mail.text).toContain('30分以内');
    expect(mail.html).toContain(link![0]);
    expect(mail.html).toContain('<html lang="ja">');
    // The link works: the token in the received mail is the one the service knows.
    expect((await h.checkToken(link![1]!)).statusCode).toBe(200);
    const row = await h.service.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    // Delivered: the outbox keeps the record, not the link.
    expect(row).toMatchObject({ status: 'sent', tries: 1, recipient: taro.email, subject: mail.subject, text_body: '', html_body: '' });
    expect(await h.service.db.selectFrom('dev_mailbox').selectAll().execute()).toHaveLength(0);
  });

  it('keeps the mail while SMTP is down and delivers it once SMTP is up (nothing lost)', async () => {
    const port = await freePort();
    h = await startHarness(dialect, { smtpUrl: `smtp://127.0.0.1:${port}` });
    expect((await h.reissue(taro.loginId)).statusCode).toBe(202);
    await h.service.mail.flush();
    const pending = await h.service.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(pending).toMatchObject({ recipient: taro.email, status: 'pending', tries: 1 });
    // Not delivered yet: the body (with its link) is still needed for the next try.
    expect(pending.text_body).toMatch(/\/passwordReset\?token=/);
    expect(pending.last_error).toBeTruthy();

    smtp = await startSmtp(port);
    h.clock.advanceSeconds(30);
    await h.service.mail.flush();
    expect(smtp.received).toHaveLength(1);
    const mail = await PostalMime.parse(smtp.received[0]!.raw);
    expect(mail.subject).toBe('【アカウントポータル】パスワード再設定のご案内');
    expect(mail.text).toMatch(/\/passwordReset\?token=[A-Za-z0-9_-]{43}/);
    expect(await h.service.db.selectFrom('mail_outbox').select(['status', 'tries']).executeTakeFirstOrThrow()).toEqual({ status: 'sent', tries: 2 });
  });
});
