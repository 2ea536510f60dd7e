// 「データのダウンロード」 on SQLite and PostgreSQL: asking needs a fresh step-up, mails a link to the
// account's own address and records the event; the link downloads the JSON document (every section,
// the activity whole) and the activity CSV, any number of times within 24 hours, only for a signed-in
// session of the same account; nothing secret is in either file.
import { afterEach, describe, expect, it } from 'vitest';
import { createAccount } from '../../src/account-service/accounts/account-admin.service';
import { SoftAuthenticator } from '../helpers/soft-authenticator';
import { testDialects } from '../helpers/test-databases';
import { chromeOnWindows } from '../helpers/user-agents';
import { startHarness, taro, type Harness } from './support';
import { startStepUpWithCode, stepUpCodeOf } from './step-up-support';

const browser = { 'x-client-user-agent': chromeOnWindows, 'x-client-ip': '203.0.113.7' };
const jiro = { loginId: 'jiro', email: 'jiro@example.com', password: 'another long passphrase', name: '鈴木 次郎', nameKana: 'スズキ ジロウ' };

/** The token of the /myData link in a mail's text. */
function dataExportTokenIn(text: string): string {
  const match = /http:\/\/localhost:3000\/myData\?token=([A-Za-z0-9_-]{43})/.exec(text);
  if (!match?.[1]) throw new Error('no data-export link in this mail');
  return match[1];
}

describe.each(testDialects)('data export (%s)', (dialect) => {
  let h: Harness;
  afterEach(async () => h?.close());
  const as = (token: string) => ({ 'x-session-token': token, ...browser });
  const request = (token: string) => h.api('POST', '/v1/session/data-exports', undefined, as(token));
  const download = (token: string, link: string, format: 'json' | 'csv') => h.api('POST', '/v1/session/data-exports/downloads', { token: link, format }, as(token));

  async function requested() {
    h = await startHarness(dialect);
    const session = await h.signIn(browser);
    const res = await request(session);
    expect(res.statusCode, res.body).toBe(201);
    const mail = (await h.mails(taro.email)).find((m) => m.subject.includes('データのダウンロード'))!;
    return { session, link: dataExportTokenIn(mail.text), mail, expiresAt: res.json().expiresAt as string };
  }

  it('needs a fresh step-up; then mails a 24-hour link to the own address, stores only its hash and records the request', async () => {
    h = await startHarness(dialect);
    const session = await h.signIn(browser);
    h.clock.advanceMinutes(6);
    const refused = await request(session);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'STEP_UP_REQUIRED', stepUpMethod: 'EMAIL_CODE_AND_PASSWORD' });
    await startStepUpWithCode(h, session, browser);
    const code = stepUpCodeOf((await h.mails(taro.email))[0]!.text);
    expect((await h.api('POST', '/v1/session/step-up/email-code-verifications', { code, password: taro.password }, as(session))).statusCode).toBe(200);

    const res = await request(session);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ expiresAt: new Date(h.clock.now().getTime() + 24 * 3_600_000).toISOString() });
    const mail = (await h.mails(taro.email))[0]!;
    expect(mail.subject).toBe('【アカウントポータル】データのダウンロード用リンクのお知らせ');
    expect(mail.text).toContain('24時間');
    const link = dataExportTokenIn(mail.text);
    const stored = JSON.stringify(await h.service.db.selectFrom('data_exports').selectAll().execute());
    expect(stored).not.toContain(link);
    const events = await h.service.db.selectFrom('account_events').select('kind').where('kind', '=', 'data_export_requested').execute();
    expect(events).toHaveLength(1);
    expect((await h.api('POST', '/v1/session/data-exports/verifications', { token: link }, as(session))).json()).toEqual(res.json());
  });

  it('downloads the JSON document with every section and the whole activity, and no secret at all', async () => {
    const { session, link, mail } = await requested();
    const authenticator = new SoftAuthenticator('http://localhost:3000');
    const start = await h.api('POST', '/v1/session/passkey-registrations', { currentPassword: taro.password }, as(session));
    const { ceremonyId, options } = start.json();
    expect((await h.api('POST', `/v1/session/passkey-registrations/${ceremonyId}`, { response: authenticator.register(options) }, as(session))).statusCode).toBe(201);

    const res = await download(session, link, 'json');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="account-data-[A-Za-z0-9-]+-\d{8}\.json"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const doc = res.json();
    expect(Object.keys(doc)).toEqual(['format', 'version', 'generatedAt', 'profile', 'emailHistory', 'sessions', 'passkeys', 'connectedApps', 'notices', 'activity']);
    expect(doc).toMatchObject({ format: 'account-portal-data-export', version: 1, profile: { loginId: 'taro', email: taro.email, name: taro.name } });
    expect(doc.emailHistory).toEqual([{ email: taro.email, from: expect.any(String), until: null }]);
    expect(doc.sessions).toEqual([expect.objectContaining({ current: true, device: { browser: 'Chrome', os: 'Windows' } })]);
    expect(doc.passkeys).toEqual([expect.objectContaining({ name: expect.any(String), createdAt: expect.any(String), lastUsedAt: null })]);
    expect(doc.connectedApps).toEqual([]);
    expect(doc.notices.map((n: { subject: string }) => n.subject)).toContain(mail.subject);
    expect(Object.keys(doc.notices[0]).sort()).toEqual(['queuedAt', 'sentAt', 'subject', 'to']);
    const kinds = doc.activity.map((e: { kind: string }) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['sign_in', 'data_export_requested', 'passkey_added', 'data_export_downloaded']));
    expect(doc.activity.length).toBe(await h.service.db.selectFrom('account_events').select('id').execute().then((rows) => rows.length));

    // No secret: the password hash, the passkey's key and credential id, session tokens, codes, the link.
    const account = await h.service.db.selectFrom('accounts').selectAll().where('login_id', '=', 'taro').executeTakeFirstOrThrow();
    const passkey = await h.service.db.selectFrom('passkeys').selectAll().executeTakeFirstOrThrow();
    const secrets = [account.password_hash!, passkey.public_key, passkey.credential_id, session, link, ...(await h.service.db.selectFrom('sessions').select('token_hash').execute()).map((r) => r.token_hash)];
    const codes = (await h.mails()).flatMap((m) => [...m.text.matchAll(/: (\d{6})/g)].map((x) => x[1]!));
    expect(codes.length).toBeGreaterThan(0);
    for (const secret of [...secrets, ...codes]) expect(res.body).not.toContain(secret);
    expect(res.body).not.toMatch(/password_?hash|public_?key|credential_?id|secret/i);
  });

  it('downloads the activity as an Excel-friendly CSV in the account\'s language, and pages through 2,500 events', async () => {
    const { session, link } = await requested();
    const account = await h.service.db.selectFrom('accounts').select('id').where('login_id', '=', 'taro').executeTakeFirstOrThrow();
    const rows = Array.from({ length: 2500 }, (_, i) => ({
      id: `000000000000${String(i).padStart(6, '0')}aaaaaaaaaaaa`, account_id: account.id, kind: 'sign_in_failed' as const, created_at: '2026-11-20T00:00:00.000Z', last_at: '2026-11-20T00:00:00.000Z',
      count: 1, actor: 'self' as const, actor_account_id: null, client_ip: '=1+1', browser: 'Chrome, "new"', os: 'Windows', session_id: null, details: '{"step":"password"}', not_me_reported_at: null,
    }));
    for (let i = 0; i < rows.length; i += 500) await h.service.db.insertInto('account_events').values(rows.slice(i, i + 500)).execute();

    const csv = await download(session, link, 'csv');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('日時（日本時間）,内容,回数,最後の日時（日本時間）,ブラウザ,OS,IPアドレス,操作した人,詳細,ID');
    expect(lines.filter((line) => line.startsWith('2026-11-20 09:00:00,ログインの失敗,1,,"Chrome, ""new""",Windows,\'=1+1,本人,step: password,'))).toHaveLength(2500);
    expect(lines.some((line) => line.includes(',データのダウンロードの申し込み,'))).toBe(true);

    const json = await download(session, link, 'json');
    expect(json.json().activity.length).toBeGreaterThan(2500);

    // An account in English gets English words; the request can be reported as not the owner's.
    await h.service.db.updateTable('accounts').set({ locale: 'en' }).execute();
    const english = (await download(session, link, 'csv')).body.replace(/^\uFEFF/, '').split('\r\n');
    expect(english[0]).toBe('Time (JST),Event,Count,Last time (JST),Browser,OS,IP address,By,Details,ID');
    expect(english.some((line) => line.includes(',Data download requested,') && line.includes(',You,'))).toBe(true);
    const events = (await h.api('GET', '/v1/session/events?limit=50', undefined, as(session))).json().events as { kind: string; canReportNotMe: boolean }[];
    expect(events.find((e) => e.kind === 'data_export_requested')?.canReportNotMe).toBe(true);
    expect(events.find((e) => e.kind === 'data_export_downloaded')?.canReportNotMe).toBe(false);
  });

  it('lists the addresses the account has had: in full where the portal holds them, masked where only the activity does', async () => {
    const { session, link } = await requested();
    const changeTo = async (newEmail: string) => {
      expect((await h.api('POST', '/v1/session/email-changes', { newEmail, currentPassword: taro.password }, as(session))).statusCode).toBe(202);
      const mail = (await h.mails(newEmail)).find((m) => /メールアドレス変更の確認コード/.test(m.subject))!;
      const code = /確認コード: (\d{6})/.exec(mail.text)![1]!;
      expect((await h.api('POST', '/v1/session/email-changes/verifications', { newEmail, code }, as(session))).statusCode).toBe(200);
    };
    await changeTo('taro.second@example.com');
    h.clock.advanceMinutes(1);
    // A day on, the full addresses of the first change are gone (housekeeping); its event is not.
    await h.service.db.deleteFrom('email_changes').execute();
    await changeTo('taro.third@example.com');
    const doc = (await download(session, link, 'json')).json();
    expect(doc.emailHistory.map((entry: { email: string | null }) => entry.email)).toEqual([null, 't***@example.com', 'taro.third@example.com']);
    expect(doc.emailHistory.at(-1).until).toBeNull();
    expect(doc.notices.map((n: { to: string }) => n.to)).toContain('taro.third@example.com');
  });

  it('works again within 24 hours, never after; never for another account or a wrong token', async () => {
    const { session, link } = await requested();
    expect((await download(session, link, 'json')).statusCode).toBe(200);
    expect((await download(session, link, 'csv')).statusCode).toBe(200);
    expect(await h.service.db.selectFrom('data_exports').select('download_count').executeTakeFirstOrThrow()).toEqual({ download_count: 2 });

    await createAccount(h.service.db, jiro, h.clock);
    const start = await h.startLogin(jiro.loginId, jiro.password, browser);
    const other = (await h.verify(start.json().attemptId, await h.latestCode(jiro.email), browser)).json().token as string;
    for (const [who, token] of [[other, link], [session, `${link.slice(0, -1)}${link.endsWith('A') ? 'B' : 'A'}`], [session, 'x']] as const) {
      const res = await download(who, token, 'json');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'DATA_EXPORT_LINK_INVALID' });
    }
    // Signed out: no download at all.
    expect((await h.api('POST', '/v1/session/data-exports/downloads', { token: link, format: 'json' }, browser)).statusCode).toBe(401);

    h.clock.advanceHours(24);
    const fresh = await h.signIn(browser);
    const expired = await download(fresh, link, 'json');
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: 'DATA_EXPORT_LINK_EXPIRED' });
    expect((await h.api('POST', '/v1/session/data-exports/verifications', { token: link }, as(fresh))).statusCode).toBe(410);
  });
});
