// `npm run accounts -- clients …` on SQLite and PostgreSQL: registering with the exact flags
// (the secret printed once; --json one JSON document), the list, a new secret, disabling, each audited
// with the operator as the actor, and every operator mistake refused in Japanese and English with
// nothing stored.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AdminError } from '../../src/account-service/accounts/account-admin.service';
import { runAccountsCommand, type CliEnvironment } from '../../src/account-service/cli/accounts-cli';
import type { Database } from '../../src/account-service/db/schema';
import { testDialects } from '../helpers/test-databases';
import { startHarness, type Harness } from './support';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64url');

async function refusal(run: Promise<unknown>): Promise<AdminError> {
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AdminError);
  return error as AdminError;
}

describe.each(testDialects)('the accounts CLI: clients (%s)', (dialect) => {
  let h: Harness;
  let env: CliEnvironment;
  let db: Kysely<Database>;
  const cli = (...argv: string[]) => runAccountsCommand(db, ['clients', ...argv], env);

  beforeEach(async () => {
    h = await startHarness(dialect);
    db = h.service.db;
    env = { publicUrl: 'http://localhost:3000', clock: h.clock };
  });
  afterEach(async () => {
    await h?.close();
  });

  it('creates a confidential app with the issue\'s flags, prints its client id and secret once, and audits the operator', async () => {
    const out = await cli(
      'create',
      '--name',
      '経費精算',
      '--redirect-uri',
      'https://keihi.example.jp/callback',
      '--redirect-uri',
      'http://localhost:5173/callback',
      '--scope',
      'openid',
      '--scope',
      'profile email',
      '--scope',
      'offline_access',
      '--backchannel-logout-uri',
      'https://keihi.example.jp/logout',
    );
    expect(out[0]).toBe('連携アプリを登録しました / App registered: 経費精算');
    const clientId = /^client_id: ([A-Za-z0-9_-]{22})$/.exec(out[1]!)?.[1];
    const secret = /^client_secret: ([A-Za-z0-9_-]{43})$/.exec(out[2]!)?.[1];
    expect(clientId).toBeTruthy();
    expect(secret).toBeTruthy();
    expect(out[3]).toContain('The secret is shown only now');
    const row = await db.selectFrom('oidc_clients').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      client_id: clientId,
      name: '経費精算',
      redirect_uris: JSON.stringify(['https://keihi.example.jp/callback', 'http://localhost:5173/callback']),
      is_public: 0,
      secret_hash: sha256(secret!),
      scopes: 'openid profile email offline_access',
      backchannel_logout_uri: 'https://keihi.example.jp/logout',
      created_by_account_id: null,
    });
    const audit = await db.selectFrom('admin_audit').selectAll().execute();
    expect(audit).toEqual([expect.objectContaining({ actor: 'operator', actor_account_id: null, action: 'client_create', target_client_id: clientId, target_client_name: '経費精算', target_account_id: null, client_ip: null })]);

    // The list never prints a secret.
    const list = await cli('list');
    expect(list[0]).toBe(['client_id', 'type', 'state', 'scopes', 'redirect URIs', 'created', 'name'].join('\t'));
    expect(list[1]).toBe([clientId, 'confidential', 'active', 'openid profile email offline_access', 'https://keihi.example.jp/callback http://localhost:5173/callback', h.clock.now().toISOString(), '経費精算'].join('\t'));
    expect(list.join('\n')).not.toContain(secret);
  });

  it('--json prints one JSON document: {"client_id", "client_secret"}, the secret null for a public app; the list too', async () => {
    const [confidential, ...more] = await cli('create', '--name', 'サーバーのアプリ', '--redirect-uri', 'https://server.example.jp/cb', '--json');
    expect(more).toEqual([]);
    const made = JSON.parse(confidential!) as Record<string, unknown>;
    expect(Object.keys(made)).toEqual(['client_id', 'client_secret']);
    expect(made).toEqual({ client_id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), client_secret: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });

    h.clock.advance(1_000);
    const publicApp = JSON.parse((await cli('create', '--name', 'ブラウザーのアプリ', '--redirect-uri', 'https://spa.example.jp/cb', '--public', '--json'))[0]!) as Record<string, unknown>;
    expect(publicApp).toEqual({ client_id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), client_secret: null });
    expect(await db.selectFrom('oidc_clients').select('secret_hash').where('client_id', '=', publicApp.client_id as string).executeTakeFirstOrThrow()).toEqual({ secret_hash: null });

    const listed = JSON.parse((await cli('list', '--json'))[0]!) as Record<string, unknown>[];
    expect(listed.map((c) => [c.client_id, c.name, c.public, c.scopes])).toEqual([
      [publicApp.client_id, 'ブラウザーのアプリ', true, ['openid', 'profile', 'email']],
      [made.client_id, 'サーバーのアプリ', false, ['openid', 'profile', 'email']],
    ]);
    expect(JSON.stringify(listed)).not.toContain(made.client_secret as string);
  });

  it('rotate-secret (CLIENT_ID or --client-id) prints the new secret once; disable ends the app; both audited', async () => {
    const made = JSON.parse((await cli('create', '--name', '勤怠', '--redirect-uri', 'https://kintai.example.jp/cb', '--json'))[0]!) as { client_id: string; client_secret: string };
    const first = JSON.parse((await cli('rotate-secret', made.client_id, '--json'))[0]!) as { client_id: string; client_secret: string };
    expect(first.client_id).toBe(made.client_id);
    expect(first.client_secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.client_secret).not.toBe(made.client_secret);
    const text = await cli('rotate-secret', '--client-id', made.client_id);
    const second = /^client_secret: (\S+)$/.exec(text[2]!)?.[1];
    expect(text[0]).toContain('Secret replaced');
    expect((await db.selectFrom('oidc_clients').select('secret_hash').executeTakeFirstOrThrow()).secret_hash).toBe(sha256(second!));

    const disabled = JSON.parse((await cli('disable', made.client_id, '--json'))[0]!) as Record<string, unknown>;
    expect(disabled).toEqual({ client_id: made.client_id, disabled_at: h.clock.now().toISOString() });
    expect((await cli('list'))[1]).toContain(`\tdisabled ${h.clock.now().toISOString()}\t`);
    const again = await refusal(cli('disable', made.client_id));
    expect(again).toMatchObject({ code: 'CLIENT_DISABLED', messageJa: `この連携アプリは無効になっています: ${made.client_id}`, messageEn: `This app is disabled: ${made.client_id}` });
    expect((await refusal(cli('rotate-secret', made.client_id))).code).toBe('CLIENT_DISABLED');

    const actions = await db.selectFrom('admin_audit').select(['actor', 'action', 'target_client_id']).orderBy('id').execute();
    expect(actions).toEqual(['client_create', 'client_rotate_secret', 'client_rotate_secret', 'client_disable'].map((action) => ({ actor: 'operator', action, target_client_id: made.client_id })));

    const publicApp = JSON.parse((await cli('create', '--name', 'SPA', '--redirect-uri', 'https://spa.example.jp/cb', '--public', '--json'))[0]!) as { client_id: string };
    expect(await refusal(cli('rotate-secret', publicApp.client_id))).toMatchObject({ code: 'CLIENT_HAS_NO_SECRET', messageEn: `A public client has no secret: ${publicApp.client_id}` });
  });

  it('refuses operator mistakes in Japanese and English, naming the option, and stores nothing', async () => {
    const app = ['--name', 'アプリ', '--redirect-uri', 'https://app.example.jp/cb'];
    const mistakes: [string[], string, RegExp][] = [
      [['create', '--redirect-uri', 'https://app.example.jp/cb'], 'MISSING_OPTION', /--name/],
      [['create', '--name', 'アプリ'], 'MISSING_OPTION', /--redirect-uri/],
      [['create', '--name', 'x'.repeat(101), '--redirect-uri', 'https://app.example.jp/cb'], 'CLIENT_NAME_INVALID', /^--name /],
      [['create', '--name', 'アプリ', '--redirect-uri', 'http://app.example.jp/cb'], 'REDIRECT_URI_INVALID', /^--redirect-uri /],
      [['create', '--name', 'アプリ', '--redirect-uri', 'https://app.example.jp/cb#x'], 'REDIRECT_URI_INVALID', /^--redirect-uri /],
      [[...['create', ...app], '--post-logout-redirect-uri', 'ftp://app.example.jp/'], 'REDIRECT_URI_INVALID', /^--post-logout-redirect-uri /],
      [[...['create', ...app], '--scope', 'profile'], 'SCOPE_INVALID', /^--scope /],
      [[...['create', ...app], '--scope', 'openid admin'], 'SCOPE_INVALID', /^--scope /],
      [[...['create', ...app], '--backchannel-logout-uri', 'http://app.example.jp/logout'], 'BACKCHANNEL_LOGOUT_URI_INVALID', /^--backchannel-logout-uri /],
      [[...['create', ...app], '--secret', 'mine'], 'MISSING_OPTION', /オプションが正しくありません/],
      [[...['create', ...app], 'extra'], 'MISSING_OPTION', /余分な引数/],
      [['rotate-secret'], 'MISSING_OPTION', /CLIENT_ID/],
      [['rotate-secret', 'a', 'b'], 'MISSING_OPTION', /CLIENT_ID/],
      [['rotate-secret', 'no-such-app'], 'CLIENT_NOT_FOUND', /no-such-app/],
      [['disable', '--client-id', 'no-such-app'], 'CLIENT_NOT_FOUND', /no-such-app/],
      [['enable', 'x'], 'MISSING_OPTION', /使い方/],
      [[], 'MISSING_OPTION', /使い方/],
    ];
    for (const [argv, code, ja] of mistakes) {
      const error = await refusal(cli(...argv));
      expect(error.code, argv.join(' ')).toBe(code);
      expect(error.messageJa, argv.join(' ')).toMatch(ja);
      expect(error.messageEn, argv.join(' ')).toMatch(/^[\x20-\x7e]+$/);
    }
    expect(await db.selectFrom('oidc_clients').select('client_id').execute()).toEqual([]);
    expect(await db.selectFrom('admin_audit').select('id').execute()).toEqual([]);
  });

  it('the usage names every clients command in Japanese and English', async () => {
    const [usage] = await runAccountsCommand(db, ['--help']);
    for (const line of ['clients create --name NAME --redirect-uri URI [--redirect-uri URI …] [--public] [--scope SCOPE …]', 'clients list [--json]', 'clients rotate-secret CLIENT_ID', 'clients disable CLIENT_ID']) {
      expect(usage).toContain(line);
    }
    expect(usage).toContain('連携アプリ');
    expect(usage).toContain('registers an app');
    expect(await runAccountsCommand(db, ['clients', '--help'])).toEqual([usage]);
  });
});
