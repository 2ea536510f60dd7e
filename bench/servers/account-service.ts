// Bench: the account service alone, on a fresh SQLite file, with per-IP limits out of the way
// (the load comes from one address).
import { buildAccountService } from '../../src/account-service/app';
import { createAccount } from '../../src/account-service/accounts/account-admin.service';

const service = await buildAccountService({
  databaseUrl: process.env.DATABASE_URL!,
  serviceToken: process.env.SERVICE_TOKEN!,
  publicUrl: 'http://localhost:3000',
  devMailbox: true,
  sessionIdleMinutes: 30,
  sessionAbsoluteHours: 12,
  throttle: { perIpLoginLimit: 1_000_000, perIpCodeLimit: 1_000_000 },
  // The sign-in risk rules are always on; the breached-password range check when the bench runs a range service.
  risk: {
    breachedPasswordRangeUrl: process.env.BREACHED_PASSWORD_RANGE_URL,
    // The range service shares the bench's two cores with the argon2 load (a real one is elsewhere): it
    // gets the time a login's hash takes at 8 in flight, so it answers rather than times out.
    breachedPasswordTimeoutMs: Number(process.env.BREACHED_PASSWORD_TIMEOUT_MS ?? 1000),
  },
  logLevel: false,
});
// One account per login connection (login-0 …): real users do not sign in to one account eight times
// at once, and the per-identifier throttle would (rightly) answer such a burst with 429s.
const loginAccounts = Number(process.env.BENCH_LOGIN_ACCOUNTS ?? 0);
for (let i = 0; i < loginAccounts; i++) {
  await createAccount(service.db, { loginId: `login-${i}`, email: `login-${i}@example.jp`, password: process.env.BENCH_PASSWORD!, name: `計測 ${i}` });
}
const url = await service.app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
console.log(`READY ${url}`);
// A plain exit on SIGTERM, so `node --cpu-prof` writes its profile (the bench's BENCH_CPU_PROF).
process.on('SIGTERM', () => {
  setTimeout(() => process.exit(0), 3000).unref();
  void service.close().finally(() => process.exit(0));
});
