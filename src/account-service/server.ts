// Standalone start (npm run start:account-service): read the environment, build, listen.
import { buildAccountService } from './app.js';
import { loadAccountServiceConfig } from './config.js';

try {
  const config = loadAccountServiceConfig();
  if (!config.SERVICE_TOKEN) throw new Error('Invalid environment variable SERVICE_TOKEN: required to start the account service on its own');
  const service = await buildAccountService({
    databaseUrl: config.DATABASE_URL,
    serviceToken: config.SERVICE_TOKEN,
    publicUrl: config.PUBLIC_URL,
    smtpUrl: config.SMTP_URL,
    devMailbox: config.NODE_ENV !== 'production' && !config.SMTP_URL,
    sessionIdleMinutes: config.SESSION_IDLE_MINUTES,
    sessionAbsoluteHours: config.SESSION_ABSOLUTE_HOURS,
    logger: true,
  });
  await service.app.listen({ host: config.HOST, port: config.PORT });
  const stop = async (): Promise<void> => {
    await service.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
