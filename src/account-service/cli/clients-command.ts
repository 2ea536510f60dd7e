// `npm run accounts -- clients create|list|rotate-secret|disable`: the apps registered with the
// OpenID Provider, through the service the admin console's 「連携アプリ」 calls (oauth-clients/), audited
// with the operator as the actor. A secret is printed once, by the command that made it; --json prints
// one JSON document and nothing else, for scripts.
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { systemClock, type Clock } from '../lib/clock.js';
import { AdminError, type AdminErrorCode } from '../accounts/account-admin.service.js';
import { createOAuthClient, disableOAuthClient, listOAuthClients, rotateOAuthClientSecret, type ApiOAuthClient, type ClientWithSecret } from '../oauth-clients/oauth-client.service.js';

export const clientsUsage = `  clients create --name NAME --redirect-uri URI [--redirect-uri URI …] [--public] [--scope SCOPE …]
                 [--backchannel-logout-uri URI] [--post-logout-redirect-uri URI …] [--json]
         (連携アプリ（OpenID Connect のクライアント）を登録し、client_id と、--public でなければシークレットを一度だけ表示します。
          --scope は openid profile email offline_access account:read account:write から選び、既定は openid profile email /
          registers an app that signs users in with their account (an OpenID Connect client) and prints its client_id and,
          unless --public, its secret, this once; --scope is some of openid profile email offline_access account:read
          account:write, by default openid profile email)
  clients list [--json]
  clients rotate-secret CLIENT_ID [--json]
         (シークレットを再発行します。古いシークレットはすぐに使えなくなります / replaces the secret; the old one stops working at once)
  clients disable CLIENT_ID [--json]
         (無効にし、利用者が許可した連携とトークンをすべて終了します / disables the app and ends every grant and token it holds)
  (--json: {"client_id": …, "client_secret": …}。公開クライアントのシークレットは null / a public client's secret is null)`;

const optionSpec = {
  name: { type: 'string' },
  'redirect-uri': { type: 'string', multiple: true },
  'post-logout-redirect-uri': { type: 'string', multiple: true },
  public: { type: 'boolean' },
  scope: { type: 'string', multiple: true },
  'backchannel-logout-uri': { type: 'string' },
  'client-id': { type: 'string' },
  json: { type: 'boolean' },
} as const;

const defaultScopes = ['openid', 'profile', 'email'];

const mistake = (ja: string, en: string) => new AdminError('MISSING_OPTION', ja, en);

/** The service's refusals in the operator's words, naming the option at fault. */
function cliError(error: AppError, clientId: string | undefined): AdminError {
  const code = error.code as AdminErrorCode;
  const option = error.extras.field === 'postLogoutRedirectUris' ? '--post-logout-redirect-uri' : '--redirect-uri';
  const uriRule = 'https の完全なURI（開発用に限り http://localhost、127.0.0.1、[::1]）で、# 以降やユーザー名を含めずに';
  const uriRuleEn = 'absolute https URIs (http only on localhost, 127.0.0.1 or [::1], for development), without a fragment or a user name';
  switch (error.code) {
    case 'CLIENT_NAME_INVALID':
      return new AdminError(code, '--name は1〜100文字で、改行を含めずに指定してください', '--name must be 1 to 100 characters on one line');
    case 'REDIRECT_URI_INVALID':
      return new AdminError(code, `${option} は1〜10個の${uriRule}指定してください`, `${option} takes 1 to 10 ${uriRuleEn}`);
    case 'BACKCHANNEL_LOGOUT_URI_INVALID':
      return new AdminError(code, `--backchannel-logout-uri は${uriRule}指定してください`, `--backchannel-logout-uri must be one of the ${uriRuleEn}`);
    case 'SCOPE_INVALID':
      return new AdminError(
        code,
        '--scope は openid profile email offline_access account:read account:write から選び、openid を含めてください',
        '--scope takes some of openid profile email offline_access account:read account:write, openid among them',
      );
    case 'CLIENT_NOT_FOUND':
      return new AdminError(code, `この client_id の連携アプリはありません: ${clientId}`, `No registered app has the client_id ${clientId}`);
    case 'CLIENT_DISABLED':
      return new AdminError(code, `この連携アプリは無効になっています: ${clientId}`, `This app is disabled: ${clientId}`);
    case 'CLIENT_HAS_NO_SECRET':
      return new AdminError(code, `公開クライアントにシークレットはありません: ${clientId}`, `A public client has no secret: ${clientId}`);
    default:
      return new AdminError('MISSING_OPTION', `正しくない指定です（${error.code}）`, `${error.message} (${error.code})`);
  }
}

function describe(client: ApiOAuthClient): string {
  const state = client.disabledAt === null ? 'active' : `disabled ${client.disabledAt}`;
  return [client.clientId, client.public ? 'public' : 'confidential', state, client.scopes.join(' '), client.redirectUris.join(' '), client.createdAt, client.name].join('\t');
}

/** The one JSON document --json prints for a made or replaced secret. */
const secretJson = ({ client, clientSecret }: ClientWithSecret) => JSON.stringify({ client_id: client.clientId, client_secret: clientSecret });

function secretLines(made: ClientWithSecret, heading: string): string[] {
  const { client, clientSecret } = made;
  const head = [`${heading}: ${client.name}`, `client_id: ${client.clientId}`];
  if (clientSecret === null) return [...head, 'client_secret: なし（公開クライアント） / none (a public client)'];
  return [...head, `client_secret: ${clientSecret}`, 'このシークレットは今しか表示されません。安全な場所に保管してください / The secret is shown only now: keep it somewhere safe'];
}

function listJson(clients: ApiOAuthClient[]): string {
  return JSON.stringify(
    clients.map((c) => ({
      client_id: c.clientId,
      name: c.name,
      public: c.public,
      redirect_uris: c.redirectUris,
      post_logout_redirect_uris: c.postLogoutRedirectUris,
      scopes: c.scopes,
      backchannel_logout_uri: c.backchannelLogoutUri,
      created_at: c.createdAt,
      secret_rotated_at: c.secretRotatedAt,
      disabled_at: c.disabledAt,
    })),
  );
}

/** Runs `clients …` (argv after the word clients); throws AdminError for operator mistakes. */
export async function runClientsCommand(db: Kysely<Database>, argv: string[], clock: Clock = systemClock): Promise<string[]> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: optionSpec, allowPositionals: true, strict: true });
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw mistake(`オプションが正しくありません: ${detail}`, `Invalid options: ${detail}`);
  }
  const options = parsed.values;
  const [command, ...rest] = parsed.positionals;
  const json = options.json === true;
  const ctx = { db, clock };
  const actor = { kind: 'operator' } as const;

  // The app a command acts on: a word after the command, or --client-id.
  const target = (): string => {
    const id = rest[0] ?? options['client-id'];
    if (id === undefined || rest.length > 1 || (rest.length === 1 && options['client-id'] !== undefined)) {
      throw mistake(`${command} には CLIENT_ID を1つ指定してください`, `${command} takes one CLIENT_ID`);
    }
    return id;
  };
  const acting = async <T>(clientId: string | undefined, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw error instanceof AppError ? cliError(error, clientId) : error;
    }
  };

  switch (command) {
    case 'create': {
      if (rest.length > 0) throw mistake(`余分な引数があります: ${rest.join(' ')}`, `Unexpected arguments: ${rest.join(' ')}`);
      if (!options.name) throw mistake('--name を指定してください', '--name is required');
      if (!options['redirect-uri']?.length) throw mistake('--redirect-uri を指定してください', '--redirect-uri is required');
      const input = {
        name: options.name,
        redirectUris: options['redirect-uri'],
        postLogoutRedirectUris: options['post-logout-redirect-uri'] ?? [],
        public: options.public === true,
        scopes: options.scope ?? defaultScopes,
        backchannelLogoutUri: options['backchannel-logout-uri'] ?? null,
      };
      const made = await acting(undefined, () => createOAuthClient(ctx, actor, input));
      return json ? [secretJson(made)] : secretLines(made, '連携アプリを登録しました / App registered');
    }
    case 'list': {
      if (rest.length > 0) throw mistake(`余分な引数があります: ${rest.join(' ')}`, `Unexpected arguments: ${rest.join(' ')}`);
      const clients = await listOAuthClients(db);
      if (json) return [listJson(clients)];
      if (clients.length === 0) return ['登録された連携アプリはありません / No registered apps'];
      return [['client_id', 'type', 'state', 'scopes', 'redirect URIs', 'created', 'name'].join('\t'), ...clients.map(describe)];
    }
    case 'rotate-secret': {
      const clientId = target();
      const made = await acting(clientId, () => rotateOAuthClientSecret(ctx, actor, clientId));
      return json ? [secretJson(made)] : secretLines(made, 'シークレットを再発行しました。古いシークレットはもう使えません / Secret replaced; the old one no longer works');
    }
    case 'disable': {
      const clientId = target();
      const client = await acting(clientId, () => disableOAuthClient(ctx, actor, clientId));
      if (json) return [JSON.stringify({ client_id: client.clientId, disabled_at: client.disabledAt })];
      return [`連携アプリを無効にし、許可済みの連携とトークンを終了しました / App disabled, its grants and tokens ended: ${describe(client)}`];
    }
    default:
      throw mistake(`使い方:\n${clientsUsage}`, 'Usage: clients create|list|rotate-secret|disable (see --help)');
  }
}
