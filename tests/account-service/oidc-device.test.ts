// The device authorization grant (RFC 8628) as a CLI (openid-client 6, a public app) and a person in a
// browser see it: the code typed on the provider's page, the app's name and the code shown back, the
// portal's sign-in and consent, and the CLI's tokens; a wrong, a cancelled and an expired code. SQLite
// and PostgreSQL.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as client from 'openid-client';
import { idHash } from '../../src/account-service/oidc/adapter';
import { DEVICE_CODE_GRANT } from '../../src/account-service/oidc/clients';
import { testDialects } from '../helpers/test-databases';
import { ISSUER, startOidcHarness, type Browser, type Landing, type OidcHarness } from './oidc-support';
import { serviceToken } from './support';

describe.each(testDialects)('OpenID Provider: the device authorization grant (%s)', (dialect) => {
  let h: OidcHarness;
  let cli: client.Configuration;
  beforeEach(async () => {
    h = await startOidcHarness(dialect);
    const app = await h.registerApp({ name: 'ポータルCLI', isPublic: true, scopes: 'openid profile offline_access account:read' });
    cli = await h.rp(app);
  });
  afterEach(async () => {
    await h?.close();
  });

  const page = (landing: Landing) => {
    if (landing.kind !== 'page') throw new Error(`expected a page of the provider: ${JSON.stringify(landing)}`);
    return landing.res;
  };
  const xsrfOf = (html: string) => /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';

  /** The person types the code on /oidc/device; answers the page that follows. */
  async function typeCode(browser: Browser, userCode: string) {
    const input = page(await browser.go('/oidc/device'));
    expect(input.statusCode).toBe(200);
    return browser.go('/oidc/device', { xsrf: xsrfOf(input.body), user_code: userCode });
  }

  it('a CLI gets tokens once the person types its code, checks the app, signs in and allows it; no password on the device', async () => {
    const started = await client.initiateDeviceAuthorization(cli, { scope: 'openid profile offline_access account:read' });
    expect(started.user_code).toMatch(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/);
    expect(started.verification_uri).toBe(`${ISSUER}/oidc/device`);
    expect(started.expires_in).toBe(600);

    const browser = h.browser();
    const input = page(await browser.go(started.verification_uri));
    expect(input.body).toContain('<label for="user_code">コード</label>');
    expect(input.headers['content-security-policy']).not.toContain('form-action');
    // Typed in lower case and without the dash, as people do.
    const confirm = page(await typeCode(browser, started.user_code.replace('-', '').toLowerCase()));
    expect(confirm.body).toContain('「ポータルCLI」が、あなたのアカウントへの接続を求めています');
    expect(confirm.body).toContain(`<p class="code">${started.user_code}</p>`);

    // Not yet allowed: the CLI is told to keep waiting.
    await expect(client.genericGrantRequest(cli, DEVICE_CODE_GRANT, { device_code: started.device_code })).rejects.toMatchObject({ error: 'authorization_pending' });

    const { landing, steps } = await browser.authorize('/oidc/device', { form: { xsrf: xsrfOf(confirm.body), user_code: started.user_code, confirm: 'yes' } });
    expect(steps).toEqual(['login(no_session)', 'consent(op_scopes_missing)']);
    expect(page(landing).body).toContain('端末を接続しました');

    const tokens = await client.pollDeviceAuthorizationGrant(cli, { ...started, interval: 0 });
    expect(tokens.scope?.split(' ').sort()).toEqual(['account:read', 'offline_access', 'openid', 'profile']);
    expect(tokens.refresh_token).toBeTruthy();
    expect(await client.fetchUserInfo(cli, tokens.access_token, tokens.claims()!.sub)).toMatchObject({ name: '山田 太郎' });
    // A code works once.
    expect(page(await typeCode(browser, started.user_code)).body).toContain('このコードは使用済みです');
  });

  it('a wrong code is refused on the page; a cancelled one gives the CLI access_denied; an expired one says so', async () => {
    const browser = h.browser();
    const wrong = page(await typeCode(browser, 'BCDF-GHJK'));
    expect(wrong.body).toContain('コードが正しくありません');
    expect(wrong.body).toContain('aria-invalid="true"');
    expect(page(await typeCode(browser, '')).body).toContain('コードを入力してください');

    const started = await client.initiateDeviceAuthorization(cli, { scope: 'openid' });
    const confirm = page(await typeCode(browser, started.user_code));
    const cancelled = page(await browser.go('/oidc/device', { xsrf: xsrfOf(confirm.body), user_code: started.user_code, abort: 'yes' }));
    expect(cancelled.body).toContain('接続を中止しました');
    await expect(client.pollDeviceAuthorizationGrant(cli, { ...started, interval: 0 })).rejects.toMatchObject({ error: 'access_denied' });

    const late = await client.initiateDeviceAuthorization(cli, { scope: 'openid' });
    const row = await h.service.db.selectFrom('oidc_payload').select(['id_hash', 'payload']).where('user_code_hash', '=', idHash(late.user_code.replace('-', ''))).executeTakeFirstOrThrow();
    const stored = JSON.parse(row.payload) as { exp: number };
    await h.service.db.updateTable('oidc_payload').set({ payload: JSON.stringify({ ...stored, exp: Math.floor(Date.now() / 1000) - 60 }) }).where('id_hash', '=', row.id_hash).execute();
    expect(page(await typeCode(browser, late.user_code)).body).toContain('有効期限が切れています');
    await expect(client.pollDeviceAuthorizationGrant(cli, { ...late, interval: 0 })).rejects.toMatchObject({ error: 'expired_token' });
  });

  it('the device endpoints are the gateway\'s too: without its credential, nothing', async () => {
    const res = await h.service.app.inject({ method: 'POST', url: '/oidc/device/auth', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'client_id=x' });
    expect(res.statusCode).toBe(401);
    const ok = await h.service.app.inject({ method: 'GET', url: '/oidc/device', headers: { 'x-portal-service-token': serviceToken, 'accept-language': 'en' } });
    expect(ok.body).toContain('Enter the code shown on your device or app.');
  });

  it('a code sent without the page\'s session (its cookie expired, or none sent) asks to start again: 400, never a 500', async () => {
    for (const url of ['/oidc/device', '/oidc/device/']) {
      const res = await h.service.app.inject({
        method: 'POST',
        url,
        headers: { 'x-portal-service-token': serviceToken, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'user_code=BCDF-GHJK&xsrf=x',
      });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('最初からやり直してください');
      expect(res.body).toContain('href="/oidc/device"');
    }
  });
});
