// 「連携中のアプリ」 in Chromium, against the whole portal under its real CSP, with openid-client 6 as the
// app (registered with the built CLI, its own server taking the back-channel logout): the person allows
// the app; /security lists it with what it may do, passing axe with no horizontal scroll at a phone's
// and a desktop's width in Japanese and English, the confirmation too; 「連携を解除」 then ends it at
// once: the app's next gateway call and next refresh fail, and its back channel gets a logout token it
// verifies. (The journey, step 10.)
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import * as client from 'openid-client';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { accountsCli, guardJourney, launchChromium, newPortalContext, nextFrames, seriousAxeViolations, settle, signInThroughUi, startTestPortal, type TestPortal } from './helpers/portal-harness';

const kaito = { loginId: 'kaito', email: 'kaito@example.jp', password: 'yuugure no umi de 2026', name: '佐藤 海斗' };

/** The app's back-channel logout endpoint, and a callback page. */
async function appServer(): Promise<{ origin: string; logoutTokens: string[]; server: Server }> {
  const logoutTokens: string[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const token = req.method === 'POST' ? new URLSearchParams(body).get('logout_token') : null;
      if (token) logoutTokens.push(token);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>App</title><h1>App</h1>');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://localhost:${(server.address() as AddressInfo).port}`, logoutTokens, server };
}

/** axe, and no horizontal scroll, at a phone's and a desktop's width. */
async function sweep(page: Page, label: string): Promise<string[]> {
  const problems = (await seriousAxeViolations(page)).map((v) => `${label}: ${v}`);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await nextFrames(page);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    if (scrollWidth > innerWidth) problems.push(`${label} at ${width}px: ${scrollWidth} > ${innerWidth}`);
  }
  return problems;
}

describe('「連携中のアプリ」 in Chromium', () => {
  guardJourney();
  let portal: TestPortal;
  let browser: Browser;
  let app: Awaited<ReturnType<typeof appServer>>;

  beforeAll(async () => {
    app = await appServer();
    portal = await startTestPortal();
    await accountsCli(portal.databaseUrl, ['create', '--login-id', kaito.loginId, '--email', kaito.email, '--password', kaito.password, '--name', kaito.name]);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.close();
    await new Promise((resolve) => app?.server.close(resolve));
  });

  it('lists the allowed app on /security, and 「連携を解除」 ends it at once: the app\'s next call and refresh fail, and its back channel is told', async () => {
    const registered = JSON.parse(
      await accountsCli(portal.databaseUrl, [
        'clients', 'create', '--name', '夕凪カレンダー', '--redirect-uri', `${app.origin}/callback`,
        '--scope', 'openid', '--scope', 'profile', '--scope', 'offline_access', '--scope', 'account:read',
        '--backchannel-logout-uri', `${app.origin}/backchannel-logout`, '--json',
      ]),
    ) as { client_id: string; client_secret: string };
    const config = await client.discovery(new URL(portal.url), registered.client_id, undefined, client.ClientSecretBasic(registered.client_secret), { execute: [client.allowInsecureRequests] });

    const context = await newPortalContext(browser);
    const page = await context.newPage();
    await signInThroughUi(page, portal.url, kaito);
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    await page.goto(
      client.buildAuthorizationUrl(config, {
        redirect_uri: `${app.origin}/callback`,
        scope: 'openid profile offline_access account:read',
        prompt: 'consent',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
      }).href,
    );
    await page.getByRole('button', { name: '許可する' }).click();
    await page.waitForURL(`${app.origin}/callback?**`);
    const tokens = await client.authorizationCodeGrant(config, new URL(page.url()), { pkceCodeVerifier: codeVerifier, expectedState: state });
    const gatewayCall = async () =>
      (await (await fetch(`${portal.url}/graphql`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ viewer { account { loginId } } }' }),
      })).json()) as { data?: { viewer: { account: { loginId: string } } | null } };
    expect((await gatewayCall()).data?.viewer?.account.loginId).toBe(kaito.loginId);

    // Back to the portal (the page is at the app's callback).
    await page.goto(`${portal.url}/topPage`);
    await settle(page, '/security');
    const section = page.getByRole('region', { name: '連携中のアプリ' });
    await section.getByText('夕凪カレンダー').waitFor();
    for (const words of ['氏名、フリガナ、使用する言語を見る', 'あなたがこのアプリを使っていないあいだも、連携を続ける', 'アカウントの情報を読み取る']) await section.getByText(words).waitFor();
    const problems = await sweep(page, 'ja');
    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    await page.getByRole('region', { name: 'Connected apps' }).getByRole('button', { name: 'Disconnect: 夕凪カレンダー' }).waitFor();
    problems.push(...(await sweep(page, 'en')));
    await page.getByRole('banner').getByRole('button', { name: '日本語' }).click();

    await section.getByRole('button', { name: '連携を解除: 夕凪カレンダー' }).click();
    const dialog = page.getByRole('alertdialog', { name: '「夕凪カレンダー」との連携を解除しますか？' });
    await dialog.waitFor();
    problems.push(...(await seriousAxeViolations(page)).map((v) => `dialog: ${v}`));
    expect(problems).toEqual([]);
    await dialog.getByRole('button', { name: '連携を解除する' }).click();
    await page.getByText('「夕凪カレンダー」との連携を解除しました').waitFor();
    await section.getByText('連携中のアプリはありません。').waitFor();

    // At once: the app's next gateway call and its next refresh fail; its back channel hears of it.
    expect((await gatewayCall()).data?.viewer).toBeNull();
    await expect(client.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
    await expect.poll(() => app.logoutTokens.length, { timeout: 15_000 }).toBe(1);
    const { payload } = await jwtVerify(app.logoutTokens[0]!, createRemoteJWKSet(new URL(config.serverMetadata().jwks_uri!)), { issuer: portal.url, audience: registered.client_id, typ: 'logout+jwt', maxTokenAge: '2m' });
    expect(payload).toMatchObject({ sub: tokens.claims()!.sub, sid: tokens.claims()!.sid, events: { 'http://schemas.openid.net/event/backchannel-logout': {} } });

    // The activity says both, in the person's words.
    await settle(page, '/security');
    const activity = page.getByRole('region', { name: 'アカウントの履歴' });
    await activity.getByText('アプリ「夕凪カレンダー」との連携を解除').waitFor();
    await activity.getByText('アプリ「夕凪カレンダー」との連携を許可').waitFor();
    await context.close();
  });
});
