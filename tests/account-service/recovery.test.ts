// Recovery that cannot be turned against the owner (issue 21), on SQLite and PostgreSQL:
// - a "not me" link mailed to the old address stops working when the address changes, so whoever
//   holds the old mailbox cannot take the account back to it;
// - a report gives an address back only when the reported sign-in's own session changed it, and the
//   address the account had is always told;
// - an intruder's passkey goes with the report (every passkey added since the reported event), and
//   the notice of an added passkey carries a link that removes it; adding one needs the password;
// - a copied passkey (its counter went back) is mailed to the owner and shown as such;
// - a passkey sign-in's start writes nothing.
import { afterEach, describe, expect, it } from 'vitest';
import { SoftAuthenticator } from '../helpers/soft-authenticator';
import { testDialects } from '../helpers/test-databases';
import { chromeOnWindows, firefoxOnMac, safariOnIphone } from '../helpers/user-agents';
import { startHarness, taro, type Harness } from './support';
import { appCode } from '../helpers/totp';
import { stepUpWithCode, stepUpWithPasskey, withCodeStepUp } from './step-up-support';

const origin = 'http://localhost:3000';
const from = (userAgent: string, ip = '203.0.113.7') => ({ 'x-client-user-agent': userAgent, 'x-client-ip': ip });
const linkIn = (text: string) => /notMe\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];

describe.each(testDialects)('recovery cannot be turned against the owner (%s)', (dialect) => {
  let h: Harness;
  afterEach(async () => h?.close());

  const as = (token: string, userAgent = chromeOnWindows) => ({ 'x-session-token': token, ...from(userAgent) });
  const alive = async (token: string) => (await h.api('GET', '/v1/session', undefined, { 'x-session-token': token })).statusCode === 200;
  const accountEmail = async () => (await h.service.db.selectFrom('accounts').select('email').executeTakeFirstOrThrow()).email;
  const events = async (token: string) =>
    (await h.api('GET', '/v1/session/events?limit=50', undefined, as(token))).json().events as Array<{ id: string; kind: string; device: { browser: string | null }; details: Record<string, unknown> }>;

  async function changeEmail(token: string, newEmail: string, userAgent = chromeOnWindows): Promise<void> {
    const request = () => h.api('POST', '/v1/session/email-changes', { newEmail, currentPassword: taro.password }, as(token, userAgent));
    const asked = await withCodeStepUp(h, token, await accountEmail(), taro.password, as(token, userAgent), request);
    expect(asked.statusCode, asked.body).toBe(202);
    const code = /確認コード: (\d{6})/.exec((await h.mails(newEmail))[0]!.text)![1]!;
    const confirmed = await h.api('POST', '/v1/session/email-changes/verifications', { newEmail, code }, as(token, userAgent));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  }

  async function addPasskey(token: string, authenticator: SoftAuthenticator, userAgent = chromeOnWindows) {
    const request = () => h.api('POST', '/v1/session/passkey-registrations', { currentPassword: taro.password }, as(token, userAgent));
    const start = await withCodeStepUp(h, token, await accountEmail(), taro.password, as(token, userAgent), request);
    expect(start.statusCode, start.body).toBe(201);
    const { ceremonyId, options } = start.json();
    const added = await h.api('POST', `/v1/session/passkey-registrations/${ceremonyId}`, { response: authenticator.register(options) }, as(token, userAgent));
    expect(added.statusCode, added.body).toBe(201);
    return added.json() as { id: string; name: string };
  }

  async function signInWith(password: string, userAgent = chromeOnWindows): Promise<string> {
    const start = await h.startLogin(taro.loginId, password, from(userAgent));
    expect(start.statusCode, start.body).toBe(201);
    return (await h.verify(start.json().attemptId, await h.latestCode(), from(userAgent))).json().token as string;
  }

  async function passkeySignIn(authenticator: SoftAuthenticator) {
    const { ceremonyId, options } = (await h.api('POST', '/v1/passkey-sign-ins', undefined, from(firefoxOnMac))).json();
    return h.api('POST', `/v1/passkey-sign-ins/${ceremonyId}`, { response: authenticator.authenticate(options) }, from(firefoxOnMac));
  }

  it("an e-mail change voids the not-me links mailed to the old address: the old mailbox cannot take the account back", async () => {
    h = await startHarness(dialect);
    await h.signIn(from(safariOnIphone));
    // The owner signs in from a new device: the notice and its link go to the old address.
    const owner = await h.signIn(from(chromeOnWindows));
    const link = linkIn((await h.mails(taro.email)).find((m) => /新しい端末/.test(m.subject))!.text)!;
    // The owner moves to a new address (the old mailbox may be exactly what was lost).
    await changeEmail(owner, 'taro.new@example.net');

    const opened = await h.api('POST', '/v1/not-me-links/verifications', { token: link });
    expect(opened.statusCode).toBe(410);
    expect(opened.json().code).toBe('NOT_ME_LINK_VOID');
    const used = await h.api('POST', '/v1/not-me-links/reports', { token: link }, from(firefoxOnMac));
    expect(used.statusCode).toBe(410);
    expect(used.json().code).toBe('NOT_ME_LINK_VOID');
    // Nothing happened: the address is the new one, the owner is signed in, no reset link anywhere.
    expect(await accountEmail()).toBe('taro.new@example.net');
    expect(await alive(owner)).toBe(true);
    expect((await h.mails()).filter((m) => /アカウントを保護しました/.test(m.subject))).toEqual([]);
    expect((await events(owner)).map((e) => e.kind)).not.toContain('not_me_reported');
  });

  it('a report on a sign-in that did not change the address keeps the address, and the reset link goes to the current one', async () => {
    h = await startHarness(dialect);
    // A session from before the change (someone else's, or the owner's own old one) ...
    const earlier = await h.signIn(from(safariOnIphone));
    const ownersOld = (await events(earlier)).find((e) => e.kind === 'sign_in')!;
    h.clock.advanceMinutes(1);
    // ... and the owner, signed in anew, moves to a new address.
    const owner = await h.signIn(from(chromeOnWindows));
    await changeEmail(owner, 'taro.new@example.net');

    const report = await h.api('POST', '/v1/session/not-me-reports', { eventId: ownersOld.id }, as(earlier, safariOnIphone));
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json()).toEqual({ removedPasskeys: [], resetLinkSentTo: 't***@example.net', addressRestored: false });
    expect(await accountEmail()).toBe('taro.new@example.net');
    const mail = (await h.mails('taro.new@example.net'))[0]!;
    expect(mail.subject).toContain('アカウントを保護しました');
    expect(mail.text).toContain('/passwordReset?token=');
    expect((await h.mails(taro.email)).filter((m) => /アカウントを保護しました|元に戻しました/.test(m.subject))).toEqual([]);
  });

  it("a report on the sign-in whose session changed the address gives the owner's address back, and the address it replaced is told", async () => {
    h = await startHarness(dialect);
    const owner = await h.signIn(from(chromeOnWindows));
    const intruder = await h.signIn(from(firefoxOnMac, '198.51.100.66'));
    await changeEmail(intruder, 'intruder@evil.example', firefoxOnMac);
    const intrudersSignIn = (await events(owner)).find((e) => e.kind === 'sign_in' && e.device.browser === 'Firefox')!;

    const report = await h.api('POST', '/v1/session/not-me-reports', { eventId: intrudersSignIn.id }, as(owner));
    expect(report.json()).toEqual({ removedPasskeys: [], resetLinkSentTo: 'T***@example.com', addressRestored: true });
    expect(await accountEmail()).toBe(taro.email);
    const toOwner = (await h.mails(taro.email))[0]!;
    expect(toOwner.subject).toContain('アカウントを保護しました');
    expect(toOwner.text).toContain('元のこのアドレスに戻しました');
    // The address the account had is told where it went, and carries no link to act with.
    const toIntruder = (await h.mails('intruder@evil.example'))[0]!;
    expect(toIntruder.subject).toContain('メールアドレスを元に戻しました');
    expect(toIntruder.text).toContain('T***@example.com');
    expect(toIntruder.text).not.toMatch(/token=/);
    expect(await alive(intruder)).toBe(false);
  });

  it("a new device's password + mailed-code sign-in cannot change the address at once: it steps up first, so the owner's link in that sign-in's notice still works (F9)", async () => {
    h = await startHarness(dialect);
    await h.signIn(from(chromeOnWindows));
    h.clock.advanceMinutes(10);
    // The intruder has the password and one code phished from the mailbox; its sign-in is noticed.
    const intruder = await h.signIn(from(firefoxOnMac, '198.51.100.66'));
    const link = linkIn((await h.mails(taro.email)).find((m) => /新しい端末/.test(m.subject))!.text)!;
    for (const [path, body] of [
      ['/v1/session/email-changes', { newEmail: 'intruder@evil.example', currentPassword: taro.password }],
      ['/v1/session/passkey-registrations', { currentPassword: taro.password }],
    ] as const) {
      const refused = await h.api('POST', path, body, as(intruder, firefoxOnMac));
      expect(refused.statusCode, path).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'STEP_UP_REQUIRED', stepUpMethod: 'EMAIL_CODE_AND_PASSWORD' });
    }
    const password = await h.api('PUT', '/v1/session/password', { currentPassword: taro.password, newPassword: 'the intruder wants this one' }, as(intruder, firefoxOnMac));
    expect(password.json()).toMatchObject({ code: 'STEP_UP_REQUIRED' });
    expect(await accountEmail()).toBe(taro.email);
    // The owner's link still works: the report ends the intruder's session.
    const report = await h.api('POST', '/v1/not-me-links/reports', { token: link }, from(chromeOnWindows));
    expect(report.statusCode, report.body).toBe(200);
    expect(await alive(intruder)).toBe(false);
  });

  it("a report against what happened before the reporting session signed in needs a step-up, and never gives back an address changed before it (review H1)", async () => {
    h = await startHarness(dialect);
    // The owner moves away from a mailbox that is no longer theirs.
    const owner = await h.signIn(from(chromeOnWindows));
    await changeEmail(owner, 'taro.safe@example.net');
    h.clock.advanceHours(24);
    // Whoever holds the old mailbox and the password signs in from a new device with one code phished
    // from the new one, and reports the owner's own change.
    const ip = '198.51.100.66';
    const start = await h.startLogin(taro.loginId, taro.password, from(firefoxOnMac, ip));
    const intruder = (await h.verify(start.json().attemptId, await h.latestCode('taro.safe@example.net'), from(firefoxOnMac, ip))).json().token as string;
    const changed = (await events(intruder)).find((e) => e.kind === 'email_changed')!;
    const refused = await h.api('POST', '/v1/session/not-me-reports', { eventId: changed.id }, { 'x-session-token': intruder, ...from(firefoxOnMac, ip) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'STEP_UP_REQUIRED', stepUpMethod: 'EMAIL_CODE_AND_PASSWORD' });
    expect(await alive(intruder)).toBe(true);
    // Even with a second phished code the address stays the owner's: it was changed before this session.
    await stepUpWithCode(h, intruder, 'taro.safe@example.net', taro.password, { 'x-session-token': intruder, ...from(firefoxOnMac, ip) });
    const report = await h.api('POST', '/v1/session/not-me-reports', { eventId: changed.id }, { 'x-session-token': intruder, ...from(firefoxOnMac, ip) });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json()).toMatchObject({ addressRestored: false, resetLinkSentTo: 't***@example.net' });
    expect(await accountEmail()).toBe('taro.safe@example.net');
    await expect(h.latestResetToken(taro.email)).rejects.toThrow();
  });

  it("a program's bearer sign-in, known only by its user agent and network, is no proof: any caller can send one (review M2)", async () => {
    h = await startHarness(dialect);
    await h.signIn(from(chromeOnWindows));
    h.clock.advanceMinutes(10);
    // From the owner's network with the owner's user agent, as a program (no device cookie): no notice.
    const start = await h.api('POST', '/v1/logins', { identifier: taro.loginId, password: taro.password, program: true }, from(chromeOnWindows));
    expect(start.statusCode, start.body).toBe(201);
    const token = (await h.verify(start.json().attemptId, await h.latestCode(), from(chromeOnWindows))).json().token as string;
    expect((await h.mails(taro.email)).filter((m) => /新しい端末/.test(m.subject))).toEqual([]);
    const refused = await h.api('POST', '/v1/session/email-changes', { newEmail: 'taro.new@example.net', currentPassword: taro.password }, as(token));
    expect(refused.json()).toMatchObject({ code: 'STEP_UP_REQUIRED', stepUpMethod: 'EMAIL_CODE_AND_PASSWORD' });
    // An attempt whose decision cannot be read (stored before the rules) proves nothing either.
    const older = await h.startLogin(taro.loginId, taro.password, from(chromeOnWindows));
    await h.service.db.updateTable('login_attempts').set({ risk: null }).execute();
    const legacy = (await h.verify(older.json().attemptId, await h.latestCode(), from(chromeOnWindows))).json().token as string;
    expect((await h.api('PUT', '/v1/session/password', { currentPassword: taro.password, newPassword: 'another long passphrase' }, as(legacy))).json()).toMatchObject({ code: 'STEP_UP_REQUIRED' });
  });

  it("a report removes the authenticator app and the recovery codes set up since the reported sign-in; the owner's next sign-in asks for the mailed code", async () => {
    h = await startHarness(dialect);
    await h.signIn(from(chromeOnWindows));
    h.clock.advanceMinutes(10);
    // The intruder signs in from a new device, steps up with a second phished code, and makes the app
    // and recovery codes its own second step.
    const intruder = await h.signIn(from(firefoxOnMac, '198.51.100.66'));
    const link = linkIn((await h.mails(taro.email)).find((m) => /新しい端末/.test(m.subject))!.text)!;
    const headers = as(intruder, firefoxOnMac);
    const enrol = () => h.api('POST', '/v1/session/authenticator-app/enrolments', { currentPassword: taro.password }, headers);
    const started = await withCodeStepUp(h, intruder, taro.email, taro.password, headers, enrol);
    expect(started.statusCode, started.body).toBe(201);
    const confirmed = await h.api('POST', '/v1/session/authenticator-app/confirmations', { code: appCode(started.json().secret as string, h.clock.now()) }, headers);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await h.api('POST', '/v1/session/recovery-codes', { currentPassword: taro.password }, headers)).statusCode).toBe(201);

    const report = await h.api('POST', '/v1/not-me-links/reports', { token: link }, from(chromeOnWindows));
    expect(report.statusCode, report.body).toBe(200);
    expect(await h.service.db.selectFrom('authenticator_apps').selectAll().execute()).toEqual([]);
    expect(await h.service.db.selectFrom('recovery_codes').selectAll().execute()).toEqual([]);
    const reported = (await h.service.db.selectFrom('account_events').select('details').where('kind', '=', 'not_me_reported').executeTakeFirstOrThrow()).details;
    expect(JSON.parse(reported!)).toMatchObject({ removedAuthenticatorApp: true, removedRecoveryCodes: true });
    expect((await h.resetPassword(await h.latestResetToken(), 'a brand new passphrase')).statusCode).toBeLessThan(300);
    expect((await h.startLogin(taro.loginId, 'a brand new passphrase', from(chromeOnWindows))).json()).toMatchObject({ secondStep: 'mail_code' });
  });

  it("a sign-in from a known device (the browser keeps its device cookie) is a proof: the owner goes on at once", async () => {
    h = await startHarness(dialect);
    await h.signIn(from(chromeOnWindows));
    h.clock.advanceMinutes(10);
    const token = await h.signIn(from(chromeOnWindows));
    expect((await h.mails(taro.email)).filter((m) => /新しい端末/.test(m.subject))).toEqual([]);
    const asked = await h.api('POST', '/v1/session/email-changes', { newEmail: 'taro.new@example.net', currentPassword: taro.password }, as(token));
    expect(asked.statusCode, asked.body).toBe(202);
  });

  it("a passkey added after the reported sign-in goes with the report, from the new-device mail's link; reset and change keep it gone", async () => {
    h = await startHarness(dialect);
    await h.signIn(from(chromeOnWindows));
    const ownersKey = new SoftAuthenticator(origin);
    const owner = await h.signIn(from(chromeOnWindows));
    await addPasskey(owner, ownersKey);
    h.clock.advanceMinutes(10);
    // The intruder (password known, one code seen) signs in from a new device; adding a passkey asks it
    // for one of the account's passkeys (step-up), which it does not have.
    const intruder = await h.signIn(from(firefoxOnMac, '198.51.100.66'));
    h.clock.advanceMinutes(1);
    const refused = await h.api('POST', '/v1/session/passkey-registrations', { currentPassword: taro.password }, as(intruder, firefoxOnMac));
    expect(refused.json()).toMatchObject({ code: 'STEP_UP_REQUIRED', stepUpMethod: 'PASSKEY' });
    // Every passkey added since the reported sign-in goes with the report, whoever added it.
    expect((await stepUpWithPasskey(h, owner, ownersKey, from(chromeOnWindows))).statusCode).toBe(200);
    const intrudersKey = new SoftAuthenticator(origin);
    const planted = await addPasskey(owner, intrudersKey, firefoxOnMac);
    const link = linkIn((await h.mails(taro.email)).find((m) => /新しい端末/.test(m.subject))!.text)!;

    const report = await h.api('POST', '/v1/not-me-links/reports', { token: link }, from(chromeOnWindows));
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json()).toEqual({ removedPasskeys: [planted.name], resetLinkSentTo: 'T***@example.com', addressRestored: false });
    const mail = (await h.mails(taro.email))[0]!;
    expect(mail.text).toContain(`その後に追加されたパスキーを削除しました: 「${planted.name}」`);
    expect((await passkeySignIn(intrudersKey)).statusCode).toBe(401);
    // The owner's own passkey, from before the reported sign-in, stays and works.
    expect((await passkeySignIn(ownersKey)).statusCode).toBe(201);

    // Reset, then change the password: the intruder's passkey is gone all along.
    expect((await h.resetPassword(await h.latestResetToken(), 'a brand new passphrase')).statusCode).toBeLessThan(300);
    expect((await passkeySignIn(intrudersKey)).statusCode).toBe(401);
    const rows = await h.service.db.selectFrom('passkeys').select('name').execute();
    expect(rows.map((r) => r.name)).not.toContain(planted.name);
    expect(rows).toHaveLength(1);
    const reported = (await h.service.db.selectFrom('account_events').select('details').where('kind', '=', 'not_me_reported').executeTakeFirstOrThrow()).details;
    expect(JSON.parse(reported!)).toMatchObject({ removedPasskeys: [planted.name] });
  });

  it("the passkey-added notice carries its own link, which removes that passkey; /security's report on the event does too", async () => {
    h = await startHarness(dialect);
    const session = await h.signIn(from(chromeOnWindows));
    const key = new SoftAuthenticator(origin);
    const added = await addPasskey(session, key);
    const notice = (await h.mails(taro.email)).find((m) => /パスキーが追加されました/.test(m.subject))!;
    const link = linkIn(notice.text)!;
    expect(link).toBeDefined();
    const opened = await h.api('POST', '/v1/not-me-links/verifications', { token: link });
    expect(opened.json()).toMatchObject({ kind: 'passkey_added', passkeyName: added.name, device: { browser: 'Chrome', os: 'Windows' } });
    expect((await h.api('POST', '/v1/not-me-links/reports', { token: link })).json().removedPasskeys).toEqual([added.name]);
    expect((await passkeySignIn(key)).statusCode).toBe(401);

    // From the security page, on the 「パスキーを追加」 event itself (after the reset the report asked for).
    expect((await h.resetPassword(await h.latestResetToken(), 'a brand new passphrase')).statusCode).toBeLessThan(300);
    h.clock.advanceMinutes(1);
    const fresh = await signInWith('a brand new passphrase');
    const other = new SoftAuthenticator(origin);
    const register = () => h.api('POST', '/v1/session/passkey-registrations', { currentPassword: 'a brand new passphrase' }, as(fresh));
    const start = await withCodeStepUp(h, fresh, taro.email, 'a brand new passphrase', as(fresh), register);
    const second = (await h.api('POST', `/v1/session/passkey-registrations/${start.json().ceremonyId}`, { response: other.register(start.json().options) }, as(fresh))).json();
    const event = (await events(fresh)).find((e) => e.kind === 'passkey_added')!;
    expect((await h.api('POST', '/v1/session/not-me-reports', { eventId: event.id }, as(fresh))).json().removedPasskeys).toEqual([second.name]);
    expect(await h.service.db.selectFrom('passkeys').selectAll().execute()).toEqual([]);
  });

  it("the intruder's passkey goes with a report of the newest mail, a sign-in made with it from yet another device; the older links are used up", async () => {
    h = await startHarness(dialect);
    await h.signIn(from(chromeOnWindows));
    h.clock.advanceMinutes(10);
    // The intruder signs in from a new device and plants a passkey (the account had none, so a second
    // phished mailed code is the step-up it needs); later signs in with it from another new device. The
    // newest mail is that sign-in's notice.
    const intruder = await h.signIn(from(safariOnIphone, '198.51.100.66'));
    const intrudersKey = new SoftAuthenticator(origin);
    const planted = await addPasskey(intruder, intrudersKey, safariOnIphone);
    h.clock.advanceMinutes(30);
    expect((await passkeySignIn(intrudersKey)).statusCode).toBe(201);
    const notices = (await h.mails(taro.email)).filter((m) => /新しい端末/.test(m.subject));
    expect(notices).toHaveLength(2);
    const newest = linkIn(notices[0]!.text)!;

    const report = await h.api('POST', '/v1/not-me-links/reports', { token: newest }, from(chromeOnWindows));
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().removedPasskeys).toEqual([planted.name]);
    expect((await passkeySignIn(intrudersKey)).statusCode).toBe(401);
    // The older links went with the report.
    expect((await h.api('POST', '/v1/not-me-links/reports', { token: linkIn(notices[1]!.text)! })).json().code).toBe('NOT_ME_LINK_USED');
  });

  it('a report of a sign-in made with a passkey removes that passkey, however old it is', async () => {
    h = await startHarness(dialect);
    const session = await h.signIn(from(chromeOnWindows));
    const key = new SoftAuthenticator(origin);
    await addPasskey(session, key);
    h.clock.advanceHours(72);
    expect((await passkeySignIn(key)).statusCode).toBe(201);
    const owner = await signInWith(taro.password);
    const signIn = (await events(owner)).find((e) => e.kind === 'sign_in' && e.device.browser === 'Firefox')!;
    expect(signIn.details).toMatchObject({ method: 'passkey' });
    const report = await h.api('POST', '/v1/session/not-me-reports', { eventId: signIn.id }, as(owner));
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().removedPasskeys).toHaveLength(1);
    expect((await passkeySignIn(key)).statusCode).toBe(401);
  });

  it('a passkey whose counter went back is refused, recorded as copied, and its owner mailed (once a day)', async () => {
    h = await startHarness(dialect);
    const key = new SoftAuthenticator(origin, 5);
    const added = await addPasskey(await h.signIn(from(chromeOnWindows)), key);
    const signIn = async (counter: number) => {
      const { ceremonyId, options } = (await h.api('POST', '/v1/passkey-sign-ins', undefined, from(firefoxOnMac))).json();
      return h.api('POST', `/v1/passkey-sign-ins/${ceremonyId}`, { response: key.authenticate(options, { counter }) }, from(firefoxOnMac));
    };
    expect((await signIn(10)).statusCode).toBe(201);
    expect((await signIn(7)).statusCode).toBe(401);
    expect((await signIn(8)).statusCode).toBe(401);
    const cloned = (await h.mails(taro.email)).filter((m) => /パスキーでのログインを拒否しました/.test(m.subject));
    expect(cloned).toHaveLength(1);
    expect(cloned[0]!.text).toContain(`パスキー「${added.name}」でのログインを拒否しました`);
    h.clock.advanceHours(25);
    expect((await signIn(9)).statusCode).toBe(401);
    expect((await h.mails(taro.email)).filter((m) => /パスキーでのログインを拒否しました/.test(m.subject))).toHaveLength(2);
  });

  it("a passkey sign-in's start writes nothing; a used ceremony is one row, and cannot be used again or forged", async () => {
    h = await startHarness(dialect);
    const key = new SoftAuthenticator(origin);
    await addPasskey(await h.signIn(from(chromeOnWindows)), key);
    const rows = async () => (await h.service.db.selectFrom('webauthn_challenges').select('id').where('purpose', '=', 'authentication').execute()).length;
    const starts = [];
    for (let i = 0; i < 50; i++) starts.push((await h.api('POST', '/v1/passkey-sign-ins', undefined, from(firefoxOnMac))).json() as { ceremonyId: string; options: { challenge: string } });
    expect(await rows()).toBe(0);
    expect(new Set(starts.map((s) => s.ceremonyId)).size).toBe(50);

    const [first, second] = starts as [(typeof starts)[0], (typeof starts)[0]];
    const response = key.authenticate(first.options);
    expect((await h.api('POST', `/v1/passkey-sign-ins/${first.ceremonyId}`, { response }, from(firefoxOnMac))).statusCode).toBe(201);
    expect(await rows()).toBe(1);
    // Replayed: refused. Another ceremony's id with this answer: its challenge differs, refused.
    expect((await h.api('POST', `/v1/passkey-sign-ins/${first.ceremonyId}`, { response }, from(firefoxOnMac))).statusCode).toBe(401);
    expect((await h.api('POST', `/v1/passkey-sign-ins/${second.ceremonyId}`, { response }, from(firefoxOnMac))).statusCode).toBe(401);
    // A made-up id (even one with a valid expiry) has no challenge anyone could have signed.
    const forged = Buffer.alloc(32);
    forged.writeBigUInt64BE(BigInt(h.clock.now().getTime() + 60_000));
    const forgedId = forged.toString('base64url');
    expect((await h.api('POST', `/v1/passkey-sign-ins/${forgedId}`, { response: key.authenticate({ ...first.options, challenge: 'x'.repeat(43) }) }, from(firefoxOnMac))).statusCode).toBe(401);
    // Past its 5 minutes: refused.
    h.clock.advanceMinutes(6);
    const late = starts[2]!;
    expect((await h.api('POST', `/v1/passkey-sign-ins/${late.ceremonyId}`, { response: key.authenticate(late.options) }, from(firefoxOnMac))).statusCode).toBe(401);
  });
});
