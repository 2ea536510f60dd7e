// The API client's example app (clients/api-client/examples/code-flow.ts) against a real portal
// started here (the embedded default: gateway and account service, SQLite, over HTTP): registered with
// the CLI as a public app, it does the code flow with PKCE through the portal and then a typed
// GraphQL call to the gateway with the access token. The person's part (the portal's sign-in with the
// password and the mailed code, then consent) is played over the portal's own HTTP API, as the SPA
// would send it (GraphQL with the browser's cookies), not in Chromium: nothing here depends on the
// pages, which the Chromium journey (tests/e2e/oidc-journey.test.ts) covers.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startExampleApp, type ExampleApp, type SignedIn } from '../../clients/api-client/examples/code-flow';
import { runAccountsCommand } from '../../src/account-service/cli/accounts-cli';
import { openDatabase } from '../../src/account-service/db/database';
import { startPortal, type Portal } from '../../src/main';
import { loadEnvironment } from '../../src/platform/env';
import { createSpaFixture, type SpaFixture } from './spa-fixture';
import { stepUpCodeOf } from '../account-service/step-up-support';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A person's browser over plain HTTP: a cookie jar, redirects followed by hand. */
class HttpBrowser {
  private readonly jar = new Map<string, string>();
  constructor(private readonly portalUrl: string) {}

  private keep(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1);
      if (value === '' || /max-age=0|expires=Thu, 01 Jan 1970/i.test(line)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }

  private cookies(url: URL): string {
    // The portal's cookies go to the portal only.
    return url.origin === this.portalUrl ? [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ') : '';
  }

  /** GET, following redirects until the portal's interaction page or an answer. */
  async go(url: string): Promise<{ interaction: string } | { answer: Response }> {
    let target = new URL(url);
    for (let i = 0; i < 10; i++) {
      const res = await fetch(target, { redirect: 'manual', headers: { cookie: this.cookies(target) } });
      if (target.origin === this.portalUrl) this.keep(res);
      const location = res.headers.get('location');
      if (res.status < 300 || res.status >= 400 || !location) return { answer: res };
      target = new URL(location, target);
      const interaction = /^\/oauth\/interaction\/([^/]+)$/.exec(target.pathname);
      if (target.origin === this.portalUrl && interaction) return { interaction: interaction[1]! };
    }
    throw new Error('too many redirects');
  }

  async graphql(query: string, variables: Record<string, unknown> = {}) {
    const url = new URL('/graphql', this.portalUrl);
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', cookie: this.cookies(url) }, body: JSON.stringify({ query, variables }) });
    this.keep(res);
    return ((await res.json()) as { data: Record<string, { returnTo?: string; interaction?: { prompt: string }; error: { code: string } | null }> }).data;
  }
}

describe('the API client\'s example app: code flow with PKCE, then the gateway with the access token', () => {
  let dir: string;
  let spa: SpaFixture;
  let portal: Portal;
  let app: ExampleApp;
  let databaseUrl: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'api-client-example-'));
    spa = await createSpaFixture();
    databaseUrl = `sqlite:${join(dir, 'portal.db')}`;
    const port = await freePort();
    const env = loadEnvironment('portal', { DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test', PUBLIC_URL: `http://localhost:${port}` });
    portal = await startPortal(env, { spaDir: spa.dir, logger: false });

    const appPort = await freePort();
    const redirectUri = `http://127.0.0.1:${appPort}/callback`;
    const { db } = openDatabase(databaseUrl);
    const [json] = await runAccountsCommand(db, ['clients', 'create', '--name', 'Example app', '--redirect-uri', redirectUri, '--public', '--scope', 'openid', '--scope', 'profile', '--scope', 'account:read', '--json']);
    await db.destroy();
    const { client_id: clientId, client_secret: secret } = JSON.parse(json!) as { client_id: string; client_secret: string | null };
    expect(secret).toBeNull();
    app = await startExampleApp({ portalUrl: portal.url, clientId, redirectUri });
  });
  afterAll(async () => {
    await app?.close();
    await portal?.close();
    await spa?.remove();
    rmSync(dir, { recursive: true, force: true });
  });

  const COMPLETE = 'mutation($id: ID!) { completeOAuthLogin(id: $id) { returnTo error { code } } }';
  const DECIDE = 'mutation($id: ID!, $allow: Boolean!) { decideOAuthConsent(id: $id, allow: $allow) { returnTo error { code } } }';
  const PROMPT = 'query($id: ID!) { oauthInteraction(id: $id) { interaction { prompt } error { code } } }';

  /** The person's part: the portal's sign-in when asked, then consent (allowed or not); where the app answers. */
  async function personAt(browser: HttpBrowser, allow: boolean): Promise<Response> {
    let step = await browser.go(app.url);
    for (let i = 0; i < 3 && 'interaction' in step; i++) {
      const id = step.interaction;
      const prompt = (await browser.graphql(PROMPT, { id })).oauthInteraction!.interaction!.prompt;
      let next;
      if (prompt === 'LOGIN') {
        const demo = portal.demoAccount!;
        const login = await browser.graphql('mutation($i: LoginInput!) { login(input: $i) { error { code } } }', { i: { loginId: demo.loginId, password: demo.password } });
        expect(login.login!.error).toBeNull();
        const mails = (await (await fetch(`${portal.url}/dev/mailbox/messages?to=${encodeURIComponent(demo.email)}`)).json()) as Array<{ text: string }>;
        const code = /(\d{6})/.exec(mails[0]!.text)![1]!;
        expect((await browser.graphql('mutation($i: VerifyLoginCodeInput!) { verifyLoginCode(input: $i) { error { code } } }', { i: { code } })).verifyLoginCode!.error).toBeNull();
        next = (await browser.graphql(COMPLETE, { id })).completeOAuthLogin!;
      } else {
        next = (await browser.graphql(DECIDE, { id, allow })).decideOAuthConsent!;
        if (next.error?.code === 'STEP_UP_REQUIRED') {
          // This browser is new to the account: its password + mailed-code sign-in is no proof (the
          // step-up rules), so 「許可する」 asks for a second code first.
          const demo = portal.demoAccount!;
          expect((await browser.graphql('mutation { sendStepUpCode { error { code } } }')).sendStepUpCode!.error).toBeNull();
          const mails = (await (await fetch(`${portal.url}/dev/mailbox/messages?to=${encodeURIComponent(demo.email)}`)).json()) as Array<{ text: string }>;
          const code = stepUpCodeOf(mails[0]!.text);
          const proven = await browser.graphql('mutation($i: VerifyStepUpCodeInput!) { verifyStepUpCode(input: $i) { error { code } } }', { i: { code, password: demo.password } });
          expect(proven.verifyStepUpCode!.error).toBeNull();
          next = (await browser.graphql(DECIDE, { id, allow })).decideOAuthConsent!;
        }
      }
      expect(next.error).toBeNull();
      step = await browser.go(next.returnTo!);
    }
    if (!('answer' in step)) throw new Error('the app never answered');
    return step.answer;
  }

  it('a person who does not allow it: the app hears access_denied from the portal, and has no token', async () => {
    const answer = await personAt(new HttpBrowser(portal.url), false);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ error: 'access_denied' });
  });

  it('signs the person in (the ID token checked by openid-client) and reads the account through the gateway with the access token', async () => {
    const answer = await personAt(new HttpBrowser(portal.url), true);
    expect(answer.status).toBe(200);
    const signedIn = (await answer.json()) as SignedIn;
    expect(signedIn.sub).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(signedIn.name).toBe('山田 太郎');
    expect(signedIn.scope.split(' ').sort()).toEqual(['account:read', 'openid', 'profile']);
    expect(signedIn.refreshToken).toBe(false);
    expect(signedIn.viewer?.account).toMatchObject({ loginId: 'demo', email: 'demo@example.com', name: '山田 太郎' });
    // The sub is the account's own (never the login ID).
    expect(signedIn.sub).not.toBe('demo');
  });
});
