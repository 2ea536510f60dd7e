// Apps' access tokens as bearer tokens (issue 22): the account service takes an access token the
// provider issued wherever it takes a portal session's token (X-Session-Token, which the gateway fills
// from Authorization: Bearer), but only for the operations whose scope the contract names
// (x-app-scope) and the token was granted; checked on every call, so a revocation applies to the next
// one. On SQLite and PostgreSQL, with openid-client 6 as the app.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as client from 'openid-client';
import { disableAccount, requirePasswordChange } from '../../src/account-service/accounts/account-admin.service';
import { ACCESS_TOKEN_LENGTH } from '../../src/account-service/oidc/access-tokens';
import { REFRESH_GRACE_SECONDS } from '../../src/account-service/oidc/adapter';
import { disableOAuthClient } from '../../src/account-service/oauth-clients/oauth-client.service';
import { operations } from '../../src/account-service/generated/account-api.operations';
import { testDialects } from '../helpers/test-databases';
import { authorizationRequest, exchange, startOidcHarness, type OidcHarness } from './oidc-support';
import { taro } from './support';

const ROLES = { 'x-required-roles': 'user,admin' };
/** They look the interaction up first (its cookie), then the caller: tested on their own below. */
const interactionRoutes = new Set(['getOAuthInteraction', 'completeOAuthLogin', 'decideOAuthConsent']);

describe.each(testDialects)('apps\' access tokens at the account service (%s)', (dialect) => {
  let h: OidcHarness;
  let config: client.Configuration;
  beforeEach(async () => {
    h = await startOidcHarness(dialect);
    config = await h.rp();
  });
  afterEach(async () => {
    await h?.close();
  });

  /** An app signed in with these scopes: its tokens, and the portal session of the browser that allowed it. */
  async function appTokens(scope: string) {
    const browser = h.browser();
    const request = await authorizationRequest(config, { scope, prompt: 'consent' });
    const { landing } = await browser.authorize(request.url);
    if (landing.kind !== 'app') throw new Error('no callback');
    const tokens = await exchange(config, landing.url, request);
    return { tokens, portalSession: browser.sessionToken! };
  }

  const as = (token: string, extra: Record<string, string> = {}) => ({ 'x-session-token': token, ...extra });
  const viewer = (token: string) => h.api('GET', '/v1/session', undefined, as(token));
  const rename = (token: string, name: string) => h.api('PATCH', '/v1/session/account', { name }, as(token, ROLES));
  const events = async () => h.service.db.selectFrom('account_events').select(['kind', 'session_id', 'details']).orderBy('id').execute();

  it('reads the account with account:read; a token is told from a portal session by its length alone', async () => {
    const { tokens, portalSession } = await appTokens('openid account:read');
    expect(tokens.access_token).toHaveLength(ACCESS_TOKEN_LENGTH);
    expect(portalSession).toHaveLength(43);
    const res = await viewer(tokens.access_token);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { account: { loginId: string; email: string }; session: { expiresAt: string; absoluteExpiresAt: string; idleTimeoutSeconds: number } };
    expect(body.account).toMatchObject({ loginId: taro.loginId, email: taro.email });
    // The token's own life: it ends at its expiry whatever its use.
    const stored = await h.service.db.selectFrom('oidc_payload').select('payload').where('model', '=', 'AccessToken').executeTakeFirstOrThrow();
    expect(body.session.expiresAt).toBe(new Date((JSON.parse(stored.payload) as { exp: number }).exp * 1000).toISOString());
    expect(body.session.absoluteExpiresAt).toBe(body.session.expiresAt);
    expect(body.session.idleTimeoutSeconds).toBe(600);
    // The portal session that allowed it is untouched and still its own.
    expect((await viewer(portalSession)).statusCode).toBe(200);
  });

  it('answers 403 INSUFFICIENT_SCOPE with the scope needed, and changes nothing, for an operation outside the token\'s scopes', async () => {
    const { tokens } = await appTokens('openid profile');
    const read = await viewer(tokens.access_token);
    expect(read.statusCode).toBe(403);
    expect(read.json()).toMatchObject({ code: 'INSUFFICIENT_SCOPE', requiredScope: 'account:read' });
    const before = await events();
    const write = await rename(tokens.access_token, '山田 花子');
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ code: 'INSUFFICIENT_SCOPE', requiredScope: 'account:write' });
    expect(await events()).toEqual(before);
    expect((await h.service.db.selectFrom('accounts').select('name').executeTakeFirstOrThrow()).name).toBe(taro.name);
  });

  it('changes the account\'s details with account:write; the activity names the app, not a session', async () => {
    const { tokens } = await appTokens('openid account:write');
    const res = await rename(tokens.access_token, '山田 花子');
    expect(res.statusCode).toBe(200);
    expect(res.json().account.name).toBe('山田 花子');
    const changed = (await events()).filter((e) => e.kind === 'details_changed');
    expect(changed).toHaveLength(1);
    expect(changed[0]!.session_id).toBeNull();
    expect(JSON.parse(changed[0]!.details!)).toEqual({ fields: ['name'], app: { clientId: h.app.clientId, name: 'テストアプリ' } });
    // The account's own activity, as the owner reads it through the contract.
    const list = await h.api('GET', '/v1/session/events', undefined, as(await h.signIn(), ROLES));
    expect(list.json().events.find((e: { kind: string }) => e.kind === 'details_changed').details).toEqual({ fields: ['name'], app: { clientId: h.app.clientId, name: 'テストアプリ' } });
  });

  it('refuses every other signed-in operation of the contract (403 INSUFFICIENT_SCOPE, before anything is done), whatever the token\'s scopes', async () => {
    const { tokens, portalSession } = await appTokens('openid profile email offline_access account:read account:write');
    const before = await events();
    const refused: string[] = [];
    for (const [id, op] of Object.entries(operations)) {
      const names = (op.parameters as ReadonlyArray<{ name: string }>).map((p) => p.name);
      if (!names.includes('X-Session-Token') || op.appScope !== null || interactionRoutes.has(id)) continue;
      const url = op.path.replace(/\{\w+\}/g, 'x'.repeat(22));
      // Operations that check the caller as the request arrives do so before the body is read; the others get a body that passes.
      const body = op.method === 'GET' ? undefined : op.requestBody ? {} : undefined;
      const res = await h.api(op.method as 'GET', url, body, as(tokens.access_token, names.includes('X-Required-Roles') ? ROLES : {}));
      expect({ id, status: res.statusCode, code: res.json().code }).toEqual({ id, status: 403, code: 'INSUFFICIENT_SCOPE' });
      refused.push(id);
    }
    expect(refused).toEqual(expect.arrayContaining(['deleteSession', 'changePassword', 'requestEmailChange', 'listSessions', 'revokeOtherSessions', 'listAccountEvents', 'reportNotMe', 'listPasskeys', 'startPasskeyRegistration', 'listAccounts', 'createOAuthClient']));
    expect(await events()).toEqual(before);
    // Logout with the app's token ended nothing: the portal session and the token both still work.
    expect((await viewer(portalSession)).statusCode).toBe(200);
    expect((await viewer(tokens.access_token)).statusCode).toBe(200);
  });

  it('refuses an app\'s token at the interaction routes: it cannot finish another app\'s sign-in', async () => {
    const { tokens } = await appTokens('openid account:read account:write');
    const browser = h.browser();
    browser.sessionToken = tokens.access_token;
    const landing = await browser.go((await authorizationRequest(config)).url);
    if (landing.kind !== 'interaction') throw new Error('expected an interaction');
    expect((await browser.interaction(landing.uid)).json()).toMatchObject({ code: 'INSUFFICIENT_SCOPE' });
    const done = await browser.completeLogin(landing.uid);
    expect(done.statusCode).toBe(403);
    expect(done.json()).toMatchObject({ code: 'INSUFFICIENT_SCOPE' });
  });

  it('checks the token on every call: revoked (RFC 7009), its grant revoked by a replayed refresh token, its app or its account disabled — the next call is 401', async () => {
    const first = await appTokens('openid offline_access account:read');
    expect((await viewer(first.tokens.access_token)).statusCode).toBe(200);
    await client.tokenRevocation(config, first.tokens.access_token);
    expect((await viewer(first.tokens.access_token)).json()).toMatchObject({ code: 'UNAUTHENTICATED' });

    const second = await appTokens('openid offline_access account:read');
    const refreshed = await client.refreshTokenGrant(config, second.tokens.refresh_token!);
    expect((await viewer(refreshed.access_token)).statusCode).toBe(200);
    h.clock.advanceSeconds(REFRESH_GRACE_SECONDS + 1);
    await expect(client.refreshTokenGrant(config, second.tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
    for (const token of [second.tokens.access_token, refreshed.access_token]) expect((await viewer(token)).statusCode).toBe(401);

    const third = await appTokens('openid account:read');
    expect((await viewer(third.tokens.access_token)).statusCode).toBe(200);
    await disableAccount(h.service.db, taro.loginId, h.clock);
    expect((await viewer(third.tokens.access_token)).statusCode).toBe(401);
  });

  it('a disabled app\'s tokens stop at the next call; a token-shaped string that is no token is 401', async () => {
    const { tokens } = await appTokens('openid account:read');
    await disableOAuthClient({ db: h.service.db, clock: h.clock }, { kind: 'operator' }, h.app.clientId);
    expect((await viewer(tokens.access_token)).json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await viewer('A'.repeat(ACCESS_TOKEN_LENGTH))).statusCode).toBe(401);
    expect((await h.api('DELETE', '/v1/session', undefined, as('A'.repeat(ACCESS_TOKEN_LENGTH)))).statusCode).toBe(204);
  });

  it('an account that must change its password: its app may read it, not change it (403 FORBIDDEN)', async () => {
    const { tokens } = await appTokens('openid account:read account:write');
    await requirePasswordChange(h.service.db, taro.loginId, h.clock);
    expect((await viewer(tokens.access_token)).statusCode).toBe(200);
    const res = await rename(tokens.access_token, '山田 花子');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it('records the app\'s use of its grant at most once a minute (「連携中のアプリ」\'s last use)', async () => {
    const { tokens } = await appTokens('openid account:read');
    const lastUsed = async () => (await h.service.db.selectFrom('oidc_payload').select('last_used_at').where('model', '=', 'Grant').executeTakeFirstOrThrow()).last_used_at;
    await viewer(tokens.access_token);
    const first = await lastUsed();
    expect(first).toBe(h.clock.now().toISOString());
    h.clock.advanceSeconds(30);
    await viewer(tokens.access_token);
    expect(await lastUsed()).toBe(first);
    h.clock.advanceSeconds(31);
    await viewer(tokens.access_token);
    expect(await lastUsed()).toBe(h.clock.now().toISOString());
  });
});
