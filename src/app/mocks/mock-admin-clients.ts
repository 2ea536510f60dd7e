// Mock mode's 「連携アプリ」: three registered apps to start with (a confidential one with a replaced
// secret, a public one an operator registered, a disabled one), registering (the service's rules, from
// src/shared/oauth-clients.ts, and the gateway's limits first), a new secret and disabling, each written
// to the audit log. A secret is made up for the answer that shows it and never kept, as the service does.
import { mockStepUpRefusal } from './mock-step-up';
import { GraphQLError } from 'graphql';
import { normalizeClientName, normalizeClientUri, normalizeClientUris } from '../../shared/oauth-clients';
import { forcedError, userError, type MockOperation, type MockUserError } from './mock-scenarios';
import type { MockContext } from './mock-resolvers';
import type { MockState } from './mock-state';
import type { MockAccount, MockAdminData, MockOAuthClient } from './mock-types';

type Args = Record<string, unknown>;
type Resolver = (parent: unknown, args: Args, context: MockContext) => unknown;

const day = 24 * 60 * 60_000;
const scopeOrder: MockOAuthClient['scopes'] = ['OPENID', 'PROFILE', 'EMAIL', 'OFFLINE_ACCESS', 'ACCOUNT_READ', 'ACCOUNT_WRITE'];
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const refused = (error: MockUserError) => new GraphQLError('The request was refused.', { extensions: { code: error.code } });

/** n random base64url characters (the real ids and secrets are random too). */
function randomText(n: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  return Array.from(crypto.getRandomValues(new Uint8Array(n)), (byte) => alphabet[byte & 63]).join('');
}

/** The apps mock mode starts with: realistic names, URIs and states. */
export function seedClients(now = Date.now()): MockOAuthClient[] {
  return [
    {
      clientId: 'mock-client-keihi00001',
      name: '経費精算システム',
      redirectUris: ['https://keihi.example.co.jp/auth/callback'],
      postLogoutRedirectUris: ['https://keihi.example.co.jp/'],
      type: 'CONFIDENTIAL',
      scopes: ['OPENID', 'PROFILE', 'EMAIL', 'OFFLINE_ACCESS'],
      backchannelLogoutUri: 'https://keihi.example.co.jp/auth/backchannel-logout',
      createdAt: now - 30 * day,
      createdByAccountCode: 'AC-100002',
      createdByLoginId: 'admin',
      secretRotatedAt: now - 10 * day,
      disabledAt: null,
    },
    {
      clientId: 'mock-client-mobile0002',
      name: '社内ポータル（スマートフォン）',
      redirectUris: ['https://app.example.co.jp/oauth/callback', 'http://localhost:8081/oauth/callback'],
      postLogoutRedirectUris: [],
      type: 'PUBLIC',
      scopes: ['OPENID', 'PROFILE', 'OFFLINE_ACCESS', 'ACCOUNT_READ'],
      backchannelLogoutUri: null,
      createdAt: now - 60 * day,
      createdByAccountCode: null,
      createdByLoginId: null,
      secretRotatedAt: null,
      disabledAt: null,
    },
    {
      clientId: 'mock-client-kintai0003',
      name: '旧勤怠システム',
      redirectUris: ['https://kintai.example.co.jp/sso/callback'],
      postLogoutRedirectUris: [],
      type: 'CONFIDENTIAL',
      scopes: ['OPENID', 'PROFILE', 'EMAIL'],
      backchannelLogoutUri: null,
      createdAt: now - 200 * day,
      createdByAccountCode: 'AC-100002',
      createdByLoginId: 'admin',
      secretRotatedAt: null,
      disabledAt: now - 3 * day,
    },
  ];
}

function clientOut(client: MockOAuthClient) {
  return {
    ...client,
    status: client.disabledAt === null ? 'ACTIVE' : 'DISABLED',
    createdAt: iso(client.createdAt),
    secretRotatedAt: iso(client.secretRotatedAt),
    disabledAt: iso(client.disabledAt),
  };
}

/** The registration's input checked as the gateway (its limits) and the service (the rules) do. */
function checkedInput(input: Args): { value: Omit<MockOAuthClient, 'clientId' | 'createdAt' | 'createdByAccountCode' | 'createdByLoginId' | 'secretRotatedAt' | 'disabledAt'> } | { error: MockUserError } {
  const refuse = (code: string, field: string) => ({ error: userError(code, { field }) });
  const text = typeof input.name === 'string' ? input.name : '';
  const name = text.length > 400 ? null : normalizeClientName(text);
  if (name === null) return refuse('CLIENT_NAME_INVALID', 'name');
  const redirectUris = normalizeClientUris(strings(input.redirectUris), 1);
  if (redirectUris === null) return refuse('REDIRECT_URI_INVALID', 'redirectUris');
  const postLogoutRedirectUris = normalizeClientUris(strings(input.postLogoutRedirectUris), 0);
  if (postLogoutRedirectUris === null) return refuse('REDIRECT_URI_INVALID', 'postLogoutRedirectUris');
  const given = new Set(strings(input.scopes));
  if (!given.has('OPENID')) return refuse('SCOPE_INVALID', 'scopes');
  const backchannel = typeof input.backchannelLogoutUri === 'string' && input.backchannelLogoutUri.trim() ? input.backchannelLogoutUri : null;
  const backchannelLogoutUri = backchannel === null ? null : normalizeClientUri(backchannel);
  if (backchannel !== null && backchannelLogoutUri === null) return refuse('BACKCHANNEL_LOGOUT_URI_INVALID', 'backchannelLogoutUri');
  const type = input.type === 'PUBLIC' ? 'PUBLIC' : 'CONFIDENTIAL';
  return { value: { name, redirectUris, postLogoutRedirectUris, type, scopes: scopeOrder.filter((scope) => given.has(scope)), backchannelLogoutUri } };
}

export function createClientMockResolvers(state: MockState): { Query: Record<string, Resolver>; Mutation: Record<string, Resolver> } {
  const admin = (): MockAdminData => (state.data.admin ??= { sessions: {}, events: {}, audit: [], sequence: 0 });
  const clients = (): MockOAuthClient[] => (admin().clients ??= seedClients());
  /** The gateway's @auth(roles: [ADMIN]): the signed-in administrator, or why not. */
  const administrator = (ctx: MockContext, operation: MockOperation): { me: MockAccount; error: null } | { me: null; error: MockUserError } => {
    const forced = forcedError(ctx.mockError, operation);
    if (forced) return { me: null, error: forced };
    const session = state.session(ctx.bearer ?? state.data.jar.sessionToken);
    const me = session && state.accountByCode(session.accountCode);
    if (!me) return { me: null, error: userError('UNAUTHENTICATED') };
    if (me.role !== 'ADMIN' || me.mustChangePassword) return { me: null, error: userError('FORBIDDEN') };
    return { me, error: null };
  };
  const record = (me: MockAccount, client: MockOAuthClient, action: 'CLIENT_CREATE' | 'CLIENT_ROTATE_SECRET' | 'CLIENT_DISABLE') => {
    const data = admin();
    data.sequence += 1;
    const id = `mock-audit-${data.sequence.toString().padStart(6, '0')}`;
    data.audit.unshift({
      id,
      at: Date.now(),
      actor: 'ADMINISTRATOR',
      actorAccountCode: me.accountCode,
      actorLoginId: me.loginId,
      action,
      targetAccountCode: null,
      targetLoginId: null,
      targetClientId: client.clientId,
      targetClientName: client.name,
      role: null,
      ipAddress: '192.0.2.10',
    });
    state.changed();
  };
  /** The app a mutation acts on, active, or the service's refusal. */
  const activeClient = (args: Args): MockOAuthClient | MockUserError => {
    const input = (args.input ?? {}) as Args;
    const client = clients().find((c) => c.clientId === input.clientId);
    if (!client) return userError('CLIENT_NOT_FOUND');
    if (client.disabledAt !== null) return userError('CLIENT_DISABLED');
    return client;
  };

  return {
    Query: {
      adminOAuthClients: (_parent, _args, ctx) => {
        const { error } = administrator(ctx, 'adminOAuthClients');
        if (error) throw refused(error);
        return [...clients()].sort((a, b) => b.createdAt - a.createdAt).map(clientOut);
      },
    },
    Mutation: {
      adminCreateOAuthClient: (_parent, args, ctx) => {
        const { me, error } = administrator(ctx, 'adminCreateOAuthClient');
        if (error) return { client: null, clientSecret: null, error };
        const stepUp = mockStepUpRefusal(state, ctx);
        if (stepUp) return { client: null, clientSecret: null, error: stepUp };
        const checked = checkedInput((args.input ?? {}) as Args);
        if ('error' in checked) return { client: null, clientSecret: null, error: checked.error };
        const client: MockOAuthClient = {
          ...checked.value,
          clientId: randomText(22),
          createdAt: Date.now(),
          createdByAccountCode: me.accountCode,
          createdByLoginId: me.loginId,
          secretRotatedAt: null,
          disabledAt: null,
        };
        clients().unshift(client);
        record(me, client, 'CLIENT_CREATE');
        return { client: clientOut(client), clientSecret: client.type === 'PUBLIC' ? null : randomText(43), error: null };
      },
      adminRotateOAuthClientSecret: (_parent, args, ctx) => {
        const { me, error } = administrator(ctx, 'adminRotateOAuthClientSecret');
        if (error) return { client: null, clientSecret: null, error };
        const stepUp = mockStepUpRefusal(state, ctx);
        if (stepUp) return { client: null, clientSecret: null, error: stepUp };
        const client = activeClient(args);
        if ('code' in client) return { client: null, clientSecret: null, error: client };
        if (client.type === 'PUBLIC') return { client: null, clientSecret: null, error: userError('CLIENT_HAS_NO_SECRET') };
        client.secretRotatedAt = Date.now();
        record(me, client, 'CLIENT_ROTATE_SECRET');
        return { client: clientOut(client), clientSecret: randomText(43), error: null };
      },
      adminDisableOAuthClient: (_parent, args, ctx) => {
        const { me, error } = administrator(ctx, 'adminDisableOAuthClient');
        if (error) return { client: null, error };
        const stepUp = mockStepUpRefusal(state, ctx);
        if (stepUp) return { client: null, error: stepUp };
        const client = activeClient(args);
        if ('code' in client) return { client: null, error: client };
        client.disabledAt = Date.now();
        record(me, client, 'CLIENT_DISABLE');
        return { client: clientOut(client), error: null };
      },
    },
  };
}
