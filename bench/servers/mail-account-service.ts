// Bench: the account service alone, sending its mail by SMTP to the bench's server (SMTP_URL), on a
// fresh SQLite file, with BENCH_MAIL_ACCOUNTS accounts (mail-0 …) and per-IP limits out of the way.
// A process of its own, as in production: the SMTP server and the load generator do not share its
// event loop (bench/mail-latency.ts).
import { buildAccountService } from '../../src/account-service/app';
import { createAccount } from '../../src/account-service/accounts/account-admin.service';

const service = await buildAccountService({
  databaseUrl: process.env.DATABASE_URL!,
  serviceToken: process.env.SERVICE_TOKEN!,
  publicUrl: 'http://localhost:3000',
  smtpUrl: process.env.SMTP_URL!,
  devMailbox: false,
  sessionIdleMinutes: 30,
  sessionAbsoluteHours: 12,
  throttle: { perIpLoginLimit: 1_000_000 },
  logLevel: false,
});
const accounts = Number(process.env.BENCH_MAIL_ACCOUNTS ?? 0);
for (let i = 0; i < accounts; i++) {
  await createAccount(service.db, { loginId: `mail-${i}`, email: `mail-${i}@example.jp`, password: process.env.BENCH_PASSWORD!, name: `計測 ${i}` });
}
const url = await service.app.listen({ host: '127.0.0.1', port: 0 });
console.log(`READY ${url}`);
process.on('SIGTERM', () => {
  setTimeout(() => process.exit(0), 3000).unref();
  void service.close().finally(() => process.exit(0));
});
