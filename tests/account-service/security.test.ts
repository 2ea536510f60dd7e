// The security page's back end on SQLite and PostgreSQL: the account's sessions (listed with their
// device, ended one at a time or all but this one, and never another account's), its activity (every
// kind written with its change, none when the change fails, failed tries folded and counted, pruned
// after the retention), the new-device notice, and "this was not me" from the page and from the mail.
import { afterEach, describe, expect, it } from 'vitest';
import { createAccount, disableAccount, enableAccount, requirePasswordChange, setAccountRole, unlockAccount } from '../../src/account-service/accounts/account-admin.service';
import { purgeExpiredRows } from '../../src/account-service/housekeeping';
import { testDialects } from '../helpers/test-databases';
import { chromeOnWindows, firefoxOnMac, safariOnIphone } from '../helpers/user-agents';
import { withCodeStepUp } from './step-up-support';
import { startHarness, taro, type Harness } from './support';


const from = (userAgent: string, ip = '203.0.113.7') => ({ 'x-client-user-agent': userAgent, 'x-client-ip': ip });
const jiro = { loginId: 'jiro', email: 'jiro@example.com', password: 'another long passphrase', name: '山田 次郎', nameKana: 'ヤマダ ジロウ' };

describe.each(testDialects)('the security page (%s)', (dialect) => {
  let h: Harness;
  afterEach(async () => h?.close());

  const as = (token: string, userAgent = chromeOnWindows) => ({ 'x-session-token': token, ...from(userAgent) });
  const sessions = async (token: string) => (await h.api('GET', '/v1/session/sessions', undefined, as(token))).json().sessions as Array<Record<string, unknown>>;
  const events = async (token: string, query = '') => (await h.api('GET', `/v1/session/events${query}`, undefined, as(token))).json() as { events: Array<Record<string, unknown> & { kind: string; details: Record<string, unknown> }>; nextCursor: string | null };
  const kinds = async (token: string) => (await events(token, '?limit=50')).events.map((e) => e.kind);
  const newDeviceMails = async () => (await h.mails(taro.email)).filter((m) => /新しい端末/.test(m.subject));

  it('lists the live sessions with their device, marks this one, and ends another one or all the others', async () => {
    h = await startHarness(dialect);
    const first = await h.signIn(from(chromeOnWindows, '203.0.113.7'));
    const second = await h.signIn(from(firefoxOnMac, '198.51.100.9'));
    const listed = await sessions(first);
    expect(listed).toHaveLength(2);
    const mine = listed.find((s) => s.current)!;
    const other = listed.find((s) => !s.current)!;
    expect(mine).toMatchObject({ kind: 'browser', method: 'password_code', ipAddress: '203.0.113.7', device: { browser: 'Chrome', os: 'Windows' } });
    expect(other).toMatchObject({ ipAddress: '198.51.100.9', device: { browser: 'Firefox', os: 'macOS' } });
    // The id shown is neither the token nor anything derived from it.
    expect(String(other.id)).not.toContain(second.slice(0, 8));
    expect(String(other.id)).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const revoked = await h.api('DELETE', `/v1/session/sessions/${String(other.id)}`, undefined, as(first));
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().sessions).toHaveLength(1);
    expect((await h.api('GET', '/v1/session', undefined, { 'x-session-token': second })).statusCode).toBe(401);
    // Ending this session here is refused: that is logout.
    expect((await h.api('DELETE', `/v1/session/sessions/${String(mine.id)}`, undefined, as(first))).statusCode).toBe(400);

    const third = await h.signIn(from(safariOnIphone));
    const fourth = await h.signIn(from(chromeOnWindows));
    const all = await h.api('DELETE', '/v1/session/sessions', undefined, as(first));
    expect(all.json()).toMatchObject({ revoked: 2, sessions: [expect.objectContaining({ current: true })] });
    for (const token of [third, fourth]) expect((await h.api('GET', '/v1/session', undefined, { 'x-session-token': token })).statusCode).toBe(401);
    expect((await h.api('GET', '/v1/session', undefined, { 'x-session-token': first })).statusCode).toBe(200);
    const ended = (await events(first)).events.filter((e) => e.kind === 'sessions_ended').map((e) => e.details);
    expect(ended).toEqual([{ scope: 'others', sessions: 2 }, { scope: 'one', sessions: 1 }]);
  });

  it("answers another account's session id exactly like an unknown one, and never ends it", async () => {
    h = await startHarness(dialect);
    await createAccount(h.service.db, jiro, h.clock);
    const mine = await h.signIn(from(chromeOnWindows));
    const start = await h.startLogin(jiro.loginId, jiro.password, from(firefoxOnMac));
    const jirosToken = (await h.verify(start.json().attemptId, await h.latestCode(jiro.email), from(firefoxOnMac))).json().token as string;
    const jirosId = String((await sessions(jirosToken))[0]!.id);
    const foreign = await h.api('DELETE', `/v1/session/sessions/${jirosId}`, undefined, as(mine));
    const unknown = await h.api('DELETE', `/v1/session/sessions/${'x'.repeat(22)}`, undefined, as(mine));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(unknown.body);
    expect(foreign.json().code).toBe('SESSION_NOT_FOUND');
    expect((await h.api('GET', '/v1/session', undefined, { 'x-session-token': jirosToken })).statusCode).toBe(200);
    // Nor does anyone see another account's sessions or events.
    expect((await sessions(mine)).every((s) => s.id !== jirosId)).toBe(true);
    expect((await h.api('POST', '/v1/session/not-me-reports', { eventId: 'x'.repeat(30) }, as(mine))).json().code).toBe('EVENT_NOT_FOUND');
  });

  it('writes every kind of event with its change, never a secret, and none when the change fails', async () => {
    h = await startHarness(dialect);
    // Failed sign-ins: wrong passwords fold into one counted event; a wrong code is one of its own.
    for (let i = 0; i < 3; i++) expect((await h.startLogin(taro.loginId, 'not the password at all', from(firefoxOnMac))).statusCode).toBe(401);
    const start = await h.startLogin(taro.loginId, taro.password, from(chromeOnWindows));
    expect((await h.verify(start.json().attemptId, '000000', from(chromeOnWindows))).statusCode).toBeGreaterThanOrEqual(400);
    const token = await h.signIn(from(chromeOnWindows));

    // A change that fails leaves nothing; the same change done leaves its event.
    expect((await h.api('PATCH', '/v1/session/account', { phone: '12-34' }, as(token))).statusCode).toBe(400);
    expect((await h.api('PATCH', '/v1/session/account', { name: '山田 太郎' }, as(token))).statusCode).toBe(200); // nothing changed
    expect((await h.api('PATCH', '/v1/session/account', { phone: '090-1234-5678', locale: 'ja' }, as(token))).statusCode).toBe(200);
    expect((await h.api('PUT', '/v1/session/password', { currentPassword: taro.password, newPassword: 'short' }, as(token))).statusCode).toBe(400);
    const newPassword = 'a brand new passphrase 2027';
    expect((await h.api('PUT', '/v1/session/password', { currentPassword: taro.password, newPassword }, as(token))).statusCode).toBe(200);
    await h.api('POST', '/v1/session/email-changes', { newEmail: 'taro.new@example.com', currentPassword: newPassword }, as(token));
    const code = /確認コード: (\d{6})/.exec((await h.mails('taro.new@example.com'))[0]!.text)![1]!;
    expect((await h.api('POST', '/v1/session/email-changes/verifications', { newEmail: 'taro.new@example.com', code }, as(token))).statusCode).toBe(200);
    expect((await h.api('DELETE', '/v1/session', undefined, as(token))).statusCode).toBe(204);

    // Operators' actions, with the CLI's service functions.
    await requirePasswordChange(h.service.db, taro.loginId, h.clock);
    await setAccountRole(h.service.db, taro.loginId, 'admin', h.clock);
    // Not the last active administrator, or the disable would be refused.
    await createAccount(h.service.db, { loginId: 'hanako', email: 'hanako@example.com', password: 'a fine password 2027', role: 'admin' }, h.clock);
    await disableAccount(h.service.db, taro.loginId, h.clock);
    await enableAccount(h.service.db, taro.loginId, h.clock);

    const rows = await h.service.db.selectFrom('account_events').selectAll().orderBy('id', 'desc').execute();
    expect(rows.map((r) => [r.kind, r.actor, r.details === null ? null : JSON.parse(r.details)])).toEqual([
      ['admin_action', 'operator', { action: 'enable' }],
      ['admin_action', 'operator', { action: 'disable' }],
      ['admin_action', 'operator', { action: 'set_role_admin' }],
      ['admin_action', 'operator', { action: 'require_password_change' }],
      ['signed_out', 'self', null],
      ['email_changed', 'self', { maskedEmail: 't***@example.com' }],
      ['password_changed', 'self', { sessions: 0 }],
      ['details_changed', 'self', { fields: ['phone'] }],
      // The first sign-in ever: a new device to the risk rules, but nobody's to notify.
      ['sign_in', 'self', { method: 'password_code', risk: ['new_device'] }],
      ['sign_in_failed', 'self', { step: 'code' }],
      ['sign_in_failed', 'self', { step: 'password' }],
    ]);
    const failures = rows.find((r) => r.kind === 'sign_in_failed' && r.details?.includes('password'))!;
    expect(failures).toMatchObject({ count: 3, browser: 'Firefox', os: 'macOS', client_ip: '203.0.113.7' });
    // Nothing secret in any of them: no password, no code, no token, no full address.
    const stored = JSON.stringify(rows);
    for (const secret of [taro.password, newPassword, code, token, 'taro.new@example.com', 'not the password']) expect(stored).not.toContain(secret);
  });

  it('records a temporary lock and, after a reset, its lifting and the reset', async () => {
    h = await startHarness(dialect, { throttle: { lockAfterFailures: 3, freeFailures: 100 } });
    for (let i = 0; i < 3; i++) await h.startLogin(taro.loginId, 'not the password at all', from(firefoxOnMac));
    await h.reissue(taro.loginId);
    const reset = await h.resetPassword(await h.latestResetToken(), 'a brand new passphrase 2027');
    expect(reset.statusCode).toBe(204);
    const rows = await h.service.db.selectFrom('account_events').select(['kind', 'actor']).orderBy('id', 'desc').execute();
    expect(rows).toEqual([
      { kind: 'account_unlocked', actor: 'system' },
      { kind: 'password_reset', actor: 'self' },
      { kind: 'account_locked', actor: 'system' },
      { kind: 'sign_in_failed', actor: 'self' },
    ]);
  });

  it('pages the activity newest first with a cursor', async () => {
    h = await startHarness(dialect);
    const token = await h.signIn(from(chromeOnWindows));
    for (let i = 0; i < 5; i++) await h.api('PATCH', '/v1/session/account', { name: `山田 太郎${i}` }, as(token));
    const first = await events(token, '?limit=4');
    expect(first.events).toHaveLength(4);
    expect(first.nextCursor).not.toBeNull();
    const second = await events(token, `?limit=4&after=${first.nextCursor}`);
    expect(second.events.map((e) => e.kind)).toEqual(['details_changed', 'sign_in']);
    expect(second.nextCursor).toBeNull();
    expect(new Set([...first.events, ...second.events].map((e) => e.id)).size).toBe(6);
    expect((await h.api('GET', '/v1/session/events?limit=0', undefined, as(token))).statusCode).toBe(400);
    expect((await h.api('GET', '/v1/session/events?after=%27;drop', undefined, as(token))).statusCode).toBe(400);
  });

  it('prunes events older than the retention period, and keeps the others', async () => {
    h = await startHarness(dialect, { activity: { retentionDays: 30, newDeviceLookbackDays: 30 } });
    await h.signIn(from(chromeOnWindows));
    h.clock.advanceHours(24 * 20);
    await h.signIn(from(chromeOnWindows));
    h.clock.advanceHours(24 * 15);
    await purgeExpiredRows(h.service.db, h.clock.now(), { retentionDays: 30 });
    const left = await h.service.db.selectFrom('account_events').select('created_at').execute();
    expect(left).toHaveLength(1);
  });

  it('mails a notice for a sign-in from a device not used within the look-back, and not otherwise', async () => {
    h = await startHarness(dialect, { activity: { retentionDays: 180, newDeviceLookbackDays: 90 } });
    await h.signIn(from(chromeOnWindows)); // the first sign-in ever: nobody's new device
    await h.signIn(from(chromeOnWindows));
    expect(await newDeviceMails()).toHaveLength(0);
    await h.signIn(from(firefoxOnMac, '198.51.100.9'));
    const [notice] = await newDeviceMails();
    expect(notice?.text).toContain('macOSのFirefox');
    expect(notice?.text).toContain('198.51.100.9');
    expect(notice?.text).toContain('http://localhost:3000/security');
    expect(notice?.text).toMatch(/http:\/\/localhost:3000\/notMe\?token=[A-Za-z0-9_-]{43}/);
    // A version update is the same device; another 91 days without it makes it new again.
    await h.signIn(from(firefoxOnMac.replace('144.0', '145.0')));
    expect(await newDeviceMails()).toHaveLength(1);
    h.clock.advanceHours(24 * 91);
    await h.signIn(from(firefoxOnMac));
    expect(await newDeviceMails()).toHaveLength(2);
  });

  it('"this was not me" on an event ends every session, voids codes, links and e-mail changes, requires a new password and mails a reset link', async () => {
    h = await startHarness(dialect);
    const owner = await h.signIn(from(chromeOnWindows));
    const intruder = await h.signIn(from(firefoxOnMac, '198.51.100.66'));
    // Things in flight: a sign-in waiting for its code, a reset link, an e-mail change.
    const pending = (await h.startLogin(taro.loginId, taro.password, from(safariOnIphone))).json().attemptId as string;
    await h.reissue(taro.loginId);
    const oldResetLink = await h.latestResetToken();
    // (A new device's password + code sign-in steps up before it changes the address: a second code.)
    const changeAddress = () => h.api('POST', '/v1/session/email-changes', { newEmail: 'intruder@example.net', currentPassword: taro.password }, as(intruder, firefoxOnMac));
    expect((await withCodeStepUp(h, intruder, taro.email, taro.password, as(intruder, firefoxOnMac), changeAddress)).statusCode).toBe(202);
    const intruderSignIn = (await events(owner)).events.find((e) => e.kind === 'sign_in' && (e.device as { browser: string }).browser === 'Firefox')!;
    expect(intruderSignIn.canReportNotMe).toBe(true);

    const report = await h.api('POST', '/v1/session/not-me-reports', { eventId: intruderSignIn.id }, as(owner));
    expect(report.statusCode).toBe(200);
    for (const token of [owner, intruder]) expect((await h.api('GET', '/v1/session', undefined, { 'x-session-token': token })).statusCode).toBe(401);
    expect([404, 410]).toContain((await h.verify(pending, await h.latestCode(), from(safariOnIphone))).statusCode);
    expect((await h.checkToken(oldResetLink)).json().code).toBe('RESET_TOKEN_SUPERSEDED');
    const change = await h.service.db.selectFrom('email_changes').select('status').executeTakeFirstOrThrow();
    expect(change.status).toBe('void');
    const account = await h.service.db.selectFrom('accounts').select('must_change_password').executeTakeFirstOrThrow();
    expect(account.must_change_password).toBe(1);
    // The owner gets a working reset link; the report is in the activity and the event is marked.
    const mail = (await h.mails(taro.email))[0]!;
    expect(mail.subject).toContain('アカウントを保護しました');
    expect((await h.checkToken(await h.latestResetToken())).statusCode).toBe(200);
    const reported = await h.service.db.selectFrom('account_events').select(['kind', 'not_me_reported_at']).where('id', '=', String(intruderSignIn.id)).executeTakeFirstOrThrow();
    expect(reported.not_me_reported_at).not.toBeNull();
    const last = await h.service.db.selectFrom('account_events').select(['kind', 'details']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(last).toEqual({ kind: 'not_me_reported', details: JSON.stringify({ sessions: 2, scope: 'all' }) });
    // Signing in again works (the owner has the password) and leads to the password-change dialog.
    const again = await h.signIn(from(chromeOnWindows));
    expect((await h.api('GET', '/v1/session', undefined, { 'x-session-token': again })).json().account).toMatchObject({ mustChangePassword: true, mustChangePasswordReason: 'not_me_report' });
  });

  it("the new-device mail's link: checked without acting, works once, signed out, for 7 days", async () => {
    h = await startHarness(dialect);
    await h.signIn(from(chromeOnWindows));
    const intruder = await h.signIn(from(firefoxOnMac));
    const token = /notMe\?token=([A-Za-z0-9_-]{43})/.exec((await newDeviceMails())[0]!.text)![1]!;
    const check = await h.api('POST', '/v1/not-me-links/verifications', { token });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ device: { browser: 'Firefox', os: 'macOS' } });
    // Opening it (twice, as a mail scanner and the owner would) acted on nothing.
    await h.api('POST', '/v1/not-me-links/verifications', { token });
    expect((await h.api('GET', '/v1/session', undefined, { 'x-session-token': intruder })).statusCode).toBe(200);

    expect((await h.api('POST', '/v1/not-me-links/reports', { token }, from(chromeOnWindows))).statusCode).toBe(200);
    expect((await h.api('GET', '/v1/session', undefined, { 'x-session-token': intruder })).statusCode).toBe(401);
    const again = await h.api('POST', '/v1/not-me-links/reports', { token });
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('NOT_ME_LINK_USED');
    expect((await h.api('POST', '/v1/not-me-links/verifications', { token: 'x'.repeat(43) })).json().code).toBe('NOT_ME_LINK_INVALID');
  });

  it('a "not me" link expires after 7 days', async () => {
    h = await startHarness(dialect);
    await h.signIn(from(chromeOnWindows));
    await h.signIn(from(firefoxOnMac));
    const token = /notMe\?token=([A-Za-z0-9_-]{43})/.exec((await newDeviceMails())[0]!.text)![1]!;
    h.clock.advanceHours(24 * 7 + 1);
    const expired = await h.api('POST', '/v1/not-me-links/reports', { token });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('NOT_ME_LINK_EXPIRED');
    expect(await kinds(await h.signIn(from(chromeOnWindows)))).not.toContain('not_me_reported');
  });

  it('"not me" on an intruder\'s e-mail change gives the owner back the address, and the reset link goes there', async () => {
    h = await startHarness(dialect);
    const owner = await h.signIn(from(chromeOnWindows));
    const intruder = await h.signIn(from(firefoxOnMac));
    const change = () => h.api('POST', '/v1/session/email-changes', { newEmail: 'intruder@evil.example', currentPassword: taro.password }, as(intruder, firefoxOnMac));
    expect((await withCodeStepUp(h, intruder, taro.email, taro.password, as(intruder, firefoxOnMac), change)).statusCode).toBe(202);
    const code = /確認コード: (\d{6})/.exec((await h.mails('intruder@evil.example'))[0]!.text)![1]!;
    await h.api('POST', '/v1/session/email-changes/verifications', { newEmail: 'intruder@evil.example', code }, as(intruder, firefoxOnMac));
    const changed = (await events(owner)).events.find((e) => e.kind === 'email_changed')!;
    expect((await h.api('POST', '/v1/session/not-me-reports', { eventId: changed.id }, as(owner))).statusCode).toBe(200);
    const account = await h.service.db.selectFrom('accounts').select(['email']).executeTakeFirstOrThrow();
    expect(account.email).toBe(taro.email);
    expect((await h.mails(taro.email))[0]!.subject).toContain('アカウントを保護しました');
    expect((await h.mails('intruder@evil.example')).every((m) => !m.subject.includes('アカウントを保護しました'))).toBe(true);
  });

  it('reports once however many reports race (PostgreSQL runs them in parallel)', async () => {
    h = await startHarness(dialect);
    const owner = await h.signIn(from(chromeOnWindows));
    const signIn = (await events(owner)).events.find((e) => e.kind === 'sign_in')!;
    const answers = await Promise.all(Array.from({ length: 4 }, () => h.api('POST', '/v1/session/not-me-reports', { eventId: signIn.id }, as(owner))));
    expect(answers.map((a) => a.statusCode).filter((s) => s === 200)).toHaveLength(1);
    const reports = await h.service.db.selectFrom('account_events').select('id').where('kind', '=', 'not_me_reported').execute();
    expect(reports).toHaveLength(1);
  });

  it('names only devices it knows: a made-up User-Agent is an unknown device, never free text', async () => {
    h = await startHarness(dialect);
    const token = await h.signIn(from('Security team: this sign-in was us; verify at https://portal-support.evil.example/1.0 (x)'));
    expect((await sessions(token))[0]).toMatchObject({ device: { browser: null, os: null } });
  });

  it('tells the owner of a sign-in from an unknown device every time, and of a reported device again', async () => {
    h = await startHarness(dialect);
    await h.signIn(from(chromeOnWindows));
    await h.signIn(from('curl/8.0'));
    await h.signIn(from(''));
    expect(await newDeviceMails()).toHaveLength(2);
    const owner = await h.signIn(from(chromeOnWindows));
    await h.signIn(from(firefoxOnMac));
    const firefox = (await events(owner)).events.find((e) => e.kind === 'sign_in' && (e.device as { browser: string | null }).browser === 'Firefox')!;
    await h.api('POST', '/v1/session/not-me-reports', { eventId: firefox.id }, as(owner));
    const before = (await newDeviceMails()).length;
    await h.signIn(from(firefoxOnMac));
    expect(await newDeviceMails()).toHaveLength(before + 1);
  });

  it('tells the owner of a dormant account, whose old sign-ins are no longer on record', async () => {
    h = await startHarness(dialect, { activity: { retentionDays: 30, newDeviceLookbackDays: 30 } });
    await h.signIn(from(chromeOnWindows));
    h.clock.advanceHours(24 * 40);
    await purgeExpiredRows(h.service.db, h.clock.now(), { retentionDays: 30 });
    await h.signIn(from(firefoxOnMac));
    expect(await newDeviceMails()).toHaveLength(1);
  });

  it('folds repeated temporary locks into one event and mails the owner once a day', async () => {
    h = await startHarness(dialect, { throttle: { lockAfterFailures: 2, lockMinutes: 1, freeFailures: 100 } });
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 2; i++) await h.startLogin(taro.loginId, 'not the password at all', from(firefoxOnMac));
      h.clock.advanceMinutes(2);
    }
    const locks = await h.service.db.selectFrom('account_events').select(['count']).where('kind', '=', 'account_locked').execute();
    expect(locks).toEqual([{ count: 3 }]);
    expect((await h.mails(taro.email)).filter((m) => /ロック/.test(m.subject))).toHaveLength(1);
  });

  it('does not end a session that has expired already (it is as gone as an unknown one)', async () => {
    h = await startHarness(dialect);
    const stale = await h.signIn(from(firefoxOnMac));
    const staleId = String((await sessions(stale))[0]!.id);
    h.clock.advanceMinutes(31);
    const fresh = await h.signIn(from(chromeOnWindows));
    const answer = await h.api('DELETE', `/v1/session/sessions/${staleId}`, undefined, as(fresh));
    expect(answer.json().code).toBe('SESSION_NOT_FOUND');
  });

  it('an operator\'s unlock of an account that was not locked is refused, and leaves no event', async () => {
    h = await startHarness(dialect);
    await expect(unlockAccount(h.service.db, taro.loginId, h.clock)).rejects.toMatchObject({ code: 'ACTION_NOT_APPLICABLE' });
    expect(await h.service.db.selectFrom('account_events').select('kind').execute()).toEqual([]);
    expect(await h.service.db.selectFrom('admin_audit').select('action').execute()).toEqual([]);
  });
});
