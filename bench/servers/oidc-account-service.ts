// Bench: the account service with its OpenID Provider, on a fresh SQLite file: one account (bench) and
// one confidential app registered as an administrator would (its secret stored as its SHA-256). The
// issuer is this server's own address, so the provider's redirects need no rewriting.
import { buildAccountService } from '../../src/account-service/app';
import { createAccount } from '../../src/account-service/accounts/account-admin.service';
import { secretHash } from '../../src/account-service/oidc/clients';

const port = Number(process.env.PORT);
const service = await buildAccountService({
  databaseUrl: process.env.DATABASE_URL!,
  serviceToken: process.env.SERVICE_TOKEN!,
  publicUrl: `http://127.0.0.1:${port}`,
  devMailbox: true,
  sessionIdleMinutes: 30,
  sessionAbsoluteHours: 12,
  throttle: { perIpLoginLimit: 1_000_000, perIpCodeLimit: 1_000_000 },
  logLevel: false,
});
await createAccount(service.db, { loginId: 'bench', email: 'bench@example.jp', password: process.env.BENCH_PASSWORD!, name: '計測 太郎', nameKana: 'ケイソク タロウ' });
await service.db
  .insertInto('oidc_clients')
  .values({
    client_id: process.env.CLIENT_ID!,
    name: '計測アプリ',
    redirect_uris: JSON.stringify([process.env.REDIRECT_URI!]),
    post_logout_redirect_uris: '[]',
    is_public: 0,
    secret_hash: secretHash(process.env.CLIENT_SECRET!),
    scopes: 'openid profile email offline_access account:read account:write',
    backchannel_logout_uri: null,
    created_at: new Date().toISOString(),
    created_by_account_id: null,
    secret_rotated_at: null,
    disabled_at: null,
  })
  .execute();
// Load the provider before the first measured request.
await service.oidc.host.provider();
const url = await service.app.listen({ host: '127.0.0.1', port });
console.log(`READY ${url}`);
process.on('SIGTERM', () => {
  setTimeout(() => process.exit(0), 3000).unref();
  void service.close().finally(() => process.exit(0));
});
