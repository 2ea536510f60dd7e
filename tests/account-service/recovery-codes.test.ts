// Recovery codes on SQLite and PostgreSQL: ten shown once and stored hashed, a new set voids the old,
// one replaces the second sign-in step (mailed or the app's), is accepted once (also under 20
// parallel tries), mails the owner with the number left, and a wrong one counts like a wrong code.
import { afterEach, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-databases';
import { startHarness, taro, type Harness } from './support';

const browser = { 'x-client-user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15', 'x-client-ip': '198.51.100.9' };
const withPassword = { currentPassword: taro.password };

describe.each(testDialects)('recovery codes (%s)', (dialect) => {
  let h: Harness;
  afterEach(async () => h?.close());
  const as = (token: string) => ({ 'x-session-token': token, ...browser });
  const useCode = (attemptId: string, code: string) => h.api('POST', `/v1/logins/${attemptId}/code-verifications`, { code, method: 'recovery_code' }, browser);

  async function withCodes() {
    h = await startHarness(dialect);
    const token = await h.signIn(browser);
    const res = await h.api('POST', '/v1/session/recovery-codes', withPassword, as(token));
    expect(res.statusCode, res.body).toBe(201);
    return { token, codes: res.json().codes as string[] };
  }

  async function attempt() {
    const start = await h.startLogin(taro.loginId, taro.password, browser);
    expect(start.statusCode, start.body).toBe(201);
    return start.json() as { attemptId: string; recoveryCodes: boolean };
  }

  it('makes ten distinct codes, stores only their hashes, and shows the count left, never the codes', async () => {
    const { token, codes } = await withCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = JSON.stringify(await h.service.db.selectFrom('recovery_codes').selectAll().execute());
    for (const code of codes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace('-', ''));
    }
    const factors = await h.api('GET', '/v1/session/second-factors', undefined, as(token));
    expect(factors.json()).toEqual({ authenticatorApp: null, recoveryCodes: { remaining: 10, createdAt: expect.any(String) }, passwordless: false });
    expect(factors.body).not.toContain(codes[0]!.slice(0, 5));
  });

  it('a recovery code replaces the mailed code: signs in once, mails the owner how many are left', async () => {
    const { codes } = await withCodes();
    const first = await attempt();
    expect(first.recoveryCodes).toBe(true);
    // Typed in upper case and full width, without the dash.
    const typed = codes[3]!.replace('-', '').toUpperCase().replace(/[A-Z0-9]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
    const res = await useCode(first.attemptId, typed);
    expect(res.statusCode, res.body).toBe(201);
    const mail = (await h.mails(taro.email)).find((m) => m.subject.includes('リカバリーコード'))!;
    expect(mail.subject).toBe('【アカウントポータル】リカバリーコードでログインしました');
    expect(mail.text).toContain('残りのリカバリーコードは9個です');
    expect(mail.text).not.toContain(codes[3]!);
    const methods = (await h.service.db.selectFrom('sessions').select('method').execute()).map((row) => row.method);
    expect(methods.sort()).toEqual(['password_code', 'password_recovery_code'].sort());
    const event = await h.service.db.selectFrom('account_events').select('details').where('kind', '=', 'recovery_code_used').executeTakeFirstOrThrow();
    expect(JSON.parse(event.details!)).toEqual({ recoveryCodesRemaining: 9 });

    // Used: it never works again, and counts as a wrong code.
    const again = await useCode((await attempt()).attemptId, codes[3]!);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVALID_CODE', attemptsRemaining: 4 });
  });

  it('one code, 20 parallel sign-ins: exactly one opens a session', async () => {
    const { codes } = await withCodes();
    const attempts = [];
    for (let i = 0; i < 20; i += 1) attempts.push((await attempt()).attemptId);
    const results = await Promise.all(attempts.map((id) => useCode(id, codes[0]!)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect((await h.mails(taro.email)).filter((m) => m.subject.includes('リカバリーコード'))).toHaveLength(1);
  });

  it('a new set voids the old one, and needs the current password', async () => {
    const { token, codes } = await withCodes();
    const refused = await h.api('POST', '/v1/session/recovery-codes', { currentPassword: 'wrong password here' }, as(token));
    expect(refused.json()).toMatchObject({ code: 'INVALID_CURRENT_PASSWORD' });
    const renewed = await h.api('POST', '/v1/session/recovery-codes', withPassword, as(token));
    const fresh = renewed.json().codes as string[];
    expect((await useCode((await attempt()).attemptId, codes[0]!)).json()).toMatchObject({ code: 'INVALID_CODE' });
    expect((await useCode((await attempt()).attemptId, fresh[0]!)).statusCode).toBe(201);
  });

  it('without codes the challenge says so; something that is not a recovery code is a typing slip, not a try', async () => {
    h = await startHarness(dialect);
    const first = await attempt();
    expect(first.recoveryCodes).toBe(false);
    const slip = await useCode(first.attemptId, 'abc');
    expect(slip.statusCode).toBe(400);
    expect(slip.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'code' });
    for (let i = 0; i < 5; i += 1) await useCode(first.attemptId, 'abcde-fghij');
    expect((await useCode(first.attemptId, 'abcde-fghij')).json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
  });
});
