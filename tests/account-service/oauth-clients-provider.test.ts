// The administrators' side and the provider's side of a registered app agree, on SQLite and PostgreSQL:
// an app registered with the CLI (as an operator would) signs a person in through the OpenID Provider
// with openid-client 6 and the secret printed once; a new secret stops the old one at the token
// endpoint at once; disabling makes the app unknown (invalid_client) and ends its tokens.
import * as client from 'openid-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runAccountsCommand } from '../../src/account-service/cli/accounts-cli';
import { testDialects } from '../helpers/test-databases';
import { authorizationRequest, errorAt, exchange, REDIRECT_URI, startOidcHarness, type OidcHarness } from './oidc-support';

describe.each(testDialects)('a registered app at the OpenID Provider (%s)', (dialect) => {
  let h: OidcHarness;
  beforeEach(async () => {
    h = await startOidcHarness(dialect);
  });
  afterEach(async () => {
    await h?.close();
  });

  const clients = async (...argv: string[]) => JSON.parse((await runAccountsCommand(h.service.db, ['clients', ...argv, '--json'], { publicUrl: 'http://localhost:3000', clock: h.clock }))[0]!) as { client_id: string; client_secret: string | null };
  const register = (...more: string[]) => clients('create', '--name', '経費精算', '--redirect-uri', REDIRECT_URI, '--scope', 'openid profile email offline_access', ...more);

  async function signInTo(config: client.Configuration) {
    const request = await authorizationRequest(config, { scope: 'openid profile offline_access', prompt: 'consent' });
    const { landing } = await h.browser().authorize(request.url);
    if (landing.kind !== 'app') throw new Error(`no callback: ${JSON.stringify(landing)}`);
    return exchange(config, landing.url, request);
  }
  /** The token endpoint's refusal: 401 with invalid_client in WWW-Authenticate (client_secret_basic). */
  const refusalOf = (refresh: Promise<unknown>) =>
    refresh.then(
      () => 'issued',
      (failure: unknown) => (failure instanceof client.WWWAuthenticateChallengeError ? `${failure.status} ${failure.cause[0]?.parameters.error}` : String(failure)),
    );
  const works = (config: client.Configuration, accessToken: string) => client.fetchUserInfo(config, accessToken, client.skipSubjectCheck).then(() => true, () => false);

  it('an app registered with the CLI signs a person in with its secret; a new secret stops the old one at once', async () => {
    const made = await register();
    const config = await h.rp({ clientId: made.client_id, secret: made.client_secret });
    const tokens = await signInTo(config);
    expect(tokens.claims()?.aud).toBe(made.client_id);
    expect(await works(config, tokens.access_token)).toBe(true);

    const rotated = await clients('rotate-secret', made.client_id);
    expect(await refusalOf(client.refreshTokenGrant(config, tokens.refresh_token!))).toBe('401 invalid_client');
    const renewed = await h.rp({ clientId: made.client_id, secret: rotated.client_secret });
    const refreshed = await client.refreshTokenGrant(renewed, tokens.refresh_token!);
    expect(await works(renewed, refreshed.access_token)).toBe(true);
  });

  it('a public app signs in with PKCE alone', async () => {
    const made = await register('--public');
    expect(made.client_secret).toBeNull();
    const config = await h.rp({ clientId: made.client_id, secret: null });
    expect(await works(config, (await signInTo(config)).access_token)).toBe(true);
  });

  it('a disabled app is unknown to the provider, and the tokens it was given stop working at once', async () => {
    const made = await register();
    const config = await h.rp({ clientId: made.client_id, secret: made.client_secret });
    const tokens = await signInTo(config);
    expect(await works(config, tokens.access_token)).toBe(true);

    await clients('disable', made.client_id);
    expect(await works(config, tokens.access_token)).toBe(false);
    expect(await refusalOf(client.refreshTokenGrant(config, tokens.refresh_token!))).toBe('401 invalid_client');
    expect(await h.service.db.selectFrom('oidc_payload').select('model').where('client_id', '=', made.client_id).execute()).toEqual([]);
    // A new sign-in is refused before anyone is asked anything.
    const request = await authorizationRequest(config);
    const landing = await h.browser().go(request.url);
    expect(landing.kind === 'page' ? landing.res.statusCode : errorAt(landing)).toBe(400);
    if (landing.kind === 'page') expect(landing.res.body).toContain('invalid_client');
  });
});
