// Standalone start (npm run start:account-service): read the environment, build, listen, and stop
// gracefully on SIGTERM (platform/lifecycle.ts).
import { EnvironmentError, loadEnvironment } from '../platform/env.js';
import { createLifecycle, installGracefulStop } from '../platform/lifecycle.js';
import { accountServiceOptions, buildAccountService } from './app.js';

try {
  const env = loadEnvironment('account-service');
  const lifecycle = createLifecycle();
  const service = await buildAccountService({ ...accountServiceOptions(env), serviceToken: env.serviceToken!, lifecycle });
  await service.app.listen({ host: env.host, port: env.port });
  installGracefulStop({ lifecycle, log: service.app.log, ...env.shutdown, close: () => service.close() });
} catch (error) {
  console.error(error instanceof EnvironmentError || error instanceof Error ? error.message : error);
  process.exit(1);
}
