// 「データのダウンロード」 through the gateway and the real account service over HTTP: the mutation
// needs a step-up (STEP_UP_REQUIRED in the payload), then mails the link; /myData's query checks it;
// POST /data-export streams the files to the signed-in browser (its own origin only) and to a program,
// and sends a browser whose link is wrong or over back to /myData with the code. The link's token is
// in no log line of either room.
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildGateway } from '../../src/gateway/app';
import { startHarness, serviceToken, taro, type Harness } from '../account-service/support';
import { testDialects } from '../helpers/test-databases';
import { LOGIN, VERIFY, gql } from './gateway-harness';

const REQUEST = 'mutation { requestDataExport { expiresAt error { code stepUpMethod } } }';
const CHECK = 'query ($token: String!) { dataExportLink(token: $token) { expiresAt error { code } } }';
const origin = 'http://localhost:3000';

describe.each(testDialects)('data export through the gateway (%s)', (dialect) => {
  let h: Harness;
  let gateway: FastifyInstance;
  const lines: string[] = [];
  afterEach(async () => {
    await gateway?.close();
    await h?.close();
  });

  async function call(query: string, variables: Record<string, unknown>, token: string) {
    return (await gql(gateway, query, { variables, headers: { authorization: `Bearer ${token}` } })).body;
  }

  const form = (fields: Record<string, string>, headers: Record<string, string>) =>
    gateway.inject({ method: 'POST', url: '/data-export', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload: new URLSearchParams(fields).toString() });

  it('asks after a step-up, checks the mailed link, and streams both files to the same account only', async () => {
    const log = { write: (line: string) => void lines.push(line) };
    h = await startHarness(dialect, { logLevel: 'debug', http: { logStream: log } });
    await h.service.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (h.service.app.server.address() as { port: number }).port;
    gateway = await buildGateway({ accountServiceUrl: `http://127.0.0.1:${port}`, serviceToken, publicUrl: origin, logLevel: 'debug', http: { logStream: log } });

    const login = await call(LOGIN, { input: { loginId: taro.loginId, password: taro.password, delivery: 'BEARER' } }, '');
    const verified = await call(VERIFY, { input: { attemptId: login.data!.login.challenge.attemptId, code: await h.latestCode() } }, '');
    const token = verified.data!.verifyLoginCode.token as string;

    h.clock.advanceMinutes(6);
    expect((await call(REQUEST, {}, token)).data!.requestDataExport).toEqual({ expiresAt: null, error: { code: 'STEP_UP_REQUIRED', stepUpMethod: 'EMAIL_CODE_AND_PASSWORD' } });
    await call('mutation { sendStepUpCode { error { code } } }', {}, token);
    const code = /(?:本人確認用のコード): (\d{6})/.exec((await h.mails(taro.email))[0]!.text)![1]!;
    const proven = await call('mutation ($input: VerifyStepUpCodeInput!) { verifyStepUpCode(input: $input) { error { code } } }', { input: { code, password: taro.password } }, token);
    expect(proven.errors).toBeUndefined();

    const asked = (await call(REQUEST, {}, token)).data!.requestDataExport;
    expect(asked).toEqual({ expiresAt: expect.any(String), error: null });
    const mail = (await h.mails(taro.email))[0]!;
    const link = /\/myData\?token=([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
    expect((await call(CHECK, { token: link }, token)).data!.dataExportLink).toEqual(asked);
    expect((await call(CHECK, { token: 'nope' }, token)).data!.dataExportLink).toEqual({ expiresAt: null, error: { code: 'DATA_EXPORT_LINK_INVALID' } });

    // A browser: its cookie, its own origin.
    const browser = { cookie: `portal_session=${token}`, origin, accept: 'text/html' };
    const json = await form({ token: link, format: 'json' }, browser);
    expect(json.statusCode, json.body).toBe(200);
    expect(json.headers['content-disposition']).toMatch(/^attachment; filename="account-data-.+\.json"$/);
    expect(json.headers['cache-control']).toBe('no-store');
    expect(json.json()).toMatchObject({ format: 'account-portal-data-export', version: 1, profile: { loginId: 'taro' } });
    const csv = await form({ token: link, format: 'csv' }, browser);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toContain('データのダウンロードの申し込み');
    // Chromium posts the portal's forms with Origin: null (its pages send no referrer): Sec-Fetch-Site decides.
    const asChromium = { cookie: browser.cookie, origin: 'null', accept: 'text/html' };
    expect((await form({ token: link, format: 'csv' }, { ...asChromium, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await form({ token: link, format: 'csv' }, { ...asChromium, 'sec-fetch-site': 'cross-site' })).headers.location).toBe('/myData?error=SERVICE_UNAVAILABLE');
    // A program: its bearer token, no origin.
    expect((await form({ token: link, format: 'json' }, { authorization: `Bearer ${token}` })).statusCode).toBe(200);

    // Another site's form, a wrong link, a format that is not one: refused.
    expect((await form({ token: link, format: 'json' }, { ...browser, origin: 'https://evil.example' })).statusCode).toBe(303);
    expect((await form({ token: link, format: 'json' }, { cookie: browser.cookie, origin: 'https://evil.example' })).statusCode).toBe(403);
    const wrong = await form({ token: `${link.slice(0, -1)}${link.endsWith('A') ? 'B' : 'A'}`, format: 'json' }, browser);
    expect([wrong.statusCode, wrong.headers.location]).toEqual([303, '/myData?error=DATA_EXPORT_LINK_INVALID']);
    const badFormat = await form({ token: link, format: 'xml' }, { authorization: `Bearer ${token}` });
    expect([badFormat.statusCode, badFormat.json().errors[0].extensions.code]).toEqual([400, 'VALIDATION_FAILED']);
    const signedOut = await form({ token: link, format: 'json' }, { origin, accept: 'text/html' });
    expect(signedOut.headers.location).toBe('/myData?error=UNAUTHENTICATED');

    h.clock.advanceHours(24);
    const late = await form({ token: link, format: 'json' }, { authorization: `Bearer ${token}` });
    expect(late.statusCode === 410 || late.statusCode === 401).toBe(true);

    const activity = await h.service.db.selectFrom('account_events').select('kind').where('kind', 'in', ['data_export_requested', 'data_export_downloaded']).execute();
    expect(activity.filter((e) => e.kind === 'data_export_downloaded')).toHaveLength(4);
    const logged = lines.join('');
    expect(lines.length).toBeGreaterThan(0);
    expect(logged).not.toContain(link);
  });
});
