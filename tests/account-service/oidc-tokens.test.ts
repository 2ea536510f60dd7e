// Refresh tokens (rotated on every use; a replay revokes the whole grant; a grace of 10 s for parallel
// refreshes) and signing keys (rotated with an overlap), on SQLite and PostgreSQL.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as client from 'openid-client';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { REFRESH_GRACE_SECONDS } from '../../src/account-service/oidc/adapter';
import { runAccountsCommand } from '../../src/account-service/cli/accounts-cli';
import { purgeExpiredRows } from '../../src/account-service/housekeeping';
import { testDialects } from '../helpers/test-databases';
import { authorizationRequest, exchange, ISSUER, POST_LOGOUT_URI, startOidcHarness, type OidcHarness } from './oidc-support';

describe.each(testDialects)('OpenID Provider: refresh tokens and keys (%s)', (dialect) => {
  let h: OidcHarness;
  let config: client.Configuration;
  beforeEach(async () => {
    h = await startOidcHarness(dialect);
    config = await h.rp();
  });
  afterEach(async () => {
    await h?.close();
  });

  async function tokens(browser = h.browser(), params: Record<string, string> = { scope: 'openid profile offline_access', prompt: 'consent' }) {
    const request = await authorizationRequest(config, params);
    const { landing } = await browser.authorize(request.url);
    if (landing.kind !== 'app') throw new Error('no callback');
    return exchange(config, landing.url, request);
  }

  const grantRows = async () => (await h.service.db.selectFrom('oidc_payload').select('model').where('grant_id', 'is not', null).execute()).map((r) => r.model).sort();
  const works = (accessToken: string) => client.fetchUserInfo(config, accessToken, client.skipSubjectCheck).then(() => true, () => false);

  it('rotates the refresh token on every use, and the new one works', async () => {
    const first = await tokens();
    const second = await client.refreshTokenGrant(config, first.refresh_token!);
    expect(second.refresh_token).toBeTruthy();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(await works(second.access_token)).toBe(true);
    // The ID token of a refresh is checked by the library too.
    expect(second.claims()?.sub).toBe(first.claims()?.sub);
    const third = await client.refreshTokenGrant(config, second.refresh_token!);
    expect(await works(third.access_token)).toBe(true);
  });

  it(`answers parallel refreshes with the same token within ${REFRESH_GRACE_SECONDS} s (two tabs, a retry after a lost answer)`, async () => {
    const first = await tokens();
    const parallel = await Promise.all([0, 1, 2].map(() => client.refreshTokenGrant(config, first.refresh_token!)));
    expect(new Set(parallel.map((t) => t.refresh_token)).size).toBe(3);
    h.clock.advanceSeconds(REFRESH_GRACE_SECONDS);
    const late = await client.refreshTokenGrant(config, first.refresh_token!);
    for (const t of [...parallel, late]) expect(await works(t.access_token)).toBe(true);
  });

  it('a refresh token replayed after the grace revokes the whole grant: every token of it stops working', async () => {
    const first = await tokens();
    const second = await client.refreshTokenGrant(config, first.refresh_token!);
    expect(await grantRows()).toContain('Grant');
    h.clock.advanceSeconds(REFRESH_GRACE_SECONDS + 1);
    await expect(client.refreshTokenGrant(config, first.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
    expect(await grantRows()).toEqual([]);
    expect(await works(second.access_token)).toBe(false);
    await expect(client.refreshTokenGrant(config, second.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
    // The person allows it again: a new consent, a new grant.
    expect((await tokens()).refresh_token).toBeTruthy();
  });

  it('revokes a token on the app\'s request (RFC 7009)', async () => {
    const first = await tokens();
    await client.tokenRevocation(config, first.access_token);
    expect(await works(first.access_token)).toBe(false);
    await client.tokenRevocation(config, first.refresh_token!);
    await expect(client.refreshTokenGrant(config, first.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('housekeeping removes what expired an hour ago and keeps the rest (a consumed refresh token to its own expiry)', async () => {
    const first = await tokens();
    await client.refreshTokenGrant(config, first.refresh_token!);
    const models = async () => (await h.service.db.selectFrom('oidc_payload').select('model').execute()).map((r) => r.model).sort();
    expect(await models()).toEqual(['AccessToken', 'AccessToken', 'AuthorizationCode', 'Grant', 'RefreshToken', 'RefreshToken', 'Session']);
    h.clock.advanceHours(2);
    await purgeExpiredRows(h.service.db, h.clock.now());
    expect(await models()).toEqual(['Grant', 'RefreshToken', 'RefreshToken', 'Session']);
    h.clock.advanceHours(12);
    await purgeExpiredRows(h.service.db, h.clock.now());
    expect(await models()).toEqual(['Grant', 'RefreshToken', 'RefreshToken']);
  });

  it('rotates signing keys with an overlap: the JWKS serves the current and the previous key, new tokens use the new one, old ones still verify', async () => {
    const browser = h.browser();
    const before = await tokens(browser);
    const jwks = async () => (await browser.request('GET', '/oidc/jwks')).json() as { keys: Array<{ kid: string; key_ops?: string[]; d?: string }> };
    const oldKid = decodeProtectedHeader(before.id_token!).kid!;
    expect((await jwks()).keys.map((k) => k.kid)).toEqual([oldKid]);

    // The operator's command, as `npm run accounts -- oidc rotate-keys` runs it.
    const lines = await runAccountsCommand(h.service.db, ['oidc', 'rotate-keys']);
    expect(lines.join('\n')).toMatch(/rotated|ローテーション/i);
    // Each instance looks for a new key version every few seconds; this one looks now.
    await h.service.oidc.host.refresh();
    const published = (await jwks()).keys;
    expect(published).toHaveLength(2);
    expect(published[1]).toMatchObject({ kid: oldKid, key_ops: ['verify'] });
    expect(published.every((k) => k.d === undefined)).toBe(true);
    const newKid = published[0]!.kid;
    expect(newKid).not.toBe(oldKid);

    // A new ID token is signed with the new key, and the library (which fetches the JWKS) accepts it.
    const after = await tokens(browser, { scope: 'openid' });
    expect(decodeProtectedHeader(after.id_token!).kid).toBe(newKid);
    const keySet = createLocalJWKSet(await jwks());
    await expect(jwtVerify(before.id_token!, keySet, { issuer: ISSUER })).resolves.toBeTruthy();

    // An id_token_hint signed with the previous key is still accepted (RP-initiated logout).
    const end = client.buildEndSessionUrl(config, { id_token_hint: before.id_token!, post_logout_redirect_uri: POST_LOGOUT_URI, state: 'bye' });
    const page = await browser.go(end.href);
    expect(page.kind === 'page' && page.res.statusCode).toBe(200);

    // A second rotation within an ID token's lifetime would retire the key that signed `before`: the
    // command refuses it unless forced.
    await expect(runAccountsCommand(h.service.db, ['oidc', 'rotate-keys'])).rejects.toMatchObject({ code: 'ROTATED_RECENTLY', messageEn: expect.stringContaining('--force') });
    // A second rotation retires the first key: it is no longer published.
    expect((await runAccountsCommand(h.service.db, ['oidc', 'rotate-keys', '--force'])).join('\n')).toMatch(/rotated/);
    await h.service.oidc.host.refresh();
    expect((await jwks()).keys.map((k) => k.kid)).not.toContain(oldKid);
  });
});
