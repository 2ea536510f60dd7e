import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-databases';
import { createAccount } from '../../src/account-service/accounts/account-admin.service';
import { startHarness, taro, type Harness } from './support';
import { stepUpWithCode } from './step-up-support';

const newAddress = 'Hanako.New@Example.JP';
const newNormalized = 'hanako.new@example.jp';

describe.each(testDialects)('e-mail change (%s)', (dialect) => {
  let h: Harness;
  let token: string;
  beforeEach(async () => {
    h = await startHarness(dialect);
    token = await h.signIn();
  });
  afterEach(async () => {
    await h?.close();
  });

  const session = () => ({ 'x-session-token': token });
  const request = (newEmail: string, currentPassword = taro.password) => h.api('POST', '/v1/session/email-changes', { newEmail, currentPassword }, session());
  const confirm = (newEmail: string, code: string) => h.api('POST', '/v1/session/email-changes/verifications', { newEmail, code }, session());
  const stored = () => h.service.db.selectFrom('accounts').selectAll().where('login_id', '=', 'taro').executeTakeFirstOrThrow();
  const changeMails = async (to: string) => (await h.mails(to)).filter((m) => /メールアドレス変更の確認コード|Confirm your new e-mail address/.test(m.subject));
  async function codeFor(to: string): Promise<string> {
    const match = /(?:確認コード|Confirmation code): (\d{6})/.exec((await changeMails(to))[0]?.text ?? '');
    if (!match?.[1]) throw new Error(`no e-mail change code mailed to ${to}`);
    return match[1];
  }
  const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

  it('mails a code to the new address only, and changes the address only once it comes back', async () => {
    const res = await request(` ${newAddress} `);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ newEmail: newNormalized, expiresAt: '2026-11-21T00:30:00.000Z' });
    const code = await codeFor(newNormalized);
    const [mail] = await changeMails(newNormalized);
    expect(mail?.to).toBe(newAddress);
    expect(mail?.html).toContain(code);
    expect(mail?.text).not.toContain(taro.name);
    expect(await changeMails(taro.email)).toHaveLength(0);
    expect((await stored()).email).toBe(taro.email);

    // Full-width digits and a hyphen, as typed through an IME; the address in another case.
    const fullWidth = `${code.slice(0, 3)}－${code.slice(3)}`.replace(/[0-9]/g, (d) => String.fromCharCode(d.charCodeAt(0) + 0xfee0));
    const done = await confirm('HANAKO.NEW@example.jp', fullWidth);
    expect(done.statusCode).toBe(200);
    expect(done.json().account).toMatchObject({ email: newAddress, loginId: 'taro' });
    expect((await stored()).email_normalized).toBe(newNormalized);

    const notice = (await h.mails(taro.email)).find((m) => m.subject.includes('メールアドレスが変更されました'));
    expect(notice?.text).toContain('H***@Example.JP');
    expect(notice?.text).toContain('http://localhost:3000/security');
    // What to do if it was not the owner; no support line without SUPPORT_CONTACT (review D9).
    expect(notice?.text).toContain('「心当たりがない」を押してください');
    expect(notice?.text).not.toContain('サポート');
    expect(notice?.text).not.toContain(newAddress);
    expect((await h.mails(newNormalized)).some((m) => m.subject.includes('変更されました'))).toBe(false);

    expect((await h.startLogin(taro.email)).statusCode).toBe(401);
    expect((await h.startLogin(newAddress)).statusCode).toBe(201);
    expect((await confirm(newAddress, code)).json().code).toBe('EMAIL_CHANGE_NOT_PENDING');
  });

  it('writes both mails in English for an account that prefers it', async () => {
    await h.service.db.updateTable('accounts').set({ locale: 'en' }).execute();
    await request(newAddress);
    const [mail] = await changeMails(newNormalized);
    expect(mail?.subject).toBe('[Account Portal] Confirm your new e-mail address');
    expect((await confirm(newAddress, await codeFor(newNormalized))).statusCode).toBe(200);
    const notice = (await h.mails(taro.email)).find((m) => m.subject.includes('was changed'));
    expect(notice?.text).toContain('changed to H***@Example.JP');
    expect(notice?.html).toContain('/security');
  });

  it('answers an address in use and the current address with the identical body, and mails nobody', async () => {
    await createAccount(h.service.db, { loginId: 'hanako', email: 'hanako@example.jp', password: 'a fine password' }, h.clock);
    const taken = await request('HANAKO@example.jp');
    const same = await request('ｔａｒｏ．ｙａｍａｄａ＠example.com');
    expect(taken.statusCode).toBe(400);
    expect(same.statusCode).toBe(400);
    expect(taken.json()).toEqual({ code: 'EMAIL_UNAVAILABLE', message: 'This e-mail address cannot be used.', field: 'newEmail' });
    expect(same.body).toBe(taken.body);
    expect(await changeMails('hanako@example.jp')).toHaveLength(0);
    expect(await changeMails(taro.email)).toHaveLength(0);
  });

  it.each(['not-an-address', 'a@b', 'taro@@example.com', 'x y@example.com'])('refuses %j with EMAIL_INVALID before checking the password', async (address) => {
    const res = await request(address, 'not my password');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'EMAIL_INVALID', field: 'newEmail' });
    expect((await stored()).failed_login_count).toBe(0);
  });

  it('never lets a code for one new address confirm another', async () => {
    await request(newAddress);
    const code = await codeFor(newNormalized);
    for (const other of ['other@example.jp', 'hanako.new@example.com', taro.email]) {
      const res = await confirm(other, code);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('EMAIL_CHANGE_NOT_PENDING');
    }
    expect((await stored()).email).toBe(taro.email);
    // Asking about another address was no guess at this code: all its tries remain.
    expect((await confirm(newAddress, otherThan(code))).json()).toMatchObject({ code: 'INVALID_CODE', attemptsRemaining: 4 });
  });

  it('answers 410 CODE_EXPIRED after 30 minutes', async () => {
    await request(newAddress);
    const code = await codeFor(newNormalized);
    h.clock.advanceMinutes(20);
    expect((await h.api('GET', '/v1/session', undefined, session())).statusCode).toBe(200);
    h.clock.advanceMinutes(10);
    const res = await confirm(newAddress, code);
    expect(res.statusCode).toBe(410);
    expect(res.json().code).toBe('CODE_EXPIRED');
    expect((await stored()).email).toBe(taro.email);
  });

  it('voids the change at the 5th wrong code; even the right code fails from then on', async () => {
    await request(newAddress);
    const code = await codeFor(newNormalized);
    for (let remaining = 4; remaining >= 1; remaining--) {
      const res = await confirm(newAddress, otherThan(code));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_CODE', attemptsRemaining: remaining });
    }
    const fifth = await confirm(newAddress, otherThan(code));
    expect(fifth.statusCode).toBe(410);
    expect(fifth.json().code).toBe('TOO_MANY_ATTEMPTS');
    const right = await confirm(newAddress, code);
    expect(right.statusCode).toBe(410);
    expect(right.json().code).toBe('TOO_MANY_ATTEMPTS');
    expect((await stored()).email).toBe(taro.email);
  });

  it('counts at most 5 of 20 concurrent wrong codes', async () => {
    await request(newAddress);
    const code = await codeFor(newNormalized);
    const results = await Promise.all(Array.from({ length: 20 }, () => confirm(newAddress, otherThan(code))));
    const codes = results.map((r) => r.json().code);
    expect(codes.filter((c) => c === 'INVALID_CODE')).toHaveLength(4);
    expect(codes.filter((c) => c === 'TOO_MANY_ATTEMPTS')).toHaveLength(16);
    const row = await h.service.db.selectFrom('email_changes').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ failed_tries: 5, status: 'void' });
  });

  it('applies a code once when two confirmations race', async () => {
    await request(newAddress);
    const code = await codeFor(newNormalized);
    const results = await Promise.all([confirm(newAddress, code), confirm(newAddress, code)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.statusCode === 400)?.json().code).toBe('EMAIL_CHANGE_NOT_PENDING');
    expect((await h.mails(taro.email)).filter((m) => m.subject.includes('メールアドレスが変更されました'))).toHaveLength(1);
  });

  it('lets a new request supersede the pending code', async () => {
    await request(newAddress);
    const first = await codeFor(newNormalized);
    h.clock.advanceMinutes(1);
    expect((await request('second@example.jp')).statusCode).toBe(202);
    const second = await codeFor('second@example.jp');
    expect((await confirm(newAddress, first)).json().code).toBe('EMAIL_CHANGE_NOT_PENDING');
    if (first !== second) expect((await confirm('second@example.jp', first)).json().code).toBe('INVALID_CODE');
    expect((await confirm('second@example.jp', second)).statusCode).toBe(200);
    const statuses = await h.service.db.selectFrom('email_changes').select('status').orderBy('created_at').execute();
    expect(statuses.map((r) => r.status)).toEqual(['superseded', 'used']);
  });

  it('keeps one pending change when two requests race', async () => {
    const results = await Promise.all([request('race1@example.jp'), request('race2@example.jp')]);
    expect(results.map((r) => r.statusCode)).toEqual([202, 202]);
    const rows = await h.service.db.selectFrom('email_changes').select('status').execute();
    expect(rows.map((r) => r.status).sort()).toEqual(['pending', 'superseded']);
  });

  it('refuses a confirmation when another account took the address meanwhile', async () => {
    await request(newAddress);
    const code = await codeFor(newNormalized);
    await createAccount(h.service.db, { loginId: 'hanako', email: newAddress, password: 'a fine password' }, h.clock);
    const res = await confirm(newAddress, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('EMAIL_UNAVAILABLE');
    expect((await stored()).email).toBe(taro.email);
  });

  it('throttles a wrong current password like a login, shared with the password change', async () => {
    const changePassword = (currentPassword: string) =>
      h.api('PUT', '/v1/session/password', { currentPassword, newPassword: 'kaki no tane 2027' }, session());
    for (let i = 0; i < 4; i++) {
      const wrong = i % 2 === 0 ? await request(newAddress, 'not my password') : await changePassword('not my password');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().code).toBe('INVALID_CURRENT_PASSWORD');
    }
    for (const limited of [await request(newAddress), await changePassword(taro.password)]) {
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 1 });
    }
    expect((await stored()).failed_login_count).toBe(4);
    h.clock.advanceSeconds(1);
    expect((await request(newAddress)).statusCode).toBe(202);
  });

  it('lets only 4 of 10 parallel wrong passwords through, across both endpoints', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0
          ? request(newAddress, 'not my password')
          : h.api('PUT', '/v1/session/password', { currentPassword: 'not my password', newPassword: 'kaki no tane 2027' }, session()),
      ),
    );
    const codes = results.map((r) => r.json().code);
    expect(codes.filter((c) => c === 'INVALID_CURRENT_PASSWORD')).toHaveLength(4);
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS')).toHaveLength(6);
  });

  it('refuses current-password checks while the account is locked by failures', async () => {
    for (let i = 0; i < 10; i++) {
      h.clock.advanceSeconds(31);
      // Before the failure that locks it, the owner steps up (the sign-in is over 5 minutes old by then).
      if (i === 9) await stepUpWithCode(h, token, taro.email, taro.password);
      await h.startLogin(taro.loginId, 'wrong password');
    }
    const res = await request(newAddress);
    expect(res.statusCode).toBe(429);
    expect(res.json().retryAfterSeconds).toBe(15 * 60);
  });

  it('sends at most 5 code mails an hour per account', async () => {
    for (let i = 0; i < 5; i++) expect((await request(`n${i}@example.jp`)).statusCode).toBe(202);
    const sixth = await request('n5@example.jp');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('TOO_MANY_REQUESTS');
    expect(await changeMails('n5@example.jp')).toHaveLength(0);
  });

  it('once over the hourly limit, answers a taken and a free address alike (no probing past the limit)', async () => {
    await createAccount(h.service.db, { loginId: 'jiro', email: 'jiro@example.jp', password: 'a long enough passphrase', name: '次郎' }, h.clock);
    for (let i = 0; i < 5; i++) await request(`n${i}@example.jp`);
    const taken = await request('jiro@example.jp');
    const free = await request('free@example.jp');
    expect(taken.statusCode).toBe(429);
    expect(taken.json()).toEqual(free.json());
  });

  it('answers 401 UNAUTHENTICATED without a live session', async () => {
    await h.api('DELETE', '/v1/session', undefined, session());
    expect((await request(newAddress)).json().code).toBe('UNAUTHENTICATED');
    expect((await confirm(newAddress, '123456')).statusCode).toBe(401);
    expect((await h.api('POST', '/v1/session/email-changes', { newEmail: newAddress, currentPassword: taro.password })).statusCode).toBe(401);
  });

  it('counts no try for a code that is not 6 digits', async () => {
    await request(newAddress);
    const code = await codeFor(newNormalized);
    for (const typo of ['12345', '1234567', 'abcdef', '12 34 5x']) {
      expect((await confirm(newAddress, typo)).json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'code' });
    }
    expect((await confirm(newAddress, otherThan(code))).json().attemptsRemaining).toBe(4);
  });

  it('asks for the current password when it is missing (a passkey-first account, which has none, is asked for its passkey instead)', async () => {
    const res = await h.api('POST', '/v1/session/email-changes', { newEmail: newAddress }, session());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'REAUTHENTICATION_REQUIRED', field: 'currentPassword' });
  });

  const huge = 'x'.repeat(100_000);
  it.each([
    ['/v1/session/email-changes', { newEmail: '', currentPassword: taro.password }, 'newEmail'],
    ['/v1/session/email-changes', { newEmail: `${'a'.repeat(250)}@x.jp`, currentPassword: taro.password }, 'newEmail'],
    ['/v1/session/email-changes', { newEmail: 42, currentPassword: taro.password }, 'newEmail'],
    ['/v1/session/email-changes', { newEmail: newAddress, currentPassword: taro.password, admin: true }, 'admin'],
    ['/v1/session/email-changes', { newEmail: huge, currentPassword: taro.password }, undefined],
    ['/v1/session/email-changes/verifications', { newEmail: newAddress }, 'code'],
    ['/v1/session/email-changes/verifications', { newEmail: newAddress, code: 123456 }, 'code'],
    ['/v1/session/email-changes/verifications', { newEmail: newAddress, code: '1'.repeat(33) }, 'code'],
    ['/v1/session/email-changes/verifications', { newEmail: [newAddress], code: '123456' }, 'newEmail'],
    ['/v1/session/email-changes/verifications', null, undefined],
  ])('answers 400 VALIDATION_FAILED to bad input (%s %#)', async (url, payload, field) => {
    const res = await h.api('POST', url, JSON.stringify(payload), { ...session(), 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    if (field) expect(res.json().field).toBe(field);
  });
});
