// The provider for operators: its refusals and revocations logged with the request's id and nothing
// secret, and its requests counted by the provider's own route name. SQLite and PostgreSQL.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as client from 'openid-client';
import { testDialects } from '../helpers/test-databases';
import { authorizationRequest, exchange, REDIRECT_URI, startOidcHarness, type OidcHarness } from './oidc-support';
import { serviceToken } from './support';

describe.each(testDialects)('OpenID Provider: logs and metrics (%s)', (dialect) => {
  let h: OidcHarness;
  let lines: string[];
  beforeEach(async () => {
    lines = [];
    h = await startOidcHarness(dialect, { logLevel: 'info', http: { logStream: { write: (line) => void lines.push(line) } } });
  });
  afterEach(async () => {
    await h?.close();
  });

  it('logs refusals and revocations with the request id, never a secret, code or token; counts requests by route name', async () => {
    const config = await h.rp();
    const request = await authorizationRequest(config, { scope: 'openid offline_access', prompt: 'consent' });
    const { landing } = await h.browser().authorize(request.url);
    if (landing.kind !== 'app') throw new Error('no callback');
    const code = landing.url.searchParams.get('code')!;
    const tokens = await exchange(config, landing.url, request);

    const wrongSecret = await h.service.app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { 'x-portal-service-token': serviceToken, 'x-request-id': 'req-oidc-wrong-secret', 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`${h.app.clientId}:not-the-secret`).toString('base64')}` },
      payload: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, code_verifier: request.codeVerifier }).toString(),
    });
    expect(wrongSecret.statusCode).toBe(401);
    const refused = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.reqId === 'req-oidc-wrong-secret');
    expect(refused).toMatchObject({ level: 30, room: 'account-service', event: 'grant.error', error: 'invalid_client', msg: 'OpenID Provider refused a request' });

    // A replayed refresh token: the grant's revocation is a warning.
    await client.refreshTokenGrant(config, tokens.refresh_token!);
    h.clock.advanceSeconds(11);
    await expect(client.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
    expect(lines.map((l) => JSON.parse(l) as Record<string, unknown>).some((l) => l.event === 'grant.revoked' && l.level === 40 && l.clientId === h.app.clientId)).toBe(true);

    const everything = lines.join('\n');
    for (const secret of [h.app.secret!, code, tokens.access_token, tokens.refresh_token!, tokens.id_token!, request.codeVerifier]) expect(everything).not.toContain(secret);

    const metrics = (await h.service.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toMatch(/account_service_oidc_request_duration_seconds_count\{route="authorization",status_code="303"\} \d+/);
    expect(metrics).toMatch(/account_service_oidc_request_duration_seconds_count\{route="token",status_code="200"\} \d+/);
    expect(metrics).toMatch(/account_service_oidc_request_duration_seconds_count\{route="token",status_code="401"\} 1/);
    expect(metrics).toMatch(/account_service_oidc_request_duration_seconds_count\{route="discovery",status_code="200"\} \d+/);
  });

  it('over https, the provider\'s cookies are __Host- (the resume cookie, bound to its path, __Secure-), Secure, HttpOnly, SameSite=Lax', async () => {
    const https = await startOidcHarness(dialect, { publicUrl: 'https://portal.example.jp' });
    try {
      const discovery = await https.service.app.inject({ method: 'GET', url: '/.well-known/openid-configuration', headers: { 'x-portal-service-token': serviceToken } });
      expect(discovery.json().issuer).toBe('https://portal.example.jp');
      const url = new URL(discovery.json().authorization_endpoint as string);
      for (const [name, value] of Object.entries({ client_id: https.app.clientId, response_type: 'code', scope: 'openid', redirect_uri: REDIRECT_URI, code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', code_challenge_method: 'S256' })) url.searchParams.set(name, value);
      const res = await https.service.app.inject({ method: 'GET', url: url.pathname + url.search, headers: { 'x-portal-service-token': serviceToken } });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toMatch(/^\/oauth\/interaction\/[\w-]+$/);
      const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
      const interaction = cookies.find((c) => c.startsWith('__Host-oidc_interaction='))!;
      expect(interaction).toMatch(/; path=\/;/);
      expect(interaction).toMatch(/; secure/i);
      expect(interaction).toMatch(/; samesite=lax/i);
      expect(interaction).toMatch(/; httponly/i);
      expect(cookies.find((c) => c.startsWith('__Secure-oidc_resume='))).toMatch(/; path=\/oidc\/auth\/[\w-]+;.*secure/i);
      expect(cookies.every((c) => /^(__Host-|__Secure-)oidc_/.test(c))).toBe(true);
    } finally {
      await https.close();
    }
  });
});
