// The OpenID Provider's suites: a service whose clock is the real one (the provider keeps its own time,
// Date.now(), and compares it with the portal session's sign-in time), an app registered for it, a
// browser that keeps cookies and follows the provider's redirects through app.inject (as the gateway
// would pass them on: its credential in X-Portal-Service-Token, the portal session in X-Session-Token,
// only the provider's cookies), and openid-client 6 as the app, its HTTP requests served by app.inject.
import type { LightMyRequestResponse } from 'fastify';
import * as client from 'openid-client';
import type { AccountServiceOptions } from '../../src/account-service/app';
import { ManualClock } from '../helpers/manual-clock';
import { insertTestClient, type TestClient, type TestClientInput } from '../helpers/oidc-clients';
import type { TestDialect } from '../helpers/test-databases';
import { serviceToken, startHarness, taro, type Harness } from './support';
import { stepUpWithCode } from './step-up-support';

export const ISSUER = 'http://localhost:3000';
export const REDIRECT_URI = 'https://rp.example.test/callback';
export const POST_LOGOUT_URI = 'https://rp.example.test/signed-out';

export interface OidcHarness extends Harness {
  app: TestClient;
  browser(): Browser;
  /** openid-client's configuration of an app, its requests served by app.inject. */
  rp(app?: TestClient): Promise<client.Configuration>;
  registerApp(input?: Partial<TestClientInput>): Promise<TestClient>;
}

export async function startOidcHarness(dialect: TestDialect, options: Partial<AccountServiceOptions> = {}): Promise<OidcHarness> {
  const clock = new ManualClock(new Date());
  const h = { ...(await startHarness(dialect, { clock, oidcPrivateNetworkFetch: true, ...options })), clock };
  const registerApp = (input: Partial<TestClientInput> = {}) =>
    insertTestClient(h.service.db, { redirectUris: [REDIRECT_URI], postLogoutRedirectUris: [POST_LOGOUT_URI], ...input });
  const app = await registerApp();
  const fetchThroughInject: client.CustomFetch = async (url, options) => {
    const target = new URL(url);
    const res = await h.service.app.inject({
      method: options.method as 'GET',
      url: target.pathname + target.search,
      headers: { ...options.headers, 'x-portal-service-token': serviceToken },
      ...(options.body !== undefined && options.body !== null ? { payload: String(options.body) } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [String(value)]) headers.append(name, v);
    }
    return new Response(res.statusCode === 204 ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
  };
  return {
    ...h,
    app,
    registerApp,
    browser: () => new Browser(h),
    rp: async (which = app) =>
      client.discovery(new URL(ISSUER), which.clientId, undefined, which.secret === null ? client.None() : client.ClientSecretBasic(which.secret), {
        [client.customFetch]: fetchThroughInject,
        execute: [client.allowInsecureRequests],
      }),
  };
}

/** Where a navigation ends: the SPA's interaction page, the app's redirect URI, or a page of the provider. */
export type Landing = { kind: 'interaction'; uid: string } | { kind: 'app'; url: URL } | { kind: 'page'; res: LightMyRequestResponse };

interface Cookie {
  value: string;
  path: string;
}

/** A browser: the provider's cookies, and the portal session the gateway would pass along. */
export class Browser {
  readonly cookies = new Map<string, Cookie>();
  sessionToken: string | undefined;

  constructor(private readonly h: Harness) {}

  private cookieHeader(path: string): string {
    return [...this.cookies.entries()]
      .filter(([, c]) => c.path === '/' || path === c.path || path.startsWith(`${c.path}/`))
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
  }

  private keep(res: LightMyRequestResponse): void {
    const lines = res.headers['set-cookie'];
    for (const line of Array.isArray(lines) ? lines : lines ? [lines] : []) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1);
      const path = attributes.map((a) => a.trim()).find((a) => /^path=/i.test(a))?.slice(5) ?? '/';
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, { value, path });
    }
  }

  /** A request to the provider, as the gateway would pass it on. */
  async request(method: 'GET' | 'POST', url: string, form?: Record<string, string>, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    const target = new URL(url, ISSUER);
    const res = await this.h.service.app.inject({
      method,
      url: target.pathname + target.search,
      headers: {
        'x-portal-service-token': serviceToken,
        cookie: this.cookieHeader(target.pathname),
        ...(this.sessionToken ? { 'x-session-token': this.sessionToken } : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...headers,
      },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    });
    this.keep(res);
    return res;
  }

  /** Follows redirects from `url` until it leaves the provider. */
  async go(url: string, form?: Record<string, string>): Promise<Landing> {
    let res = await this.request(form ? 'POST' : 'GET', url, form);
    for (let hops = 0; hops < 10; hops++) {
      const location = res.headers.location;
      if (res.statusCode < 300 || res.statusCode >= 400 || typeof location !== 'string') return { kind: 'page', res };
      const next = new URL(location, ISSUER);
      if (next.origin !== ISSUER) return { kind: 'app', url: next };
      const interaction = /^\/oauth\/interaction\/([^/]+)$/.exec(next.pathname);
      if (interaction) return { kind: 'interaction', uid: interaction[1]! };
      res = await this.request('GET', next.href);
    }
    throw new Error('too many redirects');
  }

  /** The value of the interaction cookie, as the gateway copies it into X-OAuth-Interaction. */
  get interactionCookie(): string | undefined {
    return this.cookies.get('oidc_interaction')?.value;
  }

  private interactionHeaders(cookie = this.interactionCookie): Record<string, string> {
    return { ...(cookie ? { 'x-oauth-interaction': cookie } : {}), ...(this.sessionToken ? { 'x-session-token': this.sessionToken } : {}) };
  }

  interaction(uid: string, cookie?: string): Promise<LightMyRequestResponse> {
    return this.h.api('GET', `/v1/oauth/interactions/${uid}`, undefined, this.interactionHeaders(cookie));
  }

  completeLogin(uid: string, cookie?: string): Promise<LightMyRequestResponse> {
    return this.h.api('POST', `/v1/oauth/interactions/${uid}/login`, undefined, this.interactionHeaders(cookie));
  }

  consent(uid: string, allow: boolean, cookie?: string): Promise<LightMyRequestResponse> {
    return this.h.api('POST', `/v1/oauth/interactions/${uid}/consent`, { allow }, this.interactionHeaders(cookie));
  }

  /** The password of the account this browser signs in as (a step-up asks for it). */
  password = taro.password;

  /** Signs in to the portal (password and mailed code) unless already signed in. */
  async signIn(): Promise<void> {
    this.sessionToken ??= await this.h.signIn();
  }

  /**
   * Runs an authorization to its end as a person would: signs in when asked, allows what is asked (or
   * not), and answers where the browser lands, with the steps it went through.
   */
  async authorize(url: string, options: { allow?: boolean; form?: Record<string, string> } = {}): Promise<{ landing: Landing; steps: string[] }> {
    const steps: string[] = [];
    let landing = await this.go(url, options.form);
    for (let i = 0; i < 5 && landing.kind === 'interaction'; i++) {
      const details = await this.interaction(landing.uid);
      if (details.statusCode !== 200) throw new Error(`interaction: ${details.statusCode} ${details.body}`);
      const step = details.json() as { step: string; reasons: string[] };
      steps.push(`${step.step}(${step.reasons.join(',')})`);
      let done: LightMyRequestResponse;
      if (step.step === 'login') {
        await this.signIn();
        done = await this.completeLogin(landing.uid);
      } else {
        done = await this.consent(landing.uid, options.allow ?? true);
        // 「許可する」 needs a fresh proof (step-up): after 5 minutes the person confirms with the mailed
        // code and the password, as the dialog asks, and allows again.
        if (done.statusCode === 403 && (done.json() as { code?: string; stepUpMethod?: string }).stepUpMethod === 'EMAIL_CODE_AND_PASSWORD') {
          const me = (await this.h.api('GET', '/v1/session', undefined, { 'x-session-token': this.sessionToken! })).json() as { account: { email: string } };
          await stepUpWithCode(this.h, this.sessionToken!, me.account.email, this.password);
          done = await this.consent(landing.uid, options.allow ?? true);
        }
      }
      if (done.statusCode !== 200) throw new Error(`${step.step}: ${done.statusCode} ${done.body}`);
      landing = await this.go((done.json() as { returnTo: string }).returnTo);
    }
    return { landing, steps };
  }
}

export interface AuthorizationRequest {
  url: string;
  codeVerifier: string;
  state: string;
  nonce: string;
}

/** An authorization request as an app builds it: code flow, PKCE S256, state and nonce. */
export async function authorizationRequest(config: client.Configuration, params: Record<string, string> = {}): Promise<AuthorizationRequest> {
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT_URI,
    scope: 'openid profile email',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...params,
  });
  return { url: url.href, codeVerifier, state, nonce };
}

/** The app's side of the callback: the code exchanged with PKCE, the ID token checked by openid-client. */
export function exchange(config: client.Configuration, callback: URL, request: AuthorizationRequest): Promise<client.TokenEndpointResponse & client.TokenEndpointResponseHelpers> {
  return client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: request.codeVerifier, expectedState: request.state, expectedNonce: request.nonce });
}

/** The error a redirect to the app carries (error=…), or null. */
export function errorAt(landing: Landing): string | null {
  return landing.kind === 'app' ? landing.url.searchParams.get('error') : null;
}
