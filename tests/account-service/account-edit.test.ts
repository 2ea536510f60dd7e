import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-databases';
import { createAccount } from '../../src/account-service/accounts/account-admin.service';
import { runAccountsCommand } from '../../src/account-service/cli/accounts-cli';
import { startHarness, taro, type Harness } from './support';

describe.each(testDialects)('account details and the admin list (%s)', (dialect) => {
  let h: Harness;
  let token: string;
  beforeEach(async () => {
    h = await startHarness(dialect);
    token = await h.signIn();
  });
  afterEach(async () => {
    await h?.close();
  });

  const patch = (payload: unknown, session: string | null = token) =>
    h.api('PATCH', '/v1/session/account', JSON.stringify(payload), { 'content-type': 'application/json', ...(session ? { 'x-session-token': session } : {}) });
  const stored = () => h.service.db.selectFrom('accounts').selectAll().where('login_id', '=', 'taro').executeTakeFirstOrThrow();

  it('changes only the fields sent, normalised, and answers the current session', async () => {
    h.clock.advanceMinutes(1);
    const res = await patch({ name: '　山田　花子 ', nameKana: 'ﾔﾏﾀﾞ  ﾊﾅｺ', phone: '＋８１ ９０－１２３４－５６７８' });
    expect(res.statusCode).toBe(200);
    expect(res.json().account).toMatchObject({ name: '山田 花子', nameKana: 'ヤマダ ハナコ', phone: '09012345678', locale: 'ja', email: taro.email, updatedAt: '2026-11-21T00:01:00.000Z' });
    expect(res.json().session.expiresAt).toBe('2026-11-21T00:31:00.000Z');

    const only = await patch({ phone: '(03) 1234-5678' });
    expect(only.json().account).toMatchObject({ name: '山田 花子', nameKana: 'ヤマダ ハナコ', phone: '0312345678' });
    expect((await stored()).phone).toBe('0312345678');
  });

  it('keeps a department (所属), one line of at most 100 characters, and removes it when sent empty', async () => {
    const res = await patch({ department: '　営業部　第二課 ' });
    expect(res.json().account.department).toBe('営業部 第二課');
    expect((await stored()).department).toBe('営業部 第二課');
    for (const department of ['x'.repeat(101), '営業部\n第二課']) {
      const refused = await patch({ department });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'department' });
    }
    expect((await patch({ department: '' })).json().account.department).toBeNull();
    expect((await stored()).department).toBeNull();
  });

  it.each([null, ''])('removes the phone number when sent %j', async (phone) => {
    await patch({ phone: '090-1234-5678' });
    const res = await patch({ phone });
    expect(res.statusCode).toBe(200);
    expect(res.json().account.phone).toBeNull();
    expect((await stored()).phone).toBeNull();
  });

  it.each([
    [{ name: '   ' }, 'NAME_INVALID', 'name'],
    [{ name: 'x'.repeat(101) }, 'NAME_INVALID', 'name'],
    [{ name: '山田\n太郎' }, 'NAME_INVALID', 'name'],
    [{ nameKana: 'やまだ たろう' }, 'NAME_KANA_INVALID', 'nameKana'],
    [{ nameKana: '' }, 'NAME_KANA_INVALID', 'nameKana'],
    [{ nameKana: 'ヤマダ太郎' }, 'NAME_KANA_INVALID', 'nameKana'],
    [{ phone: '12-34' }, 'PHONE_INVALID', 'phone'],
    [{ phone: '+1 415 555 0100' }, 'PHONE_INVALID', 'phone'],
    [{ name: '山田 次郎', phone: 'call me' }, 'PHONE_INVALID', 'phone'],
  ])('refuses %j with 400 %s and changes nothing', async (payload, code, field) => {
    const before = await stored();
    const res = await patch(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code, field });
    expect(await stored()).toEqual(before);
  });

  const huge = 'x'.repeat(100_000);
  it.each([
    [{}, 'body'],
    [{ name: 42 }, 'name'],
    [{ name: ['山田'] }, 'name'],
    [{ nameKana: null }, 'nameKana'],
    [{ phone: 9012345678 }, 'phone'],
    [{ locale: 'fr' }, 'locale'],
    [{ email: 'other@example.com' }, 'email'],
    [{ name: 'x'.repeat(201) }, 'name'],
    [{ phone: '0'.repeat(41) }, 'phone'],
    [{ name: huge }, 'body'],
    [null, 'body'],
    [['name'], 'body'],
  ])('answers 400 VALIDATION_FAILED to bad input %#', async (payload, field) => {
    const res = await patch(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    if (field !== 'body') expect(res.json().field).toBe(field);
  });

  it('answers 401 UNAUTHENTICATED without a live session', async () => {
    expect((await patch({ name: '山田' }, null)).json().code).toBe('UNAUTHENTICATED');
    expect((await patch({ name: '山田' }, 'unknown-token')).statusCode).toBe(401);
    h.clock.advanceMinutes(31);
    expect((await patch({ name: '山田' })).statusCode).toBe(401);
  });

  it('writes the next mail in English once the locale is en', async () => {
    const res = await patch({ locale: 'en' });
    expect(res.json().account.locale).toBe('en');
    expect((await h.startLogin()).statusCode).toBe(201);
    const [mail] = await h.mails(taro.email);
    expect(mail?.subject).toBe('[Account Portal] Your sign-in code');
    expect(mail?.text).toContain('Your sign-in code:');
    expect(mail?.html).toContain('lang="en"');
  });

  it('answers 403 FORBIDDEN to an account that must change its password, which it still can', async () => {
    await h.service.db.updateTable('accounts').set({ must_change_password: 1, role: 'admin' }).execute();
    const headers = { 'x-session-token': token };
    const blocked = [
      await patch({ name: '山田' }),
      await h.api('POST', '/v1/session/email-changes', { newEmail: 'new@example.com', currentPassword: taro.password }, headers),
      await h.api('POST', '/v1/session/email-changes/verifications', { newEmail: 'new@example.com', code: '123456' }, headers),
      await h.api('GET', '/v1/admin/accounts', undefined, headers),
    ];
    for (const res of blocked) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    expect((await stored()).name).toBe(taro.name);
    const changed = await h.api('PUT', '/v1/session/password', { currentPassword: taro.password, newPassword: 'kaki no tane 2027' }, headers);
    expect(changed.statusCode).toBe(200);
    expect((await patch({ name: '山田' })).statusCode).toBe(200);
    expect((await h.api('DELETE', '/v1/session', undefined, headers)).statusCode).toBe(204);
  });

  it('lists accounts newest first for an admin, and answers 403 to a user', async () => {
    const list = (session = token) => h.api('GET', '/v1/admin/accounts', undefined, { 'x-session-token': session });
    const forbidden = await list();
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('FORBIDDEN');
    expect((await h.api('GET', '/v1/admin/accounts')).statusCode).toBe(401);

    h.clock.advanceMinutes(1);
    await createAccount(h.service.db, { loginId: 'hanako', email: 'hanako@example.jp', password: 'a fine password', role: 'admin' }, h.clock);
    await runAccountsCommand(h.service.db, ['set-role', '--login-id', 'taro', '--role', 'admin']);
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.json().accounts.map((a: { loginId: string }) => a.loginId)).toEqual(['hanako', 'taro']);
    expect(res.json()).toMatchObject({ nextCursor: null, complete: true });
    expect(Object.keys(res.json().accounts[1]).sort()).toEqual(
      ['accountCode', 'loginId', 'email', 'name', 'nameKana', 'phone', 'department', 'locale', 'role', 'status', 'mustChangePassword', 'mustChangePasswordReason', 'lastLoginAt', 'previousLoginAt', 'createdAt', 'updatedAt', 'invitationPending', 'lockedUntil', 'level', 'closingRequestedAt', 'closingDeletesAt'].sort(),
    );
    expect(JSON.stringify(res.json())).not.toMatch(/password_hash|argon2/);
  });

  it('applies the same kana rule in the CLI', async () => {
    const out = await runAccountsCommand(h.service.db, ['create', '--login-id', 'kana-user', '--email', 'kana@example.com', '--password', 'a fine password', '--name-kana', 'ｶﾅ  ﾕｰｻﾞｰ']);
    expect(out.join('\n')).toContain('kana-user');
    const row = await h.service.db.selectFrom('accounts').select('name_kana').where('login_id', '=', 'kana-user').executeTakeFirstOrThrow();
    expect(row.name_kana).toBe('カナ ユーザー');
    await expect(runAccountsCommand(h.service.db, ['invite', '--login-id', 'kana2', '--email', 'kana2@example.com', '--name-kana', 'かな'])).rejects.toMatchObject({ code: 'NAME_KANA_INVALID' });
  });
});
