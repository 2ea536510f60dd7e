import { loadEnvironment } from '../../src/platform/env';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-databases';
import { cliEnvironmentFrom, runAccountsCommand, usage } from '../../src/account-service/cli/accounts-cli';
import { enqueueMail } from '../../src/account-service/mail/outbox.repository';
import { resetTokenIn, startHarness, type Harness } from './support';

const invitee = { loginId: 'hanako', email: 'hanako@example.jp', password: 'sakura no hana 2027' };

describe.each(testDialects)('invitations (%s)', (dialect) => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness(dialect);
  });
  afterEach(async () => {
    await h?.close();
  });

  const invite = (...extra: string[]) =>
    runAccountsCommand(h.service.db, ['invite', '--login-id', invitee.loginId, '--email', invitee.email, '--name', '佐藤 花子', ...extra], {
      publicUrl: 'http://localhost:3000',
      clock: h.clock,
    });

  it('creates the account without a password and mails a 72-hour link (printed nowhere)', async () => {
    const out = await invite();
    expect(out.join('\n')).toContain('招待メールを hanako@example.jp に送信しました');
    expect(out.join('\n')).not.toContain('passwordReset');
    const account = await h.service.db.selectFrom('accounts').selectAll().where('login_id', '=', 'hanako').executeTakeFirstOrThrow();
    expect(account.password_hash).toBeNull();

    // The CLI delivered the mail itself: it is in the dev mailbox before the service's worker ran.
    const [mail] = (await h.service.db.selectFrom('dev_mailbox').selectAll().execute()).filter((m) => m.recipient === invitee.email);
    expect(mail?.subject).toBe('【アカウントポータル】アカウント作成のお知らせ（パスワードの設定）');
    expect(mail?.text_body).toContain('72時間以内');
    const token = resetTokenIn(mail!.text_body)!;
    expect(mail?.html_body).toContain(`http://localhost:3000/passwordReset?token=${token}`);

    const check = await h.checkToken(token);
    expect(check.json()).toEqual({ purpose: 'invitation', loginId: 'hanako', expiresAt: '2026-11-24T00:00:00.000Z' });
  });

  it('lets the invitee set a password through the link and then sign in', async () => {
    await invite();
    const token = await h.latestResetToken(invitee.email);
    expect((await h.startLogin(invitee.loginId, invitee.password)).statusCode).toBe(401);
    h.clock.advanceHours(71);
    expect((await h.resetPassword(token, invitee.password)).statusCode).toBe(204);
    const start = await h.startLogin(invitee.loginId, invitee.password);
    expect(start.statusCode).toBe(201);
    expect((await h.verify(start.json().attemptId, await h.latestCode(invitee.email))).statusCode).toBe(201);
  });

  it('expires after 72 hours; the invitee can then ask for a reset link', async () => {
    await invite();
    const token = await h.latestResetToken(invitee.email);
    h.clock.advanceHours(72);
    expect((await h.checkToken(token)).json().code).toBe('RESET_TOKEN_EXPIRED');
    await h.reissue(invitee.email);
    const fresh = await h.latestResetToken(invitee.email);
    expect((await h.checkToken(fresh)).json()).toMatchObject({ purpose: 'reset', loginId: 'hanako' });
  });

  it('writes in English for --locale en, and refuses --password and duplicates', async () => {
    await invite('--locale', 'en');
    const [mail] = await h.mails(invitee.email);
    expect(mail?.subject).toBe('[Account Portal] Your account is ready: set your password');
    expect(mail?.text).toContain('within 72 hours');
    await expect(invite()).rejects.toMatchObject({ code: 'LOGIN_ID_UNAVAILABLE' });
    await expect(
      runAccountsCommand(h.service.db, ['invite', '--login-id', 'other', '--email', 'other@example.jp', '--password', invitee.password]),
    ).rejects.toMatchObject({ code: 'MISSING_OPTION' });
    expect(usage).toContain('invite --login-id ID --email ADDRESS');
  });

  it('keeps the mail queued when SMTP is down and says so', async () => {
    const out = await runAccountsCommand(h.service.db, ['invite', '--login-id', 'hanako', '--email', invitee.email], {
      publicUrl: 'http://localhost:3000',
      smtpUrl: 'smtp://127.0.0.1:1',
      clock: h.clock,
    });
    expect(out.join('\n')).toContain('送信待ち');
    const [row] = await h.service.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', invitee.email).execute();
    expect(row).toMatchObject({ status: 'pending', tries: 1 });
  });

  it("delivers only its own invitation, never other people's queued mail", async () => {
    const other = await enqueueMail(h.service.db, 'someone@example.jp', { subject: 'queued for the portal', text: 'code 123456', html: '<p>code 123456</p>' }, h.clock.now());
    expect((await invite()).join('\n')).toContain('招待メールを hanako@example.jp に送信しました');
    expect(await h.service.db.selectFrom('mail_outbox').select(['status', 'tries']).where('id', '=', other).executeTakeFirstOrThrow()).toEqual({ status: 'pending', tries: 0 });
    expect((await h.service.db.selectFrom('dev_mailbox').select('recipient').execute()).map((m) => m.recipient)).toEqual([invitee.email]);
  });

  it('never uses the dev mailbox in production: without SMTP_URL the mail stays queued for the portal, and it says so', async () => {
    const out = await runAccountsCommand(h.service.db, ['invite', '--login-id', 'hanako', '--email', invitee.email], {
      publicUrl: 'https://portal.example.jp',
      production: true,
      clock: h.clock,
    });
    expect(out.join('\n')).toContain('SMTP_URL is not set: the invitation mail is queued');
    expect(await h.service.db.selectFrom('dev_mailbox').selectAll().execute()).toHaveLength(0);
    const [row] = await h.service.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', invitee.email).execute();
    expect(row).toMatchObject({ status: 'pending', tries: 0 });
    expect(row?.text_body).toContain('https://portal.example.jp/passwordReset?token=');
  });

  it('holds the CLI create path to the password policy, in Japanese and English', async () => {
    const create = (password: string) =>
      runAccountsCommand(h.service.db, ['create', '--login-id', 'jiro', '--email', 'jiro@example.jp', '--password', password]);
    await expect(create('first-password-of-jiro')).rejects.toMatchObject({
      code: 'INVALID_PASSWORD',
      policyCode: 'PASSWORD_CONTAINS_LOGIN_ID',
      messageJa: 'パスワードにログインIDを含めないでください',
      messageEn: 'A password must not contain the login ID',
    });
    await expect(create('qwerty123456')).rejects.toMatchObject({ policyCode: 'PASSWORD_TOO_COMMON' });
    await expect(create('short')).rejects.toMatchObject({ policyCode: 'PASSWORD_TOO_SHORT' });
    expect((await create('ume no hana 2027'))[0]).toContain('jiro');
  });
});

describe('accounts CLI environment', () => {
  it('requires PUBLIC_URL in production, naming the variable', () => {
    expect(() => cliEnvironmentFrom(loadEnvironment('cli', { NODE_ENV: 'production' }))).toThrow(/PUBLIC_URL: required when NODE_ENV=production/);
    expect(() => cliEnvironmentFrom(loadEnvironment('cli', { NODE_ENV: 'production', PUBLIC_URL: '' }))).toThrow(/PUBLIC_URL/);
    expect(cliEnvironmentFrom(loadEnvironment('cli', { NODE_ENV: 'production', PUBLIC_URL: 'https://portal.example.jp' }))).toEqual({
      publicUrl: 'https://portal.example.jp',
      smtpUrl: undefined,
      production: true,
      authenticatorKeys: {},
    });
  });

  it('defaults PUBLIC_URL to localhost in development only', () => {
    expect(cliEnvironmentFrom(loadEnvironment('cli', {}))).toMatchObject({ publicUrl: 'http://localhost:3000', production: false });
    expect(cliEnvironmentFrom(loadEnvironment('cli', { SMTP_URL: 'smtp://mail.example.jp:25' }))).toMatchObject({ smtpUrl: 'smtp://mail.example.jp:25' });
  });
});
