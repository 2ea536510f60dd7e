// Mock mode's 「連携アプリ」, as an API consumer of the mocked schema sees it: realistic apps to start
// with, ids and secrets of the real form, the service's refusals, and ?mockError= codes.
import { createRequire } from 'node:module';
import type * as GraphQL from 'graphql';
import { describe, expect, it } from 'vitest';
import { createMockSchema } from '../../src/app/mocks/mock-schema';
import { MockState } from '../../src/app/mocks/mock-state';
import { gatewayTypeDefs } from './render-app';

const { graphql } = createRequire(import.meta.url)('graphql') as typeof GraphQL;

function signedInAs(loginId: string, mockError: string | null = null) {
  const state = new MockState();
  state.signIn(loginId);
  const { schema } = createMockSchema({ typeDefs: gatewayTypeDefs, state });
  return (source: string, variableValues: Record<string, unknown> = {}) => graphql({ schema, source, variableValues, contextValue: { bearer: null, mockError } });
}

const LIST = '{ adminOAuthClients { clientId name type scopes status createdAt createdByLoginId secretRotatedAt disabledAt backchannelLogoutUri } }';
const CREATE = 'mutation ($input: AdminCreateOAuthClientInput!) { adminCreateOAuthClient(input: $input) { client { clientId name scopes status } clientSecret error { code field } } }';
const ROTATE = 'mutation ($id: ID!) { adminRotateOAuthClientSecret(input: { clientId: $id }) { client { clientId secretRotatedAt } clientSecret error { code } } }';
const app = { name: '経費精算', redirectUris: ['https://keihi.example.jp/cb'], type: 'CONFIDENTIAL', scopes: ['EMAIL', 'OPENID'] };

describe('the mock 「連携アプリ」', () => {
  it('starts with three realistic apps, newest first: active, public, disabled', async () => {
    const { data, errors } = await signedInAs('admin')(LIST);
    expect(errors).toBeUndefined();
    const clients = (data as { adminOAuthClients: Record<string, unknown>[] }).adminOAuthClients;
    expect(clients.map((c) => [c.name, c.type, c.status])).toEqual([
      ['経費精算システム', 'CONFIDENTIAL', 'ACTIVE'],
      ['社内ポータル（スマートフォン）', 'PUBLIC', 'ACTIVE'],
      ['旧勤怠システム', 'CONFIDENTIAL', 'DISABLED'],
    ]);
    for (const client of clients) {
      expect(client.clientId).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(client.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect((client.scopes as string[])[0]).toBe('OPENID');
    }
    expect(clients[0]).toMatchObject({ createdByLoginId: 'admin', secretRotatedAt: expect.any(String), backchannelLogoutUri: expect.stringMatching(/^https:\/\//) });
    expect(clients[1]).toMatchObject({ createdByLoginId: null, secretRotatedAt: null, disabledAt: null });
  });

  it('registers with ids and secrets of the real form, refuses what the service refuses, and answers scenario codes', async () => {
    const run = signedInAs('admin');
    const made = ((await run(CREATE, { input: app })).data as { adminCreateOAuthClient: { client: { clientId: string; scopes: string[] }; clientSecret: string } }).adminCreateOAuthClient;
    expect(made).toMatchObject({ client: { name: '経費精算', scopes: ['OPENID', 'EMAIL'], status: 'ACTIVE' }, error: null });
    expect(made.client.clientId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(made.clientSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rotated = ((await run(ROTATE, { id: made.client.clientId })).data as { adminRotateOAuthClientSecret: { clientSecret: string } }).adminRotateOAuthClientSecret;
    expect(rotated.clientSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(rotated.clientSecret).not.toBe(made.clientSecret);

    for (const [change, code, field] of [
      [{ name: '' }, 'CLIENT_NAME_INVALID', 'name'],
      [{ redirectUris: ['http://keihi.example.jp/cb'] }, 'REDIRECT_URI_INVALID', 'redirectUris'],
      [{ scopes: ['PROFILE'] }, 'SCOPE_INVALID', 'scopes'],
      [{ backchannelLogoutUri: 'https://keihi.example.jp/logout#x' }, 'BACKCHANNEL_LOGOUT_URI_INVALID', 'backchannelLogoutUri'],
    ] as const) {
      const refused = ((await run(CREATE, { input: { ...app, ...change } })).data as { adminCreateOAuthClient: unknown }).adminCreateOAuthClient;
      expect(refused).toEqual({ client: null, clientSecret: null, error: { code, field } });
    }
    expect(((await run(ROTATE, { id: 'mock-client-mobile0002' })).data as { adminRotateOAuthClientSecret: unknown }).adminRotateOAuthClientSecret).toMatchObject({ error: { code: 'CLIENT_HAS_NO_SECRET' } });
    expect(((await run(ROTATE, { id: 'mock-client-kintai0003' })).data as { adminRotateOAuthClientSecret: unknown }).adminRotateOAuthClientSecret).toMatchObject({ error: { code: 'CLIENT_DISABLED' } });
    expect(((await run(ROTATE, { id: 'nothing' })).data as { adminRotateOAuthClientSecret: unknown }).adminRotateOAuthClientSecret).toMatchObject({ error: { code: 'CLIENT_NOT_FOUND' } });

    const forced = await signedInAs('admin', 'CLIENT_NAME_INVALID')(CREATE, { input: app });
    expect((forced.data as { adminCreateOAuthClient: unknown }).adminCreateOAuthClient).toMatchObject({ error: { code: 'CLIENT_NAME_INVALID', field: 'name' } });
  });

  it('a user gets FORBIDDEN', async () => {
    const run = signedInAs('demo');
    expect((await run(LIST)).errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect(((await run(CREATE, { input: app })).data as { adminCreateOAuthClient: unknown }).adminCreateOAuthClient).toMatchObject({ error: { code: 'FORBIDDEN' } });
  });
});
