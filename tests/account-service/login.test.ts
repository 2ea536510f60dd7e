import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-databases';
import { disableAccount } from '../../src/account-service/accounts/account-admin.service';
import { startHarness, taro, type Harness } from './support';

describe.each(testDialects)('login (%s)', (dialect) => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness(dialect);
  });
  afterEach(async () => {
    await h?.close();
  });

  describe('step 1: password', () => {
    it('mails a code and answers a challenge with the masked address', async () => {
      const res = await h.startLogin();
      expect(res.statusCode).toBe(201);
      const challenge = res.json();
      expect(challenge.attemptId).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(challenge.maskedEmail).toBe('T***@example.com');
      expect(challenge.expiresAt).toBe('2026-11-21T00:10:00.000Z');
      expect(challenge.resendAvailableAt).toBe('2026-11-21T00:01:00.000Z');
      expect(challenge.resendsRemaining).toBe(3);
      const [mail] = await h.mails(taro.email);
      expect(mail?.subject).toContain('ログイン確認コード');
      expect(mail?.html).toContain(await h.latestCode());
    });

    it('accepts the e-mail address and full-width, upper-case identifiers (NFKC)', async () => {
      expect((await h.startLogin('taro.yamada@EXAMPLE.com')).statusCode).toBe(201);
      expect((await h.startLogin('ＴＡＲＯ')).statusCode).toBe(201);
    });

    it('answers wrong password, unknown account, locked, disabled and password-less accounts identically', async () => {
      const wrong = await h.startLogin(taro.loginId, 'not the password at all');
      const unknown = await h.startLogin('nobody', taro.password);
      await h.service.db
        .insertInto('accounts')
        .values({
          id: 'no-password',
          account_code: 'A99999999',
          login_id: 'invited',
          login_id_normalized: 'invited',
          email: 'invited@example.com',
          email_normalized: 'invited@example.com',
          name: '招待 太郎',
          name_kana: '',
          phone: null,
          locale: 'ja',
          role: 'user',
          status: 'active',
          locked_until: null,
          failed_login_count: 0,
          must_change_password: 0,
          password_hash: null,
          last_login_at: null,
          previous_login_at: null,
          created_at: h.clock.now().toISOString(),
          updated_at: h.clock.now().toISOString(),
        })
        .execute();
      const noPassword = await h.startLogin('invited', taro.password);
      await h.service.db.updateTable('accounts').set({ status: 'locked', locked_until: null }).where('login_id', '=', 'taro').execute();
      const locked = await h.startLogin();
      await disableAccount(h.service.db, 'taro', h.clock);
      const disabled = await h.startLogin();

      for (const res of [wrong, unknown, noPassword, locked, disabled]) {
        expect(res.statusCode).toBe(401);
        expect(res.body).toBe(wrong.body);
      }
      expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
      expect(await h.mails(taro.email)).toHaveLength(0);
    });
  });

  describe('step 2: the code', () => {
    it('opens a session with the right code, once', async () => {
      const { attemptId } = (await h.startLogin()).json();
      const code = await h.latestCode();
      const first = await h.verify(attemptId, code);
      expect(first.statusCode).toBe(201);
      const grant = first.json();
      expect(grant.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(grant.account).toMatchObject({ loginId: 'taro', email: taro.email, name: taro.name, nameKana: taro.nameKana, status: 'active', role: 'user' });
      expect(grant.account.accountCode).toMatch(/^A\d{8}$/);
      expect(grant.account.lastLoginAt).toBe('2026-11-21T00:00:00.000Z');
      expect(grant.account.previousLoginAt).toBeNull();
      expect(grant.session).toEqual({ expiresAt: '2026-11-21T00:30:00.000Z', absoluteExpiresAt: '2026-11-21T12:00:00.000Z', idleTimeoutSeconds: 1800 });

      const again = await h.verify(attemptId, code);
      expect(again.statusCode).toBe(404);
      expect(again.json().code).toBe('LOGIN_ATTEMPT_INVALID');
      expect((await h.api('GET', `/v1/logins/${attemptId}`)).statusCode).toBe(404);
    });

    it('stores only hashes of the attempt id, the code and the session token', async () => {
      const { attemptId } = (await h.startLogin()).json();
      const code = await h.latestCode();
      const { token } = (await h.verify(attemptId, code)).json();
      const attempts = await h.service.db.selectFrom('login_attempts').selectAll().execute();
      const sessions = await h.service.db.selectFrom('sessions').selectAll().execute();
      const dump = JSON.stringify([attempts, sessions]);
      expect(dump).not.toContain(attemptId);
      expect(dump).not.toContain(token);
      expect(attempts[0]?.code_hash).not.toContain(code);
    });

    it('remembers the previous sign-in', async () => {
      await h.signIn();
      h.clock.advanceHours(1);
      const { attemptId } = (await h.startLogin()).json();
      const grant = (await h.verify(attemptId, await h.latestCode())).json();
      expect(grant.account.previousLoginAt).toBe('2026-11-21T00:00:00.000Z');
      expect(grant.account.lastLoginAt).toBe('2026-11-21T01:00:00.000Z');
    });

    it('accepts full-width digits and spaces', async () => {
      const { attemptId } = (await h.startLogin()).json();
      const code = await h.latestCode();
      const wide = Array.from(code, (d) => String.fromCharCode(0xff10 + Number(d)));
      const typed = `${wide.slice(0, 3).join('')}　${wide.slice(3).join('')}`;
      expect((await h.verify(attemptId, typed)).statusCode).toBe(201);
    });

    it('counts wrong codes, and the fifth voids the attempt even for the right code', async () => {
      const { attemptId } = (await h.startLogin()).json();
      const code = await h.latestCode();
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 1; i <= 4; i++) {
        const res = await h.verify(attemptId, wrong);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'INVALID_CODE', attemptsRemaining: 5 - i });
      }
      const fifth = await h.verify(attemptId, wrong);
      expect(fifth.statusCode).toBe(410);
      expect(fifth.json().code).toBe('TOO_MANY_ATTEMPTS');
      const right = await h.verify(attemptId, code);
      expect(right.statusCode).toBe(410);
      expect(right.json().code).toBe('TOO_MANY_ATTEMPTS');
      expect((await h.api('GET', `/v1/logins/${attemptId}`)).statusCode).toBe(404);
    });

    it('never allows more than 5 tries, even for 20 parallel requests', async () => {
      const { attemptId } = (await h.startLogin()).json();
      const code = await h.latestCode();
      const wrong = code === '000000' ? '111111' : '000000';
      const results = await Promise.all(Array.from({ length: 20 }, () => h.verify(attemptId, wrong)));
      const counted = results.filter((r) => r.json().code === 'INVALID_CODE').length;
      const voided = results.filter((r) => r.statusCode === 410 && r.json().code === 'TOO_MANY_ATTEMPTS').length;
      expect(counted).toBe(4);
      expect(voided).toBe(16);
      const row = await h.service.db.selectFrom('login_attempts').select(['failed_tries', 'status']).executeTakeFirstOrThrow();
      expect(row).toEqual({ failed_tries: 5, status: 'void' });
      expect((await h.verify(attemptId, code)).statusCode).toBe(410);
    });

    it('opens exactly one session when the right code is sent twice at once', async () => {
      const { attemptId } = (await h.startLogin()).json();
      const code = await h.latestCode();
      const results = await Promise.all(Array.from({ length: 5 }, () => h.verify(attemptId, code)));
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
      expect(results.filter((r) => r.statusCode === 404)).toHaveLength(4);
      expect(await h.service.db.selectFrom('sessions').selectAll().execute()).toHaveLength(1);
    });

    it('refuses an expired code', async () => {
      const { attemptId } = (await h.startLogin()).json();
      const code = await h.latestCode();
      h.clock.advanceMinutes(10);
      const res = await h.verify(attemptId, code);
      expect(res.statusCode).toBe(410);
      expect(res.json().code).toBe('CODE_EXPIRED');
      expect((await h.api('GET', `/v1/logins/${attemptId}`)).json().code).toBe('CODE_EXPIRED');
    });

    it('binds a code to its own attempt', async () => {
      const first = (await h.startLogin()).json();
      const firstCode = await h.latestCode();
      const second = (await h.startLogin()).json();
      const secondCode = await h.latestCode();
      if (firstCode !== secondCode) {
        const res = await h.verify(second.attemptId, firstCode);
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('INVALID_CODE');
      }
      expect((await h.verify(first.attemptId, firstCode)).statusCode).toBe(201);
      expect((await h.verify(second.attemptId, secondCode)).statusCode).toBe(201);
    });

    it('answers 404 for an unknown attempt and 400 for a code that is not 6 digits, without using a try', async () => {
      const unknown = await h.verify('A'.repeat(43), '123456');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('LOGIN_ATTEMPT_INVALID');
      const { attemptId } = (await h.startLogin()).json();
      for (const code of ['12345', '1234567', 'abcdef']) {
        const res = await h.verify(attemptId, code);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'code' });
      }
      const row = await h.service.db.selectFrom('login_attempts').select('failed_tries').executeTakeFirstOrThrow();
      expect(row.failed_tries).toBe(0);
    });

    it('shows a pending attempt for reloading the code page', async () => {
      const challenge = (await h.startLogin()).json();
      const res = await h.api('GET', `/v1/logins/${challenge.attemptId}`);
      expect(res.statusCode).toBe(200);
      // All but the new device cookie, which only step 1 hands out.
      const { deviceToken, ...pending } = challenge;
      expect(deviceToken).toMatch(/^[\w-]{43}\.[\w-]{43}$/);
      expect(res.json()).toEqual(pending);
    });
  });
});
