// An app that signs people in with アカウントポータル and then uses the portal's API for them, without
// ever seeing their password: OpenID Connect's authorization code flow with PKCE (S256), done by
// openid-client 6, then a typed GraphQL request to the portal's gateway with the access token (this
// package's client). A small Node server:
//   GET /          starts a sign-in: a PKCE verifier, state and nonce, kept for 10 minutes, and a
//                  redirect to the portal's authorization endpoint;
//   GET /callback  the portal sends the person back here: the code is exchanged (with the verifier;
//                  openid-client checks the state, the issuer, and the ID token's signature and nonce),
//                  userinfo gives the name, and `viewer` is read through the gateway with the access
//                  token (scope account:read).
// It answers JSON, to keep the example small; a real app would start its own session here instead.
//
// Run it against a portal on http://localhost:3000 (npm start), from the portal's repository:
//   npm run accounts -- clients create --name "Example app" --redirect-uri http://127.0.0.1:8080/callback \
//     --public --scope openid --scope profile --scope account:read
//   CLIENT_ID=<the client id> npx tsx clients/api-client/examples/code-flow.ts
// then open http://127.0.0.1:8080/ in a browser. A confidential app also sets CLIENT_SECRET.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import * as oidc from 'openid-client';
// In your project: from '@account-portal/api-client'.
import { createPortalClient, ViewerDocument, type ViewerQuery } from '../src/index.js';

export interface ExampleAppOptions {
  /** The portal's PUBLIC_URL: the issuer, and the gateway at /graphql. */
  portalUrl: string;
  clientId: string;
  /** A confidential app's secret; none for a public app (PKCE alone). */
  clientSecret?: string | null;
  /** Exactly as registered: http is allowed only on localhost, 127.0.0.1 and [::1]. */
  redirectUri: string;
  /** Default: openid profile account:read. With offline_access the app also asks prompt=consent (OIDC Core §11). */
  scope?: string;
  /** Where this server listens (default: the redirect URI's host and port). */
  host?: string;
  port?: number;
}

/** What the callback answers: who signed in (from the ID token) and the account as the gateway reads it. */
export interface SignedIn {
  sub: string;
  name: string | null;
  scope: string;
  refreshToken: boolean;
  viewer: ViewerQuery['viewer'];
}

export interface ExampleApp {
  /** Where to start a sign-in (GET). */
  url: string;
  close(): Promise<void>;
}

interface Pending {
  codeVerifier: string;
  nonce: string;
  expires: number;
}

const PENDING_MS = 10 * 60_000;

export async function startExampleApp(options: ExampleAppOptions): Promise<ExampleApp> {
  const issuer = new URL(options.portalUrl);
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
  // Discovery: {PUBLIC_URL}/.well-known/openid-configuration. Plain http only for a portal on this machine.
  const config = await oidc.discovery(
    issuer,
    options.clientId,
    undefined,
    options.clientSecret ? oidc.ClientSecretBasic(options.clientSecret) : oidc.None(),
    local && issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined,
  );
  const scope = options.scope ?? 'openid profile account:read';
  const redirect = new URL(options.redirectUri);
  // The sign-ins under way, by state. One process here; an app with several keeps them in its session store.
  const pending = new Map<string, Pending>();

  async function start(res: ServerResponse): Promise<void> {
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const now = Date.now();
    for (const [key, value] of pending) if (value.expires < now) pending.delete(key);
    pending.set(state, { codeVerifier, nonce, expires: now + PENDING_MS });
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: options.redirectUri,
      scope,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      // A refresh token comes only with offline_access, and only when consent is asked for.
      ...(scope.split(' ').includes('offline_access') ? { prompt: 'consent' } : {}),
    });
    res.writeHead(302, { location: url.href, 'cache-control': 'no-store' }).end();
  }

  async function callback(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const current = new URL(req.url ?? '/', options.redirectUri);
    const state = current.searchParams.get('state') ?? '';
    const flow = pending.get(state);
    pending.delete(state);
    if (!flow || flow.expires < Date.now()) return json(res, 400, { error: 'unknown_state', error_description: 'This sign-in was not started here, or is over: start again.' });
    try {
      // The code for tokens (with the PKCE verifier); openid-client checks state, iss and the ID token.
      // An error the portal sent back (access_denied, say) is thrown here as well.
      const tokens = await oidc.authorizationCodeGrant(config, current, { pkceCodeVerifier: flow.codeVerifier, expectedState: state, expectedNonce: flow.nonce });
      const sub = tokens.claims()?.sub ?? '';
      // The person's name and e-mail come from userinfo (the ID token carries who and when, not the profile).
      const userinfo = await oidc.fetchUserInfo(config, tokens.access_token, sub);
      // The portal's API with the access token: a typed request, allowed by the token's scopes only.
      const portal = createPortalClient({ url: new URL('/graphql', issuer).href, token: tokens.access_token });
      const { viewer } = await portal.request(ViewerDocument);
      const signedIn: SignedIn = {
        sub,
        name: typeof userinfo.name === 'string' ? userinfo.name : null,
        scope: tokens.scope ?? scope,
        refreshToken: typeof tokens.refresh_token === 'string',
        viewer,
      };
      json(res, 200, signedIn);
    } catch (error) {
      const { error: code, error_description: description } = error as { error?: string; error_description?: string };
      json(res, 400, { error: code ?? 'sign_in_failed', error_description: description ?? (error instanceof Error ? error.message : String(error)) });
    }
  }

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://app').pathname;
    const handled = req.method !== 'GET' ? null : path === '/' ? start(res) : path === redirect.pathname ? callback(req, res) : null;
    if (!handled) return json(res, 404, { error: 'not_found' });
    handled.catch((error: unknown) => json(res, 500, { error: 'server_error', error_description: String(error) }));
  });
  const port = options.port ?? Number(redirect.port || 80);
  const host = options.host ?? redirect.hostname.replace(/^\[|\]$/g, '');
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://${redirect.hostname}:${address.port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function json(res: ServerResponse, status: number, body: unknown): void {
  if (res.headersSent) return;
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(JSON.stringify(body));
}

// Run directly: the settings from the environment.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env['PORT'] ?? 8080);
  const clientId = process.env['CLIENT_ID'];
  if (!clientId) {
    console.error('Set CLIENT_ID (and CLIENT_SECRET for a confidential app); see the comment at the top of this file.');
    process.exit(1);
  }
  const app = await startExampleApp({
    portalUrl: process.env['PORTAL_URL'] ?? 'http://localhost:3000',
    clientId,
    clientSecret: process.env['CLIENT_SECRET'] ?? null,
    redirectUri: process.env['REDIRECT_URI'] ?? `http://127.0.0.1:${port}/callback`,
    ...(process.env['SCOPE'] ? { scope: process.env['SCOPE'] } : {}),
  });
  console.log(`Open ${app.url} to sign in with アカウントポータル.`);
}
