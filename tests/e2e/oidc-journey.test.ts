// "Sign in with アカウントポータル" in Chromium, against the whole portal under its real CSP, with a
// relying party nobody here wrote: openid-client 6. The app is registered with the built CLI; the RP's
// own HTTP server takes the callback and the back-channel logout. The journey: discovery; the code
// flow with PKCE; the portal's own sign-in (password and mailed code) and the consent page (axe and
// the breakpoint sweep, Japanese and English); the callback; the ID token checked by the library;
// userinfo; a refresh; a replayed refresh token, after which the grant is gone; logout, and the RP's
// back-channel endpoint receives a logout token it verifies. Then the same journey signs in with a
// passkey (a virtual authenticator). Timings are reported, never asserted.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import * as client from 'openid-client';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { REFRESH_GRACE_SECONDS } from '../../src/account-service/oidc/adapter';
import {
  accountsCli,
  guardJourney,
  launchChromium,
  mailCount,
  newPortalContext,
  nextFrames,
  readCodeFromMailbox,
  seriousAxeViolations,
  settle,
  signInThroughUi,
  startTestPortal,
  stepUpWithMailedCode,
  type TestPortal,
} from './helpers/portal-harness';

const sora = { loginId: 'sora', email: 'sora@example.jp', password: 'aozora no shita de 2026', name: '高橋 空' };
/** The device grant's person: a first sign-in of its own (sora's later journey steps up once; codes are mailed a minute apart at most). */
const kai = { loginId: 'kai', email: 'kai@example.jp', password: 'umi no mukou ni 2026', name: '中村 海' };
// A phone, and the breakpoints sm 600, md 1024, lg 1440, xl 1920 (as tests/e2e/browser-side.test.ts).
const widths = [375, 600, 1024, 1440, 1920];

/** The relying party's own server: the callback page, and the back-channel logout endpoint. */
class RelyingPartyServer {
  readonly logoutTokens: string[] = [];
  private server: Server | undefined;
  origin = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        if (req.url === '/backchannel-logout' && req.method === 'POST') {
          const token = new URLSearchParams(body).get('logout_token');
          if (token) this.logoutTokens.push(token);
          res.writeHead(200, { 'cache-control': 'no-store' }).end();
          return;
        }
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>RP</title><h1>RP</h1>');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.origin = `http://localhost:${(this.server!.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

interface Flow {
  url: string;
  codeVerifier: string;
  state: string;
  nonce: string;
}

describe('signing in to another app with the portal (openid-client 6 as the app)', () => {
  guardJourney();
  let portal: TestPortal;
  let browser: Browser;
  let rp: RelyingPartyServer;
  let config: client.Configuration;
  let clientId: string;

  beforeAll(async () => {
    rp = new RelyingPartyServer();
    await rp.start();
    portal = await startTestPortal();
    await accountsCli(portal.databaseUrl, ['create', '--login-id', sora.loginId, '--email', sora.email, '--password', sora.password, '--name', sora.name]);
    await accountsCli(portal.databaseUrl, ['create', '--login-id', kai.loginId, '--email', kai.email, '--password', kai.password, '--name', kai.name]);
    const registered = JSON.parse(
      await accountsCli(portal.databaseUrl, [
        'clients', 'create', '--name', '青空ノート', '--redirect-uri', `${rp.origin}/callback`,
        '--scope', 'openid', '--scope', 'profile', '--scope', 'email', '--scope', 'offline_access', '--scope', 'account:read',
        '--backchannel-logout-uri', `${rp.origin}/backchannel-logout`, '--post-logout-redirect-uri', `${rp.origin}/signed-out`, '--json',
      ]),
    ) as { client_id: string; client_secret: string };
    clientId = registered.client_id;
    // 1. Discovery, from the portal's own origin.
    config = await client.discovery(new URL(portal.url), clientId, undefined, client.ClientSecretBasic(registered.client_secret), { execute: [client.allowInsecureRequests] });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await portal?.close();
    await rp?.stop();
  });

  /** 2. The app's authorization request: code flow, PKCE S256, state, nonce; offline_access needs prompt=consent. */
  async function authorizationRequest(): Promise<Flow> {
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: `${rp.origin}/callback`,
      scope: 'openid profile email offline_access account:read',
      prompt: 'consent',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, codeVerifier, state, nonce };
  }

  /** 4–5. The callback's code exchanged with PKCE; openid-client checks the ID token (issuer, audience, signature, nonce). */
  function exchange(page: Page, flow: Flow) {
    return client.authorizationCodeGrant(config, new URL(page.url()), { pkceCodeVerifier: flow.codeVerifier, expectedState: flow.state, expectedNonce: flow.nonce });
  }

  /** The consent page: the app's name and what it asks in plain words, axe and no horizontal scroll at any width, in both languages. */
  async function checkConsentPage(page: Page): Promise<void> {
    await page.getByRole('heading', { level: 1, name: '「青空ノート」との連携' }).waitFor();
    for (const words of ['氏名、フリガナ、使用する言語を見る', 'メールアドレスを見る', 'あなたがこのアプリを使っていないあいだも、連携を続ける', 'アカウントの情報を読み取る']) {
      await page.getByText(words).waitFor();
    }
    const problems: string[] = [];
    for (const lang of ['ja', 'en'] as const) {
      if (lang === 'en') {
        await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
        await page.getByRole('heading', { level: 1, name: 'Connect “青空ノート”' }).waitFor();
        await page.getByRole('button', { name: 'Allow', exact: true }).waitFor();
      }
      for (const v of await seriousAxeViolations(page)) problems.push(`${lang}: ${v}`);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        await nextFrames(page);
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
        if (scrollWidth > innerWidth) problems.push(`${lang} at ${width}px: ${scrollWidth} > ${innerWidth}`);
      }
    }
    await page.getByRole('banner').getByRole('button', { name: '日本語' }).click();
    await page.getByRole('button', { name: '許可する' }).waitFor();
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(problems).toEqual([]);
  }

  it('signs in with password and mailed code, asks consent, and gives the app tokens it checks; a replayed refresh token ends the grant; logout reaches the app\'s back channel', async () => {
    const context = await newPortalContext(browser);
    const page = await context.newPage();
    const started = Date.now();
    const flow = await authorizationRequest();
    await page.goto(flow.url);
    // 3. Signed out: the portal's own sign-in, then back to the app's sign-in.
    await page.waitForURL('**/login?returnTo=**');
    const before = await mailCount(portal.url, sora.email);
    await page.getByLabel('ログインIDまたはメールアドレス').fill(sora.loginId);
    await page.getByLabel('パスワード', { exact: true }).fill(sora.password);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await page.waitForURL('**/oneTimeCode**');
    await page.getByLabel('確認コード').fill(await readCodeFromMailbox(portal.url, sora.email, before));
    await page.getByRole('button', { name: '確認', exact: true }).click();
    await page.waitForURL('**/oauth/interaction/**');
    await checkConsentPage(page);
    await page.getByRole('button', { name: '許可する' }).click();
    // 4. The callback.
    await page.waitForURL(`${rp.origin}/callback?**`);
    const signedInMs = Date.now() - started;
    const tokens = await exchange(page, flow);
    const claims = tokens.claims()!;
    expect(claims).toMatchObject({ iss: portal.url, aud: clientId });
    expect(claims.sub).not.toBe(sora.loginId);
    // 6. userinfo.
    expect(await client.fetchUserInfo(config, tokens.access_token, claims.sub)).toMatchObject({ sub: claims.sub, name: sora.name, email: sora.email, email_verified: true, locale: 'ja' });

    // 7. A gateway call with the access token (issue 22, "apps": the gateway takes the provider's
    //    access tokens; tests/gateway/oidc-access-tokens.test.ts has the rest): GraphQL, as the app
    //    sends it, reads the account the person allowed it to (account:read).
    const viewerForApp = async (accessToken: string) => {
      const res = await fetch(`${portal.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
        body: JSON.stringify({ query: '{ viewer { account { loginId name } } }' }),
      });
      return ((await res.json()) as { data?: { viewer: { account: { loginId: string; name: string } } | null } }).data?.viewer ?? null;
    };
    expect(await viewerForApp(tokens.access_token)).toEqual({ account: { loginId: sora.loginId, name: sora.name } });

    // 8. A refresh: a new access token and a new refresh token.
    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    expect(await client.fetchUserInfo(config, refreshed.access_token, claims.sub)).toMatchObject({ sub: claims.sub });

    // 9. The first refresh token again, past the grace for parallel refreshes: the grant is gone.
    await new Promise((resolve) => setTimeout(resolve, (REFRESH_GRACE_SECONDS + 1) * 1000));
    await expect(client.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
    await expect(client.refreshTokenGrant(config, refreshed.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
    await expect(client.fetchUserInfo(config, refreshed.access_token, claims.sub)).rejects.toThrow();
    // (Step 7's gateway call, again: the grant is gone, so the next call is signed out.)
    expect(await viewerForApp(refreshed.access_token)).toBeNull();

    // 10. 「連携を解除」 on /security: issue 22, engineer "apps" (「連携中のアプリ」).

    // 11. Logout in the portal: the app's back-channel endpoint gets a logout token it verifies.
    await page.goto(`${portal.url}/topPage`);
    await page.getByRole('button', { name: 'ログアウト', exact: true }).first().click();
    await page.waitForURL('**/login**');
    await expect.poll(() => rp.logoutTokens.length, { timeout: 15_000 }).toBe(1);
    const jwks = createRemoteJWKSet(new URL(config.serverMetadata().jwks_uri!));
    const { payload, protectedHeader } = await jwtVerify(rp.logoutTokens[0]!, jwks, { issuer: portal.url, audience: clientId, typ: 'logout+jwt', maxTokenAge: '2m' });
    expect(protectedHeader.typ).toBe('logout+jwt');
    expect(payload).toMatchObject({ sub: claims.sub, sid: claims.sid, events: { 'http://schemas.openid.net/event/backchannel-logout': {} } });
    expect(payload).not.toHaveProperty('nonce');
    console.log(`[oidc journey] authorize → callback with password + mailed code and consent: ${signedInMs} ms (axe and the breakpoint sweep of the consent page included)`);
    await context.close();
  });

  it('a CLI connects with the device authorization grant: the code typed in the browser, the portal\'s sign-in and consent; the provider\'s pages pass axe in both languages', async () => {
    const cliApp = JSON.parse(
      await accountsCli(portal.databaseUrl, ['clients', 'create', '--name', 'ポータルCLI', '--redirect-uri', 'http://localhost/unused', '--public', '--scope', 'openid', '--scope', 'account:read', '--scope', 'offline_access', '--json']),
    ) as { client_id: string };
    const cli = await client.discovery(new URL(portal.url), cliApp.client_id, undefined, client.None(), { execute: [client.allowInsecureRequests] });
    const device = await client.initiateDeviceAuthorization(cli, { scope: 'openid account:read offline_access' });
    const context = await newPortalContext(browser);
    const page = await context.newPage();
    await signInThroughUi(page, portal.url, kai);
    const problems: string[] = [];
    // The address the device shows, typed by hand: the provider's page for the code (in English for an English browser).
    const english = await newPortalContext(browser, { locale: 'en-US' });
    const englishPage = await english.newPage();
    await englishPage.goto(device.verification_uri);
    await englishPage.getByRole('heading', { level: 1, name: 'Connect a device' }).waitFor();
    problems.push(...(await seriousAxeViolations(englishPage)).map((v) => `en input: ${v}`));
    await english.close();
    await page.goto(device.verification_uri);
    problems.push(...(await seriousAxeViolations(page)).map((v) => `ja input: ${v}`));
    await page.getByLabel('コード').fill(device.user_code.replace('-', '').toLowerCase());
    await page.getByRole('button', { name: '次へ' }).click();
    await page.getByText('「ポータルCLI」が、あなたのアカウントへの接続を求めています').waitFor();
    await page.getByText(device.user_code, { exact: true }).waitFor();
    problems.push(...(await seriousAxeViolations(page)).map((v) => `ja confirm: ${v}`));
    await page.getByRole('button', { name: '続ける' }).click();
    // Signed in already: straight to the consent page.
    await page.getByRole('heading', { level: 1, name: '「ポータルCLI」との連携' }).waitFor();
    await page.getByRole('button', { name: '許可する' }).click();
    await page.getByRole('heading', { level: 1, name: '端末を接続しました' }).waitFor();
    problems.push(...(await seriousAxeViolations(page)).map((v) => `ja done: ${v}`));
    expect(problems).toEqual([]);
    const tokens = await client.pollDeviceAuthorizationGrant(cli, device);
    expect(tokens.scope?.split(' ').sort()).toEqual(['account:read', 'offline_access', 'openid']);
    expect(tokens.refresh_token).toBeTruthy();
    await context.close();
  });

  it('the same journey signs in with a passkey (virtual authenticator): no code mailed', async () => {
    const context: BrowserContext = await newPortalContext(browser);
    await context.addInitScript(() => {
      (window.PublicKeyCredential as unknown as { isConditionalMediationAvailable: () => Promise<boolean> }).isConditionalMediationAvailable = async () => false;
    });
    const page = await context.newPage();
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
    });
    // The passkey, added on /security as its owner does.
    await signInThroughUi(page, portal.url, sora);
    await settle(page, '/security');
    await page.getByRole('button', { name: 'パスキーを追加' }).click();
    const dialog = page.getByRole('dialog', { name: 'パスキーを追加' });
    await dialog.getByLabel('パスキーの名前').fill('ノートの端末');
    await dialog.getByLabel('現在のパスワード', { exact: true }).fill(sora.password);
    await dialog.getByRole('button', { name: '追加する' }).click();
    // sora signed in from another browser before: this one's password + code sign-in is no proof, so
    // 本人確認 comes first, then the passkey is added.
    await stepUpWithMailedCode(page, portal.url, sora);
    await page.getByText('パスキー「ノートの端末」を追加しました').waitFor();
    await page.getByRole('button', { name: 'ログアウト', exact: true }).first().click();
    await page.waitForURL('**/login**');

    const mailsBefore = await mailCount(portal.url, sora.email);
    const started = Date.now();
    const flow = await authorizationRequest();
    await page.goto(flow.url);
    await page.waitForURL('**/login?returnTo=**');
    await page.getByRole('button', { name: 'パスキーでログイン' }).click();
    await page.waitForURL('**/oauth/interaction/**');
    await page.getByRole('heading', { level: 1, name: '「青空ノート」との連携' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '許可する' }).click();
    await page.waitForURL(`${rp.origin}/callback?**`);
    const signedInMs = Date.now() - started;
    const tokens = await exchange(page, flow);
    expect(await client.fetchUserInfo(config, tokens.access_token, tokens.claims()!.sub)).toMatchObject({ name: sora.name });
    const mails = (await (await fetch(`${portal.url}/dev/mailbox/messages?to=${encodeURIComponent(sora.email)}`)).json()) as Array<{ subject: string }>;
    expect(mails.slice(0, (await mailCount(portal.url, sora.email)) - mailsBefore).filter((mail) => mail.subject.includes('確認コード'))).toEqual([]);
    console.log(`[oidc journey] authorize → callback with a passkey and consent: ${signedInMs} ms`);
    await context.close();
  });
});
