// An app's back-channel logout endpoint for tests: a tiny HTTP server on 127.0.0.1 that keeps every
// logout token it is sent, and the checks an app makes of one (OpenID Connect Back-Channel Logout 1.0,
// §2.6) against the provider's JWKS.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';

export class BackchannelReceiver {
  readonly tokens: string[] = [];
  status = 200;
  url = '';
  private server: Server | undefined;

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const token = new URLSearchParams(body).get('logout_token');
        if (token) this.tokens.push(token);
        res.writeHead(this.status, { 'cache-control': 'no-store' }).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}/backchannel-logout`;
    return this;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/**
 * What an app checks of a logout token: signed by a key of the provider's JWKS, typ logout+jwt, its
 * issuer, the app as audience, at most 2 minutes old, the back-channel logout event, no nonce, and
 * a sid. Answers the payload.
 */
export async function verifyLogoutToken(token: string, jwks: JSONWebKeySet, expected: { issuer: string; audience: string }): Promise<JWTPayload> {
  const { payload } = await jwtVerify(token, createLocalJWKSet(jwks), { issuer: expected.issuer, audience: expected.audience, typ: 'logout+jwt', maxTokenAge: '2m' });
  if (JSON.stringify(payload.events) !== JSON.stringify({ 'http://schemas.openid.net/event/backchannel-logout': {} })) throw new Error(`not a logout event: ${JSON.stringify(payload.events)}`);
  if ('nonce' in payload) throw new Error('a logout token has no nonce');
  if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string') throw new Error('no sid or sub');
  return payload;
}
