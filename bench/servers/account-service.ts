// Bench: the account service alone, on a fresh SQLite file, with per-IP limits out of the way
// (the load comes from one address).
import { buildAccountService } from '../../src/account-service/app';

const service = await buildAccountService({
  databaseUrl: process.env.DATABASE_URL!,
  serviceToken: process.env.SERVICE_TOKEN!,
  publicUrl: 'http://localhost:3000',
  devMailbox: true,
  sessionIdleMinutes: 30,
  sessionAbsoluteHours: 12,
  throttle: { perIpLoginLimit: 1_000_000, perIpCodeLimit: 1_000_000 },
  logger: false,
});
const url = await service.app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
console.log(`READY ${url}`);
