// Standalone start of the gateway (`npm run start:gateway`): read the environment, build, listen,
// and stop gracefully on SIGTERM (platform/lifecycle.ts).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadEnvironment } from '../platform/env';
import { createLifecycle, installGracefulStop } from '../platform/lifecycle';
import { projectPath } from '../platform/paths';
import { buildGateway } from './app';
import { gatewayOptions } from './config';

try {
  const env = loadEnvironment('gateway');
  // The SPA is optional here: a scaled-out gateway may sit behind a CDN that serves it.
  const spaDir = projectPath(env.spaDir);
  const hasSpa = existsSync(join(spaDir, 'index.html'));
  const lifecycle = createLifecycle();
  const app = await buildGateway({
    ...gatewayOptions(env),
    accountServiceUrl: env.accountServiceUrl!,
    serviceToken: env.serviceToken!,
    publicUrl: env.publicUrl ?? `http://localhost:${env.port}`,
    lifecycle,
    ...(hasSpa ? { spaDir } : {}),
  });
  if (!hasSpa) app.log.warn(`No SPA build at ${spaDir}; serving the GraphQL endpoint only.`);
  await app.listen({ port: env.port, host: env.host });
  installGracefulStop({ lifecycle, log: app.log, ...env.shutdown, close: () => app.close() });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
