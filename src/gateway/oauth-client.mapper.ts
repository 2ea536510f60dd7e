// Registered apps (OpenID Provider clients) between the REST contract's words and GraphQL's.
import type { RestOAuthClient, RestOAuthScope } from './account-api.client';
import type { OAuthClient, OAuthScope } from './generated/resolvers';
import { mapEnum } from './account.mapper';

const scopes: Record<RestOAuthScope, OAuthScope> = {
  openid: 'OPENID',
  profile: 'PROFILE',
  email: 'EMAIL',
  offline_access: 'OFFLINE_ACCESS',
  'account:read': 'ACCOUNT_READ',
  'account:write': 'ACCOUNT_WRITE',
};

/** The scope's own name → GraphQL's. */
export function toOAuthScope(scope: RestOAuthScope): OAuthScope {
  return mapEnum(scopes, scope, 'OAuth scope');
}

/** GraphQL scope → the scope's own name (the table turned around). */
export function toRestScope(scope: OAuthScope): RestOAuthScope {
  return (Object.keys(scopes) as RestOAuthScope[]).find((name) => scopes[name] === scope)!;
}

export function toOAuthClient(client: RestOAuthClient): OAuthClient {
  return {
    clientId: client.clientId,
    name: client.name,
    redirectUris: client.redirectUris,
    postLogoutRedirectUris: client.postLogoutRedirectUris,
    type: client.public ? 'PUBLIC' : 'CONFIDENTIAL',
    scopes: client.scopes.map((scope) => mapEnum(scopes, scope, 'OAuth scope')),
    backchannelLogoutUri: client.backchannelLogoutUri,
    status: client.disabledAt === null ? 'ACTIVE' : 'DISABLED',
    createdAt: client.createdAt,
    createdByAccountCode: client.createdByAccountCode,
    createdByLoginId: client.createdByLoginId,
    secretRotatedAt: client.secretRotatedAt,
    disabledAt: client.disabledAt,
  };
}
