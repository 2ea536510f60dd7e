// The sign-in risk rules (README's table), one test per row, on SQLite and PostgreSQL, through the
// REST contract: what the user gets (a code or none, the notice mail, the password-change state, the
// same refusal as a wrong password) and what the activity keeps (details.risk). The breached-password
// range service is a local one (seeded from the common-password list, plus this test's password).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../src/account-service/accounts/account-admin.service';
import { startRangeServer, type RangeServer } from '../../src/account-service/login/risk/range-server';
import { SoftAuthenticator } from '../helpers/soft-authenticator';
import { testDialects } from '../helpers/test-databases';
import { chromeOnWindows, firefoxOnMac } from '../helpers/user-agents';
import { startHarness, taro, type Harness } from './support';

const origin = 'http://localhost:3000';
const home = { 'x-client-user-agent': chromeOnWindows, 'x-client-ip': '203.0.113.7' };
const elsewhere = { 'x-client-user-agent': chromeOnWindows, 'x-client-ip': '198.51.100.20' };
// A famous phrase: in every breached-password list, and long enough for the policy.
const breachedPassword = 'correct horse battery staple';

let range: RangeServer;
beforeAll(async () => {
  range = await startRangeServer({ extra: [breachedPassword] });
});
afterAll(async () => range.close());

describe.each(testDialects)('sign-in risk rules (%s)', (dialect) => {
  let h: Harness;
  afterEach(async () => {
    range.behave('ok');
    await h?.close();
  });

  // The range service only where a row is about it: taro's password is a breached one.
  const start = (options: Parameters<typeof startHarness>[1] = {}) => startHarness(dialect, options);
  const withRange = (timeoutMs?: number) => start({ risk: { breachedPasswordRangeUrl: range.url, ...(timeoutMs ? { breachedPasswordTimeoutMs: timeoutMs } : {}) } });
  const noticeMails = async () => (await h.mails(taro.email)).filter((m) => /新しい端末/.test(m.subject));
  const codeMails = async () => (await h.mails(taro.email)).filter((m) => /確認コード/.test(m.subject));
  const lastSignIn = async () => {
    const row = await h.service.db.selectFrom('account_events').select('details').where('kind', '=', 'sign_in').orderBy('id', 'desc').executeTakeFirstOrThrow();
    return JSON.parse(row.details!) as { method: string; risk?: string[] };
  };
  const login = (body: Record<string, unknown>, headers: Record<string, string> = home) => h.api('POST', '/v1/logins', { identifier: taro.loginId, password: 'a different password 2027', ...body }, headers);
  const metrics = async () => (await h.service.app.inject({ method: 'GET', url: '/metrics' })).body;

  /** A first sign-in (nobody's new device), so the account has a device and a network on record. */
  async function settled(): Promise<string> {
    await h.signIn(home);
    return [...h.devices.values()][0]!;
  }

  it('known device + passkey: signed in with no code, and no notice', async () => {
    h = await start();
    const token = await h.signIn(home);
    const deviceToken = [...h.devices.values()][0]!;
    const authenticator = new SoftAuthenticator(origin);
    const as = { 'x-session-token': token, ...home };
    const ceremony = (await h.api('POST', '/v1/session/passkey-registrations', { currentPassword: taro.password }, as)).json();
    expect((await h.api('POST', `/v1/session/passkey-registrations/${ceremony.ceremonyId}`, { response: authenticator.register(ceremony.options) }, as)).statusCode).toBe(201);
    const codes = (await codeMails()).length;

    const signIn = (await h.api('POST', '/v1/passkey-sign-ins', undefined, home)).json();
    const grant = await h.api('POST', `/v1/passkey-sign-ins/${signIn.ceremonyId}`, { response: authenticator.authenticate(signIn.options), deviceToken }, home);
    expect(grant.statusCode).toBe(201);
    expect(grant.json().deviceToken).toBeUndefined(); // it has one already
    expect((await codeMails()).length).toBe(codes);
    expect(await noticeMails()).toHaveLength(0);
    expect(await lastSignIn()).toEqual({ method: 'passkey', risk: ['known_device'], passkeyId: expect.any(String) });
  });

  it('known device + password: the second step as before, and no notice', async () => {
    h = await start();
    const deviceToken = await settled();
    const started = await login({ password: taro.password, deviceToken });
    expect(started.statusCode).toBe(201);
    expect(started.json().deviceToken).toBeUndefined();
    expect((await h.verify(started.json().attemptId, await h.latestCode(), home)).statusCode).toBe(201);
    expect(await noticeMails()).toHaveLength(0);
    expect(await lastSignIn()).toEqual({ method: 'password_code', risk: ['known_device'] });
  });

  it('new device: the second step and the notice; a forged device cookie is a new device too', async () => {
    h = await start();
    const deviceToken = await settled();
    const forged = `${deviceToken.split('.')[0]}.${'A'.repeat(43)}`;
    const started = await login({ password: taro.password, deviceToken: forged }, { ...home, 'x-client-user-agent': firefoxOnMac });
    expect(started.statusCode).toBe(201);
    expect(started.json().deviceToken).toMatch(/^[\w-]{43}\.[\w-]{43}$/);
    expect((await h.verify(started.json().attemptId, await h.latestCode(), home)).statusCode).toBe(201);
    expect(await noticeMails()).toHaveLength(1);
    expect(await lastSignIn()).toEqual({ method: 'password_code', risk: ['new_device'] });
    // The new cookie is bound now: with it, the next sign-in is from a known device.
    const again = await login({ password: taro.password, deviceToken: started.json().deviceToken });
    await h.verify(again.json().attemptId, await h.latestCode(), home);
    expect(await lastSignIn()).toEqual({ method: 'password_code', risk: ['known_device'] });
  });

  it('new network (a /24 never seen): the second step and the notice, even on a known device', async () => {
    h = await start();
    const deviceToken = await settled();
    const sameNetwork = await login({ password: taro.password, deviceToken }, { ...home, 'x-client-ip': '203.0.113.200' });
    await h.verify(sameNetwork.json().attemptId, await h.latestCode(), home);
    expect(await noticeMails()).toHaveLength(0);
    const started = await login({ password: taro.password, deviceToken }, elsewhere);
    await h.verify(started.json().attemptId, await h.latestCode(), elsewhere);
    expect(await noticeMails()).toHaveLength(1);
    expect(await lastSignIn()).toEqual({ method: 'password_code', risk: ['known_device', 'new_network'] });
  });

  it('within 7 days of a 「心当たりがない」 report: the second step and the notice, on any device', async () => {
    h = await start();
    const owner = await h.signIn(home);
    const event = (await h.api('GET', '/v1/session/events', undefined, { 'x-session-token': owner, ...home })).json().events[0];
    expect((await h.api('POST', '/v1/session/not-me-reports', { eventId: event.id }, { 'x-session-token': owner, ...home })).statusCode).toBe(200);
    await h.signIn(home);
    expect(await noticeMails()).toHaveLength(1);
    expect((await lastSignIn()).risk).toContain('recent_not_me');
    // Eight days on, the browser signed in since the report is known again, and nobody is told.
    h.clock.advanceHours(24 * 8);
    await h.signIn(home);
    expect(await noticeMails()).toHaveLength(1);
    expect(await lastSignIn()).toEqual({ method: 'password_code', risk: ['known_device'] });
  });

  it('breached password: signed in (with the second step), then the password change is required', async () => {
    h = await withRange();
    const token = await h.signIn(home);
    const session = await h.api('GET', '/v1/session', undefined, { 'x-session-token': token });
    expect(session.json().account).toMatchObject({ mustChangePassword: true, mustChangePasswordReason: 'breached_password' });
    expect((await lastSignIn()).risk).toContain('breached_password');
    // Only a 5-character prefix of the SHA-1 went out; the answer was counted.
    expect(await metrics()).toMatch(/^account_service_breached_password_checks_total\{outcome="found"\} 1$/m);
  });

  it('breached-password check: the range service is asked over one kept-alive connection, not one per sign-in', async () => {
    h = await withRange();
    const connections = range.connections();
    const asked = range.requests();
    for (let i = 0; i < 3; i++) expect((await login({ password: taro.password })).statusCode).toBe(201);
    expect(range.requests() - asked).toBe(3);
    expect(range.connections() - connections).toBe(1);
  });

  it('breached-password check unavailable: open (signed in, no change required), counted, and the next sign-ins do not wait for it', async () => {
    h = await withRange(200);
    range.behave('hang');
    const first = Date.now();
    const token = await h.signIn(home);
    expect((await h.api('GET', '/v1/session', undefined, { 'x-session-token': token })).json().account.mustChangePassword).toBe(false);
    expect((await lastSignIn()).risk).toContain('breach_check_unavailable');
    expect(Date.now() - first).toBeLessThan(5000);
    const asked = range.requests();
    await h.signIn(home);
    expect(range.requests()).toBe(asked); // paused after the failure: not asked, no wait
    const text = await metrics();
    expect(text).toMatch(/^account_service_breached_password_checks_total\{outcome="failed"\} 1$/m);
    expect(text).toMatch(/^account_service_breached_password_checks_total\{outcome="skipped"\} 1$/m);
  });

  it('many accounts from one device cookie: refused like a wrong password (even the right one), and counted', async () => {
    h = await start();
    const deviceToken = await settled();
    const wrong = await login({ identifier: 'nobody-0', deviceToken });
    for (let i = 1; i < 5; i++) await login({ identifier: `nobody-${i}`, deviceToken });
    // Five other identifiers on this cookie: the sixth is refused, whatever the password.
    const refused = await login({ password: taro.password, deviceToken });
    expect(refused.statusCode).toBe(401);
    expect(refused.statusCode).toBe(wrong.statusCode);
    expect(refused.json()).toEqual(wrong.json());
    // Another browser (no cookie) of the same owner is not held back by it.
    expect((await login({ password: taro.password }, { ...home, 'x-client-ip': '203.0.113.9' })).statusCode).toBe(201);
    expect(await metrics()).toMatch(/^account_service_sign_in_risk_refusals_total\{pattern="many_accounts_on_device"\} 1$/m);
  });

  it('identifier spraying from one address: refused like a wrong password (even the right one), and counted', async () => {
    h = await start();
    await createAccount(h.service.db, { loginId: 'jiro', email: 'jiro@example.com', password: 'another long passphrase', name: '山田 次郎', nameKana: 'ヤマダ ジロウ' }, h.clock);
    const sprayer = { ...home, 'x-client-ip': '192.0.2.66' };
    const wrong = await login({ identifier: 'guess-0' }, sprayer);
    for (let i = 1; i < 10; i++) await login({ identifier: `guess-${i}` }, sprayer);
    const refused = await h.api('POST', '/v1/logins', { identifier: 'jiro', password: 'another long passphrase' }, sprayer);
    expect(refused.statusCode).toBe(wrong.statusCode);
    expect(refused.json()).toEqual(wrong.json());
    // From elsewhere, jiro signs in as ever.
    expect((await h.api('POST', '/v1/logins', { identifier: 'jiro', password: 'another long passphrase' }, home)).statusCode).toBe(201);
    expect(await metrics()).toMatch(/^account_service_sign_in_risk_refusals_total\{pattern="identifier_spraying"\} 1$/m);
  });
});
